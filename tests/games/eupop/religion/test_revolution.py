"""A Revolutionary realm researching another government form gives up its revolution
(eupop-aid Revolutionary Ideology, EUPOP-L2): six crowns, Castile and France human."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.rules.actions import research
from tests.games.eupop.economy.support import new_game

REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
RESEARCH = "eupop-aid:Research Idea (X④) (p. 12)"


@pytest.mark.rule(REVOLUTIONARY)
def test_another_government_form_removes_the_token_and_takes_the_capital_religion() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    slot = state["map"]["religion_slots"]["Castilla"]
    slot["revolutionary"] = True
    slot["religion"] = "protestant"
    research.research(game, "castile", "absolute_monarchy", RESEARCH)
    assert slot["revolutionary"] is False
    assert state["realms"]["castile"]["religion"] == "protestant"
    assert "absolute_monarchy" in state["players"]["castile"]["ideas"]


@pytest.mark.rule(REVOLUTIONARY)
def test_a_diverse_capital_area_leaves_the_state_religion_as_it_was() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    slot = state["map"]["religion_slots"]["Castilla"]
    slot["revolutionary"] = True
    slot["religion"] = "diverse"
    research.research(game, "castile", "constitutional_cabinet", RESEARCH)
    assert slot["revolutionary"] is False
    assert state["realms"]["castile"]["religion"] == "catholic"


@pytest.mark.rule(REVOLUTIONARY)
def test_the_revolutionary_regime_keeps_the_token() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    slot = state["map"]["religion_slots"]["Castilla"]
    slot["revolutionary"] = True
    slot["religion"] = "protestant"
    research.research(game, "castile", "revolutionary_regime", RESEARCH)
    assert slot["revolutionary"] is True
    assert state["realms"]["castile"]["religion"] == "catholic"
