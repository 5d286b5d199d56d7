"""One prestige function for human and Bot player realms: never below 0, always logged
(eupop-aid PRESTIGE (🏰) (p. 42-43); interpretation:EUPOP-E1, EUPOP-G7)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.prestige.score import score_prestige
from tests.games.eupop.cleanup.helpers import set_up

PRESTIGE = "eupop-aid:PRESTIGE (🏰) (p. 42-43)"


@pytest.mark.rule(PRESTIGE, "interpretation:EUPOP-E1", "interpretation:EUPOP-G7")
def test_a_bot_losing_more_prestige_than_it_holds_stops_at_zero_and_is_logged() -> None:
    state = set_up(("castile", "france"))
    assert state["realms"]["england"]["player"] == "bot"
    state["bots"]["england"]["prestige"] = 2
    game = Game(state, RULES.procedures, RULES)
    assert score_prestige(game, "england", -5, PRESTIGE, "test") == -2
    assert state["bots"]["england"]["prestige"] == 0
    logged = [e.values for e in game.entries if e.kind == "prestige"]
    assert logged == [{"change": -2, "now": 0, "reason": "test"}]
