"""A Bot that tagged an idea first scores its prestige when a human realm researches it,
through the one prestige function (eupop-aid Research Idea (X④) (p. 12); interpretation:
EUPOP-A1, EUPOP-G7)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.actions.research import RESEARCH, effects_built, research
from tests.games.eupop.cleanup.helpers import set_up


@pytest.mark.rule(RESEARCH, "interpretation:EUPOP-A1", "interpretation:EUPOP-G7")
def test_a_bot_tagger_scores_the_ideas_prestige_and_the_gain_is_logged() -> None:
    state = set_up(("castile", "france"))
    idea = next(
        item
        for item in shipped().ideas.ideas
        if not item.basic and not item.government_form and not item.effects and item.prestige
    )
    assert effects_built(idea)
    state["bots"]["england"]["researched"].append(idea.id)
    before = state["bots"]["england"]["prestige"]
    game = Game(state, RULES.procedures, RULES)
    research(game, "castile", idea.id, RESEARCH)
    assert state["bots"]["england"]["prestige"] == before + idea.prestige
    logged = [e.values for e in game.entries if e.kind == "prestige" and e.seat == "england"]
    assert logged == [
        {
            "change": idea.prestige,
            "now": before + idea.prestige,
            "reason": f"idea {idea.id} tagged earlier",
        }
    ]
