"""Rebels and a player realm's vassals (aid Rebel Units, Liberation "Owns or has
Vassalized"; interpretation:EUPOP-P18), and a freed province no realm can take
(interpretation:EUPOP-P19)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import (
    player_provinces,
    rebels_take,
    siege_chooser,
)
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from tests.games.eupop.peace_rebels.harness import answer, ended, kinds, options, run, six_crowns

GEOGRAPHY = RULES.content.geography


@pytest.fixture
def state() -> State:
    """Granada is Castile's vassal (the tokens of its two provinces, Granada large,
    counted off Castile's vassal tokens: EUPOP-D29)."""
    state = six_crowns()
    set_overlord(state, "granada", "castile")
    state["supply"]["castile"]["vassal_tokens"] -= 3
    return state


def give(state: State, name: str, owner: str) -> None:
    """The province becomes ``owner``'s, without a town (a vassal's province)."""
    set_owner(state, name, owner)
    state["map"]["provinces"][name].update(town=None)


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P18")
def test_a_vassals_provinces_are_what_rebels_siege_in_its_area(state: State) -> None:
    assert player_provinces(state, GEOGRAPHY, "Granada") == ["Granada", "Malaga"]


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P18")
def test_rebels_in_a_vassals_area_siege_its_large_province_in_step_c(state: State) -> None:
    state["forces"]["r1"] = {
        "realm": "rebels",
        "where": "Granada",
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": 2},
    }
    state["box"]["rebels"] -= 2
    game = run(state)
    assert ended(game)
    provinces = state["map"]["provinces"]
    assert (provinces["Granada"]["occupier"], provinces["Malaga"]["occupier"]) == ("rebels", None)
    assert ("rebels_siege", {"province": "Granada", "result": "occupied"}) in kinds(game)


