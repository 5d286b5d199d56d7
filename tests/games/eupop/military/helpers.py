"""A way to start one of the military package's procedures on a set-up game."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop import module
from hegemon.games.eupop.world.layout import world


def military_module() -> module.Eupop:
    """The shipped module: the military package is wired into it."""
    return module.RULES


def setup() -> State:
    """Six Crowns for Castile and France, at the start of the first round's turns, with the
    rest of the map at peace."""
    game = military_module().setup("six_crowns", seed=1, seats=["castile", "france"])
    return game.state


def run(state: State, procedure: str, seat: str, argument: Any) -> Game:
    """Start the procedure for the seat, as the menu would, and advance to its first
    decision."""
    local = {"seat": seat, "argument": argument}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    game = military_module().resume(state)
    game.advance()
    return game


def choose(game: Game, verb: str, argument: Any = None) -> None:
    """Answer the decision with the action of that verb and argument."""
    decision = game.decision()
    assert decision is not None
    for action in decision.actions:
        if action.verb == verb and (argument is None or action.argument == argument):
            game.apply(decision.seat, action)
            return
    raise AssertionError(
        f"no {verb} {argument} among {[(a.verb, a.argument) for a in decision.actions]}"
    )


def verbs(game: Game) -> list[tuple[str, Any]]:
    decision = game.decision()
    assert decision is not None
    return [(action.verb, action.argument) for action in decision.actions]


def forces(state: State, realm: str) -> dict[str, Any]:
    return {k: f for k, f in world(state)["forces"].items() if f["realm"] == realm}
