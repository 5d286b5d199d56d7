"""Spread of Religious Ideas (aid Spread of Religious Ideas; EUPOP-L11, L12, L13): six
crowns, Castile and France human (the other player realms are Bots)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.exploration.support import choose, start, verbs

SPREAD = "eupop-aid:Spread of Religious Ideas"
PROCEDURE = "spread_of_religious_ideas"


def new_game(**religions: str) -> Game:
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    for slot, religion in religions.items():
        game.state["map"]["religion_slots"][slot]["religion"] = religion
    return game


def religion(game: Game, slot: str) -> str:
    return str(game.state["map"]["religion_slots"][slot]["religion"])


def ended(game: Game) -> bool:
    """The effect is over: the case caller asks to close."""
    decision = game.decision()
    return decision is not None and decision.step == "ask_close"


def spread_log(game: Game) -> list[tuple[str, str]]:
    return [
        (entry.values["slot"], entry.values["religion"])
        for entry in game.entries
        if entry.kind == "religion_spread"
    ]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L12", "interpretation:EUPOP-L13")
def test_no_cluster_left_on_display_puts_diverse_faiths_on_the_first_two_catholic_slots() -> None:
    game = start(new_game(), PROCEDURE, None, None, [])
    assert ended(game)
    assert spread_log(game) == [("Andalucia", "diverse"), ("Bayern", "diverse")]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L12", "interpretation:EUPOP-16")
def test_no_cluster_the_taker_picks_two_catholic_slots_away_from_galley_waters() -> None:
    game = start(new_game(), PROCEDURE, "castile", None, [])
    offered = [slot for _, slot in verbs(game)]
    assert "Bohmen" in offered and "Castilla" in offered
    for slot in ("Aragon", "Lazio", "Venezia", "Danmark", "Granada", "Moskovien"):
        assert slot not in offered  # galley waters, or not Catholic
    choose(game, "place_diverse_faiths", "Castilla")
    assert "Castilla" not in [slot for _, slot in verbs(game)]
    choose(game, "place_diverse_faiths", "Bohmen")
    assert ended(game)
    assert spread_log(game) == [("Castilla", "diverse"), ("Bohmen", "diverse")]
    state = game.state
    assert state["realms"]["castile"]["religion"] == "catholic"  # a player keeps its own


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11", "interpretation:EUPOP-16")
def test_a_cluster_spreads_once_to_an_adjacent_slot_the_taker_picks() -> None:
    game = start(new_game(Sachsen="protestant"), PROCEDURE, "castile", None, [])
    assert verbs(game) == [
        ("spread_religion", f"Sachsen/{slot}")
        for slot in ("Bayern", "Bohmen", "Brandenburg", "Rheinland", "Schwaben", "Westfalen")
    ]
    choose(game, "spread_religion", "Sachsen/Westfalen")
    assert ended(game)
    assert spread_log(game) == [("Westfalen", "protestant")]  # Holstein's slot too


@pytest.mark.rule(SPREAD, "eupop-aid:RELIGION, FAITH (p. 38)", "interpretation:EUPOP-L1")
def test_a_non_player_realm_follows_the_faith_spread_into_its_capital_area() -> None:
    game = start(new_game(Castilla="protestant"), PROCEDURE, "castile", None, [])
    choose(game, "spread_religion", "Castilla/Portugal")
    assert game.state["realms"]["portugal"]["religion"] == "protestant"
    assert game.state["realms"]["castile"]["religion"] == "catholic"


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11", "interpretation:EUPOP-L13")
def test_at_most_four_placements_left_on_display_by_the_area_priority() -> None:
    clusters = dict.fromkeys(("Ireland", "Norge", "Sicilia", "Portugal", "Schweiz"), "protestant")
    game = start(new_game(**clusters), PROCEDURE, None, None, [])
    # the targets of highest tax value first: England (8, from Ireland; Norge reaches it by
    # sea too), Flandres (8, from Norge by sea), Castilla (7, from Portugal), Lombardia (7,
    # from Schweiz, before Osterreich A→Z); five clusters, four placements: Sicilia none
    assert spread_log(game) == [
        ("England", "protestant"),
        ("Flandres", "protestant"),
        ("Castilla", "protestant"),
        ("Lombardia", "protestant"),
    ]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11", "interpretation:EUPOP-L13")
def test_two_of_each_faith_when_both_are_in_play_protestant_first_then_alternating() -> None:
    religions = dict.fromkeys(("Ireland", "Norge", "Sicilia"), "protestant")
    game = start(new_game(Portugal="counter_reformed", **religions), PROCEDURE, None, None, [])
    # three Protestant clusters, but two Protestant placements: Sicilia's is left
    assert spread_log(game) == [
        ("England", "protestant"),
        ("Castilla", "counter_reformed"),
        ("Flandres", "protestant"),
    ]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11")
def test_never_into_muslim_or_orthodox_areas() -> None:
    game = start(new_game(Serbien="protestant"), PROCEDURE, None, None, [])
    assert spread_log(game) == [("Ungarn", "protestant")]  # not Rumelien nor Walachei


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11")
def test_a_slot_changed_in_this_resolution_is_not_replaced() -> None:
    game = start(
        new_game(Bayern="protestant", Ungarn="counter_reformed"), PROCEDURE, None, None, []
    )
    # Osterreich (7) is the best target of both; Protestant takes it, so the
    # Counter-Reformation goes to Polska (7) rather than replace it
    assert spread_log(game) == [("Osterreich", "protestant"), ("Polska", "counter_reformed")]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L13")
def test_left_on_display_an_area_under_diverse_faiths_comes_first() -> None:
    game = start(new_game(Sachsen="protestant", Schwaben="diverse"), PROCEDURE, None, None, [])
    assert spread_log(game) == [("Schwaben", "protestant")]


@pytest.mark.rule(SPREAD, "eupop-bots:SECONDARY EFFECTS", "interpretation:EUPOP-BOT-15")
def test_a_bot_spreads_its_own_religion_first_and_spares_its_areas_dissent() -> None:
    game = new_game(Portugal="counter_reformed", Ireland="protestant")
    game.state["realms"]["england"]["religion"] = "counter_reformed"
    game = start(game, PROCEDURE, "england", None, [])
    assert ended(game)
    # left on display: Protestant first, into England; the Counter-Reformed Bot England
    # spreads its own faith first, and the Protestants go to Scotland, not its England
    assert spread_log(game) == [("Castilla", "counter_reformed"), ("Scotland", "protestant")]


@pytest.mark.rule(SPREAD, "eupop-bots:SECONDARY EFFECTS", "interpretation:EUPOP-BOT-15")
def test_a_bot_puts_diverse_faiths_where_it_owns_no_province() -> None:
    game = new_game()
    set_owner(game.state, "Sevilla", "england")
    game = start(game, PROCEDURE, "england", None, [])
    assert ended(game)
    assert spread_log(game) == [("Bayern", "diverse"), ("Bohmen", "diverse")]
