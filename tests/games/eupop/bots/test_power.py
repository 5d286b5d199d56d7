"""Bot Power: gained from the supply, spent, lost, paid for a card, parked on a focus area,
refreshed in phase 4 by the Bot's level with the town bonus, and the cube shortage's order
of sources (eupop-bots BOT POWER (C), DIFFICULTY LEVEL, CUBES, TOWNS; EUPOP-BOT-2, 3, 6,
26, 27, 38)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.power import (
    Difficulty,
    Paid,
    focus_bp,
    gain_bp,
    level,
    lose_bp,
    pay_card,
    refresh,
    release_focus,
    spend_bp,
    take_cube,
)
from hegemon.games.eupop.module import RULES

RULE = "eupop-bots:BOT POWER (C)"


def poland(available: int = 9, spent: int = 0, supply: int = 21) -> Game:
    """Margrave with Brandenburg human: Poland, a Bot (Normal), with this Bot Power and
    supply of cubes; a fresh handle with an empty log."""
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["bots"]["poland"]["power"] = {"available": available, "spent": spent}
    state["supply"]["poland"]["cubes"] = supply
    game = RULES.resume(state)
    game.entries = []
    return game


def power_log(game: Game) -> list[dict[str, Any]]:
    return [dict(entry.values) for entry in game.entries if entry.kind == "bot_power"]


def counts(game: Game) -> tuple[int, int, int]:
    """Poland's (available, spent, supply) cubes."""
    state = game.state
    power = state["bots"]["poland"]["power"]
    return (power["available"], power["spent"], state["supply"]["poland"]["cubes"])


@pytest.mark.rule(RULE, "interpretation:EUPOP-BOT-3")
def test_gaining_takes_cubes_from_the_supply_to_available() -> None:
    game = poland()
    assert gain_bp(game, "poland", 3, RULE, "event") == 3
    assert counts(game) == (12, 0, 18)
    assert power_log(game) == [
        {
            "move": "gain",
            "amount": 3,
            "wanted": 3,
            "available": 12,
            "spent": 0,
            "focus": None,
            "reason": "event",
        }
    ]


@pytest.mark.rule(RULE, "interpretation:EUPOP-BOT-2")
def test_spending_moves_available_to_spent_never_below_zero() -> None:
    game = poland(available=2)
    assert spend_bp(game, "poland", 3, RULE, "recruit") == 2
    assert counts(game) == (0, 2, 21)
    assert [(entry["amount"], entry["wanted"]) for entry in power_log(game)] == [(2, 3)]


@pytest.mark.rule(RULE, "interpretation:EUPOP-BOT-3")
def test_losing_returns_available_to_the_supply() -> None:
    game = poland(available=2, spent=1)
    assert lose_bp(game, "poland", 1, RULE, "rebel die") == 1
    assert counts(game) == (1, 1, 22)
    assert lose_bp(game, "poland", 3, RULE, "rebel die") == 1
    assert counts(game) == (0, 1, 23)


@pytest.mark.rule("eupop-bots:BOT CARDS", "interpretation:EUPOP-BOT-2")
def test_a_bot_short_of_a_cards_cost_pays_what_it_has_and_goes_on() -> None:
    game = poland(available=1)
    assert pay_card(game, "poland", 3, "card 5") == Paid(paid=1, short=2)
    assert counts(game) == (0, 1, 21)
    assert pay_card(game, "poland", 0) == Paid(paid=0, short=0)
    rich = poland(available=5)
    assert pay_card(rich, "poland", 3) == Paid(paid=3, short=0)
    assert counts(rich) == (2, 3, 21)


@pytest.mark.rule("eupop-bots:BOT MAT", "interpretation:EUPOP-BOT-38")
def test_focus_parks_spent_power_and_releasing_it_returns_it_to_the_supply() -> None:
    game = poland(available=4, spent=2)
    assert focus_bp(game, "poland", "warfare", 3, RULE, "card 19") == 2
    assert counts(game) == (4, 0, 21)
    assert game.state["bots"]["poland"]["focus"]["warfare"] == 2
    assert release_focus(game, "poland", "warfare", RULE, "milestone") == 2
    assert counts(game) == (4, 0, 23)
    assert game.state["bots"]["poland"]["focus"]["warfare"] == 0
    assert [(entry["move"], entry["focus"]) for entry in power_log(game)] == [
        ("focus", "warfare"),
        ("release", "warfare"),
    ]


def short_of_cubes() -> Game:
    """Poland has no cube in its supply; 1 Spent; influence in Bohmen (1 step from
    Polska), Bayern and Sachsen (2 steps; Bayern of lower tax value), Ungarn (its ally
    Hungary's area, where it also has a claim) and Polska (its own provinces, its capital
    area); 24 Available."""
    game = poland(available=24, spent=1, supply=0)
    state = game.state
    for where in ("Bohmen", "Bayern", "Sachsen", "Ungarn", "Polska"):
        state["map"]["areas"][where]["influence"]["poland"] = 1
    state["map"]["areas"]["Ungarn"]["claims"].append("poland")
    state["supply"]["poland"]["claims"] -= 1
    state["realms"]["poland"]["allies"] = ["hungary"]
    state["realms"]["hungary"]["allies"] = ["poland"]
    state["supply"]["poland"]["alliances"] -= 1
    assert RULES.invariants(state) == []
    return game


