"""Which ships may fight pirates after a naval activation (fourth check of 2026-11-28,
finding 6; interpretation EUPOP-M13): the activated ships must have ended at sea in the
node's zone; the realm's other ships there fight with them."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"


def _guard(where: str, port: str | None) -> Force:
    return Force(
        realm="castile", where=where, port=port, army=False, leader=None, units={"light_ship": 1}
    )


@pytest.mark.rule(TRIGGERS, "eupop-aid:Naval Movement", "interpretation:EUPOP-M13")
def test_ships_already_in_the_zone_fight_beside_the_activated_fleet() -> None:
    """f002 (2 light ships) sails to the Bay of Biscay, where Castile's f010 (1 light ship)
    already stands: 3 artillery faces score 3 hits with 3 ships, removing all 3 pirates."""
    state = setup()
    world(state)["forces"]["f010"] = _guard("Bay of Biscay", None)
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 3
    state["rng"]["forced"] = [1, 1, 1, 6, 6, 6]
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Bay of Biscay", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    choose(game, "fight_pirates", ("Bay of Biscay", "Seville"))
    assert world(game.state)["map"]["trade_nodes"]["Seville"]["pirates"] == 0


@pytest.mark.rule(TRIGGERS, "eupop-aid:Naval Movement", "interpretation:EUPOP-M13")
def test_a_move_into_a_port_offers_no_fight_from_the_zones_it_faces() -> None:
    """f002 docks in Sevilla; f010 stands at sea in the Eastern Atlantic, which Sevilla faces
    and where the Seville node lies: no offer (it was made before the fourth check)."""
    state = setup()
    world(state)["forces"]["f010"] = _guard("Eastern Atlantic", None)
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Andalucia", "Sevilla"))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    assert "fight_pirates" not in [verb for verb, _ in verbs(game)]


@pytest.mark.rule(TRIGGERS, "eupop-aid:Undock", "interpretation:EUPOP-M13")
def test_undocked_ships_offer_the_fight_from_the_zone_they_entered() -> None:
    state = setup()
    world(state)["forces"]["f002"].update(where="Andalucia", port="Sevilla")
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = run(state, "naval_activation", "castile", ("undock", ""))
    choose(game, "undock_to", ("f002", "Eastern Atlantic"))
    choose(game, "undock_done")
    assert verbs(game) == [
        ("fight_pirates", ("Eastern Atlantic", "Seville")),
        ("pirates_left", None),
    ]
