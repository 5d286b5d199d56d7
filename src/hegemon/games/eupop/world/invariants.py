"""Invariants of an eupop state: what must hold whatever the rules did (for the fuzzer)."""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.layout import LAND_UNITS, REBELS


def _provinces(state: State) -> list[str]:
    broken = []
    realms = state["realms"]
    for name, record in sorted(state["map"]["provinces"].items()):
        owner, occupier = record["owner"], record["occupier"]
        if owner is not None and owner not in realms:
            broken.append(f"{name} is owned by the unknown realm {owner}")
        if occupier is not None and (
            occupier == owner or (occupier not in realms and occupier != REBELS)
        ):
            broken.append(f"{name} is occupied by {occupier}, which cannot occupy it")
        if record["town"] is not None and (owner is None or realms[owner]["kind"] != "player"):
            broken.append(f"{name} has a town but no player realm owns it")
    return broken


def _relations(state: State) -> list[str]:
    broken = []
    realms = state["realms"]
    for name, record in sorted(realms.items()):
        for relation in ("allies", "marriages"):
            for other in record[relation]:
                if other not in realms or name not in realms[other][relation]:
                    broken.append(f"{name} lists {other} among its {relation}, not the other way")
        if record["overlord"] is not None and record["overlord"] not in realms:
            broken.append(f"{name} has the unknown overlord {record['overlord']}")
    for pair in state["wars"]:
        if len(pair) != 2 or pair[0] >= pair[1] or not set(pair) <= set(realms):
            broken.append(f"the war {pair} is not a sorted pair of two known realms")
    return broken


def _forces(state: State, content: Content) -> list[str]:
    geography = content.geography
    broken = []
    for key, force in sorted(state["forces"].items()):
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
    for name, mat in sorted(state["players"].items()):
        for power, amount in sorted(mat["monarch_power"].items()):
            if not 0 <= amount <= limits.monarch_power_limit:
                broken.append(f"{name} has {amount} {power} power")
        if not -limits.stability_limit <= mat["stability"] <= limits.stability_limit:
            broken.append(f"{name} has stability {mat['stability']}")
        if mat["ducats"] < 0:
            broken.append(f"{name} has {mat['ducats']} ducats")
    for name, mat in sorted(state["bots"].items()):
        if mat["power"]["available"] < 0 or mat["army"]["laid_down"] > mat["army"]["units"]:
            broken.append(f"the Bot mat of {name} is inconsistent")
    return broken


def invariants(state: State, content: Content) -> list[str]:
    """Every broken invariant as a sentence; empty when all hold."""
    return _provinces(state) + _relations(state) + _forces(state, content) + _mats(state, content)
