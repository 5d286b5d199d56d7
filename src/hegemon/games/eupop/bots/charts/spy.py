"""The SPY action chart (eupop-bots SPY ACTION, COVERT ACTIONS; decision 0108 §2.8;
interpretation:EUPOP-BOT-34, EUPOP-BOT-35): the facts and steps of ``spy`` in the pack's
``bot_charts.yaml`` (nodes SPY-1..SPY-3), and :class:`BotCovert`, the human realms'
chance to counter it.

SPY-1 takes the realm DEFEND named as the attacker (its frame's ``target``), else the
Opponent Opponent selection picks, and keeps it in the chart's frame; with no target at
all the Bot turns to MILITARY (S 772). SPY-2 is the covert action: each human realm, in
turn order from the Bot's left, may counter it with Counterespionage (Bots never counter);
countered, the action ends. SPY-3: a claim in the target's area next to the Bot with the
most tax value, else 2 of the target's influence cubes off areas where the Bot has
influence too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.choice import OPPONENT, areas_by_tax_value, opponent
from hegemon.games.eupop.bots.claims import place_claim
from hegemon.games.eupop.bots.facts import (
    CANNOT,
    BotContext,
    Call,
    Cannot,
    Done,
    Fact,
    FactValue,
    Step,
)
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.rules.cards.covert import COUNTER
from hegemon.games.eupop.rules.sequence.order import human_realms
from hegemon.games.eupop.world.layout import area, world
from hegemon.games.eupop.world.realms import realm_areas

SPY = "eupop-bots:SPY ACTION"
COVERT = "eupop-bots:COVERT ACTIONS"
AID_COVERT = "eupop-aid:COVERT ACTIONS (p. 4)"
DEFEND = "defend"
"""The chart whose attacker SPY takes as its target (S 808)."""
CUBES_REMOVED = 2


def _frame(state: State) -> dict[str, Any]:
    """The chart's own frame (the ``bot_chart`` procedure walking ``spy``)."""
    local: dict[str, Any] = state["stack"][-1]["local"]
    return local


def defend_target(state: State) -> str | None:
    """The realm DEFEND named as the attacker, when DEFEND linked this chart."""
    stack = state["stack"]
    if len(stack) < 2 or stack[-2]["procedure"] != "bot_chart":
        return None
    caller = stack[-2]["local"]
    if caller.get("chart") != DEFEND:
        return None
    target = caller.get("target")
    if target is None or target not in world(state)["realms"]:
        return None  # rebels: no realm to spy on
    return str(target)


@implements(SPY, OPPONENT, "interpretation:EUPOP-BOT-35", "interpretation:EUPOP-BOT-58")
def choose_spy_target(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """SPY-1: the attacker DEFEND named, else an Opponent (a player realm holding a
    province) chosen by Opponent selection; none: cannot (the Bot turns to MILITARY)."""
    target = defend_target(game.state)
    how = "the attacker named by DEFEND"
    if target is None:
        typed = world(game.state)
        candidates = [
            name
            for name in typed["round"]["turn_order"]
            if name != bot.realm and typed["owned"].get(name)
        ]
        chosen = opponent(game, bot.content.geography, bot.realm, candidates, rule=SPY)
        if chosen.chosen is None:
            return Cannot("no Opponent to spy on")
        target, how = chosen.chosen, chosen.how
    _frame(game.state)["target"] = target
    return Done({"target": target}, f"spying on {target} ({how})")


@implements(SPY, COVERT, AID_COVERT, "interpretation:EUPOP-BOT-34")
def covert(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """SPY-2: the covert action, which a human realm may counter (:class:`BotCovert`)."""
    target = str(_frame(game.state)["target"])
    return Call(
        BotCovert.name,
        {"realm": bot.realm, "target": target},
        f"a covert action against {target}",
    )


def _next_to_bot(bot: BotContext, target: str) -> list[str]:
    """The target's areas next to (or shared with) an area where the Bot owns a province,
    without a claim or core of the Bot yet: best first (tax value, then A→Z)."""
    state, geography = bot.state, bot.content.geography
    mine = {geography.provinces[key].area for key in world(state)["owned"].get(bot.realm, [])}
    found = []
    for where in realm_areas(state, geography, target):
        record = area(state, where)
        if bot.realm in record["claims"] or bot.realm in record["cores"]:
            continue
        if where in mine or mine & set(geography.areas[where].adjacent):
            found.append(where)
    return areas_by_tax_value(geography, found, True)


@implements(SPY, "interpretation:EUPOP-BOT-35")
def spy_effect(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """SPY-3: a claim in the target's area next to the Bot of the most tax value; with no
    such area, 2 of the target's influence cubes back to its supply from areas where the
    Bot has influence too (highest tax value first, then A→Z). Neither: cannot."""
    state = game.state
    target = str(_frame(state)["target"])
    areas = _next_to_bot(bot, target)
    facts: dict[str, FactValue] = {"target": target}
    for where in areas:
        placed = place_claim(game, bot.realm, where, SPY)
        if placed.where is not None:
            facts["claim"] = where
            return Done(facts, f"a claim placed in {where}")
    shared = areas_by_tax_value(
        bot.content.geography,
        [
            where
            for where in sorted(world(state)["map"]["areas"])
            if area(state, where)["influence"].get(target, 0) > 0
            and area(state, where)["influence"].get(bot.realm, 0) > 0
        ],
        True,
    )
    removed: list[str] = []
    for where in shared:
        influence = area(state, where)["influence"]
        while len(removed) < CUBES_REMOVED and influence.get(target, 0) > 0:
            influence[target] -= 1
            if influence[target] == 0:
                del influence[target]
            supply = world(state)["supply"].get(target)
            if supply is not None:
                supply["cubes"] += 1
            removed.append(where)
        if len(removed) == CUBES_REMOVED:
            break
    if not removed:
        return Cannot(f"no area for a claim and no shared influence with {target}", facts)
    game.log("influence_removed", target, rule=SPY, count=len(removed), reason="spied_on")
    facts["removed"] = len(removed)
    facts["areas"] = sorted(set(removed))
    return Done(facts, f"{len(removed)} of {target}'s influence removed")


class BotCovert(Procedure):
    """A Bot's covert action (local ``realm``, ``target``): each human realm, in turn order
    from the Bot's left, may counter it with Counterespionage; ends with ``cannot`` when
    countered (eupop-bots COVERT ACTIONS; interpretation:EUPOP-BOT-34)."""

    name = "bot_covert"

    @step
    @implements(COVERT, AID_COVERT, "interpretation:EUPOP-BOT-34")
    def start(self, game: Game, local: Local) -> None:
        bot = local["realm"]
        order = list(world(game.state)["round"]["turn_order"])
        at = order.index(bot) if bot in order else -1
        humans = set(human_realms(game.state))
        others = [name for name in order[at + 1 :] + order[: at + 1] if name in humans]
        game.ask_in_turn(others, COUNTER, then="answered", stop_at_first=True, player=bot)

    @step
    def answered(self, game: Game, local: Local) -> None:
        countered = [name for name, result in local.pop("result") if result is not None]
        if countered:
            game.end(CANNOT)
            return
        game.end("done")


FACTS: dict[str, Fact] = {}
STEPS: dict[str, Step] = {
    "choose_spy_target": choose_spy_target,
    "covert": covert,
    "spy_effect": spy_effect,
}
PROCEDURES: tuple[Procedure, ...] = (BotCovert(),)
