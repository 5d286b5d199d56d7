"""The aftermath of the peace resolutions for human player realms at peace: forces go home
to the nearest Friendly area or port, ties asked, and allied units leave the board
(interpretation EUPOP-Q15)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q15")
def test_a_force_in_a_foreign_area_goes_to_the_nearest_friendly_area(state: State) -> None:
    state["forces"]["f005"]["where"] = "Ile-de-France"  # Guyenne 1 step, England 3
    run(state)
    assert state["forces"]["f005"]["where"] == "Guyenne"


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q15")
def test_equally_near_friendly_areas_are_the_realms_choice(state: State) -> None:
    state["forces"]["f005"]["where"] = "Flandres"  # England and Guyenne both 2 steps
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_home"
    assert decision.seat == "england"
    assert [action.argument for action in decision.actions] == ["England", "Guyenne"]
    game.apply("england", Action("go_home", "England", ""))
    assert state["forces"]["f005"]["where"] == "England"


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q15")
def test_a_realm_still_at_war_keeps_its_forces_where_they_stand(state: State) -> None:
    start_war(state, "england", ["scotland"])
    state["map"]["provinces"]["York"]["occupier"] = "scotland"
    state["map"]["provinces"]["Edinburgh"]["occupier"] = "england"
    state["forces"]["f005"]["where"] = "Ile-de-France"
    game = run(state)
    game.apply("england", Action("peace_term", "none", ""))  # no victory: fights on
    assert state["forces"]["f005"]["where"] == "Ile-de-France"


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q15")
def test_a_docked_fleet_in_a_foreign_port_goes_to_the_nearest_friendly_port(
    state: State,
) -> None:
    state["forces"]["f006"].update(where="Normandie", port="Rouen")
    run(state)
    assert (state["forces"]["f006"]["where"], state["forces"]["f006"]["port"]) == (
        "England",
        "London",
    )


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q15")
def test_allied_units_leave_the_board_and_their_figures_go_back(state: State) -> None:
    state["forces"]["f005"]["units"] = {"infantry": 3, "allied_infantry": 2, "allied_cavalry": 1}
    infantry = state["supply"]["england"]["infantry"]
    cavalry = state["supply"]["england"]["cavalry"]
    run(state)
    assert state["forces"]["f005"]["units"] == {"infantry": 3}
    assert state["supply"]["england"]["infantry"] == infantry + 2
    assert state["supply"]["england"]["cavalry"] == cavalry + 1
