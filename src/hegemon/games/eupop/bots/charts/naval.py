"""The NAVAL action chart (eupop-bots NAVAL ACTION; decision 0108 §2.13): the facts its
questions read and the steps of its action nodes. The chart itself is data, ``naval`` in
the pack's ``bot_charts.yaml`` (nodes NAV-1..NAV-7; interpretation:EUPOP-BOT-32).

A Bot comes here with Bot cards 9 and 10, with card 11 at war, and from EXPLORE without
Quest for the New World. At war, with an enemy ship in a sea zone where it may place one
(next to its ports or ships), it puts the action's ship there and fights (a naval battle,
bots/battles.py) and goes on to trade; else it places the ship next to the trade node
worth most to it (one ship an action, S 472; interpretation:EUPOP-BOT-32). It trades
(bots/trade.py: its own trade and the other Bots' passive income), gains prestige for a
trade where it owns a key province (footnote 3, standing for the trade missions), and goes
exploring when it has the Quest and a colonist. Distant sea zones are open to it only with
Quest for the New World (footnote 1); the pirates cut its income (footnote 2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.army import place_ship
from hegemon.games.eupop.bots.battles import attack_at
from hegemon.games.eupop.bots.charts.colonize import has_quest
from hegemon.games.eupop.bots.choice import at_war, sea_zones
from hegemon.games.eupop.bots.facts import (
    Answer,
    BotContext,
    Call,
    Cannot,
    Done,
    Fact,
    FactValue,
    Step,
)
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.trade import bot_income, bot_trade
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import SHIPS, is_own, world
from hegemon.games.eupop.world.naval import bot_ship_zones

NAVAL = "eupop-bots:NAVAL ACTION"
NAVAL_BATTLES = "eupop-bots:NAVAL BATTLES"
TRADED = "naval.traded"
"""The memo's key for the node NAV-4 traded in, which NAV-6 reads in the same stretch."""
TRADE_PRESTIGE = 1
"""Prestige for a trade in a node where the Bot owns a key province (EUPOP-BOT-32)."""


@implements(NAVAL, "interpretation:EUPOP-BOT-32")
def open_zones(bot: BotContext) -> list[str]:
    """The sea zones where the Bot may place a ship (next to its ports or ships, none of its
    own there), distant ones only with Quest for the New World (footnote 1), A→Z."""
    kept: list[str] | None = bot.memo.get("naval.zones")
    if kept is None:
        geography = bot.content.geography
        quest = has_quest(bot)
        kept = bot.memo["naval.zones"] = sea_zones(
            zone
            for zone in bot_ship_zones(bot.state, geography, bot.realm)
            if quest or not geography.sea_zones[zone].distant
        )
    return kept


def enemy_ships(bot: BotContext) -> dict[str, list[str]]:
    """Open zone → the realms at war with the Bot with ships there (on its trade-protection
    slots too, which a battle brings off them): one pass over the forces."""
    zones = set(open_zones(bot))
    seen = outlook(bot.state, bot.realm)
    found: dict[str, set[str]] = {}
    for force in world(bot.state)["forces"].values():
        if force["where"] not in zones or force["port"] is not None:
            continue
        if seen.hostile(force["realm"]) and any(force["units"].get(kind) for kind in SHIPS):
            found.setdefault(force["where"], set()).add(force["realm"])
    for zone in sorted(zones):
        for holder in world(bot.state)["map"]["sea_zones"][zone]["trade_protection"]:
            if seen.hostile(holder):
                found.setdefault(zone, set()).add(holder)
    return {zone: sorted(realms) for zone, realms in found.items()}


@implements(NAVAL, "interpretation:EUPOP-BOT-32")
def enemy_ships_near(bot: BotContext) -> Answer:
    """NAV-1: at war (the choice process), with an enemy ship in a sea zone where the Bot
    may place one."""
    war = at_war(bot.state, bot.realm)
    facts: dict[str, FactValue] = {"at_war": int(war)}
    if not war:
        return Answer(False, facts, "not at war")
    near = sorted(enemy_ships(bot))
    facts["zones"] = near
    if not near:
        return Answer(False, facts, "no enemy ship next to a Bot port or ship")
    return Answer(True, facts, f"enemy ships in {near[0]}")


