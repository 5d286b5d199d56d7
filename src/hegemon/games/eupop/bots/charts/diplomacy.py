"""The DIPLOMACY action chart (decision 0108 §2.8; interpretation:EUPOP-BOT-42): the facts
and steps of ``diplomacy`` in the pack's ``bot_charts.yaml`` (nodes DIP-1..DIP-4).

No text of this chart survives (the booklet's contents name it, S 15): it is built from
the targeting charts (eupop-bots TARGETING CHARTS), the ideas bonus (BOTS & IDEAS) and the
alliance rules for Bots (BOTS & ALLIANCES), and cites BOT ACTIONS, the section its chart
would have been part of. DIP-1 rolls the diplomatic target and keeps it in the chart's
frame (``target``); DIP-2 places the Bot's influence cubes in the target's areas (the
capital's first, then by tax value) within the human limits (2 new cubes an area, 5 in
all); DIP-3/DIP-4 forge an alliance
with the target when the human Forge Alliance conditions hold, paid in Bot Power.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.choice import areas_by_tax_value
from hegemon.games.eupop.bots.facts import Answer, BotContext, Cannot, Done, Fact, FactValue, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import spend_bp, take_cube
from hegemon.games.eupop.bots.targeting import roll_target
from hegemon.games.eupop.rules.curia.cardinals import alliance_changed
from hegemon.games.eupop.rules.diplomacy.forge import price, refusal
from hegemon.games.eupop.rules.diplomacy.influence import INFLUENCE_ACTION, PER_AREA
from hegemon.games.eupop.rules.diplomacy.placing import AREA_LIMIT, place
from hegemon.games.eupop.rules.war.calls import end_alliance
from hegemon.games.eupop.world.influence import cubes_in, influence_allowed
from hegemon.games.eupop.world.layout import realm, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import ally, is_player

ACTIONS = "eupop-bots:BOT ACTIONS"
TARGETING = "eupop-bots:TARGETING CHARTS"
IDEAS = "eupop-bots:BOTS & IDEAS"
ALLIANCES = "eupop-bots:BOTS & ALLIANCES"
BASE_CUBES = 2
"""Influence cubes a DIPLOMACY action places before the ideas bonus (our number,
interpretation:EUPOP-BOT-42)."""


def _frame(state: State) -> dict[str, Any]:
    """The chart's own frame (the ``bot_chart`` procedure walking ``diplomacy``)."""
    local: dict[str, Any] = state["stack"][-1]["local"]
    return local


def ideas_bonus(bot: BotContext) -> int:
    """More cubes for the Bot's diplomatic ideas: 1 with 1-2, 2 with 3 or more
    (interpretation:EUPOP-BOT-25)."""
    count = bot.mat["ideas"]["diplomatic"]
    return 0 if count == 0 else 1 if count < 3 else 2


