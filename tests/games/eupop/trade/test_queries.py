"""Trade queries: the power table and the eligibility sets agree with the one-node world
queries, each realm's network is walked once, and the income helpers read the rows."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.synthetic import synthetic_content
from hegemon.games.eupop.module import BENCH_SEED, RULES, build
from hegemon.games.eupop.rules.trade import cards, income, power
from hegemon.games.eupop.rules.trade.action import legal_trades
from hegemon.games.eupop.world import trade as world_trade

GEOGRAPHY = RULES.content.geography


@pytest.fixture
def game() -> Game:
    return RULES.setup("six_crowns", seed=1, seats=None)


def _busy(game: Game) -> None:
    """Ships on slots, a second merchant and an occupied key province."""
    state = game.state
    state["map"]["sea_zones"]["Bay of Biscay"]["trade_protection"] = ["france"]
    state["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] = ["france", "castile"]
    state["map"]["trade_nodes"]["Seville"]["merchants"].append("france")
    state["players"]["france"]["merchants"][1]["node"] = "Seville"
    state["map"]["provinces"]["Sevilla"]["occupier"] = "france"


@pytest.mark.rule("eupop-aid:Trade Power (🏰)")
def test_power_table_agrees_with_the_one_node_query(game: Game) -> None:
    _busy(game)
    table = power.power_table(game.state, GEOGRAPHY)
    for node in GEOGRAPHY.trade_nodes:
        for realm in game.state["realms"]:
            expected = world_trade.trade_power(game.state, GEOGRAPHY, realm, node)
            assert table[node].get(realm, 0) == expected, (node, realm)
    assert table["Seville"]["france"] == 3
    assert table["Seville"]["castile"] == 2


@pytest.mark.rule("eupop-aid:Trade Income (p. 34-35)")
def test_eligible_nodes_agree_with_the_one_node_query(game: Game) -> None:
    _busy(game)
    for realm in game.state["players"]:
        found = power.eligible_nodes(game.state, GEOGRAPHY, realm)
        for node in GEOGRAPHY.trade_nodes:
            expected = world_trade.trade_node_eligible(game.state, GEOGRAPHY, realm, node)
            assert (node in found) == expected, (realm, node)
    assert power.eligible_nodes(game.state, GEOGRAPHY, "castile") == {"Seville"}


def test_eligibility_walks_each_network_once(game: Game, monkeypatch: Any) -> None:
    walks: list[str] = []
    original = power.trade_network

    def counted(*args: Any) -> Any:
        walks.append(args[2])
        return original(*args)

    monkeypatch.setattr(power, "trade_network", counted)
    power.eligibility(game.state, GEOGRAPHY, sorted(game.state["players"]))
    assert sorted(walks) == sorted(game.state["players"])


def test_the_full_scale_map_answers_every_realm_and_node() -> None:
    """The synthetic pack of the official map's scale."""
    rules = build(synthetic_content(BENCH_SEED))
    scenario = rules.scenarios()[0].name
    state = rules.setup(scenario, seed=1, seats=None).state
    geography = rules.content.geography
    assert len(geography.provinces) >= 380
    table = power.power_table(state, geography)
    assert set(table) == set(geography.trade_nodes)
    realms = sorted(state["players"])
    eligible = power.eligibility(state, geography, realms)
    for realm in realms[:2]:
        for node in geography.trade_nodes:
            expected = world_trade.trade_node_eligible(state, geography, realm, node)
            assert (node in eligible[realm]) == expected


@pytest.mark.rule("eupop-aid:Trade Income (p. 34-35)")
def test_a_node_on_two_cards_is_expanded() -> None:
    content = RULES.content
    assert cards.expanded(content, ["t_seville_1", "t_lubeck_seville", "t_genoa_1"]) == {"Seville"}
    assert cards.expanded(content, ["t_seville_1", "t_lubeck_1", "t_genoa_1"]) == set()
    assert cards.named(content, ["t_antwerp_cologne", "t_genoa_1"]) == {
        "Antwerp",
        "Cologne",
        "Genoa",
    }


