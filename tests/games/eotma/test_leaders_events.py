"""Leader stature checks and succession; event cards and their effects."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.games.eotma.content.schema import AreaChoice, GoldEffect, SocialStateEffect
from hegemon.games.eotma.rules.events import apply_effect, choose_areas, held_modifier
from tests.games.eotma.helpers import content, new_game, set_leader

CHECK = "interpretation:EOTMA-5"


def _stature_check(game: Game, seat: str, rating: str, dice: list[int]) -> None:
    game.state["rng"]["forced"] = list(dice)
    game.state["stack"].append(frame("stature_check", {"seat": seat, "rating": rating}))
    game.advance()


@pytest.mark.rule(CHECK)
def test_a_stature_check_of_ten_raises_the_rating_used() -> None:
    game = new_game()
    set_leader(game, "france", 5, 5, 5)
    _stature_check(game, "france", "combat", [4, 6])
    assert game.state["empires"]["france"]["leader"]["combat"] == 6
    assert game.state["empires"]["france"]["leader"]["diplomatic"] == 5


@pytest.mark.rule(CHECK)
def test_a_stature_check_of_two_ends_the_reign_and_an_heir_succeeds() -> None:
    game = new_game()
    old = game.state["empires"]["france"]["leader"]["name"]
    game.state["areas"]["Normandy"]["unrest"] = False
    _stature_check(game, "france", "combat", [1, 1, 2])
    leader = game.state["empires"]["france"]["leader"]
    assert leader["name"] != old
    assert game.state["empires"]["france"]["leaders_so_far"] == 2
    assert not any(game.state["areas"][name]["unrest"] for name in ("Normandy", "Burgundy"))


@pytest.mark.rule(CHECK)
def test_dying_heirless_puts_areas_of_another_language_in_unrest() -> None:
    game = new_game()
    game.state["areas"]["Flanders"]["owner"] = "france"
    _stature_check(game, "france", "combat", [1, 1, 1])
    assert game.state["areas"]["Flanders"]["unrest"] is True
    assert game.state["areas"]["Normandy"]["unrest"] is False


@pytest.mark.rule(CHECK)
def test_held_cards_of_a_reign_are_discarded_at_its_end() -> None:
    game = new_game()
    game.state["empires"]["france"]["held_events"] = ["personal-demesne", "weapon-advance"]
    _stature_check(game, "france", "combat", [1, 2, 3])
    assert game.state["empires"]["france"]["held_events"] == ["weapon-advance"]
    assert "personal-demesne" in game.state["events"]["discard"]


@pytest.mark.rule("interpretation:EOTMA-11")
def test_held_cards_add_their_modifiers() -> None:
    game = new_game()
    game.state["empires"]["france"]["held_events"] = ["weapon-advance", "tactics-advance"]
    assert held_modifier(game.state, content(), "france", "conquest") == 6
    assert held_modifier(game.state, content(), "france", "attackers") == -6
    assert held_modifier(game.state, content(), "france", "income") == 0


@pytest.mark.rule("interpretation:EOTMA-11")
def test_losing_gold_to_an_event_stops_at_nothing() -> None:
    game = new_game()
    game.state["empires"]["france"]["gold"] = 1
    apply_effect(game, content(), "france", GoldEffect(op="gold", amount=-2))
    assert game.state["empires"]["france"]["gold"] == 0


@pytest.mark.rule("interpretation:EOTMA-11")
def test_plague_strikes_the_most_populous_areas_and_stops_at_minus_three() -> None:
    game = new_game()
    game.state["areas"]["Ile-de-France"]["social_state"] = -3
    choice = AreaChoice(pick="highest_population", count=2, include_court=True)
    assert "Ile-de-France" in choice_names(game, choice)
    apply_effect(
        game, content(), "france", SocialStateEffect(op="social_state", change=-1, areas=choice)
    )
    assert game.state["areas"]["Ile-de-France"]["social_state"] == -3


def choice_names(game: Game, choice: AreaChoice) -> list[str]:
    return choose_areas(game, content(), "france", choice)


@pytest.mark.rule("interpretation:EOTMA-11")
def test_a_choice_skips_the_court_unless_told() -> None:
    game = new_game()
    assert "Ile-de-France" not in choice_names(game, AreaChoice(pick="all"))
    assert "Ile-de-France" in choice_names(game, AreaChoice(pick="all", include_court=True))
