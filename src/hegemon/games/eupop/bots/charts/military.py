"""The MILITARY action chart (eupop-bots MILITARY ACTION, BOT DOWS; decision 0108 §2.10;
interpretation:EUPOP-BOT-16, EUPOP-BOT-70): the facts and steps of ``military`` in the
pack's ``bot_charts.yaml``.

Its image is lost: the nodes are our reading of the "(from PAPAL and SPY Actions ...)"
line, the DoW rules, the army rules and the targeting charts (interpretation:EUPOP-BOT-16).
Linked from PAPAL CURIA after a crusade was called (MIL-0: the crusade's area in the
caller's frame), the Bot declares war on a realm in that area. At war (the choice
process), it fights (MIL-W1..MIL-W6): picks the front, recruits, places its army, attacks
enemy ships next to the front or its army (MIL-W4S), moves towards the front (a battle
where it stops) and sieges. At peace it rolls its military
targeting chart (claims placed on an NPR target): with more Available than Spent Bot Power
it declares war on the target (MIL-4, MIL-5), else it only prepares (MIL-3).

The chart's frame keeps ``target`` (the realm to declare war on), ``territory`` (a vacant
territory the roll sent a colonist to) and ``front`` (the area the army heads for).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import (
    move_steps,
    move_towards,
    place_army,
    recruit_shortfall,
    recruit_to_match,
)
from hegemon.games.eupop.bots.battles import attack_at, enemy_fleets
from hegemon.games.eupop.bots.choice import CHOICE, SELECTION, realm_in_area
from hegemon.games.eupop.bots.deck import at_war
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.targeting import military_invalid, roll_target
from hegemon.games.eupop.rules.battle.sides import forces_of, npr_defenders, strength
from hegemon.games.eupop.rules.battle.triggers import npr_holders
from hegemon.games.eupop.world.connection import maximum_army_capacity
from hegemon.games.eupop.world.layout import (
    controller,
    enemies,
    forces_at,
    owner,
    unit_count,
    world,
)
from hegemon.games.eupop.world.naval import bot_ship_zones

MILITARY = "eupop-bots:MILITARY ACTION"
BOT_DOWS = "eupop-bots:BOT DOWS"
RECRUITING = "eupop-bots:RECRUITING UNITS"
TARGETING = "eupop-bots:TARGETING CHARTS"
CURIA = "curia"


def _frame(state: State) -> dict[str, Any]:
    """The chart's own frame (the ``bot_chart`` procedure walking ``military``)."""
    local: dict[str, Any] = state["stack"][-1]["local"]
    return local


def _caller(state: State) -> dict[str, Any] | None:
    """The frame of the chart that linked this one, if a chart did."""
    stack = state["stack"]
    if len(stack) >= 2 and stack[-2]["procedure"] == "bot_chart":
        local: dict[str, Any] = stack[-2]["local"]
        return local
    return None


# -- MIL-0: from PAPAL CURIA ---------------------------------------------------------------------
@implements(MILITARY, "eupop-bots:PAPAL CURIA ACTION", "interpretation:EUPOP-BOT-40")
def crusade_called(bot: BotContext) -> Answer:
    """MIL-0: the PAPAL CURIA chart linked here after calling a crusade (its frame keeps
    the crusade's area)."""
    caller = _caller(bot.state)
    where = caller.get("crusade") if caller and caller.get("chart") == CURIA else None
    if where is None:
        return Answer(False, {}, "no crusade called this action")
    return Answer(True, {"crusade": str(where)}, f"a crusade called on {where}")


