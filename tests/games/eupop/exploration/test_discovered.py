"""What Explore's record opens (EUPOP-X7): a declaration of war on a distant realm
(Restrictions on DoW (f)) and the distant sea zones of Naval Movement."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.naval import naval_steps
from hegemon.games.eupop.rules.war.restrictions import discovered, refusal
from tests.games.eupop.exploration.support import new_game

assert "explore" in RULES.procedures  # the rules module first


@pytest.mark.rule("eupop-aid:Restrictions on DoW (p. 22)", "interpretation:EUPOP-X7")
def test_a_distant_realm_is_discovered_once_explore_records_one_of_its_areas() -> None:
    game = new_game()
    content = content_of(game)
    assert not discovered(game.state, content, "castile", "aztecs")
    game.state["players"]["castile"]["discovered"] = ["Brasil"]
    assert not discovered(game.state, content, "castile", "aztecs")
    refused = refusal(game.state, content, "castile", "aztecs", None)
    assert refused is not None and refused.startswith("(f)")
    game.state["players"]["castile"]["discovered"] = ["Anahuac"]
    assert discovered(game.state, content, "castile", "aztecs")
    assert not discovered(game.state, content, "france", "aztecs")
    assert refusal(game.state, content, "castile", "aztecs", None) is None


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-X7")
def test_a_distant_zone_opens_to_ships_once_an_area_of_its_coast_is_discovered() -> None:
    game = new_game()
    content = content_of(game)
    assert ("Mid Atlantic", None) not in naval_steps(game.state, content, "castile", "f002")
    game.state["players"]["castile"]["discovered"] = ["Brasil"]
    assert ("Mid Atlantic", None) in naval_steps(game.state, content, "castile", "f002")
    game.state["forces"]["f002"]["where"] = "Mid Atlantic"
    game.state["players"]["castile"]["discovered"] = ["Anahuac", "Brasil"]
    steps = naval_steps(game.state, content, "castile", "f002")
    assert ("Caribbean Sea", None) in steps and ("Pacific Ocean", None) not in steps
