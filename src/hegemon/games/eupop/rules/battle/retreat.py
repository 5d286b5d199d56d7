"""Retreat and what is left after a battle (aid "6. Retreat", "7. Proclaim a Winner",
"Warfare vs NPRs (p. 36)")."""

from __future__ import annotations

from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.sides import (
    RETREAT,
    VS_NPRS,
    WINNER,
    SideData,
    forces_of,
    is_npr,
    npr_holds,
    strength,
)
from hegemon.games.eupop.rules.economy.treasury import remove_units
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.hostility import hostile_units_in, outlook
from hegemon.games.eupop.world.layout import world


@implements(RETREAT, "interpretation:EUPOP-B9")
def destinations(game: Game, local: Local, name: str, label: str) -> list[str]:
    """Where a player realm may retreat: the attacker to the space it came from (when the
    caller named it); a defender to a neighbouring space of the same kind (areas by land,
    sea zones by sea) holding no units hostile to it."""
    if label == "attacker":
        came_from = local.get("came_from")
        return [came_from] if came_from else []
    geography = content_of(game).geography
    where = local["where"]
    if local["naval"]:
        near = geography.sea_zones[where].neighbours
    else:
        near = geography.areas[where].land_neighbours
    seen = outlook(game.state, name)
    return sorted(place for place in near if not hostile_units_in(game.state, seen, place))


def move(game: Game, where: str, name: str, to: str) -> None:
    """The realm's forces in the space go to ``to``, undocked."""
    for key, force in forces_of(game.state, where, [name]):
        force["where"], force["port"] = to, None
        game.log("retreat", name, rule=RETREAT, force=key, source=where, to=to)


def _remove_all(game: Game, where: str, name: str) -> None:
    for key, force in forces_of(game.state, where, [name]):
        for kind, count in sorted(force["units"].items()):
            remove_units(game, key, kind, count)


@implements(RETREAT, VS_NPRS)
def npr_retreat(game: Game, local: Local, name: str, label: str) -> None:
    """An NPR whose side is outnumbered by the other side leaves the board, unless it
    holds (interpretation:EUPOP-B9)."""
    sides: dict[str, SideData] = local["sides"]
    other = sides["defender" if label == "attacker" else "attacker"]
    ours = strength(game.state, local["where"], sides[label]["factions"])
    if ours >= strength(game.state, local["where"], other["factions"]):
        return
    mine = strength(game.state, local["where"], [name])
    if npr_holds(game.state, content_of(game), name, local["where"], sides[label]["factions"]):
        return
    _remove_all(game, local["where"], name)
    game.log("npr_retreat", name, rule=RETREAT, where=local["where"], units=mine)


@implements(WINNER, VS_NPRS, "interpretation:EUPOP-B10")
def clear_nprs(game: Game, where: str, to_rebels: bool) -> None:
    """NPR units still in the space leave it; after an NPR invasion they stay as rebels."""
    names = sorted(
        {
            force["realm"]
            for force in world(game.state)["forces"].values()
            if force["where"] == where
        }
    )
    for name in names:
        if not is_npr(game.state, name):
            continue
        count = strength(game.state, where, [name])
        if not count:
            continue
        _remove_all(game, where, name)
        if to_rebels:
            set_rebels(game.state, where, rebels_in(game.state, where) + count)
        game.log("npr_units_removed", name, rule=WINNER, where=where, units=count, rebels=to_rebels)
