"""``?N`` on a move into a space where a battle is due shows the battle's odds (issue 11,
interpretation EUPOP-B18)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


def ask_move(france: dict[str, int], england: dict[str, int]) -> tuple[Game, Decision]:
    """France activates its army f003 (``france``) in Ile-de-France, at war with England,
    whose army f005 (``england``) stands next door in Guyenne."""
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f003"]["units"] = dict(france)
    state["forces"]["f005"]["units"] = dict(england)
    start_war(state, "france", ["england"], None)
    local = {"seat": "france", "argument": ["move", "f003", ""]}
    state["stack"] = [
        frame("situation", {"procedure": "land_activation", "local": local, "seat": "france"})
    ]
    game = RULES.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.step == "ask_move"
    return game, decision


def move_to(decision: Decision, where: str) -> Action:
    return next(
        action
        for action in decision.actions
        if action.verb == "move_to"
        and isinstance(action.argument, tuple)
        and action.argument[0] == where
    )


@pytest.mark.rule("eupop-aid:Battle Sequence (p. 26-28)", "interpretation:EUPOP-B18")
def test_a_move_into_an_enemy_army_shows_the_odds_of_the_battle() -> None:
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    lines = RULES.explain_action(game.state, "france", move_to(decision, "Guyenne"))
    assert lines == [
        "Battle at Guyenne: your 1 unit (1 inf; 3 dice) against 1 of england (1 inf; 3 dice)",
        "  you win about 23%, lose 23%, draw (both wiped out) 54%; expected losses 0.8 "
        "yours / 0.8 theirs",
        "  odds assume no battle action cards, no retreat and no wounds (EUPOP-B18)",
    ]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-B18")
def test_a_move_where_no_battle_is_due_shows_no_odds() -> None:
    game, decision = ask_move({"infantry": 1}, {"infantry": 1})
    assert RULES.explain_action(game.state, "france", move_to(decision, "Normandie")) == []
