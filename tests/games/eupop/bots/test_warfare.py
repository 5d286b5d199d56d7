"""Wars declared on and by Bots (bots/warfare.py; rules/war/declare.py and calls.py Bot
branches; eupop-bots DOW ON A BOT, BOT DOWS; EUPOP-BOT-16, 17, 70): the Bot's gains on a
war, its Calls to Arms to NPR allies next to the other side, its answers to Calls to Arms,
the stability a Bot's declaration without a casus belli costs, a human's war on a Bot
offered.

margrave, Brandenburg seated (human, 3 military power), Poland and Austria Bots with 9 Bot
Power each (normal level: 5 at least upon a war on them, 9 units a recruit); Poland's army
of 6 on its mat, 2 in its reserve; Austria's of 4, 2 in its reserve."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.warfare import answer_call
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.declare import offers
from hegemon.games.eupop.world.relations import ally
from hegemon.games.eupop.world.wars import side_of, start_war
from tests.games.eupop.bots.test_army import logged, margrave, run, unbroken
from tests.games.eupop.bots.test_battles import BLANK


def declare(state: State, seat: str, target: str, used: str | None = None) -> Game:
    return run(state, "declare_war", [BLANK] * 12, seat=seat, argument=[[target, used]])


def power(game: Game, name: str) -> dict[str, int]:
    found: dict[str, int] = game.state["bots"][name]["power"]
    return found


def war_of(game: Game) -> dict[str, Any]:
    [war] = game.state["wars"].values()
    found: dict[str, Any] = war
    return found


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_human_may_declare_war_on_a_bot() -> None:
    offered = [action.argument for action in offers(margrave(), RULES.content, "brandenburg")]
    assert ("poland", None) in offered
    assert ("austria", None) in offered


@pytest.mark.rule(
    "eupop-bots:DOW ON A BOT", "eupop-bots:RECRUITING UNITS", "interpretation:EUPOP-BOT-17"
)
@pytest.mark.rule("eupop-bots:BOT WARFARE", "eupop-aid:BOT WARFARE (p. 4-6)")
def test_a_bot_declared_on_gains_1_bp_and_recruits_for_1_bp() -> None:
    state = margrave(available=2)
    game = declare(state, "brandenburg", "poland")
    # 2 + 1 = 3, topped up to the normal level's 5, then 1 spent on a recruit: 9 units
    # paid, the reserve's 2 all it gives
    assert power(game, "poland") == {"available": 4, "spent": 1}
    mat = game.state["bots"]["poland"]
    assert (mat["army"]["units"], mat["reserve"]) == (8, 0)
    assert [e["reason"] for e in logged(game, "bot_power")] == [
        "war declared",
        "the minimum upon a declaration",
        "1 recruits",
    ]
    unbroken(game)


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_declared_on_calls_its_npr_allies_next_to_the_aggressor_for_2_bp_each() -> None:
    state = margrave()
    ally(state, "poland", "teutonic_order")  # Preussen borders Brandenburg
    ally(state, "poland", "crimea")  # far from Brandenburg: not called
    game = declare(state, "brandenburg", "poland")
    war = war_of(game)
    assert side_of(war, "teutonic_order") == "defenders"
    assert side_of(war, "crimea") is None
    assert game.state["realms"]["poland"]["active_allies"] == ["teutonic_order"]
    assert [e["reason"] for e in logged(game, "bot_power")][:2] == [
        "teutonic_order activated",
        "war declared",
    ]
    # 9 + 2 + 1 - 1 for the recruit
    assert power(game, "poland") == {"available": 11, "spent": 1}


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_accepts_an_nprs_defensive_call_and_gains_without_activating_it() -> None:
    state = margrave()
    ally(state, "poland", "teutonic_order")
    game = declare(state, "brandenburg", "teutonic_order")
    war = war_of(game)
    assert side_of(war, "poland") == "defenders"
    [accepted] = logged(game, "call_accepted")
    assert (accepted["caller"], accepted["call"]) == ("teutonic_order", "defensive")
    assert game.state["realms"]["poland"]["active_allies"] == []
    assert power(game, "poland") == {"available": 9, "spent": 1}
    assert game.state["bots"]["poland"]["army"]["units"] == 8


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_at_war_with_an_opponent_refuses_a_defensive_call() -> None:
    state = margrave()
    ally(state, "poland", "teutonic_order")
    start_war(state, "austria", ["poland"])
    game = declare(state, "brandenburg", "teutonic_order")
    assert side_of(war_of_target(game, "teutonic_order"), "poland") is None
    [refused] = logged(game, "call_refused")
    assert refused["caller"] == "teutonic_order"
    assert "teutonic_order" not in game.state["realms"]["poland"]["allies"]
    assert "teutonic_order" in game.state["realms"]["poland"]["truces"]


def war_of_target(game: Game, target: str) -> dict[str, Any]:
    return next(
        war
        for war in game.state["wars"].values()
        if any(member["realm"] == target for member in war["defenders"]["members"])
    )


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_refuses_every_offensive_call() -> None:
    state = margrave()
    assert answer_call(state, "poland", "offensive") is False
    assert answer_call(state, "poland", "defensive") is True
    start_war(state, "teutonic_order", ["poland"])
    assert answer_call(state, "poland", "defensive") is True  # an NPR is no Opponent
    start_war(state, "austria", ["poland"])
    assert answer_call(state, "poland", "defensive") is False


@pytest.mark.rule("eupop-bots:BOT DOWS", "interpretation:EUPOP-BOT-70")
def test_a_bots_war_without_casus_belli_costs_it_unrest_and_no_power() -> None:
    game = declare(margrave(), "poland", "hungary")
    [declared] = logged(game, "war_declared")
    assert declared["casus_belli"] is None
    # 2 stability for no casus belli, 1 for the marriage with Hungary: 3 unrest in Litauen
    # (tax value 5), Poland's area of lowest tax value (Polska 7); the marriage ends
    assert game.state["map"]["areas"]["Litauen"]["unrest"] == {"poland": 3}
    assert "hungary" not in game.state["realms"]["poland"]["marriages"]
    assert power(game, "poland") == {"available": 9, "spent": 0}


@pytest.mark.rule("eupop-bots:BOT DOWS", "eupop-bots:DOW ON A BOT")
@pytest.mark.rule("interpretation:EUPOP-BOT-16", "interpretation:EUPOP-BOT-70")
def test_a_bot_declaring_on_a_bot_calls_npr_allies_next_to_the_target() -> None:
    state = margrave()
    state["hre"]["emperor"] = None  # Austria's defence of the HRE as a Bot Emperor aside
    ally(state, "poland", "hungary")  # Ungarn borders Osterreich
    game = declare(state, "poland", "austria")
    war = war_of(game)
    assert side_of(war, "hungary") == "attackers"
    assert "hungary" in game.state["realms"]["poland"]["active_allies"]
    # Poland: 9 + 2 for Hungary; Austria: 9 + 1, 1 spent on its recruit
    assert power(game, "poland")["available"] == 11
    assert power(game, "austria") == {"available": 9, "spent": 1}
