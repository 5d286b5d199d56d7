"""Vassals (♠): who may be vassalized by a peace (peace/terms.py can_vassalize)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES  # before the peace rules: the import order
from hegemon.games.eupop.rules.peace.terms import can_vassalize, full_annexation, vassalization
from hegemon.games.eupop.world.layout import own_provinces, set_overlord
from hegemon.games.eupop.world.wars import start_war


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D18")
def test_the_papal_states_are_never_vassalized() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = game.state
    geography = content_of(game).geography
    war = start_war(state, "castile", ["papal_states"])
    for name in ("Roma", "Ancona"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    pair = (war, "castile", "papal_states")
    assert not can_vassalize(state, geography, pair, "castile", "papal_states")
    state["realms"]["papal_states"]["papal_states"] = False  # the same realm, not the Pope's
    assert can_vassalize(state, geography, pair, "castile", "papal_states")


@pytest.mark.rule("eupop-aid:+1 ♠ tokens (p. 36)", "interpretation:EUPOP-D19")
def test_a_vassalized_realm_loses_its_plus_one_tokens() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = game.state
    war = start_war(state, "castile", ["portugal"])
    for name in own_provinces(state, "portugal"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    state["map"]["provinces"]["Lisboa"]["plus_one"] = True
    vassalization(game, (war, "castile", "portugal"), "castile", "portugal")
    assert state["realms"]["portugal"]["overlord"] == "castile"
    assert state["map"]["provinces"]["Lisboa"]["plus_one"] is False


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D21")
def test_the_vassals_of_a_fully_annexed_realm_are_annexed_with_it() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["granada"])
    set_overlord(state, "tunis", "granada")  # Tunis and Algier its vassal's
    for name in ("Granada", "Malaga", "Tunis", "Algier"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    procedure = {"procedure": "peace_resolutions", "local": {}, "seat": "castile"}
    state["stack"] = [frame("situation", procedure)]
    game = RULES.resume(state)
    game.advance()
    game.apply("castile", Action("peace_term", "full_annexation", ""))
    provinces = state["map"]["provinces"]
    assert [provinces[name]["owner"] for name in ("Tunis", "Algier")] == ["castile", "castile"]
    assert state["realms"]["tunis"]["overlord"] is None
    assert "granada" not in state["vassals"]


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-D21")
def test_an_annexed_vassal_leaves_its_overlord_and_its_tokens_go_back() -> None:
    game = RULES.setup("six_crowns", seed=1)
    state = game.state
    war = start_war(state, "castile", ["granada"])
    state["realms"]["granada"]["overlord"] = None
    set_overlord(state, "granada", "france")
    tokens = state["supply"]["france"]["vassal_tokens"]
    for name in ("Granada", "Malaga"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    full_annexation(game, (war, "castile", "granada"), "castile", "granada")
    assert state["realms"]["granada"]["overlord"] is None
    assert "granada" not in state["vassals"].get("france", [])
    assert state["supply"]["france"]["vassal_tokens"] == tokens + 3  # Granada large (D29)
