"""The Bot Emperor and the Bot HRE members (eupop-bots BOT EMPEROR, BOT HRE MEMBERS;
bots/emperor.py; EUPOP-BOT-61, 62, 64, 68, 69): on the margrave scenario, Brandenburg human,
Austria (the Emperor) and Poland Bots."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.emperor import place_imperial_influence
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.empire.elections import election_due
from tests.games.eupop.empire.test_elections import remove_emperors_ruler

BOT_EMPEROR = "eupop-bots:BOT EMPEROR"
IMPERIAL = "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)"
ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"


def margrave() -> Game:
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    handle = RULES.resume(game.state)
    handle.entries = []
    return handle


def placed(game: Game) -> list[tuple[str, int]]:
    return [
        (entry.values["area"], entry.values["priority"])
        for entry in game.entries
        if entry.kind == "imperial_influence"
    ]


@pytest.mark.rule(BOT_EMPEROR, IMPERIAL, "interpretation:EUPOP-BOT-64")
def test_the_elector_areas_full_the_cubes_go_to_hre_areas_with_its_influence_first() -> None:
    game = margrave()
    state = game.state
    areas = state["map"]["areas"]
    for name in ("Bohmen", "Brandenburg", "Rheinland", "Sachsen"):
        areas[name]["influence"] = {"brandenburg": 5}
    areas["Westfalen"]["influence"] = {"austria": 1}
    areas["Holstein"]["influence"] = {"brandenburg": 4}
    state["hre"]["imperial_authority"] = 6
    place_imperial_influence(game, "austria")
    # Bayern and Westfalen hold Austria's influence; Westfalen fills up after Bayern's 3.
    assert placed(game) == [("Bayern", 3)] * 3 + [("Westfalen", 3)] * 3
    assert state["hre"]["imperial_influence"] == {"Bayern": 3, "Westfalen": 3}


@pytest.mark.rule(BOT_EMPEROR, IMPERIAL, "interpretation:EUPOP-BOT-64")
def test_a_lead_out_of_reach_is_no_first_priority_and_ties_go_a_to_z() -> None:
    game = margrave()
    state = game.state
    areas = state["map"]["areas"]
    areas["Bohmen"]["influence"] = {"poland": 2}
    areas["Rheinland"]["influence"] = {"brandenburg": 2}
    areas["Sachsen"]["influence"] = {"brandenburg": 3}
    areas["Brandenburg"]["influence"] = {"brandenburg": 3}
    state["hre"]["imperial_authority"] = 2
    place_imperial_influence(game, "austria")
    # Each lead takes 3 or 4 cubes: none within its 2, so elector areas with room, A→Z.
    assert placed(game) == [("Bohmen", 2), ("Bohmen", 2)]


@pytest.mark.rule(BOT_EMPEROR, IMPERIAL, "interpretation:EUPOP-BOT-64")
def test_at_authority_zero_a_bot_emperor_places_nothing() -> None:
    game = margrave()
    game.state["hre"]["imperial_authority"] = 0
    place_imperial_influence(game, "austria")
    assert (placed(game), game.state["hre"]["imperial_influence"]) == ([], {})


@pytest.mark.rule(ELECTIONS, BOT_EMPEROR, "interpretation:EUPOP-BOT-68")
def test_a_bot_elected_is_crowned_without_imperial_units_and_holds_no_election() -> None:
    from tests.games.eupop.empire.test_elections import advanced, influence

    game = advanced()
    state = game.state
    assert state["realms"]["castile"]["player"] == "bot"
    state["hre"]["defending"] = True
    state["hre"]["imperial_units"] = 4
    influence(game, "castile", {"Bohmen": 1, "Brandenburg": 1, "Rheinland": 1})
    logged = remove_emperors_ruler(game)
    assert logged[-1] == ("emperor_elected", {"previous": "austria"})
    hre = state["hre"]
    assert (hre["emperor"], hre["defending"], hre["imperial_units"]) == ("castile", True, 0)
    state["hre"]["imperial_authority"] = 1
    assert not election_due(state, "castile")
