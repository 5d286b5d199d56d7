"""Native Uprising (aid Native Uprising; EUPOP-X6): each player realm loses a colonist and
gains unrest in a distant area it owns a province in; the realm that took the event may
ignore one of the two for itself."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.exploration.support import choose, new_game, start, verbs

assert "native_uprising" in RULES.procedures  # the rules module first


def colonies() -> Game:
    """Castile owns Pernambuco and has a colonist on Bahia; France one colonist on its mat."""
    game = new_game()
    state = game.state
    set_owner(state, "Pernambuco", "castile")
    state["map"]["provinces"]["Pernambuco"]["town"] = "small"
    state["map"]["provinces"]["Bahia"]["colonist"] = "castile"
    state["players"]["france"]["colonists"] = 1
    return game


@pytest.mark.rule("eupop-aid:Native Uprising", "interpretation:EUPOP-X6")
def test_each_realm_loses_a_colonist_and_gains_unrest_where_it_holds_a_province() -> None:
    game = start(colonies(), "native_uprising", None, None, [])
    assert verbs(game) == [("uprising_colonist", "Bahia")]
    choose(game, "uprising_colonist", "Bahia")
    state = game.state
    assert state["map"]["provinces"]["Bahia"]["colonist"] is None
    assert state["map"]["areas"]["Brasil"]["unrest"] == {"castile": 1}
    assert state["players"]["france"]["colonists"] == 0
    assert state["supply"]["france"]["colonists"] == 3


@pytest.mark.rule("eupop-aid:Native Uprising", "interpretation:EUPOP-X6")
def test_the_realm_that_took_the_event_may_ignore_one_effect_for_itself() -> None:
    game = colonies()
    game = start(game, "native_uprising", "castile", None, [])
    assert verbs(game) == [("uprising_ignore", "colonist"), ("uprising_ignore", "unrest")]
    choose(game, "uprising_ignore", "unrest")
    choose(game, "uprising_colonist", "Bahia")
    assert game.state["map"]["areas"]["Brasil"]["unrest"] == {}
    assert game.state["players"]["france"]["colonists"] == 0


@pytest.mark.rule(
    "eupop-aid:Native Uprising", "eupop-bots:SECONDARY EFFECTS", "interpretation:EUPOP-BOT-15"
)
def test_a_bot_reached_takes_no_unrest_and_loses_a_colonist_of_its_mat() -> None:
    game = colonies()
    set_owner(game.state, "Cuba", "england")
    game.state["bots"]["england"]["colonists"] = 1
    game = start(game, "native_uprising", None, None, [])
    assert verbs(game) == [("uprising_colonist", "Bahia")]
    assert game.state["map"]["areas"]["Antillen"]["unrest"] == {}
    assert game.state["bots"]["england"]["colonists"] == 0
