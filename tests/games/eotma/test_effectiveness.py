"""The effectiveness rating shared by every endeavour (eotma-overview ER table)."""

from __future__ import annotations

import pytest

from hegemon.engine.agents import Observation, make_agent
from hegemon.engine.match import Match
from hegemon.games.eotma.module import RULES
from hegemon.games.eotma.rules.effectiveness import (
    NoLineOfCommunication,
    apply_seas,
    diplomacy_ratings,
    effectiveness,
    minimum_gold,
)
from hegemon.games.eotma.world.layout import owned_areas
from tests.games.eotma.helpers import content, new_game, set_leader

OVERVIEW = "eotma-overview:Endeavours and the effectiveness rating (ER)"


@pytest.mark.rule(OVERVIEW)
def test_ruling_subtracts_the_size_of_the_social_state() -> None:
    game = new_game()
    set_leader(game, "france", 5, 5, 5)
    game.state["areas"]["Normandy"]["social_state"] = -2
    rating = effectiveness(game.state, content(), "france", "ruling", "Normandy", "Normandy")
    assert rating.rating == 5 - 2


@pytest.mark.rule(OVERVIEW, "interpretation:EOTMA-7")
def test_conquest_counts_social_states_fortification_and_an_unrelated_language() -> None:
    game = new_game()
    set_leader(game, "france", 6, 5, 5)
    game.state["areas"]["Wessex"]["fortification"] = 2
    rating = effectiveness(game.state, content(), "france", "conquest", "Normandy", "Wessex")
    # 6 combat + 1 Normandy - 2 Wessex - 2 fortification - 2 French/English, 1 sea (no halving)
    assert rating.rating == 1
    assert rating.seas == 1


@pytest.mark.rule(OVERVIEW, "interpretation:EOTMA-8")
def test_two_or_more_sea_areas_halve_a_positive_rating_before_gold() -> None:
    game = new_game()
    set_leader(game, "france", 9, 5, 5)
    rating = effectiveness(
        game.state, content(), "france", "conquest", "Normandy", "Sicily", extra_gold=2
    )
    # 9 + 1 - 1 Sicily - 2 Arabic - 2 Muslim = 5, three seas → 2, then 2 gold → 4
    assert (rating.seas, rating.before_gold, rating.rating) == (3, 2, 4)


@pytest.mark.rule("interpretation:EOTMA-8")
@pytest.mark.parametrize(
    ("value", "seas", "result"), [(5, 1, 5), (5, 2, 2), (-3, 2, -5), (-2, 3, -3), (0, 2, 0)]
)
def test_the_sea_rule_rounds_against_the_player(value: int, seas: int, result: int) -> None:
    assert apply_seas(content(), value, seas) == result


@pytest.mark.rule("eotma:12.17", "eotma:12.19", "eotma:12.20", "eotma:12.12")
def test_diplomacy_standing_of_owned_independent_venice_and_magnate_targets() -> None:
    game = new_game()
    set_leader(game, "france", 5, 5, 6)
    set_leader(game, "england", 5, 5, 4)
    state, loaded = game.state, content()

    def rating(target: str) -> int:
        return effectiveness(state, loaded, "france", "diplomacy", "Ile-de-France", target).rating

    # 6 diplomatic + 2 court social state - target social state - standing - language - religion
    assert rating("Rome") == 6 + 2 - 1 - 3 - 1
    assert rating("Venice") == 6 + 2 - 2 - 5 - 1
    assert rating("Toledo") == 6 + 2 - 1 - 5 - 2 - 2
    assert rating("Mercia") == 6 + 2 - 1 - 4 - 2
    assert effectiveness(state, loaded, "france", "diplomacy", "Ile-de-France", "Kiev").seas == 0


@pytest.mark.rule("eotma:10.33")
def test_a_partially_conquered_base_lowers_the_rating() -> None:
    game = new_game()
    set_leader(game, "france", 6, 5, 5)
    game.state["areas"]["Normandy"]["partial_conquest"] = {
        "Brittany": {"seat": "england", "count": 1}
    }
    rating = effectiveness(game.state, content(), "france", "conquest", "Normandy", "Wessex")
    assert rating.rating == 6 + 1 - 2 - 2 - 1


@pytest.mark.rule("interpretation:EOTMA-11")
def test_held_advances_help_the_holder_and_hinder_its_attackers() -> None:
    game = new_game()
    set_leader(game, "france", 6, 5, 5)
    game.state["empires"]["france"]["held_events"] = ["weapon-advance"]
    game.state["empires"]["england"]["held_events"] = ["tactics-advance"]
    rating = effectiveness(game.state, content(), "france", "conquest", "Normandy", "Wessex")
    assert rating.rating == 6 + 1 - 2 - 2 + 3 - 3


@pytest.mark.rule("eotma:11.1", "eotma:12.2", "eotma:14.1", "interpretation:EOTMA-8")
def test_minimum_gold_adds_sea_costs_except_for_diplomacy() -> None:
    assert minimum_gold(content(), "fortification", 0) == 2
    assert minimum_gold(content(), "pillage", 2) == 2
    assert minimum_gold(content(), "diplomacy", 3) == 1


def test_no_line_of_communication_is_an_error() -> None:
    game = new_game()
    with pytest.raises(
        NoLineOfCommunication, match="france has no line of communication to Lombardy"
    ):
        game.state["areas"]["Burgundy"]["owner"] = None
        effectiveness(game.state, content(), "france", "conquest", "Normandy", "Lombardy")


def test_the_diplomacy_menus_lean_ratings_are_the_full_ratings_numbers() -> None:
    """``diplomacy_ratings`` (the menu's, without a breakdown) gives, at every decision of a
    random game's first 300, for every seat, court and land area, the number
    ``effectiveness`` works out in full."""
    rules_content = content()
    match = Match.new(RULES, "millennium", 12)
    agent = make_agent(RULES, "random", 3)
    checked = 0
    for number in range(300):
        decision = match.decision()
        assert decision is not None
        if number % 30 == 0:
            state = match.state
            for seat in state["meta"]["seats"]:
                for court in owned_areas(state, rules_content.geography, seat)[:2]:
                    targets = list(rules_content.geography.land)
                    lean = diplomacy_ratings(state, rules_content, seat, court, targets)
                    for target in targets:
                        full = effectiveness(state, rules_content, seat, "diplomacy", court, target)
                        assert lean[target] == full.rating, (seat, court, target)
                        checked += 1
        match.apply(decision.seat, agent.choose(Observation(RULES, match.state, decision)))
    assert checked > 1000
