"""+1 tokens (p. 36) in the purposes the section names (interpretation:EUPOP-D26) and
their removal on vassalization (EUPOP-D19): the price of keeping a freed vassal, the Gain
Vassal effect, the allied units an activated ally grants."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES  # noqa: F401  (import order: peace rules after)
from hegemon.games.eupop.rules.diplomacy.vassals import freed_options, keep_price
from hegemon.games.eupop.rules.peace.terms import keep_options
from hegemon.games.eupop.rules.war.calls import activate
from hegemon.games.eupop.world import allied
from hegemon.games.eupop.world.layout import set_overlord
from hegemon.games.eupop.world.relations import counted_tax_income
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game, start

PLUS_ONE = "eupop-aid:+1 ♠ tokens (p. 36)"


@pytest.mark.rule(PLUS_ONE, "eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D26")
def test_a_plus_one_raises_the_price_of_keeping_a_freed_vassal() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    assert keep_price(state, geography, "castile", "tunis") == 5  # Algier 2, Tunis 3
    state["map"]["provinces"]["Algier"]["plus_one"] = True
    assert counted_tax_income(state, geography, "tunis") == 6
    assert keep_price(state, geography, "castile", "tunis") == 6
    state["map"]["areas"]["Ifriqiya"]["influence"]["castile"] = 5
    options = [a.argument for a in freed_options(state, geography, "castile", "tunis")]
    assert "keep" not in options  # 5 cubes, 6 needed


@pytest.mark.rule(PLUS_ONE, "interpretation:EUPOP-D26", "interpretation:EUPOP-8")
def test_a_vassals_plus_one_counts_in_the_halved_vassal_income() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    set_overlord(state, "tunis", "granada")  # Granada 2 + Malaga 1, Tunis's 5 halved: 3
    assert counted_tax_income(state, geography, "granada") == 6
    state["map"]["provinces"]["Algier"]["plus_one"] = True  # 6 halved: 3
    assert counted_tax_income(state, geography, "granada") == 6
    state["map"]["provinces"]["Tunis"]["plus_one"] = True  # 7 halved: 4
    assert counted_tax_income(state, geography, "granada") == 7


@pytest.mark.rule(PLUS_ONE, "eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D19")
def test_gain_vassal_removes_the_plus_one_tokens() -> None:
    game = new_game()
    game.state["map"]["provinces"]["Malaga"]["plus_one"] = True
    game = start(game, "gain_vassal_effect", "castile", "granada")
    state = game.state
    assert state["realms"]["granada"]["overlord"] == "castile"
    assert state["map"]["provinces"]["Malaga"]["plus_one"] is False
    assert "plus_one_removed" in [entry.kind for entry in game.entries]


@pytest.mark.rule(PLUS_ONE, "eupop-aid:Activating NPR Ally () (p. 33)", "interpretation:EUPOP-D26")
def test_a_plus_one_adds_to_an_activated_allys_allied_units() -> None:
    game = new_game()
    state = game.state
    war = start_war(state, "castile", ["granada"])
    state["realms"]["castile"]["allies"].append("florence")
    state["realms"]["florence"]["allies"].append("castile")
    province = next(
        name for name, record in state["map"]["provinces"].items() if record["owner"] == "florence"
    )
    state["map"]["provinces"][province]["plus_one"] = True  # tax value 4 + 1: half is 3
    activate(game, "castile", "florence", war)
    assert allied.granted(state, "castile", "florence") == 3


@pytest.mark.rule(PLUS_ONE, "eupop-aid:Keep Current Board State", "interpretation:EUPOP-D26")
def test_a_plus_one_makes_provinces_of_equal_value_for_an_exchange() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    start_war(state, "france", ["england"])
    state["map"]["provinces"]["York"]["occupier"] = "france"  # tax value 2
    state["map"]["provinces"]["Caen"]["occupier"] = "england"  # tax value 1
    assert "exchange:Caen" not in keep_options(state, geography, "france", "england")["York"]
    state["map"]["provinces"]["Caen"]["plus_one"] = True
    assert "exchange:Caen" in keep_options(state, geography, "france", "england")["York"]
