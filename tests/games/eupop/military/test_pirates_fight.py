"""Fighting pirates after a naval activation: the pirates of a maritime trade node lying in
the zone where the activated ships ended (eupop-aid Battle Triggers (p. 27, 28), Naval
Movement, Undock; interpretation:EUPOP-M13)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.military.helpers import choose, run, setup, verbs

TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"


def _to_biscay(state: State, dice: list[int]) -> Game:
    """Castile's fleet f002 (2 light ships) sails from the Eastern Atlantic to the Bay of
    Biscay, where the Seville node lies; the dice are forced."""
    state["rng"]["forced"] = list(dice)
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Bay of Biscay", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    return game


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_fighting_pirates_is_offered_where_the_ships_ended() -> None:
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    game = _to_biscay(state, [])
    assert verbs(game) == [("fight_pirates", ("Bay of Biscay", "Seville")), ("pirates_left", None)]


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_no_pirates_no_offer() -> None:
    game = _to_biscay(setup(), [])
    assert "fight_pirates" not in [verb for verb, _ in verbs(game)]


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13", "interpretation:EUPOP-B4")
def test_each_hit_of_the_realm_removes_a_pirate() -> None:
    """Castile rolls artillery, artillery, blank with 2 ships: 2 hits; the pirates roll
    blanks."""
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 3
    game = _to_biscay(state, [1, 1, 6, 6, 6, 6])
    choose(game, "fight_pirates", ("Bay of Biscay", "Seville"))
    assert world(game.state)["map"]["trade_nodes"]["Seville"]["pirates"] == 1
    assert world(game.state)["forces"]["f002"]["units"] == {"light_ship": 2}


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_each_pirate_scores_at_most_one_hit_on_the_realms_ships() -> None:
    """Castile rolls blanks; 1 pirate rolls two artillery faces: 1 hit, a light ship sunk
    back to the supply."""
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 1
    supply = world(state)["supply"]["castile"]["light_ships"]
    game = _to_biscay(state, [6, 6, 6, 1, 2, 3])
    choose(game, "fight_pirates", ("Bay of Biscay", "Seville"))
    assert world(game.state)["map"]["trade_nodes"]["Seville"]["pirates"] == 1
    assert world(game.state)["forces"]["f002"]["units"] == {"light_ship": 1}
    assert world(game.state)["supply"]["castile"]["light_ships"] == supply + 1


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-M13")
def test_the_pirates_hit_galleys_first() -> None:
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 2
    world(state)["forces"]["f002"]["units"] = {"heavy_ship": 1, "light_ship": 1}
    world(state)["forces"]["f011"] = Force(
        realm="castile",
        where="Bay of Biscay",
        port=None,
        army=True,
        leader=None,
        units={"galley": 1},
    )
    game = _to_biscay(state, [6, 6, 6, 1, 2, 3])
    choose(game, "fight_pirates", ("Bay of Biscay", "Seville"))
    forces = world(game.state)["forces"]
    assert ("f011" in forces, forces["f002"]["units"]) == (False, {"heavy_ship": 1})


@pytest.mark.rule("eupop-aid:Undock", "interpretation:EUPOP-M13")
def test_fighting_pirates_after_undocking() -> None:
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 1
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where="Andalucia",
        port="Sevilla",
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    world(state)["forces"]["f002"]["where"] = "Mid Atlantic"
    state["rng"]["forced"] = [1, 6, 6, 6, 6, 6]
    game = run(state, "naval_activation", "castile", ("undock", ""))
    choose(game, "undock_to", ("f010", "Eastern Atlantic"))
    choose(game, "undock_done")
    choose(game, "fight_pirates", ("Eastern Atlantic", "Seville"))
    assert world(game.state)["map"]["trade_nodes"]["Seville"]["pirates"] == 0


def test_the_fight_is_narrated() -> None:
    state = setup()
    world(state)["map"]["trade_nodes"]["Seville"]["pirates"] = 3
    game = _to_biscay(state, [1, 1, 6, 6, 6, 6])
    choose(game, "fight_pirates", ("Bay of Biscay", "Seville"))
    entries = [e for e in game.entries if e.kind == "pirates_fought"]
    assert [RULES.narrate(e) for e in entries] == [
        "Castile's ships in Bay of Biscay fight the pirates of Seville: 2 removed, 1 left;"
        " 0 hits taken (Battle Triggers)"
    ]
