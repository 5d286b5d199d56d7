"""Explore (aid Explore (1 1 + 1 1) (p. 12); EUPOP-X1..X4): price, the Quest's ship, the die
and its rerolls, what is discovered, the colonist, the distant trade cards."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.cleanup.refresh import add_colonists
from hegemon.games.eupop.rules.exploration import explore
from hegemon.games.eupop.rules.exploration.distant import explorable_areas, ship_moves
from tests.games.eupop.exploration.support import choose, kinds, new_game, start, verbs

assert "explore" in RULES.procedures  # the rules module first: the rule packages import it


@pytest.mark.rule(
    "eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X1", "interpretation:EUPOP-X3"
)
def test_without_the_quest_nothing_distant_is_in_reach() -> None:
    game = new_game(quest=False)
    assert explore.offers(game.state, content_of(game), "castile") == []
    assert explorable_areas(game.state, content_of(game).geography, "castile") == []


@pytest.mark.rule("eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X3")
def test_the_quest_ship_stops_at_the_first_distant_zone_and_never_enters_the_pacific() -> None:
    game = new_game()
    geography = content_of(game).geography
    assert ship_moves(game.state, geography, "castile") == [("f002", "Mid Atlantic")]
    game.state["forces"]["f002"]["where"] = "Mid Atlantic"
    assert ship_moves(game.state, geography, "castile") == [("f002", "Caribbean Sea")]


@pytest.mark.rule(
    "eupop-aid:Explore (1 1 + 1 1) (p. 12)",
    "eupop-aid:Distant Trade (p. 35)",
    "interpretation:EUPOP-X2",
)
@pytest.mark.rule("interpretation:EUPOP-X4")
def test_a_one_discovers_pernambuco_and_places_a_colonist() -> None:
    game = start(new_game(), "explore", "castile", None, [1])
    state = game.state
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 2
    assert state["players"]["castile"]["monarch_power"]["military"] == 2
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    assert state["forces"]["f002"]["units"] == {"light_ship": 1}
    choose(game, "explore_keep")
    assert verbs(game) == [("explore_discover", "Pernambuco")]
    choose(game, "explore_discover", "Pernambuco")
    assert state["map"]["provinces"]["Pernambuco"]["colonist"] == "castile"
    assert state["supply"]["castile"]["colonists"] == 1
    assert state["players"]["castile"]["discovered"] == ["Brasil"]
    assert "distant_trade_cards" in kinds(game)
    assert state["decks"]["trade_set_aside"] != []  # only the new world's cards came in


@pytest.mark.rule("eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X1")
def test_two_rerolls_at_most_each_for_one_diplomatic_power_the_last_counts() -> None:
    game = start(new_game(), "explore", "castile", None, [1, 3, 6])
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    choose(game, "explore_reroll")
    choose(game, "explore_reroll")
    # the failure face is the last result: no third reroll, the choices of a failure
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == 0
    assert verbs(game) == [("explore_fail", None)]


@pytest.mark.rule("eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X2")
def test_the_failure_face_buys_a_territory_of_any_number_for_one_diplomatic_power() -> None:
    game = start(new_game(), "explore", "castile", None, [6])
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    choose(game, "explore_keep")
    assert verbs(game) == [
        ("explore_pay", "Bahia"),
        ("explore_pay", "Pernambuco"),
        ("explore_fail", None),
    ]
    choose(game, "explore_pay", "Bahia")
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == 1
    assert game.state["map"]["provinces"]["Bahia"]["colonist"] == "castile"


@pytest.mark.rule("eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X2")
def test_the_failure_face_unpaid_loses_the_light_ship_that_sailed() -> None:
    game = start(new_game(), "explore", "castile", None, [6])
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    moved = [
        key
        for key, force in game.state["forces"].items()
        if force["where"] == "Mid Atlantic" and force["realm"] == "castile"
    ]
    choose(game, "explore_keep")
    choose(game, "explore_fail")
    assert all(key not in game.state["forces"] for key in moved)
    assert game.state["forces"]["f002"]["units"] == {"light_ship": 1}
    assert "explore_ship_lost" in kinds(game)


@pytest.mark.rule(
    "eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X2", "interpretation:EUPOP-X3"
)
def test_a_number_with_no_match_in_reach_discovers_nothing() -> None:
    game = start(new_game(), "explore", "castile", None, [5])
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    choose(game, "explore_keep")
    assert "nothing_discovered" in kinds(game)
    assert game.state["players"]["castile"]["discovered"] == []


@pytest.mark.rule(
    "eupop-aid:Explore (1 1 + 1 1) (p. 12)", "interpretation:EUPOP-X2", "interpretation:EUPOP-X3"
)
def test_from_the_caribbean_the_aztecs_may_be_discovered_once() -> None:
    game = new_game()
    game.state["forces"]["f002"]["where"] = "Caribbean Sea"
    geography = content_of(game).geography
    assert explorable_areas(game.state, geography, "castile") == ["Anahuac", "Antillen", "Florida"]
    game = start(game, "explore", "castile", None, [4])
    choose(game, "explore_stay")
    choose(game, "explore_keep")
    assert ("explore_discover", "Tenochtitlan") in verbs(game)
    assert ("explore_discover", "Timucua") in verbs(game)
    choose(game, "explore_discover", "Tenochtitlan")
    assert game.state["players"]["castile"]["discovered"] == ["Anahuac"]
    assert game.state["map"]["provinces"]["Tenochtitlan"]["colonist"] is None
    game = start(game, "explore", "castile", None, [4])
    choose(game, "explore_stay")
    choose(game, "explore_keep")
    assert ("explore_discover", "Tenochtitlan") not in verbs(game)


@pytest.mark.rule("eupop-aid:A. Update and Refresh", "interpretation:EUPOP-X4")
def test_the_colonist_explore_leaves_is_a_colonial_token_at_clean_up() -> None:
    game = start(new_game(), "explore", "castile", None, [2])
    choose(game, "explore_ship", ("f002", "Mid Atlantic"))
    choose(game, "explore_keep")
    choose(game, "explore_discover", "Bahia")
    state = game.state
    assert state["supply"]["castile"]["colonists"] == 1
    assert add_colonists(state, content_of(game).geography, "castile") == 1
    assert state["players"]["castile"]["colonists"] == 1
    assert state["supply"]["castile"]["colonists"] == 0
