"""Named queries of the eupop world, for situations and front ends.

Each is called as ``query(state, **args)``; names are the game's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable
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
