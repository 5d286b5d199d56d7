"""Calls to arms and active NPR allies: refusing an active ally's call, a realm accepting a
call bringing its active allies, and declarations that make an NPR an active ally offered
(interpretations EUPOP-W12, EUPOP-W13)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import allied_units_back
from hegemon.games.eupop.rules.war.declare import offers
from hegemon.games.eupop.world.wars import join_war, start_war

CONTENT = rules_content(RULES)


@pytest.fixture
def state() -> State:
    """France at war with England, Scotland France's active ally in it."""
    state = RULES.setup("six_crowns", seed=1).state
    war = start_war(state, "france", ["england"])
    state["realms"]["france"]["active_allies"] = ["scotland"]
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    return state


def declare(state: State, target: str) -> Game:
    state["players"]["castile"]["monarch_power"]["military"] = 3
    local = {"procedure": "declare_war", "local": {"seat": "castile", "argument": [[target, None]]}}
    state["stack"] = [frame("situation", {**local, "seat": "castile"})]
    game = RULES.resume(state)
    game.advance()
    return game


def answer(game: Game, verb: str) -> None:
    decision = game.decision()
    assert decision is not None and decision.seat == "france", decision
    game.apply("france", Action(verb, None, ""))


@pytest.mark.rule("eupop-aid:Refusing a CtA", "interpretation:EUPOP-W13")
def test_refusing_an_active_ally_abandons_it(state: State) -> None:
    state["players"]["france"]["allied_units"] = {"available": 1, "granted": {"scotland": 2}}
    manpower = state["players"]["france"]["manpower"]["available"]
    game = declare(state, "scotland")
    answer(game, "refuse_call")
    assert state["players"]["france"]["allied_units"] == {"available": 0, "granted": {}}
    assert state["players"]["france"]["manpower"]["available"] == manpower
    members = state["wars"]["w1"]["attackers"]["members"]
    assert members[1] == {"realm": "scotland", "joined": "abandoned_ally", "through": "france"}
    assert state["realms"]["france"]["active_allies"] == []
    assert state["at_war_with"]["scotland"] == ["castile", "england"]


@pytest.mark.rule("eupop-aid:Refusing a CtA", "interpretation:EUPOP-W13")
def test_allied_units_back_are_what_the_activation_granted(state: State) -> None:
    state["players"]["france"]["allied_units"] = {"available": 0, "granted": {"scotland": 3}}
    state["map"]["provinces"]["Edinburgh"]["occupier"] = "england"
    assert allied_units_back(state, "france", "scotland") == 3


@pytest.mark.rule("eupop-aid:Accepting a CtA", "interpretation:EUPOP-W13")
def test_accepting_an_active_ally_does_not_activate_it_twice(state: State) -> None:
    game = declare(state, "scotland")
    answer(game, "accept_call")
    decision = game.decision()
    assert decision is not None and decision.step != "ask_activate"
    assert state["realms"]["france"]["active_allies"] == ["scotland"]


@pytest.mark.rule("eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-W13")
def test_a_realm_accepting_a_call_brings_its_active_allies(state: State) -> None:
    state["realms"]["france"]["allies"] = ["granada", "scotland"]
    state["realms"]["granada"]["allies"] = ["france"]
    game = declare(state, "granada")
    answer(game, "accept_call")
    defenders = state["wars"]["w2"]["defenders"]["members"]
    assert [m["realm"] for m in defenders] == ["granada", "france", "scotland"]
    assert defenders[2] == {"realm": "scotland", "joined": "active_ally", "through": "france"}


@pytest.mark.rule("eupop-aid:Declare War (1 $\\times$ ) (p. 16)", "interpretation:EUPOP-W12")
def test_a_declaration_bringing_an_npr_ally_is_offered() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    state["players"]["england"]["monarch_power"]["military"] = 2
    targets = {action.argument[0] for action in offers(state, CONTENT, "england")}
    assert "france" in targets
