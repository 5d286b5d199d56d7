"""Defending the HRE beyond the declaration: the Imperial units in battle and after it, and
the peace while the tag is on (aid Activating Def. the HRE (p. 44), Defending the HRE
(p. 44), Peace Resolution; EUPOP-B4, I10, I13)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.prepare import IMPERIAL_FORCE, imperial_units_back, prepare
from hegemon.games.eupop.rules.peace.allies import carrier
from hegemon.games.eupop.rules.peace.victory import victor
from hegemon.games.eupop.world.wars import join_war, start_war
from tests.games.eupop.empire.support import new_game


def defending(units: int) -> Game:
    """France at war with Austria, the Emperor, which defends the HRE with ``units``
    Imperial units; France's army stands in Osterreich with Austria's."""
    game = new_game()
    state = game.state
    start_war(state, "france", ["austria"])
    state["hre"]["defending"] = True
    state["hre"]["imperial_units"] = units
    state["forces"]["f002"]["where"] = "Osterreich"
    handle = RULES.resume(state)
    handle.entries = []
    return handle


@pytest.mark.rule(
    "eupop-aid:Activating Def. the HRE (p. 44)",
    "eupop-aid:1. Battle Preparations",
    "interpretation:EUPOP-I10",
)
def test_the_imperial_units_join_the_emperors_side_and_survivors_go_back() -> None:
    game = defending(3)
    sides, placed = prepare(game, "Osterreich", "france", "austria")
    force = game.state["forces"][IMPERIAL_FORCE]
    assert (force["realm"], force["units"]) == ("austria", {"mercenary_infantry": 3})
    assert IMPERIAL_FORCE in placed and "austria" in sides["defender"]["factions"]
    force["units"]["mercenary_infantry"] = 1
    imperial_units_back(game)
    assert IMPERIAL_FORCE not in game.state["forces"]
    assert game.state["hre"]["imperial_units"] == 1


@pytest.mark.rule("eupop-aid:Activating Def. the HRE (p. 44)", "interpretation:EUPOP-I10")
def test_no_imperial_units_without_the_tag() -> None:
    game = defending(3)
    game.state["hre"]["defending"] = False
    prepare(game, "Osterreich", "france", "austria")
    assert IMPERIAL_FORCE not in game.state["forces"]


def subject_war() -> Game:
    """France declared war on Cologne; Austria, the Emperor, joined through Cologne's call
    and defends the HRE."""
    game = new_game()
    state = game.state
    war = start_war(state, "france", ["cologne"])
    join_war(state, war, "defenders", "austria", "defending_hre", "cologne")
    state["hre"]["defending"] = True
    return game


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-I13")
def test_the_emperor_negotiates_for_the_subject_it_defends() -> None:
    game = subject_war()
    war = next(iter(game.state["wars"]))
    assert carrier(game.state, war, "cologne") == "austria"
    game.state["hre"]["defending"] = False
    assert carrier(game.state, war, "cologne") == "cologne"


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-I13")
def test_no_victory_over_a_subject_without_one_over_the_emperor() -> None:
    game = subject_war()
    state = game.state
    geography = content_of(game).geography
    war = next(iter(state["wars"]))
    for name in ("Koln", "Mainz", "Trier"):
        state["map"]["provinces"][name]["occupier"] = "france"
    pair = (war, "france", "cologne")
    assert victor(state, geography, pair, total=True) is None
    state["hre"]["defending"] = False
    assert victor(state, geography, pair, total=True) == ("france", "cologne")
