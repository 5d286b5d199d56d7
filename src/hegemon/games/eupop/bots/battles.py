"""Land battles fought by a Bot's army (eupop-bots LAND BATTLES, LAND BATTLE RESOLUTION;
decision 0108 §2.11; interpretation:EUPOP-BOT-22, EUPOP-BOT-63).

The procedure ``battle`` (rules/battle/procedure.py) forms the sides as for any battle
(NPR defenders placed, rules/battle/prepare.py) and hands a battle whose attacker or main
defender is a Bot to :class:`BotLandBattle` (``bot_land_battle``). Built here: a Bot alone
against NPRs or rebels — the NPR or rebel side rolls one infantry die per unit, each
infantry or second-infantry face is a casualty of the Bot's upright units; the Bot wins
with units left, the NPR or rebel units then leave; a Bot losing to rebels removes rebels
equal to half its army before the battle, rounded up. The first battle a Bot wins as the
active realm in a Bot turn gives it 1 Bot Power (``BotMat.won_battle_turn``).

A Bot against an Opponent (a player realm), a Bot beside other realms, and naval battles
stop with RuleNotBuilt in rules/battle/prepare.py before they come here: the Opponent and
"alongside" parts are built apart (decision 0108 WP4b) and extend :func:`resolution`.

Local when called: ``where``, ``sides`` (the battle's sides), ``active`` (the active
realm), ``npr_to_rebels`` (NPR units left stay as rebels: an NPR invasion). Ends with the
battle's result (rules/battle/procedure.py's shape, one round).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import lose_units, place_army, upright, withdraw
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.retreat import clear_nprs
from hegemon.games.eupop.rules.battle.sides import SideData, forces_of, is_player, strength
from hegemon.games.eupop.rules.economy.treasury import half_up, remove_units
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import REBELS, port_active, realm, world

LAND_BATTLES = "eupop-bots:LAND BATTLES"
RESOLUTION = "eupop-bots:LAND BATTLE RESOLUTION"
NAVAL_BATTLES = "eupop-bots:NAVAL BATTLES"
NAVAL_RESOLUTION = "eupop-bots:NAVAL BATTLE RESOLUTION"
NAVAL_NAME = "bot_naval_battle"
LOSING_HITS = 2
"""Artillery faces an NPR fleet needs, beyond the Bot's ports facing the zone, to beat a
Bot's ship (eupop-bots NAVAL BATTLES)."""
INVADED = "eupop-bots:PEACE & REBELS PHASE"
NAME = "bot_land_battle"
CASUALTY_FACES = ("infantry", "second_infantry")
"""The NPR and rebel dice faces that are casualties of the Bot (interpretation:EUPOP-BOT-22)."""
WON_BATTLE_BP = 1
OTHER = {"attacker": "defender", "defender": "attacker"}


def is_bot(state: State, name: str) -> bool:
    return name != REBELS and is_player(state, name) and realm(state, name)["player"] == "bot"


@implements(LAND_BATTLES, "interpretation:EUPOP-BOT-63")
def bot_label(state: State, sides: dict[str, SideData]) -> str | None:
    """The side a Bot leads (attacker first), or None: the Bot battle resolution fights it."""
    return next(
        (label for label in ("attacker", "defender") if is_bot(state, sides[label]["main"])), None
    )


@implements(LAND_BATTLES, RESOLUTION, "interpretation:EUPOP-BOT-63")
def resolution(state: State, sides: dict[str, SideData], naval: bool) -> str:
    """Which Bot resolution fights the battle: ``npr_or_rebels`` (built here); a naval
    battle, an Opponent on the other side or other realms beside the Bot raise
    RuleNotBuilt naming the rule."""
    label = bot_label(state, sides)
    assert label is not None
    bot = sides[label]["main"]
    rule = NAVAL_RESOLUTION if naval else RESOLUTION
    enemies = sides[OTHER[label]]["factions"]
    if any(name != REBELS and is_player(state, name) for name in enemies):
        raise RuleNotBuilt(rule, f"{bot} fights an Opponent as a Bot (decision 0108 WP4b)")
    if len(sides[label]["factions"]) > 1:
        raise RuleNotBuilt(rule, f"{bot} fights beside other realms as a Bot (decision 0108 WP4b)")
    return "npr_at_sea" if naval else "npr_or_rebels"


@implements(LAND_BATTLES, "interpretation:EUPOP-BOT-22")
def won_battle_bp(game: Game, name: str, turn: int) -> int:
    """1 Bot Power for the first battle the Bot wins as the active realm in Bot turn
    ``turn``; 0 when it had it this turn already."""
    mat = world(game.state)["bots"][name]
    if turn <= 0 or mat["won_battle_turn"] == turn:
        return 0
    mat["won_battle_turn"] = turn
    return gain_bp(game, name, WON_BATTLE_BP, LAND_BATTLES, "first battle won this turn")


