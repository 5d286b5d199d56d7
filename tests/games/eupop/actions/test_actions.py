"""The actions' cases that a situation file cannot state: what is not built is not offered,
and raises RuleNotBuilt when it is reached anyway (six crowns, castile)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.actions import convert, research
from hegemon.games.eupop.rules.actions import stability as stab
from tests.games.eupop.economy.support import new_game

CONVERT = "eupop-aid:Convert Area (2👤 + 3👤) (p. 14)"
RESEARCH = "eupop-aid:Research Idea (X④) (p. 12)"
STABILITY = "eupop-aid:Incr. Stab. (5👤 ± current 🏰) (p. 14)"


def start(game: Game, procedure: str, local: dict[str, object]) -> Game:
    """Start ``procedure`` under the kernel's case caller and run it to its first decision."""
    state = game.state
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local})]
    handle = RULES.resume(state)
    handle.advance()
    return handle


@pytest.fixture
def game() -> Game:
    return new_game(["castile", "france"])


@pytest.mark.rule(CONVERT, "eupop-aid:Revolutionary Ideology", "interpretation:EUPOP-L5")
def test_a_slot_under_the_revolutionary_token_converts_beneath_it(game: Game) -> None:
    state = game.state
    slot = state["map"]["religion_slots"]["Castilla"]
    slot["religion"] = "protestant"
    slot["revolutionary"] = True
    state["players"]["castile"]["monarch_power"]["administrative"] = 5
    content = content_of(game)
    offered = [action.argument for action in convert.offers(state, content, "castile")]
    assert "Castilla" in offered
    handle = start(game, "convert_area", {"seat": "castile", "argument": "Castilla"})
    slot = handle.state["map"]["religion_slots"]["Castilla"]
    assert (slot["religion"], slot["revolutionary"]) == ("catholic", True)


@pytest.mark.rule(RESEARCH)
def test_an_idea_with_an_effect_not_built_is_not_offered_and_raises() -> None:
    changed = RULES.with_content(
        {"cards/ideas/ideas/1/effects": [{"gain_unrest": {"area": "Castilla", "count": 1}}]}
    )
    handle = changed.setup("six_crowns", seed=1, seats=["castile", "france"])
    state = handle.state
    state["decks"]["ideas"] = {
        "administrative": ["bureaucracy", "centralized_treasury"],
        "diplomatic": [],
        "military": [],
    }
    state["players"]["castile"]["monarch_power"]["administrative"] = 10
    content = content_of(handle)
    assert content.ideas.ideas[1].id == "centralized_treasury"
    offered = [action.argument for action in research.offers(state, content, "castile")]
    assert offered == ["bureaucracy"]
    with pytest.raises(RuleNotBuilt):
        research.research(handle, "castile", "centralized_treasury", RESEARCH)


@pytest.mark.rule(STABILITY)
@pytest.mark.parametrize(("stability", "cost"), [(-3, 2), (-1, 4), (0, 5), (2, 7), (3, 8)])
def test_the_stability_cost_is_5_plus_the_current_stability(
    game: Game, stability: int, cost: int
) -> None:
    game.state["players"]["castile"]["stability"] = stability
    assert stab.stability_cost(game.state, "castile") == cost
