"""Recruit Units (eupop-aid Recruit Units (p. 17); interpretation:EUPOP-M1, M2, M3)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.recruit import port_room, recruit_offers, recruitments
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, forces, run, setup, verbs

RECRUIT = "eupop-aid:Recruit Units (1 $\\times$ + X $\\text{\\textcircled{d}}$ ) (p. 17)"


@pytest.fixture
def state() -> State:
    return setup()


def _offered(game_verbs: list[tuple[str, object]]) -> set[tuple[str, str]]:
    return {
        (str(argument[0]), str(argument[1]))
        for verb, argument in game_verbs
        if verb == "recruit_unit" and isinstance(argument, tuple)
    }


@pytest.mark.rule(RECRUIT)
def test_regular_infantry_costs_2_ducats_1_manpower_and_stands_loose(state: State) -> None:
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    choose(game, "recruit_done")
    mat = world(state := game.state)["players"]["castile"]
    assert mat["ducats"] == 8
    assert mat["monarch_power"]["military"] == 2
    assert mat["manpower"]["available"] == 3
    assert world(state)["supply"]["castile"]["infantry"] == 15
    loose = [f for f in forces(state, "castile").values() if not f["army"]]
    assert loose == [
        Force(
            realm="castile",
            where="Castilla",
            port=None,
            army=False,
            leader=None,
            units={"infantry": 1},
        )
    ]
    assert game.decision() is not None and game.decision().step == "ask_close"  # type: ignore[union-attr]


@pytest.mark.rule("eupop-aid:Costs")
def test_cavalry_and_mercenaries_join_the_army_of_their_area(state: State) -> None:
    world(state)["players"]["castile"]["ducats"] = 20
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("cavalry", "Castilla", "castile"))
    choose(game, "recruit_unit", ("mercenary_infantry", "Castilla", "castile"))
    army = world(game.state)["forces"]["f001"]["units"]
    assert army == {"infantry": 4, "cavalry": 2, "mercenary_infantry": 1}
    mat = world(game.state)["players"]["castile"]
    assert mat["ducats"] == 20 - 5 - 4
    assert mat["manpower"]["available"] == 3
    assert world(game.state)["supply"]["castile"]["cavalry"] == 6


@pytest.mark.rule("eupop-aid:Mercenary Units (Max 3 per Turn)")
def test_at_most_3_mercenaries_a_turn(state: State) -> None:
    world(state)["players"]["castile"]["ducats"] = 40
    game = run(state, "recruit", "castile", None)
    for _ in range(3):
        assert ("mercenary_infantry", "Leon") in _offered(verbs(game))
        choose(game, "recruit_unit", ("mercenary_infantry", "Castilla", "castile"))
    offered = _offered(verbs(game))
    assert not any(kind.startswith("mercenary") for kind, _ in offered)
    assert ("infantry", "Castilla") in offered
    assert world(game.state)["players"]["castile"]["ducats"] == 28


@pytest.mark.rule("eupop-aid:Regular Units")
def test_artillery_needs_the_cannons_idea(state: State) -> None:
    world(state)["players"]["castile"]["ducats"] = 20
    content = RULES.content
    kinds = {r.kind for r in recruitments(state, content, "castile")}
    assert "artillery" not in kinds and "mercenary_artillery" not in kinds
    world(state)["players"]["castile"]["ideas"].append("cannons")
    kinds = {r.kind for r in recruitments(state, content, "castile")}
    assert {"artillery", "mercenary_artillery"} <= kinds


@pytest.mark.rule("eupop-aid:War Capacities (p. 22-23)", "interpretation:EUPOP-M2")
def test_one_unit_takes_only_the_capacity_it_needs(state: State) -> None:
    game = run(state, "recruit", "castile", None)
    assert ("infantry", "Leon") in _offered(verbs(game))
    choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    offered = _offered(verbs(game))
    assert ("infantry", "Leon") in offered
    assert ("mercenary_infantry", "Leon") in offered


@pytest.mark.rule("eupop-aid:Military Capacity (MC)")
def test_military_capacity_limits_regulars_in_an_area(state: State) -> None:
    mat = world(state)["players"]["castile"]
    mat["ducats"], mat["manpower"]["available"] = 100, 20
    game = run(state, "recruit", "castile", None)
    for _ in range(15):
        choose(game, "recruit_unit", ("infantry", "Castilla", "castile"))
    offered = _offered(verbs(game))
    assert ("infantry", "Castilla") not in offered
    assert ("cavalry", "Castilla") not in offered
    assert ("mercenary_cavalry", "Castilla") in offered
    assert world(game.state)["supply"]["castile"]["infantry"] == 1


@pytest.mark.rule("eupop-aid:Allied Units")
def test_allied_units_need_an_active_ally(state: State) -> None:
    content = RULES.content
    assert not [r for r in recruitments(state, content, "castile") if r.kind.startswith("allied")]
    world(state)["realms"]["castile"]["active_allies"] = ["portugal"]
    pool = {"available": 3, "granted": {"portugal": 3}}
    world(state)["players"]["castile"]["allied_units"] = pool
    found = {(r.kind, r.where, r.source) for r in recruitments(state, content, "castile")}
    assert ("allied_infantry", "Castilla", "castile") in found
    assert ("allied_cavalry", "Portugal", "portugal") in found
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("allied_infantry", "Portugal", "portugal"))
    assert world(game.state)["players"]["castile"]["ducats"] == 10
    assert world(game.state)["players"]["castile"]["manpower"]["available"] == 4
    assert world(game.state)["players"]["castile"]["allied_units"]["available"] == 2
    armies = [f for f in forces(game.state, "castile").values() if f["where"] == "Portugal"]
    assert [f["units"] for f in armies] == [{"allied_infantry": 1}] and armies[0]["army"]


@pytest.mark.rule("eupop-aid:Ships")
def test_a_small_port_gives_one_ship_a_large_one_two(state: State) -> None:
    world(state)["players"]["castile"]["ducats"] = 40
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("light_ship", "Bay of Biscay", "Oviedo"))
    assert not [
        a
        for v, a in verbs(game)
        if v == "recruit_unit" and isinstance(a, tuple) and a[2] == "Oviedo"
    ]
    choose(game, "recruit_unit", ("heavy_ship", "Eastern Atlantic", "Sevilla"))
    choose(game, "recruit_unit", ("light_ship", "Andalucia", "Sevilla"))
    assert not [
        a
        for v, a in verbs(game)
        if v == "recruit_unit" and isinstance(a, tuple) and a[2] == "Sevilla"
    ]
    state = game.state
    assert world(state)["forces"]["f002"]["units"] == {"light_ship": 2, "heavy_ship": 1}
    docked = [f for f in forces(state, "castile").values() if f["port"] == "Sevilla"]
    assert [(f["where"], f["army"], f["units"]) for f in docked] == [
        ("Andalucia", False, {"light_ship": 1})
    ]
    assert world(state)["players"]["castile"]["ducats"] == 40 - 4 - 10 - 4
    assert world(state)["supply"]["castile"]["light_ships"] == 4
    assert world(state)["players"]["castile"]["manpower"]["available"] == 4


@pytest.mark.rule("eupop-aid:Ships in Port (p. 26)")
def test_ports_hold_2_or_4_ships_6_in_one_fleet(state: State) -> None:
    content = RULES.content
    typed = world(state)
    typed["forces"]["f010"] = Force(
        realm="castile",
        where="Leon",
        port="Oviedo",
        army=False,
        leader=None,
        units={"light_ship": 2},
    )
    assert not port_room(state, content, "Oviedo", 1, None)
    typed["forces"]["f011"] = Force(
        realm="castile",
        where="Andalucia",
        port="Sevilla",
        army=True,
        leader=None,
        units={"heavy_ship": 4},
    )
    assert not port_room(state, content, "Sevilla", 1, None)
    assert port_room(state, content, "Sevilla", 2, "f011")
    assert not port_room(state, content, "Sevilla", 3, "f011")


def test_recruiting_is_offered_only_with_military_power(state: State) -> None:
    assert [a.verb for a in recruit_offers(state, RULES.content, "castile")] == ["recruit"]
    world(state)["players"]["castile"]["monarch_power"]["military"] = 0
    assert recruit_offers(state, RULES.content, "castile") == []


@pytest.mark.rule("eupop-aid:Ships", "interpretation:EUPOP-M3")
def test_a_recruited_light_ship_may_go_on_a_vacant_trade_protection_slot(state: State) -> None:
    world(state)["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] = ["england"]
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("light_ship", "Eastern Atlantic", "Sevilla", "slot"))
    typed = world(game.state)
    assert typed["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] == [
        "england",
        "castile",
    ]
    assert typed["forces"]["f002"]["units"] == {"light_ship": 2}
    assert typed["supply"]["castile"]["light_ships"] == 5
    slots = [a[1] for v, a in verbs(game) if v == "recruit_unit" and len(a) == 4]
    assert slots == ["Bay of Biscay"]
