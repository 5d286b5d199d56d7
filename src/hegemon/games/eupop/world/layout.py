"""The dynamic world in the state, and the small look-ups every query uses.

State keys of the eupop module (all plain data; maps are keyed by name and never
iterated to decide an order — callers sort):

- ``map/religion_slots/<slot>``: ``religion``, ``counter_reformation``, ``revolutionary``
  (one religion token governs every area of its slot).
- ``map/areas/<area>``: ``hre`` (still in the HRE), ``influence`` (realm → count),
  ``claims`` and ``cores`` (realms), ``unrest`` (realm → count), ``crusade``.
- ``map/provinces/<province>``: ``owner`` (the lawful owner, None when vacant),
  ``town`` (``small``/``large``/None: a player realm's town), ``occupier`` (a realm or
  ``rebels`` controlling it on top of the owner, else None), ``plus_one``, ``colonist``
  (a realm's colonist on a vacant territory), ``dnpr_token`` (a DNPR token kept under a
  town or vassal token).
- ``map/trade_nodes/<node>``: ``pirates``, ``merchants`` (realms);
  ``map/sea_zones/<zone>``: ``trade_protection`` (realms holding its slots).
- ``realms/<realm>``: ``kind`` (``player``/``npr``/``dnpr``), ``player``
  (``human``/``bot``/None), ``papal_states``, ``capital``, ``natural_capital``,
  ``religion`` (state religion), ``overlord``, ``allies``, ``active_allies``,
  ``marriages``, ``truces``, ``casus_belli``.
- ``wars``: pairs of realms at war, each pair sorted.
- ``forces/<id>``: ``realm`` (or ``rebels``), ``where`` (an area or sea zone), ``port``
  (for ships docked in a port: the port province, ``where`` being its area; else None),
  ``army`` (an army or fleet figure rather than loose units), ``leader``, ``units``
  (kind → count). Province names may repeat area names, so ``where`` is never a province.
- ``players/<realm>`` and ``bots/<realm>``: the player mat and the Bot mat.
"""

from __future__ import annotations

from typing import Any, get_args

from hegemon.engine.refs import cite, implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.schema_realms import LandUnit
from hegemon.games.eupop.world.geography import Geography

cite("interpretation:EUPOP-2", "eupop.world.layout")
REBELS = "rebels"
LAND_UNITS: tuple[str, ...] = get_args(LandUnit)
SHIPS = ("light_ship", "heavy_ship", "damaged_heavy_ship", "galley")


def province(state: State, name: str) -> dict[str, Any]:
    record: dict[str, Any] = state["map"]["provinces"][name]
    return record


def area(state: State, name: str) -> dict[str, Any]:
    record: dict[str, Any] = state["map"]["areas"][name]
    return record


def realm(state: State, name: str) -> dict[str, Any]:
    record: dict[str, Any] = state["realms"][name]
    return record


@implements("eupop-aid:Convert Area (2👤 + 3👤) (p. 14)", "interpretation:EUPOP-16")
def area_religion(state: State, geography: Geography, name: str) -> str:
    """The religion of an area: that of its religion slot."""
    slot = geography.areas[name].religion_slot
    result: str = state["map"]["religion_slots"][slot]["religion"]
    return result


@implements("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-19")
def port_active(state: State, geography: Geography, name: str) -> bool:
    """A port that works: any printed port but an inactive distant one, which wakes once a
    town, a colonist or a DNPR token is on its province."""
    kind = geography.provinces[name].port
    if kind is None:
        return False
    if kind != "inactive":
        return True
    record = province(state, name)
    return bool(record["town"] or record["colonist"] or record["dnpr_token"])


def owner(state: State, name: str) -> str | None:
    """The lawful owner of a province."""
    result: str | None = province(state, name)["owner"]
    return result


def controller(state: State, name: str) -> str | None:
    """Who controls a province: its occupier, else its lawful owner."""
    record = province(state, name)
    result: str | None = record["occupier"] or record["owner"]
    return result


def is_own(state: State, name: str, realm_name: str) -> bool:
    """An Own province: the realm's, and not occupied (aid Concepts & Terms)."""
    record = province(state, name)
    return record["owner"] == realm_name and record["occupier"] is None


def overlord(state: State, realm_name: str) -> str | None:
    if realm_name == REBELS or realm_name not in state["realms"]:
        return None
    result: str | None = realm(state, realm_name)["overlord"]
    return result


def vassals(state: State, realm_name: str) -> list[str]:
    return sorted(
        name for name, record in state["realms"].items() if record["overlord"] == realm_name
    )


def top_realm(state: State, realm_name: str) -> str:
    """A vassal counts as part of its overlord in wars."""
    return overlord(state, realm_name) or realm_name


def at_war(state: State, first: str, second: str) -> bool:
    """Two realms at war (a vassal shares its overlord's wars; rebels are at war with all)."""
    if first == second:
        return False
    if REBELS in (first, second):
        return True
    pairs = {(pair[0], pair[1]) for pair in state["wars"]}
    for one in {first, top_realm(state, first)}:
        for other in {second, top_realm(state, second)}:
            if one != other and (min(one, other), max(one, other)) in pairs:
                return True
    return False


def friends(state: State, realm_name: str) -> set[str]:
    """The realm, its overlord, its vassals and its allies: their things are Friendly to it
    (interpretation:EUPOP-3)."""
    record = realm(state, realm_name)
    result = {realm_name, *vassals(state, realm_name), *record["allies"]}
    if record["overlord"] is not None:
        result.add(record["overlord"])
    return result


def forces_at(state: State, where: str) -> list[dict[str, Any]]:
    """Forces in an area or sea zone, by id."""
    forces = state["forces"]
    return [forces[key] for key in sorted(forces) if forces[key]["where"] == where]


def unit_count(force: dict[str, Any]) -> int:
    return sum(int(count) for count in force["units"].values())


def own_provinces(state: State, realm_name: str) -> list[str]:
    return sorted(
        name
        for name, record in state["map"]["provinces"].items()
        if record["owner"] == realm_name and record["occupier"] is None
    )


def owned_provinces(state: State, realm_name: str) -> list[str]:
    """Provinces the realm lawfully owns, occupied or not."""
    return sorted(
        name for name, record in state["map"]["provinces"].items() if record["owner"] == realm_name
    )
