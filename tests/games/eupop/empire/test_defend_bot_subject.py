"""A Bot Imperial Subject when the Emperor defends the HRE: its prestige changes on the Bot
mat, through the one prestige function of both mats (aid Activating Def. the HRE (p. 44);
EUPOP-I11, EUPOP-E1)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.mark.rule(
    "eupop-aid:Activating Def. the HRE (p. 44)",
    "interpretation:EUPOP-I11",
    "interpretation:EUPOP-E1",
)
def test_a_bot_subject_not_at_war_loses_a_prestige_on_its_bot_mat() -> None:
    game = RULES.setup("margrave", seed=1, seats=["austria"])
    state = game.state
    state["bots"]["brandenburg"]["prestige"] = 3
    war = start_war(state, "poland", ["saxony"])
    local = {"war": war, "aggressor": "poland", "targets": ["saxony"]}
    state["stack"] = [
        frame("situation", {"procedure": "defend_the_hre", "local": local, "seat": "austria"})
    ]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    handle.apply("austria", Action("defend_hre", None, ""))
    assert state["bots"]["brandenburg"]["prestige"] == 2
    assert [
        (entry.seat, entry.values["change"], entry.values["now"])
        for entry in handle.entries
        if entry.kind == "prestige"
    ] == [("brandenburg", -1, 2)]
