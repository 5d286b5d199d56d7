"""Disloyal Vassals (aid Disloyal Vassals, EUPOP-F15). Six crowns at setup: Lithuania
(Vilnius 2, Minsk 1, Kiev 2: all of Litauen) is Poland's vassal, Wallachia (Targoviste 2,
Braila 1: all of Walachei) the Ottomans'; neither overlord has a town there."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_overlord, set_owner

EVENT = "e1_plague_in_the_ports"


def _state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def _run(state: State, **local: Any) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "disloyal_vassals", "local": local, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def _closed(game: Game) -> bool:
    decision = game.decision()
    return decision is not None and decision.step == "ask_close"


def _rebels(state: State) -> dict[str, int]:
    found: dict[str, int] = {}
    for force in state["forces"].values():
        if force["realm"] == "rebels":
            found[force["where"]] = found.get(force["where"], 0) + force["units"]["infantry"]
    return found


@pytest.mark.rule("eupop-aid:Disloyal Vassals", "interpretation:EUPOP-F15")
def test_every_overlord_gains_unrest_per_vassal_and_rebels_by_tax_value() -> None:
    state = _state()
    box = state["box"]["rebels"]
    game = _run(state, seat="castile", event=EVENT)
    assert _closed(game)
    assert state["map"]["areas"]["Litauen"]["unrest"] == {"poland": 3}
    assert state["map"]["areas"]["Walachei"]["unrest"] == {"ottomans": 2}
    assert _rebels(state) == {"Litauen": 5, "Walachei": 3}
    assert state["box"]["rebels"] == box - 8


@pytest.mark.rule("eupop-aid:Disloyal Vassals", "interpretation:EUPOP-F15")
def test_the_realm_that_took_the_event_places_no_rebels() -> None:
    state = _state()
    game = _run(state, seat="poland", event=EVENT)
    assert _closed(game)
    assert state["map"]["areas"]["Litauen"]["unrest"] == {"poland": 3}
    assert _rebels(state) == {"Walachei": 3}


@pytest.mark.rule("eupop-aid:Disloyal Vassals", "interpretation:EUPOP-F15")
def test_a_town_and_the_most_influence_keep_vassals_loyal() -> None:
    """Poland owns Minsk with a town and has as many cubes in Litauen as anyone: its
    vassals there stay loyal. Ottoman cubes outnumbered in Walachei by Austria's do not."""
    state = _state()
    set_owner(state, "Minsk", "poland")
    state["map"]["provinces"]["Minsk"].update(town="small")
    state["map"]["areas"]["Litauen"]["influence"] = {"poland": 1, "austria": 1}
    set_owner(state, "Braila", "ottomans")
    state["map"]["provinces"]["Braila"].update(town="small")
    state["map"]["areas"]["Walachei"]["influence"] = {"ottomans": 1, "austria": 2}
    game = _run(state, seat="castile", event=EVENT)
    assert _closed(game)
    assert state["map"]["areas"]["Litauen"]["unrest"] == {}
    assert state["map"]["areas"]["Walachei"]["unrest"] == {"ottomans": 1}
    assert _rebels(state) == {"Walachei": 2}


@pytest.mark.rule("eupop-aid:Disloyal Vassals", "interpretation:EUPOP-F15")
def test_the_realm_picks_among_areas_with_as_many_of_its_vassals() -> None:
    """Poland is made overlord of Wallachia too and owns Kiev with a town, Austria holding
    more cubes in Litauen: 2 vassal provinces in each area, so Poland picks."""
    state = _state()
    set_overlord(state, "wallachia", "poland")
    set_owner(state, "Kiev", "poland")
    state["map"]["provinces"]["Kiev"].update(town="small")
    state["map"]["areas"]["Litauen"]["influence"] = {"austria": 1}
    game = _run(state, seat="castile", event=EVENT)
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("poland", "ask_area")
    assert [action.argument for action in decision.actions] == ["Litauen", "Walachei"]
    game.apply("poland", Action("disloyal_area", "Walachei"))
    assert _closed(game)
    assert state["map"]["areas"]["Walachei"]["unrest"] == {"poland": 2}
    assert state["map"]["areas"]["Litauen"]["unrest"] == {}
    assert _rebels(state) == {"Walachei": 3}
