"""The Event action (eupop-aid Event (p. 12)): a realm takes a face-up event, collects
the ducats on it, puts 2 ducats on each other face-up event, resolves the option it
picks and then the event's secondary effects from left to right; once every player
realm has taken an event, the secondary effects of an event left on display resolve on
their own; then a face-down event is turned up.

What an event may do is read from the :class:`EffectTable` the module is built with: an
event is offered only when every effect of one of its options that the realm can pay,
and every one of its secondary effects, is built (docs/decisions/0105).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision, RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventCard, EventOption
from hegemon.games.eupop.rules.characters import REPLACE_RULER, names_ruler
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.events.effects import (
    EffectTable,
    apply_for,
    option_built,
    requirements_met,
    verb_of,
)
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

EVENT = "eupop-aid:Event (p. 12)"
GUIDELINES = "eupop-aid:General Event guidelines (p. 40)"
DUCATS_ADDED = 2
OPTIONS = ("a", "b")


def _option(card: EventCard, name: str) -> EventOption | None:
    return card.a if name == "a" else card.b


def payable(table: EffectTable, state: State, realm: str, option: EventOption) -> bool:
    """Whether the option is built (:func:`option_built`) and the realm can pay its cost."""
    if not option_built(table, option):
        return False
    for payment in option.cost:
        verb, argument = verb_of(payment)
        affordable = table.effects[verb].affordable
        if affordable is None or not affordable(state, realm, argument):
            return False
    return True


@implements(GUIDELINES, "interpretation:EUPOP-R6", "interpretation:EUPOP-R7")
def options_open(
    table: EffectTable, state: State, content: Content, realm: str, card: EventCard
) -> list[str]:
    """The options the realm may pick: those whose requirements it meets and whose price it
    can pay; when no option is both, any of them (a price is then lost as far as the realm
    holds it, an effect whose requirement fails is ignored). Options not built are never
    open (decision 0105)."""
    built = [
        name
        for name in OPTIONS
        if (option := _option(card, name)) is not None and option_built(table, option)
    ]
    eligible = [
        name
        for name in built
        if (option := _option(card, name)) is not None
        and payable(table, state, realm, option)
        and requirements_met(table, state, content, realm, option)
    ]
    return eligible or built


def selectable(
    table: EffectTable, state: State, content: Content, realm: str, card: EventCard
) -> bool:
    """An event the realm may take now: one option built and every secondary effect built
    (whether it can pay is no bar: the Event must be taken, EUPOP-R6)."""
    if any(name not in table.secondary for name in card.secondary):
        return False
    return bool(options_open(table, state, content, realm, card))


def event_offers(table: EffectTable) -> Any:
    """The menu's offers of the Event action for one effect table."""

    def offers(state: State, content: Content, realm: str) -> list[Action]:
        if realm in world(state)["round"]["event_taken"]:
            return []
        decks = world(state)["decks"]
        actions = []
        for event in decks["events_revealed"]:
            card = event_card(content, event)
            if selectable(table, state, content, realm, card):
                ducats = decks["event_ducats"].get(event, 0)
                label = f"Event: {card.name}" + (f" (+{ducats} ducats)" if ducats else "")
                actions.append(Action("event", event, label))
        return actions

    return offers


def event_entry(table: EffectTable) -> MenuEntry:
    return MenuEntry("event", "take_event", event_offers(table), EVENT)


