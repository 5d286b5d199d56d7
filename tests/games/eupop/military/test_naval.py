"""Naval Activation: movement, ports and undocking (eupop-aid Naval Activation (p. 16,
25-26), Naval Movement, Undock, Ships in Port (p. 26); interpretation:EUPOP-M10)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.naval import naval_offers
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup, verbs


@pytest.fixture
def state() -> State:
    return setup()


def _sails(game_verbs: list[tuple[str, object]]) -> list[tuple[object, ...]]:
    return [a for verb, a in game_verbs if verb == "sail_to" and isinstance(a, tuple)]


@pytest.mark.rule("eupop-aid:Naval Movement")
def test_a_fleet_sails_two_spaces(state: State) -> None:
    """Mid Atlantic is distant and faced by no port of Castile; Lisboa is not friendly."""
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    assert world(game.state)["players"]["castile"]["monarch_power"]["military"] == 2
    assert _sails(verbs(game)) == [
        ("Bay of Biscay", None),
        ("Irish Sea", None),
        ("Western Mediterranean", None),
        ("Andalucia", "Sevilla"),
    ]
    choose(game, "sail_to", ("Bay of Biscay", None))
    choose(game, "sail_to", ("English Channel", None))
    assert _sails(verbs(game)) == []
    choose(game, "sail_stop")
    assert world(game.state)["forces"]["f002"]["where"] == "English Channel"


@pytest.mark.rule("eupop-aid:Ships in Port (p. 26)")
def test_a_full_port_is_not_offered(state: State) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where="Leon",
        port="Oviedo",
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    world(state)["forces"]["f002"]["where"] = "Bay of Biscay"
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    assert ("Leon", "Oviedo") not in _sails(verbs(game))
    world(state := setup())["forces"]["f002"]["where"] = "Bay of Biscay"
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Leon", "Oviedo"))
    assert (
        world(game.state)["forces"]["f002"]["where"],
        world(game.state)["forces"]["f002"]["port"],
    ) == ("Leon", "Oviedo")


@pytest.mark.rule("eupop-aid:Undock")
def test_undocking_to_a_sea_zone_that_is_not_hostile(state: State) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where="Andalucia",
        port="Sevilla",
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    offers = [a.argument for a in naval_offers(state, RULES.content, "castile")]
    assert ("undock", "") in offers
    game = run(state, "naval_activation", "castile", ("undock", ""))
    assert [a for v, a in verbs(game) if v == "undock_to"] == [("f010", "Eastern Atlantic")]
    choose(game, "undock_to", ("f010", "Eastern Atlantic"))
    assert (
        world(game.state)["forces"]["f010"]["where"],
        world(game.state)["forces"]["f010"]["port"],
    ) == ("Eastern Atlantic", None)
    assert [v for v, _ in verbs(game)] == ["undock_done"]
    start_war(state := setup(), "castile", ["portugal"], None)
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where="Andalucia",
        port="Sevilla",
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    world(state)["forces"]["f002"]["where"] = "Mid Atlantic"
    assert ("undock", "") not in [a.argument for a in naval_offers(state, RULES.content, "castile")]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)")
def test_ships_ending_with_enemy_ships_fight(state: State) -> None:
    start_war(state, "castile", ["france"], None)
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Bay of Biscay", None))
    choose(game, "sail_to", ("English Channel", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    battles = [dict(e.values) for e in game.entries if e.kind == "battle"]
    assert battles == [{"where": "English Channel", "attacker": "castile", "defenders": ["france"]}]


def test_a_hostile_zone_stops_the_fleet(state: State) -> None:
    start_war(state, "castile", ["france"], None)
    world(state)["forces"]["f004"]["where"] = "Bay of Biscay"
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", ("Bay of Biscay", None))
    assert _sails(verbs(game)) == []
