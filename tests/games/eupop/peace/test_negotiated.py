"""Negotiated Peace between two player realms with no victory: a Keep Current Board State
proposed as a bargain over each occupied province, and Optional Rule 3 (No Surrender)
taking surrender away (interpretations EUPOP-Q11, EUPOP-Q18)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    """France and England at war, neither with a victory (7 land units to 4); each has 10
    ducats and 5 prestige."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"])
    for name in ("france", "england"):
        state["players"][name]["prestige"] = 5
    return state


def occupy(state: State, occupier: str, *names: str) -> None:
    for name in names:
        state["map"]["provinces"][name]["occupier"] = occupier


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def offered(game: Game, seat: str, step: str) -> list[str]:
    decision = game.decision()
    assert decision is not None and decision.seat == seat and decision.step == step
    return [str(action.argument) for action in decision.actions]


def returns(most: int) -> list[str]:
    return [f"return:{amount}" for amount in range(most + 1)]


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q18")
def test_without_no_surrender_both_realms_are_offered_surrender(state: State) -> None:
    occupy(state, "england", "Rouen")
    game = run(state)
    assert "surrender" in offered(game, "france", "ask_term")
    game.apply("france", Action("peace_term", "none", ""))
    assert offered(game, "england", "ask_term") == ["surrender", "none"]


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q18")
def test_with_no_surrender_no_realm_is_offered_surrender(state: State) -> None:
    state["meta"]["options"] = {"no_surrender": True}
    occupy(state, "england", "Rouen")
    game = run(state)
    assert "surrender" not in offered(game, "france", "ask_term")
    game.apply("france", Action("peace_term", "none", ""))
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"  # England is not asked
    assert "w1" in state["wars"]


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-Q11")
def test_a_bargain_sells_a_province_back_and_exchanges_another(state: State) -> None:
    occupy(state, "france", "Bayonne", "Bordeaux")  # England's, tax values 1 and 3
    occupy(state, "england", "Rouen")  # France's, tax value 3
    game = run(state)
    game.apply("france", Action("peace_term", "france:keep_board_state", ""))
    assert offered(game, "france", "ask_bargain") == ["keep", *returns(10)]  # Bayonne
    game.apply("france", Action("peace_bargain", "return:4", ""))
    assert offered(game, "france", "ask_bargain") == ["keep", *returns(6), "exchange:Rouen"]
    game.apply("france", Action("peace_bargain", "exchange:Rouen", ""))
    assert offered(game, "england", "ask_answer") == ["accept", "refuse"]  # Rouen settled
    game.apply("england", Action("peace_answer", "accept", ""))
    provinces = state["map"]["provinces"]
    for name, owner in (("Bayonne", "england"), ("Bordeaux", "england"), ("Rouen", "france")):
        assert (provinces[name]["owner"], provinces[name]["occupier"]) == (owner, None)
    assert state["players"]["england"]["ducats"] == 6
    assert state["players"]["france"]["ducats"] == 14
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-Q11")
def test_a_bargain_liberates_without_prestige_and_keeps_the_rest(state: State) -> None:
    state["map"]["areas"]["Guyenne"]["cores"] = ["provence"]
    occupy(state, "france", "Bordeaux")  # England's, tax value 3
    occupy(state, "england", "Caen")  # France's, tax value 1
    game = run(state)
    game.apply("france", Action("peace_term", "england:keep_board_state", ""))
    assert offered(game, "france", "ask_bargain")[-1] == "liberate:provence"  # Bordeaux
    game.apply("france", Action("peace_bargain", "liberate:provence", ""))
    game.apply("france", Action("peace_bargain", "keep", ""))  # Caen
    game.apply("england", Action("peace_answer", "accept", ""))
    provinces = state["map"]["provinces"]
    assert provinces["Bordeaux"]["owner"] == "provence"
    assert provinces["Caen"]["owner"] == "england"
    assert state["players"]["france"]["prestige"] == 5
    assert state["players"]["england"]["prestige"] == 5


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-Q11")
def test_a_refused_bargain_changes_nothing(state: State) -> None:
    occupy(state, "france", "Bayonne")
    game = run(state)
    game.apply("france", Action("peace_term", "france:keep_board_state", ""))
    game.apply("france", Action("peace_bargain", "return:10", ""))
    game.apply("england", Action("peace_answer", "refuse", ""))
    assert state["map"]["provinces"]["Bayonne"]["occupier"] == "france"
    assert state["players"]["england"]["ducats"] == 10
    assert "w1" in state["wars"]