@pytest.mark.rule("eupop-bots:CUBES", "eupop-aid:Cubes", RULE, "interpretation:EUPOP-BOT-26")
def test_a_gain_with_an_empty_supply_takes_cubes_in_the_shortage_order() -> None:
    game = short_of_cubes()
    assert gain_bp(game, "poland", 7, RULE, "phase 4") == 6
    assert counts(game) == (30, 0, 0)
    taken = [
        (entry.values["area"], entry.values["source"])
        for entry in game.entries
        if entry.kind == "bot_influence_taken"
    ]
    # Its own capital area last of the second source; its ally's area by the third.
    assert taken == [
        ("Bayern", "influence"),
        ("Sachsen", "influence"),
        ("Bohmen", "influence"),
        ("Polska", "influence"),
        ("Ungarn", "ally_influence"),
    ]
    influence = {
        where: record["influence"]
        for where, record in sorted(game.state["map"]["areas"].items())
        if "poland" in record["influence"]
    }
    assert influence == {}
    assert [(entry["move"], entry["amount"]) for entry in power_log(game)] == [
        ("discard", 1),
        ("gain", 6),
    ]
    assert RULES.invariants(game.state) == []


@pytest.mark.rule("eupop-bots:CUBES", "eupop-aid:Cubes", "interpretation:EUPOP-BOT-26")
def test_a_cube_to_place_comes_from_available_power_last() -> None:
    game = short_of_cubes()
    sources = [take_cube(game, "poland", "eupop-bots:CUBES") for _ in range(7)]
    expected = ["spent", *["influence"] * 4, "ally_influence", "available"]
    assert sources == expected
    assert counts(game) == (23, 0, 7)


@pytest.mark.rule("eupop-bots:CUBES", "eupop-aid:Cubes", "interpretation:EUPOP-BOT-26")
def test_the_second_source_spares_the_areas_of_a_marriage_not_those_of_a_claim() -> None:
    """Step 2 takes from areas where the Bot has neither an alliance nor a royal marriage
    (audit2 F7): its marriage token with Muscovy stands in Moskovien, far away, whose cube
    stays; Sachsen, nearer but holding only its claim, gives its cube."""
    game = poland(available=28, supply=0)
    state = game.state
    for where in ("Moskovien", "Sachsen"):
        state["map"]["areas"][where]["influence"]["poland"] = 1
    state["map"]["areas"]["Sachsen"]["claims"].append("poland")
    state["supply"]["poland"]["claims"] -= 1
    state["realms"]["poland"]["marriages"].append("muscovy")
    state["realms"]["muscovy"]["marriages"].append("poland")
    state["supply"]["poland"]["marriages"] -= 1
    assert RULES.invariants(state) == []
    sources = [take_cube(game, "poland", "eupop-bots:CUBES") for _ in range(2)]
    assert sources == ["influence", "available"]
    assert state["map"]["areas"]["Moskovien"]["influence"] == {"poland": 1}
    assert "poland" not in state["map"]["areas"]["Sachsen"]["influence"]


@pytest.mark.rule("eupop-bots:CUBES", "eupop-aid:Cubes", "interpretation:EUPOP-BOT-26")
def test_with_only_available_power_left_a_gain_finds_no_cube() -> None:
    game = poland(available=30, supply=0)
    assert take_cube(game, "poland", "eupop-bots:CUBES", for_power=True) is None
    assert gain_bp(game, "poland", 2, RULE, "phase 4") == 0
    assert counts(game) == (30, 0, 0)
    assert take_cube(game, "poland", "eupop-bots:CUBES") == "available"
    assert counts(game) == (29, 0, 1)


@pytest.mark.rule(
    "eupop-bots:DIFFICULTY LEVEL", RULE, "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27"
)
@pytest.mark.parametrize(
    ("difficulty", "tile", "large_towns", "gained"),
    [
        ("easy", False, 3, 6),
        ("normal", False, 3, 7),
        ("hard", False, 3, 8),
        ("very_hard", False, 3, 9),
        ("normal", True, 3, 8),
        ("normal", False, 0, 8),
        ("normal", True, 0, 9),
    ],
)
def test_refresh_discards_spent_and_gains_the_levels_power_and_town_bonus(
    difficulty: str, tile: bool, large_towns: int, gained: int
) -> None:
    game = poland(available=2, spent=4, supply=24)
    mat = game.state["bots"]["poland"]
    mat["difficulty"] = difficulty
    mat["twenty_towns_tile"] = tile
    game.state["supply"]["poland"]["large_towns"] = large_towns
    assert refresh(game, "poland") == gained
    assert counts(game) == (2 + gained, 0, 28 - gained)
    assert [(entry["move"], entry["amount"]) for entry in power_log(game)] == [
        ("discard", 4),
        ("gain", gained),
    ]


@pytest.mark.rule("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def test_every_small_town_on_the_map_gives_the_same_bonus_as_the_tile() -> None:
    game = poland(available=0, spent=0, supply=30)
    game.state["supply"]["poland"]["small_towns"] = 0
    assert refresh(game, "poland") == 8


@pytest.mark.rule("eupop-bots:DIFFICULTY LEVEL", "interpretation:EUPOP-BOT-6")
def test_a_bots_level_is_its_row_of_the_difficulty_table() -> None:
    state = RULES.setup(
        "margrave", seed=1, seats=["brandenburg"], options={"difficulty": "poland:very_hard"}
    ).state
    assert level(state, "poland") == Difficulty("very_hard", 9, 2, 7, 11)
    assert level(state, "austria") == Difficulty("normal", 7, 2, 5, 9)