@implements(MILITARY, TARGETING, "interpretation:EUPOP-BOT-70")
def crusade_target(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-0C: the realm of the crusade's area the Bot declares war on — among the realms
    owning a province there that are valid military targets and not at war with it yet,
    the realm in the area (capital there, most tax value there, then A→Z)."""
    caller = _caller(bot.state)
    assert caller is not None
    where = str(caller["crusade"])
    geography = bot.content.geography
    state = bot.state
    owners = sorted(
        {
            holder
            for key in geography.areas[where].provinces
            if (holder := owner(state, key)) is not None and holder != bot.realm
        }
    )
    fighting = enemies(state, bot.realm)
    valid = [
        name
        for name in owners
        if name not in fighting and military_invalid(state, geography, bot.realm, name) is None
    ]
    choice = realm_in_area(game, geography, where, valid, alphabetical=True, rule=TARGETING)
    facts: dict[str, int | str | list[str]] = {"area": where, "candidates": valid}
    if choice.chosen is None:
        return Cannot(f"no realm in {where} the Bot may declare war on", facts)
    _frame(game.state)["target"] = choice.chosen
    facts["target"] = choice.chosen
    return Done(facts, f"{choice.chosen} in {where}")


# -- MIL-1..MIL-5: at peace ------------------------------------------------------------------------
@implements(MILITARY, CHOICE, "interpretation:EUPOP-BOT-16")
def at_war_choice(bot: BotContext) -> Answer:
    """MIL-1: the choice process's "at war?" (a war only against realms holding nothing
    counts as peace)."""
    war = at_war(bot.state, bot.realm)
    return Answer(war, {"at_war": int(war)}, "at war" if war else "at peace")


@implements(MILITARY, BOT_DOWS, "interpretation:EUPOP-BOT-16")
def may_declare(bot: BotContext) -> Answer:
    """MIL-2: more Available than Spent Bot Power (the condition a Bot declares war on)."""
    power = bot.mat["power"]
    available, spent = power["available"], power["spent"]
    facts: dict[str, int | str | list[str]] = {"available": available, "spent": spent}
    if available > spent:
        return Answer(True, facts, f"{available} Available over {spent} Spent")
    return Answer(False, facts, f"{available} Available, {spent} Spent: no declaration")


@implements(MILITARY, TARGETING, "interpretation:EUPOP-BOT-16", "interpretation:EUPOP-BOT-44")
def roll_military_target(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-3, MIL-4: the Bot rolls on its military targeting chart (claims on an NPR target
    placed at once, a vacant territory taking its colonist); the target is kept in the
    frame. Nothing valid: cannot."""
    found = roll_target(game, bot.realm, "military", turn=bot.turn)
    if found is None:
        return Cannot("no valid military target")
    frame = _frame(game.state)
    facts: dict[str, int | str | list[str]] = {}
    if found.claim is not None:
        facts["claim"] = found.claim
    if found.territory is not None:
        frame["territory"] = found.territory
        facts["territory"] = found.territory
        return Done(facts, f"a colonist to {found.territory}")
    assert found.realm is not None
    frame["target"] = found.realm
    facts["target"] = found.realm
    return Done(facts, f"target {found.realm}")


@implements(MILITARY, TARGETING, "interpretation:EUPOP-BOT-45")
def territory_rolled(bot: BotContext) -> Answer:
    """MIL-4V: the roll sent a colonist to a vacant territory: the turn ends there."""
    where = _frame(bot.state).get("territory")
    if where is None:
        return Answer(False, {}, "a realm was rolled")
    return Answer(True, {"territory": str(where)}, f"a colonist went to {where}")


