"""Imperial Elections, advanced rules (aid Imperial Elections (adv. rules) (p. 45);
EUPOP-I7): the trigger on the Emperor's ruler and the vote of the elector areas."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.characters import cards
from tests.games.eupop.empire.support import new_game, start

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"


def advanced() -> Game:
    """Advanced rules on, no regular influence in the elector areas."""
    game = new_game()
    game.state["meta"]["options"] = {"advanced_rules": True}
    for name in ("Bohmen", "Brandenburg", "Rheinland", "Sachsen"):
        game.state["map"]["areas"][name]["influence"] = {}
    return game


ELECTION_KINDS = ("imperial_election_called", "imperial_election", "emperor_elected")


def remove_emperors_ruler(game: Game) -> list[tuple[str, dict[str, object]]]:
    """Austria's ruler dies; an election called is then held (run as the round would take
    it up, under the case caller): the election's log entries."""
    return [
        (kind, values)
        for kind, values in _entries(hold(game))
        if kind != "imperial_election_called"
    ]


def hold(game: Game) -> Game:
    """Austria's ruler dies and the election it calls, if any, is held up to its end or
    its first tie decision: a handle with the log of both."""
    handle = RULES.resume(game.state)
    handle.entries = []
    cards.remove_ruler(handle, "austria", "test", "died")
    called = list(handle.entries)
    if "election" not in game.state["hre"]:
        return handle
    held = start(handle, "imperial_election", "austria", None)
    held.entries = called + held.entries
    return held


def _entries(game: Game) -> list[tuple[str, dict[str, object]]]:
    return [
        (entry.kind, dict(entry.values)) for entry in game.entries if entry.kind in ELECTION_KINDS
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
    assert "election" not in game.state["hre"]
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


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_the_sitting_emperor_decides_a_tie_for_the_crown() -> None:
    game = advanced()
    influence(game, "france", {"Bohmen": 1, "Brandenburg": 1})
    influence(game, "austria", {"Rheinland": 1, "Sachsen": 1})
    handle = hold(game)
    decision = handle.decision()
    assert decision is not None and decision.seat == "austria"
    assert [(action.verb, action.argument) for action in decision.actions] == [
        ("elect_emperor", "austria"),
        ("elect_emperor", "france"),
    ]
    handle.apply("austria", decision.actions[1])
    assert game.state["hre"]["emperor"] == "france"
    assert _entries(handle)[-2:] == [
        (
            "imperial_election",
            {
                "votes": {
                    "Bohmen": "france",
                    "Brandenburg": "france",
                    "Rheinland": "austria",
                    "Sachsen": "austria",
                },
                "emperor": "france",
            },
        ),
        ("emperor_elected", {"previous": "austria"}),
    ]


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_the_sitting_emperor_decides_a_tied_areas_vote_first() -> None:
    game = advanced()
    influence(game, "france", {"Bohmen": 2, "Brandenburg": 1})
    influence(game, "austria", {"Bohmen": 2})
    handle = hold(game)
    decision = handle.decision()
    assert decision is not None and decision.seat == "austria"
    assert [action.argument for action in decision.actions] == [
        ("Bohmen", "austria"),
        ("Bohmen", "france"),
    ]
    handle.apply("austria", decision.actions[0])
    tie = handle.decision()
    assert tie is not None
    assert [action.argument for action in tie.actions] == ["austria", "france"]
    handle.apply("austria", tie.actions[0])
    assert game.state["hre"]["emperor"] == "austria"
    assert _entries(handle)[-1] == (
        "imperial_election",
        {"votes": {"Bohmen": "austria", "Brandenburg": "france"}, "emperor": "austria"},
    )


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
