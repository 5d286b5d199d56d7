"""Fighting pirates after a naval move that ends docked in a port: the port counts for
every sea zone it faces, and only the realm's ships at sea in that zone fight (eupop-aid
Battle Triggers (p. 27, 28), Naval Movement; interpretation:EUPOP-M13)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"


def _with_guard(state: State) -> State:
    """Castile also has a loose light ship f010 at sea in the Eastern Atlantic."""
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where="Eastern Atlantic",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    return state


def _dock_at_sevilla(state: State, dice: list[int]) -> Game:
    """Castile's fleet f002 (2 light ships) sails from the Eastern Atlantic into its port
    Sevilla, which faces only the Eastern Atlantic, where the Seville node lies; no other
    ships come along. The dice are forced."""
    state["rng"]["forced"] = list(dice)
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Andalucia", "Sevilla"))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    return game


@pytest.mark.rule(TRIGGERS, "eupop-aid:Naval Movement", "interpretation:EUPOP-M13")
def test_a_move_ending_in_a_port_offers_the_pirates_of_the_zone_it_faces() -> None:
    state = _with_guard(setup())
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = _dock_at_sevilla(state, [])
    assert verbs(game) == [
        ("fight_pirates", ("Eastern Atlantic", "Seville")),
        ("pirates_left", None),
    ]


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_docked_ships_alone_are_offered_no_fight() -> None:
    """Castile's only ships near Seville are the ones docked in Sevilla: no offer, the
    activation ends."""
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = _dock_at_sevilla(state, [])
    assert verbs(game) == [("close", None)]


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13", "interpretation:EUPOP-B4")
def test_the_ship_at_sea_fights_and_the_docked_fleet_does_not() -> None:
    """Castile's one light ship at sea rolls artillery, artillery, blank: one hit (one ship,
    one hit); the 2 pirates roll artillery, artillery, blank: 2 hits, of which only the one
    on f010 can land. The docked fleet f002 neither scores nor is hit."""
    state = _with_guard(setup())
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    supply = world(state)["supply"]["castile"]["light_ships"]
    game = _dock_at_sevilla(state, [1, 1, 6, 1, 1, 6])
    choose(game, "fight_pirates", ("Eastern Atlantic", "Seville"))
    forces = world(game.state)["forces"]
    assert (
        world(game.state)["map"]["trade_nodes"]["Seville"]["pirates"],
        "f010" in forces,
        forces["f002"]["port"],
        forces["f002"]["units"],
        world(game.state)["supply"]["castile"]["light_ships"],
    ) == (1, False, "Sevilla", {"light_ship": 2}, supply + 1)
