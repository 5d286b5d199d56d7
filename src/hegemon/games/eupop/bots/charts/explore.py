"""The EXPLORE action chart (eupop-bots EXPLORE ACTION; decision 0108 §2.13): the facts its
questions read and the steps of its action nodes. The chart itself is data, ``explore`` in
the pack's ``bot_charts.yaml`` (nodes EXP-1..EXP-5; interpretation:EUPOP-BOT-41).

A Bot comes here with Bot card 11, from NAVAL (Quest for the New World and a colonist) or
from COLONIZE (no colonist on the map yet). Castile (or Portugal) without Quest for the New
World takes its Columbus event instead when it is on display (footnote 1). It rolls the
exploration die once (it pays no diplomatic power, so it never rerolls) and discovers, on a
number, a province of a distant area next to one of its colonists or towns, or — with the
Quest — its ships (footnote 2; A 1198): a vacant territory of that number
first, else a province of an NPR, a DNPR token or another realm's town in an area it has not
discovered. A territory takes a colonist, and the first colonist on a distant continent
adds its trade cards (footnote 3; ``rules/exploration/explore.py discover``). Then it
colonizes when it can (the Main Turn Structure's ``can_colonize``: a colonist waits and the
Bot can afford card 12's cost, which COLONIZE charges).

This chart links to no NAVAL: NAVAL's header names only Bot cards 9, 10 and card 11's war
action as its ways in (S 776-778, S 130; audit F4), so a Bot without the Quest explores next
to its realm as a human may.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.army import place_ship
from hegemon.games.eupop.bots.charts import event as event_chart
from hegemon.games.eupop.bots.charts.colonize import has_quest
from hegemon.games.eupop.bots.charts.event import columbus_event
from hegemon.games.eupop.bots.choice import provinces_by_tax_value
from hegemon.games.eupop.bots.facts import (
    Answer,
    BotContext,
    Call,
    Cannot,
    Done,
    Fact,
    FactValue,
    Step,
)
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.rules.exploration.distant import distant_areas, vacant_territory
from hegemon.games.eupop.rules.exploration.explore import FAILURE, discover
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.hostility import outlook, sea_zone_status
from hegemon.games.eupop.world.layout import owner, realm, world
from hegemon.games.eupop.world.naval import bot_ship_zones

EXPLORE = "eupop-bots:EXPLORE ACTION"
EVENT = "eupop-bots:EVENT ACTION"
SHIP_PLACEMENT = "eupop-bots:SHIP PLACEMENT"
FACE = "explore.face"
"""The memo's key for the face EXP-3 rolled, which EXP-4 reads in the same stretch."""


@implements(EXPLORE, "interpretation:EUPOP-BOT-41")
def columbus_on_display(bot: BotContext) -> Answer:
    """EXP-1 (footnote 1): the Bot has not researched Quest for the New World, has not taken
    the round's Event, and its Columbus event is on display."""
    taken = bot.realm in world(bot.state)["round"]["event_taken"]
    event = columbus_event(bot.state, bot.content, bot.realm)
    facts: dict[str, FactValue] = {
        "quest": int(has_quest(bot)),
        "event_taken": int(taken),
        "event": event or "none",
    }
    if has_quest(bot):
        return Answer(False, facts, "Quest for the New World already researched")
    if taken:
        return Answer(False, facts, "the Event of the round already taken")
    if event is None:
        return Answer(False, facts, "no Columbus event of the Bot on display")
    return Answer(True, facts, f"{event} on display: the Bot takes it")


