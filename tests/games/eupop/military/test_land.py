"""Land Activation: movement, military access, mountains, naval bridges, battles and sieges
(eupop-aid Land Activation (p. 16, 25-26), Land Movement; interpretation:EUPOP-M4 to M9)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.land import land_offers
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup, verbs

MOVEMENT = "eupop-aid:Land Movement"


@pytest.fixture
def state() -> State:
    return setup()


def _targets(game_verbs: list[tuple[str, object]]) -> list[tuple[str, str, bool]]:
    return [
        (str(a[0]), str(a[1]), bool(a[2]))
        for verb, a in game_verbs
        if verb == "move_to" and isinstance(a, tuple)
    ]


@pytest.mark.rule(MOVEMENT)
def test_an_army_moves_two_spaces_through_friendly_areas(state: State) -> None:
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    assert world(game.state)["players"]["castile"]["monarch_power"]["military"] == 2
    assert _targets(verbs(game)) == [("Andalucia", "free", False), ("Leon", "free", False)]
    choose(game, "move_to", ("Leon", "free", False))
    assert ("Castilla", "free", False) in _targets(verbs(game))
    choose(game, "move_to", ("Castilla", "free", False))
    assert verbs(game)[0] == ("move_stop", None) and _targets(verbs(game)) == []
    choose(game, "move_stop")
    assert world(game.state)["forces"]["f001"]["where"] == "Castilla"


@pytest.mark.rule("eupop-aid:Military Access (p. 25)")
def test_no_access_to_neutral_areas_at_peace_paid_access_at_war(state: State) -> None:
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    assert "Portugal" not in {to for to, _, _ in _targets(verbs(game))}
    state = setup()
    start_war(state, "castile", ["france"], None)
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    assert ("Portugal", "pay_ducats", False) in _targets(verbs(game))
    choose(game, "move_to", ("Portugal", "pay_ducats", False))
    assert world(game.state)["players"]["castile"]["ducats"] == 7
    assert _targets(verbs(game)) == []
    assert world(game.state)["forces"]["f001"]["where"] == "Portugal"


@pytest.mark.rule(MOVEMENT)
def test_crossing_a_mountain_border_into_a_hostile_area_costs_per_3_units(state: State) -> None:
    start_war(state, "castile", ["england"], None)
    world(state)["forces"]["f001"]["where"] = "Leon"
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, "move_to", ("Guyenne", "free", False))
    assert world(game.state)["forces"]["f001"]["where"] == "Guyenne"
    assert world(game.state)["players"]["castile"]["monarch_power"]["military"] == 1
    assert _targets(verbs(game)) == []
    moved = [e for e in game.entries if e.kind == "land_move"]
    assert dict(moved[0].values)["mountain"] == 1


@pytest.mark.rule("eupop-aid:Naval Bridge (p. 26)")
def test_a_naval_bridge_carries_3_units_per_ship_and_ends_the_move(state: State) -> None:
    typed = world(state)
    typed["forces"]["f010"] = Force(
        realm="castile",
        where="Andalucia",
        port=None,
        army=False,
        leader=None,
        units={"infantry": 1},
    )
    typed["forces"]["f011"] = Force(
        realm="castile",
        where="Bay of Biscay",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    game = run(state, "land_activation", "castile", ("move", "f010", "infantry"))
    assert ("Leon", "free", True) in _targets(verbs(game))
    choose(game, "move_to", ("Leon", "free", True))
    assert _targets(verbs(game)) == []
    choose(game, "move_stop")
    loose = [
        f
        for f in world(game.state)["forces"].values()
        if f["realm"] == "castile" and not f["army"] and f["where"] == "Leon"
    ]
    assert [f["units"] for f in loose] == [{"infantry": 1}]
    state = setup()
    state["forces"]["f001"]["where"] = "Andalucia"
    state["forces"]["f011"] = dict(typed["forces"]["f011"])
    offers = {a.argument for a in land_offers(state, RULES.content, "castile")}
    assert ("move", "f001", "") in offers
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    assert ("Leon", "free", True) not in _targets(verbs(game))


@pytest.mark.rule("eupop-aid:Armies/Fleets (p. 24)")
def test_an_army_picks_up_and_drops_off_regular_infantry(state: State) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile", where="Castilla", port=None, army=False, leader=None, units={"infantry": 1}
    )
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, "pick_up", "f010")
    assert world(game.state)["forces"]["f001"]["units"] == {"infantry": 5, "cavalry": 1}
    assert "f010" not in world(game.state)["forces"]
    choose(game, "move_to", ("Leon", "free", False))
    choose(game, "drop_off", "f001")
    assert world(game.state)["forces"]["f001"]["units"] == {"infantry": 4, "cavalry": 1}
    loose = [
        f for f in world(game.state)["forces"].values() if not f["army"] and f["where"] == "Leon"
    ]
    assert [f["units"] for f in loose] == [{"infantry": 1}]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)")
def test_entering_an_area_with_enemy_units_starts_a_battle(state: State) -> None:
    start_war(state, "castile", ["france"], None)
    world(state)["forces"]["f003"]["where"] = "Leon"
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, "move_to", ("Leon", "free", False))
    battles = [dict(e.values) for e in game.entries if e.kind == "battle"]
    assert battles == [{"where": "Leon", "attacker": "castile", "defenders": ["france"]}]
    frames = [(f["procedure"], f["step"]) for f in game.state["stack"]]
    assert frames[1:3] == [("land_activation", "after_battle"), ("battle", "ask_leader")]


@pytest.mark.rule("eupop-aid:Siege (p. 28)")
def test_a_land_activation_may_siege_an_enemy_province(state: State) -> None:
    start_war(state, "castile", ["granada"], None)
    world(state)["forces"]["f001"]["where"] = "Granada"
    offers = {a.argument for a in land_offers(state, RULES.content, "castile")}
    assert ("siege", "Granada", "") in offers
    game = run(state, "land_activation", "castile", ("siege", "Granada", ""))
    choose(game, "siege_done")
    sieges = [dict(e.values) for e in game.entries if e.kind == "siege"]
    assert sieges == [
        {"province": "Granada", "strength": 2, "units": 2, "cost": 1, "outcome": "occupied"}
    ]
    assert world(game.state)["map"]["provinces"]["Granada"]["occupier"] == "castile"
    assert world(game.state)["players"]["castile"]["monarch_power"]["military"] == 1


@pytest.mark.rule("eupop-aid:Activate Units (p. 16)")
def test_nothing_is_offered_without_military_power(state: State) -> None:
    world(state)["players"]["castile"]["monarch_power"]["military"] = 0
    assert land_offers(state, RULES.content, "castile") == []


@pytest.mark.rule("eupop-aid:Armies/Fleets (p. 24)")
def test_a_land_activation_forms_an_army_of_loose_units(state: State) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile", where="Leon", port=None, army=False, leader=None, units={"infantry": 2}
    )
    offers = {a.argument for a in land_offers(state, RULES.content, "castile")}
    assert ("army", "f010", "") in offers
    game = run(state, "land_activation", "castile", ("army", "f010", ""))
    typed = world(game.state)
    assert "f010" not in typed["forces"]
    assert typed["forces"]["f007"] == Force(
        realm="castile", where="Leon", port=None, army=True, leader=None, units={"infantry": 2}
    )
    assert typed["supply"]["castile"]["armies"] == 1
    choose(game, "move_to", ("Castilla", "free", False))
    assert typed["forces"]["f007"]["where"] == "Castilla"
    world(state := setup())["supply"]["castile"]["armies"] = 0
    world(state)["forces"]["f010"] = Force(
        realm="castile", where="Leon", port=None, army=False, leader=None, units={"infantry": 2}
    )
    assert ("army", "f010", "") not in {
        a.argument for a in land_offers(state, RULES.content, "castile")
    }
