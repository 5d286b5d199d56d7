"""A Bot as the loser of the peace terms that reach a player realm (rules/peace/terms.py,
bots/peace.py; eupop-bots PEACE & REBELS PHASE; EUPOP-BOT-80): Force Conversion (its cubes
removed by its choice process) and Secure Desired Succession (a substitute Bot still
carrying a turned-over marriage token), never asking the Bot's seat; and a Bot settling
freed vassals (rules/diplomacy/vassals.py bot_choice), never reached by today's rules.

margrave, Brandenburg seated (human); Poland a Bot (capital Krakow in Polska, tax value 7),
at war with Brandenburg, which occupies Polska's three provinces: a partial victory."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.diplomacy.vassals import VASSALS
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.bots.test_army import logged, margrave, run, unbroken
from tests.games.eupop.bots.test_peace import occupy, resolve

CUBES = {"Polska": 1, "Preussen": 2, "Sachsen": 1, "Brandenburg": 1}
"""Poland's influence: tax values 7, 5, 6 and 4."""


def beaten() -> State:
    state = margrave()
    start_war(state, "brandenburg", ["poland"])
    occupy(state, "brandenburg", "Krakow", "Poznan", "Warszawa")
    for where, count in CUBES.items():
        state["map"]["areas"][where]["influence"]["poland"] = count
        state["supply"]["poland"]["cubes"] -= count
    return state


def enforce(state: State, term: str) -> Game:
    game = resolve(state)
    decision = game.decision()
    assert decision is not None and decision.seat == "brandenburg", decision
    assert Action("peace_term", term) in decision.actions
    game.apply("brandenburg", Action("peace_term", term, ""))
    return game


def poland_cubes(game: Game) -> dict[str, int]:
    areas = game.state["map"]["areas"]
    return {where: areas[where]["influence"].get("poland", 0) for where in CUBES}


@pytest.mark.rule("eupop-aid:Force Conversion", "eupop-bots:PEACE & REBELS PHASE")
@pytest.mark.rule("eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION")
@pytest.mark.rule("interpretation:EUPOP-BOT-80")
def test_a_bot_forced_to_convert_removes_its_cubes_of_lowest_tax_value_first() -> None:
    state = beaten()
    state["realms"]["brandenburg"]["religion"] = "protestant"
    state["bots"]["poland"]["prestige"] = 12
    game = enforce(state, "force_conversion")
    assert game.state["realms"]["poland"]["religion"] == "protestant"
    assert game.state["bots"]["poland"]["prestige"] == 7
    # Brandenburg (4), Preussen (5) twice, Sachsen (6); Polska (7) keeps its cube
    assert poland_cubes(game) == {"Polska": 1, "Preussen": 0, "Sachsen": 0, "Brandenburg": 0}
    forced = [entry["area"] for entry in logged(game, "influence_forced_out")]
    assert forced == ["Brandenburg", "Preussen", "Preussen", "Sachsen"]
    decision = game.decision()
    assert decision is None or decision.seat != "poland"
    unbroken(game)


@pytest.mark.rule("eupop-aid:Secure Desired Succession", "eupop-bots:PEACE & REBELS PHASE")
@pytest.mark.rule("interpretation:EUPOP-BOT-80")
def test_secure_desired_succession_over_a_bot_asks_no_ruler_and_no_marriage() -> None:
    state = beaten()
    state["realms"]["poland"]["flipped_marriages"] = ["hungary"]  # a substitute's, S 554
    prestige = state["players"]["brandenburg"]["prestige"]
    game = enforce(state, "secure_succession")
    assert game.state["realms"]["poland"]["marriages"] == []
    assert game.state["realms"]["hungary"]["marriages"] == []
    assert game.state["players"]["brandenburg"]["prestige"] == prestige + 3
    assert game.state["wars"] == {}
    decision = game.decision()
    assert decision is None or decision.seat != "poland"
    assert decision is None or "marriage" not in decision.prompt.lower()
    unbroken(game)


def settle(state: State, freed: str) -> Game:
    return run(state, "settle_freed_vassals", seat="poland", freed=[freed], rule=VASSALS)


@pytest.mark.rule(VASSALS, "eupop-bots:BOTS & ALLIANCES", "interpretation:EUPOP-BOT-80")
def test_a_bot_settling_a_freed_vassal_allies_with_it_unasked() -> None:
    game = settle(margrave(), "teutonic_order")
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"  # the Bot asked nothing
    assert "teutonic_order" in game.state["realms"]["poland"]["allies"]
    assert game.state["realms"]["teutonic_order"]["overlord"] is None
    unbroken(game)


@pytest.mark.rule(VASSALS, "eupop-bots:BOTS & ALLIANCES", "interpretation:EUPOP-BOT-80")
def test_a_bot_that_may_not_ally_places_a_cube_in_the_freed_realms_richest_area() -> None:
    """Castile, at war (no alliance), holds Andalucia (5), Castilla (7) and Leon (3)."""
    state = margrave()
    start_war(state, "brandenburg", ["castile"])
    cubes = state["supply"]["poland"]["cubes"]
    game = settle(state, "castile")
    assert game.state["realms"]["poland"]["allies"] == []
    areas = game.state["map"]["areas"]
    placed = {
        key: areas[key]["influence"].get("poland", 0) for key in ("Andalucia", "Castilla", "Leon")
    }
    assert placed == {"Andalucia": 0, "Castilla": 1, "Leon": 0}
    assert game.state["supply"]["poland"]["cubes"] == cubes - 1
    unbroken(game)
