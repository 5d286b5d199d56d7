"""The HRE action Increase Imperial Authority (aid HRE ACTIONS, Increase 🏰 (p. 43);
EUPOP-I4)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.empire.authority import offers
from tests.games.eupop.empire.support import kinds, new_game, start


@pytest.mark.rule(
    "eupop-aid:Increase 🏰 (👤 = 1+current 🏰) (p. 43)",
    "eupop-aid:HRE ACTIONS",
    "interpretation:EUPOP-I4",
)
def test_the_emperor_pays_one_plus_authority_in_diplomatic_power() -> None:
    game = new_game()
    game.state["players"]["austria"]["monarch_power"]["diplomatic"] = 4
    handle = start(game, "increase_imperial_authority", "austria", None)
    assert game.state["hre"]["imperial_authority"] == 3
    assert game.state["players"]["austria"]["monarch_power"]["diplomatic"] == 1
    assert ("imperial_authority_changed", {"change": 1, "now": 3}) in kinds(handle)


@pytest.mark.rule(
    "eupop-aid:Increase 🏰 (👤 = 1+current 🏰) (p. 43)",
    "eupop-aid:HRE ACTIONS",
    "interpretation:EUPOP-I4",
)
def test_offered_to_the_emperor_only_below_the_maximum_and_with_the_price() -> None:
    game = new_game()
    content = content_of(game)
    game.state["players"]["austria"]["monarch_power"]["diplomatic"] = 3
    assert [a.verb for a in offers(game.state, content, "austria")] == [
        "increase_imperial_authority"
    ]
    assert offers(game.state, content, "france") == []
    game.state["players"]["austria"]["monarch_power"]["diplomatic"] = 2
    assert offers(game.state, content, "austria") == []
    game.state["players"]["austria"]["monarch_power"]["diplomatic"] = 9
    game.state["hre"]["imperial_authority"] = 5
    assert offers(game.state, content, "austria") == []


@pytest.mark.rule("eupop-aid:Increase 🏰 (👤 = 1+current 🏰) (p. 43)", "interpretation:EUPOP-I4")
def test_not_at_the_maximum() -> None:
    game = new_game()
    game.state["hre"]["imperial_authority"] = 5
    game.state["players"]["austria"]["monarch_power"]["diplomatic"] = 9
    with pytest.raises(ValueError):
        start(game, "increase_imperial_authority", "austria", None)
