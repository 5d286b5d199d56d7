"""A battle action chosen face down is seen by no other seat until both sides have chosen
(aid "2. Play Battle Actions ()", interpretation EUPOP-B2)."""

from __future__ import annotations

import json

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.log import LogEntry
from hegemon.engine.secrets import secrets_problems
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war

CARD = "m1_flanking_attack"


def battle_started() -> Game:
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f003"]["where"] = "Guyenne"
    state["decks"]["actions"]["military"].remove(CARD)
    state["players"]["france"]["hand"] = [CARD]
    start_war(state, "france", ["england"], None)
    local = {"where": "Guyenne", "attacker": "france", "defender": "england"}
    state["stack"] = [frame("situation", {"procedure": "battle", "local": local, "seat": "france"})]
    game = RULES.resume(state)
    game.advance()
    return game


def answer(game: Game, seat: str, verb: str, argument: str | None) -> None:
    decision = game.decision()
    assert decision is not None and decision.seat == seat
    game.apply(seat, Action(verb, argument, ""))


@pytest.mark.rule("eupop-aid:2. Play Battle Actions ()")
def test_the_attackers_sealed_card_is_hidden_from_the_defender_until_the_reveal() -> None:
    game = battle_started()
    answer(game, "france", "battle_action", CARD)
    decision = game.decision()
    assert decision is not None and decision.seat == "england"
    assert CARD in json.dumps(RULES.view(game.state, "france"))
    assert CARD not in json.dumps(RULES.view(game.state, "england"))
    assert CARD not in json.dumps([decision.prompt, [a.label for a in decision.actions]])
    seen = LogEntry.seen(game.entries, "england")
    assert all(CARD not in json.dumps(entry.values) for entry in seen)
    assert secrets_problems(RULES, game.state, seed=1) == []
    answer(game, "england", "no_battle_action", None)
    assert any(
        entry.kind == "battle_action" and entry.values["card"] == CARD for entry in game.entries
    )


@pytest.mark.rule("eupop-aid:2. Play Battle Actions ()")
def test_a_seat_without_a_battle_card_is_asked_all_the_same() -> None:
    game = battle_started()
    answer(game, "france", "no_battle_action", None)
    decision = game.decision()
    assert decision is not None and decision.seat == "england" and decision.step == "ask_action"
    assert [action.verb for action in decision.actions] == ["no_battle_action"]
