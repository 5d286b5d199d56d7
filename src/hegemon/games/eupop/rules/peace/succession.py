"""Secure Desired Succession's ruler replacement: over a player realm, the victor may put a
ruler card from the discarded characters on the loser's ruler slot (eupop-aid Secure Desired
Succession; interpretation:EUPOP-Q6).

The term itself (:func:`hegemon.games.eupop.rules.peace.terms.secure_succession`) records
the question in its ``Asks``; the peace procedure then calls :class:`ReplaceRuler`, which
asks the victor's seat.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.characters import cards
from hegemon.games.eupop.world.layout import world

SUCCESSION = "eupop-aid:Secure Desired Succession"
KEEP_RULER = "keep"
"""The victor's answer leaving the loser's ruler in place."""


@implements(SUCCESSION, cards.CHARACTERS, "interpretation:EUPOP-Q6")
def ruler_choices(state: State, content: Content, loser: str) -> list[str]:
    """The ruler cards the victor may put on the loser's ruler slot: every discarded card
    of a ruler (any realm's, in the order discarded); none when the loser has no ruler slot
    (a Bot or a non-player realm)."""
    if loser not in world(state)["players"]:
        return []
    return [
        card
        for card in world(state)["decks"]["leaders_discard"]
        if cards.leader_card(content, card).role == "ruler"
    ]


@implements(SUCCESSION, cards.CHARACTERS, "interpretation:EUPOP-Q6")
def replace_ruler(game: Game, winner: str, loser: str, card: str) -> None:
    """The ruler card leaves the discard pile and rules the loser; the loser's ruler, if it
    had one, is discarded."""
    world(game.state)["decks"]["leaders_discard"].remove(card)
    cards.set_ruler(game, loser, card, SUCCESSION, f"succession secured by {winner}")


class ReplaceRuler(Procedure):
    """Called with ``winner`` and ``loser`` after Secure Desired Succession over a player
    realm: the victor's seat picks a discarded ruler for the loser, or none."""

    name = "peace_replace_ruler"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_ruler")

    @step(optional=True)
    def ask_ruler(self, game: Game, local: Local) -> Decision | None:
        winner, loser = str(local["winner"]), str(local["loser"])
        content = content_of(game)
        choices = ruler_choices(game.state, content, loser)
        if not choices:
            game.end(None)
            return None
        actions = [
            Action(
                "peace_ruler",
                card,
                f"Make {cards.leader_card(content, card).name} {loser}'s ruler",
            )
            for card in choices
        ]
        actions.append(Action("peace_ruler", KEEP_RULER, f"Leave {loser}'s ruler in place"))
        return Decision(
            winner, f"Succession secured over {loser}: replace its ruler?", tuple(actions)
        )

    @implements(SUCCESSION, "interpretation:EUPOP-Q6")
    def on_ruler(self, game: Game, local: Local, action: Action) -> None:
        winner, loser = str(local["winner"]), str(local["loser"])
        card = str(action.argument)
        if card != KEEP_RULER:
            if card not in ruler_choices(game.state, content_of(game), loser):
                raise ValueError(f"{winner} cannot make {card} {loser}'s ruler")
            replace_ruler(game, winner, loser, card)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ReplaceRuler(),)
