"""Where a foreign endeavour against a neighbour may start: its base areas
(interpretation:EOTMA-51).

A base is one of the active player's own areas next to the target: sharing a land
border with it, or lying on a sea area on which the target also lies. The line of
communication to the target (interpretation:EOTMA-8) must exist, and the treasury must
cover the endeavour's minimum gold plus the sea cost of that line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.effectiveness import minimum_gold
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.communication import communication
from hegemon.games.eotma.world.geography import Geography
from hegemon.games.eotma.world.layout import areas, empire

BASES = "interpretation:EOTMA-51"

Eligible = Callable[[str, Area, str, Area], bool]
"""(base name, base record, target name, target record) → whether the pair may be used."""


@cache
def _near_table(geography: Geography) -> Mapping[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for name, info in geography.land.items():
        near = set(info.neighbours)
        for sea in info.seas:
            near.update(geography.seas[sea].coasts)
        near.discard(name)
        table[name] = tuple(geography.sort(list(near)))
    return table


@implements(BASES)
def near(geography: Geography, name: str) -> tuple[str, ...]:
    """The land areas sharing a land border or a sea area with ``name``, in map order."""
    return _near_table(geography)[name]


@implements(BASES, "eotma:10.35", "interpretation:EOTMA-8")
def foreign_pairs(
    state: State, content: Content, seat: str, kind: str, eligible: Eligible
) -> list[tuple[str, str]]:
    """Every (base, target) pair, bases in map order and then targets in map order, of an own
    base next to a foreign target that ``eligible`` accepts, that a line of communication
    reaches and whose least cost the treasury covers."""
    record = empire(state, seat)
    gold = record["gold"]
    least = content.endeavours.minimum_gold[kind]
    if record["court"] is None or gold < least:
        return []
    geography = content.geography
    records = areas(state)
    lines = communication(state, geography, seat, content.endeavours.connection_sea_limit)
    table = _near_table(geography)
    seas_to = lines.seas_to
    affordable = {seas: gold >= minimum_gold(content, kind, seas) for seas in set(seas_to.values())}
    pairs: list[tuple[str, str]] = []
    for base in lines.in_map_order:
        holding = records[base]
        for target in table[base]:
            seas = seas_to.get(target)
            if seas is None or not affordable[seas]:
                continue
            aimed = records[target]
            if aimed["owner"] != seat and eligible(base, holding, target, aimed):
                pairs.append((base, target))
    return pairs
