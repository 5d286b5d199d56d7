"""May a realm declare war on another (eupop-aid Restrictions on DoW (p. 22)), and if not,
why. The letters follow the aid's list: (a) an ally, (b) a truce, (c) a player realm that
has passed, (d) an NPR allied to a player realm matching (b) or (c), (e) an HRE member at
peace with an Emperor matching (a), (b) or (c), (f) a distant realm not discovered, (g) a
realm in an Interregnum. Disputed Succession with a marriage lifts (a) and (g); answering a
Defensive Call to Arms lifts them all (the calls do not ask this module then)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.war.casus_belli import in_interregnum
from hegemon.games.eupop.world import empire
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.layout import (
    REBELS,
    at_war,
    forces_at,
    overlord,
    realm,
    world,
)
from hegemon.games.eupop.world.realms import is_distant_realm, realm_areas
from hegemon.games.eupop.world.records import CasusBelli

RESTRICTIONS = "eupop-aid:Restrictions on DoW (p. 22)"
EXCEPTIONS = "eupop-aid:Exceptions:"
"""Disputed Succession lifts (a) and (g) here; answering a Defensive Call to Arms lifts every
restriction (the calls never ask :func:`refusal`); an event's own exceptions come with it."""


def _truce(state: State, first: str, second: str) -> bool:
    return second in realm(state, first)["truces"] or first in realm(state, second)["truces"]


def _passed(state: State, name: str) -> bool:
    return realm(state, name)["kind"] == "player" and name in world(state)["round"]["passed"]


@implements(RESTRICTIONS, "interpretation:EUPOP-W5", "interpretation:EUPOP-X7")
def discovered(state: State, content: Content, name: str, target: str) -> bool:
    """A distant realm is discovered by ``name`` once Explore has recorded one of its areas
    for ``name`` (``PlayerMat.discovered``), or ``name`` owns a province, has a colonist or
    stands with a force in one of its areas or an area next to one."""
    geography = content.geography
    theirs = realm_areas(state, geography, target)
    mat = world(state)["players"].get(name)
    if mat is not None and any(here in mat["discovered"] for here in theirs):
        return True
    provinces = world(state)["map"]["provinces"]
    for here in theirs:
        near = [here] + [
            other
            for other in geography.areas[here].adjacent
            if areas_adjacent(state, geography, here, other)
        ]
        for place in near:
            if any(force["realm"] == name for force in forces_at(state, place)):
                return True
            for province in geography.areas[place].provinces:
                record = provinces[province]
                if name in (record["owner"], record["colonist"]):
                    return True
    return False


@dataclass(frozen=True, slots=True)
class Declarer:
    """What the restrictions read about the declaring realm, gathered once: a menu weighing
    every target asks :func:`refuse` with one of these rather than :func:`refusal` each
    time. ``at_war_with``: the realms at war with it or its overlord (the ``at_war_with``
    index), which a target without an overlord is at war with exactly when listed."""

    name: str
    overlord: str | None
    at_war_with: frozenset[str]
    allies: frozenset[str]
    marriages: frozenset[str]
    emperor_bars: bool
    """An Emperor other than the realm is its ally, has a truce with it or has passed."""
    members: Collection[str] | None


def declarer(state: State, name: str, members: Collection[str] | None = None) -> Declarer:
    """The declaring realm's side of :func:`refusal`, gathered once."""
    record = realm(state, name)
    lord = overlord(state, name)
    index = world(state)["at_war_with"]
    fighting = frozenset(index.get(name, ())) | frozenset(index.get(lord or name, ()))
    emperor = world(state)["hre"]["emperor"]
    bars = (
        emperor is not None
        and emperor != name
        and (emperor in record["allies"] or _truce(state, name, emperor) or _passed(state, emperor))
    )
    return Declarer(
        name,
        lord,
        fighting,
        frozenset(record["allies"]),
        frozenset(record["marriages"]),
        bars,
        members,
    )


@implements(RESTRICTIONS, EXCEPTIONS, "interpretation:EUPOP-W1", "interpretation:EUPOP-W5")
def refusal(
    state: State,
    content: Content,
    name: str,
    target: str,
    used: CasusBelli | None,
    members: Collection[str] | None = None,
) -> str | None:
    """Why ``name`` may not declare war on ``target`` using ``used`` (None: without a casus
    belli), or None when it may. ``members``: the HRE members, when the caller has them
    (a menu weighing every target works them out once)."""
    if target in (name, REBELS) or target not in world(state)["realms"]:
        return f"{target} is not a realm {name} can declare war on"
    return refuse(state, content, declarer(state, name, members), target, used)


@implements(RESTRICTIONS, EXCEPTIONS, "interpretation:EUPOP-W1", "interpretation:EUPOP-W5")
def refuse(
    state: State, content: Content, side: Declarer, target: str, used: CasusBelli | None
) -> str | None:
    """:func:`refusal` with the declaring realm's side gathered already."""
    name = side.name
    if target in (name, REBELS) or target not in world(state)["realms"]:
        return f"{target} is not a realm {name} can declare war on"
    target_realm = realm(state, target)
    lord = target_realm["overlord"]
    if lord is not None:
        return f"{target} is a vassal of {lord}: declare war on {lord}"
    if name in (lord, side.overlord):
        return f"{name} and {target} are overlord and vassal"
    if name == REBELS or target in side.at_war_with:
        return f"{name} is already at war with {target}"
    succession = used == "disputed_succession" and target in side.marriages
    if target in side.allies and not succession:
        return f"(a) {target} is your ally"
    if _truce(state, name, target):
        return f"(b) you have a truce with {target}"
    if _passed(state, target):
        return f"(c) {target} has passed"
    if target_realm["kind"] != "player":
        for ally in target_realm["allies"]:
            if _truce(state, name, ally) or _passed(state, ally):
                return f"(d) {target} is allied to {ally}, who has a truce with you or has passed"
    emperor = world(state)["hre"]["emperor"]
    if (
        side.emperor_bars
        and emperor is not None
        and emperor != target
        and target
        in (empire.members(state, content.geography) if side.members is None else side.members)
        and not at_war(state, emperor, target)
    ):
        return f"(e) {target} is an HRE member at peace with the Emperor {emperor}"
    if is_distant_realm(state, content.geography, target) and not discovered(
        state, content, name, target
    ):
        return f"(f) {target} is a distant realm you have not discovered"
    if in_interregnum(state, target) and not succession:
        return f"(g) {target} is in an Interregnum"
    return None
