"""Conquest targets (interpretation:EOTMA-30, EOTMA-51; 10.35) and partial-conquest markers."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.games.eotma.rules.conquest import conquest_targets, marker_problems
from tests.games.eotma.helpers import content, new_game


def test_bases_are_own_areas_next_to_any_area_not_owned() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    pairs = conquest_targets(game.state, content(), "france")
    assert ("Normandy", "Wessex") in pairs  # across the English Channel, England's court
    assert ("Normandy", "Brittany") in pairs  # land border, independent
    assert ("Burgundy", "Lombardy") in pairs
    assert all(game.state["areas"][base]["owner"] == "france" for base, _ in pairs)
    assert all(game.state["areas"][target]["owner"] != "france" for _, target in pairs)
    assert ("Normandy", "Ireland") not in pairs  # no sea area in common
    assert ("Ile-de-France", "Wessex") not in pairs  # Ile-de-France has no coast
    assert pairs == sorted(pairs, key=lambda pair: [content().geography.order[n] for n in pair])


def test_magnate_areas_may_be_conquered() -> None:
    game = new_game(seed=2)
    assert ("Leon", "Toledo") in conquest_targets(game.state, content(), "leon")


def test_targets_follow_the_least_cost() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    game.state["empires"]["france"]["gold"] = 2
    pairs = conquest_targets(game.state, content(), "france")
    assert ("Normandy", "Brittany") in pairs
    assert ("Normandy", "Wessex") not in pairs  # 2 gold and 1 for the English Channel
    game.state["empires"]["france"]["gold"] = 1
    assert conquest_targets(game.state, content(), "france") == []


def test_an_area_only_partially_conquered_is_no_base() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    game.state["areas"]["Aquitaine"]["partial_conquest"] = {
        "Normandy": {"seat": "france", "count": 1}
    }
    pairs = conquest_targets(game.state, content(), "france")
    assert ("Normandy", "Aquitaine") in pairs
    assert not any(base == "Aquitaine" for base, _ in pairs)


def test_the_menu_offers_exactly_the_targets() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    offered = [
        action.argument[1:]
        for action in game.decision().actions  # type: ignore[union-attr]
        if action.verb == "endeavour" and action.argument[0] == "conquest"
    ]
    assert offered == conquest_targets(game.state, content(), "france")


def test_three_c_results_from_two_bases_take_a_population_three_area() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    state = game.state
    state["empires"]["france"]["held_events"] = []
    state["empires"]["france"]["leader"]["combat"] = 10
    state["areas"]["Provence"]["owner"] = "france"
    state["areas"]["Provence"]["social_state"] = 0
    state["areas"]["Burgundy"]["social_state"] = 1
    state["year_cards"]["hands"]["france"] = ["Y01", "Y02", "Y04"]
    state["empires"]["france"]["year_cards_left"] = 3
    for base in ("Burgundy", "Provence", "Burgundy"):  # ratings 8, 7, 8: a C on every card
        assert state["areas"]["Lombardy"]["owner"] is None
        game.apply("france", Action("endeavour", ("conquest", base, "Lombardy")))
        game.apply("france", Action("gold", 0))
    assert state["areas"]["Lombardy"]["owner"] == "france"
    assert state["areas"]["Lombardy"]["partial_conquest"] == {}
    assert state["areas"]["Lombardy"]["unrest"] is True
    assert marker_problems(state, content()) == []


def test_marker_problems_name_a_marker_left_behind() -> None:
    game = new_game(seed=2, seats=["france", "england"])
    markers = game.state["areas"]["Brittany"]["partial_conquest"]
    markers["Wessex"] = {"seat": "france", "count": 1}
    assert marker_problems(game.state, content()) == [
        "france's marker on Brittany from Wessex outlived a change of holder",
        "france holds enough C results to own Brittany but does not",
    ]
