"""Shared helpers of the eotma tests."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.module import RULES


def new_game(scenario: str = "millennium", seed: int = 1, seats: list[str] | None = None) -> Game:
    """A new game advanced to its first decision."""
    return RULES.setup(scenario, seed, seats)


def content() -> Content:
    """The pack the games of :func:`new_game` are played on (the shipped pack)."""
    return RULES.content


def set_leader(game: Game, seat: str, combat: int, administrative: int, diplomatic: int) -> None:
    leader = game.state["empires"][seat]["leader"]
    leader.update(combat=combat, administrative=administrative, diplomatic=diplomatic)
