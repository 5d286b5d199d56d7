"""Bot trade (eupop-bots BOT TRADE, BOTS TRADING, HUMANS TRADING; aid Bot Trade (p. 4);
decision 0108 §2.13; interpretation:EUPOP-BOT-31).

A Bot has one merchant, never exhausted, a marker of where it last collected trade income
(pirates read it as any merchant). A Bot collects Bot Power, not ducats, and takes no row:

- in a maritime node, 2 on the main map and 3 in a distant node, 1 less per pirate there;
- in an inland node, 2 when it owns a province in the node's area or an area next to it;
- only in a node eligible for it (connected to its capital area, ``rules/trade/power.py``);
- 1 less when a human trades there holding Mercantilism and 3 or more trade power from
  key provinces of the node (a human's trade only).

A Bot trades by its NAVAL action (:func:`bot_trade`): the eligible primary node of its
highest income, A→Z among equals. When a realm trades in a node — a human by the Trade
action, a Bot by NAVAL — every other Bot for which the node is eligible collects passively
there (:func:`passive_income`). A Bot that collects moves its merchant to the node.
"""

from __future__ import annotations

from collections.abc import Mapping

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.rules.trade.power import eligible_nodes
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import is_own, world

BOT_TRADE = "eupop-bots:BOT TRADE"
BOTS_TRADING = "eupop-bots:BOTS TRADING"
HUMANS_TRADING = "eupop-bots:HUMANS TRADING"
AID = "eupop-aid:Bot Trade (p. 4)"
MAIN_MAP = 2
"""Bot Power from a maritime node of the main map."""
DISTANT = 3
"""Bot Power from a distant maritime node."""
INLAND = 2
"""Bot Power from an inland node next to a Bot province."""
MERCANTILISM = "mercantilism"
MERCANTILISM_KEY_POWER = 3
"""Trade power from key provinces a trading human with Mercantilism needs to cut a Bot's
income by 1."""


@implements(BOT_TRADE, AID, "interpretation:EUPOP-BOT-31")
def inland_neighbour(state: State, geography: Geography, bot: str, node: str) -> bool:
    """Whether the Bot owns a province in the inland node's area or an area next to it."""
    area = geography.trade_nodes[node].area
    if area is None:
        return False
    near = {area, *geography.areas[area].adjacent}
    return any(geography.provinces[key].area in near for key in world(state)["owned"].get(bot, []))


@implements(HUMANS_TRADING, AID, "interpretation:EUPOP-BOT-31")
def mercantilism_cut(state: State, geography: Geography, trader: str | None, node: str) -> int:
    """1 when ``trader`` is a human with Mercantilism and 3 or more trade power from the
    node's key provinces it owns (each 1 and its "+"), else 0."""
    if trader is None:
        return 0
    mat = world(state)["players"].get(trader)
    if mat is None or MERCANTILISM not in mat["ideas"]:
        return 0
    info = geography.trade_nodes[node]
    if info.secondary_of is not None:  # key provinces count for primary nodes only
        return 0
    power = sum(
        1 + geography.provinces[key].key_plus
        for key in info.key_provinces
        if is_own(state, key, trader)
    )
    return 1 if power >= MERCANTILISM_KEY_POWER else 0


@implements(BOT_TRADE, BOTS_TRADING, HUMANS_TRADING, AID, "interpretation:EUPOP-BOT-31")
def bot_income(
    state: State, geography: Geography, bot: str, node: str, trader: str | None = None
) -> int | None:
    """The Bot Power the Bot collects in the node when ``trader`` trades there (the Bot
    itself for its own trade); None when it collects nothing there: an inland node with no
    Bot province next to it. Eligibility is the caller's (:func:`eligible_for`)."""
    info = geography.trade_nodes[node]
    if info.kind == "inland":
        if not inland_neighbour(state, geography, bot, node):
            return None
        base = INLAND
    else:
        base = DISTANT if info.distant else MAIN_MAP
    pirates = world(state)["map"]["trade_nodes"][node]["pirates"]
    return max(0, base - pirates - mercantilism_cut(state, geography, trader, node))


