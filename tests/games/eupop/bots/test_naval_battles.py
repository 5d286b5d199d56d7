"""A Bot's naval battles against an Opponent and beside other realms (bots/battles.py NB-2,
NB-3X; the battle procedure's single round at sea, rules/battle/procedure.py; eupop-bots
NAVAL BATTLES, NAVAL BATTLE RESOLUTION, SHIP PLACEMENT; EUPOP-BOT-73, 74), the odds a human
reads against a Bot at sea (battle/odds.py), the ships NAVAL (NAV-2) and MILITARY (MIL-W4S)
send to battle, and a Bot's limited ship tokens.

margrave, Brandenburg seated (human); Poland and Austria are Bots. No ship is at sea after
setup: the tests put them in the Baltic Sea (the North Sea its only neighbour; Danzig and
Konigsberg among the ports facing it). The artillery die's first two faces are artillery."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots import army
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.odds import forecast
from hegemon.games.eupop.rules.battle.sides import main_defender
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import ended, game_of, logged, margrave, run, unbroken

HIT, BLANK = 1, 6
"""Artillery die faces: artillery (a hit at sea) and blank."""
ZONE = "Baltic Sea"
ADMIRAL = "admiral_1_shuisky"
FLANKING = "m1_flanking_attack"
PASSING = ("no_battle_leader", "no_battle_action", "stay")
NAVAL_BATTLES = "eupop-bots:NAVAL BATTLES"
RESOLUTION = "eupop-bots:NAVAL BATTLE RESOLUTION"
READING = "interpretation:EUPOP-BOT-73"


def fleet(state: State, key: str, name: str, ships: int = 1, leader: str | None = None) -> None:
    """``ships`` light ships of ``name`` in the Baltic Sea (force ``key``), from its supply."""
    state["forces"][key] = Force(
        realm=name,
        where=ZONE,
        port=None,
        army=leader is not None,
        leader=leader,
        units={"light_ship": ships},
    )
    state["supply"][name]["light_ships"] -= ships
    if leader is not None:
        state["supply"][name]["fleets"] -= 1


def fight(state: State, dice: list[int], **local: Any) -> Game:
    """The battle in the Baltic Sea, the human passing on every leader and battle action."""
    game = run(state, "battle", dice, where=ZONE, **local)
    while game.state["stack"][-1]["procedure"] != "situation":
        decision = game.decision()
        assert decision is not None and decision.seat == "brandenburg", decision
        action = next(action for action in decision.actions if action.verb in PASSING)
        game.apply("brandenburg", action)
    return game


def rolls(game: Game) -> list[tuple[str | None, int, int]]:
    """(seat, dice, hits) of each battle roll."""
    return [
        (entry.seat, len(entry.values["faces"]), entry.values["hits"])
        for entry in game.entries
        if entry.kind == "battle_roll"
    ]


def path(game: Game) -> list[tuple[str, str]]:
    return [
        (entry["node"], entry["answer"])
        for entry in logged(game, "bot_step")
        if entry["chart"] == "naval_battle"
    ]


def ships(state: State, name: str) -> int:
    return sum(
        force["units"].get("light_ship", 0)
        for force in state["forces"].values()
        if force["realm"] == name and force["where"] == ZONE
    )


def poland_against_brandenburg(ships_there: int = 1, leader: str | None = None) -> State:
    state = margrave()
    start_war(state, "poland", ["brandenburg"])
    fleet(state, "f900", "poland")
    fleet(state, "f901", "brandenburg", ships_there, leader)
    return state


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "interpretation:EUPOP-BOT-22")
def test_only_the_bot_rolls_against_a_human_and_sinking_every_ship_wins() -> None:
    state = poland_against_brandenburg()
    state["round"]["bot_turns"] = 3
    game = fight(state, [HIT], attacker="poland", defender="brandenburg", active="poland")
    assert path(game) == [("NB-1", "yes"), ("NB-2", "done")]
    assert rolls(game) == [("poland", 1, 1)]
    assert ended(game)["winner"] == "attacker"
    assert ended(game)["losses"] == {"attacker": 0, "defender": 1}
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (1, 0)
    assert state["supply"]["brandenburg"]["light_ships"] == 8
    assert ended(game)["reward"] is True
    assert state["bots"]["poland"]["won_battle_turn"] == 3
    unbroken(game)


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "interpretation:EUPOP-BOT-74")
def test_a_human_ship_left_afloat_beats_the_bot_whose_ship_leaves_for_its_supply() -> None:
    state = poland_against_brandenburg(ships_there=2)
    game = fight(state, [HIT], attacker="poland", defender="brandenburg", active="poland")
    assert rolls(game) == [("poland", 1, 1)]
    assert ended(game)["winner"] == "defender"
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (0, 1)
    assert state["supply"]["poland"]["light_ships"] == 8
    assert logged(game, "ships_captured") == []  # no admiral, no battle action
    unbroken(game)


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "eupop-aid:5B. Captured Enemy Ships")
def test_a_human_admiral_costs_the_bot_a_die_and_wins_it_a_light_ship() -> None:
    state = poland_against_brandenburg(leader=ADMIRAL)
    game = fight(state, [], attacker="poland", defender="brandenburg", active="poland")
    assert rolls(game) == [("poland", 0, 0)]
    assert ended(game)["winner"] == "defender"
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (0, 2)
    assert state["supply"]["brandenburg"]["light_ships"] == 6
    assert logged(game, "ships_captured") == [{"where": ZONE, "ships": ["light_ship"]}]
    unbroken(game)


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "eupop-aid:2. Play Battle Actions ()")
def test_a_battle_action_the_human_plays_costs_the_bot_a_die_and_wins_it_a_light_ship() -> None:
    state = poland_against_brandenburg()
    state["decks"]["actions"]["military"].remove(FLANKING)
    state["players"]["brandenburg"]["hand"] = [FLANKING]
    game = run(state, "battle", [], where=ZONE, attacker="poland", defender="brandenburg")
    decision = game.decision()
    assert decision is not None and [action.argument for action in decision.actions] == [
        FLANKING,
        None,
    ]
    game.apply("brandenburg", decision.actions[0])
    act(game)
    assert rolls(game) == [("poland", 0, 0)]
    assert ended(game)["winner"] == "defender"
    assert logged(game, "ships_captured") == [{"where": ZONE, "ships": ["light_ship"]}]
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (0, 2)


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "interpretation:EUPOP-BOT-23")
def test_two_bot_ports_facing_the_zone_score_a_hit_without_dice() -> None:
    state = poland_against_brandenburg(leader=ADMIRAL)
    set_owner(state, "Danzig", "poland")
    set_owner(state, "Konigsberg", "poland")
    game = fight(state, [], attacker="poland", defender="brandenburg", active="poland")
    assert rolls(game) == [("poland", 0, 1)]
    assert ended(game)["winner"] == "attacker"
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (1, 0)
    assert logged(game, "ships_captured") == []


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "eupop-aid:7. Proclaim a Winner")
def test_a_human_attacking_a_bot_ship_wins_when_the_bot_scores_nothing() -> None:
    state = poland_against_brandenburg()
    game = fight(state, [BLANK], attacker="brandenburg", defender="poland")
    assert path(game) == [("NB-1", "yes"), ("NB-2", "done")]
    assert rolls(game) == [("poland", 1, 0)]
    assert ended(game)["winner"] == "attacker"
    assert ended(game)["reward"] is True  # the human's military power
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (0, 1)
    unbroken(game)


def beside_austria(danzig: bool) -> State:
    """Poland and Austria's ships attack the Teutonic Order's in the Baltic Sea (Austria
    beside Poland, as after a declaration's call); its ports there put 4 ships to defend,
    2 once Poland holds Danzig."""
    state = margrave()
    if danzig:
        set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["teutonic_order"])
    fleet(state, "f900", "poland")
    fleet(state, "f901", "austria")
    return state


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "interpretation:EUPOP-BOT-24")
@pytest.mark.parametrize(
    ("danzig", "winner", "left"), [(True, "attacker", 1), (False, "defender", 0)]
)
def test_a_bot_beside_another_counts_3_npr_ships_a_hit_and_both_ships_go_if_they_lose(
    danzig: bool, winner: str, left: int
) -> None:
    state = beside_austria(danzig)
    game = fight(
        state, [HIT], attacker="poland", defender="teutonic_order", co_attackers=["austria"]
    )
    assert path(game) == [("NB-1", "no"), ("NB-3", "yes"), ("NB-3X", "done")]
    assert rolls(game) == [("poland", 1, 2)]  # 1 artillery face, 1 for Austria's 3 NPR ships
    assert ended(game)["winner"] == winner
    assert (ships(state, "poland"), ships(state, "austria")) == (left, left)
    assert ships(state, "teutonic_order") == 0
    unbroken(game)


@pytest.mark.rule(NAVAL_BATTLES, READING, "eupop-aid:1. Battle Preparations")
def test_a_bot_beside_a_human_defends_as_3_npr_ships_and_keeps_its_ship_if_they_win() -> None:
    state = margrave()
    start_war(state, "austria", ["brandenburg", "poland"])
    fleet(state, "f900", "austria")
    fleet(state, "f901", "brandenburg")
    fleet(state, "f902", "poland")
    game = fight(state, [HIT], attacker="austria", defender="brandenburg", active="austria")
    assert [entry["ships"] for entry in logged(game, "bot_stand_in")] == [3]
    assert rolls(game) == [("austria", 1, 1)]
    [hit] = logged(game, "casualty")
    assert hit["force"] == "f902"  # the most ships take the first hit: Poland's three
    assert ended(game)["winner"] == "defender"
    assert (ships(state, "austria"), ships(state, "brandenburg"), ships(state, "poland")) == (
        0,
        1,
        1,
    )
    unbroken(game)


@pytest.mark.rule(NAVAL_BATTLES, "eupop-aid:1. Battle Preparations", "interpretation:EUPOP-BOT-24")
def test_of_two_bots_defending_at_sea_the_bigger_army_leads_not_the_named_defender() -> None:
    state = margrave()
    start_war(state, "brandenburg", ["austria", "poland"])
    fleet(state, "f901", "austria")
    fleet(state, "f902", "poland")
    state["bots"]["austria"]["army"]["units"] = 2
    assert state["bots"]["poland"]["army"]["units"] == 6
    assert main_defender(state, ZONE, ["austria", "poland"]) == "poland"
    state["bots"]["poland"]["army"]["laid_down"] = 5
    assert main_defender(state, ZONE, ["austria", "poland"]) == "austria"


@pytest.mark.rule(NAVAL_BATTLES, RESOLUTION, READING, "interpretation:EUPOP-B18")
def test_the_odds_against_a_bot_at_sea_are_its_single_roll() -> None:
    state = poland_against_brandenburg()
    seen = forecast(state, RULES.content, ZONE, ["brandenburg"], "poland")
    assert (seen.attacker_dice, seen.defender_dice) == (0, 1)
    assert seen.odds.win == pytest.approx(2 / 3)
    assert seen.odds.lose == pytest.approx(1 / 3)
    assert seen.odds.attacker_losses == pytest.approx(1 / 3)
    assert seen.odds.defender_losses == pytest.approx(2 / 3)
    led = forecast(state, RULES.content, ZONE, ["brandenburg"], "poland", None, ADMIRAL)
    assert (led.defender_dice, led.odds.win) == (0, 1.0)


@pytest.mark.rule(NAVAL_BATTLES, READING, "interpretation:EUPOP-B18")
def test_the_odds_count_a_bot_beside_the_human_defender_as_3_ships() -> None:
    state = margrave()
    start_war(state, "austria", ["brandenburg", "poland"])
    fleet(state, "f901", "brandenburg")
    fleet(state, "f902", "poland")
    seen = forecast(state, RULES.content, ZONE, ["austria"], "brandenburg", {"light_ship": 1})
    assert seen.defender.units == {"light_ship": 4}
    assert (seen.attacker_dice, seen.defender_dice) == (1, 0)
    assert seen.odds.win == 0.0  # one die can never sink four ships


@pytest.mark.rule("eupop-bots:SHIP PLACEMENT", "interpretation:EUPOP-BOT-74")
def test_a_bot_ship_comes_from_its_supply_or_else_from_another_zone() -> None:
    state = margrave()
    set_owner(state, "Danzig", "poland")
    game = game_of(state)
    army.place_ship(game, "poland", ZONE)
    assert state["supply"]["poland"]["light_ships"] == 7
    state["supply"]["poland"]["light_ships"] = 0
    key = army.place_ship(game, "poland", "North Sea")
    assert state["supply"]["poland"]["light_ships"] == 0
    assert ships(state, "poland") == 0
    assert state["forces"][key]["where"] == "North Sea"
    assert logged(game, "bot_ship_removed")[0]["zone"] == ZONE


def act(game: Game) -> Game:
    """Run on, the human passing on every leader, battle action and retreat (a casualty:
    the first kind offered)."""
    while game.state["stack"][-1]["procedure"] != "situation":
        decision = game.decision()
        assert decision is not None and decision.seat == "brandenburg", decision
        passing = [action for action in decision.actions if action.verb in PASSING]
        chosen: Action = (passing or list(decision.actions))[0]
        game.apply("brandenburg", chosen)
    return game


@pytest.mark.rule("eupop-bots:NAVAL ACTION", NAVAL_BATTLES, "interpretation:EUPOP-BOT-32")
def test_naval_at_war_sends_its_one_ship_against_enemy_ships_then_trades() -> None:
    state = margrave()
    set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["brandenburg"])
    fleet(state, "f901", "brandenburg")
    game = act(run(state, "bot_chart", [HIT], realm="poland", chart="naval", turn=1))
    nodes = [(e["node"], e["answer"]) for e in logged(game, "bot_step") if e["chart"] == "naval"]
    assert nodes[:3] == [("NAV-1", "yes"), ("NAV-2", "call"), ("NAV-2", "done")]
    assert nodes[3][0] == "NAV-4"  # no second ship (NAV-3)
    assert [entry["zone"] for entry in logged(game, "bot_ship_placed")] == [ZONE]
    assert (ships(state, "poland"), ships(state, "brandenburg")) == (1, 0)


@pytest.mark.rule("eupop-bots:MILITARY ACTION", NAVAL_BATTLES, "interpretation:EUPOP-BOT-70")
def test_military_attacks_enemy_ships_off_the_front_before_marching() -> None:
    state = margrave()
    set_owner(state, "Danzig", "poland")
    start_war(state, "poland", ["brandenburg"])
    fleet(state, "f901", "brandenburg")
    game = act(
        run(state, "bot_chart", [HIT, *[BLANK] * 8], realm="poland", chart="military", turn=1)
    )
    nodes = [(e["node"], e["answer"]) for e in logged(game, "bot_step") if e["chart"] == "military"]
    assert ("MIL-W4S", "call") in nodes
    assert [entry["zone"] for entry in logged(game, "bot_ship_placed")] == [ZONE]
    [battle, *_] = logged(game, "battle")
    assert (battle["where"], battle["attacker"], battle["defenders"]) == (
        ZONE,
        "poland",
        ["brandenburg"],
    )
