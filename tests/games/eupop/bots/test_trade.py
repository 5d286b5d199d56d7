"""Bot trade (eupop-bots BOT TRADE, BOTS TRADING, HUMANS TRADING; aid Bot Trade (p. 4);
decision 0108 §2.13; EUPOP-BOT-31): what a Bot collects in each kind of node, the pirates'
and Mercantilism's cuts, the Bot's own trade and the other Bots' passive income, the
merchant that marks where a Bot collected last. A human's trade paying a Bot is the
situation tests/situations/eupop/bots/trade-humans-passive-maritime.yaml."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, Procedures
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots import trade
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.trade.power import node_power
from hegemon.games.eupop.world.layout import set_owner

GEOGRAPHY = RULES.content.geography
SIX = RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state
"""england, austria, ottomans and poland are Bots; castile and france humans."""


def game_of(state: State) -> Game:
    return Game(state, Procedures([*bots.PROCEDURES]), RULES)


@pytest.mark.rule("eupop-bots:BOT TRADE", "eupop-aid:Bot Trade (p. 4)")
@pytest.mark.parametrize(
    ("bot", "node", "pirates", "expected"),
    [
        ("england", "Antwerp", 0, 2),  # maritime, main map
        ("england", "Antwerp", 1, 1),  # one pirate
        ("england", "Antwerp", 3, 0),  # never below nothing
        ("england", "Caribbean", 0, 3),  # maritime, distant
        ("austria", "Vienna", 0, 2),  # inland, a Bot province in its area
        ("poland", "Vienna", 0, None),  # inland, no Bot province next to it
        ("england", "Cologne", 0, None),
    ],
)
def test_what_a_bot_collects_in_a_node(
    bot: str, node: str, pirates: int, expected: int | None
) -> None:
    state = clone(SIX)
    state["map"]["trade_nodes"][node]["pirates"] = pirates
    assert trade.bot_income(state, GEOGRAPHY, bot, node) == expected


@pytest.mark.rule("eupop-bots:BOT TRADE", "eupop-aid:Bot Trade (p. 4)")
def test_an_inland_node_pays_a_bot_with_a_province_in_an_area_next_to_it() -> None:
    state = clone(SIX)
    set_owner(state, "Praha", "poland")  # Bohmen borders Osterreich
    assert trade.bot_income(state, GEOGRAPHY, "poland", "Vienna") == 2


@pytest.mark.rule("eupop-bots:HUMANS TRADING", "eupop-aid:Bot Trade (p. 4)")
@pytest.mark.parametrize(("keys", "expected"), [(["Antwerpen"], 2), (["Antwerpen", "Brugge"], 1)])
def test_a_human_with_mercantilism_and_3_key_trade_power_cuts_a_bot_by_1(
    keys: list[str], expected: int
) -> None:
    state = clone(SIX)
    state["players"]["france"]["ideas"].append("mercantilism")
    for key in keys:
        set_owner(state, key, "france")
    assert trade.bot_income(state, GEOGRAPHY, "england", "Antwerp", "france") == expected
    assert trade.bot_income(state, GEOGRAPHY, "england", "Antwerp", "castile") == 2
    assert trade.bot_income(state, GEOGRAPHY, "england", "Antwerp") == 2


@pytest.mark.rule("eupop-bots:BOTS TRADING", "eupop-bots:BOT TRADE")
def test_a_bot_trades_in_its_best_node_and_others_there_collect_passively() -> None:
    state = clone(SIX)
    game = game_of(state)
    eligible = {"england": frozenset({"Antwerp"}), "austria": frozenset({"Antwerp", "Vienna"})}
    assert trade.best_nodes(state, GEOGRAPHY, "england") == [("Antwerp", 2)]
    gained = trade.passive_income(game, GEOGRAPHY, "Antwerp", "england", eligible)
    assert gained == {"austria": 2}
    assert state["bots"]["austria"]["merchant"] == "Antwerp"
    assert state["map"]["trade_nodes"]["Vienna"]["merchants"] == []
    assert state["map"]["trade_nodes"]["Antwerp"]["merchants"] == ["england", "austria"]
    assert (
        state["bots"]["austria"]["power"]["available"]
        == SIX["bots"]["austria"]["power"]["available"] + 2
    )


@pytest.mark.rule("eupop-bots:BOTS TRADING", "eupop-bots:BOT TRADE")
def test_a_bots_own_trade_takes_its_highest_income_then_a_to_z() -> None:
    state = clone(SIX)
    game = game_of(state)
    assert trade.best_nodes(state, GEOGRAPHY, "austria") == [("Vienna", 2)]
    assert trade.bot_trade(game, GEOGRAPHY, "austria") == ("Vienna", 2, {})
    assert trade.bot_trade(game, GEOGRAPHY, "poland") is None  # no node eligible


@pytest.mark.rule("eupop-bots:BOT TRADE")
def test_a_bot_merchant_gives_no_trade_power() -> None:
    state = clone(SIX)
    assert "england" in state["map"]["trade_nodes"]["Antwerp"]["merchants"]
    assert node_power(state, GEOGRAPHY, "Antwerp")["england"] == 1  # London, a key province
    before = node_power(state, GEOGRAPHY, "Genoa")
    state["map"]["trade_nodes"]["Genoa"]["merchants"].append("austria")
    assert node_power(state, GEOGRAPHY, "Genoa") == before
    assert "austria" not in before


@pytest.mark.rule("eupop-bots:BOTS TRADING", "interpretation:EUPOP-BOT-31")
def test_pirates_cutting_the_income_to_nothing_still_move_the_merchant() -> None:
    """England trades at Antwerp with 3 pirates there: Austria collects 0 passively, yet
    the collection took place and its merchant moves there (S 384; audit2 F13)."""
    state = clone(SIX)
    state["map"]["trade_nodes"]["Antwerp"]["pirates"] = 3
    game = game_of(state)
    eligible = {"england": frozenset({"Antwerp"}), "austria": frozenset({"Antwerp", "Vienna"})}
    assert trade.passive_income(game, GEOGRAPHY, "Antwerp", "england", eligible) == {"austria": 0}
    assert state["bots"]["austria"]["merchant"] == "Antwerp"
    assert "austria" in state["map"]["trade_nodes"]["Antwerp"]["merchants"]
