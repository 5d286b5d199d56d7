"""Battles fought by a Bot's army or ship (eupop-bots LAND BATTLES, NAVAL BATTLES, LAND
BATTLE RESOLUTION, NAVAL BATTLE RESOLUTION; decision 0108 §2.11; interpretation:EUPOP-BOT-22,
EUPOP-BOT-23, EUPOP-BOT-63).

The procedure ``battle`` (rules/battle/procedure.py) forms the sides as for any battle
(NPR defenders placed, rules/battle/prepare.py) and hands a battle whose attacker or main
defender is a Bot to :class:`BotLandBattle` (``bot_land_battle``) or
:class:`BotNavalBattle` (``bot_naval_battle``). Each walks its resolution chart of the
pack's ``bot_charts.yaml`` (``land_battle``: LB-1..LB-9, ``naval_battle``: NB-1..NB-7),
whose facts and steps are here and read the battle's frame (under the chart's), so that
a battle's branches are in the Bot trace; then it ends with the battle's result
(rules/battle/procedure.py's shape, one round).

Built: a Bot alone against NPRs or rebels. On land the NPR or rebel side rolls one
infantry die per unit, each infantry or second-infantry face a casualty of the Bot's
upright units; the Bot wins with units left, the NPR or rebel units then leave; a Bot
losing to rebels removes rebels equal to half its army before the battle, rounded up. At
sea the NPR ships roll one artillery die each; 2 artillery faces more than the Bot's own
ports facing the zone sink its ship, else it stays. The first battle a Bot wins as the
active realm in a Bot turn gives it 1 Bot Power (``BotMat.won_battle_turn``).

Against an Opponent (a human, or a realm beside which a human fights) the charts' NB-2 and
NB-3X hand the naval battle back to the main battle sequence (rules/battle/procedure.py),
as LB-2 and LB-3X do on land: a human side chooses its admiral and plays its battle
actions as ever; then only the Bot's side rolls (:func:`naval_side_roll`: its artillery
dice, one fewer when the human has an admiral or played a battle action, its ports and
every second NPR ship beside it adding hits), the human hands out the hits on its ships,
and after that single round (:func:`naval_outcome`) the Bot's side wins when the other has
no ship left, else its ships leave and a human winner with an admiral or a battle action
captures a light ship. Two Bots fight it out in the chart (the most hits wins, re-rolled
while tied), the realms beside each adding their hits. A Bot beside a human (who always
leads the side) fights as 3 NPR ships of the human's side (:func:`stand_in_ships`), its
ship leaving when that side loses (interpretation:EUPOP-BOT-73).

Local when called: ``where``, ``sides`` (the battle's sides), ``active`` (the active
realm), ``npr_to_rebels`` (NPR units left stay as rebels: an NPR invasion).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, Runaway, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import (
    LIGHT_SHIP,
    lose_units,
    place_army,
    place_ship,
    remove_ship,
    upright,
    withdraw,
)
from hegemon.games.eupop.bots.facts import Answer, BotContext, Done, Fact, FactValue, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.retreat import clear_nprs
from hegemon.games.eupop.rules.battle.sides import (
    PREPARATIONS,
    SideData,
    forces_of,
    is_player,
    strength,
)
from hegemon.games.eupop.rules.economy.treasury import half_up, remove_units
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import (
    REBELS,
    SHIPS,
    forces_at,
    port_active,
    realm,
    unit_count,
    world,
)
from hegemon.games.eupop.world.records import Force

LAND_BATTLES = "eupop-bots:LAND BATTLES"
RESOLUTION = "eupop-bots:LAND BATTLE RESOLUTION"
NAVAL_BATTLES = "eupop-bots:NAVAL BATTLES"
NAVAL_RESOLUTION = "eupop-bots:NAVAL BATTLE RESOLUTION"
INVADED = "eupop-bots:PEACE & REBELS PHASE"
NAME = "bot_land_battle"
NAVAL_NAME = "bot_naval_battle"
CASUALTY_FACES = ("infantry", "second_infantry")
"""The NPR and rebel dice faces that are casualties of the Bot (interpretation:EUPOP-BOT-22)."""
LOSING_HITS = 2
"""Artillery faces an NPR fleet needs, beyond the Bot's ports facing the zone, to beat a
Bot's ship (eupop-bots NAVAL BATTLES)."""
WON_BATTLE_BP = 1
BOT_DICE = 5
"""Infantry dice a Bot rolls a round against an Opponent (one more with a military idea)."""
OPPONENT = "opponent"
"""What the Bot resolution ends with when the main battle sequence must fight the battle."""
OTHER = {"attacker": "defender", "defender": "attacker"}


