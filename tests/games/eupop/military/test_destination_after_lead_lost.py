"""The destination of a naval move stays the destination when the force that led the move
is gone from it: the other ships that converged there may still take trade-protection slots
(eupop-aid Naval Movement; interpretation:EUPOP-M10, EUPOP-M12)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs


@pytest.mark.rule(
    "eupop-aid:Naval Movement", "interpretation:EUPOP-M10", "interpretation:EUPOP-M12"
)
def test_converged_light_ships_take_a_slot_after_the_leading_galleys_disband() -> None:
    """Castile's galley fleet f011 sails from the Western Mediterranean through the Eastern
    Atlantic to the Bay of Biscay (1 trade-protection slot, no galley waters), and fleet
    f002 (2 light ships) converges from the Eastern Atlantic. The galleys disband, f011
    leaves the map; f002's light ships are still offered the vacant slot."""
    state = setup()
    world(state)["forces"]["f011"] = Force(
        realm="castile",
        where="Western Mediterranean",
        port=None,
        army=True,
        leader=None,
        units={"galley": 1},
    )
    game = run(state, "naval_activation", "castile", ("move", "f011"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_to", ("Bay of Biscay", None))
    choose(game, "sail_stop")
    choose(game, "sail_also", "f002")
    assert ("f011" in world(game.state)["forces"], verbs(game)) == (
        False,
        [("protect_trade", "f002"), ("slots_done", None)],
    )
