"""A siege may take several provinces of the area within its strength; what it changes;
ships in a port taken sail out (aid "Siege (p. 28)", "Ships in Port (p. 26)",
interpretations EUPOP-B11, B12, B16)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.land import land_offers
from hegemon.games.eupop.world.economy import covered_track_slots
from hegemon.games.eupop.world.wars import start_war

SIEGE = "eupop-aid:Siege (p. 28)"


def siege(state: State, sieger: str, name: str) -> Game:
    local = {"realm": sieger, "province": name}
    state["stack"] = [frame("situation", {"procedure": "siege", "local": local, "seat": sieger})]
    game = RULES.resume(state)
    game.advance()
    return game


def choose(game: Game, verb: str, argument: Any = None) -> None:
    decision = game.decision()
    assert decision is not None
    offered = [(a.verb, a.argument) for a in decision.actions]
    assert (verb, argument) in offered, offered
    game.apply(decision.seat, Action(verb, argument, ""))


def granada(units: dict[str, int]) -> State:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["granada"], None)
    state["forces"]["f001"].update(where="Granada", units=units)
    return state


def outcomes(game: Game) -> list[tuple[str, str]]:
    return [(e.values["province"], e.values["outcome"]) for e in game.entries if e.kind == "siege"]


@pytest.mark.rule(SIEGE, "interpretation:EUPOP-B11")
def test_one_siege_takes_two_provinces_whose_total_tax_value_it_reaches() -> None:
    state = granada({"infantry": 4})
    game = siege(state, "castile", "Granada")
    choose(game, "siege_also", "Malaga")
    assert outcomes(game) == [("Granada", "occupied"), ("Malaga", "occupied")]
    assert state["players"]["castile"]["monarch_power"]["military"] == 1  # 3 units: 2 paid
    assert [state["map"]["provinces"][p]["occupier"] for p in ("Granada", "Malaga")] == [
        "castile",
        "castile",
    ]


@pytest.mark.rule(SIEGE, "interpretation:EUPOP-B11")
def test_a_province_beyond_the_strength_is_not_offered() -> None:
    state = granada({"infantry": 2})
    game = siege(state, "castile", "Granada")
    assert outcomes(game) == [("Granada", "occupied")]
    assert state["map"]["provinces"]["Malaga"]["occupier"] is None


def guyenne() -> State:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"], None)
    state["forces"]["f003"]["where"] = "Guyenne"
    state["forces"]["f005"]["where"] = "Ile-de-France"
    return state


@pytest.mark.rule(SIEGE, "interpretation:EUPOP-B12")
def test_an_occupied_town_covers_a_track_slot_freed_when_its_owner_retakes_it() -> None:
    state = guyenne()
    game = siege(state, "france", "Bayonne")
    choose(game, "siege_done")
    choose(game, "no_reaction")
    assert covered_track_slots(state, "england") == {"towns": 1, "vassals": 0}
    state["forces"]["f005"]["where"] = "Guyenne"
    state["forces"]["f003"]["where"] = "Ile-de-France"
    game = siege(state, "england", "Bayonne")
    assert outcomes(game) == [("Bayonne", "liberated")]
    assert covered_track_slots(state, "england") == {"towns": 0, "vassals": 0}


@pytest.mark.rule(SIEGE, "eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-B16")
def test_enemy_ships_in_a_port_taken_sail_out_and_fight_there() -> None:
    state = guyenne()
    state["forces"]["f006"].update(where="Guyenne", port="Bordeaux")
    state["forces"]["f004"]["where"] = "Bay of Biscay"
    game = siege(state, "france", "Bordeaux")
    choose(game, "siege_done")
    choose(game, "no_reaction")
    assert outcomes(game) == [("Bordeaux", "occupied")]
    assert (state["forces"]["f006"]["where"], state["forces"]["f006"]["port"]) == (
        "Bay of Biscay",
        None,
    )
    battles = [dict(e.values) for e in game.entries if e.kind == "battle"]
    assert battles == [{"where": "Bay of Biscay", "attacker": "england", "defenders": ["france"]}]


@pytest.mark.rule(SIEGE, "eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-B16")
def test_ships_sailing_out_to_an_empty_zone_fight_nobody() -> None:
    state = guyenne()
    state["forces"]["f006"].update(where="Guyenne", port="Bordeaux")
    game = siege(state, "france", "Bordeaux")
    choose(game, "siege_done")
    choose(game, "no_reaction")
    assert state["forces"]["f006"]["where"] == "Bay of Biscay"
    assert not [e for e in game.entries if e.kind == "battle"]
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"


@pytest.mark.rule(SIEGE, "eupop-aid:Land Activation (p. 16, 25-26)", "interpretation:EUPOP-B16")
def test_a_port_with_enemy_ships_docked_is_offered_for_a_siege() -> None:
    state = guyenne()
    state["forces"]["f006"].update(where="Guyenne", port="Bordeaux")
    offers = {a.argument for a in land_offers(state, RULES.content, "france")}
    assert ("siege", "Bordeaux", "") in offers
