"""The HRE religion check of clean-up B and the Emperor's religion, advanced rules (aid
HRE Religion (p. 45), HRE Religion (adv. rules) (p. 45); EUPOP-I5, I6)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.empire.religion import (
    after_religion_changed,
    check_religion,
    may_change_religion,
)
from tests.games.eupop.empire.support import kinds, new_game

ELECTORS = ("Bohmen", "Brandenburg", "Rheinland", "Sachsen")


def advanced(age: int = 3) -> Game:
    game = new_game()
    game.state["meta"]["options"] = {"advanced_rules": True}
    game.state["round"]["age"] = age
    return game


def electors_of(game: Game, *religions: str) -> Game:
    geography = content_of(game).geography
    for name, religion in zip(ELECTORS, religions, strict=True):
        slot = geography.areas[name].religion_slot
        game.state["map"]["religion_slots"][slot]["religion"] = religion
    handle = RULES.resume(game.state)
    handle.entries = []
    check_religion(handle)
    return handle


@pytest.mark.rule("eupop-aid:HRE Religion (p. 45)", "interpretation:EUPOP-I5")
def test_all_protestant_electors_make_the_hre_protestant_for_one_authority() -> None:
    game = advanced()
    handle = electors_of(game, "protestant", "protestant", "protestant", "protestant")
    assert game.state["hre"]["religion"] == "protestant"
    assert game.state["hre"]["imperial_authority"] == 1
    assert kinds(handle) == [
        ("hre_religion", {"religion": "protestant"}),
        ("imperial_authority_changed", {"change": -1, "now": 1}),
    ]


@pytest.mark.rule("eupop-aid:HRE Religion (p. 45)", "interpretation:EUPOP-I5")
def test_mixed_electors_leave_the_hre_diverse_then_catholic_ones_catholic() -> None:
    game = advanced(4)
    electors_of(game, "protestant", "catholic", "catholic", "catholic")
    assert game.state["hre"]["religion"] == "diverse"
    handle = electors_of(game, "catholic", "counter_reformed", "catholic", "catholic")
    assert game.state["hre"]["religion"] == "catholic"
    assert game.state["hre"]["imperial_authority"] == 2
    assert kinds(handle) == [("hre_religion", {"religion": "catholic"})]


@pytest.mark.rule("eupop-aid:HRE Religion (p. 45)", "interpretation:EUPOP-I5")
def test_no_check_without_the_option_or_before_age_three() -> None:
    game = new_game()
    game.state["round"]["age"] = 3
    electors_of(game, "protestant", "protestant", "protestant", "protestant")
    assert game.state["hre"]["religion"] == "catholic"
    game = advanced(2)
    electors_of(game, "protestant", "protestant", "protestant", "protestant")
    assert game.state["hre"]["religion"] == "catholic"


@pytest.mark.rule("eupop-aid:HRE Religion (adv. rules) (p. 45)", "interpretation:EUPOP-I6")
def test_the_emperor_changes_religion_only_when_the_hre_differs() -> None:
    game = advanced()
    assert not may_change_religion(game.state, "austria")
    assert may_change_religion(game.state, "france")
    game.state["hre"]["religion"] = "diverse"
    assert may_change_religion(game.state, "austria")
    game = new_game()
    assert may_change_religion(game.state, "austria")


@pytest.mark.rule("eupop-aid:HRE Religion (adv. rules) (p. 45)", "interpretation:EUPOP-I6")
def test_a_revolutionary_emperor_dissolves_the_hre() -> None:
    game = advanced()
    game.state["hre"]["imperial_influence"] = {"Sachsen": 2}
    geography = content_of(game).geography
    slot = geography.areas["Osterreich"].religion_slot
    handle = RULES.resume(game.state)
    handle.entries = []
    after_religion_changed(handle, "austria")
    assert game.state["hre"]["dissolved"] is False
    game.state["map"]["religion_slots"][slot]["revolutionary"] = True
    after_religion_changed(handle, "austria")
    hre = game.state["hre"]
    assert (hre["dissolved"], hre["emperor"], hre["imperial_authority"]) == (True, None, 0)
    assert hre["imperial_influence"] == {}
    assert not any(record["hre"] for record in game.state["map"]["areas"].values())
    assert [kind for kind, _ in kinds(handle)] == ["hre_dissolved"]
