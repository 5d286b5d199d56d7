"""An NPR on the declaring side orders its declaration battles by its own priority, counting
the defending side's forces as the enemy (eupop-aid Warfare vs NPRs (p. 36);
interpretation:EUPOP-B3, EUPOP-W14)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.battles import npr_first_choices
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import join_war, start_war


@pytest.mark.rule("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-B3")
def test_an_npr_of_the_declaring_side_fights_the_largest_defending_force_first() -> None:
    """France declared on England with Burgundy on its side; Burgundy's ports face the North
    Sea and the English Channel, neither beside its capital area. England has 1 ship in the
    North Sea and 3 in the Channel; France's own 5 ships in the North Sea are not Burgundy's
    enemies: the Channel comes first."""
    state = RULES.setup("six_crowns", seed=1).state
    war = start_war(state, "france", ["england"])
    join_war(state, war, "attackers", "burgundy", "offensive_call", "france")
    state["forces"]["f004"]["where"] = "North Sea"
    state["forces"]["f004"]["units"] = {"light_ship": 5}
    state["forces"]["f900"] = Force(
        realm="england", where="North Sea", port=None, army=False, leader=None,
        units={"light_ship": 1},
    )  # fmt: skip
    geography = rules_content(RULES).geography
    pending = ["North Sea", "English Channel"]
    assert npr_first_choices(state, geography, war, pending) == ["English Channel"]
