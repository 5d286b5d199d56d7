"""HRE lands after owners change: elector areas counted only with a member's capital,
Imperial Authority dropping with its maximum, areas leaving and rejoining through the
ownership hook, a player subject's capital area kept, Area Leaves HRE (aid HRE Lands,
Imperial Authority, Leaving and Rejoining HRE, PR as Imperial Subject, Area Leaves HRE;
EUPOP-I1, I2, I3)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.empire import elector_areas, maximum_imperial_authority
from tests.games.eupop.empire.support import give, kinds, new_game


@pytest.mark.rule(
    "eupop-aid:HRE Lands (p. 44)",
    "eupop-aid:Imperial Authority (🏰) (p. 43)",
    "interpretation:EUPOP-I1",
)
def test_an_annexed_electors_area_no_longer_counts_and_authority_drops() -> None:
    game = new_game()
    game.state["hre"]["imperial_authority"] = 5
    game.state["realms"]["bohemia"]["capital"] = None
    handle = give(game, ["Brno", "Praha"], "austria")
    geography = content_of(game).geography
    assert elector_areas(game.state, geography) == ["Brandenburg", "Rheinland", "Sachsen"]
    assert maximum_imperial_authority(game.state, geography) == 4
    assert game.state["hre"]["imperial_authority"] == 4
    assert kinds(handle) == [
        ("imperial_authority_dropped", {"change": -1, "now": 4}),
    ]
    assert game.state["map"]["areas"]["Bohmen"]["hre"] is True


@pytest.mark.rule("eupop-aid:Imperial Authority (🏰) (p. 43)", "interpretation:EUPOP-I1")
def test_authority_below_the_new_maximum_stays() -> None:
    game = new_game()
    game.state["realms"]["bohemia"]["capital"] = None
    handle = give(game, ["Brno", "Praha"], "austria")
    assert game.state["hre"]["imperial_authority"] == 2
    assert kinds(handle) == []


@pytest.mark.rule(
    "eupop-aid:Leaving and Rejoining HRE (p. 45)",
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
)
def test_an_area_owned_by_an_outsider_leaves_through_the_ownership_hook() -> None:
    game = new_game()
    game.state["hre"]["imperial_influence"] = {"Bayern": 2, "Sachsen": 1}
    handle = give(game, ["Munchen", "Regensburg"], "france")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is False
    assert game.state["hre"]["imperial_influence"] == {"Sachsen": 1}
    assert game.state["hre"]["imperial_authority"] == 1
    assert [kind for kind, _ in kinds(handle)] == ["area_left_hre", "imperial_authority_changed"]


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)")
def test_an_area_back_in_members_hands_rejoins() -> None:
    game = new_game()
    give(game, ["Munchen", "Regensburg"], "france")
    handle = give(game, ["Munchen", "Regensburg"], "austria")
    assert game.state["map"]["areas"]["Bayern"]["hre"] is True
    assert game.state["hre"]["imperial_authority"] == 2
    assert [kind for kind, _ in kinds(handle)] == [
        "area_rejoined_hre",
        "imperial_authority_changed",
    ]


@pytest.mark.rule("eupop-aid:PR as Imperial Subject (p. 44)", "interpretation:EUPOP-I2")
def test_a_player_subjects_capital_area_does_not_leave_by_conquest() -> None:
    game = new_game()
    game.state["hre"]["emperor"] = "bohemia"
    handle = give(game, ["Graz", "Linz", "Wien"], "france")
    assert game.state["map"]["areas"]["Osterreich"]["hre"] is True
    assert kinds(handle) == []
    game.state["hre"]["emperor"] = "austria"
    give(game, ["Graz", "Linz", "Wien"], "castile")
    assert game.state["map"]["areas"]["Osterreich"]["hre"] is False


def _leave(game_area: str, authority: int) -> tuple[dict[str, object], list[object]]:
    game = new_game()
    game.state["hre"]["imperial_authority"] = authority
    game.state["hre"]["imperial_influence"] = {"Sachsen": 2, "Bayern": 1}
    handle = RULES.resume(game.state)
    handle.entries = []
    rule = RULES.effect_table.effects["area_leaves_hre"]
    assert rule.apply is not None
    rule.apply(handle, "austria", game_area)
    return dict(game.state["hre"]), [entry.kind for entry in handle.entries]


@pytest.mark.rule("eupop-aid:Area Leaves HRE", "interpretation:EUPOP-I3")
def test_area_leaves_hre_by_event_removes_imperial_influence_without_loss() -> None:
    hre, logged = _leave("Bayern", 2)
    assert hre["imperial_influence"] == {"Sachsen": 2}
    assert hre["imperial_authority"] == 2
    assert logged == ["area_left_hre"]


@pytest.mark.rule(
    "eupop-aid:Area Leaves HRE",
    "eupop-aid:Imperial Authority (🏰) (p. 43)",
    "interpretation:EUPOP-I3",
)
def test_an_elector_area_leaving_by_event_drops_authority_at_its_maximum() -> None:
    hre, logged = _leave("Sachsen", 5)
    assert hre["imperial_influence"] == {"Bayern": 1}
    assert hre["imperial_authority"] == 4
    assert logged == ["area_left_hre", "imperial_authority_dropped"]


@pytest.mark.rule("eupop-aid:Area Leaves HRE", "interpretation:EUPOP-I3")
def test_area_leaves_hre_outside_the_hre_is_ignored() -> None:
    hre, logged = _leave("Normandie", 2)
    assert hre["imperial_authority"] == 2
    assert logged == ["effect_ignored"]


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)", "eupop-aid:Placing DNPR tokens")
def test_an_area_taken_by_a_dnpr_event_leaves_the_hre() -> None:
    game = new_game()
    handle = RULES.resume(game.state)
    handle.entries = []
    rule = RULES.effect_table.effects["place_dnpr"]
    assert rule.apply is not None
    rule.apply(handle, "france", {"realm": "aztecs", "provinces": ["Munchen", "Regensburg"]})
    assert game.state["map"]["areas"]["Bayern"]["hre"] is False
    assert game.state["hre"]["imperial_authority"] == 1
    assert [kind for kind, _ in kinds(handle)] == ["area_left_hre", "imperial_authority_changed"]
