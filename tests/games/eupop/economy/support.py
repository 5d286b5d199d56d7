"""A rules module for the economy's tests: the shipped pack, the economy's procedures, and
a round that only waits (phases 1-2 are not built yet, so a real round stops at once)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.module import Eupop
from hegemon.games.eupop.rules.economy import PROCEDURES


class WaitingRound(Procedure):
    name = "round"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_wait")

    @step
    def ask_wait(self, game: Game, local: Local) -> Decision:
        seat = game.state["meta"]["seats"][0]
        return Decision(seat, "waiting", (Action("wait", None, "Wait"),))

    def on_wait(self, game: Game, local: Local, action: Action) -> None:
        game.goto("ask_wait")


ECONOMY = Eupop(Procedures([WaitingRound(), *PROCEDURES]), shipped())


def new_game(seats: list[str] | None = None) -> Game:
    return ECONOMY.setup("six_crowns", seed=1, seats=seats)


def run(game: Game, procedure: str, seat: str, **local: Any) -> Game:
    """Start ``procedure`` under the kernel's case caller on the game's state; a fresh handle
    advanced to its first decision."""
    state = game.state
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = ECONOMY.resume(state)
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
