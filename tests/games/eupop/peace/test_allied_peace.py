"""Allied peace: a player realm negotiates for its active NPR allies; a total victory over
an active ally makes a separate peace that ends its alliance; a player realm at peace turns
its active allies back (interpretations EUPOP-Q12 to Q14)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import allies
from hegemon.games.eupop.world.wars import join_war, start_war


@pytest.fixture
def state() -> State:
    """England at war with France, Scotland France's active ally in the war."""
    state = RULES.setup("six_crowns", seed=1).state
    war = start_war(state, "france", ["england"])
    state["realms"]["france"]["active_allies"] = ["scotland"]
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    return state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-Q12")
def test_the_player_realm_carries_its_active_ally(state: State) -> None:
    assert allies.carrier(state, "w1", "scotland") == "france"
    assert allies.principal(state, ("w1", "scotland", "england")) == ("w1", "france", "england")
    assert allies.principal(state, ("w1", "france", "england")) is None
    assert allies.carried_pairs(state, ("w1", "france", "england")) == [
        ("w1", "scotland", "england")
    ]


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-Q12")
def test_an_ally_no_longer_active_stands_alone(state: State) -> None:
    state["realms"]["france"]["active_allies"] = []
    assert allies.carrier(state, "w1", "scotland") == "scotland"
    assert allies.principal(state, ("w1", "scotland", "england")) is None


@pytest.mark.rule("eupop-aid:1. Automatic White Peace", "interpretation:EUPOP-Q12")
def test_an_ally_occupation_keeps_the_player_realm_at_war(state: State) -> None:
    state["map"]["provinces"]["York"]["occupier"] = "scotland"
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term"
    assert decision.seat == "france"
    assert "w1" in state["wars"]


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-Q12")
def test_one_term_settles_the_ally_pair_too(state: State) -> None:
    state["map"]["provinces"]["York"]["occupier"] = "scotland"
    game = run(state)
    decision = game.decision()
    assert decision is not None
    game.apply("france", Action("peace_term", "white_peace", ""))
    decision = game.decision()
    assert decision is not None and decision.step == "ask_answer"
    game.apply("england", Action("peace_answer", "accept", ""))
    assert state["wars"] == {}
    assert state["map"]["provinces"]["York"]["occupier"] is None


@pytest.mark.rule("eupop-aid:2. Total Victory", "interpretation:EUPOP-Q13")
def test_a_total_victory_over_the_ally_is_a_separate_peace(state: State) -> None:
    for name in ("Edinburgh", "Glasgow"):
        state["map"]["provinces"][name]["occupier"] = "england"
    state["players"]["france"]["allied_units"] = {"available": 3, "granted": {"scotland": 2}}
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term" and decision.seat == "england"
    assert {action.argument for action in decision.actions} == {
        "white_peace",
        "keep_board_state",
        "vassalization",
        "full_annexation",
    }
    game.apply("england", Action("peace_term", "white_peace", ""))
    assert state["realms"]["france"]["allies"] == []
    assert state["realms"]["scotland"]["allies"] == []
    assert state["players"]["france"]["allied_units"] == {"available": 1, "granted": {}}
    assert state["at_war_with"]["france"] == ["england"]
    assert "scotland" not in state["at_war_with"]


@pytest.mark.rule("eupop-aid:4. Aftermath", "interpretation:EUPOP-Q14")
def test_a_player_realm_at_peace_turns_its_ally_back(state: State) -> None:
    game = run(state)
    assert state["wars"] == {}
    assert state["realms"]["france"]["active_allies"] == []
    assert state["realms"]["france"]["allies"] == ["scotland"]
    assert [e.kind for e in game.entries if e.kind == "ally_deactivated"] == ["ally_deactivated"]
