"""The Main Turn Structure (eupop-bots MAIN TURN STRUCTURE; decision 0108 §2.4): the facts
its questions read and the steps of its action nodes. The chart itself is data, ``main``
in the pack's ``bot_charts.yaml`` (nodes MTS-1..MTS-8; interpretation:EUPOP-BOT-8).

Its image is lost: the nodes are our reading of the card table, its two footnotes, the
"(from Main Turn Structure)" lines of the action charts and the passing rule
(interpretation:EUPOP-BOT-8, 9, 4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.charts.defend import invaders, occupied
from hegemon.games.eupop.bots.charts.event import events_for_bot
from hegemon.games.eupop.bots.charts.siege import may_siege_here
from hegemon.games.eupop.bots.deck import at_war, bot_card, take_card
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
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.bots.tokens import out_of_towns
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

MAIN = "eupop-bots:MAIN TURN STRUCTURE"
ACTION_PHASE = "eupop-bots:ACTION PHASE"
COLONIZE_CARD = 12
"""The Bot card whose cost the Main Turn Structure's colonizing asks the Bot to afford
(interpretation:EUPOP-BOT-12)."""
PASSING_BP = (2, 1)
"""Bot Power for the first and the second realm to pass (interpretation:EUPOP-BOT-4)."""


_TERRITORIES: dict[int, tuple[Geography, tuple[str, ...]]] = {}


def territories(geography: Geography) -> tuple[str, ...]:
    """The map's territories, sorted, worked out once per map (a colonist stands only on
    one: MTS-4 reads these, not the whole map)."""
    kept = _TERRITORIES.get(id(geography))
    if kept is None or kept[0] is not geography:
        names = tuple(
            sorted(key for key, info in geography.provinces.items() if info.territory is not None)
        )
        if len(_TERRITORIES) >= 16:  # packs of tests come and go: keep a few maps only
            _TERRITORIES.clear()
        kept = _TERRITORIES[id(geography)] = (geography, names)
    return kept[1]


def _available(bot: BotContext) -> int:
    return bot.mat["power"]["available"]


def _out_of_turns(bot: BotContext) -> tuple[bool, dict[str, int | str | list[str]], str]:
    """No Available Bot Power or no card left: what MTS-5 and MTS-6 both read."""
    available, deck = _available(bot), len(bot.mat["deck"])
    out = available == 0 or deck == 0
    why = "no Bot Power available" if available == 0 else "the Bot deck is empty"
    return out, {"available": available, "deck": deck}, why if out else "Bot Power and cards left"


def _event_open(bot: BotContext) -> tuple[bool, bool]:
    """Whether the Bot took the round's Event, and whether an Event it can take is on
    display (the EVENT chart's EVT-1 list: the two never disagree, audit F6)."""
    typed = world(bot.state)
    return bot.realm in typed["round"]["event_taken"], bool(events_for_bot(bot.state, bot.content))


@implements(MAIN, "interpretation:EUPOP-BOT-8", "interpretation:EUPOP-BOT-4")
def event_turn_only(bot: BotContext) -> Answer:
    """MTS-1: the end of the Action phase's last chance for an Event."""
    last = bot.mode == "event"
    because = "the last chance to take an Event" if last else f"a {bot.mode} turn"
    return Answer(last, {"mode": bot.mode}, because)


@implements(MAIN, "interpretation:EUPOP-BOT-9")
def under_attack(bot: BotContext) -> Answer:
    """MTS-2 (footnote 1): hostile units or rebels in an area where the Bot owns a
    province, or a Bot province occupied by an enemy or rebels — and Bot Power to
    answer it with. It reads what DEFEND's DEF-1 acts on (bots/charts/defend.py
    ``invaders``, ``occupied``): a fleet in port is no invader, and an occupied island
    with no Bot ship facing it cannot be taken back, so neither sends the Bot to DEFEND
    to pay for nothing."""
    invaded = sorted(invaders(bot))
    taken = occupied(bot)
    available = _available(bot)
    facts: dict[str, int | str | list[str]] = {
        "invaded_areas": invaded,
        "occupied_provinces": sorted(taken),
        "available": available,
    }
    if not invaded and not taken:
        return Answer(False, facts, "no hostile unit in Bot areas, no Bot province occupied")
    if available == 0:
        return Answer(False, facts, "under attack, but no Bot Power available")
    return Answer(True, facts, "under attack")


@implements(MAIN, "interpretation:EUPOP-BOT-8")
def army_can_siege(bot: BotContext) -> Answer:
    """MTS-3: at war (the choice process) and SIE-1's own answer (bots/charts/siege.py
    ``may_siege_here``: the army on the map with an upright unit, a province there it may
    siege — an island only with a Bot ship facing it, out of towns only its own — and Bot
    Power to siege with), so the SIEGE chart is never entered to pay for nothing."""
    war = at_war(bot.state, bot.realm)
    facts: dict[str, FactValue] = {"at_war": int(war)}
    if not war:
        facts["army"] = bot.mat["army"]["area"] or "off map"
        return Answer(False, facts, "not at war")
    sie1 = may_siege_here(bot)
    facts.update(sie1.facts)
    if sie1.value is not True:
        return Answer(False, facts, sie1.because)
    return Answer(True, facts, f"hostile provinces in {bot.mat['army']['area']}")


@implements(MAIN, "interpretation:EUPOP-BOT-8", "interpretation:EUPOP-BOT-12")
def can_colonize(bot: BotContext) -> Answer:
    """MTS-4: a Bot colonist on a vacant territory, a town token left in its supply (a large
    one standing in for the small town, bots/tokens.py town_for), and
    Available Bot Power for the cost of the COLONIZE card."""
    state = bot.state
    provinces = world(state)["map"]["provinces"]
    colonies = [
        key
        for key in territories(bot.content.geography)
        if provinces[key]["colonist"] == bot.realm and provinces[key]["owner"] is None
    ]
    supply = world(state)["supply"][bot.realm]
    cost = bot_card(bot.content, COLONIZE_CARD).cost
    available = _available(bot)
    facts: dict[str, int | str | list[str]] = {
        "colonists_on_territories": colonies,
        "small_towns": supply["small_towns"],
        "large_towns": supply["large_towns"],
        "available": available,
        "cost": cost,
    }
    if not colonies:
        return Answer(False, facts, "no Bot colonist on a vacant territory")
    if out_of_towns(state, bot.realm):  # a large token stands in for a small town (F16)
        return Answer(False, facts, "no town token left in the supply")
    if available < cost:
        return Answer(False, facts, f"{available} Bot Power, colonizing costs {cost}")
    return Answer(True, facts, "a colonist waits and the Bot can afford it")


@implements(MAIN, ACTION_PHASE, "interpretation:EUPOP-BOT-4", "interpretation:EUPOP-BOT-8")
def must_take_event(bot: BotContext) -> Answer:
    """MTS-5: out of Bot Power or cards, with the round's Event not taken and an Event on
    display."""
    out, facts, why = _out_of_turns(bot)
    taken, shown = _event_open(bot)
    facts.update({"event_taken": int(taken), "events_on_display": int(shown)})
    if not out:
        return Answer(False, facts, why)
    if taken:
        return Answer(False, facts, f"{why}, the Event of the round already taken")
    if not shown:
        return Answer(False, facts, f"{why}, no Event on display")
    return Answer(True, facts, f"{why}, the Event of the round not taken")


@implements(MAIN, ACTION_PHASE, "interpretation:EUPOP-BOT-4", "interpretation:EUPOP-BOT-8")
def done_for_round(bot: BotContext) -> Answer:
    """MTS-6: out of Bot Power or cards, with nothing left but to pass (MTS-5 said no: the
    Event is taken or none is on display)."""
    out, facts, why = _out_of_turns(bot)
    return Answer(out, facts, f"{why}: the Bot passes" if out else why)


@implements(MAIN, "interpretation:EUPOP-BOT-2")
def draw_and_pay(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MTS-7: the top Bot card, its cost paid (all that is left when short) and its discard
    icon applied."""
    taken = take_card(game, bot.realm)
    if taken is None:
        return Cannot("the Bot deck is empty")
    facts: dict[str, int | str | list[str]] = {
        "card": taken.card.id,
        "paid": taken.paid.paid,
        "short": taken.paid.short,
    }
    return Done(facts, f"Bot card {taken.card.id}, {taken.paid.paid} Bot Power paid")


@implements(MAIN, "interpretation:EUPOP-BOT-2")
def card_action(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """MTS-8: the card's action (bots/turn.py ``bot_card_action``)."""
    card = bot.mat["card"]
    return Call(
        "bot_card_action",
        {"realm": bot.realm, "turn": bot.turn, "mode": bot.mode},
        f"the action of Bot card {card}",
    )


@implements(ACTION_PHASE, "interpretation:EUPOP-BOT-4")
def pass_turn(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """The Bot passes: 2 Bot Power when it is the first realm of all to pass this round,
    1 when the second, nothing after (no passing ducats)."""
    passed = world(game.state)["round"]["passed"]
    place = len(passed)
    passed.append(bot.realm)
    bonus = PASSING_BP[place] if place < len(PASSING_BP) else 0
    gained = gain_bp(game, bot.realm, bonus, ACTION_PHASE, f"passing #{place + 1}") if bonus else 0
    facts: dict[str, int | str | list[str]] = {"place": place + 1, "gained": gained}
    return Done(facts, f"passed #{place + 1}, {gained} Bot Power gained")


FACTS: dict[str, Fact] = {
    "event_turn_only": event_turn_only,
    "under_attack": under_attack,
    "army_can_siege": army_can_siege,
    "can_colonize": can_colonize,
    "must_take_event": must_take_event,
    "done_for_round": done_for_round,
}
STEPS: dict[str, Step] = {
    "draw_and_pay": draw_and_pay,
    "card_action": card_action,
    "pass_turn": pass_turn,
}
