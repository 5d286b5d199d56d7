"""A Bot's research (eupop-bots BOTS & IDEAS, IDEA ACTION; aid IDEAS (p. 3); EUPOP-BOT-25,
39): every idea of the pack, tagged by a Bot, gives it the tag, one more on the mat's track
of its type and its prestige — and nothing of the idea's effects."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.bots.charts.idea import bot_research, fewest_first
from hegemon.games.eupop.module import RULES

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
IDEAS = [idea.id for idea in RULES.content.ideas.ideas]


def without(state: State, *paths: tuple[str, ...]) -> State:
    """The state with these paths taken out (what research may change)."""
    copy = clone(state)
    for path in paths:
        record = copy
        for key in path[:-1]:
            record = record[key]
        del record[path[-1]]
    return copy


@pytest.mark.rule(
    "eupop-bots:BOTS & IDEAS", "eupop-aid:IDEAS (p. 3)", "interpretation:EUPOP-BOT-25"
)
@pytest.mark.parametrize("idea", IDEAS)
def test_a_bot_tagging_an_idea_gains_nothing_of_its_effects(idea: str) -> None:
    game = Game(clone(BASE), RULES.procedures, RULES)
    bot_research(game, "poland", idea, "eupop-bots:IDEA ACTION")
    card = next(each for each in RULES.content.ideas.ideas if each.id == idea)
    mat = game.state["bots"]["poland"]
    assert mat["researched"] == [idea]
    assert mat["ideas"][card.type] == 1
    assert mat["prestige"] == card.prestige
    changed = (("bots", "poland"), ("decks", "ideas"))
    assert without(game.state, *changed) == without(BASE, *changed)
    assert [entry.kind for entry in game.entries if entry.kind != "idea_displayed"] == [
        "idea_researched",
        "prestige",
    ]


@pytest.mark.rule("eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-39")
def test_the_track_counts_at_most_three_ideas_of_a_type() -> None:
    state = clone(BASE)
    state["bots"]["poland"]["ideas"]["military"] = 3
    game = Game(state, RULES.procedures, RULES)
    bot_research(game, "poland", "levies", "eupop-bots:IDEA ACTION")
    assert game.state["bots"]["poland"]["ideas"]["military"] == 3
    assert game.state["bots"]["poland"]["researched"] == ["levies"]


@pytest.mark.rule("eupop-bots:IDEA ACTION", "interpretation:EUPOP-BOT-39")
@pytest.mark.parametrize(
    ("counts", "order"),
    [
        ((0, 0, 0), ["military", "diplomatic", "administrative"]),
        ((0, 1, 1), ["administrative", "military", "diplomatic"]),
        ((2, 1, 2), ["diplomatic", "military", "administrative"]),
    ],
)
def test_the_type_with_fewest_ideas_first_military_then_diplomatic_on_ties(
    counts: tuple[int, int, int], order: list[str]
) -> None:
    state = clone(BASE)
    state["bots"]["poland"]["ideas"] = dict(
        zip(("administrative", "diplomatic", "military"), counts, strict=True)
    )
    assert fewest_first(state, "poland") == order
