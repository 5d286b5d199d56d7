"""The COLONIZE action chart (eupop-bots COLONIZE ACTION; decision 0108 §2.13): the facts
its questions read and the steps of its action nodes. The chart itself is data,
``colonize`` in the pack's ``bot_charts.yaml`` (nodes COL-1..COL-3;
interpretation:EUPOP-BOT-12).

A Bot comes here from the Main Turn Structure (MTS-4: a colonist waits and the Bot can
afford card 12's cost), from EXPLORE (a colonist just placed and card 12's cost
affordable) or with Bot card 12. Its colonist on a vacant territory becomes a small town of
the Bot; a Bot out of towns colonizes nothing (eupop-bots TOWNS). Unless card 12 itself is
the card played, the Bot pays card 12's cost here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.charts.main import COLONIZE_CARD, territories
from hegemon.games.eupop.bots.choice import provinces_by_tax_value
from hegemon.games.eupop.bots.deck import bot_card
from hegemon.games.eupop.bots.facts import Answer, BotContext, Cannot, Done, Fact, FactValue, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import spend_bp
from hegemon.games.eupop.bots.tokens import out_of_towns, town_for
from hegemon.games.eupop.rules.exploration.distant import QUEST
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.world.layout import set_owner, world

COLONIZE = "eupop-bots:COLONIZE ACTION"
TOWNS = "eupop-bots:TOWNS"


def colonies(bot: BotContext) -> list[str]:
    """The Bot's colonists on vacant territories, in the order it founds colonies (the
    highest tax value first, then A→Z: a town is good for the Bot). Kept in the memo."""
    kept: list[str] | None = bot.memo.get("colonize.colonies")
    if kept is None:
        provinces = world(bot.state)["map"]["provinces"]
        found = [
            key
            for key in territories(bot.content.geography)
            if provinces[key]["colonist"] == bot.realm and provinces[key]["owner"] is None
        ]
        kept = bot.memo["colonize.colonies"] = provinces_by_tax_value(
            bot.content.geography, found, True
        )
    return kept


def has_quest(bot: BotContext) -> bool:
    """Whether the Bot has researched Quest for the New World."""
    return QUEST in bot.mat["researched"]


@implements(COLONIZE, "interpretation:EUPOP-BOT-12")
def colonist_on_vacant(bot: BotContext) -> Answer:
    """COL-1: a colonist of the Bot stands on a vacant territory."""
    found = colonies(bot)
    facts: dict[str, FactValue] = {"colonists_on_territories": found}
    if not found:
        return Answer(False, facts, "no Bot colonist on a vacant territory")
    return Answer(True, facts, f"a Bot colonist on {found[0]}")


@implements(COLONIZE, "interpretation:EUPOP-BOT-12")
def quest_and_colonist(bot: BotContext) -> Answer:
    """COL-3: with no colonist on the map, the Bot may explore for a territory when it has
    Quest for the New World and a colonist on its mat."""
    quest, colonists = has_quest(bot), bot.mat["colonists"]
    facts: dict[str, FactValue] = {"quest": int(quest), "colonists": colonists}
    if not quest:
        return Answer(False, facts, "no Quest for the New World")
    if colonists <= 0:
        return Answer(False, facts, "no colonist on the Bot mat")
    return Answer(True, facts, f"Quest for the New World and {colonists} colonists: explore")


@implements(COLONIZE, TOWNS, "interpretation:EUPOP-BOT-12", "interpretation:EUPOP-BOT-27")
def found_colony(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """COL-2: the Bot's colonist on the best vacant territory becomes a small town of the
    Bot (the colonist goes back to its supply, the province becomes its own, the first town
    on a distant continent adds its trade cards). Out of towns: nothing (cannot). Unless
    Bot card 12 itself paid for it, the Bot pays card 12's cost first (taken from the Main
    Turn Structure or after EXPLORE)."""
    found = colonies(bot)
    if not found:
        return Cannot("no Bot colonist on a vacant territory")
    if out_of_towns(game.state, bot.realm):
        return Cannot("the Bot is out of towns", {"colony": found[0]})
    facts: dict[str, FactValue] = {"colony": found[0]}
    if bot.mat["card"] != COLONIZE_CARD:
        cost = bot_card(bot.content, COLONIZE_CARD).cost
        facts["paid"] = spend_bp(game, bot.realm, cost, COLONIZE, "colonize (card 12's cost)")
    name = found[0]
    state = game.state
    record = world(state)["map"]["provinces"][name]
    if not town_for(game, bot.realm, "small", name, COLONIZE):
        return Cannot("the Bot is out of towns", facts)
    record["colonist"] = None
    world(state)["supply"][bot.realm]["colonists"] += 1
    set_owner(state, name, bot.realm)
    game.log("colony_founded", bot.realm, rule=COLONIZE, province=name)
    after_provinces_changed(game, [name])
    geography = bot.content.geography
    open_distant_trade(game, bot.content, geography.areas[geography.provinces[name].area].continent)
    bot.memo.pop("colonize.colonies", None)
    return Done(facts, f"a small town founded in {name}")


FACTS: dict[str, Fact] = {
    "colonist_on_vacant": colonist_on_vacant,
    "quest_and_colonist": quest_and_colonist,
}
STEPS: dict[str, Step] = {
    "found_colony": found_colony,
}
