"""A rules module with the prestige procedures added, until the lead wires them."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import Eupop, build
from hegemon.games.eupop.rules import prestige

_BUILT: list[Eupop] = []


def prestige_rules() -> Eupop:
    """The shipped module with the prestige package's procedures (built once)."""
    if not _BUILT:
        rules = build()
        for procedure in prestige.PROCEDURES:
            rules.procedures.add(procedure)
        _BUILT.append(rules)
    return _BUILT[0]


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
