"""Land battles of a Bot's army against NPRs and rebels (bots/battles.py
``bot_land_battle``, reached through the ``battle`` procedure; eupop-bots LAND BATTLES,
LAND BATTLE RESOLUTION; EUPOP-BOT-22, 63, 65), naval battles against NPR ships
(``bot_naval_battle``; NAVAL BATTLES, EUPOP-BOT-23) and NPR invasions of a Bot
(EUPOP-BOT-50). Dice: the infantry die's faces are infantry (1, 2), cavalry (3),
artillery (4), second infantry (5), blank (6); the artillery die's first two are
artillery."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import army
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.invasion import bot_invaders, invading_units, spared_areas
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import (
    ended,
    game_of,
    logged,
    margrave,
    run,
    ship,
    unbroken,
)

INFANTRY, CAVALRY, ARTILLERY, SECOND, BLANK = 1, 3, 4, 5, 6
ARTILLERY_AT_SEA = 1
"""The artillery die's artillery face (1 and 2)."""


def path(game: Game, chart: str = "land_battle") -> list[tuple[str, str]]:
    """(node, answer) of each node of a battle resolution chart visited."""
    return [
        (entry["node"], entry["answer"])
        for entry in logged(game, "bot_step")
        if entry["chart"] == chart
    ]


WON = [("LB-1", "no"), ("LB-3", "no"), ("LB-4", "done"), ("LB-5", "yes"), ("LB-6", "done")]
LOST = [("LB-1", "no"), ("LB-3", "no"), ("LB-4", "done"), ("LB-5", "no"), ("LB-7", "yes")]


def with_army(state: State, area: str, units: int | None = None) -> State:
    """Poland's army figure in ``area`` (with ``units`` units when given)."""
    if units is not None:
        state["bots"]["poland"]["army"]["units"] = units
    army.place_army(game_of(state), "poland", area)
    return state


@pytest.mark.rule(
    "eupop-bots:LAND BATTLES", "eupop-bots:LAND BATTLE RESOLUTION", "interpretation:EUPOP-BOT-22"
)
def test_a_bot_beating_rebels_removes_them_and_gains_1_bp_once_a_turn() -> None:
    state = with_army(margrave(), "Polska")
    state["round"]["bot_turns"] = 3
    set_rebels(state, "Polska", 2)
    game = run(
        state, "battle", [INFANTRY, SECOND], where="Polska", attacker="poland", defender="rebels"
    )
    assert ended(game) == {
        "winner": "attacker",
        "attacker": "poland",
        "defender": "rebels",
        "losses": {"attacker": 2, "defender": 2},
        "rounds": 1,
        "reward": True,
    }
    assert path(game) == WON
    mat = state["bots"]["poland"]
    assert mat["army"] == {"units": 4, "laid_down": 0, "area": "Polska"}
    assert rebels_in(state, "Polska") == 0
    assert (mat["power"]["available"], mat["won_battle_turn"]) == (10, 3)
    assert logged(game, "battle_roll") == [
        {"dice": "infantry", "faces": ["infantry", "second_infantry"], "hits": 2}
    ]
    unbroken(game)
    set_rebels(state, "Polska", 1)
    again = run(state, "battle", [BLANK], where="Polska", attacker="poland", defender="rebels")
    assert (ended(again)["winner"], ended(again)["reward"]) == ("attacker", False)
    assert mat["power"]["available"] == 10


@pytest.mark.rule("eupop-bots:LAND BATTLE RESOLUTION", "interpretation:EUPOP-BOT-22")
def test_cavalry_and_artillery_faces_are_no_bot_casualties() -> None:
    state = with_army(margrave(), "Polska", units=1)
    set_rebels(state, "Polska", 3)
    game = run(
        state,
        "battle",
        [CAVALRY, ARTILLERY, BLANK],
        where="Polska",
        attacker="poland",
        defender="rebels",
    )
    assert ended(game)["winner"] == "attacker"
    assert ended(game)["reward"] is False  # no Bot turn being played
    assert state["bots"]["poland"]["army"]["units"] == 1


