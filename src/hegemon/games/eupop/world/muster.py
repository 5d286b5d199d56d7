"""The recruiting budget of a turn: military capacity, the mercenary limit and the ports'
ships, shared by every unit put on the board in one turn (aid War Capacities (p. 22-23),
Military Capacity (MC), Mercenary Units (Max 3 per Turn), Ships, Gain Military Unit;
interpretation:EUPOP-M2, EUPOP-M3).

The record is ``round/muster``, named after the realm whose turn it is. It is emptied when
a turn starts. Units put on the board for another realm during the turn (an event's gain)
are written to the same record without emptying it: provinces and ports belong to one
realm each, so their entries never mix, and the mercenaries are counted per realm: each
realm may place 3 in the turn, whoever's turn it is (interpretation:EUPOP-M2). A
province gives its military capacity to one area a turn, and only when that area needs
it: units placed on a realm's capacity in an area first use what the provinces already
given to that area hold; when that is used up, the next province still free is given, the
area's own provinces before those of its neighbours, the smallest before the larger, then
by name."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.capacity import military_capacity_sources
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import province, world
from hegemon.games.eupop.world.records import Muster

MERCENARY_LIMIT = 3
"""Mercenary units a realm may put on the board in one turn."""


def start_turn(state: State, realm: str) -> None:
    """A new turn of ``realm``: nothing used yet."""
    world(state)["round"]["muster"] = Muster(
        realm=realm, given={}, placed={}, mercenaries={}, ports={}
    )


def muster(state: State, realm: str) -> Muster:
    """The current turn's record, to read: provinces and ports are kept per realm by their
    keys, mercenaries per realm (whoever's turn it is)."""
    return world(state)["round"]["muster"]


def _writable(state: State, realm: str) -> Muster:
    """The current turn's record, to change; a record with no realm yet (before any turn)
    is given to ``realm``. Never emptied here: a unit placed for another realm than the one
    whose turn it is must not wipe what that realm has used."""
    record = world(state)["round"]["muster"]
    if record["realm"] is None:
        record["realm"] = realm
    return record


def _key(source: str, where: str) -> str:
    return f"{source}|{where}"


def _value(state: State, geography: Geography, name: str) -> int:
    return geography.provinces[name].tax_value + (1 if province(state, name)["plus_one"] else 0)


def _given_to(state: State, geography: Geography, record: Muster, key: str) -> int:
    return sum(
        _value(state, geography, name)
        for name, target in sorted(record["given"].items())
        if target == key
    )


@implements(
    "eupop-aid:War Capacities (p. 22-23)",
    "eupop-aid:Military Capacity (MC)",
    "interpretation:EUPOP-M2",
)
def capacity_left(state: State, geography: Geography, realm: str, source: str, where: str) -> int:
    """Units ``realm`` may still place this turn on the military capacity of ``source``
    (itself, or its active NPR ally) in the area: what the provinces given to the area
    still hold, plus the capacity of the provinces not given anywhere this turn."""
    record = muster(state, realm)
    key = _key(source, where)
    held = _given_to(state, geography, record, key) - record["placed"].get(key, 0)
    free = military_capacity_sources(state, geography, source, where, record["given"])
    return held + sum(_value(state, geography, name) for name in free)


@implements("eupop-aid:War Capacities (p. 22-23)", "interpretation:EUPOP-M2")
def use_capacity(state: State, geography: Geography, realm: str, source: str, where: str) -> None:
    """One unit placed on ``source``'s capacity in the area: provinces are given to the area
    only as far as the units placed there need them."""
    if capacity_left(state, geography, realm, source, where) < 1:
        raise ValueError(f"{realm} has no military capacity of {source} left in {where}")
    record = _writable(state, realm)
    key = _key(source, where)
    record["placed"][key] = record["placed"].get(key, 0) + 1
    held = _given_to(state, geography, record, key)
    free = military_capacity_sources(state, geography, source, where, record["given"])
    order = sorted(
        free,
        key=lambda name: (
            geography.provinces[name].area != where,
            _value(state, geography, name),
            name,
        ),
    )
    for name in order:
        if held >= record["placed"][key]:
            break
        record["given"][name] = key
        held += _value(state, geography, name)


@implements("eupop-aid:Mercenary Units (Max 3 per Turn)", "interpretation:EUPOP-M2")
def mercenaries_left(state: State, realm: str) -> int:
    """Mercenaries ``realm`` may still place this turn: 3, less those placed for it in the
    turn, during its own turn or another realm's."""
    return MERCENARY_LIMIT - muster(state, realm)["mercenaries"].get(realm, 0)


def use_mercenary(state: State, realm: str) -> None:
    if mercenaries_left(state, realm) < 1:
        raise ValueError(f"{realm} has placed {MERCENARY_LIMIT} mercenaries this turn")
    placed = _writable(state, realm)["mercenaries"]
    placed[realm] = placed.get(realm, 0) + 1


@implements("eupop-aid:Ships", "eupop-aid:Naval Capacity (NC)", "interpretation:EUPOP-M3")
def port_ships_left(state: State, geography: Geography, realm: str, port: str) -> int:
    """Ships the port may still give this turn: 1, 2 from a large port."""
    limit = 2 if geography.provinces[port].large_port else 1
    return limit - muster(state, realm)["ports"].get(port, 0)


def use_port(state: State, realm: str, port: str) -> None:
    ports = _writable(state, realm)["ports"]
    ports[port] = ports.get(port, 0) + 1
