"""A Bot's limited tokens: a town taken for a Bot (the stand-ins, out of towns), the +20
Income tile following the small towns on the map, and the order in which a Bot removes
other tokens (eupop-bots TOWNS, OTHER LIMITED TOKENS; EUPOP-BOT-27, 29)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.power import town_bonus
from hegemon.games.eupop.bots.tokens import (
    Effect,
    out_of_towns,
    remove_token,
    town_for,
    update_town_tile,
)
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.tokens import return_town


def poland(small: int, large: int, given: bool = False) -> Game:
    """Margrave with Brandenburg human: Poland a Bot with this many towns in its supply
    (``given``: it has had the +20 Income tile's 20 more small towns); a fresh handle with
    an empty log."""
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["supply"]["poland"]["small_towns"] = small
    state["supply"]["poland"]["large_towns"] = large
    if given:
        state["bots"]["poland"]["twenty_towns_given"] = True
    game = RULES.resume(state)
    game.entries = []
    return game


def supply(game: Game) -> tuple[int, int]:
    held = game.state["supply"]["poland"]
    return (held["small_towns"], held["large_towns"])


def tile_log(game: Game) -> list[tuple[bool, int]]:
    return [
        (entry.values["held"], entry.values["granted"])
        for entry in game.entries
        if entry.kind == "bot_town_tile"
    ]


def given(game: Game) -> bool:
    return game.state["bots"]["poland"].get("twenty_towns_given", False)


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def test_a_small_town_is_placed_from_the_supply() -> None:
    game = poland(small=3, large=1)
    assert town_for(game, "poland", "small", "Cuba")
    record = game.state["map"]["provinces"]["Cuba"]
    assert (record["town"], record.get("town_token")) == ("small", None)
    assert supply(game) == (2, 1)
    assert tile_log(game) == []


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27", "interpretation:EUPOP-F16")
def test_out_of_small_towns_a_large_token_stands_in() -> None:
    game = poland(small=0, large=1, given=True)
    assert town_for(game, "poland", "small", "Cuba")
    record = game.state["map"]["provinces"]["Cuba"]
    assert (record["town"], record.get("town_token")) == ("small", "large")
    assert supply(game) == (0, 0)
    assert out_of_towns(game.state, "poland")


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-F5")
def test_a_large_town_out_of_large_tokens_takes_two_small() -> None:
    game = poland(small=3, large=0)
    assert town_for(game, "poland", "large", "Cuba")
    record = game.state["map"]["provinces"]["Cuba"]
    assert (record["town"], record.get("town_token")) == ("large", "two_small")
    assert supply(game) == (1, 0)
    assert not town_for(game, "poland", "large")
    assert supply(game) == (1, 0)


@pytest.mark.rule(
    "eupop-bots:TOWNS",
    "eupop-aid:Towns",
    "eupop-bots:TOKEN LIMITATIONS",
    "eupop-aid:TOKEN LIMITS (p. 4)",
    "interpretation:EUPOP-BOT-27",
)
def test_a_bot_out_of_towns_gets_no_town_and_nothing_changes() -> None:
    game = poland(small=0, large=0, given=True)
    assert out_of_towns(game.state, "poland")
    assert not town_for(game, "poland", "small", "Cuba")
    assert game.state["map"]["provinces"]["Cuba"]["town"] is None
    assert supply(game) == (0, 0)


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def test_the_last_small_town_of_the_mat_brings_the_tile_twenty_more_and_its_bonus() -> None:
    game = poland(small=1, large=0)
    assert town_bonus(game.state, "poland") == 1  # every large town on the map
    assert town_for(game, "poland", "small", "Cuba")
    assert game.state["bots"]["poland"]["twenty_towns_tile"]
    assert given(game)
    assert supply(game) == (20, 0)
    assert tile_log(game) == [(True, 20)]
    assert town_bonus(game.state, "poland") == 2  # the tile's +1 is the 20+ one, not a third
    assert not out_of_towns(game.state, "poland")


@pytest.mark.rule("eupop-bots:TOWNS", "eupop-aid:Towns", "interpretation:EUPOP-BOT-27")
def test_the_twenty_more_are_given_once_and_out_of_towns_comes_only_after_them() -> None:
    game = poland(small=1, large=0)
    for _ in range(21):
        assert town_for(game, "poland", "small")
    assert supply(game) == (0, 0)
    assert given(game)
    assert game.state["bots"]["poland"]["twenty_towns_tile"]
    assert tile_log(game) == [(True, 20)]  # no second grant when the 20 more run out
    assert out_of_towns(game.state, "poland")
    assert not town_for(game, "poland", "small")
    assert supply(game) == (0, 0)


@pytest.mark.rule("eupop-bots:TOWNS", "eupop-aid:Towns", "interpretation:EUPOP-BOT-27")
def test_a_supply_emptied_before_the_grant_is_not_out_of_towns() -> None:
    game = poland(small=0, large=0)  # another rule took its last town, no grant yet
    assert not out_of_towns(game.state, "poland")
    assert town_for(game, "poland", "small", "Cuba")
    assert game.state["map"]["provinces"]["Cuba"].get("town_token") is None
    assert supply(game) == (19, 0)
    assert tile_log(game) == [(True, 20)]


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def test_the_tile_goes_back_below_twenty_on_the_map_and_comes_again_without_more_towns() -> None:
    game = poland(small=1, large=2)
    assert town_for(game, "poland", "small", "Cuba")
    assert supply(game) == (20, 2)
    return_town(game.state, "poland", game.state["map"]["provinces"]["Cuba"])
    assert supply(game) == (21, 2)  # 19 of its 40 on the map
    assert not update_town_tile(game, "poland")
    assert not game.state["bots"]["poland"]["twenty_towns_tile"]
    assert town_bonus(game.state, "poland") == 0
    assert town_for(game, "poland", "small", "Cuba")
    assert game.state["bots"]["poland"]["twenty_towns_tile"]
    assert supply(game) == (20, 2)
    assert tile_log(game) == [(True, 20), (False, 0), (True, 0)]
    assert town_bonus(game.state, "poland") == 1


@pytest.mark.rule("eupop-bots:TOWNS", "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-BOT-27")
def test_the_twenty_more_small_towns_are_counted_with_the_bots_box() -> None:
    game = poland(small=16, large=6)
    content = content_of(game)
    provinces = game.state["map"]["provinces"]
    free = sorted(key for key, record in provinces.items() if record["town"] is None)
    for key in free[:17]:
        assert town_for(game, "poland", "small", key)
        set_owner(game.state, key, "poland")  # the caller's part
    assert supply(game) == (19, 6)
    assert conservation(game.state, content) == []
    game.state["bots"]["poland"].pop("twenty_towns_given")
    assert conservation(game.state, content) == [
        "19 small_towns in poland's supply and 21 placed, not 20 in all"
    ]


@pytest.mark.rule(
    "eupop-bots:OTHER LIMITED TOKENS",
    "eupop-aid:Other Limited Tokens",
    "interpretation:EUPOP-BOT-29",
)
def test_a_bot_removes_a_harmful_token_first_and_a_beneficial_one_last() -> None:
    effects: dict[str, Effect] = {
        "Ostsee": "beneficial",
        "Baltic": "neutral",
        "Wien": "harmful",
        "Aachen": "beneficial",
        "Moskva": "harmful",
    }
    chosen = remove_token(effects, effects.__getitem__, str)
    assert chosen == "Moskva"
    del effects["Moskva"], effects["Wien"]
    assert remove_token(effects, effects.__getitem__, str) == "Baltic"
    del effects["Baltic"]
    assert remove_token(effects, effects.__getitem__, str) == "Aachen"
    assert remove_token([], effects.__getitem__, str) is None


@pytest.mark.rule("eupop-bots:TOKEN LIMITATIONS", "eupop-aid:Token Limits (p.2)")
def test_a_bots_towns_and_colonists_are_counted_with_its_supply() -> None:
    game = poland(small=16, large=6)
    content = content_of(game)
    assert conservation(game.state, content) == []
    assert town_for(game, "poland", "small", "Cuba")
    set_owner(game.state, "Cuba", "poland")  # the caller's part
    game.state["bots"]["poland"]["colonists"] = 1
    game.state["supply"]["poland"]["colonists"] -= 1
    assert conservation(game.state, content) == []
    game.state["supply"]["poland"]["small_towns"] -= 1
    assert conservation(game.state, content) == [
        "14 small_towns in poland's supply and 5 placed, not 20 in all"
    ]


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def test_the_invariants_refuse_the_tile_without_its_twenty_more_towns() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["bots"]["poland"]["twenty_towns_tile"] = True
    broken = "the Bot poland holds the +20 Income tile without its 20 more towns"
    assert broken in RULES.invariants(state)
    state["bots"]["poland"]["twenty_towns_given"] = True
    state["supply"]["poland"]["small_towns"] += 20
    assert RULES.invariants(state) == []
