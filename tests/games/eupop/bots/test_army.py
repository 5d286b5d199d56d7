"""A Bot's army and ships (bots/army.py; eupop-bots RECRUITING UNITS, ARMY MOVEMENT, SHIP
PLACEMENT; aid Maximum Army Capacity (MAC), Movement, Ship placement; EUPOP-BOT-18 to 21).

Poland is a Bot of margrave (seated: brandenburg): its army of 6 units is on its mat, 2
units in its reserve, 9 Bot Power available, at the normal level (9 units a recruit). Its
areas are Polska (the capital Krakow) and Litauen. The helpers here serve the other Bot
army tests too (test_battles, test_defend, test_siege)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.bots import army
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.records import Force

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state


def margrave(available: int = 9) -> State:
    """margrave after setup, Poland with ``available`` Bot Power (the rest in its supply)."""
    state = clone(BASE)
    mat = state["bots"]["poland"]
    state["supply"]["poland"]["cubes"] += mat["power"]["available"] - available
    mat["power"]["available"] = available
    return state


def game_of(state: State) -> Game:
    return RULES.resume(state)


def run(
    state: State,
    procedure: str,
    dice: list[int] | None = None,
    rules: RulesModule = RULES,
    **local: Any,
) -> Game:
    """Start ``procedure`` with ``local`` under the kernel's case caller, the dice forced,
    and run it to its end (or the first decision)."""
    state["rng"]["forced"] = list(dice or [])
    state["stack"] = [
        frame("situation", {"procedure": procedure, "local": local, "seat": "brandenburg"})
    ]
    game = rules.resume(state)
    game.advance()
    return game


def ended(game: Game) -> Any:
    """What the procedure started by :func:`run` ended with."""
    return game.state["stack"][-1]["local"]["ended_with"]


def logged(game: Game, kind: str) -> list[dict[str, Any]]:
    return [entry.values for entry in game.entries if entry.kind == kind]


def ship(state: State, key: str, name: str, zone: str) -> None:
    """A light ship of ``name`` in ``zone`` (force ``key``); a Bot's comes from its supply
    (the conservation check counts a Bot's ships)."""
    state["forces"][key] = Force(
        realm=name, where=zone, port=None, army=False, leader=None, units={"light_ship": 1}
    )
    if name in state["bots"] and state["realms"][name]["player"] == "bot":
        state["supply"][name]["light_ships"] -= 1


def unbroken(game: Game) -> None:
    assert RULES.invariants(game.state) == []


@pytest.mark.rule("eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-18")
def test_a_recruit_costs_its_bot_power_in_full_with_a_short_reserve() -> None:
    game = game_of(margrave())
    assert army.units_per_recruit(game.state, "poland") == 9
    gained = army.recruit(game, "poland", 1)
    mat = game.state["bots"]["poland"]
    assert (gained, mat["army"]["units"], mat["reserve"]) == (2, 8, 0)
    assert mat["power"] == {"available": 7, "spent": 2}
    assert logged(game, "bot_army")[-1] | {} == {
        "change": "recruit",
        "units": 8,
        "laid_down": 0,
        "area": None,
        "reserve": 0,
        "amount": 2,
        "paid": 2,
        "capacity": None,
        "influence_removed": 0,
    }
    unbroken(game)


@pytest.mark.rule("eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-7")
@pytest.mark.parametrize(("level", "units"), [("easy", 7), ("normal", 9), ("hard", 9)])
def test_the_units_of_a_recruit_follow_the_bots_level(level: str, units: int) -> None:
    state = margrave()
    state["bots"]["poland"]["difficulty"] = level
    state["bots"]["poland"]["reserve"] = 20
    game = game_of(state)
    assert army.recruit(game, "poland", 2) == min(2 * units, 20)
    assert state["bots"]["poland"]["reserve"] == 20 - min(2 * units, 20)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Maximum Army Capacity (MAC)")
def test_placed_beyond_its_land_chain_the_army_lays_down_units_above_its_mac() -> None:
    game = game_of(margrave())
    key = army.place_army(game, "poland", "Serbien")
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 6, "laid_down": 3, "area": "Serbien"}
    assert game.state["forces"][key]["units"] == {"infantry": 6}
    assert army.upright(game.state, "poland") == 3
    assert logged(game, "bot_army")[-1]["capacity"] == 3
    unbroken(game)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "interpretation:EUPOP-BOT-20")
