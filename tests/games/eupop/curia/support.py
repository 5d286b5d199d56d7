"""The curia's tests on the eupop rules module: a six crowns game (Castile and France
human; England, Austria, Poland and the Ottomans Bots: five Catholic player realms, six
regular slots) set up, procedures started under the kernel's case caller."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES


def new_game() -> Game:
    return RULES.setup("six_crowns", seed=1, seats=["castile", "france"])


def seat_cardinals(game: Game, slots: list[str | None], roma: str | None = None) -> None:
    """Put the cardinals straight into the record (no cubes taken)."""
    game.state["curia"]["slots"] = list(slots)
    game.state["curia"]["roma"] = roma


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
