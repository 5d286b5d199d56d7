"""A naval move whose moved light ships all went onto the destination's trade-protection
slots still offers the naval bridge through that zone: ships on slots are in the zone
(eupop-aid Naval Movement, Naval Bridge (p. 26); interpretation:EUPOP-M10, EUPOP-M6,
EUPOP-20)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs


@pytest.mark.rule(
    "eupop-aid:Naval Movement",
    "eupop-aid:Naval Bridge (p. 26)",
    "interpretation:EUPOP-M10",
    "interpretation:EUPOP-20",
)
def test_the_bridge_is_offered_after_every_moved_ship_took_a_slot() -> None:
    """Castile's fleet f002 (2 light ships) sails from Sevilla to the Eastern Atlantic and
    puts both ships on its 2 slots (the fleet leaves the map); the loose infantry f010 in
    Andalucia, on a coast of the zone, is offered the bridge (on to Leon by Castile's light
    ship f011 in the Bay of Biscay, Portugal and the Maghreb being closed to it)."""
    state = setup()
    typed = world(state)
    typed["forces"]["f002"].update(where="Andalucia", port="Sevilla")
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
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    choose(game, "protect_trade", "f002")
    choose(game, "protect_trade", "f002")
    assert ("f002" in world(game.state)["forces"], verbs(game)) == (
        False,
        [("bridge_army", ("f010", "infantry")), ("bridge_none", None)],
    )
