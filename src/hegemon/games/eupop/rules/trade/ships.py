"""Step 3 of the Trade action (eupop-aid Trade (1👤) (p. 15)): before selecting a node the
trading realm may move one of its light ships onto a trade-protection slot, when that
raises its trade power in a node the revealed cards name or connects such a node to its
capital; a slot held by another realm's ship may be taken when none is vacant, that ship
going off the slot into the zone; the ship reaches the slot's zone through sea zones that
are not hostile to the realm, never entering a hostile one (interpretation:EUPOP-T8).

:func:`ship_moves` lists the legal moves, each with the nodes it opens; it tries each one
on the state and puts the state back, so the nodes are exactly those the trade that
follows may select.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.trade.power import eligible_nodes, node_power
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import world

ACTION = "eupop-aid:Trade (1👤) (p. 15)"
LIGHT_SHIP = "light_ship"
SLOT = "slot"
"""The ``source`` kind of a light ship standing on a trade-protection slot."""
FORCE = "force"
"""The ``source`` kind of a light ship in a force (at sea or docked)."""


@dataclass(frozen=True)
class ShipMove:
    """One light ship moved onto a trade-protection slot of ``zone``: from a force
    (``kind`` "force", ``source`` its key) or from a slot (``kind`` "slot", ``source`` its
    zone); ``displaced`` the realm whose ship leaves the slot (None: a vacant slot);
    ``nodes`` the named nodes the move opens to the trade that follows."""

    kind: str
    source: str
    zone: str
    displaced: str | None
    nodes: tuple[str, ...]

    def argument(self) -> tuple[str, str, str, str | None]:
        return (self.kind, self.source, self.zone, self.displaced)

    def label(self) -> str:
        start = f"force {self.source}" if self.kind == FORCE else f"the slots of {self.source}"
        taken = f", displacing {self.displaced}'s ship" if self.displaced else ""
        return (
            f"Move a light ship from {start} to a trade-protection slot of {self.zone}"
            f"{taken}, then trade in {' or '.join(self.nodes)}"
        )


def _sources(state: State, realm: str) -> list[tuple[str, str]]:
    """(kind, source) of every light ship the realm could move, one per force or zone."""
    found = [
        (FORCE, key)
        for key, force in sorted(world(state)["forces"].items())
        if force["realm"] == realm and force["units"].get(LIGHT_SHIP)
    ]
    found += [
        (SLOT, zone)
        for zone, record in sorted(world(state)["map"]["sea_zones"].items())
        if realm in record["trade_protection"]
    ]
    return found


@contextmanager
def _tried(
    state: State, realm: str, kind: str, source: str, zone: str, displaced: str | None
) -> Iterator[None]:
    """The state with the move made on the slots and forces' counts, put back afterwards
    (the displaced ship's new place does not change the trading realm's power or network)."""
    typed = world(state)
    slots = typed["map"]["sea_zones"][zone]["trade_protection"]
    if kind == FORCE:
        units = typed["forces"][source]["units"]
        units[LIGHT_SHIP] -= 1
    else:
        typed["map"]["sea_zones"][source]["trade_protection"].remove(realm)
    if displaced is not None:
        slots.remove(displaced)
    slots.append(realm)
    try:
        yield
    finally:
        slots.remove(realm)
        if displaced is not None:
            slots.append(displaced)
        if kind == FORCE:
            typed["forces"][source]["units"][LIGHT_SHIP] += 1
        else:
            typed["map"]["sea_zones"][source]["trade_protection"].append(realm)


def _starts(state: State, geography: Geography, kind: str, source: str) -> tuple[bool, list[str]]:
    """Where the ship sets out: (whether it must enter the zones, the zones). A ship at sea
    or on a slot is in its zone already; a docked ship enters one of the zones its port
    faces."""
    if kind == SLOT:
        return False, [source]
    force = world(state)["forces"][source]
    if force["port"] is not None:
        return True, sorted(geography.provinces[force["port"]].faces)
    return False, [force["where"]]


@implements(ACTION, "interpretation:EUPOP-T8")
def reachable_zones(
    state: State, geography: Geography, open_zone: Callable[[str], bool], kind: str, source: str
) -> set[str]:
    """The sea zones the ship can reach without entering a hostile one (``open_zone``: not
    hostile to the realm) or the Pacific (whose crossing costs power step 3 does not ask):
    any number of zones, each entered from a neighbour."""
    zones = geography.sea_zones

    def enterable(zone: str) -> bool:
        return not zones[zone].pacific and open_zone(zone)

    enter, starts = _starts(state, geography, kind, source)
    found = {zone for zone in starts if not enter or enterable(zone)}
    frontier = sorted(found)
    while frontier:
        zone = frontier.pop()
        for neighbour in zones[zone].neighbours:
            if neighbour not in found and enterable(neighbour):
                found.add(neighbour)
                frontier.append(neighbour)
    return found


@implements(ACTION, "interpretation:EUPOP-T8")
def ship_moves(
    state: State,
    content: Content,
    realm: str,
    named: list[str],
    tradable: Callable[[], set[str]],
) -> list[ShipMove]:
    """The light-ship moves the realm may make before selecting a node, each with the
    nodes among ``named`` it opens: nodes it may trade in after the move (``tradable``,
    read on the state as moved) where the move raises its trade power or that were not
    eligible for it before."""
    geography = content.geography
    seen = outlook(state, realm)
    before_eligible = eligible_nodes(state, geography, realm)
    before_power = {node: node_power(state, geography, node).get(realm, 0) for node in named}
    moves: list[ShipMove] = []
    sources = _sources(state, realm)
    if not sources:
        return moves
    status: dict[str, bool] = {}

    def open_zone(zone: str) -> bool:
        if zone not in status:
            status[zone] = sea_zone_status(state, geography, seen, zone) != "hostile"
        return status[zone]

    reach = {
        (kind, source): reachable_zones(state, geography, open_zone, kind, source)
        for kind, source in sources
    }
    for zone, info in sorted(geography.sea_zones.items()):
        if not info.trade_protection:
            continue
        if not open_zone(zone):
            continue
        slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
        if len(slots) < info.trade_protection:
            takes: list[str | None] = [None]
        else:
            takes = [other for other in sorted(set(slots)) if other != realm]
        for kind, source in sources:
            if (kind == SLOT and source == zone) or zone not in reach[(kind, source)]:
                continue
            for displaced in takes:
                with _tried(state, realm, kind, source, zone, displaced):
                    open_now = tradable()
                    opened = tuple(
                        node
                        for node in named
                        if node in open_now
                        and (
                            node not in before_eligible
                            or node_power(state, geography, node).get(realm, 0) > before_power[node]
                        )
                    )
                if opened:
                    moves.append(ShipMove(kind, source, zone, displaced, opened))
    return moves


@implements(ACTION, "interpretation:EUPOP-T8")
def move_ship(game: Game, realm: str, move: ShipMove) -> None:
    """Make the move: the ship leaves its force or slot and takes the slot; a displaced
    ship goes off its slot into the zone, among its realm's loose units there."""
    # Imported here: the military package imports the war package, which the trade
    # package must not pull in at import time (the module builder orders them).
    from hegemon.games.eupop.rules.military.common import add_units, loose_force, take_units

    state = game.state
    typed = world(state)
    slots = typed["map"]["sea_zones"][move.zone]["trade_protection"]
    if move.kind == FORCE:
        take_units(state, move.source, LIGHT_SHIP)
    else:
        typed["map"]["sea_zones"][move.source]["trade_protection"].remove(realm)
    if move.displaced is not None:
        slots.remove(move.displaced)
        key = loose_force(state, move.displaced, move.zone, None)
        add_units(state, key, LIGHT_SHIP)
        game.log("trade_ship_displaced", move.displaced, rule=ACTION, zone=move.zone, force=key)
    slots.append(realm)
    game.log(
        "trade_ship_moved",
        realm,
        rule=ACTION,
        source=move.source,
        from_slot=move.kind == SLOT,
        zone=move.zone,
        displaced=move.displaced,
    )
