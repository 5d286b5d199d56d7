"""The EVENT chart (eupop-bots EVENT ACTION; decision 0108 §2.5): which Event a Bot takes
and which option it picks. The chart itself is data, ``event`` in the pack's
``bot_charts.yaml`` (nodes EVT-1..EVT-5; interpretation:EUPOP-BOT-13).

The event is then taken by the Event action's own procedure (``take_event``) with the
option already picked (``bot_option``): its effects reach the Bot through
``events/effects.py apply_for`` and the Bot's translation (bots/events.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.events import (
    BOT_EFFECTS,
    NOTHING_APPLIES_BP,
    affordable,
    applicable,
    refuse_secondary,
    refuse_unbuilt,
)
from hegemon.games.eupop.bots.facts import Answer, BotContext, Call, Cannot, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import gain_bp
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventCard, EventOption
from hegemon.games.eupop.rules.events.effects import EffectTable, effect_table, verb_of
from hegemon.games.eupop.world.layout import world

EVENT = "eupop-bots:EVENT ACTION"
GENERAL = "eupop-bots:GENERAL EVENT RULES"
QUEST = "quest_for_the_new_world"
"""Quest for the New World, the idea the Columbus case is about (S 800)."""
COLUMBUS_REALMS = ("castile", "portugal")


def _option(card: EventCard, name: str) -> EventOption | None:
    return card.a if name == "a" else card.b


def bot_built(table: EffectTable | None, option: EventOption) -> bool:
    """Every price and effect of the option has a Bot entry and, where the human rule runs
    for the Bot, that rule is built for its argument (whether the Bot rule behind an entry
    is built is asked when the event is taken: RuleNotBuilt)."""
    for effect in [*option.cost, *option.effects]:
        verb, argument = verb_of(effect)
        entry = BOT_EFFECTS.get(verb)
        if entry is None:
            return False
        if entry.how == "normal" and table is not None:
            rule = table.effects.get(verb)
            if rule is None or not rule.built_for(argument):
                return False
    return True


def takeable(table: EffectTable | None, content: Content, event: str) -> bool:
    """An event on display the rules can resolve for a Bot: every secondary effect built,
    one option built (interpretation:EUPOP-R5)."""
    card = event_card(content, event)
    if table is not None and any(name not in table.secondary for name in card.secondary):
        return False
    return any(option is not None and bot_built(table, option) for option in (card.a, card.b))


_VERBS: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {}
"""Pack digest → event → the verbs of each of its options' prices and effects (read once:
the Main Turn Structure asks every Bot turn)."""


def _option_verbs(content: Content, event: str) -> tuple[tuple[str, ...], ...]:
    by_event = _VERBS.setdefault(content.digest, {})
    verbs = by_event.get(event)
    if verbs is None:
        card = event_card(content, event)
        verbs = by_event[event] = tuple(
            tuple(verb_of(effect)[0] for effect in [*option.cost, *option.effects])
            for option in (card.a, card.b)
            if option is not None
        )
    return verbs


def events_for_bot(state: State, content: Content) -> list[str]:
    """The Events on display whose every effect has a Bot entry (:func:`takeable` without
    the effect table: an option all of whose verbs :data:`BOT_EFFECTS` translates): what
    EVT-1 and the Main Turn Structure's MTS-5 both read."""
    return [
        event
        for event in world(state)["decks"]["events_revealed"]
        if any(
            all(verb in BOT_EFFECTS for verb in verbs) for verbs in _option_verbs(content, event)
        )
    ]


def richest(state: State, events: list[str]) -> str:
    """The event with most ducats on it, then the lowest id A→Z (interpretation:EUPOP-BOT-13)."""
    ducats = world(state)["decks"]["event_ducats"]
    return min(events, key=lambda event: (-ducats.get(event, 0), event))


@implements(EVENT, "interpretation:EUPOP-BOT-13")
def event_open(bot: BotContext) -> Answer:
    """EVT-1: the Bot has not taken the round's Event and one is on display."""
    taken = bot.realm in world(bot.state)["round"]["event_taken"]
    shown = events_for_bot(bot.state, bot.content)
    facts: dict[str, int | str | list[str]] = {"event_taken": int(taken), "on_display": shown}
    if taken:
        return Answer(False, facts, "the Event of the round already taken")
    if not shown:
        return Answer(False, facts, "no Event on display")
    return Answer(True, facts, f"{len(shown)} Events on display")


def columbus_event(state: State, content: Content, name: str) -> str | None:
    """S 800: Castile or Portugal without Quest for the New World, with an Event of its own
    that researches it on display (the shipped Columbus)."""
    if name not in COLUMBUS_REALMS or QUEST in world(state)["bots"][name]["researched"]:
        return None
    for event in events_for_bot(state, content):
        card = event_card(content, event)
        if card.realm == name and {"research_idea": QUEST} in card.a.effects:
            return event
    return None


