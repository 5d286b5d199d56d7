"""eotma's observations, masks and legal actions are pinned: three seeded random AEC games
give the same digest of every step's vectors, so a change to how they are built (for
speed) cannot change what a trained agent sees (docs/rl.md "eotma" is the contract)."""

from __future__ import annotations

import hashlib

import numpy as np

from hegemon.rl import aec_env
from tests.rl.helpers import masked_choice

GAMES = (("millennium", 1, 5), ("millennium", 2, 6), ("reconquista", 3, 7))
"""Scenario, game seed and policy seed of each pinned game."""

DIGEST = "8474a79763a731d286838665f90685c7"
STEPS = 1531


def _digest_of_games() -> tuple[str, int]:
    """The digest of every step of :data:`GAMES`: the observation and mask of the seat to
    move, its legal actions by catalogue index, and the observation and mask of another
    seat (a different one each step, when the scenario has several); and the steps."""
    digest = hashlib.blake2b(digest_size=16)
    steps = 0
    for scenario, seed, policy_seed in GAMES:
        env = aec_env("eotma", scenario=scenario, seed=seed)
        env.reset(seed=seed)
        generator = np.random.default_rng(policy_seed)
        agents = env.possible_agents
        for agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            digest.update(agent.encode())
            digest.update(observation["observation"].tobytes())
            digest.update(observation["action_mask"].tobytes())
            legal = sorted(
                (index, action.verb, action.argument) for index, action in env.table.legal().items()
            )
            digest.update(repr(legal).encode())
            if len(agents) > 1:
                mine = agents.index(agent)
                other = agents[(mine + 1 + steps % (len(agents) - 1)) % len(agents)]
                seen = env.observe(other)
                digest.update(other.encode())
                digest.update(seen["observation"].tobytes())
                digest.update(seen["action_mask"].tobytes())
            steps += 1
            if terminated or truncated:
                env.step(None)
            else:
                env.step(masked_choice(generator, observation["action_mask"]))
    return digest.hexdigest(), steps


def test_three_seeded_random_games_give_the_pinned_observations_and_masks() -> None:
    assert _digest_of_games() == (DIGEST, STEPS)