def is_bot(state: State, name: str) -> bool:
    return name != REBELS and is_player(state, name) and realm(state, name)["player"] == "bot"


@implements(LAND_BATTLES, "interpretation:EUPOP-BOT-63")
def bot_label(state: State, sides: dict[str, SideData]) -> str | None:
    """The side a Bot leads (attacker first), or None."""
    return next(
        (label for label in ("attacker", "defender") if is_bot(state, sides[label]["main"])),
        None,
    )


@implements(LAND_BATTLES, "interpretation:EUPOP-BOT-22")
def won_battle_bp(game: Game, name: str, turn: int) -> int:
    """1 Bot Power for the first battle the Bot wins as the active realm in Bot turn
    ``turn``; 0 when it had it this turn already."""
    mat = world(game.state)["bots"][name]
    if turn <= 0 or mat["won_battle_turn"] == turn:
        return 0
    mat["won_battle_turn"] = turn
    return gain_bp(game, name, WON_BATTLE_BP, LAND_BATTLES, "first battle won this turn")


@implements(NAVAL_BATTLES, "interpretation:EUPOP-BOT-23")
def ports_facing(state: State, geography: Geography, name: str, zone: str) -> int:
    """The Bot's own working ports facing the sea zone (its "adjacent ports")."""
    return sum(
        1
        for key in geography.sea_zones[zone].ports
        if world(state)["map"]["provinces"][key]["owner"] == name
        and world(state)["map"]["provinces"][key]["occupier"] is None
        and port_active(state, geography, key)
    )


# -- the battle under the chart ----------------------------------------------------------------
def _battle(state: State) -> dict[str, Any]:
    """The battle's frame: the Bot battle procedure walking its resolution chart."""
    local: dict[str, Any] = state["stack"][-2]["local"]
    return local


def _enemies(local: Mapping[str, Any]) -> list[str]:
    enemies: list[str] = local["sides"][OTHER[local["label"]]]["factions"]
    return enemies


def _section(local: Mapping[str, Any]) -> str:
    return RESOLUTION if local["kind"] == "land" else NAVAL_RESOLUTION


