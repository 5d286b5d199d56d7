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

Against an Opponent (stopped before, in rules/battle/prepare.py) and beside other realms
the charts' nodes LB-2/NB-2 and LB-3X/NB-3X raise RuleNotBuilt: those branches are built
apart (decision 0108 WP4b), as steps of these charts.

Local when called: ``where``, ``sides`` (the battle's sides), ``active`` (the active
realm), ``npr_to_rebels`` (NPR units left stay as rebels: an NPR invasion).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, Runaway, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import lose_units, place_army, upright, withdraw
from hegemon.games.eupop.bots.facts import Answer, BotContext, Done, Fact, FactValue, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.retreat import clear_nprs
from hegemon.games.eupop.rules.battle.sides import SideData, forces_of, is_player, strength
from hegemon.games.eupop.rules.economy.treasury import half_up, remove_units
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    forces_at,
    port_active,
    realm,
    unit_count,
    world,
)

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
@implements("interpretation:EUPOP-BOT-22")
def opponent_round(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-2: against an Opponent the main rules' battle sequence is fought (the battle
    procedure takes it back: this resolution ends with :data:`OPPONENT`), the Bot's side
    answering by the Bot rules — no leader, battle card or retreat, :func:`bot_dice` dice,
    every unit infantry, casualties from its upright units. NB-2, the naval battle against
    an Opponent, is not built yet."""
    local = _battle(bot.state)
    if local["kind"] != "land":
        return _bot_against_bot_at_sea(game, bot, local)
    local["opponent"] = True
    enemies = _enemies(local)
    return Done({"enemies": enemies}, "the battle sequence of the main rules, Bot dice fixed")


@implements(NAVAL_RESOLUTION, "eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-23")
def naval_hits(game: Game, name: str, zone: str) -> int:
    """A Bot's hits in a naval battle against an Opponent: an artillery die, one more for
    each of its ships in the sea zones next to the battle's and one with a diplomatic idea,
    each artillery face a hit; and a hit for every 2 of its ports facing the zone."""
    state = game.state
    geography = content_of(game).geography
    near = sum(
        1
        for other in geography.sea_zones[zone].neighbours
        if any(force["realm"] == name and unit_count(force) for force in forces_at(state, other))
    )
    ideas = 1 if world(state)["bots"][name]["ideas"]["diplomatic"] >= 1 else 0
    count = 1 + near + ideas
    values = game.roll_dice(
        count, f"artillery dice of the Bot {name}", seat=name, rule=NAVAL_RESOLUTION
    )
    die = content_of(game).dice.battle_dice["artillery"]
    faces = [die[value - 1] for value in values]
    hits = faces.count("artillery") + ports_facing(state, geography, name, zone) // 2
    game.log("battle_roll", name, rule=NAVAL_RESOLUTION, dice="artillery", faces=faces, hits=hits)
    return hits


TIED_ROLLS = 100
"""Re-rolls of a tied naval battle between two Bots before it is a runaway."""


@implements(NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
def _bot_against_bot_at_sea(game: Game, bot: BotContext, local: dict[str, Any]) -> Went:
    """NB-2 between two Bots alone: each scores its :func:`naval_hits`, re-rolled while
    tied; the loser's ship leaves the zone. Against a human (or beside other realms) not
    built yet."""
    sides = local["sides"]
    other = sides[OTHER[local["label"]]]["main"]
    alone = all(len(sides[label]["factions"]) == 1 for label in ("attacker", "defender"))
    if not is_bot(bot.state, other) or not alone:
        raise RuleNotBuilt(_section(local), f"{bot.realm} fights an Opponent at sea as a Bot")
    where = local["where"]
    for _ in range(TIED_ROLLS):
        mine, theirs = naval_hits(game, bot.realm, where), naval_hits(game, other, where)
        if mine != theirs:
            break
    else:
        raise Runaway(f"{TIED_ROLLS} tied naval rolls of {bot.realm} and {other}")
    loser = other if mine > theirs else bot.realm
    lost = 0
    for key, force in forces_of(bot.state, where, [loser]):
        for kind, count in sorted(force["units"].items()):
            lost += count
            remove_units(game, key, kind, count)
    won = loser == other
    local["won"] = won
    local["lost"], local["taken"] = (0, lost) if won else (lost, 0)
    facts: dict[str, FactValue] = {"hits": mine, "enemy_hits": theirs, "loser": loser}
    return Done(facts, f"{mine} hits against {theirs}: {loser}'s ship leaves")


@implements(RESOLUTION, "interpretation:EUPOP-BOT-22", "eupop-bots:BOTS & IDEAS")
def bot_dice(state: State, name: str) -> int:
    """The infantry dice a Bot rolls each round against an Opponent: 5, one more with a
    military idea."""
    extra = 1 if world(state)["bots"][name]["ideas"]["military"] >= 1 else 0
    return BOT_DICE + extra


@implements(RESOLUTION, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-24")
def alongside_round(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """LB-3X: a Bot leading NPRs (or other realms) on its side against NPRs or rebels
    fights the main rules' battle sequence as against an Opponent (its own dice, the NPRs
    beside it as the main rules have them, the casualties shared as among several realms of
    a side, S 500). NB-3X, at sea, is not built yet."""
    local = _battle(bot.state)
    if local["kind"] != "land":
        raise RuleNotBuilt(_section(local), f"{bot.realm} fights beside other realms as a Bot")
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
    lost = 0
    for key, force in forces_of(bot.state, local["where"], [bot.realm]):
        for kind, count in sorted(force["units"].items()):
            lost += count
            remove_units(game, key, kind, count)
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
