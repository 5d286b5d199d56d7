"""Invariants of an eupop state: what must hold whatever the rules did (for the fuzzer)."""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.curia import is_catholic, regular_slot_count
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    REBELS,
    overlord,
    ownership_index,
    vassal_index,
    world,
)
from hegemon.games.eupop.world.records import War
from hegemon.games.eupop.world.wars import SIDES, fighting, members, war_index


def _provinces(state: State) -> list[str]:
    broken = []
    known = world(state)["realms"]
    for name, record in sorted(world(state)["map"]["provinces"].items()):
        owner, occupier = record["owner"], record["occupier"]
        if owner is not None and owner not in known:
            broken.append(f"{name} is owned by the unknown realm {owner}")
        if occupier is not None and (
            occupier == owner or (occupier not in known and occupier != REBELS)
        ):
            broken.append(f"{name} is occupied by {occupier}, which cannot occupy it")
        if record["town"] is not None and (owner is None or known[owner]["kind"] != "player"):
            broken.append(f"{name} has a town but no player realm owns it")
    if world(state)["owned"] != ownership_index(world(state)["map"]["provinces"]):
        broken.append("the owned index disagrees with the provinces' owners")
    return broken


def _relations(state: State) -> list[str]:
    broken = []
    known = world(state)["realms"]
    for name, record in sorted(known.items()):
        for relation in ("allies", "marriages"):
            for other in record[relation]:
                if other not in known or name not in known[other][relation]:
                    broken.append(f"{name} lists {other} among its {relation}, not the other way")
        if record["overlord"] is not None and record["overlord"] not in known:
            broken.append(f"{name} has the unknown overlord {record['overlord']}")
    if world(state)["vassals"] != vassal_index(known):
        broken.append("the vassals index disagrees with the realms' overlords")
    return broken


def _war(state: State, key: str, war: War) -> list[str]:
    broken = []
    names = members(war, "attackers") + members(war, "defenders")
    number = key.removeprefix("w")
    if war["id"] != key or not number.isdigit() or int(number) >= world(state)["next_war"]:
        broken.append(f"war {key} is not numbered as its id and below next_war")
    unknown = sorted(set(names) - set(world(state)["realms"]))
    if unknown:
        broken.append(f"war {key} has the unknown realm {unknown[0]}")
    if len(set(names)) != len(names):
        broken.append(f"war {key} lists a realm more than once")
    vassals = [name for name in names if overlord(state, name) is not None]
    if vassals:
        broken.append(f"war {key} has the vassal {vassals[0]} as a member")
    for side in SIDES:
        if members(war, side)[:1] != [war[side]["leader"]]:
            broken.append(f"war {key}: the {side}' leader is not their first member")
    opposing = {
        (min(first, second), max(first, second))
        for first in members(war, "attackers")
        for second in members(war, "defenders")
    }
    pairs = [(pair[0], pair[1]) for pair in war["peace"] if len(pair) == 2]
    if len(pairs) != len(war["peace"]) or not set(pairs) <= opposing:
        broken.append(f"war {key} has a peace between realms that are not enemies in it")
    if len(set(pairs)) != len(pairs) or pairs != sorted(pairs):
        broken.append(f"war {key} lists its peace pairs unsorted or twice")
    if not fighting(war):
        broken.append(f"war {key} is over but still recorded")
    return broken


def _wars(state: State) -> list[str]:
    broken = []
    for key, war in sorted(world(state)["wars"].items()):
        broken += _war(state, key, war)
    if world(state)["at_war_with"] != war_index(world(state)["wars"]):
        broken.append("the at-war-with index disagrees with the wars")
    return broken


def _forces(state: State, content: Content) -> list[str]:
    geography = content.geography
    broken = []
    for key, force in sorted(world(state)["forces"].items()):
        where, port = force["where"], force["port"]
        at_sea = where in geography.sea_zones
        kinds = {kind for kind, count in force["units"].items() if count}
        if where not in geography.areas and not at_sea:
            broken.append(f"force {key} is at the unknown space {where}")
        elif port is not None and (
            port not in geography.provinces
            or geography.provinces[port].port is None
            or geography.provinces[port].area != where
        ):
            broken.append(f"force {key} is docked at {port}, not a port of {where}")
        elif kinds & set(LAND_UNITS) and (at_sea or port is not None):
            broken.append(f"force {key} has land units at sea or in port")
        elif kinds - set(LAND_UNITS) and not at_sea and port is None:
            broken.append(f"force {key} has ships on land")
        if any(count < 0 for count in force["units"].values()):
            broken.append(f"force {key} has a negative number of units")
    return broken


def _mats(state: State, content: Content) -> list[str]:
    limits = content.components
    broken = []
    for name, mat in sorted(world(state)["players"].items()):
        for power in POWER_TYPES:
            amount = mat["monarch_power"][power]
            if not 0 <= amount <= limits.monarch_power_limit:
                broken.append(f"{name} has {amount} {power} power")
        if not -limits.stability_limit <= mat["stability"] <= limits.stability_limit:
            broken.append(f"{name} has stability {mat['stability']}")
        if mat["ducats"] < 0:
            broken.append(f"{name} has {mat['ducats']} ducats")
    for name, bot in sorted(world(state)["bots"].items()):
        if bot["power"]["available"] < 0 or bot["army"]["laid_down"] > bot["army"]["units"]:
            broken.append(f"the Bot mat of {name} is inconsistent")
    return broken


def _curia(state: State) -> list[str]:
    """The Curia's record (aid PAPAL CURIA (p. 45-46); EUPOP-U1, U3, U4): one regular slot
    per Catholic player realm plus one; every cardinal, the Roma one too, a Catholic player
    realm's; a crusade tag names a known area, once."""
    typed = world(state)
    curia = typed["curia"]
    broken = []
    if len(curia["slots"]) != regular_slot_count(state):
        broken.append(
            f"the Curia has {len(curia['slots'])} regular slots, not {regular_slot_count(state)}"
        )
    holders = [held for held in curia["slots"] if held is not None]
    if curia["roma"] is not None:
        holders.append(curia["roma"])
    for name in sorted(set(holders)):
        if name not in typed["players"] and name not in typed["bots"]:
            broken.append(f"{name} holds a cardinal but is no player realm")
        elif not is_catholic(state, name):
            broken.append(f"{name} holds a cardinal but is not Catholic")
    for name, mat in sorted(typed["players"].items()):
        tags = mat["crusade"]
        if len(set(tags)) != len(tags) or any(tag not in typed["map"]["areas"] for tag in tags):
            broken.append(f"{name} is committed to an unknown crusade area or twice")
    return broken


def invariants(state: State, content: Content) -> list[str]:
    """Every broken invariant as a sentence; empty when all hold."""
    return (
        _provinces(state)
        + _relations(state)
        + _wars(state)
        + _forces(state, content)
        + _mats(state, content)
        + _curia(state)
        + conservation(state, content)
    )