@implements(EVENT, "interpretation:EUPOP-BOT-13")
def columbus_case(bot: BotContext) -> Answer:
    """EVT-2: the Columbus case of the EXPLORE chart's footnote (S 800)."""
    event = columbus_event(bot.state, bot.content, bot.realm)
    if event is None:
        return Answer(False, {}, "no voyage to fund")
    return Answer(True, {"event": event}, f"{event}: Quest for the New World at hand")


def native_events(state: State, content: Content, name: str) -> list[str]:
    return [
        event
        for event in events_for_bot(state, content)
        if event_card(content, event).realm == name
    ]


@implements(EVENT, "interpretation:EUPOP-BOT-13")
def native_event_on_display(bot: BotContext) -> Answer:
    """EVT-3: an Event of the Bot's own realm on display."""
    events = native_events(bot.state, bot.content, bot.realm)
    if not events:
        return Answer(False, {}, "no Event of its own realm on display")
    return Answer(True, {"events": events}, f"{len(events)} Events of its own realm")


@implements(EVENT, GENERAL, "interpretation:EUPOP-BOT-13")
def choose_option(
    table: EffectTable, state: State, content: Content, name: str, card: EventCard
) -> tuple[str, int]:
    """The option a Bot takes as the active player: of those built whose price it can pay
    (any built one when it can pay none), the one with most effects that apply to it after
    translation, option A on a tie. Returns the option and that count."""
    built = [
        key
        for key in ("a", "b")
        if (option := _option(card, key)) is not None and bot_built(table, option)
    ]
    payable = [
        key for key in built if (option := _option(card, key)) and affordable(state, name, option)
    ]
    counts = {
        key: applicable(table, state, content, name, option)
        for key in payable or built
        if (option := _option(card, key)) is not None
    }
    best = max(counts.values())
    chosen = next(key for key in ("a", "b") if counts.get(key) == best)
    return chosen, best


@implements(EVENT, GENERAL, "interpretation:EUPOP-BOT-13", "interpretation:EUPOP-BOT-14")
def take_event(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """EVT-4/EVT-5: take the Event ``pick`` names (``columbus``: option A; ``native``: the
    Bot's own, the richest of them; ``richest``: the richest on display) with the option
    :func:`choose_option` picks; an option with nothing that applies gives 1 Bot Power."""
    state, content = bot.state, bot.content
    table = effect_table(game)
    pick = str(args["pick"])
    if pick == "columbus":
        event = columbus_event(state, content, bot.realm)
    else:
        events = [
            key
            for key in (
                native_events(state, content, bot.realm)
                if pick == "native"
                else world(state)["decks"]["events_revealed"]
            )
            if takeable(table, content, key)
        ]
        event = richest(state, events) if events else None
    shown = events_for_bot(state, content) if event is None and pick != "columbus" else []
    if shown and (pick != "native" or native_events(state, content, bot.realm)):
        # EVT-1 saw an Event the effect table cannot resolve for a Bot: a rule not built,
        # never a turn that silently does nothing (and would come back every turn, audit F6)
        raise RuleNotBuilt(GENERAL, f"{bot.realm} is a Bot: no Event of {shown} resolvable")
    if event is None:
        return Cannot("no Event the rules can resolve for a Bot")
    card = event_card(content, event)
    if pick == "columbus":
        option, count = "a", applicable(table, state, content, bot.realm, card.a)
    else:
        option, count = choose_option(table, state, content, bot.realm, card)
    chosen = _option(card, option)
    assert chosen is not None
    refuse_unbuilt(state, bot.realm, [*chosen.cost, *chosen.effects])
    refuse_secondary(bot.realm, list(card.secondary))
    game.log(
        "bot_event",
        bot.realm,
        rule=EVENT,
        turn=bot.turn,
        event=event,
        option=option,
        applicable=count,
        ducats=world(state)["decks"]["event_ducats"].get(event, 0),
    )
    if count == 0:
        gain_bp(game, bot.realm, NOTHING_APPLIES_BP, GENERAL, "no effect applies")
    return Call(
        "take_event",
        {"seat": bot.realm, "argument": event, "bot_option": option},
        f"takes {event}, option {option.upper()} ({count} effects apply)",
    )


FACTS: dict[str, Fact] = {
    "event_open": event_open,
    "columbus_case": columbus_case,
    "native_event_on_display": native_event_on_display,
}
STEPS: dict[str, Step] = {"take_event": take_event}
