"""Disloyal Vassals reads influence as every reader does: the Emperor's Imperial cubes are
its influence (aid Disloyal Vassals; interpretation:EUPOP-F15, EUPOP-D20). Six crowns at
setup: Lithuania (Vilnius, Minsk, Kiev: all of Litauen) is Poland's vassal; Poland is given
a town in Litauen so that only influence decides."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.secondary import disloyal_areas
from hegemon.games.eupop.world.layout import set_owner

RULES_CITED = ("eupop-aid:Disloyal Vassals", "interpretation:EUPOP-F15", "interpretation:EUPOP-D20")


def _state(emperor: str) -> State:
    state = RULES.setup("six_crowns", seed=1).state
    set_owner(state, "Minsk", "poland")
    state["map"]["provinces"]["Minsk"]["town"] = "small"
    state["hre"]["emperor"] = emperor
    state["stack"] = [frame("situation", {"procedure": "disloyal_vassals", "local": {}})]
    return state


@pytest.mark.rule(*RULES_CITED)
def test_an_emperors_imperial_cubes_outdo_the_overlord() -> None:
    state = _state("france")
    state["hre"]["imperial_influence"]["Litauen"] = 2
    state["map"]["areas"]["Litauen"]["influence"]["poland"] = 1
    game = RULES.resume(state)
    assert disloyal_areas(game, "poland") == ["Litauen"]


@pytest.mark.rule(*RULES_CITED)
def test_an_overlord_emperors_imperial_cubes_count_as_its_own() -> None:
    state = _state("poland")
    state["hre"]["imperial_influence"]["Litauen"] = 2
    state["map"]["areas"]["Litauen"]["influence"]["france"] = 1
    game = RULES.resume(state)
    assert disloyal_areas(game, "poland") == []
