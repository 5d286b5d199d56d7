"""Phase 3 on the eupop rules module (``module.RULES``): a six crowns game set up, with the
phase started on its state under the kernel's case caller."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES


def six_crowns() -> State:
    """A set-up six crowns game's state (no wars, no rebels, no unrest)."""
    return RULES.setup("six_crowns", seed=1).state


def run(state: State, dice: list[int] | None = None) -> Game:
    """Start phase 3 on the state under the kernel's case caller and advance to the first
    decision (the caller's close once the phase has ended)."""
    state["rng"]["forced"] = list(dice or [])
    state["stack"] = [
        frame("situation", {"procedure": "peace_and_rebels", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def ended(game: Game) -> bool:
    decision = game.decision()
    return decision is not None and decision.step == "ask_close"


def answer(game: Game, verb: str, argument: Any) -> None:
    decision = game.decision()
    assert decision is not None
    game.apply(decision.seat, Action(verb, argument, ""))


def options(game: Game) -> Decision:
    decision = game.decision()
    assert decision is not None
    return decision


def kinds(game: Game) -> list[tuple[str, dict[str, Any]]]:
    return [(entry.kind, dict(entry.values)) for entry in game.entries]
