"""The DEFEND action chart (eupop-bots DEFEND ACTION; decision 0108 §2.10;
interpretation:EUPOP-BOT-10, EUPOP-BOT-65): the facts and steps of ``defend`` in the
pack's ``bot_charts.yaml``.

DEF-0 pays the action's price (1 Bot Power, from the Main Turn Structure); DEF-1 picks the
area to defend and keeps it, with the realm attacking there, in the chart's frame
(``area``, ``target``: the SPY chart the Bot turns to when it has nothing to fight with
reads the target there); DEF-2/DEF-3 recruit when the army is weaker than the invaders;
DEF-4 teleports the army there (MAC check); DEF-4S fights enemy ships next to the area
first; DEF-5 fights the invaders; DEF-6 asks the SIEGE chart's
question to take back what the invaders occupy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import (
    place_army,
    recruit_shortfall,
    recruit_to_match,
    upright,
)
from hegemon.games.eupop.bots.battles import attack_at, enemy_fleets
from hegemon.games.eupop.bots.charts.siege import island_cut_off
from hegemon.games.eupop.bots.choice import SELECTION, areas_by_tax_value, provinces_by_tax_value
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.rules.battle.sides import forces_of
from hegemon.games.eupop.world.connection import maximum_army_capacity
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import unit_count, world
from hegemon.games.eupop.world.naval import bot_ship_zones

DEFEND = "eupop-bots:DEFEND ACTION"
RECRUITING = "eupop-bots:RECRUITING UNITS"


def _frame(state: State) -> dict[str, Any]:
    """The chart's own frame (the ``bot_chart`` procedure walking ``defend``)."""
    local: dict[str, Any] = state["stack"][-1]["local"]
    return local


def invaders(bot: BotContext) -> dict[str, dict[str, int]]:
    """Area holding a province the Bot owns → the hostile units there by realm (rebels
    included): the invaders of footnote's definition. Reads only the Bot's own areas."""
    kept = bot.memo.get("invaders")
    if kept is not None:
        found: dict[str, dict[str, int]] = kept
        return found
    geography = bot.content.geography
    areas = {geography.provinces[key].area for key in world(bot.state)["owned"].get(bot.realm, [])}
    forces = world(bot.state)["forces"]
    there = [  # one pass over the forces, by id, not one per area; the Bot's own are no invaders
        forces[key]
        for key in sorted(forces)
        if forces[key]["where"] in areas
        and forces[key]["realm"] != bot.realm
        and forces[key]["port"] is None
        and unit_count(forces[key])
    ]
    by_area: dict[str, dict[str, int]] = {}
    if there:  # how the Bot stands to the others, only when another's units stand there
        seen = outlook(bot.state, bot.realm)
        for force in there:
            if seen.hostile(force["realm"]):
                units = by_area.setdefault(force["where"], {})
                units[force["realm"]] = units.get(force["realm"], 0) + unit_count(force)
    found = {area: by_area[area] for area in sorted(by_area)}
    bot.memo["invaders"] = found
    return found


@implements(DEFEND, "interpretation:EUPOP-BOT-9")
def occupied(bot: BotContext) -> list[str]:
    """The Bot's provinces an enemy or rebels occupy that its army could take back: not an
    island one with no Bot ship in a zone it faces (SIEGE's footnote 3). What the Main Turn
    Structure's "under attack" and DEF-1 both read, so DEFEND is never sent to an occupied
    province it can do nothing about."""
    kept = bot.memo.get("occupied")
    if kept is not None:
        found: list[str] = kept
        return found
    records = world(bot.state)["map"]["provinces"]
    held = [  # how the Bot stands to the others, only when one of its provinces is occupied
        key
        for key in world(bot.state)["owned"].get(bot.realm, [])
        if records[key]["occupier"] is not None
    ]
    seen = outlook(bot.state, bot.realm) if held else None
    found = [
        key
        for key in held
        if seen is not None
        and seen.hostile(records[key]["occupier"])
        and not island_cut_off(bot.state, bot.content, key, bot.realm)
    ]
    bot.memo["occupied"] = found
    return found


