"""Suppress Unrest (eupop-aid Suppress Unrest (p. 17); interpretation:EUPOP-M11)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.unrest import suppress_offers
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import run, setup

SUPPRESS = "eupop-aid:Suppress Unrest (1 $\\times$ per $\\times$ ) (p. 17)"


@pytest.fixture
def state() -> State:
    state = setup()
    world(state)["map"]["areas"]["Castilla"]["unrest"] = {"castile": 2}
    return state


@pytest.mark.rule(SUPPRESS)
def test_each_unrest_token_costs_1_military_power(state: State) -> None:
    offers = [a.argument for a in suppress_offers(state, RULES.content, "castile")]
    assert offers == [("Castilla", 1), ("Castilla", 2)]
    game = run(state, "suppress_unrest", "castile", ("Castilla", 2))
    assert world(game.state)["map"]["areas"]["Castilla"]["unrest"] == {}
    assert world(game.state)["players"]["castile"]["monarch_power"]["military"] == 1
    world(state := setup())["map"]["areas"]["Castilla"]["unrest"] = {"castile": 2}
    world(state)["players"]["castile"]["monarch_power"]["military"] = 1
    assert [a.argument for a in suppress_offers(state, RULES.content, "castile")] == [
        ("Castilla", 1)
    ]


@pytest.mark.rule(SUPPRESS)
def test_not_with_hostile_units_or_an_occupied_province(state: State) -> None:
    start_war(state, "castile", ["france"], None)
    world(state)["forces"]["f003"]["where"] = "Castilla"
    assert suppress_offers(state, RULES.content, "castile") == []
    world(state)["forces"]["f003"]["where"] = "Ile-de-France"
    assert suppress_offers(state, RULES.content, "castile") != []
    world(state)["map"]["provinces"]["Toledo"]["occupier"] = "france"
    assert suppress_offers(state, RULES.content, "castile") == []
