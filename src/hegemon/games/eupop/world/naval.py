"""Naval bridges and where a Bot may place a ship."""

from __future__ import annotations

from collections.abc import Sequence

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import (
    SHIPS,
    forces_at,
    own_provinces,
    realm,
    world,
)
from hegemon.games.eupop.world.records import Force

UNITS_PER_SHIP = 3
BOT_BRIDGE = 9


def _ships(force: Force) -> int:
    return sum(count for kind, count in force["units"].items() if kind in SHIPS)


@implements("eupop-aid:Naval Bridge (p. 26)", "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-20")
def naval_bridge_capacity(
    state: State, geography: Geography, realm_name: str, zones: Sequence[str]
) -> int:
    """Land units that may cross these sea zones by naval bridge: 3 per friendly ship in the
    zone with the fewest (allies' ships count unless enemy ships are there; light ships on
    trade-protection slots are in the zone, interpretation:EUPOP-20); a Bot crosses with up
    to 9 wherever it has a ship. 0 when a zone has no friendly ship."""
    if not zones:
        return 0
    bot = realm(state, realm_name)["player"] == "bot"
    seen = outlook(state, realm_name)
    capacities = []
    for zone in zones:
        present = forces_at(state, zone)
        slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
        enemies = any(seen.hostile(force["realm"]) for force in present) or any(
            seen.hostile(holder) for holder in slots
        )
        own = sum(_ships(force) for force in present if force["realm"] == realm_name)
        own += slots.count(realm_name)
        allied = sum(
            _ships(force)
            for force in present
            if force["realm"] != realm_name and seen.friendly(force["realm"])
        ) + sum(1 for holder in slots if holder != realm_name and seen.friendly(holder))
        ships = own + (0 if enemies else allied)
        if bot:
            capacities.append(BOT_BRIDGE if own else 0)
        else:
            capacities.append(UNITS_PER_SHIP * ships)
    return min(capacities)


@implements("eupop-bots:SHIP PLACEMENT")
def bot_ship_zones(state: State, geography: Geography, realm_name: str) -> list[str]:
    """Sea zones where a Bot may place a new ship: faced by one of its ports, or bordering a
    zone holding one of its ships, and not holding one already (one ship per zone; its
    trade-protection slots are never used)."""
    zones = {
        zone
        for name in own_provinces(state, realm_name)
        for zone in geography.provinces[name].faces
    }
    holding = {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == realm_name and force["where"] in geography.sea_zones and _ships(force)
    }
    for zone in holding:
        zones.update(geography.sea_zones[zone].neighbours)
    return sorted(zones - holding)
