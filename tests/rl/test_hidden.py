"""An observation is built from the seat's view: secrets hidden from it (the year-card
deck and hands, the event deck, the generator) can change without changing it."""

from __future__ import annotations

import numpy as np

from hegemon.engine.secrets import scramble
from hegemon.rl import aec_env
from tests.rl.helpers import masked_choice


def _mid_game():  # type: ignore[no-untyped-def]
    env = aec_env("eotma", scenario="millennium", seed=6)
    env.reset()
    generator = np.random.default_rng(2)
    for _ in range(120):
        observation = env.observe(env.agent_selection)
        env.step(masked_choice(generator, observation["action_mask"]))
    return env


def test_shuffling_what_a_seat_may_not_see_leaves_its_observation_unchanged() -> None:
    env = _mid_game()
    table = env.table
    state = table.state
    for number, seat in enumerate(table.players):
        before = table.observation(seat)
        changed = scramble(table.rules, state, seat, seed=number)
        changed["rng"]["state"] = (changed["rng"]["state"] + 12345) % 2**64
        assert changed["year_cards"] != state["year_cards"]
        assert changed["events"]["deck"] != state["events"]["deck"]
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
