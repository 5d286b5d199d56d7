"""An HRE area held by a vassal of an HRE member does not leave the HRE: the rejoining line
counts such a province as the Empire's, so the leaving line does too (aid Leaving and
Rejoining HRE (p. 45); EUPOP-I17, audit of 2026-11-29 finding 10)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.layout import set_overlord
from tests.games.eupop.empire.support import give, kinds, new_game


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)", "interpretation:EUPOP-I17")
def test_an_area_owned_by_a_members_vassal_from_outside_stays_in_the_hre() -> None:
    game = new_game()
    set_overlord(game.state, "hungary", "austria")
    handle = give(game, ["Munchen", "Regensburg"], "hungary")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is True
    assert game.state["hre"]["imperial_authority"] == 2
    assert kinds(handle) == []


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)", "interpretation:EUPOP-I17")
def test_an_area_owned_by_an_outsiders_vassal_leaves() -> None:
    game = new_game()
    set_overlord(game.state, "hungary", "france")
    handle = give(game, ["Munchen", "Regensburg"], "hungary")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is False
    assert [kind for kind, _ in kinds(handle)] == ["area_left_hre", "imperial_authority_changed"]
