"""Imperial influence may not be used for Subjugate: Gain Vassal, read with the Subjugate
lines (EUPOP-F18), does not count the Emperor's Imperial cubes as the influence a target
with vassals asks for (aid Imperial Influence (p. 44); EUPOP-I14, audit of 2026-11-29
finding 3)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.standard_realms import vassal_refused
from hegemon.games.eupop.world.layout import set_overlord
from tests.games.eupop.empire.support import new_game


@pytest.mark.rule(
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "eupop-aid:Vassals (♠) (p. 33)",
    "interpretation:EUPOP-I14",
    "interpretation:EUPOP-F18",
)
def test_imperial_cubes_do_not_let_the_emperor_subjugate_a_realm_with_vassals() -> None:
    game = new_game()
    state = game.state
    content = content_of(game)
    set_overlord(state, "pomerania", "bohemia")
    state["map"]["areas"]["Bohmen"]["influence"] = {}
    state["hre"]["imperial_influence"] = {"Bohmen": 2}
    assert vassal_refused(state, content, "austria", "bohemia") == (
        "bohemia has vassals and no influence of austria"
    )
    state["map"]["areas"]["Bohmen"]["influence"] = {"austria": 1}
    assert vassal_refused(state, content, "austria", "bohemia") is None
