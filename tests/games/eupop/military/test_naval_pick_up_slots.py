"""A fleet picking up a light ship at its destination: the loose ships it came from did not
move, so they take no trade-protection slot (eupop-aid Naval Movement;
interpretation:EUPOP-M10)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

NAVAL = "eupop-aid:Naval Movement"


@pytest.mark.rule(NAVAL, "interpretation:EUPOP-M10")
def test_ships_a_light_ship_was_picked_up_from_take_no_slot() -> None:
    """Castile's fleet f002 (2 light ships) sails from Sevilla to the Eastern Atlantic,
    where its loose f011 (2 light ships) already lies; the fleet picks one up there."""
    state = setup()
    typed = world(state)
    typed["forces"]["f002"].update(where="Andalucia", port="Sevilla")
    typed["forces"]["f011"] = Force(
        realm="castile", where="Eastern Atlantic", port=None, army=False, leader=None,
        units={"light_ship": 2},
    )  # fmt: skip
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    choose(game, "fleet_pick_up", "f011")
    choose(game, "sail_done")
    assert [a for v, a in verbs(game) if v == "protect_trade"] == ["f002"]
