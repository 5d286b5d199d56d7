"""The recruiting budget of a turn: military capacity used lazily, the mercenary limit per
turn, vassal areas (eupop-aid War Capacities (p. 22-23), Military Capacity (MC), Regular
Units, Mercenary Units (Max 3 per Turn); interpretation:EUPOP-M2)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.recruit import recruitments
from hegemon.games.eupop.world import muster
from hegemon.games.eupop.world.layout import set_overlord, world
from tests.games.eupop.military.helpers import choose, military_module, run, setup

CAPACITIES = "eupop-aid:War Capacities (p. 22-23)"
MERCENARY = "eupop-aid:Mercenary Units (Max 3 per Turn)"
GEOGRAPHY = RULES.content.geography


@pytest.fixture
def state() -> State:
    state = setup()
    world(state)["players"]["castile"]["ducats"] = 60
    return state


def _left(state: State, where: str) -> int:
    return muster.capacity_left(state, GEOGRAPHY, "castile", "castile", where)


@pytest.mark.rule(CAPACITIES, "eupop-aid:Military Capacity (MC)", "interpretation:EUPOP-M2")
def test_a_unit_gives_the_area_only_the_smallest_own_province_it_needs(state: State) -> None:
    assert (_left(state, "Castilla"), _left(state, "Leon"), _left(state, "Andalucia")) == (
        15,
        10,
        12,
    )
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    state = game.state
    assert world(state)["round"]["muster"]["given"] == {"Burgos": "castile|Castilla"}
    assert (_left(state, "Castilla"), _left(state, "Leon"), _left(state, "Andalucia")) == (
        14,
        8,
        10,
    )


@pytest.mark.rule(CAPACITIES, "interpretation:EUPOP-M2")
def test_units_use_what_the_given_province_still_holds(state: State) -> None:
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    assert world(game.state)["round"]["muster"]["given"] == {"Burgos": "castile|Castilla"}
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    assert world(game.state)["round"]["muster"]["given"] == {
        "Burgos": "castile|Castilla",
        "Valladolid": "castile|Castilla",
    }


@pytest.mark.rule(MERCENARY, "interpretation:EUPOP-M2")
def test_the_mercenary_limit_is_shared_by_two_recruits_of_one_turn(state: State) -> None:
    world(state)["players"]["castile"]["monarch_power"]["military"] = 3
    game = run(state, "recruit", "castile", None)
    for _ in range(3):
        choose(game, "recruit_unit", ("mercenary_infantry", "Castilla", "castile"))
    choose(game, "recruit_done")
    second = run(game.state, "recruit", "castile", None)
    kinds = {r.kind for r in recruitments(second.state, RULES.content, "castile")}
    assert "infantry" in kinds
    assert not kinds & {"mercenary_infantry", "mercenary_cavalry"}
    muster.start_turn(second.state, "castile")
    kinds = {r.kind for r in recruitments(second.state, RULES.content, "castile")}
    assert "mercenary_infantry" in kinds


@pytest.mark.rule(CAPACITIES, "interpretation:EUPOP-M2")
def test_capacity_given_in_one_recruit_stays_given_in_the_next(state: State) -> None:
    world(state)["players"]["castile"]["monarch_power"]["military"] = 3
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("infantry", "Leon", "castile"))
    choose(game, "recruit_done")
    second = run(game.state, "recruit", "castile", None)
    assert world(second.state)["round"]["muster"]["given"] == {"Oviedo": "castile|Leon"}
    assert _left(second.state, "Castilla") == 14


@pytest.mark.rule("eupop-aid:Regular Units", MERCENARY, "interpretation:EUPOP-M2")
def test_a_vassal_s_area_takes_regulars_and_mercenaries(state: State) -> None:
    offered = {(r.kind, r.where) for r in recruitments(state, RULES.content, "castile")}
    assert ("infantry", "Portugal") not in offered
    set_overlord(state, "portugal", "castile")
    offered = {(r.kind, r.where) for r in recruitments(state, RULES.content, "castile")}
    assert ("infantry", "Portugal") in offered
    assert ("mercenary_infantry", "Portugal") in offered


@pytest.mark.rule(MERCENARY, "interpretation:EUPOP-M2")
def test_a_new_turn_of_the_same_realm_starts_a_new_budget(state: State) -> None:
    for _ in range(3):
        muster.use_mercenary(state, "castile")
    local = {"seat": "castile", "mode": "normal"}
    state["stack"] = [
        frame("situation", {"procedure": "realm_turn", "local": local, "seat": "castile"})
    ]
    game = military_module().resume(state)
    game.advance()
    assert world(game.state)["round"]["muster"] == {
        "realm": "castile",
        "given": {},
        "placed": {},
        "mercenaries": {},
        "ports": {},
    }


@pytest.mark.rule(CAPACITIES, "interpretation:EUPOP-M2")
def test_a_unit_placed_for_another_realm_keeps_the_turns_record(state: State) -> None:
    """In Castile's turn, after Castile used Burgos for Castilla, a unit placed for France
    on its own capacity does not empty Castile's record: Castile's capacity stays used."""
    muster.start_turn(state, "castile")
    muster.use_capacity(state, GEOGRAPHY, "castile", "castile", "Castilla")
    muster.use_mercenary(state, "castile")
    muster.use_capacity(state, GEOGRAPHY, "france", "france", "Ile-de-France")
    assert _left(state, "Castilla") == 14
    assert muster.mercenaries_left(state, "castile") == 2
    record = world(state)["round"]["muster"]
    assert (record["realm"], record["given"]["Burgos"]) == ("castile", "castile|Castilla")