@implements(MILITARY, BOT_DOWS, "interpretation:EUPOP-BOT-16")
def declare_war(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-5: war declared on the target through the main rules' Declare War (the Bot's
    card paid for it; its best casus belli used, none when it holds none); a declaration
    the restrictions bar: cannot."""
    from hegemon.games.eupop.rules.war.casus_belli import PREFERENCE, holdings
    from hegemon.games.eupop.rules.war.restrictions import refusal

    target = str(_frame(game.state)["target"])
    state, content = game.state, bot.content
    held = holdings(state, content, bot.realm, [target])[target]
    used = next((cb for cb in PREFERENCE if cb in held), None)
    reason = refusal(state, content, bot.realm, target, used)
    facts: dict[str, int | str | list[str]] = {"target": target, "casus_belli": used or "none"}
    if reason is not None:
        return Cannot(f"no war on {target}: {reason}", facts)
    return Call(
        "declare_war",
        {"seat": bot.realm, "argument": [[target, used]]},
        f"declares war on {target} ({used or 'no casus belli'})",
    )


# -- MIL-W1..MIL-W6: at war ----------------------------------------------------------------------
def _bot_areas(bot: BotContext) -> list[str]:
    geography = bot.content.geography
    owned = world(bot.state)["owned"].get(bot.realm, [])
    return sorted({geography.provinces[key].area for key in owned})


def _enemy_areas(bot: BotContext) -> dict[str, int]:
    """Areas holding a province an enemy of the Bot controls → the tax value it controls
    there (read from the enemies' own provinces, never the whole map)."""
    kept = bot.memo.get("enemy_areas")
    if kept is not None:
        found: dict[str, int] = kept
        return found
    state, geography = bot.state, bot.content.geography
    foes = enemies(state, bot.realm)
    found = {}
    for foe in sorted(foes):
        for key in world(state)["owned"].get(foe, []):
            holder = controller(state, key)
            if holder is None or holder == bot.realm or holder not in foes:
                continue
            where = geography.provinces[key].area
            found[where] = found.get(where, 0) + geography.provinces[key].tax_value
    bot.memo["enemy_areas"] = found
    return found


@implements(MILITARY, SELECTION, "eupop-bots:ARMY MOVEMENT")
@implements("interpretation:EUPOP-BOT-16", "interpretation:EUPOP-BOT-70")
@implements("interpretation:EUPOP-BOT-19")
def choose_front(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-W1: the area the army heads for — of the areas holding provinces its enemies
    control, those one move from the army's area or a Bot area if any (the army's own
    moves: land, or across its naval bridges, bots/army.py move_steps), else those nearest
    by its moves, else (none it can reach) all; the one where they control the most tax
    value, then A→Z."""
    found = _enemy_areas(bot)
    if not found:
        return Cannot("no province of an enemy to attack")
    army = bot.mat["army"]["area"]
    sources = sorted(set(_bot_areas(bot)) | ({army} if army is not None else set()))
    steps = move_steps(bot.state, bot.content.geography, bot.realm, sources, towards=False)
    reached = {where: steps[where] for where in found if where in steps}
    nearest = min(reached.values(), default=0)
    close = [where for where in reached if reached[where] <= max(1, nearest)]
    pool = sorted(close or found)
    front = min(pool, key=lambda where: (-found[where], where))
    _frame(game.state)["front"] = front
    facts: dict[str, int | str | list[str]] = {
        "front": front,
        "tax_value": found[front],
        "near": int(bool(close) and nearest <= 1),
    }
    return Done(facts, f"the front is {front}")


@implements(MILITARY, RECRUITING, "eupop-aid:Warfare vs NPRs (p. 36)")
@implements("interpretation:EUPOP-BOT-70")
def _hostile_units(bot: BotContext, where: str) -> int:
    """The enemy units the army meets at ``where``: its enemies' units on the map, and the
    defenders each enemy NPR holding a province there with no unit of its own there puts on
    the board when the battle starts (rules/battle/prepare.py npr_defending: its MC there,
    more on a distant continent)."""
    state = bot.state
    foes = enemies(state, bot.realm)
    on_map = sum(
        unit_count(force)
        for force in forces_at(state, where)
        if force["port"] is None and force["realm"] in foes
    )
    defending = sum(
        npr_defenders(state, bot.content, name, where)
        for name in npr_holders(state, bot.content.geography, where)
        if name in foes and not strength(state, where, [name])
    )
    return on_map + defending


@implements(MILITARY, RECRUITING, "interpretation:EUPOP-BOT-70")
def recruit_wanted(bot: BotContext) -> Answer:
    """MIL-W2: the army is empty or has fewer units than the enemy units at the front (an
    enemy NPR's defenders counted, :func:`_hostile_units`), the reserve holds units and the
    Bot has the Bot Power of a recruit."""
    front = str(_frame(bot.state)["front"])
    units = bot.mat["army"]["units"]
    against = _hostile_units(bot, front)
    reserve, available = bot.mat["reserve"], bot.mat["power"]["available"]
    facts: dict[str, int | str | list[str]] = {
        "army": units,
        "enemy_units": against,
        "reserve": reserve,
        "available": available,
    }
    if units > 0 and units >= against:
        return Answer(False, facts, f"{units} units against {against} at the front")
    short = recruit_shortfall(bot.state, bot.realm)
    if short is not None:
        return Answer(False, facts, short)
    return Answer(True, facts, f"{units} units against {against} at the front")


@implements(MILITARY, RECRUITING, "interpretation:EUPOP-BOT-18", "interpretation:EUPOP-BOT-70")
def recruit_attackers(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-W3: as few recruits as bring the army level with the enemy units at the front,
    as many as the Bot Power and the reserve allow, at least one."""
    front = str(_frame(bot.state)["front"])
    gap = _hostile_units(bot, front) - bot.mat["army"]["units"]
    recruits, units = recruit_to_match(game, bot.realm, gap, RECRUITING)
    return Done({"recruits": recruits, "units": units}, f"{recruits} recruits: {units} units")


@implements(MILITARY, "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-20")
@implements("interpretation:EUPOP-BOT-19")
def place_army_for_front(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-W4: an army off the map is placed in the Bot's area nearest the front by the
    army's own moves (bots/army.py move_steps; none reaching it: last), the one
    with the greatest MAC first (unlimited above all), then A→Z; an army with no unit
    cannot fight."""
    army = bot.mat["army"]
    if army["units"] <= 0:
        return Cannot("no unit in the army")
    if army["area"] is not None:
        return Done({"area": army["area"]}, f"the army stands in {army['area']}")
    front = str(_frame(bot.state)["front"])
    geography = bot.content.geography
    far = len(geography.areas) + len(geography.sea_zones)
    areas = _bot_areas(bot)
    if not areas:
        return Cannot("the Bot owns no area to place its army in")

    steps = move_steps(bot.state, geography, bot.realm, [front])

    def rank(where: str) -> tuple[int, int, str]:
        cap = maximum_army_capacity(bot.state, geography, bot.realm, where)
        return (steps.get(where, far), -(far * 100 if cap is None else cap), where)

    where = min(areas, key=rank)
    place_army(game, bot.realm, where, MILITARY)
    facts: dict[str, int | str | list[str]] = {
        "area": where,
        "upright": army["units"] - army["laid_down"],
    }
    return Done(facts, f"the army appears in {where}")


@implements(MILITARY, "eupop-bots:SHIP PLACEMENT", "eupop-bots:NAVAL BATTLES")
@implements("interpretation:EUPOP-BOT-70", "interpretation:EUPOP-BOT-73")
def sea_near_front(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-W4S: enemy ships in a sea zone bordering the front or the army's area (the first
    A→Z) are attacked by the Bot's ship there or by one it places there when it may (next to
    its ports or ships; S 472: MILITARY places a ship, in a hostile zone a naval battle).
    None: nothing to fight at sea."""
    state, geography = bot.state, bot.content.geography
    frame = _frame(state)
    areas = {str(frame["front"])}
    if bot.mat["army"]["area"] is not None:
        areas.add(bot.mat["army"]["area"])
    zones = sorted({zone for area in areas for zone in geography.areas[area].coasts})
    placeable: set[str] | None = None
    for zone in zones:
        if not enemy_fleets(state, bot.realm, zone):
            continue
        if not forces_of(state, zone, [bot.realm]):
            if placeable is None:
                placeable = set(bot_ship_zones(state, geography, bot.realm))
            if zone not in placeable:
                continue
        local = attack_at(game, bot.realm, zone, MILITARY)
        return Call("battle", local, f"attacks {local['defender']}'s ships in {zone}")
    facts: dict[str, int | str | list[str]] = {"zones": zones}
    return Done(facts, "no enemy ship the Bot can reach next to the front")


@implements(MILITARY, "eupop-bots:ARMY MOVEMENT", "eupop-bots:LAND BATTLES")
@implements("interpretation:EUPOP-BOT-19", "interpretation:EUPOP-BOT-20")
def march(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MIL-W5: the army moves up to two areas towards the front; where it stops a battle is
    due (an enemy's units, or an enemy NPR's province), it attacks the realm the main rules
    name there. The move checks no MAC: the army fights with the units upright where it was
    placed (interpretation:EUPOP-BOT-20)."""
    from hegemon.games.eupop.rules.battle.triggers import battle_due_for
    from hegemon.games.eupop.rules.military.common import battle_defender

    front = str(_frame(game.state)["front"])
    entered = move_towards(game, bot.realm, [front], MILITARY)
    where = bot.mat["army"]["area"]
    facts: dict[str, int | str | list[str]] = {"entered": entered, "area": where or "off map"}
    if where is None:
        return Done(facts, "the army is off the map")
    geography = bot.content.geography
    if not battle_due_for(game.state, geography, where, bot.realm):
        return Done(facts, f"the army stands in {where}, no battle")
    provinces = geography.areas[where].provinces
    defender = battle_defender(game.state, bot.realm, where, naval=False, provinces=provinces)
    return Call(
        "battle",
        {"where": where, "attacker": bot.realm, "defender": defender, "active": bot.realm},
        f"attacks {defender} in {where}",
    )


FACTS: dict[str, Fact] = {
    "crusade_called": crusade_called,
    "at_war_choice": at_war_choice,
    "may_declare": may_declare,
    "territory_rolled": territory_rolled,
    "recruit_wanted": recruit_wanted,
}
STEPS: dict[str, Step] = {
    "crusade_target": crusade_target,
    "roll_military_target": roll_military_target,
    "declare_war": declare_war,
    "choose_front": choose_front,
    "recruit_attackers": recruit_attackers,
    "place_army_for_front": place_army_for_front,
    "sea_near_front": sea_near_front,
    "march": march,
}