@implements(EXPLORE, EVENT, "interpretation:EUPOP-BOT-41")
def take_columbus(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """EXP-1E: the Bot takes its Columbus event with option A as its EVENT chart takes it
    (bots/charts/event.py ``take_event``), this action's Bot Power standing for the
    option's price: ``take_event`` skips it (``bot_price_paid``)."""
    went = event_chart.take_event(game, bot, {"pick": "columbus"})
    if not isinstance(went, Call):
        return went
    return Call(went.procedure, {**went.local, "bot_price_paid": True}, went.because)


def _undiscovered_value(bot: BotContext, zone: str) -> int:
    """Total tax value of the distant areas bordering ``zone`` the Bot has not discovered."""
    geography = bot.content.geography
    known = bot.mat["discovered"]
    return sum(
        geography.areas[here].tax_value
        for here in geography.sea_zones[zone].coasts
        if here in geography.areas and geography.areas[here].distant and here not in known
    )


@implements(EXPLORE, SHIP_PLACEMENT, "interpretation:EUPOP-BOT-41")
def place_exploring_ship(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """EXP-2S: EXPLORE is one of the actions that place a Bot ship (S 472, S 508). With
    Quest for the New World, and no ship of its own yet bordering a distant area it has not
    discovered, the Bot places one where it may (next to its ports or ships) on the coast
    of the undiscovered distant areas of most tax value (then A→Z), in a zone that is not
    hostile: an exploring ship seeks no battle (interpretation:EUPOP-BOT-41)."""
    if not has_quest(bot):
        return Done({}, "no Quest for the New World: no ship for the distant seas")
    state, geography = bot.state, bot.content.geography
    _, held = _presence(bot)
    if any(_undiscovered_value(bot, zone) for zone in held):
        return Done({}, "a Bot ship already borders an undiscovered distant area")
    seen = outlook(state, bot.realm)
    candidates = [
        zone
        for zone in bot_ship_zones(state, geography, bot.realm)
        if _undiscovered_value(bot, zone)
        and sea_zone_status(state, geography, seen, zone) != "hostile"
    ]
    if not candidates:
        return Done({}, "no zone it may reach borders an undiscovered distant area")
    zone = min(candidates, key=lambda name: (-_undiscovered_value(bot, name), name))
    place_ship(game, bot.realm, zone, EXPLORE)
    return Done({"zone": zone}, f"a ship placed in {zone} to explore from")


@implements(EXPLORE, "interpretation:EUPOP-BOT-41")
def roll_exploration(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """EXP-3: the exploration die, once (no reroll); its failure face discovers nothing."""
    faces = bot.content.dice.exploration_die
    value = game.roll("exploration die", sides=len(faces), seat=bot.realm, rule=EXPLORE)
    face = faces[value - 1]
    game.log("exploration_die", bot.realm, rule=EXPLORE, face=face)
    if face == FAILURE:
        return Cannot("the failure face: nothing discovered", {"face": face})
    bot.memo[FACE] = face
    return Done({"face": face}, f"the exploration die shows {face}")


def _presence(bot: BotContext) -> tuple[set[str], set[str]]:
    """(areas holding a colonist or a town of the Bot, sea zones holding its ships — these
    only once it has Quest for the New World: without it a discovery is next to the realm
    alone, A 1198, interpretation:EUPOP-BOT-41)."""
    state, geography = bot.state, bot.content.geography
    provinces = world(state)["map"]["provinces"]
    areas = {geography.provinces[key].area for key in world(state)["owned"].get(bot.realm, [])}
    for here in distant_areas(geography):
        if any(provinces[key]["colonist"] == bot.realm for key in geography.areas[here].provinces):
            areas.add(here)
    if not has_quest(bot):
        return areas, set()
    zones = {
        force["where"]
        for force in world(state)["forces"].values()
        if force["realm"] == bot.realm
        and force["port"] is None
        and force["where"] in geography.sea_zones
        and any(force["units"].values())
    }
    return areas, zones


@implements(EXPLORE, "interpretation:EUPOP-BOT-41")
def reachable_areas(bot: BotContext) -> list[str]:
    """Footnote 2: the distant areas next to one of the Bot's colonists, towns or ships — an
    area holding one, adjacent to one, or on the coast of a sea zone with a Bot ship."""
    state, geography = bot.state, bot.content.geography
    areas, zones = _presence(bot)
    return [
        here
        for here in distant_areas(geography)
        if here in areas
        or any(
            other in areas and areas_adjacent(state, geography, here, other)
            for other in geography.areas[here].adjacent
        )
        or any(zone in zones for zone in geography.areas[here].coasts)
    ]


@implements(EXPLORE, "interpretation:EUPOP-BOT-41")
def discoveries(bot: BotContext, face: int) -> tuple[list[str], list[str]]:
    """(vacant territories numbered ``face``, other provinces a number discovers: of an NPR,
    with a DNPR token or another realm's town, in an area the Bot has not discovered), each
    in the Bot's order of choice (highest tax value, then A→Z), in the areas of
    :func:`reachable_areas`."""
    state, geography = bot.state, bot.content.geography
    known = set(bot.mat["discovered"])
    provinces = world(state)["map"]["provinces"]
    territories: list[str] = []
    others: list[str] = []
    for here in reachable_areas(bot):
        for key in geography.areas[here].provinces:
            if vacant_territory(state, geography, key):
                if geography.provinces[key].territory == face:
                    territories.append(key)
                continue
            if here in known:
                continue
            holder = owner(state, key)
            npr = holder is not None and realm(state, holder)["kind"] != "player"
            others_town = provinces[key]["town"] is not None and holder not in (None, bot.realm)
            if npr or provinces[key]["dnpr_token"] or others_town:
                others.append(key)
    return (
        provinces_by_tax_value(geography, territories, True),
        provinces_by_tax_value(geography, others, True),
    )


@implements(EXPLORE, "interpretation:EUPOP-BOT-41")
def discover_distant(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """EXP-4: on the face rolled, the Bot discovers the first vacant territory of that
    number it may reach, else the first other province a number discovers; the territory
    takes a colonist (``discover``). Nothing to discover: nothing happens (cannot)."""
    face = bot.memo.get(FACE)
    if not isinstance(face, int):
        raise ValueError(f"{bot.realm}: EXP-4 without the face of EXP-3")
    territories, others = discoveries(bot, face)
    facts: dict[str, FactValue] = {"face": face, "territories": territories, "others": others}
    if not territories and not others:
        game.log("nothing_discovered", bot.realm, rule=EXPLORE, face=face)
        return Cannot(f"nothing to discover on a {face}", facts)
    chosen = (territories or others)[0]
    discover(game, bot.realm, chosen)
    bot.memo.pop("colonize.colonies", None)
    facts["discovered"] = chosen
    return Done(facts, f"{chosen} discovered")


FACTS: dict[str, Fact] = {
    "columbus_on_display": columbus_on_display,
}
STEPS: dict[str, Step] = {
    "take_columbus": take_columbus,
    "place_exploring_ship": place_exploring_ship,
    "roll_exploration": roll_exploration,
    "discover_distant": discover_distant,
}
