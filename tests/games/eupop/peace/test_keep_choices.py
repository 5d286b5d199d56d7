"""Keep Current Board State: instead of keeping an occupied province the victor may return
it for ducats, exchange it, or liberate it (interpretation EUPOP-Q5)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    """France at war with England, France with a partial victory (7 land units to 3)."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}
    return state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    game.apply("france", Action("peace_term", "keep_board_state", ""))
    return game


def options(game: Game) -> list[str]:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_keep" and decision.seat == "france"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5")
def test_a_province_returned_costs_the_loser_three_ducats_per_tax_value(state: State) -> None:
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"  # tax value 3
    game = run(state)
    assert options(game) == ["keep", "return"]
    game.apply("france", Action("keep_choice", "return", ""))
    assert state["map"]["provinces"]["Bordeaux"]["owner"] == "england"
    assert state["map"]["provinces"]["Bordeaux"]["occupier"] is None
    assert state["players"]["england"]["ducats"] == 1  # 10 - 9
    assert state["players"]["france"]["ducats"] == 19
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5")
def test_the_ducats_demanded_are_capped_at_twice_the_losers_tax_income(state: State) -> None:
    for name in ("London", "York", "Bristol", "Bordeaux", "Bayonne"):
        state["map"]["provinces"][name]["occupier"] = "france"
    state["players"]["england"]["ducats"] = 30
    game = run(state)
    for choice in ("return", "return", "keep", "keep"):  # Bayonne, Bordeaux, Bristol, York
        game.apply("france", Action("keep_choice", choice, ""))
    # England keeps London 4, Bordeaux 3, Bayonne 1: at most 16 of the 10 + 12 demanded
    assert state["players"]["england"]["ducats"] == 30 - 16
    assert state["map"]["provinces"]["York"]["owner"] == "france"
    assert state["map"]["provinces"]["Bayonne"]["owner"] == "england"


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5")
def test_a_province_may_be_exchanged_for_one_of_equal_tax_value(state: State) -> None:
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"  # tax value 3
    state["map"]["provinces"]["Rouen"]["occupier"] = "england"  # tax value 3
    state["map"]["provinces"]["Caen"]["occupier"] = "england"  # tax value 1
    game = run(state)
    assert options(game) == ["keep", "return", "exchange:Rouen"]
    game.apply("france", Action("keep_choice", "exchange:Rouen", ""))
    assert state["map"]["provinces"]["Bordeaux"]["owner"] == "england"
    assert state["map"]["provinces"]["Rouen"]["owner"] == "france"
    assert state["map"]["provinces"]["Rouen"]["occupier"] is None
    assert state["map"]["provinces"]["Caen"]["owner"] == "england"


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5")
def test_a_province_not_of_the_losers_core_may_be_liberated_for_prestige(state: State) -> None:
    state["map"]["areas"]["Guyenne"]["cores"] = ["provence"]
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"  # tax value 3
    game = run(state)
    assert options(game) == ["keep", "return", "liberate:provence"]
    game.apply("france", Action("keep_choice", "liberate:provence", ""))
    assert state["map"]["provinces"]["Bordeaux"]["owner"] == "provence"
    assert state["players"]["france"]["prestige"] == 3
