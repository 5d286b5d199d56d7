"""Land casualties go round mercenaries, regulars and allied units, skipping an empty
category (aid "4. Assign Casualties", interpretation EUPOP-B5)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.rules.battle.sides import casualty_choices
from tests.games.eupop.battle.harness import BLANK, INFANTRY, answer, fight, guyenne

CASUALTIES = "eupop-aid:4. Assign Casualties"


@pytest.mark.rule(CASUALTIES, "interpretation:EUPOP-B5")
def test_three_hits_fall_on_a_mercenary_a_regular_and_an_allied_unit() -> None:
    state = guyenne({"mercenary_infantry": 2, "infantry": 2, "allied_infantry": 1}, {"infantry": 3})
    game = fight(state, [BLANK, BLANK, BLANK, INFANTRY, INFANTRY, INFANTRY])
    answer(game, "france", "no_battle_action")
    answer(game, "england", "no_battle_action")
    assert state["forces"]["f003"]["units"] == {"mercenary_infantry": 1, "infantry": 1}


@pytest.mark.rule(CASUALTIES, "interpretation:EUPOP-B5")
def test_an_empty_category_is_skipped_in_the_rotation() -> None:
    units = {"mercenary_cavalry": 1, "allied_infantry": 1}
    assert casualty_choices(units, naval=False, turn=1) == (["allied_infantry"], 2)
    assert casualty_choices(units, naval=False, turn=3 % 3) == (["mercenary_cavalry"], 0)
    assert casualty_choices({"infantry": 1, "cavalry": 2}, False, 2) == (
        ["infantry", "cavalry"],
        1,
    )
