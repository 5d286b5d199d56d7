"""The environments are seeded and deterministic: the same seed and the same actions give
the same observations and the same final state, which the match's replay reproduces."""

from __future__ import annotations

import numpy as np
import pytest

from hegemon.engine.match import verify
from hegemon.rl import aec_env, gym_env
from tests.rl.helpers import play_out

GAMES = [("eotma", "millennium"), ("eupop", "margrave")]


@pytest.mark.parametrize(("game", "scenario"), GAMES)
def test_the_same_seed_and_actions_give_the_same_observations_and_final_state(
    game: str, scenario: str
) -> None:
    runs = []
    for _ in range(2):
        env = aec_env(game, scenario=scenario, seed=11)
        env.reset()
        seen = play_out(env, policy_seed=4)
        runs.append((seen, env.table.state_hash()))
    (first, first_hash), (second, second_hash) = runs
    assert len(first) == len(second)
    for (agent, observation, reward), (other, again, reward_again) in zip(
        first, second, strict=True
    ):
        assert agent == other and reward == reward_again
        assert np.array_equal(observation, again)
    assert first_hash == second_hash


@pytest.mark.parametrize(("game", "scenario"), [("eotma", "reconquista"), ("eupop", "six_crowns")])
def test_the_match_replay_reproduces_the_final_state(game: str, scenario: str) -> None:
    env = aec_env(game, scenario=scenario, seed=2)
    env.reset()
    play_out(env, policy_seed=9)
    same, final = verify(env.table.record())
    assert same and final == env.table.state_hash()


def test_a_reset_without_seed_plays_a_seed_drawn_from_the_last_seeded_reset() -> None:
    hashes = []
    for _ in range(2):
        env = aec_env("eotma", scenario="millennium", seed=0)
        env.reset(seed=21)
        env.reset()
        hashes.append((env.table.current.meta["seed"], env.table.state_hash()))
    assert hashes[0] == hashes[1]
    assert hashes[0][0] != 21


def test_the_first_reset_plays_the_environment_seed() -> None:
    env = aec_env("eotma", scenario="millennium", seed=8)
    env.reset()
    single = gym_env("eotma", scenario="millennium", seed=8, opponents="random")
    single.reset()
    assert env.table.current.meta["seed"] == single.table.current.meta["seed"] == 8
