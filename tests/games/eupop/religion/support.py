"""The religion tests on the eupop rules module: a six crowns game set up with Castile and
France human, procedures started under the kernel's case caller."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES


def new_game(age: int = 2) -> Game:
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    game.state["round"]["age"] = age
    return game


def start(game: Game, procedure: str, seat: str, argument: object, **extra: Any) -> Game:
    """Start ``procedure`` for the seat with the argument under the kernel's case caller; a
    fresh handle advanced to its first decision."""
    state = game.state
    local = {"seat": seat, "argument": argument, **extra}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle


def kinds(game: Game) -> list[str]:
    return [entry.kind for entry in game.entries]


def place_cubes(game: Game, realm: str, cubes: dict[str, int]) -> None:
    """Put the realm's cubes, from its supply, in the areas named."""
    state = game.state
    for where, count in cubes.items():
        influence = state["map"]["areas"][where]["influence"]
        influence[realm] = influence.get(realm, 0) + count
        state["supply"][realm]["cubes"] -= count
