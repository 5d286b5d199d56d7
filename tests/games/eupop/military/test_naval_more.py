"""Naval movement: several fleets converging on one destination, trade-protection slots, a
naval bridge carrying land units, and allies' ships in a bridge (eupop-aid Naval Movement,
Naval Bridge (p. 26); interpretation:EUPOP-M6, EUPOP-M10)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.naval import naval_offers
from hegemon.games.eupop.rules.military.routes import bridge_landings
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup, verbs

NAVAL = "eupop-aid:Naval Movement"
BRIDGE = "eupop-aid:Naval Bridge (p. 26)"


@pytest.fixture
def state() -> State:
    """Castile's fleet f002 (2 light ships) docked in Sevilla, 1 light ship (f011) in the
    Bay of Biscay, 1 loose infantry (f010) in Andalucia."""
    state = setup()
    typed = world(state)
    typed["forces"]["f002"].update(where="Andalucia", port="Sevilla")
    typed["forces"]["f010"] = Force(
        realm="castile", where="Andalucia", port=None, army=False, leader=None,
        units={"infantry": 1},
    )  # fmt: skip
    typed["forces"]["f011"] = Force(
        realm="castile", where="Bay of Biscay", port=None, army=False, leader=None,
        units={"light_ship": 1},
    )  # fmt: skip
    return state


def _sail_to_the_atlantic(state: State) -> Game:
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    return game


@pytest.mark.rule(NAVAL, "interpretation:EUPOP-M10")
def test_other_ships_in_range_may_converge_on_the_destination(state: State) -> None:
    game = _sail_to_the_atlantic(state)
    assert [a for v, a in verbs(game) if v == "sail_also"] == ["f011"]
    choose(game, "sail_also", "f011")
    forces = world(game.state)["forces"]
    assert (forces["f011"]["where"], forces["f011"]["port"]) == ("Eastern Atlantic", None)
    assert (forces["f002"]["where"], forces["f002"]["port"]) == ("Eastern Atlantic", None)


@pytest.mark.rule(NAVAL, "interpretation:EUPOP-M10", "interpretation:EUPOP-20")
def test_moved_light_ships_take_the_vacant_trade_protection_slots(state: State) -> None:
    game = _sail_to_the_atlantic(state)
    choose(game, "sail_done")
    choose(game, "protect_trade", "f002")
    choose(game, "protect_trade", "f002")
    typed = world(game.state)
    assert typed["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] == [
        "castile",
        "castile",
    ]
    assert "f002" not in typed["forces"]
    assert typed["supply"]["castile"]["fleets"] == 2
    assert "protect_trade" not in [v for v, _ in verbs(game)]


@pytest.mark.rule(NAVAL, BRIDGE, "interpretation:EUPOP-M6")
def test_a_naval_activation_carries_a_unit_by_bridge_through_its_destination(
    state: State,
) -> None:
    game = _sail_to_the_atlantic(state)
    choose(game, "sail_done")
    choose(game, "slots_done")
    assert [a for v, a in verbs(game) if v == "bridge_army"] == [("f010", "infantry")]
    choose(game, "bridge_army", ("f010", "infantry"))
    assert [a for v, a in verbs(game) if v == "move_to"] == [("Leon", "free", True)]
    choose(game, "move_to", ("Leon", "free", True))
    choose(game, "move_stop")
    typed = world(game.state)
    assert [f["where"] for f in typed["forces"].values() if f["units"] == {"infantry": 1}] == [
        "Leon"
    ]
    assert typed["players"]["castile"]["monarch_power"]["military"] == 2


@pytest.mark.rule(BRIDGE, "interpretation:EUPOP-M6")
def test_an_ally_s_ships_carry_no_units_into_a_hostile_area_where_it_has_no_enemy(
    state: State,
) -> None:
    typed = world(state)
    del typed["forces"]["f002"]
    typed["forces"]["f020"] = Force(
        realm="france", where="Eastern Atlantic", port=None, army=False, leader=None,
        units={"light_ship": 1},
    )  # fmt: skip
    typed["realms"]["castile"]["allies"].append("france")
    typed["realms"]["france"]["allies"].append("castile")
    content = RULES.content
    assert "Portugal" in bridge_landings(state, content, "castile", "Andalucia", 1)
    start_war(state, "castile", ["portugal"])
    assert "Portugal" not in bridge_landings(state, content, "castile", "Andalucia", 1)
    start_war(state, "france", ["portugal"])
    assert "Portugal" in bridge_landings(state, content, "castile", "Andalucia", 1)


@pytest.mark.rule(NAVAL, "interpretation:EUPOP-M10")
def test_a_fleet_picks_up_a_light_ship_at_its_start_and_drops_one_at_its_destination(
    state: State,
) -> None:
    world(state)["forces"]["f011"].update(where="Andalucia", port="Sevilla")
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "fleet_pick_up", "f011")
    assert world(game.state)["forces"]["f002"]["units"] == {"light_ship": 3}
    choose(game, "sail_to", ("Eastern Atlantic", None))
    assert "fleet_pick_up" not in [v for v, _ in verbs(game)]
    choose(game, "sail_stop")
    choose(game, "fleet_drop_off", "f002")
    forces = world(game.state)["forces"]
    assert forces["f002"]["units"] == {"light_ship": 2}
    dropped = [f for k, f in forces.items() if k != "f002" and f["where"] == "Eastern Atlantic"]
    assert [(f["army"], f["units"]) for f in dropped] == [(False, {"light_ship": 1})]


@pytest.mark.rule(NAVAL, "interpretation:EUPOP-M10", "interpretation:EUPOP-20")
def test_light_ships_leave_their_slots_to_move(state: State) -> None:
    typed = world(state)
    typed["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] = ["castile", "england"]
    offers = [a.argument for a in naval_offers(state, RULES.content, "castile")]
    assert ("slots", "Eastern Atlantic") in offers
    game = run(state, "naval_activation", "castile", ("slots", "Eastern Atlantic"))
    choose(game, "sail_to", ("Bay of Biscay", None))
    typed = world(game.state)
    assert typed["map"]["sea_zones"]["Eastern Atlantic"]["trade_protection"] == ["england"]
    moved = [f for f in typed["forces"].values() if f["where"] == "Bay of Biscay"]
    assert sorted(f["units"]["light_ship"] for f in moved) == [1, 1]
