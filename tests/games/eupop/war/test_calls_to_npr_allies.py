"""Calls to NPR allies: a realm accepting an NPR's Defensive Call may call its other NPR
allies (interpretation:EUPOP-W17); who may be called on offence (EUPOP-W6)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import callable_allies
from hegemon.games.eupop.world.wars import start_war

CONTENT = rules_content(RULES)


def ally(state: State, one: str, other: str) -> None:
    state["realms"][one]["allies"].append(other)
    state["realms"][other]["allies"].append(one)


@pytest.fixture
def state() -> State:
    """Castile allied to the NPRs Granada and Portugal, with 2 influence in Portugal."""
    state = RULES.setup("six_crowns", seed=1).state
    ally(state, "castile", "granada")
    ally(state, "castile", "portugal")
    state["map"]["areas"]["Portugal"]["influence"]["castile"] = 2
    return state


@pytest.mark.rule("eupop-aid:Accepting a CtA", "interpretation:EUPOP-W17")
def test_accepting_an_nprs_defensive_call_lets_the_realm_call_its_other_npr_allies(
    state: State,
) -> None:
    state["players"]["england"]["monarch_power"]["military"] = 3
    local = {"seat": "england", "argument": [["granada", None]]}
    state["stack"] = [frame("situation", {"procedure": "declare_war", "local": local})]
    game = RULES.resume(state)
    game.advance()
    game.apply("castile", Action("accept_call", None))
    game.apply("castile", Action("keep_inactive", None))
    asked = game.decision()
    assert asked is not None
    assert (asked.seat, asked.procedure) == ("castile", "send_calls_to_arms")
    assert [a.argument for a in asked.actions] == ["portugal", None]


@pytest.mark.rule("eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-W6")
def test_an_npr_with_a_truce_with_the_target_cannot_be_called_on_offence(state: State) -> None:
    war = start_war(state, "castile", ["aragon"])
    state["realms"]["portugal"]["truces"] = ["aragon"]
    state["realms"]["aragon"]["truces"] = ["portugal"]
    assert "portugal" not in callable_allies(state, CONTENT, "castile", war, "offensive")


@pytest.mark.rule("eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-W6")
def test_an_npr_free_of_restrictions_can_be_called_on_offence(state: State) -> None:
    war = start_war(state, "castile", ["aragon"])
    assert "portugal" in callable_allies(state, CONTENT, "castile", war, "offensive")
