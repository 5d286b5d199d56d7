"""Where a Bot's army steers (bots/army.py move_steps, next_area, closed_to; MIL-W1
choose_front, MIL-W4 place_army_for_front; eupop-bots ARMY MOVEMENT, aid Movement,
Military Access; EUPOP-BOT-19, EUPOP-BOT-70): nearness is counted in the army's own moves
(land neighbours, or across its naval bridges), never across a sea it has no ship in, and
a neutral area all of whose provinces player realms own is closed to it.

margrave: Poland (a Bot) owns Polska and Litauen; Anatolien touches land only at Karaman
(the Ottomans'), the Black Sea between it and Krim/Walachei."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.bots.army import closed_to, move_steps, next_area
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import game_of, margrave, ship
from tests.games.eupop.bots.test_military import facts_of, walk


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-19")
def test_the_army_does_not_step_towards_a_goal_only_the_sea_brings_near() -> None:
    # audit2 F15: by map distance Krim is 2 from Anatolien (across the Black Sea), Litauen 3
    state = margrave()
    start_war(state, "poland", ["ottomans"])
    game = game_of(state)
    assert next_area(game, "poland", "Litauen", ["Anatolien"]) is None
    steps = move_steps(state, content_of(game).geography, "poland", ["Anatolien"])
    assert ("Krim" in steps, steps["Karaman"]) == (False, 1)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-19")
def test_a_bot_ship_in_the_black_sea_makes_the_crossing_a_move() -> None:
    state = margrave()
    start_war(state, "poland", ["ottomans"])
    ship(state, "f950", "poland", "Black Sea")
    game = game_of(state)
    steps = move_steps(state, content_of(game).geography, "poland", ["Anatolien"])
    assert (steps["Krim"], steps["Walachei"], steps["Litauen"]) == (1, 1, 2)
    assert next_area(game, "poland", "Litauen", ["Anatolien"]) == ("Krim", False)
    assert next_area(game, "poland", "Krim", ["Anatolien"]) == ("Anatolien", True)


@pytest.mark.rule(
    "eupop-bots:ARMY MOVEMENT", "eupop-aid:Military Access (p. 25)", "interpretation:EUPOP-BOT-19"
)
def test_a_neutral_area_all_player_realms_own_is_closed_unless_at_war_with_one() -> None:
    # audit2 F6: Brandenburg (Berlin, Frankfurt an der Oder and, here, Stettin) all
    # Brandenburg's: the shortest way from Polska to Holstein is closed, Bohmen it is
    state = margrave()
    set_owner(state, "Stettin", "brandenburg")
    start_war(state, "poland", ["teutonic_order"])
    game = game_of(state)
    geography = content_of(game).geography
    assert closed_to(state, geography, "poland", "Brandenburg") == (
        "the neutral Brandenburg is all player realms' (no military access asked)"
    )
    assert next_area(game, "poland", "Polska", ["Holstein"]) == ("Bohmen", False)
    start_war(state, "poland", ["brandenburg"])
    assert closed_to(state, geography, "poland", "Brandenburg") is None
    assert next_area(game, "poland", "Polska", ["Holstein"]) == ("Brandenburg", False)


@pytest.mark.rule("eupop-bots:MILITARY ACTION", "interpretation:EUPOP-BOT-70")
@pytest.mark.rule("interpretation:EUPOP-BOT-19")
def test_mil_w1_takes_a_front_the_army_can_reach_and_mil_w4_places_it_nearest() -> None:
    # audit2 F15: no Ottoman area is a move from Polska or Litauen; Anatolien (the richest,
    # across the Black Sea) is out of reach; of the reachable ones the nearest (2 moves)
    # are Rumelien and Serbien: Rumelien the richer; Litauen (by Walachei) placed nearest
    state = margrave()
    start_war(state, "poland", ["ottomans"])
    game = walk(state, [1] * 12)
    assert facts_of(game, "MIL-W1") == {"front": "Rumelien", "tax_value": 6, "near": 0}
    assert facts_of(game, "MIL-W4")["area"] == "Litauen"
    assert facts_of(game, "MIL-W5") == {"entered": ["Walachei"], "area": "Walachei"}