class BotLandBattle(Procedure):
    """A land battle with a Bot's army as attacker or main defender."""

    name = NAME

    @step
    @implements(LAND_BATTLES, RESOLUTION, "interpretation:EUPOP-BOT-22")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        sides: dict[str, SideData] = local["sides"]
        where = local["where"]
        label = bot_label(state, sides)
        assert label is not None
        resolution(state, sides, where in content_of(game).geography.sea_zones)
        bot, enemies = sides[label]["main"], sides[OTHER[label]]["factions"]
        if local.get("npr_to_rebels") and label == "defender":
            self._face_invasion(game, bot, where)
        before = upright(state, bot)
        dice = strength(state, where, enemies)
        thrower = sides[OTHER[label]]["main"]
        values = game.roll_dice(
            dice, f"infantry battle dice of {thrower} against the Bot {bot}", rule=RESOLUTION
        )
        die = content_of(game).dice.battle_dice["infantry"]
        faces = [die[value - 1] for value in values]
        hits = sum(1 for face in faces if face in CASUALTY_FACES)
        game.log("battle_roll", None, rule=RESOLUTION, dice="infantry", faces=faces, hits=hits)
        lost = lose_units(game, bot, hits, RESOLUTION)
        won = upright(state, bot) > 0
        if won:
            taken = self._enemies_leave(game, where, bot, enemies)
        else:
            taken = self._bot_loses(game, where, bot, before, enemies)
        clear_nprs(game, where, bool(local.get("npr_to_rebels")))
        turn = world(state)["round"]["bot_turns"]
        reward = won and local.get("active") == bot and won_battle_bp(game, bot, turn) > 0
        winner = label if won else OTHER[label]
        result: dict[str, Any] = {
            "winner": winner,
            "attacker": sides["attacker"]["main"],
            "defender": sides["defender"]["main"],
            "losses": {label: lost, OTHER[label]: taken},
            "rounds": 1,
            "reward": reward,
        }
        game.log("battle_won", None, rule=RESOLUTION, where=where, **result)
        game.end(result)

    @staticmethod
    @implements(INVADED, "eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-50")
    def _face_invasion(game: Game, bot: str, where: str) -> None:
        """An NPR invades the Bot: its army appears in the area invaded (its MAC checked),
        and the Bot counts as invaded this phase."""
        mat = world(game.state)["bots"][bot]
        if mat["army"]["units"] and mat["army"]["area"] != where:
            place_army(game, bot, where, INVADED)
        invaded = world(game.state)["round"]["bot_invaded"]
        if bot not in invaded:
            invaded.append(bot)

    @staticmethod
    def _enemies_leave(game: Game, where: str, bot: str, enemies: list[str]) -> int:
        """The Bot won: the NPR and rebel units there are removed; how many."""
        state = game.state
        gone = strength(state, where, enemies)
        if REBELS in enemies and rebels_in(state, where):
            set_rebels(state, where, 0)
            game.log("bot_rebels_removed", bot, rule=RESOLUTION, area=where, count=gone)
        clear_nprs(game, where, False)
        return gone

    @staticmethod
    @implements(RESOLUTION, "interpretation:EUPOP-BOT-22", "interpretation:EUPOP-BOT-65")
    def _bot_loses(game: Game, where: str, bot: str, before: int, enemies: list[str]) -> int:
        """The Bot lost: against rebels, half its army before the battle (rounded up) in
        rebels go; its army leaves the map, any laid-down units standing up on the mat."""
        state = game.state
        taken = 0
        if REBELS in enemies:
            there = rebels_in(state, where)
            taken = min(there, half_up(before))
            set_rebels(state, where, there - taken)
            game.log("bot_rebels_removed", bot, rule=RESOLUTION, area=where, count=taken)
        if world(state)["bots"][bot]["army_force"] is not None:
            withdraw(game, bot, RESOLUTION)
        return taken


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


class BotNavalBattle(Procedure):
    """A naval battle with a Bot's ship as attacker or main defender (eupop-bots NAVAL
    BATTLES; interpretation:EUPOP-BOT-23). Built: a Bot alone against NPR ships — they roll
    one artillery die each; with at least 2 artillery faces more than the Bot's ports
    facing the zone the Bot loses and its ship goes, else it wins and keeps it (the NPR
    ships leave as after any battle). Local and result as :class:`BotLandBattle`'s."""

    name = NAVAL_NAME

    @step
    @implements(NAVAL_BATTLES, NAVAL_RESOLUTION, "interpretation:EUPOP-BOT-23")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        geography = content_of(game).geography
        sides: dict[str, SideData] = local["sides"]
        where = local["where"]
        label = bot_label(state, sides)
        assert label is not None
        resolution(state, sides, True)
        bot, enemies = sides[label]["main"], sides[OTHER[label]]["factions"]
        ships = strength(state, where, enemies)
        ports = ports_facing(state, geography, bot, where)
        values = game.roll_dice(
            ships,
            f"artillery battle dice of the NPR ships against the Bot {bot}",
            rule=NAVAL_RESOLUTION,
        )
        die = content_of(game).dice.battle_dice["artillery"]
        faces = [die[value - 1] for value in values]
        hits = faces.count("artillery")
        game.log(
            "battle_roll", None, rule=NAVAL_RESOLUTION, dice="artillery", faces=faces, hits=hits
        )
        won = hits < LOSING_HITS + ports
        lost = {label: 0, OTHER[label]: 0}
        if won:
            lost[OTHER[label]] = ships
        else:
            for key, force in forces_of(state, where, [bot]):
                for kind, count in sorted(force["units"].items()):
                    lost[label] += count
                    remove_units(game, key, kind, count)
        clear_nprs(game, where, False)
        turn = world(state)["round"]["bot_turns"]
        reward = won and local.get("active") == bot and won_battle_bp(game, bot, turn) > 0
        result: dict[str, Any] = {
            "winner": label if won else OTHER[label],
            "attacker": sides["attacker"]["main"],
            "defender": sides["defender"]["main"],
            "losses": lost,
            "rounds": 1,
            "reward": reward,
        }
        game.log("battle_won", None, rule=NAVAL_RESOLUTION, where=where, **result)
        game.end(result)
