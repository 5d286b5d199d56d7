"""A Bot's ship beside an NPR's at sea with no human on its side leads that side
(rules/battle/sides.py main_defender; eupop-bots NAVAL BATTLES, "Bot fighting alongside
NPR/PR"; EUPOP-BOT-73): it rolls as against an Opponent, every second NPR ship beside it
adding a hit, and stands in as 3 NPR ships only beside a human who leads.

margrave: Brandenburg (human, 2 light ships) attacks Denmark (NPR) in the Baltic Sea, where
Poland (Bot, at war with Brandenburg) has a ship."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import ended, logged, margrave, unbroken
from tests.games.eupop.bots.test_naval_battles import HIT, ZONE, fight, fleet, path, rolls, ships

NAVAL_BATTLES = "eupop-bots:NAVAL BATTLES"
RESOLUTION = "eupop-bots:NAVAL BATTLE RESOLUTION"
READING = "interpretation:EUPOP-BOT-73"


def denmark_beside_poland(danish_ships: int) -> State:
    state = margrave()
    start_war(state, "brandenburg", ["denmark", "poland"])
    fleet(state, "f900", "brandenburg", 2)
    state["forces"]["f901"] = Force(
        realm="denmark",
        where=ZONE,
        port=None,
        army=False,
        leader=None,
        units={"light_ship": danish_ships},
    )
    fleet(state, "f902", "poland")
    return state


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING)
@pytest.mark.parametrize(
    ("danish_ships", "hits", "winner", "left"),
    [(1, 1, "attacker", (1, 0, 0)), (2, 2, "defender", (0, 0, 1))],
)
def test_a_bot_beside_npr_ships_alone_rolls_for_its_side_each_2_npr_ships_a_hit(
    danish_ships: int, hits: int, winner: str, left: tuple[int, int, int]
) -> None:
    state = denmark_beside_poland(danish_ships)
    game = fight(state, [HIT] * 12, attacker="brandenburg", defender="denmark")
    assert logged(game, "bot_stand_in") == []
    assert path(game) == [("NB-1", "yes"), ("NB-2", "done")]
    assert rolls(game) == [("poland", 1, hits)]  # its die, and a hit for 2 Danish ships
    assert ended(game)["winner"] == winner
    # NPR ships leave after any battle (main rules); the Bot's stays when its side wins
    assert (ships(state, "brandenburg"), ships(state, "denmark"), ships(state, "poland")) == left
    unbroken(game)
