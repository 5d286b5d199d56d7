"""Town tokens come back as the tokens that were placed (aid Token Limits; EUPOP-F5,
EUPOP-F16): a large token standing in for a small town, two small tokens making a large
town."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_take
from hegemon.games.eupop.world.layout import province, set_owner
from hegemon.games.eupop.world.tokens import place_small_town, return_town
from tests.games.eupop.peace_rebels.harness import six_crowns

F5, F16 = "interpretation:EUPOP-F5", "interpretation:EUPOP-F16"
LIMITS = "eupop-aid:Token Limits (p.2)"


@pytest.fixture
def state() -> State:
    return six_crowns()


@pytest.mark.rule(LIMITS, "eupop-aid:Rebel Units (👤)", F16)
def test_a_large_token_standing_in_for_a_small_town_comes_back_large(state: State) -> None:
    """Castile, out of small towns, places a large token as Lima's small town; when rebels
    free Lima (the Incas' flag) the large token goes back to its supply."""
    supply = state["supply"]["castile"]
    supply["small_towns"], supply["large_towns"] = 0, 2
    lima = province(state, "Lima")
    set_owner(state, "Lima", "castile")
    assert place_small_town(state, "castile", lima)
    assert (lima["town"], supply["large_towns"]) == ("small", 1)
    lima["dnpr_token"] = None
    assert rebels_take(state, RULES.content.geography, "Lima") == "liberated"
    assert (supply["small_towns"], supply["large_towns"]) == (0, 2)
    assert "town_token" not in lima


@pytest.mark.rule(LIMITS, F5)
def test_a_large_town_of_two_small_tokens_gives_back_two_small_ones(state: State) -> None:
    supply = state["supply"]["castile"]
    lima = province(state, "Lima")
    set_owner(state, "Lima", "castile")
    lima.update(town="large", town_token="two_small")
    smalls, larges = supply["small_towns"], supply["large_towns"]
    return_town(state, "castile", lima)
    assert (supply["small_towns"], supply["large_towns"]) == (smalls + 2, larges)
    assert lima["town"] is None