def test_teleported_home_the_laid_down_units_stand_up_and_withdrawn_it_leaves_the_map() -> None:
    game = game_of(margrave())
    key = army.place_army(game, "poland", "Serbien")
    assert army.place_army(game, "poland", "Polska") == key
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 6, "laid_down": 0, "area": "Polska"}
    assert game.state["forces"][key]["where"] == "Polska"
    army.place_army(game, "poland", "Serbien")
    army.withdraw(game, "poland")
    assert mat["army"] == {"units": 6, "laid_down": 0, "area": None}
    assert (mat["army_force"], key in game.state["forces"]) == (None, False)
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-22")
def test_casualties_come_from_upright_units_and_an_empty_army_leaves_the_map() -> None:
    game = game_of(margrave())
    army.place_army(game, "poland", "Serbien")
    assert army.lose_units(game, "poland", 5, "eupop-bots:LAND BATTLES") == 3
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 3, "laid_down": 3, "area": "Serbien"}
    army.place_army(game, "poland", "Polska")
    assert army.lose_units(game, "poland", 9, "eupop-bots:LAND BATTLES") == 3
    assert mat["army"] == {"units": 0, "laid_down": 0, "area": None}
    assert mat["army_force"] is None
    unbroken(game)


@pytest.mark.rule("eupop-bots:RECRUITING UNITS", "eupop-bots:ARMY MOVEMENT")
def test_units_recruited_join_the_army_on_the_map_and_its_mac_check() -> None:
    state = margrave()
    state["bots"]["poland"]["reserve"] = 10
    game = game_of(state)
    key = army.place_army(game, "poland", "Serbien")
    army.recruit(game, "poland", 1)
    assert state["bots"]["poland"]["army"] == {"units": 15, "laid_down": 12, "area": "Serbien"}
    assert state["forces"][key]["units"] == {"infantry": 15}
    unbroken(game)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Movement", "interpretation:EUPOP-BOT-19")
def test_the_army_moves_two_areas_and_stops_on_entering_a_neutral_one() -> None:
    game = game_of(margrave())
    army.place_army(game, "poland", "Polska")
    assert army.move_towards(game, "poland", ["Moskovien"]) == ["Litauen", "Moskovien"]
    assert game.state["bots"]["poland"]["army"]["area"] == "Moskovien"
    assert army.move_towards(game, "poland", ["Krim"]) == ["Krim"]
    unbroken(game)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Movement", "interpretation:EUPOP-BOT-19")
def test_a_neutral_area_first_entered_stops_the_move_and_costs_an_influence_cube() -> None:
    state = margrave()
    state["map"]["areas"]["Ungarn"]["influence"]["poland"] = 2
    state["supply"]["poland"]["cubes"] -= 2
    cubes = state["supply"]["poland"]["cubes"]
    others = {
        k: v for k, v in state["map"]["areas"]["Ungarn"]["influence"].items() if k != "poland"
    }
    game = game_of(state)
    army.place_army(game, "poland", "Polska")
    assert army.move_towards(game, "poland", ["Serbien"]) == ["Ungarn"]
    assert state["map"]["areas"]["Ungarn"]["influence"] == {**others, "poland": 1}
    assert state["supply"]["poland"]["cubes"] == cubes + 1
    assert logged(game, "bot_army")[-1]["influence_removed"] == 1
    unbroken(game)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Movement", "interpretation:EUPOP-BOT-19")
