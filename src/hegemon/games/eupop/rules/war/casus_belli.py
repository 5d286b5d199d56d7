"""Which casus belli a realm holds against another (eupop-aid Casus Belli (p. 22)).

Every question is answered from the records as they stand. ``holdings`` works out, in one
pass over the areas the realm claims and one over the realms, every target the realm holds
a casus belli against, so the Declare War menu asks it once rather than once per target.
"""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world import empire
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.layout import (
    REBELS,
    at_war,
    controller,
    owner,
    realm,
    top_realm,
    vassals,
    world,
)
from hegemon.games.eupop.world.realms import is_distant_realm, realm_areas
from hegemon.games.eupop.world.records import CasusBelli

CASUS_BELLI = "eupop-aid:Casus Belli (p. 22)"
VASSALS = "eupop-aid:Vassals (♠) (p. 33)"
CHRISTIAN = frozenset({"catholic", "protestant", "counter_reformed", "orthodox"})
CATHOLIC = frozenset({"catholic", "counter_reformed"})
"""Counter-reformed realms are Catholic (they embraced the Counter-Reformation)."""
MUSLIM = frozenset({"sunni", "shia"})
DEUS_VULT = "deus_vult"
PREFERENCE: tuple[CasusBelli, ...] = (
    "disputed_succession",
    "event",
    "imperial_liberation",
    "excommunication",
    "holy_war",
    "general",
    "claim",
)
"""The order in which a realm's casus belli on a target are listed and the first used: the
two that also lift the marriage penalty first (interpretation:EUPOP-W3)."""


def in_interregnum(state: State, name: str) -> bool:
    """A human player realm without a ruler is in an Interregnum (aid F. Interregnums)."""
    mat = world(state)["players"].get(name)
    return mat is not None and mat["ruler"] is None


def adjacent(state: State, content: Content, first: str, second: str) -> bool:
    """Two realms are adjacent when an area of one is, or borders, an area of the other."""
    geography = content.geography
    mine = realm_areas(state, geography, first)
    theirs = set(realm_areas(state, geography, second))
    return any(
        here in theirs or any(areas_adjacent(state, geography, here, there) for there in theirs)
        for here in mine
    )


@implements(CASUS_BELLI, VASSALS, "interpretation:EUPOP-W2")
def claim_targets(state: State, content: Content, name: str) -> set[str]:
    """Realms lawfully owning or controlling a province in an area where ``name`` has a claim
    or a core (a vassal's provinces count for its overlord, interpretation:EUPOP-W2)."""
    found: set[str] = set()
    for area_name, record in world(state)["map"]["areas"].items():
        if name not in record["claims"] and name not in record["cores"]:
            continue
        for province in content.geography.areas[area_name].provinces:
            for holder in (owner(state, province), controller(state, province)):
                if holder is not None and holder != REBELS:
                    found.add(holder)
                    found.add(top_realm(state, holder))
    found.discard(name)
    return found


@implements(CASUS_BELLI, "eupop-aid:Excommunicate Ruler (2 $\\spadesuit$ )")
def excommunicated(state: State, name: str) -> bool:
    """The realm's ruler is excommunicated: its Excommunicated token (placed by the Papal
    action, removed in phase 4 E) is on its capital (interpretation:EUPOP-U8)."""
    return realm(state, name)["excommunicated"]


@implements(CASUS_BELLI, "eupop-aid:Call Crusade (2👤)")
def crusade_targets(state: State, content: Content) -> set[str]:
    """Muslim realms owning a province in an area holding a Crusade token."""
    found: set[str] = set()
    for area_name, record in world(state)["map"]["areas"].items():
        if not record["crusade"]:
            continue
        for province in content.geography.areas[area_name].provinces:
            holder = owner(state, province)
            if holder is not None and realm(state, holder)["religion"] in MUSLIM:
                found.add(holder)
    return found


