"""The Influence action reaches from the realm's tokens of the start of its turn (aid
Influence (1👤/3👤 per 🏰) (p. 15); interpretation:EUPOP-D11): France's only token in
Scotland is its alliance token on Edinburgh, and Ireland lies next to Scotland alone."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.diplomacy.influence import KEPT, offers
from hegemon.games.eupop.rules.war.calls import end_alliance
from tests.games.eupop.diplomacy.support import new_game, start

INFLUENCE = "eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)"
D11 = "interpretation:EUPOP-D11"


def _france_turn() -> Game:
    """France's turn in the action phase, at its menu."""
    state = new_game().state
    turn = {"seat": "france", "mode": "normal"}
    procedure = {"procedure": "realm_turn", "local": turn, "seat": "france"}
    state["stack"] = [frame("situation", procedure)]
    game = RULES.resume(state)
    game.advance()
    return game


def _decision(game: Game) -> Decision:
    decision = game.decision()
    assert isinstance(decision, Decision)
    return decision


def _places(game: Game) -> list[str]:
    decision = _decision(game)
    assert decision.procedure == "influence"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule(INFLUENCE, "eupop-aid:Cut ties (p. 14)", D11)
def test_ties_cut_earlier_in_the_turn_still_reach_for_the_influence_action() -> None:
    game = _france_turn()
    game.apply("france", Action("cut_ties", None))
    game.apply("france", Action("cut_tie", "alliance:scotland"))
    assert game.state["realms"]["france"]["allies"] == []
    assert _decision(game).procedure == "realm_turn"
    game.apply("france", Action("influence", None))
    places = _places(game)
    assert "place:Scotland" in places and "place:Ireland" in places


@pytest.mark.rule(INFLUENCE, D11)
def test_a_turn_that_moved_no_token_keeps_nothing() -> None:
    game = _france_turn()
    game.apply("france", Action("influence", None))
    turn = game.state["stack"][-2]
    assert turn["procedure"] == "realm_turn" and KEPT not in turn["local"]
    assert "place:Scotland" in _places(game)


@pytest.mark.rule(INFLUENCE, D11)
def test_outside_its_own_turn_the_realm_reaches_from_the_board_as_it_stands() -> None:
    game = new_game()
    end_alliance(game, "france", "scotland", "eupop-aid:Cut ties (p. 14)", "ties cut")
    places = _places(start(game, "influence", "france", None))
    assert "place:Scotland" not in places and "place:Ireland" not in places
    assert "place:Normandie" not in places  # France's own: never influence there
    assert "place:Flandres" in places


@pytest.mark.rule(INFLUENCE, "eupop-aid:Gain Action", "interpretation:EUPOP-F12", D11)
def test_an_influence_action_gained_by_the_turns_event_reaches_from_the_turns_start() -> None:
    """France takes Rise of the Medici (its option A gains an Influence action); its
    alliance with Scotland ends before the option resolves (as an earlier effect might):
    the gained action still reaches Scotland and Ireland."""
    game = _france_turn()
    state = game.state
    state["decks"]["events_revealed"] = ["e1_rise_of_the_medici"]
    state["players"]["france"]["ducats"] = 5
    assert Action("event", "e1_rise_of_the_medici") in [
        Action(a.verb, a.argument) for a in _decision(game).actions
    ]
    game.apply("france", Action("event", "e1_rise_of_the_medici"))
    end_alliance(game, "france", "scotland", "eupop-aid:Cut ties (p. 14)", "ties cut")
    assert offers(state, RULES.content, "france") != []
    game.apply("france", Action("event_option", "a"))
    places = _places(game)
    assert "place:Scotland" in places and "place:Ireland" in places