@implements(ACTIONS, TARGETING, "interpretation:EUPOP-BOT-42")
def roll_diplomatic_target(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DIP-1: the Bot's diplomatic targeting chart gives the target, kept in the chart's
    frame (a vacant territory: the Bot's colonist went there; none valid: cannot)."""
    found = roll_target(game, bot.realm, "diplomatic", turn=bot.turn)
    if found is None:
        return Cannot("no valid diplomatic target")
    frame = _frame(game.state)
    if found.territory is not None:
        frame["territory"] = found.territory
        return Done({"territory": found.territory}, f"a colonist placed on {found.territory}")
    frame["target"] = found.realm
    return Done({"target": str(found.realm)}, f"the diplomatic target is {found.realm}")


@implements(TARGETING, "interpretation:EUPOP-BOT-45")
def colonist_placed(bot: BotContext) -> Answer:
    """DIP-1V: the roll gave a vacant territory and the Bot's colonist went there: the
    turn ends."""
    where = _frame(bot.state).get("territory")
    if where is None:
        return Answer(False, {}, "a realm to deal with")
    return Answer(True, {"territory": str(where)}, f"a colonist placed on {where}")


def _areas(game: Game, bot: BotContext, target: str) -> list[str]:
    """The target's areas where influence may stand: its capital's area first, then the
    others by tax value (good for the Bot), then A→Z."""
    state, geography = game.state, bot.content.geography
    areas = [
        where
        for where in realm_areas(state, geography, target)
        if influence_allowed(state, geography, where)
    ]
    capital = realm(state, target)["capital"]
    first = geography.provinces[capital].area if capital is not None else None
    ordered = areas_by_tax_value(geography, areas, True)
    if first in ordered:
        ordered.remove(first)
        ordered.insert(0, first)
    return ordered


def _cube(game: Game, bot: BotContext, rule: str) -> bool:
    """A cube in the Bot's supply to place: there, or brought there by the cube shortage's
    order (interpretation:EUPOP-BOT-26)."""
    if world(game.state)["supply"][bot.realm]["cubes"] > 0:
        return True
    return take_cube(game, bot.realm, rule) is not None


@implements(
    ACTIONS,
    IDEAS,
    INFLUENCE_ACTION,
    "interpretation:EUPOP-BOT-42",
    "interpretation:EUPOP-BOT-25",
)
def place_influence(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DIP-2: 2 influence cubes (3 with 1-2 diplomatic ideas, 4 with 3+) in the target's
    areas, its capital's area first, then the others by tax value, within the human
    limits: at most 2 new cubes in one area in the action (then the next area), and 5
    cubes an area; never where influence may not stand. None placed: cannot."""
    target = str(_frame(game.state)["target"])
    wanted = BASE_CUBES + ideas_bonus(bot)
    placed: list[str] = []
    for where in _areas(game, bot, target):
        new = 0
        while len(placed) < wanted and new < PER_AREA and cubes_in(game.state, where) < AREA_LIMIT:
            if not _cube(game, bot, ACTIONS):
                break
            place(game, bot.realm, f"place:{where}", ACTIONS)
            placed.append(where)
            new += 1
        if len(placed) == wanted:
            break
    facts: dict[str, FactValue] = {"target": target, "wanted": wanted, "placed": len(placed)}
    if placed:
        facts["areas"] = sorted(set(placed))
    if not placed:
        return Cannot(f"no room for influence in {target}'s areas", facts)
    return Done(facts, f"{len(placed)} influence placed in {target}'s areas")


@implements(ACTIONS, ALLIANCES, "interpretation:EUPOP-BOT-42", "interpretation:EUPOP-BOT-33")
def may_forge_alliance(bot: BotContext) -> Answer:
    """DIP-3: the human Forge Alliance conditions hold for the Bot and its target (a
    non-player realm — never an Opponent — both at peace, an alliance token, 2 influence
    in it and more than its player ally has) and the Bot has the price in Bot Power."""
    target = str(_frame(bot.state)["target"])
    geography = bot.content.geography
    reason = refusal(bot.state, geography, bot.realm, target)
    cost = price(bot.state, geography, target)
    available = bot.mat["power"]["available"]
    facts: dict[str, FactValue] = {"target": target, "cost": cost, "available": available}
    if reason is not None:
        return Answer(False, facts, reason)
    if available < cost:
        return Answer(False, facts, f"{available} Bot Power, the alliance costs {cost}")
    return Answer(True, facts, f"an alliance with {target} for {cost} Bot Power")


@implements(ACTIONS, ALLIANCES, "interpretation:EUPOP-BOT-42")
def forge_alliance(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """DIP-4: the Bot pays the price in Bot Power, the target's alliance with a player
    realm ends, the Bot allies with it and puts one influence cube in its capital's area
    when there is room (the human procedure's effects, eupop-aid Forge Alliance)."""
    state, geography = game.state, bot.content.geography
    target = str(_frame(state)["target"])
    cost = price(state, geography, target)
    paid = spend_bp(game, bot.realm, cost, ACTIONS, f"an alliance with {target}")
    for other in list(realm(state, target)["allies"]):
        if is_player(state, other):
            end_alliance(game, other, target, ACTIONS, f"{bot.realm} forged an alliance")
    ally(state, bot.realm, target)
    game.log("alliance_formed", bot.realm, rule=ACTIONS, ally=target)
    alliance_changed(game, bot.realm, target)
    capital = realm(state, target)["capital"]
    where = geography.provinces[capital].area if capital is not None else None
    cube = 0
    if (
        where is not None
        and influence_allowed(state, geography, where)
        and cubes_in(state, where) < AREA_LIMIT
        and _cube(game, bot, ACTIONS)
    ):
        place(game, bot.realm, f"place:{where}", ACTIONS)
        cube = 1
    return Done(
        {"ally": target, "paid": paid, "cube": cube}, f"allied with {target} for {paid} Bot Power"
    )


FACTS: dict[str, Fact] = {
    "colonist_placed": colonist_placed,
    "may_forge_alliance": may_forge_alliance,
}
STEPS: dict[str, Step] = {
    "roll_diplomatic_target": roll_diplomatic_target,
    "place_influence": place_influence,
    "forge_alliance": forge_alliance,
}
