"""An Imperial Election called by a change of the Emperor's ruler is held once the rule
that changed it is done: before the next menu of the turn it came in, before the next
turn of the action phase, before the next phase of the round, before final scoring
(EUPOP-I19). Each test rests the round at one of those points with an election waiting,
tied so that the sitting Emperor must decide it there."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Decision
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES
from tests.games.eupop.empire.test_elections import advanced, influence

ELECTIONS = "eupop-aid:Imperial Elections (adv. rules) (p. 45)"


def waiting(procedure: str, step: str, local: dict[str, object]) -> tuple[Game, Decision]:
    """Austria's election waits (France and Austria tied for the crown) while the stack
    rests at ``procedure``'s ``step``: the handle and the first decision asked."""
    game = advanced()
    influence(game, "france", {"Bohmen": 1, "Brandenburg": 1})
    influence(game, "austria", {"Rheinland": 1, "Sachsen": 1})
    game.state["hre"]["election"] = "austria"
    game.state["stack"] = [frame(procedure, local, step)]
    handle = RULES.resume(game.state)
    handle.entries = []
    handle.advance()
    decision = handle.decision()
    assert decision is not None
    return handle, decision


def elect_france(handle: Game, decision: Decision) -> Decision | None:
    assert (decision.seat, [action.verb for action in decision.actions]) == (
        "austria",
        ["elect_emperor", "elect_emperor"],
    )
    handle.apply("austria", decision.actions[1])
    assert handle.state["hre"]["emperor"] == "france"
    assert "election" not in handle.state["hre"]
    return handle.decision()


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_held_before_the_turns_next_menu() -> None:
    local = {"seat": "france", "mode": "normal", "acted": True}
    handle, decision = waiting("realm_turn", "after_action", local)
    after = elect_france(handle, decision)
    assert after is not None and after.seat == "france"
    assert [action.verb for action in after.actions][-1] == "end_turn"


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_held_before_the_next_turn_of_the_action_phase() -> None:
    local = {"order": ["austria", "france"], "next": 1, "mode": "normal", "last": []}
    handle, decision = waiting("action_phase", "next_turn", local)
    after = elect_france(handle, decision)
    assert after is not None and after.seat == "france"
    kinds = [entry.kind for entry in handle.entries]
    assert kinds.index("imperial_election") < kinds.index("turn")


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_held_before_the_next_phase() -> None:
    handle, decision = waiting("round", "play_phase", {"phase": 0})
    assert [entry.kind for entry in handle.entries if entry.kind == "phase"] == []
    elect_france(handle, decision)
    kinds = [entry.kind for entry in handle.entries]
    assert kinds.index("imperial_election") < kinds.index("phase")


@pytest.mark.rule(ELECTIONS, "interpretation:EUPOP-I19")
def test_held_before_final_scoring() -> None:
    handle, decision = waiting("round", "final_scoring", {"phase": 5})
    elect_france(handle, decision)
    kinds = [entry.kind for entry in handle.entries]
    assert handle.outcome is not None
    assert kinds.index("imperial_election") < kinds.index("final_score")
