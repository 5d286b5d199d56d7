"""The PAPAL CURIA action chart (eupop-bots PAPAL CURIA ACTION; decision 0108 §2.8;
interpretation:EUPOP-BOT-40): the facts and steps of ``curia`` in the pack's
``bot_charts.yaml`` (nodes PAP-1..PAP-5).

A Catholic Bot that is the Papal Controller takes a papal action (Ages I-II, once a
round): a crusade when an area qualifies — its war goes through the MILITARY chart, which
reads the area in this chart's frame (``crusade``) — else it excommunicates an Opponent
chosen by Opponent selection. Otherwise (or with no one to excommunicate) it puts a
cardinal into the left-most free regular slot. The card's Bot Power is the action's price.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.choice import OPPONENT, areas_by_tax_value, opponent
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
from hegemon.games.eupop.bots.power import take_cube
from hegemon.games.eupop.rules.curia.cardinals import cardinal_offers, place_cardinal
from hegemon.games.eupop.rules.curia.papal import (
    crusade_areas,
    excommunication_targets,
    papal_action_allowed,
)
from hegemon.games.eupop.world.curia import is_catholic
from hegemon.games.eupop.world.layout import world

CURIA = "eupop-bots:PAPAL CURIA ACTION"
CALL_CRUSADE = "eupop-aid:Call Crusade (2👤)"


def _frame(state: State) -> dict[str, Any]:
    """The chart's own frame (the ``bot_chart`` procedure walking ``curia``)."""
    local: dict[str, Any] = state["stack"][-1]["local"]
    return local


@implements(CURIA, "interpretation:EUPOP-BOT-40")
def catholic(bot: BotContext) -> Answer:
    """PAP-1: the Bot's state religion counts as Catholic."""
    religion = world(bot.state)["realms"][bot.realm]["religion"]
    yes = is_catholic(bot.state, bot.realm)
    return Answer(yes, {"religion": religion}, "Catholic" if yes else f"{religion}, not Catholic")


@implements(CURIA, "interpretation:EUPOP-BOT-40")
def papal_action_ready(bot: BotContext) -> Answer:
    """PAP-2: the Bot is the Papal Controller and may take a papal action now (Ages I-II,
    none taken this round)."""
    typed = world(bot.state)
    facts: dict[str, FactValue] = {
        "age": typed["round"]["age"],
        "taken": int(typed["round"]["papal_action"]),
    }
    if papal_action_allowed(bot.state, bot.realm):
        return Answer(True, facts, "the Papal Controller may take a papal action")
    return Answer(False, facts, "no papal action for the Bot now")


@implements(CURIA, CALL_CRUSADE, "interpretation:EUPOP-BOT-40")
def crusade_possible(bot: BotContext) -> Answer:
    """PAP-3: an area qualifies for a crusade (2+ provinces of Muslim realms, no crusade
    token yet)."""
    areas = crusade_areas(bot.state, bot.content)
    if not areas:
        return Answer(False, {"areas": 0}, "no area for a crusade")
    return Answer(True, {"areas": areas[:5]}, f"{len(areas)} areas for a crusade")


@implements(CURIA, CALL_CRUSADE, "interpretation:EUPOP-BOT-40")
def call_crusade(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """PAP-3C: the crusade is called on the area of highest tax value (then A→Z): its
    token placed, the round's papal action taken. The war is the MILITARY chart's
    (S 772): it finds the area in this chart's frame."""
    areas = crusade_areas(game.state, bot.content)
    if not areas:
        return Cannot("no area for a crusade")
    where = areas_by_tax_value(bot.content.geography, areas, True)[0]
    typed = world(game.state)
    typed["round"]["papal_action"] = True
    typed["map"]["areas"][where]["crusade"] = True
    game.log("crusade_called", bot.realm, rule=CALL_CRUSADE, area=where)
    _frame(game.state)["crusade"] = where
    return Done({"area": where}, f"a crusade called on {where}")


@implements(CURIA, OPPONENT, "interpretation:EUPOP-BOT-40", "interpretation:EUPOP-BOT-58")
def excommunicate(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """PAP-4: the ruler of an Opponent (a Catholic player realm not excommunicated yet)
    chosen by Opponent selection is excommunicated, through the human procedure; none:
    cannot (the Bot places a cardinal instead)."""
    players = world(game.state)["players"].keys() | world(game.state)["bots"].keys()
    candidates = [
        name for name in excommunication_targets(game.state, bot.realm) if name in players
    ]
    chosen = opponent(game, bot.content.geography, bot.realm, candidates, rule=CURIA)
    if chosen.chosen is None:
        return Cannot("no Opponent to excommunicate")
    return Call(
        "excommunicate_ruler",
        {"seat": bot.realm, "argument": chosen.chosen},
        f"excommunicating the ruler of {chosen.chosen} ({chosen.how})",
    )


@implements(CURIA, "interpretation:EUPOP-BOT-40")
def place_bot_cardinal(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """PAP-5: a cardinal into the left-most free regular slot (never Roma's); its cube from
    the supply, or brought there by the cube shortage's order once a slot is known to be
    free (no cube leaves the map for nothing, audit F12). No free slot: cannot."""
    if not cardinal_offers(game.state, bot.content, bot.realm, cube_needed=False):
        return Cannot("no free regular slot for a cardinal")
    if world(game.state)["supply"][bot.realm]["cubes"] == 0:
        take_cube(game, bot.realm, CURIA)
    slots = cardinal_offers(game.state, bot.content, bot.realm)
    if not slots:
        return Cannot("no cube anywhere for a cardinal")
    slot = min(slots)
    place_cardinal(game, bot.realm, slot, CURIA)
    return Done({"slot": slot}, f"a cardinal placed in slot {slot + 1}")


FACTS: dict[str, Fact] = {
    "catholic": catholic,
    "papal_action_ready": papal_action_ready,
    "crusade_possible": crusade_possible,
}
STEPS: dict[str, Step] = {
    "call_crusade": call_crusade,
    "excommunicate": excommunicate,
    "place_bot_cardinal": place_bot_cardinal,
}
