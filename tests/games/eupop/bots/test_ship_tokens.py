"""The conservation check counts a Bot's light ships (world/conservation.py; aid Token
Limits; eupop-bots OTHER LIMITED TOKENS; EUPOP-BOT-73, 74): its supply and one token for
each of its ships at sea — one also while it stands in for 3 NPR ships in a battle.

margrave: Poland (a Bot) with 8 light ships in its supply, none at sea."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.bots.army import place_ship
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.bots.test_army import game_of, margrave, ship


@pytest.mark.rule("eupop-bots:OTHER LIMITED TOKENS", "interpretation:EUPOP-BOT-74")
def test_a_bot_s_ship_comes_from_its_supply_or_the_count_breaks() -> None:
    state = margrave()
    ship(state, "f950", "poland", "Baltic Sea")
    game = game_of(state)
    place_ship(game, "poland", "North Sea")
    assert state["supply"]["poland"]["light_ships"] == 6
    assert conservation(state, RULES.content) == []
    state["forces"]["f951"] = Force(
        realm="poland", where="Black Sea", port=None, army=False, leader=None,
        units={"light_ship": 1},
    )  # fmt: skip
    assert conservation(state, RULES.content) == [
        "6 light_ships in poland's supply and 3 placed, not 8 in all"
    ]


@pytest.mark.rule("eupop-bots:NAVAL BATTLES", "interpretation:EUPOP-BOT-73")
def test_a_bot_ship_standing_in_for_3_npr_ships_is_one_token() -> None:
    state = margrave()
    ship(state, "f950", "poland", "Baltic Sea")
    state["forces"]["f950"]["units"] = {"light_ship": 3}
    assert conservation(state, RULES.content) == []
