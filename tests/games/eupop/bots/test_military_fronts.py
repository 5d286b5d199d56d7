"""MIL-W2/MIL-W3 against an NPR front (bots/charts/military.py _hostile_units; eupop-bots
MILITARY ACTION, RECRUITING UNITS; aid Warfare vs NPRs; EUPOP-BOT-70): the NPR's defenders
(its MC there, the figure the battle's preparation puts on the board) count as enemy units
at the front.

margrave: Poland (a Bot) with an army of 6 on its mat, 2 in its reserve, 9 Bot Power; at
war with Hungary, whose MC in Ungarn (the front) is 7."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import margrave
from tests.games.eupop.bots.test_military import facts_of, walk


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "eupop-bots:RECRUITING UNITS")
@pytest.mark.rule("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-BOT-70")
def test_an_npr_s_defenders_at_the_front_make_the_bot_recruit() -> None:
    # audit1 F11: with only the units on the map counted, 6 units "outnumbered" nobody
    state = margrave()
    start_war(state, "hungary", ["poland"])
    game = walk(state, [1] * 20)
    assert facts_of(game, "MIL-W1")["front"] == "Ungarn"
    assert facts_of(game, "MIL-W2") == {"army": 6, "enemy_units": 7, "reserve": 2, "available": 9}
    # a gap of 1: one recruit, the reserve's 2 all it gives
    assert facts_of(game, "MIL-W3") == {"recruits": 1, "units": 2}
    assert state["bots"]["poland"]["reserve"] == 0
