"""Fighting pirates after a naval move that ends docked in a port: the activated ships are
in no sea zone, so no fight is offered, not even to the realm's other ships at sea in a zone
the port faces (eupop-aid Battle Triggers (p. 27, 28), Naval Movement;
interpretation:EUPOP-M13, changed after the 2026-11-28 fourth check)."""

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
def test_a_move_ending_in_a_port_offers_no_fight_to_ships_that_did_not_move() -> None:
    """f010 stands at sea in the Eastern Atlantic, beside the Seville node, but it was not
    activated: the fleet that was docked, so no fight is offered and the activation ends."""
    state = _with_guard(setup())
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = _dock_at_sevilla(state, [])
    assert verbs(game) == [("close", None)]


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_docked_ships_alone_are_offered_no_fight() -> None:
    """Castile's only ships near Seville are the ones docked in Sevilla: no offer, the
    activation ends."""
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = _dock_at_sevilla(state, [])
    assert verbs(game) == [("close", None)]
