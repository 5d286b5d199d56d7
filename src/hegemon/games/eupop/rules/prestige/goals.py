"""Whether a realm meets a mission's or milestone's goal (content/goals.py; eupop-aid
PRESTIGE (🏰) (p. 42-43); interpretation:EUPOP-G1, EUPOP-G2).

Every verb of the goal vocabulary has one evaluator here; a goal is read on the state as
it stands, the realm's Own provinces (lawfully its and not occupied) counting as owned.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.goals import ALL_OF
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.layout import SHIPS, at_war, enemies, own_provinces, realm, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.trade import trade_power

PRESTIGE = "eupop-aid:PRESTIGE (🏰) (p. 42-43)"

Evaluator = Callable[[State, Content, str, Any], bool]
"""(state, content, realm, argument) → whether the realm meets the goal."""


def _own_in(state: State, content: Content, realm_name: str, area: str) -> list[str]:
    provinces = content.geography.provinces
    return [name for name in own_provinces(state, realm_name) if provinces[name].area == area]


def _own_provinces(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return len(_own_in(state, content, realm_name, argument["area"])) >= int(argument["count"])


def _own_area(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    every = content.geography.areas[argument].provinces
    return len(_own_in(state, content, realm_name, argument)) == len(every)


def _own_capital_area(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    capital = realm(state, realm_name)["capital"]
    if capital is None:
        return False
    return _own_area(state, content, realm_name, content.geography.provinces[capital].area)


def _own_core(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return realm_name in world(state)["map"]["areas"][argument]["cores"]


def _tax_income(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return tax_income(state, content.geography, realm_name)["total"] >= int(argument)


def _stability(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    mat = world(state)["players"].get(realm_name)
    return mat is not None and mat["stability"] >= int(argument)


def _ideas(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    mat = world(state)["players"].get(realm_name)
    if mat is None:
        return False
    types = {idea.id: idea.type for idea in content.ideas.ideas}
    wanted = argument["type"]
    held = [idea for idea in mat["ideas"] if wanted == "any" or types.get(idea) == wanted]
    return len(held) >= int(argument["count"])


def _at_peace(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return not enemies(state, realm_name)


def _at_war_with(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return at_war(state, realm_name, argument)


def _areas(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return len(realm_areas(state, content.geography, realm_name)) >= int(argument)


def _alliances(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    record = realm(state, realm_name)
    return len(record["allies"]) + len(record["marriages"]) >= int(argument)


def _units(state: State, realm_name: str, ships: bool) -> int:
    total = 0
    for force in world(state)["forces"].values():
        if force["realm"] != realm_name:
            continue
        total += sum(count for kind, count in force["units"].items() if (kind in SHIPS) == ships)
    return total


def _land_units(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return _units(state, realm_name, ships=False) >= int(argument)


def _ships(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    return _units(state, realm_name, ships=True) >= int(argument)


def _merchants(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    mat = world(state)["players"].get(realm_name)
    if mat is None:
        return False
    return sum(1 for merchant in mat["merchants"] if merchant["node"] is not None) >= int(argument)


def _highest_trade_power(state: State, content: Content, realm_name: str, argument: Any) -> bool:
    geography = content.geography
    own = trade_power(state, geography, realm_name, argument)
    others = [
        trade_power(state, geography, name, argument)
        for name in world(state)["realms"]
        if name != realm_name
    ]
    return own > 0 and all(own > power for power in others)


EVALUATORS: dict[str, Evaluator] = {
    "own_provinces": _own_provinces,
    "own_area": _own_area,
    "own_capital_area": _own_capital_area,
    "own_core": _own_core,
    "tax_income": _tax_income,
    "stability": _stability,
    "ideas": _ideas,
    "at_peace": _at_peace,
    "at_war_with": _at_war_with,
    "areas_with_provinces": _areas,
    "alliances_and_marriages": _alliances,
    "deployed_land_units": _land_units,
    "deployed_ships": _ships,
    "merchants_in_nodes": _merchants,
    "highest_trade_power": _highest_trade_power,
}
"""Goal verb → its evaluator; the goal vocabulary's every verb (tests hold them equal)."""


@implements(PRESTIGE, "interpretation:EUPOP-G1", "interpretation:EUPOP-G2")
def goal_met(state: State, content: Content, realm_name: str, goal: dict[str, Any]) -> bool:
    """Whether the realm meets the goal now (``all_of``: every part)."""
    ((verb, argument),) = goal.items()
    if verb == ALL_OF:
        return all(goal_met(state, content, realm_name, part) for part in argument)
    return EVALUATORS[verb](state, content, realm_name, argument)
