"""Colonize (aid Colonize (4👤/🏰) (p. 14); EUPOP-X5): the connection to the capital area,
the price, the town replacing the colonist, the owner."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.exploration import colonize
from tests.games.eupop.exploration.support import kinds, new_game, start

assert "colonize" in RULES.procedures  # the rules module first: the rule packages import it


def colonist_in_pernambuco(ship_in_mid_atlantic: bool) -> Game:
    game = new_game()
    state = game.state
    state["map"]["provinces"]["Pernambuco"]["colonist"] = "castile"
    state["supply"]["castile"]["colonists"] -= 1
    state["players"]["castile"]["monarch_power"]["administrative"] = 5
    if ship_in_mid_atlantic:
        state["forces"]["f900"] = {
            "realm": "castile",
            "where": "Mid Atlantic",
            "port": None,
            "army": False,
            "leader": None,
            "units": {"light_ship": 1},
        }
    return game


@pytest.mark.rule("eupop-aid:Colonize (4👤/🏰) (p. 14)", "interpretation:EUPOP-X5")
def test_a_colonist_joined_by_towns_and_ships_is_offered() -> None:
    game = colonist_in_pernambuco(ship_in_mid_atlantic=True)
    assert colonize.colonies(game.state, content_of(game), "castile") == ["Pernambuco"]


@pytest.mark.rule("eupop-aid:Colonize (4👤/🏰) (p. 14)", "interpretation:EUPOP-X5")
def test_a_gap_of_sea_without_ships_leaves_the_colonist_unconnected() -> None:
    game = colonist_in_pernambuco(ship_in_mid_atlantic=False)
    assert colonize.offers(game.state, content_of(game), "castile") == []


@pytest.mark.rule("eupop-aid:Colonize (4👤/🏰) (p. 14)", "interpretation:EUPOP-X5")
def test_four_administrative_power_are_needed() -> None:
    game = colonist_in_pernambuco(ship_in_mid_atlantic=True)
    game.state["players"]["castile"]["monarch_power"]["administrative"] = 3
    assert colonize.offers(game.state, content_of(game), "castile") == []


@pytest.mark.rule(
    "eupop-aid:Colonize (4👤/🏰) (p. 14)",
    "eupop-aid:Distant Trade (p. 35)",
    "interpretation:EUPOP-X5",
)
def test_colonize_puts_a_small_town_and_makes_the_territory_castilian() -> None:
    game = colonist_in_pernambuco(ship_in_mid_atlantic=True)
    towns = game.state["supply"]["castile"]["small_towns"]
    colonists = game.state["supply"]["castile"]["colonists"]
    game = start(game, "colonize", "castile", "Pernambuco", [])
    record = game.state["map"]["provinces"]["Pernambuco"]
    assert (record["owner"], record["town"], record["colonist"]) == ("castile", "small", None)
    assert "Pernambuco" in game.state["owned"]["castile"]
    assert game.state["supply"]["castile"]["small_towns"] == towns - 1
    assert game.state["supply"]["castile"]["colonists"] == colonists + 1
    assert game.state["players"]["castile"]["monarch_power"]["administrative"] == 1
    assert kinds(game).count("distant_trade_cards") == 1
