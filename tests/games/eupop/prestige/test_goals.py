"""Each goal verb, met and not met on a set-up state (interpretation:EUPOP-G2)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.goals import ALL_OF, GOAL_VERBS
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.prestige.goals import EVALUATORS, goal_met
from hegemon.games.eupop.world.layout import set_owner, world
from hegemon.games.eupop.world.wars import start_war

CONTENT = RULES.content


def _state() -> State:
    return RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state


def _met(state: State, goal: dict[str, Any], realm: str = "castile") -> bool:
    return goal_met(state, CONTENT, realm, goal)


def test_every_goal_verb_has_an_evaluator() -> None:
    assert sorted(EVALUATORS) == sorted(GOAL_VERBS)


def test_own_provinces_counts_own_provinces_of_the_area() -> None:
    state = _state()
    assert _met(state, {"own_provinces": {"area": "Andalucia", "count": 2}})
    assert not _met(state, {"own_provinces": {"area": "Andalucia", "count": 3}})
    world(state)["map"]["provinces"]["Sevilla"]["occupier"] = "granada"
    assert not _met(state, {"own_provinces": {"area": "Andalucia", "count": 2}})


def test_own_area_and_own_capital_area() -> None:
    state = _state()
    assert _met(state, {"own_area": "Castilla"})
    assert _met(state, {"own_capital_area": True})
    assert not _met(state, {"own_area": "Granada"})
    set_owner(state, "Burgos", "aragon")
    assert not _met(state, {"own_area": "Castilla"})
    assert not _met(state, {"own_capital_area": True})


def test_own_core_reads_the_core_tokens_of_the_area() -> None:
    state = _state()
    assert not _met(state, {"own_core": "Granada"})
    world(state)["map"]["areas"]["Granada"]["cores"].append("castile")
    assert _met(state, {"own_core": "Granada"})


def test_tax_income_is_a_threshold() -> None:
    state = _state()
    assert _met(state, {"tax_income": 15})
    assert not _met(state, {"tax_income": 16})


def test_stability_is_a_threshold_of_the_player_mat() -> None:
    state = _state()
    assert _met(state, {"stability": 0})
    assert not _met(state, {"stability": 1})
    world(state)["players"]["castile"]["stability"] = 2
    assert _met(state, {"stability": 1})


def test_ideas_count_by_type() -> None:
    state = _state()
    goal = {"ideas": {"type": "military", "count": 2}}
    assert not _met(state, goal)
    world(state)["players"]["castile"]["ideas"] = ["levies", "cannons", "bureaucracy"]
    assert _met(state, goal)
    assert not _met(state, {"ideas": {"type": "administrative", "count": 2}})
    assert _met(state, {"ideas": {"type": "any", "count": 3}})


def test_at_peace_and_at_war_with() -> None:
    state = _state()
    assert _met(state, {"at_peace": True})
    assert not _met(state, {"at_war_with": "granada"})
    start_war(state, "castile", ["granada"], {"granada": None})
    assert not _met(state, {"at_peace": True})
    assert _met(state, {"at_war_with": "granada"})
    assert not _met(state, {"at_war_with": "france"})


def test_areas_with_provinces() -> None:
    state = _state()
    assert _met(state, {"areas_with_provinces": 3})
    assert not _met(state, {"areas_with_provinces": 4})


def test_alliances_and_marriages_count_together() -> None:
    state = _state()
    assert not _met(state, {"alliances_and_marriages": 2})
    world(state)["realms"]["castile"]["allies"].append("portugal")
    world(state)["realms"]["castile"]["marriages"].append("aragon")
    assert _met(state, {"alliances_and_marriages": 2})
    assert not _met(state, {"alliances_and_marriages": 3})


def test_land_units_and_ships_are_counted_apart() -> None:
    state = _state()
    assert _met(state, {"deployed_land_units": 5})
    assert not _met(state, {"deployed_land_units": 6})
    assert _met(state, {"deployed_ships": 2})
    assert not _met(state, {"deployed_ships": 3})


def test_merchants_count_when_placed_in_a_node() -> None:
    state = _state()
    assert _met(state, {"merchants_in_nodes": 1})
    assert not _met(state, {"merchants_in_nodes": 2})
    world(state)["players"]["castile"]["merchants"][1]["node"] = "Genoa"
    assert _met(state, {"merchants_in_nodes": 2})
    assert not _met(state, {"merchants_in_nodes": 1}, realm="ottomans")


def test_highest_trade_power_is_strict() -> None:
    state = _state()
    assert _met(state, {"highest_trade_power": "Seville"})
    assert not _met(state, {"highest_trade_power": "Cologne"})
    merchants = world(state)["map"]["trade_nodes"]["Cologne"]["merchants"]
    merchants.append("castile")
    assert _met(state, {"highest_trade_power": "Cologne"})
    merchants.append("france")
    assert not _met(state, {"highest_trade_power": "Cologne"})


@pytest.mark.parametrize(("stability", "expected"), [(1, True), (0, False)])
def test_all_of_needs_every_part(stability: int, expected: bool) -> None:
    state = _state()
    world(state)["players"]["castile"]["stability"] = stability
    goal = {ALL_OF: [{"own_capital_area": True}, {"stability": 1}]}
    assert _met(state, goal) is expected
