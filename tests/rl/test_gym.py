"""The single-seat Gymnasium environment: Gymnasium's checker, the opponents' turns, the
mask for MaskablePPO and what an illegal action does."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from hegemon.rl import gym_env
from hegemon.rl.single import ILLEGAL_PENALTY
from tests.rl.helpers import masked_choice


def test_gymnasium_check_env_passes() -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*not having a spec.*")
        check_env(gym_env("eotma", scenario="millennium", seed=1))


def test_after_reset_the_seat_is_asked_and_the_opponents_have_played_before_it() -> None:
    env = gym_env("eotma", scenario="millennium", seed=3, seat="denmark")
    env.reset()
    decision = env.table.decision()
    assert decision is not None and decision.seat == "denmark"
    assert {played.seat for played in env.table.current.history} <= {
        "france", "england", "leon", "empire", "byzantium",
    }  # fmt: skip


def test_the_mask_is_in_info_and_in_action_masks() -> None:
    env = gym_env("eotma", scenario="millennium", seed=3)
    _, info = env.reset()
    decision = env.table.decision()
    assert decision is not None
    assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
    assert int(info["action_mask"].sum()) == len(decision.actions)


def test_an_illegal_action_is_penalised_and_moves_nothing() -> None:
    env = gym_env("eotma", scenario="millennium", seed=3)
    observation, info = env.reset()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.table.state_hash()
    after, reward, terminated, truncated, step_info = env.step(illegal)
    assert (reward, terminated, truncated) == (-ILLEGAL_PENALTY, False, False)
    assert step_info["illegal_action"] is True
    assert np.array_equal(after, observation)
    assert env.table.state_hash() == before


def test_a_whole_game_against_random_opponents_ends_with_the_outcome_reward() -> None:
    env = gym_env("eotma", scenario="millennium", seed=4, opponents="random")
    _, info = env.reset()
    generator = np.random.default_rng(0)
    terminated, reward = False, 0.0
    while not terminated:
        _, reward, terminated, _, info = env.step(masked_choice(generator, info["action_mask"]))
    winners = info["winners"]
    assert reward == (1.0 if winners == [env.seat] else 0.0 if env.seat in winners else -1.0)
    assert info["action_mask"].sum() == 0
    with pytest.raises(RuntimeError, match="the game is over: call reset"):
        env.step(0)


def test_the_solitaire_seat_plays_alone() -> None:
    env = gym_env("eotma", scenario="reconquista", seed=2)
    env.reset()
    assert env.seat == "castile" and env.opponent_names == {}
