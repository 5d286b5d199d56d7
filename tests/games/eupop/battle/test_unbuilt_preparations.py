"""Battle preparations not built stop the battle with RuleNotBuilt instead of being left
out (aid "1. Battle Preparations", interpretation EUPOP-B4)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import frame
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.battle.harness import BLANK, fight, guyenne

PREPARATIONS = "eupop-aid:1. Battle Preparations"


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B4")
def test_an_emperor_defending_the_hre_stops_a_land_battle_it_fights() -> None:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["hre"].update(emperor="england", defending=True)
    with pytest.raises(RuleNotBuilt, match="Imperial units"):
        fight(state, [BLANK] * 6)


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B4")
def test_a_bot_among_the_defenders_stops_a_naval_battle() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england", "castile"], None)
    state["realms"]["castile"]["player"] = "bot"
    state["forces"]["f002"]["where"] = "English Channel"
    local = {"where": "English Channel", "attacker": "france", "defender": "england"}
    state["stack"] = [frame("situation", {"procedure": "battle", "local": local, "seat": "france"})]
    game = RULES.resume(state)
    with pytest.raises(RuleNotBuilt, match="3 NPR ships"):
        game.advance()
