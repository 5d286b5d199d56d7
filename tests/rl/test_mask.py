"""The action mask holds exactly the legal actions of the seat's decision, and each index
stands for one of them."""

from __future__ import annotations

import numpy as np
import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.rl import aec_env
from hegemon.rl.encoding import NotEncoded


def _exact(env_seed: int, choose: Action | None = None) -> None:
    env = aec_env("eotma", scenario="millennium", seed=env_seed)
    env.reset()
    table = env.table
    if choose is not None:
        decision = table.decision()
        assert decision is not None
        env.step(table.encoding.index[choose.key])
    decision = table.decision()
    assert decision is not None
    mask = env.observe(decision.seat)["action_mask"]
    indices = set(np.flatnonzero(mask).tolist())
    expected = {table.encoding.index[action.key] for action in decision.actions}
    assert indices == expected
    assert len(indices) == len(decision.actions)
    assert {index: table.legal()[index] for index in indices} == {
        table.encoding.index[action.key]: action for action in decision.actions
    }


def test_the_mask_of_the_first_turn_menu_is_its_legal_actions() -> None:
    _exact(3)


def test_the_mask_of_a_gold_decision_is_each_amount_the_treasury_spares() -> None:
    """France conquers from its court: the next decision is how much gold to spend, one
    action per amount from 0 to what the treasury spares."""
    env = aec_env("eotma", scenario="millennium", seed=3)
    env.reset()
    decision = env.table.decision()
    assert decision is not None
    conquest = next(
        action
        for action in decision.actions
        if action.verb == "endeavour" and action.argument[0] == "conquest"  # type: ignore[index]
    )
    env.step(env.table.encoding.index[conquest.key])
    gold = env.table.decision()
    assert gold is not None and gold.step in ("ask_gold", "ask_defend")
    _exact(3, conquest)


def test_a_decision_none_of_whose_options_the_catalogue_holds_names_the_gap() -> None:
    env = aec_env("eotma", scenario="millennium", seed=3)
    env.reset()
    table = env.table
    decision = table.decision()
    assert decision is not None
    strange = Decision(decision.seat, "pick", (Action("unheard_of", 7),))
    with pytest.raises(NotEncoded, match=r"e\.g\. unheard_of 7: the catalogue"):
        table.encoding.legal(strange)
