"""A Call to Arms to a distant NPR (EUPOP-D24, closing EUPOP-W6): the caller's towns and
colonists in its areas stand for influence; colonists pay the price, towns stay."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.war.calls import callable_allies, pay_distant_call
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.relations import ally
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game


def _castile_in_anahuac(colonist: bool) -> tuple[Game, str]:
    """Castile allied to the Aztecs, owning Veracruz in their area (and, with ``colonist``,
    a colonist on Acapulco, left vacant); France declares war on Castile."""
    game = new_game()
    state = game.state
    set_owner(state, "Veracruz", "castile")
    if colonist:
        set_owner(state, "Acapulco", None)
        state["map"]["provinces"]["Acapulco"]["colonist"] = "castile"
    ally(state, "castile", "aztecs")
    return game, start_war(state, "france", ["castile"])


@pytest.mark.rule(
    "eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-W6", "interpretation:EUPOP-D24"
)
def test_a_distant_ally_is_called_with_a_town_in_its_areas() -> None:
    game, war = _castile_in_anahuac(colonist=False)
    content = content_of(game)
    assert callable_allies(game.state, content, "castile", war, "defensive") == ["aztecs"]
    set_owner(game.state, "Veracruz", "aztecs")
    assert callable_allies(game.state, content, "castile", war, "defensive") == []


@pytest.mark.rule(
    "eupop-aid:Casus Belli (p. 22)", "interpretation:EUPOP-W6", "interpretation:EUPOP-D24"
)
def test_the_call_removes_colonists_and_keeps_towns() -> None:
    game, _ = _castile_in_anahuac(colonist=True)
    state = game.state
    colonists = state["supply"]["castile"]["colonists"]
    assert pay_distant_call(game, "castile", "aztecs", 2) == 1
    assert state["map"]["provinces"]["Acapulco"]["colonist"] is None
    assert state["supply"]["castile"]["colonists"] == colonists + 1
    assert state["map"]["provinces"]["Veracruz"]["owner"] == "castile"