def test_a_neutral_area_holding_the_bots_unrest_is_barred() -> None:
    state = margrave()
    state["map"]["areas"]["Krim"]["unrest"] = {"poland": 1}
    game = game_of(state)
    army.place_army(game, "poland", "Polska")
    assert army.move_towards(game, "poland", ["Krim"]) == ["Litauen"]


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Movement", "interpretation:EUPOP-BOT-19")
def test_a_hostile_area_stops_the_move_at_once() -> None:
    from hegemon.games.eupop.world.wars import start_war

    state = margrave()
    start_war(state, "poland", ["hungary"])
    game = game_of(state)
    army.place_army(game, "poland", "Polska")
    assert army.move_towards(game, "poland", ["Serbien"]) == ["Ungarn"]


@pytest.mark.rule(
    "eupop-bots:SHIP PLACEMENT", "eupop-aid:Ship placement", "interpretation:EUPOP-BOT-21"
)
def test_a_bot_ship_goes_next_to_its_ships_one_light_ship_a_zone() -> None:
    state = margrave()
    ship(state, "f700", "poland", "Baltic Sea")
    game = game_of(state)
    with pytest.raises(ValueError, match="may not place a ship in Black Sea"):
        army.place_ship(game, "poland", "Black Sea")
    with pytest.raises(ValueError, match="may not place a ship in Baltic Sea"):
        army.place_ship(game, "poland", "Baltic Sea")
    neighbour = RULES.content.geography.sea_zones["Baltic Sea"].neighbours[0]
    key = army.place_ship(game, "poland", neighbour)
    assert state["forces"][key] | {} == {
        "realm": "poland",
        "where": neighbour,
        "port": None,
        "army": False,
        "leader": None,
        "units": {"light_ship": 1},
    }
    assert logged(game, "bot_ship_placed") == [{"zone": neighbour, "force": key}]


@pytest.mark.rule("eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-7")
def test_units_given_back_go_laid_down_first_and_an_emptied_army_leaves_the_map() -> None:
    game = game_of(margrave())
    army.place_army(game, "poland", "Serbien")  # 3 upright, 3 laid down
    assert army.give_back(game, "poland", 4, "eupop-bots:CLEANUP PHASE") == 4
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 2, "laid_down": 0, "area": "Serbien"}
    assert army.give_back(game, "poland", 5, "eupop-bots:CLEANUP PHASE") == 2
    assert (mat["army"], mat["army_force"]) == ({"units": 0, "laid_down": 0, "area": None}, None)
    unbroken(game)


@pytest.mark.rule("eupop-bots:ARMY MOVEMENT", "eupop-aid:Movement", "interpretation:EUPOP-BOT-19")
def test_across_a_naval_bridge_at_most_9_units_stay_upright() -> None:
    state = margrave()
    state["bots"]["poland"]["army"]["units"] = 12
    ship(state, "f700", "poland", "Baltic Sea")
    game = game_of(state)
    army.place_army(game, "poland", "Preussen")
    assert army.next_area(game, "poland", "Preussen", ["Sverige"]) == ("Sverige", True)
    assert army.move_towards(game, "poland", ["Sverige"]) == ["Sverige"]
    assert state["bots"]["poland"]["army"] == {"units": 12, "laid_down": 3, "area": "Sverige"}
    unbroken(game)


@pytest.mark.rule("eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-14")
def test_units_an_event_gives_join_the_army_on_the_map_unpaid_with_its_mac_check() -> None:
    state = margrave()
    game = game_of(state)
    key = army.place_army(game, "poland", "Serbien")
    assert army.add_units(game, "poland", 4, "eupop-bots:GENERAL EVENT RULES") == 4
    assert state["bots"]["poland"]["army"] == {"units": 10, "laid_down": 7, "area": "Serbien"}
    assert state["forces"][key]["units"] == {"infantry": 10}
    assert state["bots"]["poland"]["power"]["available"] == 9
    unbroken(game)
