"""Named queries of the eupop world, for situations, front ends and the benchmark.

Each is called as ``query(state, **args)``; names are the game's vocabulary. ``sweeps``
lists, for each of them, the calls a rule makes when it asks about every realm, area,
sea zone or node, which ``hegemon bench eupop`` times.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import product
from typing import Any

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world import (
    adjacency,
    capacity,
    connection,
    economy,
    empire,
    hostility,
    layout,
    naval,
    realms,
    trade,
)


def named(content: Content) -> dict[str, Callable[..., Any]]:
    geography = content.geography
    limit = content.components.manpower_limit

    def areas_adjacent(state: State, first: str, second: str) -> bool:
        return adjacency.areas_adjacent(state, geography, first, second)

    def provinces_adjacent(state: State, first: str, second: str) -> bool:
        return adjacency.provinces_adjacent(state, geography, first, second)

    def province_adjacent_to_area(state: State, province: str, area: str) -> bool:
        return adjacency.province_adjacent_to_area(state, geography, province, area)

    def distance(state: State, first: str, second: str) -> int | None:
        return geography.distance(first, second)

    def land_distance(state: State, first: str, second: str) -> int | None:
        return geography.land_distance(first, second)

    def relation(state: State, realm: str, other: str) -> str:
        return hostility.relation(state, realm, other)

    def area_status(state: State, realm: str, area: str) -> str:
        return hostility.area_status(state, geography, hostility.outlook(state, realm), area)

    def sea_zone_status(state: State, realm: str, sea_zone: str) -> str:
        seen = hostility.outlook(state, realm)
        return hostility.sea_zone_status(state, geography, seen, sea_zone)

    def military_capacity(
        state: State, realm: str, area: str, spent: list[str] | None = None
    ) -> int:
        return capacity.military_capacity(state, geography, realm, area, spent or ())

    def naval_capacity(
        state: State, realm: str, sea_zone: str, spent: list[str] | None = None
    ) -> int:
        return capacity.naval_capacity(state, geography, realm, sea_zone, spent or ())

    def land_connected(state: State, realm: str, area: str) -> bool:
        return connection.land_connected(state, geography, realm, area)

    def connected_by_naval_bridge(state: State, realm: str, area: str) -> bool:
        return connection.connected_by_naval_bridge(state, geography, realm, area)

    def maximum_army_capacity(state: State, realm: str, area: str) -> int | None:
        return connection.maximum_army_capacity(state, geography, realm, area)

    def naval_bridge_capacity(state: State, realm: str, sea_zones: list[str]) -> int:
        return naval.naval_bridge_capacity(state, geography, realm, sea_zones)

    def bot_ship_zones(state: State, realm: str) -> list[str]:
        return naval.bot_ship_zones(state, geography, realm)

    def realms_adjacent(state: State, first: str, second: str) -> bool:
        return connection.realms_adjacent(state, geography, first, second)

    def province_tax_value(state: State, province: str) -> int:
        return geography.provinces[province].tax_value

    def area_tax_value(state: State, area: str) -> int:
        return economy.area_tax_value(geography, area)

    def tax_income(state: State, realm: str) -> dict[str, int]:
        return economy.tax_income(state, geography, realm)

    def covered_track_slots(state: State, realm: str) -> dict[str, int]:
        return economy.covered_track_slots(state, realm)

    def manpower(state: State, realm: str) -> int:
        return economy.manpower(state, realm, limit)

    def area_religion(state: State, area: str) -> str:
        return layout.area_religion(state, geography, area)

    def realm_areas(state: State, realm: str) -> list[str]:
        return realms.realm_areas(state, geography, realm)

    def core_provinces(state: State, realm: str) -> list[str]:
        return realms.core_provinces(state, geography, realm)

    def is_distant_realm(state: State, realm: str) -> bool:
        return realms.is_distant_realm(state, geography, realm)

    def trade_power(state: State, realm: str, node: str) -> int:
        return trade.trade_power(state, geography, realm, node)

    def trade_node_eligible(state: State, realm: str, node: str) -> bool:
        return trade.trade_node_eligible(state, geography, realm, node)

    def hre_members(state: State) -> list[str]:
        return empire.members(state, geography)

    def imperial_subjects(state: State) -> list[str]:
        return empire.imperial_subjects(state, geography)

    def elector_areas(state: State) -> list[str]:
        return empire.elector_areas(state, geography)

    def maximum_imperial_authority(state: State) -> int:
        return empire.maximum_imperial_authority(state, geography)

    def controller(state: State, province: str) -> str | None:
        return layout.controller(state, province)

    def owner(state: State, province: str) -> str | None:
        return layout.owner(state, province)

    return {
        function.__name__: function
        for function in (
            areas_adjacent,
            provinces_adjacent,
            province_adjacent_to_area,
            distance,
            land_distance,
            relation,
            area_status,
            sea_zone_status,
            military_capacity,
            naval_capacity,
            land_connected,
            connected_by_naval_bridge,
            maximum_army_capacity,
            naval_bridge_capacity,
            bot_ship_zones,
            realms_adjacent,
            province_tax_value,
            area_tax_value,
            tax_income,
            covered_track_slots,
            manpower,
            area_religion,
            realm_areas,
            core_provinces,
            is_distant_realm,
            trade_power,
            trade_node_eligible,
            hre_members,
            imperial_subjects,
            elector_areas,
            maximum_imperial_authority,
            controller,
            owner,
        )
    }


def _every(**domains: Sequence[Any]) -> list[dict[str, Any]]:
    """One call per combination of the named arguments' values."""
    names = list(domains)
    return [dict(zip(names, values, strict=True)) for values in product(*domains.values())]


