"""The IDEA chart (eupop-bots IDEA ACTION, BOTS & IDEAS; decision 0108 §2.6): a Bot
researches one idea on display, paid for by its card's Bot Power. The chart itself is
data, ``idea`` in the pack's ``bot_charts.yaml`` (nodes IDA-1..IDA-2;
interpretation:EUPOP-BOT-39).

A Bot's research (:func:`bot_research`, also the Research Idea event effect for a Bot)
tags the idea and counts it on the Bot mat's track of its type; no idea effect ever
applies to a Bot (interpretation:EUPOP-BOT-25): no immediate effect, no government form
replaced, no monarch power paid. It scores the idea's prestige on the Bot mat, and the
realms that tagged it before score as for a human's research (interpretation:EUPOP-A1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.facts import Answer, BotContext, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.actions.research import (
    MOST_OTHERS_SCORING,
    barred,
    display_idea,
    idea_of,
    on_display,
    score_other,
    tagged_by,
)
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.layout import world

IDEA = "eupop-bots:IDEA ACTION"
IDEAS = "eupop-bots:BOTS & IDEAS"
BOT_MAT = "eupop-bots:BOT MAT"
QUEST = "quest_for_the_new_world"
DISTANT_REALMS = ("castile", "portugal")
"""The realms whose Bots seek Quest for the New World first (S 800)."""
TYPE_ORDER = ("military", "diplomatic", "administrative")
"""Ties of the fewest ideas go to the first of these (interpretation:EUPOP-BOT-39)."""
MOST_ON_TRACK = 3
"""The Bot mat tracks at most this many ideas of a type (S 96)."""


def may_research(state: State, content: Content, name: str, idea_id: str) -> bool:
    """The Bot has not tagged the idea and may take it (an Imperial Subject's government
    form barred as for anyone)."""
    if idea_id in world(state)["bots"][name]["researched"]:
        return False
    return not barred(state, content, name, idea_of(content, idea_id))


@implements(IDEA, IDEAS, BOT_MAT, "eupop-aid:IDEAS (p. 3)", "interpretation:EUPOP-BOT-25")
@implements("interpretation:EUPOP-BOT-39")
def bot_research(game: Game, name: str, idea_id: str, rule: str) -> None:
    """Tag the idea for the Bot, move its track on, score the prestige (its own on the Bot
    mat, the earlier taggers' as for any research); nothing else of the idea applies."""
    state, content = game.state, content_of(game)
    idea = idea_of(content, idea_id)
    if not on_display(state, idea_id):
        display_idea(game, idea)
    others = [other for other in tagged_by(state, idea_id) if other != name]
    mat = world(state)["bots"][name]
    mat["researched"].append(idea_id)
    kind = idea.type
    mat["ideas"][kind] = min(MOST_ON_TRACK, mat["ideas"][kind] + 1)
    game.log("idea_researched", name, rule=rule, idea=idea_id, type=kind)
    score_prestige(game, name, idea.prestige, rule, f"idea {idea_id}")
    if len(others) <= MOST_OTHERS_SCORING:
        for other in others:
            score_other(game, other, idea, rule)


def quest_wanted_now(state: State, content: Content, name: str) -> bool:
    """Quest for the New World on display, not tagged by the Bot, and the Bot Castile,
    Portugal or holding a colonist (interpretation:EUPOP-BOT-39)."""
    mat = world(state)["bots"][name]
    ambitious = name in DISTANT_REALMS or mat["colonists"] > 0
    return ambitious and on_display(state, QUEST) and may_research(state, content, name, QUEST)


@implements(IDEA, "interpretation:EUPOP-BOT-39")
def quest_wanted(bot: BotContext) -> Answer:
    """IDA-1: a Bot with distant ambitions and Quest for the New World at hand."""
    wanted = quest_wanted_now(bot.state, bot.content, bot.realm)
    facts: dict[str, int | str | list[str]] = {
        "colonists": bot.mat["colonists"],
        "quest_on_display": int(on_display(bot.state, QUEST)),
    }
    because = "Quest for the New World at hand" if wanted else "no Quest for the New World to seek"
    return Answer(wanted, facts, because)


def fewest_first(state: State, name: str) -> list[str]:
    """The power types, fewest ideas on the Bot mat first, military > diplomatic >
    administrative on a tie."""
    counts = world(state)["bots"][name]["ideas"]
    return sorted(TYPE_ORDER, key=lambda kind: (counts[kind], TYPE_ORDER.index(kind)))  # type: ignore[literal-required]


def idea_to_research(state: State, content: Content, name: str) -> str | None:
    """The first idea A→Z on display of the type with fewest ideas that holds one the Bot
    may research (the next type when that type has none)."""
    display = world(state)["decks"]["ideas"]
    for kind in fewest_first(state, name):
        open_ideas = sorted(
            idea for idea in display.get(kind, []) if may_research(state, content, name, idea)
        )
        if open_ideas:
            return open_ideas[0]
    return None


@implements(IDEA, IDEAS, "interpretation:EUPOP-BOT-39")
def research_idea(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """IDA-1R / IDA-2: research Quest for the New World (``pick: quest``) or the idea of
    the type the Bot has fewest of (``pick: fewest``)."""
    if args["pick"] == "quest":
        idea: str | None = QUEST
    else:
        idea = idea_to_research(bot.state, bot.content, bot.realm)
    if idea is None:
        return Cannot("no idea on display the Bot may research")
    bot_research(game, bot.realm, idea, IDEA)
    facts: dict[str, int | str | list[str]] = {
        "idea": idea,
        "type": idea_of(bot.content, idea).type,
    }
    return Done(facts, f"researched {idea}")


FACTS: dict[str, Fact] = {"quest_wanted": quest_wanted}
STEPS: dict[str, Step] = {"research": research_idea}
