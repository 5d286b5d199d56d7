"""Friendly, Hostile, Neutral and Enemy (aid "Concepts & Terms")."""

from __future__ import annotations

from typing import Literal

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    at_war,
    controller,
    forces_at,
    friends,
    port_active,
    realm,
    unit_count,
)

Status = Literal["friendly", "hostile", "neutral"]
Relation = Literal["self", "friendly", "enemy", "neutral"]


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-3")
def relation(state: State, realm_name: str, other: str) -> Relation:
    """How ``other`` stands to ``realm_name``: itself, a friend, an enemy (at war), or neutral."""
    if other == realm_name:
        return "self"
    if other == REBELS or at_war(state, realm_name, other):
        return "enemy"
    if other in friends(state, realm_name):
        return "friendly"
    return "neutral"


def hostile_to(state: State, realm_name: str, other: str | None) -> bool:
    """Things controlled by ``other`` are Hostile to the realm: rebels and enemies."""
    return other is not None and relation(state, realm_name, other) == "enemy"


def friendly_to(state: State, realm_name: str, other: str | None) -> bool:
    return other is not None and relation(state, realm_name, other) in ("self", "friendly")


def hostile_units_in(state: State, realm_name: str, where: str) -> bool:
    return any(
        unit_count(force) > 0 and hostile_to(state, realm_name, force["realm"])
        for force in forces_at(state, where)
    )


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-4")
def area_status(state: State, geography: Geography, realm_name: str, area_name: str) -> Status:
    """Hostile with hostile units or provinces; else Friendly with a friendly province."""
    provinces = geography.areas[area_name].provinces
    if hostile_units_in(state, realm_name, area_name) or any(
        hostile_to(state, realm_name, controller(state, name)) for name in provinces
    ):
        return "hostile"
    if any(friendly_to(state, realm_name, controller(state, name)) for name in provinces):
        return "friendly"
    return "neutral"


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-4", "interpretation:EUPOP-20")
def sea_zone_status(state: State, geography: Geography, realm_name: str, zone: str) -> Status:
    """Hostile with hostile ships, or facing a hostile NPR port (an active one,
    interpretation:EUPOP-19) with no ship hostile to that NPR there; Friendly with a
    friendly ship; else Neutral. Light ships on the zone's trade-protection slots are
    ships in the zone (interpretation:EUPOP-20)."""
    fleets = [force["realm"] for force in forces_at(state, zone) if unit_count(force) > 0]
    fleets += state["map"]["sea_zones"][zone]["trade_protection"]
    if any(hostile_to(state, realm_name, other) for other in fleets):
        return "hostile"
    for port in geography.sea_zones[zone].ports:
        holder = controller(state, port)
        if not port_active(state, geography, port):
            continue
        if holder is None or holder == REBELS or not hostile_to(state, realm_name, holder):
            continue
        if realm(state, holder)["kind"] == "player":
            continue
        if not any(at_war(state, holder, other) for other in fleets):
            return "hostile"
    if any(friendly_to(state, realm_name, other) for other in fleets):
        return "friendly"
    return "neutral"