@pytest.mark.rule("eupop-aid:Trade Income (p. 34-35)")
def test_rows_pirates_and_columns() -> None:
    # Seville: (5, 7), (4, 5), (2, 3)
    assert income.row_income(GEOGRAPHY, "Seville", 0, 0, False).ducats == 5
    assert income.row_income(GEOGRAPHY, "Seville", 0, 0, True).ducats == 7
    assert income.row_income(GEOGRAPHY, "Seville", 1, 1, True).ducats == 3
    assert income.row_income(GEOGRAPHY, "Seville", 2, 1, False).row is None
    assert income.lowest_row(GEOGRAPHY, "Cologne", False).ducats == 2
    assert income.lowest_row(GEOGRAPHY, "Cologne", True).ducats == 3
    groups = income.ranked({"a": 3, "b": 4, "c": 3, "d": 1}, ["a", "b", "c", "d"])
    assert groups == [["b"], ["a", "c"], ["d"]]


@pytest.mark.rule("eupop-aid:Secondary Trade Nodes")
def test_a_secondary_node_needs_the_lead_and_no_pirate(game: Game) -> None:
    state = game.state
    assert income.secondary_open(state, {"france": 1}, "england", "Cologne", False)
    assert not income.secondary_open(state, {"france": 2}, "england", "Cologne", False)
    assert income.secondary_open(state, {"france": 2, "england": 1}, "england", "Cologne", False)
    state["map"]["trade_nodes"]["Cologne"]["pirates"] = 1
    assert not income.secondary_open(state, {}, "england", "Cologne", False)


@pytest.mark.rule("eupop-aid:Trade (1👤) (p. 15)")
def test_an_empty_deck_is_refilled_from_its_discards(game: Game) -> None:
    decks = game.state["decks"]
    decks["trade_discard"] = decks["trade"][2:]
    decks["trade"] = decks["trade"][:2]
    first_two = list(decks["trade"])
    total = len(decks["trade"]) + len(decks["trade_discard"])
    revealed = cards.reveal(game, RULES.content)
    assert revealed[:2] == first_two and len(revealed) == 3
    assert decks["trade_discard"] == []
    assert len(decks["trade"]) == total - 3
    assert any(entry.kind == "shuffle" for entry in game.entries)


@pytest.mark.rule("eupop-aid:Trade (1👤) (p. 15)")
def test_legal_trades_name_the_merchant_and_the_income(game: Game) -> None:
    revealed = ["t_seville_1", "t_lubeck_seville", "t_antwerp_1"]
    trades = legal_trades(game.state, RULES.content, "castile", revealed)
    assert [(trade.node, trade.merchant) for trade in trades] == [("Seville", 0)]
    assert trades[0].label() == (
        "Trade in Seville (expanded) (merchant already there): collect 7 ducats (row 1)"
    )
    france = legal_trades(game.state, RULES.content, "france", revealed)
    assert [(trade.node, trade.merchant, trade.own.ducats) for trade in france] == [
        ("Antwerp", 0, 4),
        ("Antwerp", 1, 4),
    ]


@pytest.mark.rule("eupop-aid:Distant Trade (p. 35)")
def test_the_first_token_on_a_continent_adds_its_trade_cards_once(game: Game) -> None:
    decks = game.state["decks"]
    decks["trade_discard"] = decks["trade"][:3]
    decks["trade"] = decks["trade"][3:]
    total = len(decks["trade"]) + len(decks["trade_discard"])
    added = cards.open_distant_trade(game, RULES.content, "new_world")
    assert added == ["t_caribbean_1", "t_caribbean_2"]
    assert decks["trade_set_aside"] == ["t_spice_islands_1", "t_spice_islands_2"]
    assert decks["trade_discard"] == []
    assert len(decks["trade"]) == total + 2
    assert cards.open_distant_trade(game, RULES.content, "new_world") == []
    assert cards.open_distant_trade(game, RULES.content, "east_indies") == [
        "t_spice_islands_1",
        "t_spice_islands_2",
    ]
