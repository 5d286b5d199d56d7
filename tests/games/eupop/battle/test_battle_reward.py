"""The active realm winning a battle gains 1 military power, at most once a turn (aid "7.
Proclaim a Winner", interpretation EUPOP-B10)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from tests.games.eupop.battle.harness import BLANK, INFANTRY, answer, fight, guyenne

WINNER = "eupop-aid:7. Proclaim a Winner"
WIN = [INFANTRY, BLANK, BLANK, BLANK, BLANK, BLANK]
"""France hits once, England misses: England's one infantry is gone after the first roll."""


def won(below_flag: bool | None) -> State:
    state = guyenne({"infantry": 2}, {"infantry": 1})
    below = []
    if below_flag is not None:
        turn = {"seat": "france", "mode": "normal", "acted": True}
        if below_flag:
            turn["battle_reward_taken"] = True
        below = [frame("realm_turn", turn, step="ask_action")]
    game = fight(state, WIN, below=below)
    answer(game, "france", "no_battle_action")
    answer(game, "england", "no_battle_action")
    battle = [e.values for e in game.entries if e.kind == "battle_won"]
    assert battle and battle[0]["winner"] == "attacker"
    return state


@pytest.mark.rule(WINNER, "interpretation:EUPOP-B10")
def test_the_active_winner_gains_one_military_power_not_prestige() -> None:
    state = won(below_flag=False)
    mat = state["players"]["france"]
    assert (mat["monarch_power"]["military"], mat["prestige"]) == (4, 0)
    assert state["stack"][0]["local"]["battle_reward_taken"] is True


@pytest.mark.rule(WINNER, "interpretation:EUPOP-B10")
def test_a_second_battle_won_in_the_same_turn_gains_nothing() -> None:
    state = won(below_flag=True)
    assert state["players"]["france"]["monarch_power"]["military"] == 3
