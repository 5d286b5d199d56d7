"""The DEFEND chart (bots/charts/defend.py; eupop-bots DEFEND ACTION, RECRUITING UNITS;
EUPOP-BOT-10, 18, 65): DEF-0 (the action's price from the Main Turn Structure), DEF-1 (the
area defended), DEF-2/DEF-3 (recruiting), DEF-2N and DEF-S (nothing to fight with: SPY),
DEF-4 (the army teleported), DEF-4S (enemy ships next to the area), DEF-5 (the battle),
DEF-6 (taking back what is occupied).

Poland (a Bot of margrave) owns Polska (Krakow 3, Poznan 2, Warszawa 2) and Litauen (Kiev 2,
Minsk 1, Vilnius 2); its army of 6 units is on its mat, 2 in its reserve."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import charts
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import logged, margrave, run, ship, unbroken
from tests.games.eupop.bots.test_battles import BLANK, INFANTRY

PACK = Path(charts.__file__).parent.parent.parent / "content" / "pack" / "bot_charts.yaml"


def defend_chart(state: State, dice: list[int] | None = None, **extra: Any) -> Game:
    """The DEFEND chart walked on its own (not from the Main Turn Structure: no price)."""
    return run(state, "bot_chart", dice, realm="poland", chart="defend", turn=1, **extra)


def turn(state: State, dice: list[int] | None = None) -> Game:
    return run(state, "bot_turn", dice, seat="poland", mode="normal")


def nodes(game: Game, chart: str = "defend") -> list[tuple[str, str]]:
    return [
        (entry["node"], entry["answer"])
        for entry in logged(game, "bot_step")
        if entry["chart"] == chart
    ]


def logged_of(state: State) -> list[dict[str, Any]]:
    """The ships at sea: realm, zone and units of each force in a sea zone."""
    zones = RULES.content.geography.sea_zones
    return [
        {"realm": force["realm"], "where": force["where"], "units": force["units"]}
        for force in state["forces"].values()
        if force["where"] in zones
    ]


def facts_of(game: Game, node: str) -> dict[str, Any]:
    step = next(entry for entry in logged(game, "bot_step") if entry["node"] == node)
    facts: dict[str, Any] = step["facts"]
    return facts


@pytest.mark.rule("eupop-bots:DEFEND ACTION", "interpretation:EUPOP-BOT-10")
def test_from_the_main_turn_structure_defend_pays_1_bp_and_beats_the_invaders() -> None:
    state = margrave()
    set_rebels(state, "Litauen", 2)
    set_rebels(state, "Polska", 1)
    game = turn(state, [BLANK, BLANK])
    assert nodes(game) == [
        ("DEF-0", "done"),
        ("DEF-1", "done"),
        ("DEF-2", "no"),
        ("DEF-2N", "yes"),
        ("DEF-4", "done"),
        ("DEF-4S", "done"),
        ("DEF-5", "call"),
        ("DEF-5", "done"),
        ("DEF-6", "no"),
    ]
    assert facts_of(game, "DEF-0") == {"paid": 1}
    assert facts_of(game, "DEF-1") == {"area": "Litauen", "invaders": 2, "target": "rebels"}
    assert (rebels_in(state, "Litauen"), rebels_in(state, "Polska")) == (0, 1)
    assert state["bots"]["poland"]["army"] == {"units": 6, "laid_down": 0, "area": "Litauen"}
    assert state["bots"]["poland"]["power"] == {"available": 9, "spent": 1}  # 1 back: won
    unbroken(game)


@pytest.mark.rule("eupop-bots:DEFEND ACTION", "interpretation:EUPOP-BOT-65")
def test_tied_invaders_the_area_of_higher_tax_value_is_defended_and_no_price_when_linked() -> None:
    state = margrave()
    set_rebels(state, "Litauen", 1)
    set_rebels(state, "Polska", 1)
    game = defend_chart(state, [BLANK])
    assert facts_of(game, "DEF-0") == {"paid": 0}
    assert facts_of(game, "DEF-1")["area"] == "Polska"
    assert rebels_in(state, "Litauen") == 1


@pytest.mark.rule(
    "eupop-bots:DEFEND ACTION", "eupop-bots:SIEGE ACTION", "interpretation:EUPOP-BOT-65"
)
def test_an_occupied_province_without_invaders_is_taken_back_by_siege() -> None:
    state = margrave()
    state["map"]["provinces"]["Minsk"]["occupier"] = "rebels"
    game = defend_chart(state)
    assert facts_of(game, "DEF-1") == {
        "area": "Litauen",
        "invaders": 0,
        "target": "rebels",
        "occupied": "Minsk",
    }
    assert nodes(game)[2:] == [
        ("DEF-2", "no"),
        ("DEF-2N", "yes"),
        ("DEF-4", "done"),
        ("DEF-4S", "done"),
        ("DEF-5", "done"),
        ("DEF-6", "yes"),
        ("DEF-6S", "link"),
        ("DEF-6S", "done"),
    ]
    assert state["map"]["provinces"]["Minsk"]["occupier"] is None
    assert [(e["province"], e["outcome"]) for e in logged(game, "siege")] == [
        ("Minsk", "rebels_removed")
    ]
    assert state["bots"]["poland"]["power"] == {"available": 8, "spent": 1}
    unbroken(game)


@pytest.mark.rule(
    "eupop-bots:DEFEND ACTION", "eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-65"
)
def test_weaker_than_the_invaders_it_recruits_as_few_as_make_it_level() -> None:
    state = margrave()
    state["bots"]["poland"]["army"]["units"] = 2
    state["bots"]["poland"]["reserve"] = 20
    set_rebels(state, "Polska", 12)
    game = defend_chart(state, [BLANK] * 12)
    assert facts_of(game, "DEF-2") == {"army": 2, "invaders": 12, "reserve": 20, "available": 9}
    assert facts_of(game, "DEF-3") == {"recruits": 2, "units": 18}
    assert nodes(game)[2:4] == [("DEF-2", "yes"), ("DEF-3", "done")]
    mat = state["bots"]["poland"]
    assert (mat["army"]["units"], mat["reserve"]) == (20, 2)
    assert mat["power"]["available"] == 5
    assert rebels_in(state, "Polska") == 0
    unbroken(game)


@pytest.mark.rule("eupop-bots:DEFEND ACTION", "interpretation:EUPOP-BOT-10")
def test_without_two_bp_it_fights_with_what_it_has_and_may_lose() -> None:
    state = margrave(available=1)
    state["bots"]["poland"]["army"]["units"] = 2
    state["bots"]["poland"]["reserve"] = 20
    set_rebels(state, "Polska", 3)
    game = defend_chart(state, [INFANTRY, INFANTRY, BLANK])
    assert nodes(game)[2] == ("DEF-2", "no")
    assert facts_of(game, "DEF-2")["available"] == 1
    assert state["bots"]["poland"]["army"] == {"units": 0, "laid_down": 0, "area": None}
    assert rebels_in(state, "Polska") == 2
    assert nodes(game)[-1] == ("DEF-6", "no")


def _without_spy() -> dict[str, Any]:
    shipped = yaml.safe_load(PACK.read_text(encoding="utf-8"))["charts"]
    kept = {name: shipped[name] for name in ("main", "defend", "siege")}
    for chart in kept.values():
        for node in chart["nodes"].values():  # YAML reads the keys yes/no as booleans
            for key, word in ((True, "yes"), (False, "no")):
                if key in node:
                    node[word] = node.pop(key)
    return kept


@pytest.mark.rule("eupop-bots:DEFEND ACTION", "interpretation:EUPOP-BOT-10")
def test_with_no_unit_and_nothing_to_recruit_with_it_turns_to_spy() -> None:
    state = margrave()
    state["bots"]["poland"]["army"]["units"] = 0
    state["bots"]["poland"]["reserve"] = 0
    set_rebels(state, "Polska", 1)
    rules = RULES.with_content({"bot_charts": {"charts": _without_spy()}})
    game = run(state, "bot_chart", rules=rules, realm="poland", chart="defend", turn=1)
    assert nodes(game)[2:] == [("DEF-2", "no"), ("DEF-2N", "no"), ("DEF-S", "link")]
    frames = {frame["local"].get("chart"): frame["local"] for frame in game.state["stack"]}
    assert frames["defend"]["target"] == "rebels"
    with pytest.raises(RuleNotBuilt, match="eupop-bots:SPY ACTION"):
        game.decision()


@pytest.mark.rule(
    "eupop-bots:DEFEND ACTION", "eupop-bots:SHIP PLACEMENT", "interpretation:EUPOP-BOT-21"
)
def test_enemy_ships_off_the_area_defended_are_fought_first_by_a_ship_placed_there() -> None:
    state = margrave()
    set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["brandenburg"])
    ship(state, "f701", "brandenburg", "Baltic Sea")
    set_rebels(state, "Preussen", 3)
    game = defend_chart(state, [1, 6, 6, 6])  # its artillery face sinks Brandenburg's ship
    decision = game.decision()  # Brandenburg, a human, may play a battle action: it passes
    assert decision is not None and decision.actions[0].verb == "no_battle_action"
    game.apply("brandenburg", decision.actions[0])
    assert ("DEF-4S", "call") in nodes(game)
    placed = [entry for entry in logged_of(state) if entry["realm"] == "poland"]
    assert placed == [{"realm": "poland", "where": "Baltic Sea", "units": {"light_ship": 1}}]
    assert [entry for entry in logged_of(state) if entry["realm"] == "brandenburg"] == []
    assert state["bots"]["poland"]["army"]["area"] == "Preussen"


@pytest.mark.rule("eupop-bots:DEFEND ACTION", "interpretation:EUPOP-BOT-21")
def test_enemy_ships_the_bot_cannot_reach_leave_the_land_battle_alone() -> None:
    state = margrave()
    set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["brandenburg"])
    ship(state, "f701", "brandenburg", "North Sea")
    set_rebels(state, "Preussen", 1)
    game = defend_chart(state, [BLANK])
    assert facts_of(game, "DEF-4S") == {"area": "Preussen"}
    assert nodes(game)[-3:] == [("DEF-5", "call"), ("DEF-5", "done"), ("DEF-6", "no")]


def _main_step(game: Game, node: str) -> dict[str, Any]:
    step: dict[str, Any] = next(
        entry for entry in logged(game, "bot_step") if entry["node"] == node
    )
    return step


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-9")
def test_an_enemy_fleet_in_port_is_no_invader_and_sends_the_bot_to_no_defend() -> None:
    # audit F1: MTS-2 once counted a docked fleet DEF-1 ignores, and DEFEND charged 1 BP a
    # turn for nothing
    state = margrave()
    start_war(state, "poland", ["hungary"])
    state["forces"]["f800"] = Force(
        realm="hungary",
        where="Polska",
        port="Krakow",
        army=False,
        leader=None,
        units={"light_ship": 2},
    )
    game = turn(state, [BLANK] * 12)
    step = _main_step(game, "MTS-2")
    assert (step["answer"], step["facts"]["invaded_areas"]) == ("no", [])
    assert nodes(game) == []


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-9")
def test_an_occupied_island_without_a_bot_ship_sends_the_bot_to_no_defend() -> None:
    # audit F5: DEFEND could not take it back (no ship facing it) yet was paid for each turn
    state = margrave()
    start_war(state, "poland", ["ireland"])
    set_owner(state, "Dublin", "poland")
    state["map"]["provinces"]["Dublin"]["occupier"] = "ireland"
    game = turn(state, [BLANK] * 12)
    step = _main_step(game, "MTS-2")
    assert (step["answer"], step["facts"]["occupied_provinces"]) == ("no", [])
    assert nodes(game) == []
    ship(state, "f700", "poland", "Irish Sea")
    again = turn(state, [BLANK] * 12)
    assert _main_step(again, "MTS-2")["facts"]["occupied_provinces"] == ["Dublin"]
    assert nodes(again)[:2] == [("DEF-0", "done"), ("DEF-1", "done")]


@pytest.mark.rule(
    "eupop-bots:DEFEND ACTION", "eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-10"
)
def test_with_no_army_an_occupied_province_is_retaken_by_a_recruit() -> None:
    # audit F14: 0 upright units "matched" 0 invaders, so DEFEND went to SPY every turn
    state = margrave()
    mat = state["bots"]["poland"]
    mat["reserve"] += mat["army"]["units"]
    mat["army"]["units"] = 0
    state["map"]["provinces"]["Minsk"]["occupier"] = "rebels"
    game = defend_chart(state)
    assert nodes(game)[2:5] == [("DEF-2", "yes"), ("DEF-3", "done"), ("DEF-4", "done")]
    assert facts_of(game, "DEF-3")["recruits"] == 1
    assert state["map"]["provinces"]["Minsk"]["occupier"] is None
    assert not [entry for entry in logged(game, "bot_step") if entry["chart"] == "spy"]
    unbroken(game)


@pytest.mark.rule(
    "eupop-bots:DEFEND ACTION", "eupop-bots:NAVAL BATTLES", "interpretation:EUPOP-BOT-21"
)
def test_an_enemy_ship_on_a_trade_protection_slot_is_fought_as_one_at_sea() -> None:
    # DEF-4S counts the ships MIL-W4S does (bots/battles.py enemy_fleets): the slot's too
    state = margrave()
    set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["brandenburg"])
    state["map"]["sea_zones"]["Baltic Sea"]["trade_protection"].append("brandenburg")
    state["supply"]["brandenburg"]["light_ships"] -= 1
    set_rebels(state, "Preussen", 3)
    game = defend_chart(state, [1, 6, 6, 6])
    decision = game.decision()
    assert decision is not None and decision.actions[0].verb == "no_battle_action"
    game.apply("brandenburg", decision.actions[0])
    assert ("DEF-4S", "call") in nodes(game)
    [battle] = [entry for entry in logged(game, "battle") if entry["where"] == "Baltic Sea"]
    assert (battle["attacker"], battle["defenders"]) == ("poland", ["brandenburg"])
    assert state["map"]["sea_zones"]["Baltic Sea"]["trade_protection"] == []
