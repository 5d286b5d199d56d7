"""Imperial Elections, advanced rules (aid Imperial Elections (adv. rules) (p. 45);
EUPOP-I7): the trigger on the Emperor's ruler and the vote of the elector areas."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.characters import cards
from tests.games.eupop.empire.support import new_game

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"


def advanced() -> Game:
    """Advanced rules on, no regular influence in the elector areas."""
    game = new_game()
    game.state["meta"]["options"] = {"advanced_rules": True}
    for name in ("Bohmen", "Brandenburg", "Rheinland", "Sachsen"):
        game.state["map"]["areas"][name]["influence"] = {}
    return game


def remove_emperors_ruler(game: Game) -> list[tuple[str, dict[str, object]]]:
    handle = RULES.resume(game.state)
    handle.entries = []
    cards.remove_ruler(handle, "austria", "test", "died")
    return [
        (entry.kind, dict(entry.values))
        for entry in handle.entries
        if entry.kind in ("imperial_election", "emperor_elected")
    ]


def influence(game: Game, realm: str, areas: dict[str, int]) -> None:
    for name, count in areas.items():
        game.state["map"]["areas"][name]["influence"][realm] = count


@pytest.mark.rule("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I7")
def test_the_realm_with_most_elector_votes_becomes_emperor() -> None:
    game = advanced()
    game.state["hre"]["imperial_influence"] = {"Bohmen": 1, "Sachsen": 2}
    influence(game, "france", {"Bohmen": 2, "Brandenburg": 1, "Rheinland": 1})
    logged = remove_emperors_ruler(game)
    votes = {"Bohmen": "france", "Brandenburg": "france", "Rheinland": "france"}
    votes["Sachsen"] = "austria"
    assert logged == [
        ("imperial_election", {"votes": votes, "emperor": "france"}),
        ("emperor_elected", {"previous": "austria"}),
    ]
    hre = game.state["hre"]
    assert (hre["emperor"], hre["imperial_influence"], hre["imperial_authority"]) == (
        "france",
        {},
        3,
    )


@pytest.mark.rule("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I7")
def test_the_sitting_emperor_keeps_the_crown_on_a_tie() -> None:
    game = advanced()
    influence(game, "france", {"Bohmen": 1, "Brandenburg": 1})
    influence(game, "austria", {"Rheinland": 1, "Sachsen": 1})
    logged = remove_emperors_ruler(game)
    assert logged[0][1]["emperor"] == "austria"
    assert game.state["hre"]["emperor"] == "austria"


@pytest.mark.rule("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I7")
def test_no_election_above_authority_four_or_without_the_option() -> None:
    game = advanced()
    influence(game, "france", {"Bohmen": 5, "Brandenburg": 5, "Rheinland": 5})
    game.state["hre"]["imperial_authority"] = 5
    assert remove_emperors_ruler(game) == []
    game = new_game()
    influence(game, "france", {"Bohmen": 5, "Brandenburg": 5, "Rheinland": 5})
    assert remove_emperors_ruler(game) == []
    assert game.state["hre"]["emperor"] == "austria"
