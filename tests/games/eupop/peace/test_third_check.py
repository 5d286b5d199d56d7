"""Peace terms after the third check of 2026-11-23: influence a term places keeps to the
areas where influence may stand, and Vassalization's unrest counts only the provinces the
victor gains (interpretations EUPOP-Q6, EUPOP-Q19, EUPOP-Q20)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.terms import influence_options
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


@pytest.mark.rule(
    "eupop-aid:Influence (♠) (p. 32)",
    "eupop-aid:Peace Terms (p. 30-31)",
    "interpretation:EUPOP-Q20",
)
def test_a_term_offers_no_influence_in_distant_or_wholly_player_owned_areas(
    state: State,
) -> None:
    geography = RULES.content.geography
    # Anahuac is distant; Castilla's provinces are all Castile's; Granada is an NPR's.
    areas = ["Anahuac", "Castilla", "Granada"]
    assert influence_options(state, geography, 5, "castile", areas) == ["place:Granada"]


@pytest.mark.rule(
    "eupop-aid:Keep Current Board State", "eupop-aid:Influence (♠) (p. 32)",
    "interpretation:EUPOP-Q19",
)  # fmt: skip
def test_no_place_swap_in_an_area_left_wholly_to_player_realms(state: State) -> None:
    """France keeps Bordeaux; Guyenne (Bordeaux, Bayonne) stays all player-owned, so
    England, which lost a province there, is not asked to place a cube in it."""
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}  # France 7 to 3: partial victory
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"
    cubes = state["supply"]["england"]["cubes"]
    game = run(state)
    game.apply("france", Action("peace_term", "keep_board_state", ""))
    game.apply("france", Action("keep_choice", "keep", ""))
    decision = game.decision()
    assert decision is None or decision.step != "ask_swap"
    assert state["map"]["areas"]["Guyenne"]["influence"] == {}
    assert state["supply"]["england"]["cubes"] == cubes


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6")
def test_vassalization_adds_no_unrest_for_a_province_another_realm_occupies(
    state: State,
) -> None:
    """Castile vassalizes Aragon; Aragon's Bari (Napoli, where Castile occupies nothing)
    is occupied by France, takes no vassal token and so is not gained: no unrest."""
    start_war(state, "castile", ["aragon"])
    state["forces"]["f001"]["units"] = {"infantry": 9}
    set_owner(state, "Bari", "aragon")
    state["map"]["provinces"]["Bari"]["occupier"] = "france"
    for name in ("Zaragoza", "Palermo"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    game = run(state)
    game.apply("castile", Action("peace_term", "vassalization", ""))
    assert state["realms"]["aragon"]["overlord"] == "castile"
    assert state["map"]["areas"]["Napoli"]["unrest"].get("castile", 0) == 0


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6", "interpretation:EUPOP-Q19")
def test_no_discard_swap_where_the_vassal_province_stays_occupied_by_another_realm(
    state: State,
) -> None:
    """Castile holds influence and unrest in Napoli, whose only Aragonese province (Bari)
    France occupies: Bari is not gained, so no discard swap is offered there."""
    start_war(state, "castile", ["aragon"])
    state["forces"]["f001"]["units"] = {"infantry": 9}
    set_owner(state, "Bari", "aragon")
    state["map"]["provinces"]["Bari"]["occupier"] = "france"
    for name in ("Zaragoza", "Palermo"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    napoli = state["map"]["areas"]["Napoli"]
    napoli["influence"] = {"castile": 1}
    napoli["unrest"] = {"castile": 2}
    game = run(state)
    game.apply("castile", Action("peace_term", "vassalization", ""))
    game.apply("castile", Action("peace_influence", "stop", ""))
    decision = game.decision()
    assert decision is None or decision.step != "ask_swap"
    assert (napoli["influence"], napoli["unrest"]) == ({"castile": 1}, {"castile": 2})
