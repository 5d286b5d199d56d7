"""Ships in a port that is no longer Friendly (eupop-aid Ships in Port (p. 26)): when an
alliance ends, ships docked in a port the realm no longer finds friendly leave it for a
sea zone the port faces that is not hostile, the owner picking the zone; with no such zone
they are disbanded (interpretation:EUPOP-W16)."""

from __future__ import annotations

from collections.abc import Iterable

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.economy.treasury import remove_units
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import controller, realm, world

SHIPS_IN_PORT = "eupop-aid:Ships in Port (p. 26)"
SHIP_SUPPLY = {
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "damaged_heavy_ship": "heavy_ships",
    "galley": "galleys",
}


@implements(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def stranded(state: State, names: Iterable[str]) -> list[str]:
    """The docked forces of the realms whose port is controlled by a realm no longer
    friendly to them, by id."""
    wanted = set(names)
    forces = world(state)["forces"]
    found = []
    for key in sorted(forces):
        force = forces[key]
        port = force["port"]
        if port is None or force["realm"] not in wanted:
            continue
        if not outlook(state, force["realm"]).friendly(controller(state, port)):
            found.append(key)
    return found


@implements(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def exits(state: State, geography: Geography, key: str) -> list[str]:
    """The sea zones the force's port faces that are not hostile to its realm, by name."""
    force = world(state)["forces"][key]
    port = force["port"]
    assert port is not None
    seen = outlook(state, force["realm"])
    return [
        zone
        for zone in sorted(geography.provinces[port].faces)
        if sea_zone_status(state, geography, seen, zone) != "hostile"
    ]


def sail_out(game: Game, key: str, zone: str) -> None:
    force = world(game.state)["forces"][key]
    source = force["port"]
    force["where"], force["port"] = zone, None
    game.log(
        "ships_leave_unfriendly_port",
        force["realm"],
        rule=SHIPS_IN_PORT,
        force=key,
        port=source,
        to=zone,
    )


@implements(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def disband_ships(game: Game, key: str) -> None:
    """The force is disbanded: its ships go back to their owner's supply."""
    force = world(game.state)["forces"][key]
    name, port = force["realm"], force["port"]
    units = dict(sorted(force["units"].items()))
    supply = world(game.state)["supply"].get(name)
    for kind, count in units.items():
        remove_units(game, key, kind, count)
        if supply is None or kind not in SHIP_SUPPLY:
            continue
        if SHIP_SUPPLY[kind] == "light_ships":
            supply["light_ships"] += count
        elif SHIP_SUPPLY[kind] == "heavy_ships":
            supply["heavy_ships"] += count
        else:
            supply["galleys"] += count
    game.log("ships_disbanded", name, rule=SHIPS_IN_PORT, force=key, port=port, units=units)


@implements(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def leave_ports(game: Game, names: Iterable[str]) -> None:
    """Without asking: each stranded force goes to the first open zone by name, or is
    disbanded (for rules that end an alliance where no one can be asked)."""
    geography = content_of(game).geography
    for key in stranded(game.state, names):
        zones = exits(game.state, geography, key)
        if zones:
            sail_out(game, key, zones[0])
        else:
            disband_ships(game, key)


class LeaveUnfriendlyPorts(Procedure):
    """Called with ``realms`` (those whose alliance just ended): each of their stranded
    forces in turn leaves its port, a human owner picking among several zones."""

    name = "leave_unfriendly_ports"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_zone")

    @step(optional=True)
    @implements(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
    def ask_zone(self, game: Game, local: Local) -> Decision | None:
        geography = content_of(game).geography
        while True:
            keys = stranded(game.state, local["realms"])
            if not keys:
                game.goto("done")
                return None
            key = keys[0]
            zones = exits(game.state, geography, key)
            owner = world(game.state)["forces"][key]["realm"]
            if not zones:
                disband_ships(game, key)
                continue
            if len(zones) == 1 or realm(game.state, owner)["player"] != "human":
                sail_out(game, key, zones[0])
                continue
            port = world(game.state)["forces"][key]["port"]
            actions = tuple(Action("leave_port", (key, zone), f"Sail to {zone}") for zone in zones)
            return Decision(
                owner, f"{port} is no longer friendly: where do your ships go?", actions
            )

    def on_zone(self, game: Game, local: Local, action: Action) -> None:
        argument = action.argument
        assert isinstance(argument, tuple)
        key, zone = str(argument[0]), str(argument[1])
        if key not in stranded(game.state, local["realms"]) or zone not in exits(
            game.state, content_of(game).geography, key
        ):
            raise ValueError(f"{key} cannot sail to {zone}")
        sail_out(game, key, zone)
        game.goto("ask_zone")

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (LeaveUnfriendlyPorts(),)
