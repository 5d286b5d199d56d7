"""The Imperial Election as the aid prints it (under Peace Resolution's 4. Aftermath): the
candidates follow the HRE's religion, a player realm's capital in an elector area takes its
vote, no candidate costs 2 Imperial Authority, a new Emperor below 3 gains 1 and takes over
a running defence of the HRE; a Bot's influence counts (aid Imperial Elections (adv. rules)
(p. 45), 4. Aftermath; EUPOP-I18, audit of 2026-11-29 findings 11 and 18)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.empire.elections import candidates, votes
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.empire.test_elections import advanced, influence, remove_emperors_ruler

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"
AFTERMATH = "eupop-aid:4. Aftermath"


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I18")
def test_a_bots_influence_wins_an_elector_areas_vote() -> None:
    game = advanced()
    assert game.state["realms"]["castile"]["player"] == "bot"
    influence(game, "castile", {"Bohmen": 2, "Sachsen": 1})
    influence(game, "france", {"Sachsen": 2})
    assert votes(game.state, content_of(game).geography) == {
        "Bohmen": ["castile"],
        "Sachsen": ["france"],
    }


@pytest.mark.rule(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def test_candidates_follow_the_official_religion_and_none_costs_two_authority() -> None:
    game = advanced()
    game.state["realms"]["france"]["religion"] = "protestant"
    game.state["hre"]["religion"] = "protestant"
    assert candidates(game.state) == ["france"]
    game.state["realms"]["france"]["religion"] = "catholic"
    assert candidates(game.state) == []
    influence(game, "france", {"Bohmen": 3, "Sachsen": 3})
    logged = remove_emperors_ruler(game)
    assert logged == [("imperial_election", {"votes": {}, "emperor": "austria"})]
    assert (game.state["hre"]["emperor"], game.state["hre"]["imperial_authority"]) == (
        "austria",
        0,
    )


@pytest.mark.rule(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def test_a_player_capital_in_an_elector_area_takes_its_vote_if_it_may_stand() -> None:
    game = advanced()
    game.state["realms"]["france"]["capital"] = "Dresden"
    influence(game, "austria", {"Sachsen": 3})
    assert votes(game.state, content_of(game).geography) == {"Sachsen": ["france"]}
    game.state["realms"]["france"]["religion"] = "protestant"
    assert "Sachsen" not in votes(game.state, content_of(game).geography)


@pytest.mark.rule(ELECTIONS, AFTERMATH, "interpretation:EUPOP-I18")
def test_a_new_emperor_takes_over_the_defence_and_gains_casus_belli() -> None:
    game = advanced()
    state = game.state
    start_war(state, "ottomans", ["bohemia"])
    state["hre"]["defending"] = True
    state["hre"]["imperial_units"] = 4
    state["hre"]["imperial_authority"] = 3
    influence(game, "france", {"Bohmen": 1, "Brandenburg": 1, "Rheinland": 1})
    remove_emperors_ruler(game)
    hre = state["hre"]
    assert (hre["emperor"], hre["defending"], hre["imperial_units"]) == ("france", True, 4)
    assert hre["imperial_authority"] == 3
    assert "ottomans" in state["realms"]["france"]["casus_belli"]