def sweeps(state: State, content: Content) -> dict[str, list[dict[str, Any]]]:
    """For each named query, the arguments of the calls a rule makes over the whole world:
    every realm, area, sea zone or node (pairs of areas and of provinces: the map's
    neighbours; queries without arguments: once per realm)."""
    geography = content.geography
    realm_names = sorted(layout.world(state)["realms"])
    areas = sorted(geography.areas)
    provinces = sorted(geography.provinces)
    zones = sorted(geography.sea_zones)
    nodes = sorted(geography.trade_nodes)
    neighbours = [
        {"first": first, "second": second}
        for first in areas
        for second in geography.areas[first].adjacent
    ]
    near = [
        (province, area)
        for province in provinces
        for area in geography.provinces[province].adjacent_areas()
    ]
    realm_area = _every(realm=realm_names, area=areas)
    realm_zone = _every(realm=realm_names, sea_zone=zones)
    realm_node = _every(realm=realm_names, node=nodes)
    per_realm = _every(realm=realm_names)
    once_per_realm: list[dict[str, Any]] = [{} for _ in realm_names]
    return {
        "areas_adjacent": neighbours,
        "provinces_adjacent": [
            {"first": province, "second": other}
            for province, area in near
            for other in geography.areas[area].provinces
        ],
        "province_adjacent_to_area": [
            {"province": province, "area": area} for province, area in near
        ],
        "distance": _every(first=areas, second=areas),
        "land_distance": _every(first=areas, second=areas),
        "relation": _every(realm=realm_names, other=realm_names),
        "area_status": realm_area,
        "sea_zone_status": realm_zone,
        "military_capacity": realm_area,
        "naval_capacity": realm_zone,
        "land_connected": realm_area,
        "connected_by_naval_bridge": realm_area,
        "maximum_army_capacity": realm_area,
        "naval_bridge_capacity": _every(realm=realm_names, sea_zones=[[zone] for zone in zones]),
        "bot_ship_zones": per_realm,
        "realms_adjacent": _every(first=realm_names, second=realm_names),
        "province_tax_value": _every(province=provinces),
        "area_tax_value": _every(area=areas),
        "tax_income": per_realm,
        "covered_track_slots": per_realm,
        "manpower": per_realm,
        "area_religion": _every(area=areas),
        "realm_areas": per_realm,
        "core_provinces": per_realm,
        "is_distant_realm": per_realm,
        "trade_power": realm_node,
        "trade_node_eligible": realm_node,
        "hre_members": once_per_realm,
        "imperial_subjects": once_per_realm,
        "elector_areas": once_per_realm,
        "maximum_imperial_authority": once_per_realm,
        "controller": _every(province=provinces),
        "owner": _every(province=provinces),
    }
