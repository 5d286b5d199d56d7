"""A way to run one procedure of the cards package from a prepared state, as a rule case
does."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.world.layout import world

WIRED: Eupop = RULES
"""The shipped module: the cards package is wired into it."""


def prepared(seats: tuple[str, ...] = ("castile", "france")) -> State:
    state = RULES.setup("six_crowns", seed=1, seats=list(seats)).state
    for realm in seats:
        mat = world(state)["players"][realm]
        mat["ducats"] = 10
        mat["monarch_power"] = {"administrative": 5, "diplomatic": 5, "military": 5}
        mat["hand"] = []
    return state


def take_from_decks(state: State, realm: str, card_copies: list[str]) -> None:
    """Move these copies from their deck (or discard pile) into the realm's hand."""
    decks = world(state)["decks"]
    for card_copy in card_copies:
        for pile in [*decks["actions"].values(), *decks["action_discards"].values()]:
            if card_copy in pile:
                pile.remove(card_copy)
                break
        else:
            raise AssertionError(f"{card_copy} is in no deck")
        world(state)["players"][realm]["hand"].append(card_copy)


def run(state: State, procedure: str, seat: str, **local: Any) -> Game:
    state["stack"] = [
        frame(
            "situation",
            {"procedure": procedure, "local": {"seat": seat, **local}, "seat": seat},
        )
    ]
    game = WIRED.resume(state)
    game.advance()
    return game


def act(game: Game, seat: str, verb: str, argument: Any) -> None:
    """Answer the pending decision with the offered action of this verb and argument."""
    decision = game.decision()
    assert decision is not None and decision.seat == seat, decision
    (found,) = [a for a in decision.actions if (a.verb, a.argument) == (verb, argument)]
    game.apply(seat, found)
