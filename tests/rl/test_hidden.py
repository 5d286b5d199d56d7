"""An observation is built from the seat's view: secrets hidden from it (eotma's year-card
deck and hands and event deck; eupop's decks, events drawn face down and other seats'
hands; the generator) can change without changing it."""

from __future__ import annotations

import numpy as np
import pytest

from hegemon.engine.secrets import scramble
from hegemon.rl import aec_env
from tests.rl.helpers import masked_choice

SECRETS = {"eotma": ("year_cards", "events"), "eupop": ("decks", "players")}
"""Parts of each game's state that hold secrets a scramble changes."""


def _mid_game(game: str = "eotma", scenario: str = "millennium", steps: int = 120):  # type: ignore[no-untyped-def]
    env = aec_env(game, scenario=scenario, seed=6)
    env.reset()
    generator = np.random.default_rng(2)
    for _ in range(steps):
        observation = env.observe(env.agent_selection)
        env.step(masked_choice(generator, observation["action_mask"]))
    return env


@pytest.mark.parametrize(
    ("game", "scenario", "steps"), [("eotma", "millennium", 120), ("eupop", "six_crowns", 400)]
)
def test_shuffling_what_a_seat_may_not_see_leaves_its_observation_unchanged(
    game: str, scenario: str, steps: int
) -> None:
    env = _mid_game(game, scenario, steps)
    table = env.table
    state = table.state
    for number, seat in enumerate(table.players):
        before = table.observation(seat)
        changed = scramble(table.rules, state, seat, seed=number)
        changed["rng"]["state"] = (changed["rng"]["state"] + 12345) % 2**64
        for part in SECRETS[game]:
            assert changed[part] != state[part], part
        table.current.game.state = changed
        try:
            assert np.array_equal(table.observation(seat), before)
        finally:
            table.current.game.state = state


def test_what_a_seat_may_see_changes_its_observation() -> None:
    """The control: an opponent's treasury is public, and a change of it shows."""
    env = _mid_game()
    table = env.table
    seat = table.players[0]
    before = table.observation(seat)
    table.state["empires"][table.players[1]]["gold"] += 1
    assert not np.array_equal(table.observation(seat), before)
