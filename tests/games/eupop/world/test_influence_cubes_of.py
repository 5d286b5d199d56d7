"""A realm's influence in an area, the Emperor's Imperial influence counted as its own
(``world.influence.cubes_of``; aid Imperial Influence works like regular influence)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.influence import cubes_of

INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"


@pytest.mark.rule(INFLUENCE)
def test_the_emperors_imperial_cubes_count_as_its_influence_and_no_one_elses() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    assert state["hre"]["emperor"] == "austria"
    state["map"]["areas"]["Westfalen"]["influence"] = {"austria": 1, "france": 2}
    state["hre"]["imperial_influence"] = {"Westfalen": 2}
    assert cubes_of(state, "Westfalen", "austria") == 3
    assert cubes_of(state, "Westfalen", "france") == 2
    assert cubes_of(state, "Bohmen", "austria") == 2
    assert cubes_of(state, "Holstein", "poland") == 0