def _holy_war(
    state: State, content: Content, name: str, target: str, crusaded: frozenset[str]
) -> bool:
    religion = realm(state, name)["religion"]
    if religion in CATHOLIC and target in crusaded:
        return True
    mat = world(state)["players"].get(name)
    if mat is None or DEUS_VULT not in mat["ideas"]:
        return False
    theirs = realm(state, target)["religion"]
    if theirs == religion or (religion in CHRISTIAN and theirs in CHRISTIAN):
        return False
    return is_distant_realm(state, content.geography, target) or adjacent(
        state, content, name, target
    )


def hre_controllers(state: State, content: Content) -> set[str]:
    """Realms controlling a province in an area still in the HRE."""
    found: set[str] = set()
    for area_name, record in world(state)["map"]["areas"].items():
        if record["hre"]:
            for province in content.geography.areas[area_name].provinces:
                holder = controller(state, province)
                if holder is not None:
                    found.add(holder)
    return found


@dataclass(frozen=True, slots=True)
class Survey:
    """What the casus belli of one realm need from the whole map, gathered once."""

    claimed: frozenset[str]
    crusaded: frozenset[str]
    in_hre: frozenset[str]
    members: frozenset[str]


def survey(state: State, content: Content, name: str) -> Survey:
    """The map as the realm's casus belli read it; the Crusade areas only for a Catholic
    realm and the HRE only for the Emperor (no other realm's casus belli reads them)."""
    catholic = realm(state, name)["religion"] in CATHOLIC
    emperor = world(state)["hre"]["emperor"] == name
    return Survey(
        frozenset(claim_targets(state, content, name)),
        frozenset(crusade_targets(state, content)) if catholic else frozenset(),
        frozenset(hre_controllers(state, content)) if emperor else frozenset(),
        frozenset(empire.members(state, content.geography)) if emperor else frozenset(),
    )


@implements(CASUS_BELLI, "eupop-aid:HRE Lands (p. 44)")
def _imperial_liberation(state: State, seen: Survey, name: str, target: str) -> bool:
    if world(state)["hre"]["emperor"] != name or target in seen.members:
        return False
    return any(holder in seen.in_hre for holder in (target, *vassals(state, target)))


@implements(CASUS_BELLI, "eupop-aid:F. Interregnums", "interpretation:EUPOP-W1")
def disputed_succession(state: State, name: str, target: str) -> bool:
    """``name``'s marriage token on the target was turned over by the target's
    Interregnum; the same holds against a player realm at war with such a realm."""
    if name in realm(state, target)["flipped_marriages"]:
        return True
    if realm(state, target)["kind"] != "player":
        return False
    return any(
        name in realm(state, wife)["flipped_marriages"] and at_war(state, wife, target)
        for wife in realm(state, name)["marriages"]
    )


@implements(CASUS_BELLI, VASSALS, "interpretation:EUPOP-W2")
def casus_belli(
    state: State, content: Content, name: str, target: str, seen: Survey | None = None
) -> list[CasusBelli]:
    """The standing casus belli ``name`` holds against ``target``, in ``PREFERENCE`` order
    (a Call to Arms and an Event are not standing ones: they come with the call or the
    event). ``seen`` is the realm's ``survey`` when the caller has it already."""
    if target in (name, REBELS):
        return []
    if seen is None:
        seen = survey(state, content, name)
    held: list[CasusBelli] = []
    if disputed_succession(state, name, target):
        held.append("disputed_succession")
    if _imperial_liberation(state, seen, name, target):
        held.append("imperial_liberation")
    if realm(state, name)["religion"] in CATHOLIC and excommunicated(state, target):
        held.append("excommunication")
    if _holy_war(state, content, name, target, seen.crusaded):
        held.append("holy_war")
    tokens = realm(state, name)["casus_belli"]
    if target in tokens or any(vassal in tokens for vassal in vassals(state, target)):
        held.append("general")
    if target in seen.claimed:
        held.append("claim")
    return held


def holdings(
    state: State, content: Content, name: str, targets: list[str]
) -> dict[str, list[CasusBelli]]:
    """``casus_belli`` for each of ``targets``, the map surveyed once."""
    seen = survey(state, content, name)
    return {target: casus_belli(state, content, name, target, seen) for target in targets}
