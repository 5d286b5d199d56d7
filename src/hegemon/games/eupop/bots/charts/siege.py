"""The SIEGE action chart (eupop-bots SIEGE ACTION; decision 0108 §2.10;
interpretation:EUPOP-BOT-11, EUPOP-BOT-65): the facts and steps of ``siege`` in the pack's
``bot_charts.yaml``.

SIE-1 asks whether the army may siege where it stands; SIE-2 picks the provinces its Bot
Power pays for and runs steps 4 to 7 of the main siege rules (the procedure ``siege``'s Bot
branch, rules/battle/siege.py ``bot_siege``). Entered from the Main Turn Structure the
action costs at least 1 Bot Power (interpretation:EUPOP-BOT-10): the first Bot Power of the
siege, or 1 paid for nothing when nothing can be sieged (SIE-1P, SIE-2's cannot).

Also here, as the DEFEND chart reads them too: :func:`from_main` and :func:`pay_action`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.choice import provinces_by_tax_value
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import spend_bp
from hegemon.games.eupop.bots.tokens import out_of_towns
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import SHIPS, controller, forces_at, world

SIEGE = "eupop-bots:SIEGE ACTION"
IDEAS = "eupop-bots:BOTS & IDEAS"
MAIN = "main"
IDEAS_FOR_DOUBLE = 3
"""Military ideas from which each Bot Power sieges 2 tax value (BOTS & IDEAS)."""
DOUBLE_CAP = 6
"""The most tax value a Bot with 3+ military ideas sieges in one action."""


def from_main(state: State) -> bool:
    """Whether the chart being walked was linked from the Main Turn Structure (its caller's
    frame walks ``main``)."""
    stack = state["stack"]
    return (
        len(stack) >= 2
        and stack[-2]["procedure"] == "bot_chart"
        and stack[-2]["local"].get("chart") == MAIN
    )


@implements("eupop-bots:DEFEND ACTION", SIEGE, "interpretation:EUPOP-BOT-10")
def pay_action(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """The action's price when the Main Turn Structure sent the Bot here: 1 Bot Power
    (nothing when another chart linked it: its card paid)."""
    if not from_main(game.state):
        return Done({"paid": 0}, "linked from another action: nothing to pay")
    paid = spend_bp(game, bot.realm, 1, str(args.get("rule", SIEGE)), "the action's price")
    return Done({"paid": paid}, f"{paid} Bot Power paid for the action")


def island_cut_off(state: State, content: Content, name: str, realm: str) -> bool:
    """An island province with no ship of ``realm`` in a sea zone it faces (footnote 3)."""
    info = content.geography.provinces[name]
    if info.port != "island":
        return False
    return not any(
        force["realm"] == realm and any(force["units"].get(kind) for kind in SHIPS)
        for zone in info.faces
        for force in forces_at(state, zone)
    )


@implements(SIEGE, "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-11")
def siege_candidates(bot: BotContext) -> list[str]:
    """Provinces of the army's area controlled by an enemy or rebels that the Bot may
    siege: an island one only with a Bot ship in a zone it faces (footnote 3); out of
    towns, only its own provinces an enemy occupies — TOWNS forbids a *new* province, and
    taking back its own needs no town token."""
    kept = bot.memo.get("siege_candidates")
    if kept is not None:
        found: list[str] = kept
        return found
    area = bot.mat["army"]["area"]
    found = []
    if area is not None:
        seen = outlook(bot.state, bot.realm)
        towns_left = not out_of_towns(bot.state, bot.realm)
        records = world(bot.state)["map"]["provinces"]
        found = [
            name
            for name in bot.content.geography.areas[area].provinces
            if seen.hostile(controller(bot.state, name))
            and (towns_left or records[name]["owner"] == bot.realm)
            and not island_cut_off(bot.state, bot.content, name, bot.realm)
        ]
    bot.memo["siege_candidates"] = found
    return found


@implements(SIEGE, "eupop-bots:TOWNS", "interpretation:EUPOP-BOT-11", "interpretation:EUPOP-BOT-22")
def may_siege_here(bot: BotContext) -> Answer:
    """SIE-1: the army stands on the map with an upright unit and a province there it may
    siege (out of towns, only one of its own, TOWNS) and the Bot has Bot Power to spend."""
    area = bot.mat["army"]["area"]
    available = bot.mat["power"]["available"]
    facts: dict[str, int | str | list[str]] = {"army": area or "off map", "available": available}
    if area is None:
        return Answer(False, facts, "the Bot army is not on the map")
    standing = bot.mat["army"]["units"] - bot.mat["army"]["laid_down"]
    facts["upright"] = standing
    if standing <= 0:  # laid-down units never fight nor siege (EUPOP-BOT-22)
        return Answer(False, facts, f"no upright unit in the army in {area}")
    candidates = siege_candidates(bot)
    facts["siege_targets"] = sorted(candidates)
    if not candidates:
        if out_of_towns(bot.state, bot.realm):
            return Answer(
                False, facts, f"out of towns: no province of its own to take back in {area}"
            )
        return Answer(False, facts, f"no province in {area} the army may siege")
    if available <= 0:
        return Answer(False, facts, "no Bot Power available")
    return Answer(True, facts, f"{len(candidates)} provinces to siege in {area}")


@implements(SIEGE, IDEAS, "interpretation:EUPOP-BOT-11", "interpretation:EUPOP-BOT-65")
def siege_plan(bot: BotContext) -> tuple[list[str], int]:
    """The provinces the Bot sieges and the Bot Power they cost: small provinces before
    large ones, each size by the choice process (highest tax value, then A→Z), every one
    the Bot can still pay for at 1 tax value per Bot Power (2 with 3+ military ideas, up
    to 6 tax value in all). When its Bot Power pays for no province whole, it sieges the
    first of that order with all the Bot Power it has: footnote 3's single Bot Power
    buying a large province when no small one is left is that case
    (interpretation:EUPOP-BOT-65)."""
    geography = bot.content.geography
    available = bot.mat["power"]["available"]
    double = bot.mat["ideas"]["military"] >= IDEAS_FOR_DOUBLE
    rate, cap = (2, DOUBLE_CAP) if double else (1, None)
    candidates = siege_candidates(bot)
    small = [name for name in candidates if geography.provinces[name].town == "small"]
    large = [name for name in candidates if name not in small]
    ordered = provinces_by_tax_value(geography, small, True) + provinces_by_tax_value(
        geography, large, True
    )
    chosen: list[str] = []
    total = 0
    for name in ordered:
        more = total + geography.provinces[name].tax_value
        if (cap is not None and more > cap) or -(-more // rate) > available:
            continue
        chosen.append(name)
        total = more
    if not chosen and ordered and available > 0:
        return ordered[:1], available
    return chosen, -(-total // rate)


@implements(SIEGE, "interpretation:EUPOP-BOT-11", "interpretation:EUPOP-BOT-10")
def siege_provinces(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """SIE-2: pay for the provinces of :func:`siege_plan` and siege them (steps 4 to 7 of
    the main rules, procedure ``siege``); nothing affordable: the action's price alone when
    the Main Turn Structure sent the Bot, and the chart's cannot exit."""
    chosen, cost = siege_plan(bot)
    if not chosen:
        paid = 0
        if from_main(bot.state):
            paid = spend_bp(game, bot.realm, 1, SIEGE, "the action's price")
        return Cannot("no province the Bot Power pays for", {"paid": paid})
    paid = spend_bp(game, bot.realm, cost, SIEGE, f"siege of {', '.join(chosen)}")
    return Call(
        "siege",
        {"realm": bot.realm, "province": chosen[0], "provinces": chosen, "cost": paid},
        f"sieges {', '.join(chosen)} for {paid} Bot Power",
    )


FACTS: dict[str, Fact] = {"may_siege_here": may_siege_here}
STEPS: dict[str, Step] = {"pay_action": pay_action, "siege_provinces": siege_provinces}
