"""Friendly, Hostile, Neutral and Enemy (aid "Concepts & Terms")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    at_war,
    controller,
    enemies,
    forces_at,
    friends,
    port_active,
    realm,
    unit_count,
    world,
)

Status = Literal["friendly", "hostile", "neutral"]
Relation = Literal["self", "friendly", "enemy", "neutral"]


@dataclass(frozen=True, slots=True)
class Outlook:
    """How one realm stands to every other, worked out once for the many questions of a
    query (it holds until a war, an alliance or a vassal changes)."""

    realm: str
    friends: frozenset[str]
    enemies: frozenset[str]

    @implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-3")
    def relation(self, other: str) -> Relation:
        """How ``other`` stands to the realm: itself, a friend, an enemy (at war, or
        rebels), or neutral."""
        if other == self.realm:
            return "self"
        if REBELS in (other, self.realm) or other in self.enemies:
            return "enemy"
        if other in self.friends:
            return "friendly"
        return "neutral"

    def hostile(self, other: str | None) -> bool:
        """Things controlled by ``other`` are Hostile to the realm: rebels' and enemies'."""
        return other is not None and self.relation(other) == "enemy"

    def friendly(self, other: str | None) -> bool:
        return other is not None and self.relation(other) in ("self", "friendly")


def outlook(state: State, realm_name: str) -> Outlook:
    if realm_name == REBELS:
        return Outlook(REBELS, frozenset(), frozenset())
    return Outlook(
        realm_name,
        frozenset(friends(state, realm_name)),
        frozenset(enemies(state, realm_name)),
    )


def relation(state: State, realm_name: str, other: str) -> Relation:
    """How ``other`` stands to ``realm_name`` (see ``Outlook.relation``)."""
    return outlook(state, realm_name).relation(other)


def hostile_units_in(state: State, seen: Outlook, where: str) -> bool:
    return any(
        unit_count(force) > 0 and seen.hostile(force["realm"]) for force in forces_at(state, where)
    )


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-4")
def area_status(state: State, geography: Geography, seen: Outlook, area_name: str) -> Status:
    """Hostile with hostile units or provinces; else Friendly with a friendly province."""
    holders = [controller(state, name) for name in geography.areas[area_name].provinces]
    if hostile_units_in(state, seen, area_name) or any(seen.hostile(name) for name in holders):
        return "hostile"
    if any(seen.friendly(name) for name in holders):
        return "friendly"
    return "neutral"


@implements("eupop-aid:Concepts & Terms", "interpretation:EUPOP-4", "interpretation:EUPOP-20")
def sea_zone_status(state: State, geography: Geography, seen: Outlook, zone: str) -> Status:
    """Hostile with hostile ships, or facing a hostile NPR port (an active one,
    interpretation:EUPOP-19) with no ship hostile to that NPR there; Friendly with a
    friendly ship; else Neutral. Light ships on the zone's trade-protection slots are
    ships in the zone (interpretation:EUPOP-20)."""
    fleets = [force["realm"] for force in forces_at(state, zone) if unit_count(force) > 0]
    fleets += world(state)["map"]["sea_zones"][zone]["trade_protection"]
    if any(seen.hostile(other) for other in fleets):
        return "hostile"
    for port in geography.sea_zones[zone].ports:
        holder = controller(state, port)
        if not port_active(state, geography, port):
            continue
        if holder is None or holder == REBELS or not seen.hostile(holder):
            continue
        if realm(state, holder)["kind"] == "player":
            continue
        if not any(at_war(state, holder, other) for other in fleets):
            return "hostile"
    if any(seen.friendly(other) for other in fleets):
        return "friendly"
    return "neutral"
