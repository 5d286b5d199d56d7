"""A Call to Arms to a distant NPR ally costs the caller diplomatic power, as much as a
near NPR costs in influence (eupop-aid Casus Belli (p. 22) Call to Arms, Influence (p. 32);
interpretation:EUPOP-W6)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import callable_allies
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.wars import members, start_war

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
def test_a_defensive_call_to_a_distant_npr_costs_one_diplomatic_power() -> None:
    state = _state(diplomatic=1)
    war = start_war(state, "incas", ["castile"])
    game = _send(state, war, "defensive")
    decision = game.decision()
    assert decision is not None
    assert [(a.verb, a.argument) for a in decision.actions] == [
        ("call_to_arms", "aztecs"),
        ("no_more_calls", None),
    ]
    game.apply("castile", Action("call_to_arms", "aztecs"))
    assert world(game.state)["players"]["castile"]["monarch_power"]["diplomatic"] == 0
    assert "aztecs" in members(world(game.state)["wars"][war], "defenders")


@pytest.mark.rule(*RULE)
def test_an_offensive_call_to_a_distant_npr_needs_two_diplomatic_power() -> None:
    short = _state(diplomatic=1)
    war = start_war(short, "castile", ["incas"])
    assert "aztecs" not in callable_allies(short, CONTENT, "castile", war, "offensive")
    enough = _state(diplomatic=2)
    war = start_war(enough, "castile", ["incas"])
    assert "aztecs" in callable_allies(enough, CONTENT, "castile", war, "offensive")
