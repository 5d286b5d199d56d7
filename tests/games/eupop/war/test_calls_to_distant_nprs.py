"""A Call to Arms to a distant NPR ally is not offered, whatever the caller holds: its
price token is lost and must be read with Forge Alliance (eupop-aid Casus Belli (p. 22)
Call to Arms, Forge Alliance; interpretation:EUPOP-W6)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import callable_allies
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.wars import start_war

CONTENT = rules_content(RULES)
RULE = ("eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-W6")


def _state(diplomatic: int) -> State:
    """Six Crowns; Castile allied to the distant NPR Aztecs, next to the Incas."""
    state = RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state
    state["realms"]["castile"]["allies"].append("aztecs")
    state["realms"]["aztecs"]["allies"].append("castile")
    world(state)["players"]["castile"]["monarch_power"]["diplomatic"] = diplomatic
    return state


def _send(state: State, war: str, kind: str) -> Game:
    local: dict[str, Any] = {"seat": "castile", "war": war, "kind": kind}
    state["stack"] = [
        frame("situation", {"procedure": "send_calls_to_arms", "local": local, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


@pytest.mark.rule(*RULE)
def test_a_distant_npr_is_not_offered_a_defensive_call() -> None:
    state = _state(diplomatic=5)
    war = start_war(state, "incas", ["castile"])
    game = _send(state, war, "defensive")
    decision = game.decision()
    offered = [] if decision is None else [a.argument for a in decision.actions]
    assert "aztecs" not in offered
    assert world(game.state)["players"]["castile"]["monarch_power"]["diplomatic"] == 5


@pytest.mark.rule(*RULE)
def test_a_distant_npr_is_not_offered_an_offensive_call() -> None:
    state = _state(diplomatic=5)
    war = start_war(state, "castile", ["incas"])
    assert "aztecs" not in callable_allies(state, CONTENT, "castile", war, "offensive")
