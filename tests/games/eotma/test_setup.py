"""Setting up each scenario: owners, treasuries, leaders, decks and hidden hands."""

from __future__ import annotations

import pytest

from hegemon.engine.rules import SetupError
from hegemon.engine.serial import from_json, state_hash, to_json
from hegemon.games.eotma.module import RULES
from tests.games.eotma.helpers import content, new_game


@pytest.mark.parametrize("scenario", ["millennium", "reconquista"])
def test_every_scenario_sets_up_to_a_first_decision(scenario: str) -> None:
    game = new_game(scenario)
    decision = game.decision()
    assert decision is not None
    assert decision.seat in game.state["meta"]["seats"]
    assert RULES.invariants(game.state) == []


@pytest.mark.rule("eotma:16.0")
def test_every_empire_starts_with_twelve_gold() -> None:
    game = new_game()
    assert {seat: record["gold"] for seat, record in game.state["empires"].items()} == {
        seat: 12 for seat in game.state["meta"]["seats"]
    }


def test_owners_courts_magnates_and_fortifications_follow_the_scenario() -> None:
    state = new_game().state
    assert state["areas"]["Wessex"]["owner"] == "england"
    assert state["empires"]["england"]["court"] == "Wessex"
    assert state["empires"]["byzantium"]["language"] == "Greek"
    assert state["areas"]["Cordoba"]["magnate"] == "caliphate"
    assert state["areas"]["Thrace"]["fortification"] == 3
    assert state["areas"]["Thrace"]["fortification_builder"] == "byzantium"
    assert state["areas"]["Rome"]["owner"] is None
    assert state["areas"]["Rome"]["fortification_builder"] is None
    assert state["areas"]["Wessex"]["claims"] == ["england"]


@pytest.mark.rule("interpretation:EOTMA-12")
def test_the_areas_of_an_empire_without_a_player_start_independent() -> None:
    state = new_game(seats=["france", "england"]).state
    assert state["areas"]["Saxony"]["owner"] is None
    assert sorted(state["empires"]) == ["england", "france"]


@pytest.mark.rule("eotma-overview:Sequence of a round")
def test_five_year_cards_are_dealt_to_every_player() -> None:
    state = new_game().state
    cards = state["year_cards"]
    assert {seat: len(hand) for seat, hand in cards["hands"].items()} == {
        seat: 5 for seat in state["meta"]["seats"]
    }
    assert len(cards["deck"]) == 56 - 6 * 5
    assert all(record["year_cards_left"] == 5 for record in state["empires"].values())


@pytest.mark.rule("eotma-overview:Leaders", "interpretation:EOTMA-4")
def test_leaders_are_generated_within_the_table() -> None:
    ratings = set(content().leaders.generation.ratings.values())
    for record in new_game(seed=7).state["empires"].values():
        for rating in ("combat", "administrative", "diplomatic"):
            assert record["leader"][rating] in ratings


def test_the_state_survives_a_json_round_trip() -> None:
    state = new_game().state
    assert state_hash(from_json(to_json(state))) == state_hash(state)


def test_the_same_seed_sets_up_the_same_game_and_another_seed_another() -> None:
    assert state_hash(new_game(seed=5).state) == state_hash(new_game(seed=5).state)
    assert state_hash(new_game(seed=5).state) != state_hash(new_game(seed=6).state)


@pytest.mark.rule("interpretation:EOTMA-3")
def test_year_card_hands_and_decks_are_hidden_from_every_seat() -> None:
    state = new_game().state
    view = RULES.view(state, "france")
    assert view["year_cards"]["hands"]["england"] == "hidden"
    assert view["year_cards"]["hands"]["france"] == "hidden"
    assert view["year_cards"]["deck"] == "hidden"
    assert view["events"]["deck"] == "hidden"
    assert view["empires"]["england"]["year_cards_left"] == 5
    assert state["year_cards"]["hands"]["england"] != "hidden"


def test_setup_options_are_refused_with_their_names() -> None:
    with pytest.raises(SetupError, match="no setup options; got speed"):
        RULES.setup("millennium", 1, None, {"speed": 2})


def test_the_solitaire_scenario_has_one_seat() -> None:
    info = RULES.scenario("reconquista")
    assert info.seats == ("castile",)
    assert info.minimum_seats == 1