@implements(DEFEND, SELECTION, "interpretation:EUPOP-BOT-10", "interpretation:EUPOP-BOT-65")
def choose_invaded_area(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DEF-1: the area with the most invading units (ties: the highest tax value, then
    A→Z); with no invaders, the area of the Bot's occupied province of highest tax value
    (then A→Z). The realm attacking there (the most units there; the occupier) is kept as
    the target."""
    found = invaders(bot)
    frame = _frame(bot.state)
    geography = bot.content.geography
    if found:
        order = areas_by_tax_value(geography, found, True)
        area = min(order, key=lambda name: (-sum(found[name].values()), order.index(name)))
        units = found[area]
        target = min(units, key=lambda name: (-units[name], name))
        facts: dict[str, int | str | list[str]] = {
            "area": area,
            "invaders": sum(units.values()),
            "target": target,
        }
        because = f"{sum(units.values())} invading units in {area}"
    else:
        taken = occupied(bot)
        if not taken:
            return Cannot("no invader and no occupied province")
        province = provinces_by_tax_value(geography, taken, True)[0]
        area = geography.provinces[province].area
        target = str(world(bot.state)["map"]["provinces"][province]["occupier"])
        facts = {"area": area, "invaders": 0, "target": target, "occupied": province}
        because = f"{province} occupied by {target}"
        frame["occupied"] = province
    frame["area"], frame["target"] = area, target
    return Done(facts, because)


def _standing(bot: BotContext, area: str) -> int:
    """The army's upright units once it stands in ``area`` (its MAC there)."""
    army = bot.mat["army"]
    if army["area"] == area:
        return upright(bot.state, bot.realm)
    cap = maximum_army_capacity(bot.state, bot.content.geography, bot.realm, area)
    return army["units"] if cap is None else min(army["units"], cap)


@implements(DEFEND, RECRUITING, "interpretation:EUPOP-BOT-10")
def recruit_needed(bot: BotContext) -> Answer:
    """DEF-2: the army (upright in the area) is weaker than the invaders there — or, with
    no invader left, has no upright unit to take back the occupied province with (audit
    F14: else DEFEND went to SPY turn after turn) — the reserve holds units and the Bot has
    the 2 Bot Power of a recruit."""
    area = str(_frame(bot.state)["area"])
    against = sum(invaders(bot).get(area, {}).values())
    standing = _standing(bot, area)
    if against == 0 and standing == 0 and _frame(bot.state).get("occupied") is not None:
        against = 1  # one recruit: an army to besiege the occupied province with
    reserve, available = bot.mat["reserve"], bot.mat["power"]["available"]
    facts: dict[str, int | str | list[str]] = {
        "army": standing,
        "invaders": against,
        "reserve": reserve,
        "available": available,
    }
    if standing >= against:
        return Answer(False, facts, f"{standing} upright units against {against} invaders")
    short = recruit_shortfall(bot.state, bot.realm)
    if short is not None:
        return Answer(False, facts, short)
    return Answer(True, facts, f"{standing} upright units against {against} invaders")


@implements(DEFEND, RECRUITING, "interpretation:EUPOP-BOT-18", "interpretation:EUPOP-BOT-65")
def recruit_defenders(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DEF-3: as few recruits as bring the army level with the invaders, as many as the Bot
    Power and the reserve allow (at least one; footnote 1: 2 Bot Power a recruit of the
    level's units)."""
    area = str(_frame(bot.state)["area"])
    gap = sum(invaders(bot).get(area, {}).values()) - _standing(bot, area)
    recruits, units = recruit_to_match(game, bot.realm, max(gap, 1), RECRUITING)
    return Done({"recruits": recruits, "units": units}, f"{recruits} recruits: {units} units")


@implements(DEFEND, "interpretation:EUPOP-BOT-10")
def army_has_units(bot: BotContext) -> Answer:
    """DEF-2N: the Bot has units in its army to defend with."""
    units = bot.mat["army"]["units"]
    because = f"{units} units in the army" if units else "no unit in the army"
    return Answer(units > 0, {"units": units}, because)


@implements(DEFEND, "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-20")
def teleport_army(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DEF-4: the army appears in the area defended, or moves there at once (footnote 2:
    the MAC check follows)."""
    area = str(_frame(bot.state)["area"])
    place_army(game, bot.realm, area, DEFEND)
    army = bot.mat["army"]
    facts: dict[str, int | str | list[str]] = {
        "area": area,
        "upright": army["units"] - army["laid_down"],
        "laid_down": army["laid_down"],
    }
    return Done(facts, f"the army stands in {area}")


@implements(DEFEND, "eupop-bots:SHIP PLACEMENT", "eupop-bots:NAVAL BATTLES")
def fight_at_sea(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DEF-4S: enemy ships in a sea zone bordering the area defended (the first by name)
    are fought first, by the Bot's ship there or by a ship it places there when it may
    (next to its ports or ships; interpretation:EUPOP-BOT-21); the realm with most ships
    there defends, ships on the zone's trade-protection slots counted, docked ones not
    (bots/battles.py enemy_fleets, attack_at, as MIL-W4S). No such zone: nothing to fight
    at sea."""
    area = str(_frame(bot.state)["area"])
    state, geography = bot.state, bot.content.geography
    placeable: set[str] | None = None
    for zone in sorted(geography.areas[area].coasts):
        if not enemy_fleets(state, bot.realm, zone):
            continue
        if not forces_of(state, zone, [bot.realm]):
            if placeable is None:
                placeable = set(bot_ship_zones(state, geography, bot.realm))
            if zone not in placeable:
                continue
        local = attack_at(game, bot.realm, zone, DEFEND)
        return Call("battle", local, f"attacks {local['defender']}'s ships in {zone}")
    return Done({"area": area}, f"no enemy ship the Bot can reach next to {area}")


@implements(DEFEND, "eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-10")
def fight(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DEF-5: a land battle against the invaders of the area (the realm with most units
    there defending, its side with it); none left there: nothing to fight."""
    area = str(_frame(bot.state)["area"])
    units = invaders(bot).get(area, {})
    if not units:
        return Done({"area": area}, f"no invader left in {area}")
    defender = min(units, key=lambda name: (-units[name], name))
    return Call(
        "battle",
        {"where": area, "attacker": bot.realm, "defender": defender, "active": bot.realm},
        f"attacks {defender} in {area}",
    )


FACTS: dict[str, Fact] = {"recruit_needed": recruit_needed, "army_has_units": army_has_units}
STEPS: dict[str, Step] = {
    "choose_invaded_area": choose_invaded_area,
    "recruit_defenders": recruit_defenders,
    "teleport_army": teleport_army,
    "fight_at_sea": fight_at_sea,
    "fight": fight,
}