class TakeEvent(Procedure):
    name = "take_event"

    def __init__(self, table: EffectTable) -> None:
        self.table = table

    @step
    @implements(EVENT)
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        event = str(local["argument"])
        state = game.state
        decks = world(state)["decks"]
        ducats = decks["event_ducats"].pop(event, 0)
        decks["events_revealed"].remove(event)
        world(state)["round"]["event_taken"].append(seat)
        for other in decks["events_revealed"]:
            decks["event_ducats"][other] = decks["event_ducats"].get(other, 0) + DUCATS_ADDED
        game.log("event_taken", seat, rule=EVENT, event=event, ducats=ducats)
        local["event"] = event
        if "bot_option" in local:
            # a Bot takes the event by its EVENT chart, which picked the option
            # (bots/charts/event.py; interpretation:EUPOP-BOT-13)
            if ducats:
                apply_for(self.table, game, seat, "gain_ducats", ducats)
            self.on_option(game, local, Action("event_option", local["bot_option"]))
            return
        if ducats:
            gov.gain_ducats(game, seat, ducats, EVENT, "ducats on the event")
        game.goto("ask_option")

    @step
    def ask_option(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        card = event_card(content_of(game), local["event"])
        actions = []
        for name in options_open(self.table, game.state, content_of(game), seat, card):
            option = _option(card, name)
            assert option is not None
            actions.append(Action("event_option", name, f"{option.label}: {_summary(option)}"))
        return Decision(seat, f"{card.name}: which option?", tuple(actions))

    @implements(GUIDELINES)
    def on_option(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        card = event_card(content_of(game), local["event"])
        option = _option(card, str(action.argument))
        assert option is not None
        game.log("event_option", seat, rule=EVENT, event=card.id, option=action.argument)
        # a Bot exploring has paid the Columbus event's price with its action (EXPLORE,
        # footnote 1; bots/charts/explore.py; interpretation:EUPOP-BOT-41)
        price = [] if local.get("bot_price_paid") else option.cost
        if world(game.state)["realms"][seat]["player"] == "bot":
            # a Bot's price is Bot Power spent, not lost (bots/events.py pay_price)
            from hegemon.games.eupop.bots.events import pay_price

            price = pay_price(game, seat, price)
        local["effects"] = [dict(effect) for effect in [*price, *option.effects]]
        local["secondary"] = list(card.secondary)
        local["option"] = action.argument
        local["left"] = []
        """Events left on display whose secondary effects resolve alone (step 6)."""
        game.goto("next_effect")

    @step
    def next_effect(self, game: Game, local: Local) -> None:
        """The option's price and effects in order, then the event's secondary effects
        from left to right, then those of any event left on display; one at a time, so an
        effect the realm decides is a procedure of its own."""
        seat = local["seat"]
        if local["effects"]:
            verb, argument = verb_of(local["effects"].pop(0))
            called = apply_for(self.table, game, seat, verb, argument)
            if called is not None:
                procedure, extra = called
                game.call(procedure, then="next_effect", seat=seat, **extra)
                return
            game.goto("next_effect")
            return
        if local["secondary"]:
            self._secondary(game, local["secondary"].pop(0), seat, local["event"])
            return
        if not local.get("ruler_done"):
            local["ruler_done"] = True
            game.call(
                REPLACE_RULER,
                then="next_effect",
                seat=seat,
                event=local["event"],
                option=local["option"],
            )
            return
        if local["left"]:
            event, name = local["left"].pop(0)
            if name == REPLACE_RULER:
                game.call(REPLACE_RULER, then="next_effect", seat=None, event=event)
                return
            self._secondary(game, name, None, event)
            return
        game.goto("finish")

    def _secondary(self, game: Game, name: str, realm: str | None, event: str) -> None:
        rule = self.table.secondary.get(name)
        if rule is None:
            raise RuleNotBuilt("eupop-aid:Secondary Event Effects (p. 41)", name)
        if rule.procedure is not None:
            game.call(rule.procedure, then="next_effect", seat=realm, event=event)
            return
        assert rule.apply is not None
        rule.apply(game, realm, event)
        game.goto("next_effect")

    @step
    def finish(self, game: Game, local: Local) -> None:
        state = game.state
        decks = world(state)["decks"]
        track = world(state)["round"]
        if not local.get("left_done") and set(track["turn_order"]) <= set(track["event_taken"]):
            local["left_done"] = True
            content = content_of(game)
            for event in list(decks["events_revealed"]):
                game.log("event_left", None, rule=EVENT, event=event)
                local["left"].extend([event, name] for name in event_card(content, event).secondary)
                if names_ruler(content, event):
                    local["left"].append([event, REPLACE_RULER])
            if local["left"]:
                game.goto("next_effect")
                return
        if decks["events_face_down"]:
            flipped = decks["events_face_down"].pop(0)
            decks["events_revealed"].append(flipped)
            decks["event_ducats"][flipped] = 0
            game.reveal()
            game.log("event_revealed", None, rule=EVENT, event=flipped)
        game.end(None)


class EventsLeft(TakeEvent):
    """Step 6 of the Event action when the action phase ends before every player realm took
    an Event (it may pass without one while no face-up event is built for it, EUPOP-R4):
    the events left on display resolve their secondary effects and rulers then
    (interpretation:EUPOP-R6)."""

    name = "events_left"

    @step
    @implements(EVENT, "interpretation:EUPOP-R6")
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        local.update(seat=None, effects=[], secondary=[], ruler_done=True, left=[], left_done=True)
        for event in list(world(game.state)["decks"]["events_revealed"]):
            game.log("event_left", None, rule=EVENT, event=event)
            local["left"].extend([event, name] for name in event_card(content, event).secondary)
            if names_ruler(content, event):
                local["left"].append([event, REPLACE_RULER])
        game.goto("next_effect")

    @step
    def finish(self, game: Game, local: Local) -> None:
        game.end(None)


def _summary(option: EventOption) -> str:
    parts = [", ".join(f"{verb_of(e)[0]} {verb_of(e)[1]}" for e in option.effects)]
    if option.cost:
        parts.append("cost " + ", ".join(f"{verb_of(e)[0]} {verb_of(e)[1]}" for e in option.cost))
    return "; ".join(parts)
