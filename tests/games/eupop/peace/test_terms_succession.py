"""Secure Desired Succession over a player realm: the victor may replace the loser's ruler
with a discarded ruler card (interpretation:EUPOP-Q6)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war

SUCCESSION = "eupop-aid:Secure Desired Succession"


@pytest.fixture
def state() -> State:
    """France beats England (7 land units to 3), occupies London and has a turned-over
    marriage token on England; a ruler and a general lie in the discarded characters."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}
    state["map"]["provinces"]["London"]["occupier"] = "france"
    state["realms"]["england"]["flipped_marriages"] = ["france"]
    state["decks"]["leaders_discard"] = ["general_1_pasha", "ruler_poland_1"]
    return state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    game.apply("france", Action("peace_term", "secure_succession", ""))
    return game


def ruler_options(game: Game) -> list[str]:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_ruler" and decision.seat == "france"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule(SUCCESSION, "interpretation:EUPOP-Q6")
def test_the_victor_may_put_a_discarded_ruler_on_the_losers_throne(state: State) -> None:
    game = run(state)
    assert ruler_options(game) == ["ruler_poland_1", "keep"]
    game.apply("france", Action("peace_ruler", "ruler_poland_1", ""))
    assert state["players"]["england"]["ruler"] == {"leader": "ruler_poland_1", "ill_health": 0}
    assert state["decks"]["leaders_discard"] == ["general_1_pasha", "ruler_england_1"]
    assert state["wars"] == {}


@pytest.mark.rule(SUCCESSION, "interpretation:EUPOP-Q6")
def test_the_victor_may_leave_the_losers_ruler_in_place(state: State) -> None:
    game = run(state)
    game.apply("france", Action("peace_ruler", "keep", ""))
    assert state["players"]["england"]["ruler"] == {"leader": "ruler_england_1", "ill_health": 0}
    assert state["decks"]["leaders_discard"] == ["general_1_pasha", "ruler_poland_1"]
    decision = game.decision()
    assert decision is None or decision.step != "ask_ruler"


@pytest.mark.rule(SUCCESSION, "interpretation:EUPOP-Q6")
def test_with_no_discarded_ruler_the_victor_is_not_asked(state: State) -> None:
    state["decks"]["leaders_discard"] = ["general_1_pasha"]
    game = run(state)
    decision = game.decision()
    assert decision is None or decision.step != "ask_ruler"
    assert state["players"]["england"]["ruler"] == {"leader": "ruler_england_1", "ill_health": 0}
