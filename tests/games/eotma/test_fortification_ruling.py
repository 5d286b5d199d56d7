"""Fortification (14.0–14.43) and ruling (15.0–15.3): targets, strengths and reductions."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.games.eotma.rules.effectiveness import effectiveness
from hegemon.games.eotma.rules.fortification import (
    fortification_targets,
    reduction_actions,
    strengthened,
)
from hegemon.games.eotma.rules.ruling import ruling_targets
from tests.games.eotma.helpers import content, new_game, set_leader

HOME = [("Leon", "Leon"), ("Castile", "Castile"), ("Galicia", "Galicia"), ("Coimbra", "Coimbra")]
"""Castile's four areas in the Reconquista, in map order."""


def reconquista() -> Game:
    return new_game("reconquista", 2)


@pytest.mark.rule("eotma:14.0", "interpretation:EOTMA-60")
def test_fortification_targets_own_areas_below_strength_three_in_map_order() -> None:
    game = reconquista()
    game.state["areas"]["Castile"]["fortification"] = 3
    game.state["areas"]["Leon"]["fortification"] = 2
    expected = [pair for pair in HOME if pair[0] != "Castile"]
    assert fortification_targets(game.state, content(), "castile") == expected


@pytest.mark.rule("eotma:14.0", "interpretation:EOTMA-60")
@pytest.mark.parametrize(("before", "after"), [(0, 2), (2, 3), (3, 3)])
def test_an_f_result_builds_at_two_raises_to_three_and_never_beyond(
    before: int, after: int
) -> None:
    assert strengthened(before) == after


@pytest.mark.rule("eotma:14.0", "interpretation:EOTMA-60")
def test_an_f_result_at_strength_three_outside_the_menu_keeps_strength_three() -> None:
    game = reconquista()
    state = game.state
    state["areas"]["Castile"]["fortification"] = 3
    state["year_cards"]["hands"]["castile"] = ["Y01"]
    set_leader(game, "castile", 5, 3, 5)
    state["stack"][-1]["step"] = "after_endeavour"
    called = frame(
        "fortification",
        {"seat": "castile", "kind": "fortification", "base": "Castile", "target": "Castile"},
    )
    called["then"] = "after_endeavour"
    state["stack"].append(called)
    game.advance()
    game.apply("castile", Action("gold", 0))
    assert state["areas"]["Castile"]["fortification"] == 3
    assert any(
        entry.kind == "fortification" and entry.values["strength"] == 3 for entry in game.entries
    )


@pytest.mark.rule("eotma:14.1", "interpretation:EOTMA-8")
def test_fortification_needs_two_gold_and_one_more_per_sea_area() -> None:
    game = reconquista()
    game.state["areas"]["Ireland"]["owner"] = "castile"
    game.state["empires"]["castile"]["gold"] = 2
    assert fortification_targets(game.state, content(), "castile") == HOME
    game.state["empires"]["castile"]["gold"] = 3
    assert fortification_targets(game.state, content(), "castile") == [
        ("Ireland", "Ireland"),
        *HOME,
    ]
    game.state["empires"]["castile"]["gold"] = 1
    assert fortification_targets(game.state, content(), "castile") == []


@pytest.mark.rule("eotma:10.33", "eotma:10.35", "eotma:14.0")
def test_an_own_partly_conquered_area_may_be_fortified_at_a_cost_in_rating() -> None:
    game = new_game("millennium", 1)
    state = game.state
    set_leader(game, "france", 5, 5, 5)
    before = effectiveness(state, content(), "france", "fortification", "Normandy", "Normandy")
    state["areas"]["Normandy"]["partial_conquest"] = {"Wessex": {"seat": "england", "count": 1}}
    after = effectiveness(state, content(), "france", "fortification", "Normandy", "Normandy")
    assert after.rating == before.rating - 1
    assert ("Normandy", "Normandy") in fortification_targets(state, content(), "france")
    assert ("Normandy", "Normandy") not in fortification_targets(state, content(), "england")
    assert ("Normandy", "Normandy") not in ruling_targets(state, content(), "england")


@pytest.mark.rule("eotma:14.43", "interpretation:EOTMA-61")
def test_reductions_offer_every_lower_strength_of_own_fortifications_only() -> None:
    game = new_game("millennium", 1)
    state = game.state
    actions = reduction_actions(state, content(), "byzantium")
    assert [action.argument for action in actions] == [("Thrace", 2), ("Thrace", 0)]
    assert actions[0].label == "Reduce the fortifications of Thrace from strength 3 to 2"
    assert actions[1].label == "Raze the fortifications of Thrace (strength 3)"
    state["areas"]["Thrace"]["fortification"] = 2
    assert [action.argument for action in reduction_actions(state, content(), "byzantium")] == [
        ("Thrace", 0)
    ]
    assert [action.argument for action in reduction_actions(state, content(), "france")] == [
        ("Ile-de-France", 0)
    ]


@pytest.mark.rule("eotma:15.0", "eotma:15.1", "interpretation:EOTMA-65")
def test_every_own_area_may_be_ruled_even_at_plus_three_with_no_gold() -> None:
    game = reconquista()
    state = game.state
    state["areas"]["Castile"]["social_state"] = 3
    state["empires"]["castile"]["gold"] = 0
    state["areas"]["Ireland"]["owner"] = "castile"
    assert ruling_targets(state, content(), "castile") == HOME
    state["empires"]["castile"]["gold"] = 1
    assert ruling_targets(state, content(), "castile") == [("Ireland", "Ireland"), *HOME]


@pytest.mark.rule("eotma:15.0", "interpretation:EOTMA-21")
def test_a_fallen_empire_has_nothing_to_rule_or_fortify() -> None:
    game = reconquista()
    state = game.state
    for name, _ in HOME:
        state["areas"][name]["owner"] = None
    state["empires"]["castile"]["court"] = None
    assert ruling_targets(state, content(), "castile") == []
    assert fortification_targets(state, content(), "castile") == []
