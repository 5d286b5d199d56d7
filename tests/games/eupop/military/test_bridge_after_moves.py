"""A naval bridge is no space: it may follow the second land move (eupop-aid Naval Bridge
(p. 26), Land Movement; interpretation:EUPOP-M6)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

BRIDGE = "eupop-aid:Naval Bridge (p. 26)"


@pytest.fixture
def state() -> State:
    """Castile's loose infantry in Leon, its light ships in the Eastern Atlantic (f002) and
    one more in the Bay of Biscay."""
    state = setup()
    typed = world(state)
    typed["forces"]["f010"] = Force(
        realm="castile", where="Leon", port=None, army=False, leader=None, units={"infantry": 1}
    )
    typed["forces"]["f011"] = Force(
        realm="castile",
        where="Bay of Biscay",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    return state


@pytest.mark.rule(BRIDGE, "eupop-aid:Land Movement", "interpretation:EUPOP-M6")
def test_a_bridge_is_offered_after_two_land_moves(state: State) -> None:
    game = run(state, "land_activation", "castile", ("move", "f010", "infantry"))
    choose(game, "move_to", ("Castilla", "free", False))
    choose(game, "move_to", ("Andalucia", "free", False))
    assert [a for v, a in verbs(game) if v == "move_to"] == [("Leon", "free", True)]
    choose(game, "move_to", ("Leon", "free", True))
    assert [v for v, _ in verbs(game)] == ["move_stop"]
    moved = [f for f in world(game.state)["forces"].values() if f["units"] == {"infantry": 1}]
    assert [f["where"] for f in moved] == ["Leon"]
