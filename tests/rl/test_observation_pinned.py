"""Each game's observations, masks and legal actions are pinned: seeded random AEC games
give the same digest of every step's vectors, so a change to how they are built (for
speed) cannot change what a trained agent sees (docs/rl.md "eotma" and "eupop" are the
contract)."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from hegemon.engine.decision import Action
from hegemon.rl import aec_env
from tests.rl.helpers import masked_choice

GAMES = {
    "eotma": (("millennium", 1, 5, None), ("millennium", 2, 6, None), ("reconquista", 3, 7, None)),
    "eupop": (("margrave", 1, 5, None), ("six_crowns", 2, 6, 1500)),
}
"""Per game: scenario, game seed, policy seed and the steps pinned (None: the whole game) of
each pinned game."""

PINNED = {
    "eotma": ("8474a79763a731d286838665f90685c7", 1531),
    "eupop": ("027ebafa90529604ece9c638a3924e1a", 1731),
}


def _option(index: int, option: object) -> tuple[int, str, object]:
    """A legal option as the digest reads it: an action's verb and argument, or the next
    tokens of a step of a factored choice."""
    if isinstance(option, Action):
        return (index, option.verb, option.argument)
    assert isinstance(option, dict)
    return (index, "<step>", repr(sorted(map(str, option))))


def _digest_of_games(game: str) -> tuple[str, int]:
    """The digest of every step of the game's :data:`GAMES`: the observation and mask of the
    seat to move, its legal options by index, and the observation and mask of another seat
    (a different one each step, when the scenario has several); and the steps."""
    digest = hashlib.blake2b(digest_size=16)
    steps = 0
    for scenario, seed, policy_seed, limit in GAMES[game]:
        env = aec_env(game, scenario=scenario, seed=seed)
        env.reset(seed=seed)
        generator = np.random.default_rng(policy_seed)
        agents = env.possible_agents
        for played, agent in enumerate(env.agent_iter()):
            if played == limit:
                break
            observation, _, terminated, truncated, _ = env.last()
            digest.update(agent.encode())
            digest.update(observation["observation"].tobytes())
            digest.update(observation["action_mask"].tobytes())
            legal = sorted(_option(index, option) for index, option in env.table.legal().items())
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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_seeded_random_games_give_the_pinned_observations_and_masks(game: str) -> None:
    assert _digest_of_games(game) == PINNED[game]
