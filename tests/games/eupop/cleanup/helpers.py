"""Helpers of the clean-up tests: a six_crowns state set up by the eupop rules module
(``module.RULES``), with the clean-up (or final scoring) procedure started on it under the
kernel's case caller."""

from __future__ import annotations

from collections.abc import Callable

from hegemon.engine import rng
from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES

SCENARIO = "six_crowns"
REALMS = ("castile", "france", "england", "austria", "ottomans", "poland")


def set_up(seats: tuple[str, ...] = REALMS, seed: int = 1) -> State:
    """A six_crowns state as setup leaves it, the round not started."""
    info = RULES.scenario(SCENARIO)
    state: State = {
        "meta": {
            "game": "eupop",
            "content": RULES.content_id(),
            "scenario": SCENARIO,
            "seed": seed,
            "seats": list(seats),
            "options": {},
            "engine": "test",
        },
        "rng": rng.new_record(seed),
        "stack": [],
        "outcome": None,
    }
    game = Game(state, RULES.procedures, RULES)
    RULES.initial_state(info, seats, {}, game)
    return state


def start(
    state: State, procedure: str = "clean_up", arrange: Callable[[State], None] | None = None
) -> Game:
    """Run ``procedure`` on the state under the case caller, to its first decision."""
    if arrange is not None:
        arrange(state)
    state["stack"] = [
        frame("situation", {"procedure": procedure, "local": {}, "seat": state["meta"]["seats"][0]})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def decision(game: Game) -> Decision:
    found = game.decision()
    assert found is not None
    return found


def answer(game: Game, verb: str, argument: object = None) -> None:
    """Apply an offered action of the current decision."""
    current = decision(game)
    chosen = [a for a in current.actions if a.verb == verb and a.argument == argument]
    assert chosen, f"{verb} {argument!r} not offered: {current.actions}"
    game.apply(current.seat, chosen[0])


def ended_with(game: Game) -> object:
    """The result the case's procedure ended with (the case caller rests at its close)."""
    current = decision(game)
    assert current.actions == (Action("close"),), current
    return game.state["stack"][-1]["local"]["ended_with"]


def kinds(game: Game) -> list[str]:
    return [entry.kind for entry in game.entries]
