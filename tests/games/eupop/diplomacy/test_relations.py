"""Relation limits and marriage eligibility (world/relations.py)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.war.calls import remove_influence
from hegemon.games.eupop.world.relations import (
    alliance_room,
    influence_in_realm,
    marriage_bar,
    marriage_room,
    may_marry,
    relation_limit,
)
from tests.games.eupop.diplomacy.support import new_game


@pytest.mark.rule(
    "eupop-aid:Marriages (♠) (p. 32)", "eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-D1"
)
def test_three_relations_of_a_kind_and_one_more_with_the_cabinet() -> None:
    game = new_game()
    state = game.state
    state["realms"]["castile"]["marriages"] = ["aragon", "portugal"]
    assert relation_limit(state, "castile") == 3
    assert marriage_room(state, "castile") == 1
    state["players"]["castile"]["ideas"].append("cabinet")
    assert relation_limit(state, "castile") == 4
    assert marriage_room(state, "castile") == 2


@pytest.mark.rule("eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-D1")
def test_a_non_player_realm_is_allied_to_one_player_realm_only() -> None:
    state = new_game().state
    assert alliance_room(state, "bavaria") == 0  # Austria's ally
    assert alliance_room(state, "portugal") == 1


@pytest.mark.rule("eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D2")
def test_the_bars_to_a_marriage() -> None:
    game = new_game()
    state, geography = game.state, content_of(game).geography
    assert marriage_bar(state, geography, "castile", "portugal") is None
    assert may_marry(state, geography, "castile", "portugal")
    assert marriage_bar(state, geography, "castile", "granada") == (
        "a Christian and a non-Christian realm"
    )
    assert marriage_bar(state, geography, "ottomans", "granada") is None
    assert marriage_bar(state, geography, "castile", "lithuania") == (
        "lithuania is a vassal of poland"
    )
    assert marriage_bar(state, geography, "poland", "lithuania") is None
    state["players"]["castile"]["ruler"] = None
    assert marriage_bar(state, geography, "castile", "portugal") == ("castile is in an Interregnum")


@pytest.mark.rule("eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D2")
def test_a_revolutionary_player_realm_may_not_marry() -> None:
    game = new_game()
    state, geography = game.state, content_of(game).geography
    slot = geography.areas["Castilla"].religion_slot
    state["map"]["religion_slots"][slot]["revolutionary"] = True
    assert marriage_bar(state, geography, "portugal", "castile") == "castile is Revolutionary"


@pytest.mark.rule("eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D1")
def test_no_marriage_without_room() -> None:
    game = new_game()
    state, geography = game.state, content_of(game).geography
    state["realms"]["castile"]["marriages"] = ["a", "b", "c"]
    assert not may_marry(state, geography, "castile", "portugal")


@pytest.mark.rule(
    "eupop-aid:Influence (♠) (p. 32)", "eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D4"
)
def test_influence_in_a_realm_counts_a_marriage_token() -> None:
    game = new_game()
    state, geography = game.state, content_of(game).geography
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 2}
    state["map"]["areas"]["Sicilia"]["influence"] = {"castile": 1, "france": 3}
    assert influence_in_realm(state, geography, "castile", "aragon") == 3
    state["realms"]["castile"]["marriages"] = ["aragon"]
    state["realms"]["aragon"]["marriages"] = ["castile"]
    assert influence_in_realm(state, geography, "castile", "aragon") == 4


@pytest.mark.rule("eupop-aid:Marriages (♠) (p. 32)", "interpretation:EUPOP-D10")
def test_a_marriage_token_in_the_areas_saves_one_influence() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 3}
    assert remove_influence(game, "castile", ["Aragon", "Sicilia"], 2, "rule", "test") == 2
    state["map"]["areas"]["Aragon"]["influence"] = {"castile": 3}
    state["realms"]["castile"]["marriages"] = ["aragon"]
    state["realms"]["aragon"]["marriages"] = ["castile"]
    assert remove_influence(game, "castile", ["Aragon", "Sicilia"], 2, "rule", "test") == 1
    assert state["map"]["areas"]["Aragon"]["influence"] == {"castile": 2}
