"""Shared by the research-interface tests: playing an AEC environment with random masked
actions from a seeded generator."""

from __future__ import annotations

from typing import Any

import numpy as np

from hegemon.rl import HegemonAEC


def masked_choice(generator: np.random.Generator, mask: Any) -> int:
    """A legal index drawn uniformly from an action mask."""
    return int(generator.choice(np.flatnonzero(mask)))


def play_out(env: HegemonAEC, policy_seed: int) -> list[tuple[str, Any, float]]:
    """Play ``env`` (already reset) to its end with random masked actions; every step's
    agent, observation vector and reward as ``last()`` gave them."""
    generator = np.random.default_rng(policy_seed)
    seen: list[tuple[str, Any, float]] = []
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        seen.append((agent, observation["observation"], float(reward)))
        if terminated or truncated:
            env.step(None)
        else:
            env.step(masked_choice(generator, observation["action_mask"]))
    return seen
