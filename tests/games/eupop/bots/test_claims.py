"""A Bot's claims: from the supply, never twice in an area, and the claim taken back when
all six are on the map (eupop-bots CLAIMS & CORE TOKENS; aid Claims & Core Tokens;
EUPOP-BOT-28)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.claims import Placed, claim_to_take_back, colonial, place_claim
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES


def poland() -> Game:
    """Margrave with Brandenburg human, Poland a Bot with its six claims; an empty log."""
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    game.entries = []
    return game


def claims_on(game: Game, *areas: str) -> None:
    """Poland's claims in ``areas``, taken from its supply."""
    for where in areas:
        game.state["map"]["areas"][where]["claims"].append("poland")
        game.state["supply"]["poland"]["claims"] -= 1


@pytest.mark.rule("eupop-bots:CLAIMS & CORE TOKENS", "eupop-aid:Claims & Core Tokens")
def test_a_claim_comes_from_the_supply_once_an_area() -> None:
    game = poland()
    state = game.state
    assert place_claim(game, "poland", "Ungarn", "test") == Placed("Ungarn")
    assert state["map"]["areas"]["Ungarn"]["claims"] == ["poland"]
    assert state["supply"]["poland"]["claims"] == 5
    [entry] = game.entries
    assert (entry.kind, dict(entry.values)) == (
        "claim_gained",
        {"area": "Ungarn", "moved_from": None},
    )
    assert place_claim(game, "poland", "Ungarn", "test") == Placed(
        None, None, "a claim in Ungarn already"
    )
    state["map"]["areas"]["Preussen"]["cores"].append("poland")
    state["supply"]["poland"]["cores"] -= 1
    assert place_claim(game, "poland", "Preussen", "test") == Placed(
        None, None, "a core in Preussen already"
    )
    assert state["supply"]["poland"]["claims"] == 5
    assert RULES.invariants(state) == []


@pytest.mark.rule(
    "eupop-bots:CLAIMS & CORE TOKENS",
    "eupop-aid:Claims & Core Tokens",
    "interpretation:EUPOP-BOT-28",
)
def test_with_all_six_out_a_distant_claim_outside_colonies_comes_back_first() -> None:
    game = poland()
    geography = content_of(game).geography
    assert colonial(geography, "Antillen") and not colonial(geography, "Tawantinsuyu")
    claims_on(game, "Ungarn", "Preussen", "Sachsen", "Antillen", "Tawantinsuyu", "Bohmen")
    assert claim_to_take_back(game.state, geography, "poland") == "Tawantinsuyu"
    placed = place_claim(game, "poland", "Moskovien", "test")
    assert placed == Placed("Moskovien", "Tawantinsuyu")
    areas = game.state["map"]["areas"]
    assert "poland" not in areas["Tawantinsuyu"]["claims"]
    assert areas["Moskovien"]["claims"] == ["poland"]
    assert game.state["supply"]["poland"]["claims"] == 0
    assert RULES.invariants(game.state) == []


@pytest.mark.rule(
    "eupop-bots:CLAIMS & CORE TOKENS",
    "eupop-aid:Claims & Core Tokens",
    "interpretation:EUPOP-BOT-28",
)
def test_else_the_main_map_claim_of_lowest_tax_value_furthest_away() -> None:
    game = poland()
    geography = content_of(game).geography
    # Tax values: Ungarn 6, Sachsen 6, Preussen 5, Brandenburg 4 (1 step from Polska),
    # Schwaben 4 (3 steps); Antillen is colonial: it stays.
    claims_on(game, "Ungarn", "Preussen", "Sachsen", "Antillen", "Brandenburg", "Schwaben")
    assert claim_to_take_back(game.state, geography, "poland") == "Schwaben"
    assert place_claim(game, "poland", "Litauen", "test") == Placed("Litauen", "Schwaben")


@pytest.mark.rule(
    "eupop-bots:CLAIMS & CORE TOKENS",
    "eupop-aid:Claims & Core Tokens",
    "interpretation:EUPOP-BOT-28",
)
def test_a_full_tie_goes_alphabetically() -> None:
    game = poland()
    geography = content_of(game).geography
    # Preussen, Bohmen and Litauen: 5 tax value each, 1 step from Polska.
    claims_on(game, "Ungarn", "Preussen", "Sachsen", "Bohmen", "Litauen", "Moskovien")
    assert claim_to_take_back(game.state, geography, "poland") == "Bohmen"
