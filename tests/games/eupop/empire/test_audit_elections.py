"""Every player realm is a candidate in an Imperial Election, a Bot too: its influence wins
an elector area's vote, and a Bot elected stops the game as not built (aid Imperial
Elections (adv. rules) (p. 45); EUPOP-I7, audit of 2026-11-29 finding 11)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.empire.elections import votes
from tests.games.eupop.empire.test_elections import advanced, influence, remove_emperors_ruler


@pytest.mark.rule("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I7")
def test_a_bots_influence_wins_an_elector_areas_vote() -> None:
    game = advanced()
    assert game.state["realms"]["castile"]["player"] == "bot"
    influence(game, "castile", {"Bohmen": 2, "Sachsen": 1})
    influence(game, "france", {"Sachsen": 2})
    assert votes(game.state, content_of(game).geography) == {
        "Bohmen": "castile",
        "Brandenburg": "austria",
        "Rheinland": "austria",
        "Sachsen": "france",
    }


@pytest.mark.rule("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I7")
def test_a_bot_elected_stops_as_not_built() -> None:
    game = advanced()
    influence(game, "castile", {"Bohmen": 1, "Brandenburg": 1, "Rheinland": 1})
    with pytest.raises(RuleNotBuilt):
        remove_emperors_ruler(game)
