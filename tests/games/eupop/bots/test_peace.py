"""A Bot in the peace resolution of phase 3 (bots/peace.py, the ``peace`` chart; the Bot
branches of rules/peace/procedure.py and terms.py; eupop-bots PEACE & REBELS PHASE;
EUPOP-BOT-51, 71): PEA-1/PEA-2 (total victory: an NPR fully annexed), PEA-3/PEA-4 (partial
victory: the board kept as it stands), PEA-5 (no victory: it fights on), a human's white
peace proposal put to a Bot, a Bot paying a term's ducats in Bot Power, and the army leaving
the map at peace.

margrave, Brandenburg seated (human; turn order Brandenburg, Austria, Poland); Poland a Bot
with 9 Bot Power, its army of 6 on its mat."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.army import place_army
from hegemon.games.eupop.bots.peace import withdraw_at_peace
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.terms import bot_ducats
from hegemon.games.eupop.rules.peace_rebels.rebels import set_rebels
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import logged, margrave, run, unbroken


def resolve(state: State) -> Game:
    return run(state, "peace_resolutions", [])


def steps(game: Game) -> list[tuple[str, str]]:
    return [(e["node"], e["answer"]) for e in logged(game, "bot_step") if e["chart"] == "peace"]


def occupy(state: State, occupier: str, *provinces: str) -> None:
    for key in provinces:
        state["map"]["provinces"][key]["occupier"] = occupier


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-51")
def test_a_total_victory_over_an_npr_fully_annexes_it() -> None:
    state = margrave()
    start_war(state, "poland", ["teutonic_order"])
    occupy(state, "poland", "Danzig", "Konigsberg")
    game = resolve(state)
    assert steps(game) == [("PEA-1", "yes"), ("PEA-2", "done")]
    [annexed] = logged(game, "annexed")
    assert annexed["annexed"] == "teutonic_order"
    assert {"Danzig", "Konigsberg"} <= set(game.state["owned"]["poland"])
    assert game.state["wars"] == {}
    unbroken(game)


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-51")
@pytest.mark.rule("interpretation:EUPOP-BOT-71")
def test_a_partial_victory_keeps_the_board_and_the_army_leaves_the_map() -> None:
    state = margrave()
    start_war(state, "poland", ["teutonic_order"])
    occupy(state, "poland", "Danzig")
    game = RULES.resume(state)
    place_army(game, "poland", "Preussen")
    game = resolve(game.state)
    assert steps(game) == [("PEA-1", "no"), ("PEA-3", "yes"), ("PEA-4", "done")]
    [settled] = logged(game, "peace_resolution")
    assert settled["outcome"] == "partial_victory"
    assert "Danzig" in game.state["owned"]["poland"]
    assert game.state["map"]["provinces"]["Danzig"]["occupier"] is None
    assert game.state["bots"]["poland"]["army"]["area"] is None
    unbroken(game)


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-51")
def test_with_no_victory_over_an_npr_the_bot_fights_on() -> None:
    state = margrave()
    start_war(state, "poland", ["teutonic_order"])
    occupy(state, "poland", "Danzig")
    occupy(state, "teutonic_order", "Vilnius")
    game = resolve(state)
    assert steps(game) == [("PEA-1", "no"), ("PEA-3", "no"), ("PEA-5", "done")]
    [declined] = logged(game, "peace_declined")
    assert declined["loser"] == "teutonic_order"
    assert list(game.state["wars"]) == ["w1"]


def facing(occupied_by_brandenburg: tuple[str, ...]) -> State:
    """At war, no victory either side (Poland's army of 4 in Polska against Brandenburg's 3
    deployed units), Brandenburg occupying those provinces, Poland Frankfurt an der Oder."""
    state = margrave()
    mat = state["bots"]["poland"]
    mat["army"]["units"], mat["reserve"] = 4, 4
    start_war(state, "brandenburg", ["poland"])
    occupy(state, "brandenburg", *occupied_by_brandenburg)
    occupy(state, "poland", "Frankfurt an der Oder")
    game = RULES.resume(state)
    place_army(game, "poland", "Polska")
    return game.state


def proposal(game: Game) -> Game:
    decision = game.decision()
    assert decision is not None and decision.seat == "brandenburg", decision
    assert Action("peace_term", "white_peace") in decision.actions
    game.apply("brandenburg", Action("peace_term", "white_peace", ""))
    return game


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-51")
def test_a_bot_accepts_a_white_peace_when_the_human_occupies_more_of_it() -> None:
    game = proposal(resolve(facing(("Minsk", "Kiev"))))  # tax value 1 + 2 against 1
    [resolution] = logged(game, "peace_resolution")
    assert resolution["outcome"] == "negotiated"
    assert game.state["wars"] == {}


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-51")
def test_a_bot_refuses_a_white_peace_when_it_occupies_as_much() -> None:
    game = proposal(resolve(facing(("Minsk",))))  # tax value 1 against 1
    [refused] = logged(game, "peace_refused")
    assert (refused["proposer"], game.state["wars"] != {}) == ("brandenburg", True)


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-71")
def test_a_bot_pays_a_terms_ducats_in_bot_power() -> None:
    game = RULES.resume(margrave())
    assert bot_ducats(game, "brandenburg", "bohemia", 20, "x") is False
    ducats = game.state["players"]["brandenburg"]["ducats"]
    assert bot_ducats(game, "poland", "brandenburg", 25, "capital ransom") is True
    assert game.state["bots"]["poland"]["power"]["available"] == 6  # 25 ducats: 3 BP
    assert game.state["players"]["brandenburg"]["ducats"] == ducats
    assert bot_ducats(game, "brandenburg", "poland", 10, "capital ransom") is True
    assert game.state["players"]["brandenburg"]["ducats"] == ducats - 10
    assert game.state["bots"]["poland"]["power"]["available"] == 7


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "eupop-bots:ARMY MOVEMENT")
@pytest.mark.rule("interpretation:EUPOP-BOT-51")
def test_at_peace_the_army_stays_while_rebels_stand_on_its_provinces() -> None:
    game = RULES.resume(margrave())
    place_army(game, "poland", "Polska")
    set_rebels(game.state, "Polska", 2)
    assert withdraw_at_peace(game) == []
    assert game.state["bots"]["poland"]["army"]["area"] == "Polska"
    set_rebels(game.state, "Polska", 0)
    assert withdraw_at_peace(game) == ["poland"]
    assert game.state["bots"]["poland"]["army"] == {"units": 6, "laid_down": 0, "area": None}