@pytest.mark.rule("eupop-aid:Rebel Dice", "interpretation:EUPOP-P18")
def test_a_rebellion_die_may_strike_a_vassals_province(state: State) -> None:
    """Castile, with no units in Granada, rolls one die for its unrest there: the
    rebellion strikes the vassal's province Castile picks."""
    state["map"]["areas"]["Granada"]["unrest"] = {"castile": 1}
    game = run(state, dice=[1])
    decision = options(game)
    assert decision.step == "ask_rebel_die"
    assert [action.argument for action in decision.actions] == ["Granada", "Malaga"]
    answer(game, "rebellion", "Malaga")
    assert ended(game)
    provinces = state["map"]["provinces"]
    assert (provinces["Granada"]["occupier"], provinces["Malaga"]["occupier"]) == (None, "rebels")
    assert ("rebels_siege", {"province": "Malaga", "result": "occupied"}) in kinds(game)


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P18")
def test_a_vassals_province_that_is_a_core_of_its_overlord_is_occupied(state: State) -> None:
    give(state, "Cordoba", "granada")
    assert rebels_take(state, GEOGRAPHY, "Cordoba") == "occupied"
    assert state["map"]["provinces"]["Cordoba"]["owner"] == "granada"
    assert state["map"]["provinces"]["Cordoba"]["occupier"] == "rebels"


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P18")
def test_liberating_a_vassals_province_frees_it_to_its_flag(state: State) -> None:
    """Granada holds Valencia (Aragon's flag): Aragon takes it back, Castile's vassal token
    returns, Castile places a casus belli on Aragon and their truce ends."""
    give(state, "Valencia", "granada")
    state["supply"]["castile"]["vassal_tokens"] -= 1
    tokens = state["supply"]["castile"]["vassal_tokens"]
    state["realms"]["castile"]["truces"] = ["aragon"]
    state["realms"]["aragon"]["truces"] = ["castile"]
    assert rebels_take(state, GEOGRAPHY, "Valencia") == "liberated"
    assert state["map"]["provinces"]["Valencia"]["owner"] == "aragon"
    assert state["supply"]["castile"]["vassal_tokens"] == tokens + 1
    assert state["realms"]["castile"]["casus_belli"] == ["aragon"]
    assert state["realms"]["castile"]["truces"] == []
    assert state["realms"]["aragon"]["truces"] == []
    assert state["realms"]["granada"]["casus_belli"] == []


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P18")
def test_liberating_a_vassals_province_gives_it_to_the_player_realm_whose_core_it_is(
    state: State,
) -> None:
    give(state, "Montpellier", "granada")
    towns = state["supply"]["france"]["small_towns"]
    assert rebels_take(state, GEOGRAPHY, "Montpellier") == "liberated"
    montpellier = state["map"]["provinces"]["Montpellier"]
    assert (montpellier["owner"], montpellier["town"]) == ("france", "small")
    assert state["supply"]["france"]["small_towns"] == towns - 1
    assert state["realms"]["castile"]["casus_belli"] == ["france"]


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P19")
def test_a_province_freed_to_another_player_realms_vassal_takes_its_vassal_token(
    state: State,
) -> None:
    give(state, "Valencia", "granada")
    set_overlord(state, "aragon", "france")
    tokens = state["supply"]["france"]["vassal_tokens"]
    assert rebels_take(state, GEOGRAPHY, "Valencia") == "liberated"
    assert state["map"]["provinces"]["Valencia"]["owner"] == "aragon"
    assert state["supply"]["france"]["vassal_tokens"] == tokens - 1


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-P19")
def test_a_vassal_whose_overlord_has_no_vassal_token_left_cannot_take_the_province(
    state: State,
) -> None:
    give(state, "Valencia", "granada")
    set_overlord(state, "aragon", "france")
    state["supply"]["france"]["vassal_tokens"] = 0
    tokens = state["supply"]["castile"]["vassal_tokens"]
    assert rebels_take(state, GEOGRAPHY, "Valencia") == "not_liberated"
    assert state["map"]["provinces"]["Valencia"]["owner"] == "granada"
    assert state["map"]["provinces"]["Valencia"]["occupier"] is None
    assert state["supply"]["castile"]["vassal_tokens"] == tokens
    assert state["realms"]["castile"]["casus_belli"] == []


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-P19")
def test_with_no_town_token_left_the_core_realm_cannot_take_the_province() -> None:
    """France holds Sevilla (Castile's core) with a small town; Castile has no town token
    left: the province stays France's, town and all, and no casus belli is placed."""
    state = six_crowns()
    set_owner(state, "Sevilla", "france")
    state["map"]["provinces"]["Sevilla"].update(town="small")
    state["supply"]["castile"].update(small_towns=0, large_towns=0)
    towns = state["supply"]["france"]["small_towns"]
    assert rebels_take(state, GEOGRAPHY, "Sevilla") == "not_liberated"
    sevilla = state["map"]["provinces"]["Sevilla"]
    assert (sevilla["owner"], sevilla["town"], sevilla["occupier"]) == ("france", "small", None)
    assert state["supply"]["france"]["small_towns"] == towns
    assert state["realms"]["france"]["casus_belli"] == []


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P18")
def test_a_vassals_provinces_count_for_its_overlord_when_choosing_the_siege(
    state: State,
) -> None:
    """Granada (tax 2) is France's, Malaga (tax 1) Castile's vassal's: Castile has the
    lower tax income in the area and chooses."""
    set_owner(state, "Granada", "france")
    assert siege_chooser(state, GEOGRAPHY, "Granada", ["Granada", "Malaga"]) == "castile"


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P4")
def test_a_province_freed_to_its_core_realm_is_not_sieged_again_in_the_same_area() -> None:
    """Six rebels in Andalucia free Sevilla (France's, Castile's core) to Castile, then
    spend the strength left on Cordoba, not on Sevilla again."""
    state = six_crowns()
    set_owner(state, "Sevilla", "france")
    state["map"]["provinces"]["Sevilla"].update(town="small")
    state["forces"]["r1"] = {
        "realm": "rebels",
        "where": "Andalucia",
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": 6},
    }
    state["box"]["rebels"] -= 6
    game = run(state)
    assert ended(game)
    provinces = state["map"]["provinces"]
    assert (provinces["Sevilla"]["owner"], provinces["Sevilla"]["occupier"]) == ("castile", None)
    assert provinces["Cordoba"]["occupier"] == "rebels"
    assert [values for kind, values in kinds(game) if kind == "rebels_siege"] == [
        {"province": "Sevilla", "result": "liberated"},
        {"province": "Cordoba", "result": "occupied"},
    ]
