"""The UNREST chart (eupop-bots UNREST ACTION; decision 0108 §2.6): the Bot clears its unrest
from one area it may suppress in — the one with most of its unrest, then the highest tax
value, then A→Z — and, by the footnote, every other Bot's unrest there too. The chart
itself is data, ``unrest`` in the pack's ``bot_charts.yaml`` (nodes UNR-1..UNR-2;
interpretation:EUPOP-BOT-36).

An area may be suppressed in as for a human's Suppress Unrest: no hostile unit in it and
none of the Bot's provinces there occupied (eupop-aid Suppress Unrest).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.events import unrest_in, unrest_order
from hegemon.games.eupop.bots.facts import Answer, BotContext, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.rules.military.common import SUPPRESS
from hegemon.games.eupop.rules.peace_rebels.unrest import remove_unrest
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import area, unit_count, world

UNREST = "eupop-bots:UNREST ACTION"


@implements(UNREST, SUPPRESS, "interpretation:EUPOP-BOT-36")
def suppressible(bot: BotContext) -> list[str]:
    """The Bot's areas holding its unrest that it may suppress in, the one to clear first
    first (computed once a walk)."""
    kept = bot.memo.get("suppressible")
    if kept is not None:
        return list(kept)
    state = bot.state
    seen = outlook(state, bot.realm)
    provinces = world(state)["map"]["provinces"]
    geography = bot.content.geography
    order = unrest_order(state, geography, bot.realm)
    places = set(order)
    invaded = {  # one pass over the forces, not one per area
        force["where"]
        for force in world(state)["forces"].values()
        if force["where"] in places and unit_count(force) > 0 and seen.hostile(force["realm"])
    }
    found = []
    for name in order:
        if name in invaded:
            continue
        if any(
            provinces[key]["owner"] == bot.realm and provinces[key]["occupier"] is not None
            for key in geography.areas[name].provinces
        ):
            continue
        found.append(name)
    bot.memo["suppressible"] = found
    return list(found)


@implements(UNREST, "interpretation:EUPOP-BOT-36")
def unrest_to_remove(bot: BotContext) -> Answer:
    """UNR-1: an area with the Bot's unrest it may suppress in."""
    areas = suppressible(bot)
    if not areas:
        return Answer(False, {"areas": []}, "no unrest of the Bot it may suppress")
    return Answer(True, {"areas": areas}, f"unrest to suppress in {areas[0]}")


@implements(UNREST, "interpretation:EUPOP-BOT-36")
def suppress(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """UNR-2: every unrest token of the Bot in the first area, and every other Bot's there."""
    areas = suppressible(bot)
    if not areas:
        return Cannot("no unrest of the Bot it may suppress")
    where = areas[0]
    state = game.state
    others = sorted(
        name
        for name in area(state, where)["unrest"]
        if name != bot.realm and world(state)["realms"][name]["player"] == "bot"
    )
    removed: dict[str, int] = {}
    for name in [bot.realm, *others]:
        count = unrest_in(state, where, name)
        for _ in range(count):
            remove_unrest(state, where, name)
        removed[name] = count
        game.log("unrest_removed", name, rule=UNREST, area=where, count=count)
    facts: dict[str, int | str | list[str]] = {
        "area": where,
        "removed": removed[bot.realm],
        "other_bots": others,
    }
    return Done(facts, f"{removed[bot.realm]} unrest suppressed in {where}")


FACTS: dict[str, Fact] = {"unrest_to_remove": unrest_to_remove}
STEPS: dict[str, Step] = {"suppress": suppress}
