"""Army reorganisation and forming armies (eupop-aid Armies/Fleets (p. 24), Land Movement):
a moving army picks up or drops off regular infantry where it stands, shifts units with the
realm's other armies there, leaves units behind as a new army or takes in another army; a
land activation may put an army figure from the supply on loose units and move them as an
army; a unit moved alone joins the realm's loose units where it stops
(interpretation:EUPOP-M9)."""

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


REORGANISING = ("pick_up", "drop_off", "take_unit", "give_unit", "split_off", "merge_army")
"""The verbs of army reorganisation offered during a land movement."""


def _other_armies(state: State, key: str) -> list[str]:
    """The realm's other armies standing in the same area as the army, by id."""
    forces = world(state)["forces"]
    force = forces[key]
    return [
        other_key
        for other_key in sorted(forces)
        if other_key != key
        and forces[other_key]["realm"] == force["realm"]
        and forces[other_key]["army"]
        and forces[other_key]["where"] == force["where"]
        and forces[other_key]["port"] is None
    ]


def _kinds(state: State, key: str) -> list[str]:
    units = world(state)["forces"][key]["units"]
    return sorted(kind for kind, count in units.items() if kind in LAND_UNITS and count)


@implements(c.LAND_MOVEMENT, c.ARMIES, "interpretation:EUPOP-M9")
def reorganisations(state: State, key: str) -> list[Action]:
    """What the moving army may do where it stands: pick up or drop off 1 loose regular
    infantry; take 1 unit from, or give 1 unit to, another of the realm's armies there;
    leave 1 unit behind as a new army (a figure from the supply); take in another army
    whole. An army never gives away its last unit."""
    force = world(state)["forces"][key]
    where = force["where"]
    actions = []
    loose = _loose_infantry(state, key)
    if loose is not None:
        actions.append(Action("pick_up", loose, f"Army {key} picks up 1 infantry in {where}"))
    spare = c.land_units(force) > 1
    if force["units"].get("infantry") and spare:
        actions.append(Action("drop_off", key, f"Army {key} drops off 1 infantry in {where}"))
    mine = _kinds(state, key)
    for other in _other_armies(state, key):
        for kind in _kinds(state, other):
            name = kind.replace("_", " ")
            label = f"Army {key} takes 1 {name} from army {other} in {where}"
            actions.append(Action("take_unit", (other, kind), label))
        for kind in mine if spare else []:
            name = kind.replace("_", " ")
            label = f"Army {key} gives 1 {name} to army {other} in {where}"
            actions.append(Action("give_unit", (other, kind), label))
        actions.append(Action("merge_army", other, f"Army {other} merges into army {key}"))
    if spare and world(state)["supply"][force["realm"]]["armies"] > 0:
        for kind in mine:
            name = kind.replace("_", " ")
            label = f"Army {key} leaves 1 {name} behind in {where} as a new army"
            actions.append(Action("split_off", kind, label))
    return actions


@implements(c.LAND_MOVEMENT, c.ARMIES, "interpretation:EUPOP-M9")
def reorganise(game: Game, name: str, key: str, verb: str, argument: object) -> None:
    """Carry out one of :func:`reorganisations` (the moving army is ``key``)."""
    state = game.state
    forces = world(state)["forces"]
    where = forces[key]["where"]
    if verb not in REORGANISING:
        raise ValueError(f"no army reorganisation {verb}")
    if verb == "pick_up":
        c.move_units(state, str(argument), "infantry", key)
    elif verb == "drop_off":
        target = _loose_infantry(state, key) or c.loose_force(state, name, where, None)
        c.move_units(state, key, "infantry", target)
    elif verb in ("take_unit", "give_unit"):
        assert isinstance(argument, (tuple, list))
        other, kind = str(argument[0]), str(argument[1])
        if other not in _other_armies(state, key):
            raise ValueError(f"army {other} is not beside army {key}")
        if verb == "take_unit":
            c.move_units(state, other, kind, key)
        else:
            if c.land_units(forces[key]) < 2:
                raise ValueError(f"army {key} cannot give away its last unit")
            c.move_units(state, key, kind, other)
    elif verb == "split_off":
        kind = str(argument)
        if c.land_units(forces[key]) < 2:
            raise ValueError(f"army {key} cannot leave its last unit behind")
        new = c.new_force(state, name, where, None, army=True)
        c.move_units(state, key, kind, new)
    else:
        other = str(argument)
        if other not in _other_armies(state, key):
            raise ValueError(f"army {other} is not beside army {key}")
        if forces[key]["leader"] is None:
            forces[key]["leader"], forces[other]["leader"] = forces[other]["leader"], None
        for kind in _kinds(state, other):
            c.move_units(state, other, kind, key, forces[other]["units"][kind])
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
