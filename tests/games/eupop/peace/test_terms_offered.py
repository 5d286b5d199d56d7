"""Which peace terms the winner is offered (interpretation EUPOP-Q6)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import terms, victory
from hegemon.games.eupop.world.wars import start_war

GEOGRAPHY = rules_content(RULES).geography


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def occupy(state: State, occupier: str, *names: str) -> None:
    for name in names:
        state["map"]["provinces"][name]["occupier"] = occupier


@pytest.mark.rule("eupop-aid:Full Annexation", "interpretation:EUPOP-Q6")
def test_a_bot_loser_may_be_fully_annexed(state: State) -> None:
    war = start_war(state, "france", ["england"])
    state["realms"]["england"]["player"] = "bot"
    state["realms"]["england"]["allies"] = []
    state["realms"]["england"]["marriages"] = []
    state["realms"]["england"]["active_allies"] = []
    occupy(state, "france", *victory.de_jure(state, "england"))
    offered = terms.offered(state, GEOGRAPHY, (war, "france", "england"), "france", "england", True)
    assert "full_annexation" in offered
