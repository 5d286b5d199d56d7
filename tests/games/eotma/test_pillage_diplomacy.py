"""Pillage and diplomacy: the pairs the menu offers, court areas, ties and the parley."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.games.eotma.module import RULES
from hegemon.games.eotma.rules.bases import near
from hegemon.games.eotma.rules.diplomacy import court_areas, diplomacy_targets, tie_actions
from hegemon.games.eotma.rules.pillage import pillage_targets
from tests.games.eotma.helpers import content


def _france_first() -> Game:
    """France and England; France holds the first decision (seed 5)."""
    game = RULES.setup("millennium", 5, ["france", "england"])
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    return game


@pytest.mark.rule("interpretation:EOTMA-51")
def test_near_joins_land_borders_and_shared_seas_both_ways() -> None:
    geography = content().geography
    assert near(geography, "Normandy") == (
        "Wessex",
        "Brittany",
        "Ile-de-France",
        "Flanders",
        "Aquitaine",
    )
    for name in geography.land:
        assert name not in near(geography, name)
        for other in near(geography, name):
            assert name in near(geography, other)


@pytest.mark.rule("eotma:11.0")
def test_pillage_pairs_are_foreign_neighbours_bases_then_targets_in_map_order() -> None:
    game = _france_first()
    assert pillage_targets(game.state, content(), "france") == [
        ("Normandy", "Wessex"),
        ("Normandy", "Brittany"),
        ("Normandy", "Flanders"),
        ("Normandy", "Aquitaine"),
        ("Ile-de-France", "Flanders"),
        ("Ile-de-France", "Aquitaine"),
        ("Champagne", "Flanders"),
        ("Champagne", "Lorraine"),
        ("Burgundy", "Aquitaine"),
        ("Burgundy", "Toulouse"),
        ("Burgundy", "Provence"),
        ("Burgundy", "Lombardy"),
        ("Burgundy", "Lorraine"),
        ("Burgundy", "Swabia"),
    ]


@pytest.mark.rule("eotma:11.0")
def test_the_menu_offers_exactly_the_pillage_pairs() -> None:
    game = _france_first()
    decision = game.decision()
    assert decision is not None
    offered = [
        (action.argument[1], action.argument[2])
        for action in decision.actions
        if action.verb == "endeavour" and action.argument[0] == "pillage"
    ]
    assert offered == pillage_targets(game.state, content(), "france")


@pytest.mark.rule("eotma:12.12", "eotma:12.16")
def test_diplomacy_aims_at_every_area_but_the_courts() -> None:
    game = _france_first()
    state = game.state
    courts = court_areas(state)
    assert courts == {"Ile-de-France", "Wessex", "Cordoba", "Ifriqiya"}
    pairs = diplomacy_targets(state, content(), "france")
    assert [target for _, target in pairs] == [
        name for name in content().geography.land if name not in courts
    ]
    assert {base for base, _ in pairs} == {"Ile-de-France"}


@pytest.mark.rule("interpretation:EOTMA-56")
def test_a_magnates_lost_court_is_an_ordinary_target() -> None:
    game = _france_first()
    state = game.state
    state["areas"]["Cordoba"].update(owner="england", magnate=None)
    assert "Cordoba" not in court_areas(state)
    assert ("Ile-de-France", "Cordoba") in diplomacy_targets(state, content(), "france")


@pytest.mark.rule("interpretation:EOTMA-21", "interpretation:EOTMA-56")
def test_a_former_empire_court_may_be_targeted_once_the_court_moved() -> None:
    game = _france_first()
    state = game.state
    state["empires"]["england"]["court"] = "Mercia"
    assert ("Ile-de-France", "Wessex") in diplomacy_targets(state, content(), "france")
    assert ("Ile-de-France", "Mercia") not in diplomacy_targets(state, content(), "france")


@pytest.mark.rule("eotma:12.43", "interpretation:EOTMA-57")
def test_only_the_seats_own_ties_can_be_broken_in_map_order() -> None:
    game = _france_first()
    areas = game.state["areas"]
    areas["Brittany"]["ties"] = ["england", "france"]
    areas["Flanders"]["ties"] = ["england"]
    areas["Normandy"]["ties"] = ["france"]
    assert [action.argument for action in tie_actions(game.state, content(), "france")] == [
        "Normandy",
        "Brittany",
    ]
    assert [action.argument for action in tie_actions(game.state, content(), "england")] == [
        "Brittany",
        "Flanders",
    ]


@pytest.mark.rule("eotma:12.32", "interpretation:EOTMA-53")
def test_the_parley_follows_the_result_and_the_turn_resumes_after_it() -> None:
    game = _france_first()
    state = game.state
    state["empires"]["france"]["leader"]["diplomatic"] = 9
    state["year_cards"]["hands"]["france"] = ["Y15"]
    state["empires"]["france"]["year_cards_left"] = 1
    state["rng"]["forced"] = [6, 1]
    game.apply("france", Action("endeavour", ("diplomacy", "Ile-de-France", "Mercia")))
    game.apply("france", Action("gold", 7))
    game.apply("england", Action("oppose", 0))
    decision = game.decision()
    assert decision is not None and decision.seat == "england"
    assert [action.verb for action in decision.actions] == ["parley", "parley"]
    game.apply("england", Action("parley", True))
    assert state["areas"]["Mercia"]["owner"] == "france"
    assert state["turn"]["endeavours"] == 1
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
