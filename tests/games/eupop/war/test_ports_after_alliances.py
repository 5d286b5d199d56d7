"""Ships docked in a port that stops being friendly when an alliance ends leave it for a
sea zone the port faces that is not hostile, or are disbanded (interpretation:EUPOP-W16)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import end_alliance
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war

SHIPS_IN_PORT = "eupop-aid:Ships in Port (p. 26)"


def ally(state: State, one: str, other: str) -> None:
    state["realms"][one]["allies"].append(other)
    state["realms"][other]["allies"].append(one)


@pytest.fixture
def state() -> State:
    """Castile allied to Portugal, its fleet f002 (2 light ships) docked in Lisboa."""
    state = RULES.setup("six_crowns", seed=1).state
    ally(state, "castile", "portugal")
    state["forces"]["f002"]["where"] = "Portugal"
    state["forces"]["f002"]["port"] = "Lisboa"
    return state


def refuse_call(state: State) -> None:
    """Castile refuses Portugal's Defensive Call against England."""
    war = start_war(state, "england", ["portugal"])
    local = {"seat": "castile", "caller": "portugal", "kind": "defensive", "war": war}
    state["stack"] = [frame("situation", {"procedure": "answer_call_to_arms", "local": local})]
    game = RULES.resume(state)
    game.advance()
    game.apply("castile", Action("refuse_call", None))


@pytest.mark.rule(SHIPS_IN_PORT, "eupop-aid:Refusing a CtA", "interpretation:EUPOP-W16")
def test_ships_leave_a_former_allys_port_when_a_refused_call_ends_the_alliance(
    state: State,
) -> None:
    refuse_call(state)
    assert (state["forces"]["f002"]["where"], state["forces"]["f002"]["port"]) == (
        "Eastern Atlantic",
        None,
    )


@pytest.mark.rule(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def test_ships_with_only_hostile_waters_around_the_port_are_disbanded(state: State) -> None:
    start_war(state, "castile", ["ottomans"])
    state["forces"]["f900"] = Force(
        realm="ottomans",
        where="Eastern Atlantic",
        port=None,
        army=False,
        leader=None,
        units={"light_ship": 1},
    )
    light_ships = state["supply"]["castile"]["light_ships"]
    fleets = state["supply"]["castile"]["fleets"]
    refuse_call(state)
    assert "f002" not in state["forces"]
    assert state["supply"]["castile"]["light_ships"] == light_ships + 2
    assert state["supply"]["castile"]["fleets"] == fleets + 1


@pytest.mark.rule(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def test_the_owner_picks_among_the_open_sea_zones() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f004"]["where"] = "England"
    state["forces"]["f004"]["port"] = "London"
    local = {"realms": ["england", "france"]}
    state["stack"] = [frame("situation", {"procedure": "leave_unfriendly_ports", "local": local})]
    game = RULES.resume(state)
    game.advance()
    asked = game.decision()
    assert asked is not None and asked.seat == "france"
    assert [a.argument for a in asked.actions] == [
        ("f004", "English Channel"),
        ("f004", "North Sea"),
    ]
    game.apply("france", Action("leave_port", ("f004", "North Sea")))
    assert (state["forces"]["f004"]["where"], state["forces"]["f004"]["port"]) == (
        "North Sea",
        None,
    )


@pytest.mark.rule(SHIPS_IN_PORT, "interpretation:EUPOP-W16")
def test_an_alliance_ended_where_no_one_is_asked_moves_the_ships_at_once(state: State) -> None:
    game = RULES.resume(state)
    end_alliance(game, "castile", "portugal", SHIPS_IN_PORT, "test")
    assert (state["forces"]["f002"]["where"], state["forces"]["f002"]["port"]) == (
        "Eastern Atlantic",
        None,
    )
