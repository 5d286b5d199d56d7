"""Who picks the influence cubes a realm loses (aid Influence (♠) (p. 32); EUPOP-U8, W3):
a human realm's seat, cube by cube, while two or more of the areas hold its cubes and it
holds more there than it still loses; otherwise they go at once, most first, ties by name."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.diplomacy.influence_loss import (
    lowest_value_first,
    most_first,
    seat_picks,
)

RULES_CITED = (
    "eupop-aid:Influence (♠) (p. 32)",
    "interpretation:EUPOP-U8",
    "interpretation:EUPOP-W3",
)
AREAS = ["Bayern", "Bohmen", "Sachsen"]


def game_with(realm: str, held: dict[str, int]) -> Game:
    """Austria and Castile human (England, France, Poland and the Ottomans Bots); the
    realm's cubes in the three HRE areas are those given."""
    game = RULES.setup("six_crowns", seed=1, seats=["austria", "castile"])
    for where in AREAS:
        game.state["map"]["areas"][where]["influence"].pop(realm, None)
    for where, count in held.items():
        game.state["map"]["areas"][where]["influence"][realm] = count
    return game


@pytest.mark.rule(*RULES_CITED)
def test_a_human_realm_with_cubes_in_two_areas_and_more_than_it_loses_picks() -> None:
    game = game_with("austria", {"Bayern": 2, "Bohmen": 2})
    assert seat_picks(game.state, "austria", AREAS, 3)


@pytest.mark.rule(*RULES_CITED)
def test_no_pick_with_one_area_or_when_every_cube_goes() -> None:
    game = game_with("austria", {"Bayern": 5})
    assert not seat_picks(game.state, "austria", AREAS, 3)
    game = game_with("austria", {"Bayern": 2, "Bohmen": 1})
    assert not seat_picks(game.state, "austria", AREAS, 3)


@pytest.mark.rule(*RULES_CITED)
def test_most_first_ties_by_name() -> None:
    game = game_with("france", {"Bayern": 2, "Bohmen": 2, "Sachsen": 1})
    assert most_first(game.state, "france", AREAS, 3) == ["Bayern", "Bohmen", "Bayern"]
    areas = game.state["map"]["areas"]
    assert [areas[where]["influence"].get("france", 0) for where in AREAS] == [0, 1, 1]


@pytest.mark.rule(
    *RULES_CITED,
    "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION",
    "interpretation:EUPOP-BOT-69",
)
def test_a_bot_never_picks_and_loses_its_areas_of_lowest_tax_value_first() -> None:
    """France, a Bot: Bayern and Bohmen (tax value 5, A→Z) before Sachsen (6), though
    Sachsen holds most (audit2 F10)."""
    game = game_with("france", {"Bayern": 1, "Bohmen": 1, "Sachsen": 3})
    assert not seat_picks(game.state, "france", AREAS, 3)
    assert lowest_value_first(game, "france", AREAS, 3) == ["Bayern", "Bohmen", "Sachsen"]
    areas = game.state["map"]["areas"]
    assert [areas[where]["influence"].get("france", 0) for where in AREAS] == [0, 0, 2]
