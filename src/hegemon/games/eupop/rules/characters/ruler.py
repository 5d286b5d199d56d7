"""Rulers named by events (eupop-aid Event (p. 12) steps 5 and 6, Reject Ruler) and the
character effects of events (content/effects.py: ``appoint_ruler``, ``gain_leader``,
``reject_ruler``).

Step 5: an event that names a ruler gives that ruler to the realm it belongs to (its
card's ``realm``; a card without one belongs to the realm taking the event). The realm
taking the event must take it; another human realm chooses whether to replace its
ruler. An option with ``reject_ruler`` instead discards the taker's ruler and the event's
ruler once the event is resolved. Step 6: the ruler of an event left on display may be
appointed by its realm for 2 ducats (interpretation:EUPOP-H3).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.characters import cards
from hegemon.games.eupop.rules.characters.appoint import appoint
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.world.layout import world

EVENT = "eupop-aid:Event (p. 12)"
REJECT = "eupop-aid:Reject Ruler"
STANDARD = "eupop-aid:Standard Event effects (p. 40)"
LEFT_RULER_DUCATS = 2
"""What the ruler of an event left on display costs its realm (step 6)."""


def names_ruler(content: Content, event: str) -> bool:
    """Whether the event names a ruler, so the Event action has a step 5 (or 6) to play."""
    return event_card(content, event).ruler is not None


@implements(EVENT, REJECT, "interpretation:EUPOP-H3")
def rejects(content: Content, event: str, option: str | None) -> bool:
    """Whether the option picked carries Reject Ruler."""
    card = event_card(content, event)
    picked = card.a if option == "a" else card.b
    return picked is not None and any("reject_ruler" in effect for effect in picked.effects)


class ReplaceRuler(Procedure):
    """``seat``: the realm that took the event, or None for an event left on display;
    ``event``; ``option``: the option picked (None when left)."""

    name = "replace_ruler"

    @step
    @implements(EVENT, REJECT, "interpretation:EUPOP-H3")
    def start(self, game: Game, local: Local) -> None:
        content = content_of(game)
        card = event_card(content, local["event"])
        taker = local.get("seat")
        players = world(game.state)["players"]
        if taker is not None and rejects(content, card.id, local.get("option")):
            if taker in players:
                cards.remove_ruler(game, taker, REJECT, "rejected")
            if card.ruler is not None and cards.free(game.state, card.ruler):
                cards.discard(game, card.ruler)
            game.log("ruler_rejected", taker, rule=REJECT, event=card.id, ruler=card.ruler)
            game.end(None)
            return
        if card.ruler is None:
            game.end(None)
            return
        leader = cards.leader_card(content, card.ruler)
        owner = leader.realm or taker
        if owner is None or owner not in players or not cards.free(game.state, leader.id):
            game.end(None)
            return
        local["owner"], local["ruler"] = owner, leader.id
        if taker is None:
            if players[owner]["ducats"] < LEFT_RULER_DUCATS:
                game.end(None)
                return
            game.goto("ask_ruler")
            return
        if owner == taker:
            appoint(game, owner, leader, EVENT, pay=False)
            game.end(None)
            return
        game.goto("ask_ruler")

    @step
    def ask_ruler(self, game: Game, local: Local) -> Decision:
        leader = cards.leader_card(content_of(game), local["ruler"])
        paid = local.get("seat") is None
        price = f" for {LEFT_RULER_DUCATS} ducats" if paid else ""
        actions = (
            Action("replace_ruler", leader.id, f"Make {leader.name} your ruler{price}"),
            Action("keep_ruler", None, "Keep your ruler"),
        )
        return Decision(local["owner"], f"{leader.name}: replace your ruler?", actions)

    @implements(EVENT, "interpretation:EUPOP-H3")
    def on_ruler(self, game: Game, local: Local, action: Action) -> None:
        owner = local["owner"]
        if action.verb == "replace_ruler":
            if local.get("seat") is None:
                gov.lose_ducats(game, owner, LEFT_RULER_DUCATS, EVENT, "ruler of an event left")
            appoint(game, owner, cards.leader_card(content_of(game), local["ruler"]), EVENT, False)
        game.end(None)


@implements(STANDARD, cards.CHARACTERS, "interpretation:EUPOP-H4")
def apply_appoint_ruler(game: Game, realm: str, argument: Any) -> None:
    """The leader becomes the realm's ruler, the old one discarded; ignored when the card
    is in play elsewhere or discarded, or the realm has no mat."""
    card = str(argument)
    if realm not in world(game.state)["players"] or not cards.free(game.state, card):
        return
    cards.set_ruler(game, realm, card, STANDARD, "event")


@implements(STANDARD, cards.CHARACTERS, "interpretation:EUPOP-H4")
def apply_gain_leader(game: Game, realm: str, argument: Any) -> None:
    """The realm gains the character in play without paying: a ruler rules, an advisor
    takes its type's slot (the advisor there is discarded), a general or admiral waits on
    the mat; ignored when the card is not in the pool or the realm has no mat."""
    content = content_of(game)
    card = str(argument)
    if realm not in world(game.state)["players"] or not cards.free(game.state, card):
        return
    appoint(game, realm, cards.leader_card(content, card), STANDARD, pay=False)


@implements(REJECT)
def apply_reject_ruler(game: Game, realm: str, argument: Any) -> None:
    """Nothing at once: the rejection happens at step 5, once the event is resolved
    (:class:`ReplaceRuler`)."""


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("appoint_ruler", STANDARD, apply=apply_appoint_ruler),
    EffectRule("gain_leader", STANDARD, apply=apply_gain_leader),
    EffectRule("reject_ruler", REJECT, apply=apply_reject_ruler),
)
