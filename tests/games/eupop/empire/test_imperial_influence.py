"""Imperial influence works like the Emperor's regular influence where influence is counted
(aid Imperial Influence (p. 44); EUPOP-I14)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.power_struggle import _present
from hegemon.games.eupop.rules.war.calls import influence_in
from tests.games.eupop.empire.support import new_game


@pytest.mark.rule(
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)", "interpretation:EUPOP-I14"
)
def test_the_emperors_imperial_influence_counts_in_an_nprs_areas() -> None:
    game = new_game()
    game.state["map"]["areas"]["Sachsen"]["influence"] = {}
    content = content_of(game)
    assert influence_in(game.state, content, "austria", "saxony") == 0
    game.state["hre"]["imperial_influence"] = {"Sachsen": 2}
    assert influence_in(game.state, content, "austria", "saxony") == 2
    assert influence_in(game.state, content, "france", "saxony") == 0


@pytest.mark.rule("eupop-aid:Scoring Power Struggles (p. 43)", "interpretation:EUPOP-I14")
def test_imperial_influence_makes_the_emperor_present_in_a_power_struggle_area() -> None:
    game = new_game()
    game.state["map"]["areas"]["Toscana"]["influence"] = {}
    assert not _present(game.state, "Toscana", "austria")
    game.state["hre"]["imperial_influence"] = {"Toscana": 1}
    assert _present(game.state, "Toscana", "austria")
