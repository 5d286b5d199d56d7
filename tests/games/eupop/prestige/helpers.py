"""The shipped rules module (the prestige package is wired into it) and small runners."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES, Eupop


def prestige_rules() -> Eupop:
    return RULES


def set_up(seats: list[str] | None = None) -> Game:
    rules = prestige_rules()
    game = rules.setup("six_crowns", seed=1, seats=seats or ["castile", "france"])
    return game


def run(game: Game, procedure: str, seat: str | None, argument: object = None) -> Game:
    """Run ``procedure`` under the situation frame on the game's state; returns the game."""
    state = game.state
    local = {"seat": seat, "argument": argument}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    resumed = prestige_rules().resume(state)
    resumed.advance()
    return resumed