@implements(NAVAL, NAVAL_BATTLES, "eupop-bots:SHIP PLACEMENT", "interpretation:EUPOP-BOT-32")
def attack_at_sea(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NAV-2: the action's ship goes to the first zone (A→Z) holding enemy ships and
    attacks them (a naval battle; bots/battles.py). It is the action's one ship (S 472): the
    chart goes on to trade (NAV-4), placing no second ship."""
    hostile = enemy_ships(bot)
    zone = min(hostile)
    local = attack_at(game, bot.realm, zone, NAVAL)
    bot.memo.pop("naval.zones", None)
    return Call("battle", local, f"attacks {local['defender']}'s ships in {zone}")


def _node_of(bot: BotContext, zone: str) -> str | None:
    """The trade node a sea zone belongs to (a maritime node's zone), if any."""
    for name, info in bot.content.geography.trade_nodes.items():
        if info.kind == "maritime" and zone in info.sea_zones:
            return name
    return None


@implements(NAVAL, "eupop-bots:SHIP PLACEMENT", "eupop-aid:Concepts & Terms")
@implements("interpretation:EUPOP-BOT-32")
def place_trade_ship(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NAV-3: a light ship in an open zone not Hostile to it (no enemy ship, no active port
    of an enemy NPR: world/hostility.py sea_zone_status) next to the trade node of
    highest value — the Bot's income there, then the node's best row — then A→Z; a zone of
    no node comes last. No such zone: no ship (cannot)."""
    hostile = enemy_ships(bot)
    state, geography = bot.state, bot.content.geography
    seen = outlook(state, bot.realm)
    ranked: list[tuple[int, int, str, str]] = []
    for zone in open_zones(bot):
        if zone in hostile or sea_zone_status(state, geography, seen, zone) == "hostile":
            continue  # an enemy NPR's active port too: no ship lands there without a battle
        node = _node_of(bot, zone)
        if node is None:
            ranked.append((-1, 0, zone, "none"))
            continue
        income = bot_income(state, geography, bot.realm, node)
        best_row = geography.trade_nodes[node].rows[0][0]
        ranked.append((-1 if income is None else income, best_row, zone, node))
    if not ranked:
        return Cannot("no sea zone open to a Bot ship")
    _, _, zone, node = min(ranked, key=lambda entry: (-entry[0], -entry[1], entry[2]))
    force = place_ship(game, bot.realm, zone, NAVAL)
    bot.memo.pop("naval.zones", None)
    facts: dict[str, FactValue] = {"zone": zone, "node": node, "force": force}
    return Done(facts, f"a light ship placed in {zone}, next to {node}")


@implements(NAVAL, "eupop-bots:BOTS TRADING", "interpretation:EUPOP-BOT-31")
def trade_at_node(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NAV-4: the Bot trades (bots/trade.py ``bot_trade``) in the node of its highest
    income; the other Bots eligible there collect passively. No node open: cannot."""
    done = bot_trade(game, bot.content.geography, bot.realm)
    if done is None:
        return Cannot("no trade node open to the Bot")
    node, gained, others = done
    bot.memo[TRADED] = node
    facts: dict[str, FactValue] = {"node": node, "bp": gained, "passive": sorted(others)}
    return Done(facts, f"trades in {node} for {gained} Bot Power")


@implements(NAVAL, "interpretation:EUPOP-BOT-32")
def missions_in_play(bot: BotContext) -> Answer:
    """NAV-5 (footnote 3): whether missions are in play for the human players — always in
    hegemon, which has no game without them."""
    return Answer(True, {}, "missions are in play")


@implements(NAVAL, "interpretation:EUPOP-BOT-32")
def trade_prestige(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """NAV-6: 1 prestige when the node the Bot traded in holds a key province it owns
    (standing for the trade missions); none otherwise (cannot)."""
    node = bot.memo.get(TRADED)
    if not isinstance(node, str):
        return Cannot("the Bot did not trade")
    keys = [
        key
        for key in bot.content.geography.trade_nodes[node].key_provinces
        if is_own(bot.state, key, bot.realm)
    ]
    if not keys:
        return Cannot(f"no key province of {node} is the Bot's", {"node": node})
    gained = score_prestige(game, bot.realm, TRADE_PRESTIGE, NAVAL, f"trade in {node}")
    return Done({"node": node, "keys": keys, "prestige": gained}, f"{gained} prestige")


@implements(NAVAL, "interpretation:EUPOP-BOT-32", "interpretation:EUPOP-BOT-41")
def explore_ready(bot: BotContext) -> Answer:
    """NAV-7: Quest for the New World and a colonist on the Bot mat: the Bot explores."""
    quest, colonists = has_quest(bot), bot.mat["colonists"]
    facts: dict[str, FactValue] = {"quest": int(quest), "colonists": colonists}
    if not quest:
        return Answer(False, facts, "no Quest for the New World")
    if colonists <= 0:
        return Answer(False, facts, "no colonist on the Bot mat")
    return Answer(True, facts, "Quest for the New World and a colonist: explore")


FACTS: dict[str, Fact] = {
    "enemy_ships_near": enemy_ships_near,
    "missions_in_play": missions_in_play,
    "explore_ready": explore_ready,
}
STEPS: dict[str, Step] = {
    "attack_at_sea": attack_at_sea,
    "place_trade_ship": place_trade_ship,
    "trade_at_node": trade_at_node,
    "trade_prestige": trade_prestige,
}
