"""Diplomacy's menu (12.1, 12.12–12.14): each target with its holder and rating, best
first, own areas after, and targets where nothing can come of it marked last."""

from __future__ import annotations

from hegemon.games.eotma.rules.diplomacy import (
    DIPLOMACY_ENTRY,
    diplomacy_targets,
    may_come_to_something,
)
from tests.games.eotma.helpers import content, new_game


def test_the_menu_offers_the_same_targets_as_the_rule_best_rating_first() -> None:
    game = new_game()
    actions = DIPLOMACY_ENTRY.actions(game.state, content(), "france")
    legal = {
        ("diplomacy", base, target)
        for base, target in diplomacy_targets(game.state, content(), "france")
    }
    assert {action.argument for action in actions} == legal
    assert len(actions) == len(legal)
    assert actions[0].label == "Diplomacy: Ile-de-France → Coimbra (independent, rating 4)"
    ratings = [int(a.label.rpartition("rating ")[2].rstrip(")")) for a in actions[:-3]]
    assert ratings == sorted(ratings, reverse=True)


def test_each_label_names_the_holder_and_own_areas_come_after_the_others() -> None:
    game = new_game()
    labels = [a.label for a in DIPLOMACY_ENTRY.actions(game.state, content(), "france")]
    assert "Diplomacy: Ile-de-France → Mercia (Kingdom of England, rating -2)" in labels
    assert labels[-3:] == [
        "Diplomacy: Ile-de-France → Burgundy (yours, rating 6)",
        "Diplomacy: Ile-de-France → Champagne (yours, rating 6)",
        "Diplomacy: Ile-de-France → Normandy (yours, rating 6)",
    ]


def test_a_held_tie_on_an_own_area_can_come_to_nothing_and_goes_last_marked() -> None:
    game = new_game()
    game.state["areas"]["Normandy"]["ties"] = ["france"]
    assert not may_come_to_something(game.state, content(), "france", "Normandy")
    labels = [a.label for a in DIPLOMACY_ENTRY.actions(game.state, content(), "france")]
    assert labels[-1] == (
        "Diplomacy: Ile-de-France → Normandy (yours, rating 6; nothing can come of it)"
    )


def test_a_held_tie_elsewhere_hopes_only_for_a_conquest_the_gold_can_reach() -> None:
    game = new_game()
    game.state["areas"]["Mercia"]["ties"] = ["france"]
    game.state["empires"]["france"]["gold"] = 20
    assert may_come_to_something(game.state, content(), "france", "Mercia")
    game.state["empires"]["france"]["gold"] = 12
    assert not may_come_to_something(game.state, content(), "france", "Mercia")
    assert not may_come_to_something(game.state, content(), "france", "Mercia")
    assert may_come_to_something(game.state, content(), "france", "Wessex")
