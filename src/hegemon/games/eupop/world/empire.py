"""The Holy Roman Empire on the board: members, Imperial Subjects, electors (aid HRE)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography


def in_empire(state: State, area: str) -> bool:
    """The area is in the HRE (it may have left since the start)."""
    return bool(state["map"]["areas"][area]["hre"])


@implements("eupop-aid:HRE Lands (p. 44)")
def members(state: State, geography: Geography) -> list[str]:
    """Realms with their capital in the HRE, the Emperor included."""
    result = []
    for name, record in sorted(state["realms"].items()):
        capital = record["capital"]
        if capital is not None and in_empire(state, geography.provinces[capital].area):
            result.append(name)
    return result


@implements("eupop-aid:HRE Lands (p. 44)")
def imperial_subjects(state: State, geography: Geography) -> list[str]:
    emperor = state["hre"]["emperor"]
    return [name for name in members(state, geography) if name != emperor]


@implements("eupop-aid:HRE Lands (p. 44)")
def elector_areas(state: State, geography: Geography) -> list[str]:
    """Elector areas still in the HRE."""
    return sorted(
        name for name, info in geography.areas.items() if info.elector and in_empire(state, name)
    )


@implements("eupop-aid:Imperial Authority (🏰) (p. 43)")
def maximum_imperial_authority(state: State, geography: Geography) -> int:
    return len(elector_areas(state, geography)) + 1
