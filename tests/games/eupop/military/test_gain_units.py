"""Gain Military Unit: every unit kind an event may give, placed as a recruited one would be,
free of ducats, on the turn's budget, never into a battle (eupop-aid Gain Military Unit,
Regular Units, Ships, Mercenary Units (Max 3 per Turn); interpretation:EUPOP-F11)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.standard_units import unit_places
from hegemon.games.eupop.world import muster
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup

GAIN_UNIT = "eupop-aid:Gain Military Unit"


@pytest.fixture
def state() -> State:
    return setup()


def _places(state: State, kind: str) -> set[tuple[str, str]]:
    return {(r.where, r.source) for r in unit_places(state, RULES.content, "castile", kind)}


def _gain(state: State, units: dict[str, int]) -> Any:
    return run(state, "gain_units_effect", "castile", units)


@pytest.mark.rule(GAIN_UNIT, "interpretation:EUPOP-F11")
def test_a_gained_cavalry_joins_the_army_and_takes_manpower_not_ducats(state: State) -> None:
    world(state)["supply"]["castile"]["armies"] = 0
    assert _places(state, "cavalry") == {("Castilla", "castile")}
    game = _gain(state, {"cavalry": 1})
    typed = world(game.state)
    assert typed["forces"]["f001"]["units"] == {"infantry": 4, "cavalry": 2}
    assert typed["players"]["castile"]["manpower"]["available"] == 3
    assert typed["players"]["castile"]["ducats"] == 10
    assert typed["supply"]["castile"]["cavalry"] == 6


@pytest.mark.rule(GAIN_UNIT, "eupop-aid:Ships", "interpretation:EUPOP-F11")
def test_a_gained_heavy_ship_uses_a_port_of_the_turn_and_no_manpower(state: State) -> None:
    game = _gain(state, {"heavy_ship": 1})
    choose(game, "place_unit", ("heavy_ship", "Eastern Atlantic", "Sevilla"))
    typed = world(game.state)
    assert typed["forces"]["f002"]["units"] == {"light_ship": 2, "heavy_ship": 1}
    assert typed["round"]["muster"]["ports"] == {"Sevilla": 1}
    assert typed["players"]["castile"]["manpower"]["available"] == 4
    assert typed["players"]["castile"]["ducats"] == 10


@pytest.mark.rule(GAIN_UNIT, "eupop-aid:Mercenary Units (Max 3 per Turn)")
def test_a_gained_mercenary_counts_against_the_turn_s_three(state: State) -> None:
    assert ("Castilla", "castile") in _places(state, "mercenary_infantry")
    for _ in range(3):
        muster.use_mercenary(state, "castile")
    assert _places(state, "mercenary_infantry") == set()


@pytest.mark.rule(GAIN_UNIT, "eupop-aid:War Capacities (p. 22-23)", "interpretation:EUPOP-F11")
def test_a_gained_regular_uses_the_capacity_left_this_turn(state: State) -> None:
    assert {where for where, _ in _places(state, "infantry")} == {"Andalucia", "Castilla", "Leon"}
    muster.start_turn(state, "castile")
    record = muster.muster(state, "castile")
    for name in ("Burgos", "Cordoba", "Sevilla", "Toledo", "Valladolid"):
        record["given"][name] = "castile|Andalucia"
    record["placed"]["castile|Andalucia"] = 12
    assert {where for where, _ in _places(state, "infantry")} == {"Castilla", "Leon"}


@pytest.mark.rule(GAIN_UNIT, "eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-F11")
def test_a_gained_unit_never_goes_where_a_battle_would_follow(state: State) -> None:
    start_war(state, "castile", ["granada"])
    world(state)["map"]["provinces"]["Cordoba"]["occupier"] = "granada"
    assert "Andalucia" not in {where for where, _ in _places(state, "infantry")}
    assert "Castilla" in {where for where, _ in _places(state, "infantry")}
