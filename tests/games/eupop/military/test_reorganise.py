"""Army reorganisation during a land movement: shifting units between armies, splitting an
army, merging two (eupop-aid Land Movement, Armies/Fleets (p. 24);
interpretation:EUPOP-M9)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

MOVEMENT = "eupop-aid:Land Movement"


@pytest.fixture
def state() -> State:
    """Castile's army f001 (4 infantry, 1 cavalry) in Castilla beside a second army f020
    (2 cavalry) with a general."""
    state = setup()
    typed = world(state)
    typed["forces"]["f020"] = Force(
        realm="castile",
        where="Castilla",
        port=None,
        army=True,
        leader="general_x",
        units={"cavalry": 2},
    )
    typed["supply"]["castile"]["armies"] -= 1
    return state


def _move(state: State) -> Game:
    return run(state, "land_activation", "castile", ("move", "f001", ""))


@pytest.mark.rule(MOVEMENT, "interpretation:EUPOP-M9")
def test_the_moving_army_takes_a_unit_from_another_army(state: State) -> None:
    game = _move(state)
    choose(game, "take_unit", ("f020", "cavalry"))
    forces = world(game.state)["forces"]
    assert forces["f001"]["units"] == {"infantry": 4, "cavalry": 2}
    assert forces["f020"]["units"] == {"cavalry": 1}


@pytest.mark.rule(MOVEMENT, "interpretation:EUPOP-M9")
def test_another_army_merges_into_the_moving_army_with_its_general(state: State) -> None:
    game = _move(state)
    choose(game, "merge_army", "f020")
    typed = world(game.state)
    assert typed["forces"]["f001"]["units"] == {"infantry": 4, "cavalry": 3}
    assert typed["forces"]["f001"]["leader"] == "general_x"
    assert "f020" not in typed["forces"]
    assert typed["supply"]["castile"]["armies"] == 2


@pytest.mark.rule(MOVEMENT, "interpretation:EUPOP-M9")
def test_the_moving_army_leaves_a_unit_behind_as_a_new_army(state: State) -> None:
    game = _move(state)
    choose(game, "split_off", "cavalry")
    typed = world(game.state)
    new = [k for k, f in typed["forces"].items() if f["army"] and f["units"] == {"cavalry": 1}]
    assert len(new) == 1 and typed["forces"][new[0]]["where"] == "Castilla"
    assert typed["forces"]["f001"]["units"] == {"infantry": 4}
    assert typed["supply"]["castile"]["armies"] == 0
    assert ("split_off", "infantry") not in verbs(game)


@pytest.mark.rule(MOVEMENT, "interpretation:EUPOP-M9")
def test_an_army_never_gives_away_its_last_unit(state: State) -> None:
    world(state)["forces"]["f001"]["units"] = {"cavalry": 1}
    game = _move(state)
    offered = [v for v, _ in verbs(game)]
    assert "take_unit" in offered and "merge_army" in offered
    assert "give_unit" not in offered and "split_off" not in offered
