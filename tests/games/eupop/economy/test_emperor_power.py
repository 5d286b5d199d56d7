"""Phase 4 D: each of a human Emperor's extra monarch power points takes its own type
(aid D. Collect Monarch Power, EUPOP-E13)."""

from __future__ import annotations

import pytest

from tests.games.eupop.economy.support import answer, new_game, run, verbs

PHASE = "income_and_upkeep"


@pytest.mark.rule("eupop-aid:D. Collect Monarch Power", "interpretation:EUPOP-E13")
def test_the_emperors_two_extra_points_may_be_one_administrative_and_one_diplomatic() -> None:
    """Austria, a human Emperor at Imperial Authority 6: 2 extra points and 1 military."""
    game = new_game(["austria", "castile"])
    game.state["hre"]["imperial_authority"] = 6
    game.state["rng"]["forced"] = [3]
    game = run(game, PHASE, "austria")
    while (decision := game.decision()) is not None and decision.step == "ask_cut":
        answer(game, decision.seat, "collect_income")
    assert verbs(game) == [
        ("emperor_power", ("administrative", "administrative")),
        ("emperor_power", ("administrative", "diplomatic")),
        ("emperor_power", ("diplomatic", "diplomatic")),
    ]
    before = dict(game.state["players"]["austria"]["monarch_power"])
    answer(game, "austria", "emperor_power", ("administrative", "diplomatic"))
    after = game.state["players"]["austria"]["monarch_power"]
    assert {power: after[power] - before[power] for power in after} == {
        "administrative": 1,
        "diplomatic": 1,
        "military": 0,
    }
