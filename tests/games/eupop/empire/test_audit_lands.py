"""Leaving and rejoining follow changes of owners in the area itself (aid Leaving and
Rejoining HRE, Area Leaves HRE; EUPOP-I16, audit of 2026-11-29 finding 5)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from tests.games.eupop.empire.support import give, kinds, new_game


@pytest.mark.rule(
    "eupop-aid:Leaving and Rejoining HRE (p. 45)",
    "eupop-aid:Area Leaves HRE",
    "interpretation:EUPOP-I16",
)
def test_an_area_out_by_event_rejoins_only_on_a_change_of_owner_in_it() -> None:
    game = new_game()
    give(game, ["Munchen"], "austria")
    give(game, ["Regensburg"], "saxony")
    handle = RULES.resume(game.state)
    rule = RULES.effect_table.effects["area_leaves_hre"]
    assert rule.apply is not None
    rule.apply(handle, "austria", "Bayern")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is False
    elsewhere = give(game, ["Augsburg"], "austria")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is False
    assert kinds(elsewhere) == []
    inside = give(game, ["Regensburg"], "austria")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is True
    assert [kind for kind, _ in kinds(inside)] == [
        "area_rejoined_hre",
        "imperial_authority_changed",
    ]
