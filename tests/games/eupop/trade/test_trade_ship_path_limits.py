"""Trade step 3's light-ship move never enters the Pacific, whose crossing costs power the
step does not ask; distant zones are passed like any other (eupop-aid Trade (1👤) (p. 15),
Naval Movement; interpretation:EUPOP-T8)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.trade.ships import FORCE, reachable_zones

GEOGRAPHY = rules_content(RULES).geography


@pytest.mark.rule("eupop-aid:Trade (1👤) (p. 15)", "interpretation:EUPOP-T8")
def test_a_trade_ship_in_the_mid_atlantic_cannot_reach_the_pacific() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f002"]["where"] = "Mid Atlantic"
    reach = reachable_zones(state, GEOGRAPHY, lambda zone: True, FORCE, "f002")
    assert "Mid Atlantic" in reach
    assert "Pacific Ocean" not in reach