@pytest.mark.rule(
    "eupop-bots:LAND BATTLE RESOLUTION",
    "interpretation:EUPOP-BOT-22",
    "interpretation:EUPOP-BOT-65",
)
def test_a_bot_losing_to_rebels_removes_half_its_army_in_rebels_and_leaves_the_map() -> None:
    state = with_army(margrave(), "Serbien")  # 3 upright, 3 laid down
    set_rebels(state, "Serbien", 5)
    game = run(
        state,
        "battle",
        [INFANTRY, INFANTRY, SECOND, INFANTRY, BLANK],
        where="Serbien",
        attacker="poland",
        defender="rebels",
    )
    assert ended(game)["winner"] == "defender"
    assert path(game) == [*LOST, ("LB-8", "done"), ("LB-9", "done")]
    assert ended(game)["losses"] == {"attacker": 3, "defender": 2}
    assert rebels_in(state, "Serbien") == 3
    mat = state["bots"]["poland"]
    assert mat["army"] == {"units": 3, "laid_down": 0, "area": None}
    assert mat["army_force"] is None
    assert logged(game, "bot_rebels_removed") == [{"area": "Serbien", "count": 2}]
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLE RESOLUTION", "interpretation:EUPOP-BOT-22")
def test_against_an_npr_its_defenders_roll_and_leave_when_the_bot_wins() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary"])
    with_army(state, "Ungarn")
    game = run(state, "battle", [BLANK] * 12, where="Ungarn", attacker="poland", defender="hungary")
    placed = logged(game, "npr_defenders")
    assert [entry["where"] for entry in placed] == ["Ungarn"]
    dice = sum(placed[0]["units"].values())
    assert len(logged(game, "battle_roll")[0]["faces"]) == dice
    assert ended(game)["losses"] == {"attacker": 0, "defender": dice}
    assert not [force for force in state["forces"].values() if force["realm"] == "hungary"]
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLE RESOLUTION", "interpretation:EUPOP-BOT-63")
def test_an_npr_invader_beating_the_bot_stays_as_rebels() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary"])
    with_army(state, "Polska", units=1)
    state["box"]["npr_units"] -= 2
    state["forces"]["f800"] = Force(
        realm="hungary", where="Polska", port=None, army=False, leader=None, units={"infantry": 2}
    )
    game = run(
        state,
        "battle",
        [INFANTRY, BLANK],
        where="Polska",
        attacker="hungary",
        defender="poland",
        npr_to_rebels=True,
    )
    assert ended(game)["winner"] == "attacker"
    assert path(game) == [*LOST[:-1], ("LB-7", "no"), ("LB-9", "done")]
    assert ended(game)["reward"] is False
    assert rebels_in(state, "Polska") == 2
    assert state["bots"]["poland"]["army"]["area"] is None
    unbroken(game)


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-50")
def test_of_two_npr_invaders_of_a_bot_the_one_with_most_units_invades_it_alone() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary", "teutonic_order"])
    geography = RULES.content.geography
    assert invading_units(state, geography, "hungary") == 3
    assert invading_units(state, geography, "teutonic_order") == 3
    chosen = bot_invaders(state, geography, ["hungary", "teutonic_order"])
    assert chosen == {"poland": "hungary"}
    assert spared_areas(state, geography, "teutonic_order", chosen) == ["Litauen", "Polska"]
    assert spared_areas(state, geography, "hungary", chosen) == []
    state["round"]["bot_invaded"] = ["poland"]
    assert spared_areas(state, geography, "hungary", chosen) == ["Polska"]


@pytest.mark.rule(
    "eupop-bots:PEACE & REBELS PHASE", "eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-50"
)
def test_an_npr_invading_a_bot_meets_its_army_placed_in_the_area() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary"])
    game = run(state, "npr_invasion", [INFANTRY, SECOND, BLANK], npr="hungary")
    assert ended(game)["area"] == "Polska"
    assert ended(game)["battle"]["winner"] == "defender"
    assert state["bots"]["poland"]["army"] == {"units": 4, "laid_down": 0, "area": "Polska"}
    assert state["round"]["bot_invaded"] == ["poland"]
    assert rebels_in(state, "Polska") == 0
    assert state["map"]["areas"]["Polska"]["unrest"] == {"poland": 2}
    unbroken(game)


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-50")
def test_an_npr_spared_a_bots_areas_does_not_invade_them() -> None:
    state = margrave()
    start_war(state, "poland", ["hungary"])
    game = run(state, "npr_invasion", [], npr="hungary", spare=["Polska"])
    assert ended(game) == {"area": None, "units": 0, "battle": None}
    assert state["bots"]["poland"]["army"]["area"] is None