def eligible_for(
    state: State, geography: Geography, bot: str, eligible: Mapping[str, frozenset[str]] | None
) -> frozenset[str]:
    """The nodes eligible for the Bot: from ``eligible`` when the caller worked them out,
    else its trade network walked once."""
    if eligible is not None and bot in eligible:
        return eligible[bot]
    return eligible_nodes(state, geography, bot)


@implements(BOT_TRADE, AID)
def move_merchant(game: Game, bot: str, node: str, rule: str = BOT_TRADE) -> None:
    """The Bot's merchant marks the node where it collected last (never exhausted)."""
    typed = world(game.state)
    mat = typed["bots"][bot]
    source = mat["merchant"]
    if source == node:
        return
    nodes = typed["map"]["trade_nodes"]
    if source is not None and bot in nodes[source]["merchants"]:
        nodes[source]["merchants"].remove(bot)
    nodes[node]["merchants"].append(bot)
    mat["merchant"] = node
    game.log("bot_merchant", bot, rule=rule, source=source, node=node)


def _collect(game: Game, bot: str, node: str, amount: int, rule: str, trader: str) -> int:
    reason = "Bot trade" if trader == bot else f"passive trade ({trader})"
    gained = gain_bp(game, bot, amount, rule, reason) if amount else 0
    move_merchant(game, bot, node, rule)
    game.log("bot_trade_income", bot, rule=rule, node=node, bp=gained, trader=trader)
    return gained


@implements(BOTS_TRADING, HUMANS_TRADING, AID, "interpretation:EUPOP-BOT-31")
def passive_income(
    game: Game,
    geography: Geography,
    node: str,
    trader: str,
    eligible: Mapping[str, frozenset[str]] | None = None,
) -> dict[str, int]:
    """A realm trades in the node: every other Bot for which it is eligible collects there
    (:func:`bot_income`) and moves its merchant there. Returns Bot → Bot Power gained, A→Z."""
    state = game.state
    human = trader in world(state)["players"]
    rule = HUMANS_TRADING if human else BOTS_TRADING
    gained: dict[str, int] = {}
    for bot in sorted(world(state)["bots"]):
        if bot == trader or node not in eligible_for(state, geography, bot, eligible):
            continue
        amount = bot_income(state, geography, bot, node, trader if human else None)
        if amount is None:
            continue
        gained[bot] = _collect(game, bot, node, amount, rule, trader)
    return gained


@implements(BOT_TRADE, BOTS_TRADING, "interpretation:EUPOP-BOT-31")
def best_nodes(state: State, geography: Geography, bot: str) -> list[tuple[str, int]]:
    """The primary nodes eligible for the Bot where it would collect, with what it would
    collect, in its order: the highest income first, then A→Z."""
    found = []
    for node in sorted(eligible_nodes(state, geography, bot)):
        if geography.trade_nodes[node].secondary_of is not None:
            continue
        amount = bot_income(state, geography, bot, node)
        if amount is not None:
            found.append((node, amount))
    return sorted(found, key=lambda pair: -pair[1])


@implements(BOT_TRADE, BOTS_TRADING, "interpretation:EUPOP-BOT-31")
def bot_trade(game: Game, geography: Geography, bot: str) -> tuple[str, int, dict[str, int]] | None:
    """The Bot trades (its NAVAL action): in the first node of :func:`best_nodes` it
    collects and moves its merchant; the other Bots collect passively there. Returns (node,
    Bot Power gained, the others' gains), or None when no node is open to it."""
    ranked = best_nodes(game.state, geography, bot)
    if not ranked:
        return None
    node, amount = ranked[0]
    gained = _collect(game, bot, node, amount, BOTS_TRADING, bot)
    others = passive_income(game, geography, node, bot)
    return node, gained, others
