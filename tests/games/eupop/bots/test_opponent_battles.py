"""A Bot's land battle against an Opponent (bots/battles.py opponent_round, LB-2; the battle
procedure's Bot answers, rules/battle/procedure.py; eupop-bots LAND BATTLES, LAND BATTLE
RESOLUTION; EUPOP-BOT-22, 63): the main rules' battle sequence, the Bot rolling 5 infantry
dice (6 with a military idea), its casualties taken from its upright units (its mat kept
in step), laid-down units out of the fight, no leader, card or retreat for the Bot, and 1 Bot
Power for the first battle it wins as active realm in a turn.

margrave, Brandenburg seated (human); Poland (a Bot) at war with it, Poland's army of 6
placed in Polska where a Brandenburg army of 3 infantry stands."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import place_army
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.odds import forecast
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import logged, margrave, run, ship, unbroken
from tests.games.eupop.bots.test_battles import BLANK, INFANTRY


def facing(units: int = 3, laid_down: int = 0) -> State:
    state = margrave()
    start_war(state, "poland", ["brandenburg"])
    state["forces"]["f900"] = Force(
        realm="brandenburg",
        where="Polska",
        port=None,
        army=True,
        leader=None,
        units={"infantry": units},
    )
    state["supply"]["brandenburg"]["infantry"] -= units
    state["supply"]["brandenburg"]["armies"] -= 1
    game = RULES.resume(state)
    place_army(game, "poland", "Polska")
    game.state["bots"]["poland"]["army"]["laid_down"] = laid_down
    return game.state


def fight(state: State, dice: list[int]) -> Game:
    game = run(
        state,
        "battle",
        dice,
        where="Polska",
        attacker="poland",
        defender="brandenburg",
        active="poland",
    )
    while game.state["stack"][-1]["procedure"] != "situation":
        decision = game.decision()
        assert decision is not None and decision.seat == "brandenburg", decision
        verbs = [action.verb for action in decision.actions]
        assert verbs == ["no_battle_action"], verbs
        game.apply("brandenburg", Action("no_battle_action", None, ""))
    return game


def rolled(game: Game) -> list[dict[str, Any]]:
    return [
        entry.values | {"seat": entry.seat} for entry in game.entries if entry.kind == "battle_roll"
    ]


@pytest.mark.rule(
    "eupop-bots:LAND BATTLES",
    "eupop-bots:LAND BATTLE RESOLUTION",
    "interpretation:EUPOP-BOT-22",
    "interpretation:EUPOP-BOT-63",
)
def test_against_a_human_the_bot_rolls_5_infantry_dice_and_loses_upright_units() -> None:
    # round 1: Poland's 5 dice three infantry hits; Brandenburg's 3 dice two hits
    game = fight(facing(), [INFANTRY] * 3 + [BLANK] * 2 + [INFANTRY] * 2 + [BLANK])
    steps = [(e["node"], e["answer"]) for e in logged(game, "bot_step")]
    assert steps == [("LB-1", "yes"), ("LB-2", "done")]
    shown = rolled(game)
    assert [(entry["seat"], len(entry["faces"]), entry["hits"]) for entry in shown] == [
        ("poland", 5, 3),
        ("brandenburg", 3, 2),
    ]
    [won] = logged(game, "battle_won")
    assert (won["winner"], won["losses"]) == ("attacker", {"attacker": 2, "defender": 3})
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 4, "laid_down": 0, "area": "Polska"}
    force = game.state["forces"][mat["army_force"]]
    assert force["units"] == {"infantry": 4}
    assert "f900" not in game.state["forces"]
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLES", "eupop-bots:BOTS & IDEAS")
@pytest.mark.rule("eupop-aid:Maximum Army Capacity (MAC)", "interpretation:EUPOP-BOT-22")
def test_a_military_idea_adds_a_die_and_laid_down_units_stay_out_of_the_fight() -> None:
    state = facing(units=5, laid_down=4)
    state["bots"]["poland"]["ideas"]["military"] = 1
    # Poland, 2 upright: 6 dice, one hit; Brandenburg 3 dice, two hits: Poland's upright
    # units are gone, its 4 laid-down ones were never in the battle; beaten, with no
    # upright unit, its army leaves the map, the 4 standing up on the mat (as LB-9)
    game = fight(state, [INFANTRY] + [BLANK] * 5 + [INFANTRY] * 2 + [BLANK])
    shown = rolled(game)
    assert [(entry["seat"], len(entry["faces"]), entry["hits"]) for entry in shown] == [
        ("poland", 6, 1),
        ("brandenburg", 3, 2),
    ]
    [won] = logged(game, "battle_won")
    assert won["winner"] == "defender"
    mat = game.state["bots"]["poland"]
    assert mat["army"] == {"units": 4, "laid_down": 0, "area": None}
    assert mat["army_force"] is None
    assert [key for key, force in game.state["forces"].items() if force["where"] == "Polska"] == [
        "f900"
    ]
    assert game.state["forces"]["f900"]["units"] == {"infantry": 4}
    unbroken(game)


@pytest.mark.rule("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-22")
def test_the_first_battle_won_in_a_bot_turn_gives_1_bp() -> None:
    state = facing()
    state["round"]["bot_turns"] = 4
    game = fight(state, [INFANTRY] * 3 + [BLANK] * 2 + [BLANK] * 3)
    [won] = logged(game, "battle_won")
    assert (won["winner"], won["reward"]) == ("attacker", True)
    assert game.state["bots"]["poland"]["power"]["available"] == 10
    assert game.state["bots"]["poland"]["won_battle_turn"] == 4


ARTILLERY_DIE_HIT = 1
"""A face of the artillery die showing artillery (dice.yaml)."""


def at_sea() -> State:
    state = margrave()
    start_war(state, "poland", ["austria"])
    ship(state, "f900", "poland", "Baltic Sea")
    ship(state, "f901", "austria", "Baltic Sea")
    return state


@pytest.mark.rule(
    "eupop-bots:NAVAL BATTLES", "eupop-bots:NAVAL BATTLE RESOLUTION", "interpretation:EUPOP-BOT-23"
)
def test_two_bots_at_sea_roll_artillery_again_while_tied_and_the_loser_leaves() -> None:
    # one die each (no ship next to the zone, no diplomatic idea, no port of theirs facing
    # it): a tie on blanks, then Poland's artillery face against Austria's blank
    game = run(
        at_sea(),
        "battle",
        [BLANK, BLANK, ARTILLERY_DIE_HIT, BLANK],
        where="Baltic Sea",
        attacker="poland",
        defender="austria",
    )
    steps = [(e["node"], e["answer"]) for e in logged(game, "bot_step")]
    assert steps == [("NB-1", "yes"), ("NB-2", "done")]
    assert [(e["hits"]) for e in logged(game, "battle_roll")] == [0, 0, 1, 0]
    [won] = logged(game, "battle_won")
    assert (won["winner"], won["losses"]) == ("attacker", {"attacker": 0, "defender": 1})
    assert "f901" not in game.state["forces"]
    assert game.state["forces"]["f900"]["units"] == {"light_ship": 1}


@pytest.mark.rule("eupop-bots:LAND BATTLES", "interpretation:EUPOP-BOT-22")
def test_the_odds_a_human_reads_against_a_bot_count_its_dice_and_upright_units() -> None:
    state = facing()
    seen = forecast(state, RULES.content, "Polska", ["brandenburg"], "poland")
    assert (seen.attacker_dice, seen.defender_dice) == (3, 5)
    assert seen.defender.units == {"infantry": 6}
    state["bots"]["poland"]["ideas"]["military"] = 1
    state["bots"]["poland"]["army"]["laid_down"] = 2
    seen = forecast(state, RULES.content, "Polska", ["brandenburg"], "poland")
    assert (seen.defender_dice, seen.defender.units) == (6, {"infantry": 4})
