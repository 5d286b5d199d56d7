"""The tokens a declaration removes: the declaring realm's marriages with its targets; its
General CB tokens stay until phase 3 (interpretation:EUPOP-W11)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES

DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"


@pytest.fixture
def state() -> State:
    """Castile married to Portugal and holding a General CB token on it."""
    state = RULES.setup("six_crowns", seed=1).state
    state["realms"]["castile"]["marriages"] = ["portugal"]
    state["realms"]["portugal"]["marriages"] = ["castile"]
    state["realms"]["castile"]["casus_belli"] = ["portugal"]
    return state


def declare_on_portugal(state: State) -> None:
    local = {"seat": "castile", "argument": [["portugal", "general"]]}
    state["stack"] = [frame("situation", {"procedure": "declare_war", "local": local})]
    game = RULES.resume(state)
    game.advance()


@pytest.mark.rule(DECLARE_WAR, "interpretation:EUPOP-W11")
def test_a_declaration_removes_the_marriage_with_the_target(state: State) -> None:
    marriages = state["supply"]["castile"]["marriages"]
    declare_on_portugal(state)
    assert state["realms"]["castile"]["marriages"] == []
    assert state["realms"]["portugal"]["marriages"] == []
    assert state["supply"]["castile"]["marriages"] == marriages + 1


@pytest.mark.rule(
    DECLARE_WAR, "eupop-aid:A. Remove Casus Belli & Truces", "interpretation:EUPOP-W11"
)
def test_a_declaration_keeps_the_general_cb_token_on_the_target(state: State) -> None:
    declare_on_portugal(state)
    assert state["realms"]["castile"]["casus_belli"] == ["portugal"]
