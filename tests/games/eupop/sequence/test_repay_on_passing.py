"""Repaying a loan at the moment passing pays ducats (eupop-aid Passing, MINOR ACTIONS,
Take/Repay Loan (p. 14); interpretation:EUPOP-R9)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world

RULE = ("eupop-aid:MINOR ACTIONS", "eupop-aid:Take/Repay Loan (p. 14)", "interpretation:EUPOP-R9")


def _turn(ducats: int, loans: int, passed: list[str]) -> Game:
    """Castile's turn of the first round in Six Crowns (Castile, France), its Event taken,
    with ``passed`` realms passed before it."""
    state: State = RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state
    mat = world(state)["players"]["castile"]
    mat["ducats"], mat["loans"] = ducats, loans
    track = world(state)["round"]
    track["passed"] = list(passed)
    track["event_taken"] = ["castile"]
    local: dict[str, Any] = {"seat": "castile", "mode": "normal"}
    state["stack"] = [
        frame("situation", {"procedure": "realm_turn", "local": local, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def _choose(game: Game, verb: str) -> None:
    decision = game.decision()
    assert decision is not None
    game.apply(decision.seat, next(a for a in decision.actions if a.verb == verb))


@pytest.mark.rule("eupop-aid:Passing", *RULE)
def test_a_pass_that_pays_a_ducat_offers_to_repay_and_repays_twice() -> None:
    game = _turn(ducats=11, loans=2, passed=[])
    _choose(game, "pass")
    decision = game.decision()
    assert decision is not None
    assert (decision.seat, decision.step) == ("castile", "ask_repay")
    assert [a.verb for a in decision.actions] == ["repay_loan", "keep_loans"]
    _choose(game, "repay_loan")
    _choose(game, "repay_loan")
    mat = world(game.state)["players"]["castile"]
    assert (mat["ducats"], mat["loans"]) == (0, 0)
    assert world(game.state)["round"]["passed"] == ["castile"]


@pytest.mark.rule(*RULE)
def test_keeping_the_loans_ends_the_pass_with_the_ducat_kept() -> None:
    game = _turn(ducats=5, loans=1, passed=[])
    _choose(game, "pass")
    _choose(game, "keep_loans")
    mat = world(game.state)["players"]["castile"]
    assert (mat["ducats"], mat["loans"]) == (6, 1)
    decision = game.decision()
    assert decision is None or decision.step != "ask_repay"


@pytest.mark.rule(*RULE)
def test_a_pass_after_the_paid_places_asks_nothing() -> None:
    game = _turn(ducats=11, loans=2, passed=["france", "england", "austria", "ottomans"])
    _choose(game, "pass")
    decision = game.decision()
    assert decision is None or decision.step != "ask_repay"
    assert world(game.state)["players"]["castile"]["loans"] == 2
