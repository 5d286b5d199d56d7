"""The 95% Wilson score interval of a win rate, on counts whose interval is known."""

from __future__ import annotations

import pytest

from hegemon.sim.report import wilson_interval


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (8, 10, 0.4902, 0.9433),
        (3, 4, 0.3006, 0.9544),
        (50, 100, 0.4038, 0.5962),
        (1, 1000, 0.0002, 0.0056),
    ],
)
def test_the_interval_of_a_count(wins: int, games: int, low: float, high: float) -> None:
    interval = wilson_interval(wins, games)
    assert (round(interval[0], 4), round(interval[1], 4)) == (low, high)


def test_no_win_starts_at_zero_and_every_win_ends_at_one() -> None:
    assert wilson_interval(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert wilson_interval(10, 10) == (pytest.approx(0.7225, abs=1e-4), 1.0)


def test_no_game_leaves_the_whole_range() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_more_wins_than_games_is_refused() -> None:
    with pytest.raises(ValueError, match="5 successes of 4 trials"):
        wilson_interval(5, 4)
