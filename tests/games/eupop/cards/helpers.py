"""A module with the cards package wired in (until module.build() lists it), and a way to
run one procedure of it from a prepared state, as a rule case does."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Procedure, Procedures, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.rules import cards
from hegemon.games.eupop.rules.sequence.action_phase import RealmTurn
from hegemon.games.eupop.rules.sequence.menu import ActionMenu
from hegemon.games.eupop.world.layout import world

KERNEL = ("in_turn", "situation")


def _shipped_procedures() -> list[Procedure]:
    """The shipped module's procedure objects (the kernel's own are added by Procedures)."""
    found: dict[str, Procedure] = {}
    known = RULES.procedures
    methods = [*known._runs.values(), *(ask for ask, _ in known._asks.values())]
    for method in methods:
        owner = method.__self__
        if isinstance(owner, Procedure) and owner.name not in KERNEL:
            found[owner.name] = owner
    return list(found.values())


def wired() -> Eupop:
    """The shipped rules plus the cards package, its entries at the end of the menu."""
    table = RULES.effect_table
    built: list[Procedure] = []
    for procedure in _shipped_procedures():
        if isinstance(procedure, RealmTurn):
            menu = ActionMenu((*procedure.menu.entries, *cards.menu_entries(table)))
            procedure = RealmTurn(menu)
        built.append(procedure)
    return Eupop(Procedures([*built, *cards.PROCEDURES]), RULES.content, table)


WIRED = wired()


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
