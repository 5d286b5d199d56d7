"""Galleys and ports: a galley fleet docking in a port facing no galley waters loses its
galleys, one docking in a port facing galley waters keeps them; galleys are recruited only
into galley waters (eupop-aid Naval Movement, Ships; interpretation:EUPOP-M12)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.recruit import recruitments
from hegemon.games.eupop.world.layout import set_owner, world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup


def _galley_fleet(state: State, where: str, port: str | None = None) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where=where,
        port=port,
        army=True,
        leader=None,
        units={"galley": 2, "light_ship": 1},
    )
    world(state)["supply"]["castile"]["galleys"] = 2


def _castilian_malaga(state: State) -> None:
    """Malaga (Granada), facing the Western Mediterranean, becomes a Castilian port."""
    set_owner(state, "Malaga", "castile")


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_galleys_docking_in_a_port_facing_galley_waters_stay() -> None:
    state = setup()
    _castilian_malaga(state)
    _galley_fleet(state, "Eastern Atlantic")
    world(state)["forces"]["f010"]["units"] = {"galley": 1, "light_ship": 1}  # small port: 2
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Western Mediterranean", None))
    choose(game, "sail_to", ("Granada", "Malaga"))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    force = world(game.state)["forces"]["f010"]
    assert (force["port"], force["units"]) == ("Malaga", {"galley": 1, "light_ship": 1})


@pytest.mark.rule("eupop-aid:Ships", "interpretation:EUPOP-M12")
def test_galleys_are_recruited_only_into_galley_waters() -> None:
    """Castile's ports: Oviedo faces the Bay of Biscay, Sevilla the Eastern Atlantic (no
    galleys there, docked or at sea); Malaga the Western Mediterranean (galleys there)."""
    state = setup()
    _castilian_malaga(state)
    world(state)["players"]["castile"]["ducats"] = 40
    offered = {
        (r.where, r.source)
        for r in recruitments(state, RULES.content, "castile")
        if r.kind == "galley"
    }
    light = {
        (r.where, r.source)
        for r in recruitments(state, RULES.content, "castile")
        if r.kind == "light_ship" and not r.slot
    }
    assert {s for s in light if s[1] in ("Oviedo", "Sevilla")}
    assert not {s for s in offered if s[1] in ("Oviedo", "Sevilla")}
    assert ("Western Mediterranean", "Malaga") in offered
    assert ("Granada", "Malaga") in offered
