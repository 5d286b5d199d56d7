"""Army reorganisation and forming armies (eupop-aid Armies/Fleets (p. 24), Land Movement):
an army picks up or drops off regular infantry where it stands; a land activation may put an
army figure from the supply on loose units and move them as an army; a unit moved alone
joins the realm's loose units where it stops (interpretation:EUPOP-M9)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.world.layout import LAND_UNITS, world


@implements(c.ARMIES, "interpretation:EUPOP-M9")
def form_army(game: Game, name: str, key: str) -> str:
    """A new army figure from the supply takes every land unit of the loose force (the
    ``land_activation`` entry that follows names the new army)."""
    state = game.state
    force = world(state)["forces"][key]
    army = c.new_force(state, name, force["where"], None, army=True)
    for kind, count in sorted(force["units"].items()):
        if kind in LAND_UNITS and count:
            c.move_units(state, key, kind, army, count)
    return army


def _loose_infantry(state: State, key: str) -> str | None:
    force = world(state)["forces"][key]
    forces = world(state)["forces"]
    for other_key in sorted(forces):
        other = forces[other_key]
        if (
            other_key != key
            and other["realm"] == force["realm"]
            and not other["army"]
            and other["where"] == force["where"]
            and other["units"].get("infantry")
        ):
            return other_key
    return None


@implements(c.LAND_MOVEMENT, c.ARMIES, "interpretation:EUPOP-M9")
def reorganisations(state: State, key: str) -> list[Action]:
    force = world(state)["forces"][key]
    actions = []
    loose = _loose_infantry(state, key)
    if loose is not None:
        actions.append(
            Action("pick_up", loose, f"Army {key} picks up 1 infantry in {force['where']}")
        )
    if force["units"].get("infantry") and c.land_units(force) > 1:
        actions.append(
            Action("drop_off", key, f"Army {key} drops off 1 infantry in {force['where']}")
        )
    return actions


def reorganise(game: Game, name: str, key: str, verb: str, other: str) -> None:
    state = game.state
    where = world(state)["forces"][key]["where"]
    if verb == "pick_up":
        c.move_units(state, other, "infantry", key)
    else:
        target = _loose_infantry(state, key) or c.loose_force(state, name, where, None)
        c.move_units(state, key, "infantry", target)
    game.log("army_reorganised", name, rule=c.ARMIES, force=key, change=verb, where=where)


def merge_loose(state: State, key: str) -> None:
    """A moved loose unit joins the realm's other loose units where it stopped."""
    force = world(state)["forces"][key]
    forces = world(state)["forces"]
    for other_key in sorted(forces):
        other = forces[other_key]
        if (
            other_key != key
            and other["realm"] == force["realm"]
            and not other["army"]
            and other["where"] == force["where"]
            and other["port"] is None
        ):
            for kind, count in sorted(force["units"].items()):
                if kind in LAND_UNITS and count:
                    c.move_units(state, key, kind, other_key, count)
            return
