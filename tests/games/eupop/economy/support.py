"""The economy's tests on the eupop rules module (``module.RULES``): a six crowns game set
up, with a procedure started on its state under the kernel's case caller."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES


def new_game(seats: list[str] | None = None) -> Game:
    return RULES.setup("six_crowns", seed=1, seats=seats)


def run(game: Game, procedure: str, seat: str, **local: Any) -> Game:
    """Start ``procedure`` under the kernel's case caller on the game's state; a fresh handle
    advanced to its first decision."""
    state = game.state
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle


def answer(game: Game, seat: str, verb: str, argument: Any = None) -> None:
    decision = game.decision()
    assert decision is not None and decision.seat == seat, decision
    found = decision.find(Action(verb, argument))
    assert found is not None, [action.key for action in decision.actions]
    game.apply(seat, found)


def verbs(game: Game) -> list[tuple[str, Any]]:
    decision = game.decision()
    assert decision is not None
    return [action.key for action in decision.actions]
