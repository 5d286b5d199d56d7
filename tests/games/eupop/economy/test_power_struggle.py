"""Scoring the active power struggle (eupop-aid Scoring Power Struggles (p. 43),
interpretation:EUPOP-E18)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.economy.power_struggle import score_power_struggle, struggle_points
from hegemon.games.eupop.world.wars import start_war

ITALIAN_WARS = "ps1_italian_wars"
"""Battlegrounds Bohmen, Brandenburg, Thrakien; 1 per tax value, 2 alone, 1 present."""


def _game() -> Game:
    game = RULES.setup("six_crowns", seed=1)
    state = game.state
    start_war(state, "ottomans", ["byzantium"], {"byzantium": "claim"})
    state["map"]["provinces"]["Konstantinopolis"]["occupier"] = "ottomans"
    state["map"]["provinces"]["Selymbria"]["occupier"] = "wallachia"  # the ottomans' vassal
    state["decks"]["power_struggle"]["active"] = ITALIAN_WARS
    game.refresh()
    return game


def test_control_counts_tax_value_a_vassals_half_and_presence_alone_scores_more() -> None:
    game = _game()
    (card,) = [c for c in RULES.content.power_struggles.power_struggles if c.id == ITALIAN_WARS]
    points = struggle_points(game.state, RULES.content.geography, card)
    # ottomans: Konstantinopolis 4 + half of the vassal's Selymbria (1, rounded up) = 5;
    # austria: influence in Bohmen, the only player realm there: 1 + 2.
    assert points == {
        "castile": 0,
        "france": 0,
        "england": 0,
        "austria": 3,
        "ottomans": 5,
        "poland": 0,
    }


def test_two_realms_present_score_presence_but_not_alone() -> None:
    game = _game()
    game.state["map"]["areas"]["Bohmen"]["influence"]["poland"] = 1
    game.state["supply"]["poland"]["cubes"] -= 1
    (card,) = [c for c in RULES.content.power_struggles.power_struggles if c.id == ITALIAN_WARS]
    points = struggle_points(game.state, RULES.content.geography, card)
    assert (points["austria"], points["poland"]) == (1, 1)


@pytest.mark.rule("eupop-aid:Scoring Power Struggles (p. 43)", "interpretation:EUPOP-E18")
def test_the_card_is_scored_once_then_discarded() -> None:
    game = _game()
    before = {realm: mat["prestige"] for realm, mat in game.state["players"].items()}
    score_power_struggle(game)
    after = {realm: mat["prestige"] for realm, mat in game.state["players"].items()}
    assert after["austria"] - before["austria"] == 3
    assert after["ottomans"] - before["ottomans"] == 5
    assert after["castile"] == before["castile"]
    assert game.state["decks"]["power_struggle"]["active"] is None
    (entry,) = [e for e in game.entries if e.kind == "power_struggle_scored"]
    assert entry.values["card"] == ITALIAN_WARS