@implements(RESOLUTION, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-63")
def against_opponent(bot: BotContext) -> Answer:
    """LB-1, NB-1: a player realm (human or Bot) on the other side."""
    enemies = _enemies(_battle(bot.state))
    players = [name for name in enemies if name != REBELS and is_player(bot.state, name)]
    because = f"against {', '.join(players)}" if players else "against NPRs or rebels"
    return Answer(bool(players), {"enemies": enemies}, because)


@implements(RESOLUTION, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-24")
def beside_others(bot: BotContext) -> Answer:
    """LB-3, NB-3: other realms fight on the Bot's side."""
    local = _battle(bot.state)
    side: list[str] = local["sides"][local["label"]]["factions"]
    others = [name for name in side if name != bot.realm]
    because = f"beside {', '.join(others)}" if others else "alone on its side"
    return Answer(bool(others), {"beside": others}, because)


@implements(RESOLUTION, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-63")
@implements("interpretation:EUPOP-BOT-22", "interpretation:EUPOP-BOT-73")
def opponent_round(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-2, NB-2: against an Opponent the main rules' battle sequence is fought (the battle
    procedure takes it back: this resolution ends with :data:`OPPONENT`), the Bot's side
    answering by the Bot rules — on land no leader, battle card or retreat, :func:`bot_dice`
    dice, every unit infantry, casualties from its upright units; at sea a single round in
    which only the Bot's side rolls (:func:`naval_side_roll`). Bots leading both sides at sea
    fight it out here (:func:`_bots_at_sea`)."""
    local = _battle(bot.state)
    if local["kind"] != "land" and _bot_led(bot.state, local, OTHER[local["label"]]):
        return _bots_at_sea(game, bot, local)
    local["opponent"] = True
    enemies = _enemies(local)
    return Done({"enemies": enemies}, "the battle sequence of the main rules, Bot dice fixed")


def _bot_led(state: State, local: Mapping[str, Any], label: str) -> bool:
    return is_bot(state, str(local["sides"][label]["main"]))


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23", "interpretation:EUPOP-BOT-73")
def beside_hits(state: State, where: str, factions: list[str], main: str) -> int:
    """The hits the realms beside a Bot add at sea: one per 2 NPR ships of its side, another
    player realm there counting as 3 NPR ships."""
    ships = sum(
        strength(state, where, [name])
        for name in factions
        if name != REBELS and name != main and not is_player(state, name)
    )
    if any(name != main and name != REBELS and is_player(state, name) for name in factions):
        ships += STAND_IN_SHIPS
    return ships // 2


@implements(NAVAL_RESOLUTION, "eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-23")
@implements("interpretation:EUPOP-BOT-73")
def naval_dice(state: State, geography: Geography, name: str, zone: str, fewer: int = 0) -> int:
    """The artillery dice a Bot rolls at sea: one, one more for each of its ships in the sea
    zones next to the battle's and one with a diplomatic idea; ``fewer`` less (a human's
    admiral or battle action), never below none."""
    near = sum(
        1
        for other in geography.sea_zones[zone].neighbours
        if any(force["realm"] == name and unit_count(force) for force in forces_at(state, other))
    )
    ideas = 1 if world(state)["bots"][name]["ideas"]["diplomatic"] >= 1 else 0
    return max(0, 1 + near + ideas - fewer)


@implements(NAVAL_RESOLUTION, "eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-23")
@implements("interpretation:EUPOP-BOT-73")
def naval_hits(
    game: Game, name: str, zone: str, fewer: int = 0, extra: int = 0
) -> tuple[list[str], int]:
    """A Bot's roll at sea: its :func:`naval_dice`, each artillery face a hit, and a hit for
    every 2 of its ports facing the zone, plus ``extra`` (the realms beside it); the faces
    and the hits."""
    state = game.state
    geography = content_of(game).geography
    count = naval_dice(state, geography, name, zone, fewer)
    values = game.roll_dice(
        count, f"artillery dice of the Bot {name}", seat=name, rule=NAVAL_RESOLUTION
    )
    die = content_of(game).dice.battle_dice["artillery"]
    faces: list[str] = [die[value - 1] for value in values]
    hits = faces.count("artillery") + ports_facing(state, geography, name, zone) // 2 + extra
    game.log("battle_roll", name, rule=NAVAL_RESOLUTION, dice="artillery", faces=faces, hits=hits)
    return faces, hits


TIED_ROLLS = 100
"""Re-rolls of a tied naval battle between two Bots before it is a runaway."""


def _side_hits(game: Game, local: Mapping[str, Any], label: str) -> int:
    side = local["sides"][label]
    extra = beside_hits(game.state, local["where"], side["factions"], side["main"])
    return naval_hits(game, side["main"], local["where"], extra=extra)[1]


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23", "interpretation:EUPOP-BOT-73")
def _bots_at_sea(game: Game, bot: BotContext, local: dict[str, Any]) -> Went:
    """NB-2 (or NB-3X) with Bots leading both sides: each side scores its Bot's
    :func:`naval_hits` and what the realms beside it add, re-rolled while tied; the losing
    side's ships leave the zone."""
    label = local["label"]
    where = local["where"]
    for _ in range(TIED_ROLLS):
        mine, theirs = _side_hits(game, local, label), _side_hits(game, local, OTHER[label])
        if mine != theirs:
            break
    else:
        raise Runaway(f"{TIED_ROLLS} tied naval rolls of {bot.realm} and its enemy")
    won = mine > theirs
    losing = OTHER[label] if won else label
    lost = ships_leave(game, where, local["sides"][losing]["factions"])
    local["won"] = won
    local["lost"], local["taken"] = (0, lost) if won else (lost, 0)
    loser = str(local["sides"][losing]["main"])
    facts: dict[str, FactValue] = {"hits": mine, "enemy_hits": theirs, "loser": loser}
    return Done(facts, f"{mine} hits against {theirs}: {loser}'s side leaves")


@implements(NAVAL_BATTLES, "interpretation:EUPOP-BOT-73", "interpretation:EUPOP-BOT-74")
def ships_leave(game: Game, where: str, factions: list[str]) -> int:
    """Every ship of these realms in the sea zone leaves it (a Bot's token back to its
    supply, an NPR's to nowhere: NPR units are not drawn from a box); returns the ships."""
    state = game.state
    gone = 0
    for key, force in forces_of(state, where, factions):
        name = force["realm"]
        if is_bot(state, name):
            gone += remove_ship(game, name, key, NAVAL_RESOLUTION)
            continue
        for kind, count in sorted(force["units"].items()):
            gone += count
            remove_units(game, key, kind, count)
    return gone


# -- a Bot's ship going to battle ---------------------------------------------------------------
@implements(NAVAL_BATTLES, "eupop-bots:SHIP PLACEMENT", "interpretation:EUPOP-BOT-21")
def enemy_fleets(state: State, name: str, zone: str) -> dict[str, int]:
    """The realms at war with the Bot with ships in the zone (on its trade-protection slots
    too, which a battle brings off them) → their ships there."""
    seen = outlook(state, name)
    found: dict[str, int] = {}
    for force in forces_at(state, zone):
        count = sum(force["units"].get(kind, 0) for kind in SHIPS)
        if count and force["port"] is None and seen.hostile(force["realm"]):
            found[force["realm"]] = found.get(force["realm"], 0) + count
    for holder in world(state)["map"]["sea_zones"][zone]["trade_protection"]:
        if seen.hostile(holder):
            found[holder] = found.get(holder, 0) + 1
    return found


@implements(NAVAL_BATTLES, "eupop-bots:SHIP PLACEMENT", "interpretation:EUPOP-BOT-21")
def attack_at(game: Game, name: str, zone: str, rule: str) -> dict[str, Any]:
    """The Bot attacks the enemy ships in the zone — with its ship there, or one it places
    there (S 472: a ship placed in a hostile zone triggers a naval battle); the realm with
    most ships there defends, then A→Z. Returns the ``battle`` procedure's local."""
    fleets = enemy_fleets(game.state, name, zone)
    if not forces_of(game.state, zone, [name]):
        place_ship(game, name, zone, rule)
    defender = min(fleets, key=lambda other: (-fleets[other], other))
    return {"where": zone, "attacker": name, "defender": defender, "active": name}


# -- at sea in the main battle sequence -------------------------------------------------------
@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-73")
def bot_side_at_sea(state: State, sides: Mapping[str, SideData]) -> str | None:
    """The side a Bot leads in a naval battle the main sequence fights (attacker first)."""
    return bot_label(state, dict(sides))


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-73")
def naval_side_roll(game: Game, local: Mapping[str, Any], label: str) -> tuple[list[str], int]:
    """One side's roll in the single round of a naval battle a Bot leads: the Bot's side
    rolls by the Bot rules (one die fewer when a human leads the other side with an admiral
    or has played a battle action), the other side not at all."""
    sides = local["sides"]
    if label != local["bot_side"]:
        return [], 0
    side, other = sides[label], sides[OTHER[label]]
    state = game.state
    human = is_player(state, other["main"]) and not is_bot(state, other["main"])
    fewer = 1 if human and (other["leader"] is not None or other["actions"] > 0) else 0
    extra = beside_hits(state, local["where"], side["factions"], side["main"])
    return naval_hits(game, side["main"], local["where"], fewer, extra)


@implements(NAVAL_BATTLES, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-73")
def naval_outcome(game: Game, local: Mapping[str, Any]) -> bool:
    """After the Bot's roll: with a ship left on the other side the Bot's side loses — its
    ships leave, and a human leading the other side with an admiral or a battle action
    played captures a light ship. Returns whether the Bot's side won."""
    from hegemon.games.eupop.rules.battle.losses import capture

    state = game.state
    label, where = local["bot_side"], local["where"]
    other = local["sides"][OTHER[label]]
    if not strength(state, where, other["factions"]):
        return True
    ships_leave(game, where, local["sides"][label]["factions"])
    human = is_player(state, other["main"]) and not is_bot(state, other["main"])
    if human and (other["leader"] is not None or other["actions"] > 0):
        capture(game, where, other["main"], ["light_ship"], 1)
    return False


STAND_IN_SHIPS = 3
"""The NPR ships a Bot beside a human (or beside the Bot leading its side) counts as."""


@implements(NAVAL_BATTLES, PREPARATIONS, "interpretation:EUPOP-BOT-73")
def stand_in_ships(game: Game, sides: Mapping[str, SideData], where: str) -> list[str]:
    """A Bot on a side a human leads fights as 3 NPR ships of that side: its ship in the zone
    stands for them for the battle. Returns the Bots standing in."""
    state = game.state
    standing: list[str] = []
    for label in ("attacker", "defender"):
        side = sides[label]
        if is_bot(state, side["main"]):
            continue
        for name in side["factions"]:
            held = forces_of(state, where, [name]) if is_bot(state, name) else []
            if not held:
                continue
            held[0][1]["units"] = {LIGHT_SHIP: STAND_IN_SHIPS}
            for extra, _ in held[1:]:
                remove_ship(game, name, extra, NAVAL_BATTLES)
            standing.append(name)
            game.log("bot_stand_in", name, rule=NAVAL_BATTLES, where=where, ships=STAND_IN_SHIPS)
    return standing


@implements(NAVAL_BATTLES, "interpretation:EUPOP-BOT-73")
def stand_in_hit(game: Game, where: str, name: str) -> None:
    """A hit on the NPR ships a Bot stands in for: one sinks (none of them a ship of the
    Bot's supply; the last gone, the Bot's own token goes back to it)."""
    key, force = forces_of(game.state, where, [name])[0]
    force["units"][LIGHT_SHIP] -= 1
    if not force["units"][LIGHT_SHIP]:
        world(game.state)["forces"].pop(key)
        world(game.state)["supply"][name]["light_ships"] += 1  # the Bot's own token
    game.log("casualty", name, rule=NAVAL_BATTLES, force=key, unit=LIGHT_SHIP, result="destroyed")


@implements(NAVAL_BATTLES, "interpretation:EUPOP-BOT-73", "interpretation:EUPOP-BOT-74")
def stand_ins_back(game: Game, local: Mapping[str, Any], winner: str | None) -> None:
    """After the battle each Bot that stood in keeps its ship (one light ship again) if its
    side won, else its ship leaves."""
    state = game.state
    where = local["where"]
    for name in local.get("stand_ins", []):
        label = "attacker" if name in local["sides"]["attacker"]["factions"] else "defender"
        held = forces_of(state, where, [name])
        if winner != label:
            for key, _ in held:
                remove_ship(game, name, key, NAVAL_BATTLES)
            continue
        if held:
            held[0][1]["units"] = {LIGHT_SHIP: 1}
            continue
        place_again(game, name, where)


@implements(RESOLUTION, "eupop-aid:Maximum Army Capacity (MAC)", "interpretation:EUPOP-BOT-22")
def beaten_armies_leave(game: Game, local: Mapping[str, Any]) -> list[str]:
    """After a land battle of the main sequence, each Bot of either side whose army there
    has no upright unit left leaves the map, its laid-down units standing up on the mat,
    as LB-9 has it against NPRs and rebels (laid-down units never fight, S 442-446, 494).
    Returns the Bots withdrawn."""
    state = game.state
    gone: list[str] = []
    for label in ("attacker", "defender"):
        for name in local["sides"][label]["factions"]:
            if name == REBELS or not is_bot(state, name):
                continue
            army = world(state)["bots"][name]["army"]
            if army["area"] == local["where"] and upright(state, name) == 0:
                withdraw(game, name, RESOLUTION)
                gone.append(name)
    return gone


def place_again(game: Game, name: str, where: str) -> None:
    """The Bot's ship back in the zone after its stand-ins were all sunk on a winning side."""
    state = world(game.state)
    state["supply"][name]["light_ships"] = max(0, state["supply"][name]["light_ships"] - 1)
    number = state["next_force"]
    state["next_force"] = number + 1
    state["forces"][f"f{number:03d}"] = Force(
        realm=name, where=where, port=None, army=False, leader=None, units={LIGHT_SHIP: 1}
    )


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22", "eupop-bots:BOTS & IDEAS")
def bot_dice(state: State, name: str) -> int:
    """The infantry dice a Bot rolls each round against an Opponent: 5, one more with a
    military idea."""
    extra = 1 if world(state)["bots"][name]["ideas"]["military"] >= 1 else 0
    return BOT_DICE + extra


@implements(RESOLUTION, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-24")
@implements("interpretation:EUPOP-BOT-73")
def alongside_round(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-3X, NB-3X: a Bot leading NPRs (or other realms) on its side against NPRs or rebels
    fights the main rules' battle sequence as against an Opponent (on land its own dice, the
    NPRs beside it as the main rules have them, the casualties shared as among several
    realms of a side, S 500; at sea the single round of :func:`naval_side_roll`, the NPR
    ships beside it adding hits)."""
    local = _battle(bot.state)
    local["opponent"] = True
    beside = [name for name in local["sides"][local["label"]]["factions"] if name != bot.realm]
    return Done({"beside": beside}, "the battle sequence of the main rules, Bot dice fixed")


def _roll(game: Game, bot: BotContext, kind: str, count: int, rule: str) -> list[str]:
    values = game.roll_dice(
        count, f"{kind} battle dice of the NPRs or rebels against the Bot {bot.realm}", rule=rule
    )
    die = bot.content.dice.battle_dice["infantry" if kind == "infantry" else "artillery"]
    return [die[value - 1] for value in values]


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22")
def npr_or_rebel_roll(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-4: an infantry die for each NPR or rebel unit; each infantry or second-infantry
    face is a casualty of the Bot's upright units."""
    local = _battle(bot.state)
    local["before"] = upright(bot.state, bot.realm)
    dice = strength(bot.state, local["where"], _enemies(local))
    faces = _roll(game, bot, "infantry", dice, RESOLUTION)
    hits = sum(1 for face in faces if face in CASUALTY_FACES)
    game.log("battle_roll", None, rule=RESOLUTION, dice="infantry", faces=faces, hits=hits)
    local["lost"] = lose_units(game, bot.realm, hits, RESOLUTION)
    facts: dict[str, FactValue] = {"dice": dice, "hits": hits, "lost": local["lost"]}
    return Done(facts, f"{dice} dice, {hits} casualties")


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22")
def bot_units_left(bot: BotContext) -> Answer:
    """LB-5: the Bot's army has upright units left."""
    left = upright(bot.state, bot.realm)
    because = f"{left} units left" if left else "no unit left"
    return Answer(left > 0, {"left": left}, because)


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22")
def enemies_removed(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-6: the Bot wins; the NPR and rebel units there are removed."""
    local = _battle(bot.state)
    where, enemies = local["where"], _enemies(local)
    gone = strength(bot.state, where, enemies)
    if REBELS in enemies and rebels_in(bot.state, where):
        set_rebels(bot.state, where, 0)
        game.log("bot_rebels_removed", bot.realm, rule=RESOLUTION, area=where, count=gone)
    clear_nprs(game, where, False)
    local["won"], local["taken"] = True, gone
    return Done({"removed": gone}, f"the Bot wins: {gone} enemy units removed")


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22")
def against_rebels(bot: BotContext) -> Answer:
    """LB-7: the Bot lost to rebels."""
    rebels = REBELS in _enemies(_battle(bot.state))
    return Answer(rebels, {}, "against rebels" if rebels else "against NPRs")


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22")
def rebels_reduced(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-8: rebels equal to half the Bot's army before the battle, rounded up, go."""
    local = _battle(bot.state)
    where = local["where"]
    there = rebels_in(bot.state, where)
    taken = min(there, half_up(int(local["before"])))
    set_rebels(bot.state, where, there - taken)
    game.log("bot_rebels_removed", bot.realm, rule=RESOLUTION, area=where, count=taken)
    local["taken"] = taken
    return Done({"removed": taken}, f"{taken} rebels removed")


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22", "interpretation:EUPOP-BOT-65")
def army_defeated(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-9: the Bot loses; its army leaves the map, laid-down units standing up on the
    mat."""
    local = _battle(bot.state)
    local["won"] = False
    local.setdefault("taken", 0)
    if bot.mat["army_force"] is not None:
        withdraw(game, bot.realm, RESOLUTION)
    return Done({"units": bot.mat["army"]["units"]}, "the Bot loses: its army leaves the map")


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
def npr_naval_roll(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NB-4: an artillery die for each NPR ship; the artillery faces are its hits."""
    local = _battle(bot.state)
    ships = strength(bot.state, local["where"], _enemies(local))
    faces = _roll(game, bot, "artillery", ships, NAVAL_RESOLUTION)
    hits = faces.count("artillery")
    game.log("battle_roll", None, rule=NAVAL_RESOLUTION, dice="artillery", faces=faces, hits=hits)
    local["hits"], local["ships"] = hits, ships
    return Done({"dice": ships, "hits": hits}, f"{ships} dice, {hits} artillery faces")


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
def npr_hits_enough(bot: BotContext) -> Answer:
    """NB-5: the NPR ships rolled at least 2 artillery faces more than the Bot's own ports
    facing the zone."""
    local = _battle(bot.state)
    ports = ports_facing(bot.state, bot.content.geography, bot.realm, local["where"])
    hits = int(local["hits"])
    facts: dict[str, FactValue] = {"hits": hits, "ports": ports}
    enough = hits >= LOSING_HITS + ports
    return Answer(enough, facts, f"{hits} hits against {LOSING_HITS + ports} needed")


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
def ship_sunk(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NB-6: the Bot loses; its ship leaves the zone."""
    local = _battle(bot.state)
    lost = ships_leave(game, local["where"], [bot.realm])
    local["won"], local["lost"], local["taken"] = False, lost, 0
    return Done({"lost": lost}, "the Bot's ship is gone")


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
def ship_stays(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NB-7: the Bot wins; its ship stays and the NPR ships leave."""
    local = _battle(bot.state)
    local["won"], local["lost"], local["taken"] = True, 0, local["ships"]
    clear_nprs(game, local["where"], False)
    return Done({"removed": local["ships"]}, "the Bot's ship stays")


FACTS: dict[str, Fact] = {
    "against_opponent": against_opponent,
    "beside_others": beside_others,
    "bot_units_left": bot_units_left,
    "against_rebels": against_rebels,
    "npr_hits_enough": npr_hits_enough,
}
STEPS: dict[str, Step] = {
    "opponent_round": opponent_round,
    "alongside_round": alongside_round,
    "npr_or_rebel_roll": npr_or_rebel_roll,
    "enemies_removed": enemies_removed,
    "rebels_reduced": rebels_reduced,
    "army_defeated": army_defeated,
    "npr_naval_roll": npr_naval_roll,
    "ship_sunk": ship_sunk,
    "ship_stays": ship_stays,
}


# -- the procedures ------------------------------------------------------------------------------
class BotLandBattle(Procedure):
    """A land battle with a Bot's army as attacker or main defender: the ``land_battle``
    chart."""

    name = NAME
    kind = "land"
    chart = "land_battle"
    section = RESOLUTION

    @step
    @implements(LAND_BATTLES, NAVAL_BATTLES, "interpretation:EUPOP-BOT-63")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        sides: dict[str, SideData] = local["sides"]
        label = bot_label(state, sides)
        assert label is not None
        bot = sides[label]["main"]
        local.update(label=label, kind=self.kind, lost=0, taken=0, won=False)
        if self.kind == "land" and local.get("npr_to_rebels") and label == "defender":
            face_invasion(game, bot, local["where"])
        game.call(
            "bot_chart",
            then="resolved",
            realm=bot,
            chart=self.chart,
            turn=world(state)["round"]["bot_turns"],
        )

    @step
    @implements(LAND_BATTLES, NAVAL_BATTLES, "interpretation:EUPOP-BOT-22")
    def resolved(self, game: Game, local: Local) -> None:
        """The chart has resolved the battle: what NPR units are left leave (as rebels
        after an invasion), the reward, the result."""
        state = game.state
        sides: dict[str, SideData] = local["sides"]
        label, where = local["label"], local["where"]
        bot = sides[label]["main"]
        if local.get("opponent"):
            game.end(OPPONENT)  # the battle sequence of the main rules goes on
            return
        won = bool(local["won"])
        clear_nprs(game, where, bool(local.get("npr_to_rebels")))
        turn = world(state)["round"]["bot_turns"]
        reward = won and local.get("active") == bot and won_battle_bp(game, bot, turn) > 0
        result: dict[str, Any] = {
            "winner": label if won else OTHER[label],
            "attacker": sides["attacker"]["main"],
            "defender": sides["defender"]["main"],
            "losses": {label: int(local["lost"]), OTHER[label]: int(local["taken"])},
            "rounds": 1,
            "reward": reward,
        }
        game.log("battle_won", None, rule=self.section, where=where, **result)
        game.end(result)


class BotNavalBattle(BotLandBattle):
    """A naval battle with a Bot's ship as attacker or main defender: the ``naval_battle``
    chart."""

    name = NAVAL_NAME
    kind = "naval"
    chart = "naval_battle"
    section = NAVAL_RESOLUTION


@implements(INVADED, "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-50")
def face_invasion(game: Game, bot: str, where: str) -> None:
    """An NPR invades the Bot: its army appears in the area invaded (its MAC checked), and
    the Bot counts as invaded this phase."""
    mat = world(game.state)["bots"][bot]
    if mat["army"]["units"] and mat["army"]["area"] != where:
        place_army(game, bot, where, INVADED)
    invaded = world(game.state)["round"]["bot_invaded"]
    if bot not in invaded:
        invaded.append(bot)
