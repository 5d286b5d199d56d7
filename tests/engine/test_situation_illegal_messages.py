"""An illegal action's message says, in one line, why it is illegal (Game.check)."""

from __future__ import annotations

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import Game
from tests.engine.dicegame import RULES as TOWER


def _message(game: Game, seat: str, action: Action) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.check(seat, action)
    message = str(caught.value)
    assert "\n" not in message
    return message


def _card_decision() -> Game:
    game = TOWER.setup("duel", 0)
    game.state["hands"]["north"] = [2, 3]
    game.state["rng"]["forced"] = [6]
    game.apply("north", Action("roll"))
    game.apply("north", Action("bank"))
    return game


def test_a_verb_not_offered_names_the_verbs_that_are() -> None:
    message = _message(TOWER.setup("duel", 0), "north", Action("bank"))
    assert message == (
        "bank None is not a legal answer to '0 points this turn: roll or bank?' for north: "
        "no verb 'bank' is offered here (verbs: roll); legal: Roll the die"
    )


def test_an_argument_not_offered_names_that_verbs_legal_arguments() -> None:
    message = _message(_card_decision(), "north", Action("card", 5))
    assert message.endswith(": 5 is not among card's legal arguments (2, 3)")
    message = _message(TOWER.setup("duel", 0), "north", Action("roll", 3))
    assert message.endswith(": 3 is not among roll's legal arguments (None)")


def test_an_argument_of_another_type_is_not_taken_for_a_legal_one() -> None:
    message = _message(_card_decision(), "north", Action("card", "3"))
    assert message.endswith(": '3' is not among card's legal arguments (2, 3)")


def test_another_seats_decision_says_whose_it_is() -> None:
    message = _message(TOWER.setup("duel", 0), "south", Action("roll"))
    assert message == "it is north's decision, not south's"  # the prompt may hold north's secrets


def test_many_legal_arguments_are_shown_closest_first_and_counted() -> None:
    game = rules_registry.load("eotma").setup("millennium", 2, ["france", "empire"])
    message = _message(game, "france", Action("endeavour", ("conquest", "Champagne", "Paris")))
    listed = message.split("endeavour's legal arguments (")[1]
    assert listed.startswith("('conquest', 'Champagne', ")
    assert listed.endswith(" more)") and listed.count("('") == 12