def at_sea(port: bool) -> State:
    """Poland at war with the Teutonic Order, a Bot ship in the Baltic Sea (where the
    Order's ports put 4 ships to defend, 2 once Danzig is gone); with ``port`` Poland owns
    Danzig, a port facing it."""
    state = margrave()
    if port:
        set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["teutonic_order"])
    ship(state, "f700", "poland", "Baltic Sea")
    state["round"]["bot_turns"] = 2
    return state


@pytest.mark.rule(
    "eupop-bots:NAVAL BATTLES", "eupop-bots:NAVAL BATTLE RESOLUTION", "interpretation:EUPOP-BOT-23"
)
@pytest.mark.parametrize(
    ("port", "dice", "winner", "ship_left"),
    [
        (False, [ARTILLERY_AT_SEA, ARTILLERY_AT_SEA, BLANK, BLANK], "defender", False),
        (False, [ARTILLERY_AT_SEA, BLANK, BLANK, BLANK], "attacker", True),
        (True, [ARTILLERY_AT_SEA, ARTILLERY_AT_SEA], "attacker", True),
    ],
)
def test_npr_ships_beat_a_bot_ship_with_2_artillery_faces_more_than_its_ports(
    port: bool, dice: list[int], winner: str, ship_left: bool
) -> None:
    state = at_sea(port)
    game = run(
        state,
        "battle",
        dice,
        where="Baltic Sea",
        attacker="poland",
        defender="teutonic_order",
        active="poland",
    )
    assert len(logged(game, "battle_roll")[0]["faces"]) == len(dice)
    assert ended(game)["winner"] == winner
    assert path(game, "naval_battle") == [
        ("NB-1", "no"),
        ("NB-3", "no"),
        ("NB-4", "done"),
        ("NB-5", "no" if winner == "attacker" else "yes"),
        ("NB-7" if winner == "attacker" else "NB-6", "done"),
    ]
    assert ("f700" in state["forces"]) is ship_left
    assert not [force for force in state["forces"].values() if force["realm"] == "teutonic_order"]
    won = winner == "attacker"
    assert ended(game)["reward"] is won
    assert state["bots"]["poland"]["power"]["available"] == 9 + won
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLE RESOLUTION", "interpretation:EUPOP-BOT-24")
def test_a_bot_beside_other_realms_fights_the_main_battle_sequence_at_lb_3x() -> None:
    state = with_army(margrave(), "Polska")
    set_rebels(state, "Polska", 2)
    state["forces"]["f900"] = Force(
        realm="brandenburg", where="Polska", port=None, army=True, leader=None,
        units={"infantry": 1},
    )  # fmt: skip
    state["supply"]["brandenburg"]["infantry"] -= 1
    state["supply"]["brandenburg"]["armies"] -= 1
    # Poland's 5 dice score 2, the rebels' 3 dice 1: the hit falls on the side's largest
    # realm first (Fighting Multiple Enemies), Poland's army
    dice = [INFANTRY, INFANTRY, BLANK, BLANK, BLANK, INFANTRY, BLANK, BLANK]
    game = run(
        state,
        "battle",
        dice,
        where="Polska",
        attacker="poland",
        defender="rebels",
        co_attackers=["brandenburg"],
    )
    steps = [(e["node"], e["answer"]) for e in logged(game, "bot_step")]
    assert steps == [("LB-1", "no"), ("LB-3", "yes"), ("LB-3X", "done")]
    assert [(e["hits"]) for e in logged(game, "battle_roll")] == [2, 1]
    assert ended(game)["winner"] == "attacker"
    assert state["bots"]["poland"]["army"]["units"] == 5
    assert state["forces"]["f900"]["units"] == {"infantry": 1}
    unbroken(game)
