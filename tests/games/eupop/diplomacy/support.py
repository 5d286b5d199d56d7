"""The diplomacy tests on the eupop rules module: a six crowns game set up, procedures
started under the kernel's case caller."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES


def new_game() -> Game:
    return RULES.setup("six_crowns", seed=1)


def start(game: Game, procedure: str, seat: str, argument: object) -> Game:
    """Start ``procedure`` for the seat with the argument under the kernel's case caller; a
    fresh handle advanced to its first decision."""
    state = game.state
    local = {"seat": seat, "argument": argument}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle


def kinds(game: Game) -> list[str]:
    return [entry.kind for entry in game.entries]
