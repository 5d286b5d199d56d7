"""A province ceded to a player realm takes a town from its supply; with no small town left
a large token stands in (interpretation:EUPOP-F16); with neither it is not gained
(interpretation:EUPOP-Q23)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.board import cede
from hegemon.games.eupop.world.layout import set_owner, world

TERMS = "eupop-aid:Peace Terms (p. 30-31)"


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", TERMS, "interpretation:EUPOP-F16")
def test_out_of_small_towns_a_large_token_stands_in_for_the_ceded_province() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = world(game.state)
    state["supply"]["castile"]["small_towns"] = 0
    large = state["supply"]["castile"]["large_towns"]
    owner = state["map"]["provinces"]["Lisboa"]["owner"]
    cede(game, "Lisboa", "castile", TERMS)
    record = state["map"]["provinces"]["Lisboa"]
    assert (record["owner"], record["town"], record["occupier"]) == ("castile", "small", None)
    assert state["supply"]["castile"]["large_towns"] == large - 1
    assert state["supply"]["castile"]["small_towns"] == 0
    assert owner != "castile"


@pytest.mark.rule(
    "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-F16", "interpretation:EUPOP-Q23"
)
def test_with_no_town_token_left_the_province_is_not_gained_and_its_occupation_ends() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = world(game.state)
    state["supply"]["castile"]["small_towns"] = 0
    state["supply"]["castile"]["large_towns"] = 0
    record = state["map"]["provinces"]["Lisboa"]
    record["occupier"] = "castile"
    before = dict(record)
    assert cede(game, "Lisboa", "castile", TERMS) is False
    assert record == {**before, "occupier": None}
    assert record["owner"] != "castile"


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", TERMS, "interpretation:EUPOP-F16")
def test_a_stand_in_town_ceded_goes_back_as_the_large_token_it_is() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = world(game.state)
    record = state["map"]["provinces"]["Lisboa"]
    set_owner(state, "Lisboa", "castile")
    record["town"], record["town_token"] = "small", "large"
    castile = dict(state["supply"]["castile"])
    france = dict(state["supply"]["france"])
    cede(game, "Lisboa", "france", TERMS)
    assert (record["owner"], record["town"], record.get("town_token")) == ("france", "small", None)
    assert state["supply"]["castile"]["large_towns"] == castile["large_towns"] + 1
    assert state["supply"]["castile"]["small_towns"] == castile["small_towns"]
    assert state["supply"]["france"]["small_towns"] == france["small_towns"] - 1


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-Q23")
def test_a_cession_without_town_gives_the_losers_town_back_to_no_one() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = world(game.state)
    record = state["map"]["provinces"]["Lisboa"]
    set_owner(state, "Lisboa", "castile")
    record["town"] = "small"
    state["supply"]["france"]["small_towns"] = 0
    state["supply"]["france"]["large_towns"] = 0
    castile = dict(state["supply"]["castile"])
    assert cede(game, "Lisboa", "france", TERMS) is False
    assert state["supply"]["castile"] == castile
    assert (record["owner"], record["town"]) == ("castile", "small")
