"""Clean-up checks the milestones before its End of Age routine, so their prestige counts
for the final scoring triggers (eupop-aid Milestones (p. 42-43), FINAL SCORING;
interpretation:EUPOP-G5)."""

from __future__ import annotations

import pytest

from tests.games.eupop.cleanup.helpers import ended_with, set_up, start

MILESTONES = "eupop-aid:Milestones (p. 42-43)"
FINAL = "eupop-aid:FINAL SCORING"


@pytest.mark.rule(MILESTONES, FINAL, "interpretation:EUPOP-G5")
def test_a_milestone_met_in_clean_up_counts_for_the_prestige_trigger() -> None:
    """France meets Victorious Arms (3 prestige) with 98 prestige and a lead of 98: the
    milestone taken in clean-up brings it to 101, which triggers final scoring there."""
    state = set_up()
    state["hre"]["emperor"] = None
    state["decks"]["milestones"] = ["ms1_victorious_arms"]
    state["players"]["france"]["prestige"] = 98
    game = start(state)
    assert ended_with(game) == {"final_scoring": True}
    assert state["players"]["france"]["milestones"] == ["ms1_victorious_arms"]
    assert state["players"]["france"]["prestige"] == 101
