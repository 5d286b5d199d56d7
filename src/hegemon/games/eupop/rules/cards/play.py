"""Playing an action card from hand as the turn's action (eupop-aid Action Cards X🏰 + Y👤
(p. 18-19), Covert Actions, Display cards).

The menu offers each card of the hand once (copies of one card are one offer) that the
realm can pay for and whose effects are all built; the label gives its price. An action
card is paid, discarded to its deck's pile and its effects applied one at a time
(:class:`CardEffects`, the pattern of the Event action). A covert card goes face down
into this frame's sealed data at once: the other seats learn only its deck, each other
human realm is asked whether it counters it (:mod:`.covert`), then it is revealed, paid
and discarded, and its effects apply unless it was countered (interpretation:EUPOP-K2).
A display card is charged and placed on the mat (:mod:`.display`).
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.cards.costs import (
    ACTION_CARDS,
    can_pay,
    cost_label,
    discard,
    effects_built,
    pay,
)
from hegemon.games.eupop.rules.cards.covert import COUNTER, COVERT
from hegemon.games.eupop.rules.cards.display import DISPLAY, can_charge, place_or_ask
from hegemon.games.eupop.rules.events.effects import EffectTable, effect_table, verb_of
from hegemon.games.eupop.rules.sequence.menu import MenuEntry, Offers
from hegemon.games.eupop.rules.sequence.order import human_realms
from hegemon.games.eupop.world.layout import world

NAME = "play_action_card"
BOT_COVERT = "eupop-bots:COVERT ACTIONS"
EFFECTS = "card_effects"
PLAYED_AS_ACTION = ("action", "covert", "display")


def play_offers(table: EffectTable) -> Offers:
    """The menu's offers of playing a card from hand, for one effect table."""

    def offers(state: State, content: Content, realm: str) -> list[Action]:
        actions: list[Action] = []
        seen: set[str] = set()
        for card_copy in world(state)["players"][realm]["hand"]:
            card = action_card(content, card_copy)
            if card.kind not in PLAYED_AS_ACTION or card.id in seen:
                continue
            if not effects_built(table, card):
                continue
            if card.kind == "display":
                if not can_charge(state, realm, card):
                    continue
                label = (
                    f"Display {card.name}: charge {card.charges} {card.deck} power"
                    f" (each use {cost_label(state, realm, card)})"
                )
            else:
                if not can_pay(state, realm, card):
                    continue
                kind = " (covert, face down)" if card.kind == "covert" else ""
                label = f"Play {card.name}{kind}: {cost_label(state, realm, card)}"
            seen.add(card.id)
            actions.append(Action("play_action_card", card_copy, label))
        return actions

    return offers


def play_entry(table: EffectTable) -> MenuEntry:
    return MenuEntry(NAME, NAME, play_offers(table), ACTION_CARDS)


class PlayActionCard(Procedure):
    name = NAME

    @step
    @implements(ACTION_CARDS, COVERT, "interpretation:EUPOP-K1", "interpretation:EUPOP-K2")
    @implements(BOT_COVERT, "interpretation:EUPOP-K3", "interpretation:EUPOP-BOT-34")
    def start(self, game: Game, local: Local) -> None:
        """A covert card is asked of the other human realms only: a Bot never counters one,
        and one naming a Bot is played against it as any other (its effects on the Bot by
        the Bot rules, interpretation:EUPOP-K3)."""
        seat = local["seat"]
        card_copy = str(local.pop("argument"))
        card = action_card(content_of(game), card_copy)
        mat = world(game.state)["players"][seat]
        if card.kind == "display":
            local["card"] = card_copy
            place_or_ask(game, local)
            return
        if card.kind == "covert":
            mat["hand"].remove(card_copy)
            local["sealed"] = {seat: card_copy}
            local["deck"] = card.deck
            game.log("covert_played", seat, rule=COVERT, deck=card.deck)
            game.log("covert_chosen", seat, rule=COVERT, card=card_copy, seen_by=(seat,))
            order = human_realms(game.state)
            at = order.index(seat) if seat in order else -1
            others = [realm for realm in order[at + 1 :] + order[: at + 1] if realm != seat]
            game.ask_in_turn(others, COUNTER, then="reveal", stop_at_first=True, player=seat)
            return
        mat["hand"].remove(card_copy)
        ducats, power = pay(game, seat, card, ACTION_CARDS)
        discard(game, card_copy, card)
        game.log(
            "action_card_played",
            seat,
            rule=ACTION_CARDS,
            card=card_copy,
            ducats=ducats,
            power=power,
        )
        game.call(EFFECTS, then="done", seat=seat, card=card_copy)

    @step
    @implements(COVERT, "interpretation:EUPOP-K2")
    def reveal(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        countered = [realm for realm, result in local["result"] if result is not None]
        card_copy = local.pop("sealed")[seat]
        card = action_card(content_of(game), card_copy)
        game.reveal()
        by = countered[0] if countered else None
        game.log("covert_revealed", seat, rule=COVERT, card=card_copy, countered_by=by)
        ducats, power = pay(game, seat, card, COVERT)
        discard(game, card_copy, card)
        game.log(
            "action_card_played",
            seat,
            rule=COVERT,
            card=card_copy,
            ducats=ducats,
            power=power,
        )
        if by is not None:
            game.end(None)
            return
        game.call(EFFECTS, then="done", seat=seat, card=card_copy)

    @step
    def ask_discard(self, game: Game, local: Local) -> Decision:
        """Two cards on display already: which one makes room (eupop-aid Display cards)."""
        seat = local["seat"]
        content = content_of(game)
        actions = tuple(
            Action("discard_display", shown, f"Discard {action_card(content, shown).name}")
            for shown in world(game.state)["players"][seat]["display"]
        )
        name = action_card(content, local["card"]).name
        return Decision(seat, f"Display {name}: which displayed card goes?", actions)

    def on_discard(self, game: Game, local: Local, action: Action) -> None:
        local["replace"] = str(action.argument)
        place_or_ask(game, local)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


class CardEffects(Procedure):
    """A card's effects for ``seat``, in order, one at a time through the module's effect
    table: an effect the realm decides is a procedure of its own (as the Event action)."""

    name = EFFECTS

    @step
    def start(self, game: Game, local: Local) -> None:
        card = action_card(content_of(game), local["card"])
        local["effects"] = [dict(effect) for effect in card.effects]
        game.goto("next_effect")

    @step
    @implements(DISPLAY, ACTION_CARDS)
    def next_effect(self, game: Game, local: Local) -> None:
        if not local["effects"]:
            game.end(None)
            return
        verb, argument = verb_of(local["effects"].pop(0))
        rule = effect_table(game).effects[verb]
        if rule.procedure is not None:
            game.call(rule.procedure, then="next_effect", seat=local["seat"], argument=argument)
            return
        assert rule.apply is not None
        rule.apply(game, local["seat"], argument)
        game.goto("next_effect")
