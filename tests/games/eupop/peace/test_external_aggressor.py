"""The Emperor's peace with an external aggressor moves Imperial Authority (eupop-aid D. Peace
Resolutions; interpretation EUPOP-Q16). Six crowns: Austria is the Emperor (Imperial
Authority 2), its three provinces in Osterreich, an HRE area; the Ottomans are outside."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "ottomans", ["austria"])
    return state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def keep_all(game: Game) -> None:
    """Answer every Keep Current Board State question with keeping the province."""
    while (decision := game.decision()) is not None and decision.step == "ask_keep":
        game.apply(decision.seat, Action("keep_choice", "keep", ""))


def austria_wins(state: State) -> Game:
    state["forces"]["f008"]["units"] = {"infantry": 2}  # Austria's 4 are twice as many
    state["map"]["provinces"]["Sofya"]["occupier"] = "austria"
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.seat == "austria"
    return game


@pytest.mark.rule("eupop-aid:D. Peace Resolutions", "interpretation:EUPOP-Q16")
def test_the_emperor_winning_without_ceding_gains_imperial_authority(state: State) -> None:
    game = austria_wins(state)
    game.apply("austria", Action("peace_term", "keep_board_state", ""))
    keep_all(game)
    assert state["hre"]["imperial_authority"] == 3


@pytest.mark.rule("eupop-aid:D. Peace Resolutions", "interpretation:EUPOP-Q16")
def test_the_emperor_ceding_an_hre_province_gains_nothing(state: State) -> None:
    state["map"]["provinces"]["Graz"]["occupier"] = "ottomans"
    game = austria_wins(state)
    game.apply("austria", Action("peace_term", "keep_board_state", ""))
    keep_all(game)
    assert state["map"]["provinces"]["Graz"]["owner"] == "ottomans"
    assert state["hre"]["imperial_authority"] == 2


@pytest.mark.rule("eupop-aid:D. Peace Resolutions", "interpretation:EUPOP-Q16")
def test_the_emperor_losing_loses_imperial_authority(state: State) -> None:
    state["map"]["provinces"]["Graz"]["occupier"] = "ottomans"  # Ottomans 8, Austria 4
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.seat == "ottomans"
    game.apply("ottomans", Action("peace_term", "keep_board_state", ""))
    keep_all(game)
    assert state["hre"]["imperial_authority"] == 1


@pytest.mark.rule("eupop-aid:D. Peace Resolutions", "interpretation:EUPOP-Q16")
def test_a_peace_without_a_victor_leaves_imperial_authority(state: State) -> None:
    state["forces"]["f008"]["units"] = {"infantry": 4}  # neither side wins
    state["map"]["provinces"]["Graz"]["occupier"] = "ottomans"
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term"
    game.apply(decision.seat, Action("peace_term", "white_peace", ""))
    game.apply(
        "austria" if decision.seat == "ottomans" else "ottomans",
        Action("peace_answer", "accept", ""),
    )
    assert state["hre"]["imperial_authority"] == 2
