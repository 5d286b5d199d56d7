"""Graph helpers of the map tables."""

from __future__ import annotations

from hegemon.engine.graph import breadth_first


def test_breadth_first_counts_the_fewest_steps_and_skips_unreachable_nodes() -> None:
    neighbours = {"a": ("b", "c"), "b": ("a", "d"), "c": ("a", "d"), "d": ("b", "c"), "e": ()}
    assert breadth_first("a", neighbours) == {"a": 0, "b": 1, "c": 1, "d": 2}
