"""Imperial influence in phase 5 B: as many cubes as Imperial Authority, in HRE areas with a
province of an NPR HRE member and room under five cubes (aid SEQUENCE / Imperial
Influence (p. 44), HRE (p. 43-45); EUPOP-S4)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.cleanup.refresh import imperial_areas
from hegemon.games.eupop.world.empire import imperial_subjects, members
from tests.games.eupop.empire.support import new_game


@pytest.mark.rule(
    "eupop-aid:SEQUENCE (p. 8-11) / Imperial Influence (p. 44)", "interpretation:EUPOP-S4"
)
def test_imperial_influence_goes_only_where_an_npr_member_owns_a_province() -> None:
    game = new_game()
    geography = content_of(game).geography
    areas = imperial_areas(game.state, geography)
    assert "Osterreich" not in areas
    assert "Bayern" in areas
    game.state["map"]["areas"]["Bayern"]["influence"] = {"france": 4}
    game.state["hre"]["imperial_influence"] = {"Bayern": 1}
    assert "Bayern" not in imperial_areas(game.state, geography)


@pytest.mark.rule("eupop-aid:HRE (p. 43-45)", "eupop-aid:HRE Lands (p. 44)")
def test_members_are_realms_with_their_capital_in_the_hre_and_subjects_all_but_the_emperor() -> (
    None
):
    game = new_game()
    geography = content_of(game).geography
    assert "austria" in members(game.state, geography)
    assert "france" not in members(game.state, geography)
    assert "austria" not in imperial_subjects(game.state, geography)
    game.state["map"]["areas"]["Bayern"]["hre"] = False
    assert "bavaria" not in members(game.state, geography)
