"""NPRs defending on a distant continent (aid Warfare vs NPRs (p. 36); EUPOP-X8): their
capacity counts twice, except what comes from areas with a player town or a colonist."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.sides import npr_defenders
from hegemon.games.eupop.world.capacity import military_capacity
from tests.games.eupop.exploration.support import new_game

assert "explore" in RULES.procedures  # the rules module first


@pytest.mark.rule("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-X8")
def test_the_aztecs_defend_anahuac_with_twice_their_capacity() -> None:
    game = new_game()
    content = content_of(game)
    capacity = military_capacity(game.state, content.geography, "aztecs", "Anahuac")
    assert capacity > 0
    assert npr_defenders(game.state, content, "aztecs", "Anahuac") == 2 * capacity


@pytest.mark.rule("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-X8")
def test_a_colonist_in_the_area_takes_the_doubling_off_its_sources() -> None:
    game = new_game()
    content = content_of(game)
    game.state["map"]["provinces"]["Acapulco"]["colonist"] = "castile"
    capacity = military_capacity(game.state, content.geography, "aztecs", "Anahuac")
    assert npr_defenders(game.state, content, "aztecs", "Anahuac") == capacity
