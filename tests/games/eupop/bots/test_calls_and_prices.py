"""A Bot's Calls to Arms and the answers it gives, and the Bot Power it pays as a price
(audit findings; bots/warfare.py, rules/war/calls.py, bots/events.py; eupop-bots DOW ON A
BOT, CHOICE PROCESSES (At War?), GENERAL EVENT RULES, BOT POWER; EUPOP-BOT-17, 81).

margrave, Brandenburg seated (human), Poland and Austria Bots with 9 Bot Power each (normal
level: 5 at least upon a war on them, 9 units a recruit; Poland's army of 6 on its mat, 2 in
its reserve). Saxony and the Teutonic Order border Brandenburg; Hungary borders Poland,
Austria and Wallachia, neither of which borders Brandenburg."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.warfare import answer_call, bot_calls, player_calls
from hegemon.games.eupop.world.relations import ally
from hegemon.games.eupop.world.wars import join_war, side_of, start_war
from tests.games.eupop.bots.test_army import game_of, logged, margrave, run, unbroken
from tests.games.eupop.bots.test_warfare import declare, power, war_of


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_joining_by_an_nprs_call_calls_its_other_npr_allies_next_to_the_aggressor() -> None:
    state = margrave()
    ally(state, "poland", "teutonic_order")
    ally(state, "poland", "saxony")  # borders Brandenburg: called
    ally(state, "poland", "hungary")  # does not: left out
    game = declare(state, "brandenburg", "teutonic_order")
    war = war_of(game)
    assert side_of(war, "poland") == "defenders"
    assert side_of(war, "saxony") == "defenders"
    assert side_of(war, "hungary") is None
    [sent] = [entry for entry in logged(game, "call_sent") if entry["ally"] == "saxony"]
    assert sent["call"] == "defensive"
    # the caller stays inactive (EUPOP-BOT-17); Saxony, called by the Bot, is flipped
    assert game.state["realms"]["poland"]["active_allies"] == ["saxony"]
    assert [e["reason"] for e in logged(game, "bot_power")] == [
        "saxony activated",
        "war declared",
        "1 recruits",
    ]
    # 9 + 2 for Saxony + 1 for the war - 1 for the recruit
    assert power(game, "poland") == {"available": 11, "spent": 1}
    unbroken(game)


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_bot_declared_on_calls_only_allies_next_to_the_aggressor() -> None:
    state = margrave()
    war_id = start_war(state, "brandenburg", ["poland"])
    join_war(state, war_id, "attackers", "hungary", "offensive_call", "brandenburg")
    ally(state, "poland", "wallachia")  # next to Hungary, not to Brandenburg
    ally(state, "poland", "teutonic_order")  # next to Brandenburg
    ally(state, "poland", "austria")  # an Opponent ally next to Hungary only
    game = game_of(state)
    assert bot_calls(game, "poland", war_id, "defenders", "eupop-bots:DOW ON A BOT") == [
        "teutonic_order"
    ]
    assert player_calls(game, "poland", war_id, "eupop-bots:DOW ON A BOT") == []
    assert side_of(state["wars"][war_id], "wallachia") is None


@pytest.mark.rule(
    "eupop-bots:DOW ON A BOT", "eupop-bots:CHOICE PROCESSES", "interpretation:EUPOP-BOT-17"
)
def test_a_war_only_on_an_opponent_wholly_occupied_does_not_stop_a_defensive_call() -> None:
    state = margrave()
    start_war(state, "poland", ["austria"])
    provinces = state["map"]["provinces"]
    assert answer_call(state, "poland", "defensive") is False
    for key in state["owned"]["austria"]:
        provinces[key]["occupier"] = "poland"
    assert answer_call(state, "poland", "defensive") is True
    provinces[state["owned"]["austria"][0]]["occupier"] = None
    assert answer_call(state, "poland", "defensive") is False


def take_event(state: State, event: str, option: str) -> Game:
    state["decks"]["events_revealed"].append(event)
    return run(state, "take_event", seat="poland", argument=event, bot_option=option)


@pytest.mark.rule(
    "eupop-bots:GENERAL EVENT RULES", "eupop-bots:BOT POWER (C)", "interpretation:EUPOP-BOT-81"
)
def test_an_options_price_is_bot_power_spent_and_a_loss_among_its_effects_is_lost() -> None:
    state = margrave()
    cubes = state["supply"]["poland"]["cubes"]
    # Hanseatic Diet, option A: 1 military power to pay; 2 ducats lost among its effects
    game = take_event(state, "e1_hanseatic_diet", "a")
    after = game.state
    assert after["bots"]["poland"]["power"] == {"available": 7, "spent": 1}
    paid = [e for e in logged(game, "bot_effect") if e["verb"].startswith("lose_")]
    assert [(e["verb"], e["note"]) for e in paid] == [
        ("lose_monarch_power", "1 monarch power → 1 Bot Power spent, the price"),
        ("lose_ducats", "2 ducats → 1 Bot Power lost"),
    ]
    assert after["supply"]["poland"]["cubes"] == cubes + 1
    assert after["realms"]["poland"]["allies"] == ["mamluks"]


@pytest.mark.rule(
    "eupop-bots:GENERAL EVENT RULES", "eupop-bots:BOT POWER (C)", "interpretation:EUPOP-BOT-81"
)
def test_a_gained_recruit_action_spends_its_bot_power() -> None:
    from hegemon.games.eupop.bots.events import bot_effect
    from hegemon.games.eupop.module import RULES

    state = margrave()
    cubes = state["supply"]["poland"]["cubes"]
    game = game_of(state)
    assert bot_effect(game, RULES.effect_table, "poland", "gain_action", "recruit") is None
    mat = state["bots"]["poland"]
    assert mat["power"] == {"available": 8, "spent": 1}
    assert state["supply"]["poland"]["cubes"] == cubes
    assert (mat["army"]["units"], mat["reserve"]) == (8, 0)
