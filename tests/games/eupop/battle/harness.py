"""A battle started on a six crowns game under the kernel's case caller, with the dice
forced: France attacks England in Guyenne."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Frame, Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war

INFANTRY, CAVALRY, ARTILLERY, SECOND, BLANK = 1, 3, 4, 5, 6
"""Values of the infantry battle die, by the face they show."""


def guyenne(france: dict[str, int], england: dict[str, int]) -> State:
    """France's army f003 (``france``) in Guyenne, at war with England, whose army f005
    (``england``) is there."""
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f003"]["where"] = "Guyenne"
    state["forces"]["f003"]["units"] = dict(france)
    state["forces"]["f005"]["units"] = dict(england)
    start_war(state, "france", ["england"], None)
    return state


def fight(
    state: State,
    dice: list[int],
    below: list[Frame] | None = None,
    leaders: bool = False,
    **extra: Any,
) -> Game:
    """Start the battle (on top of the ``below`` frames) and run to the first decision;
    unless ``leaders``, both sides first answer that they fight without a leader."""
    state["rng"]["forced"] = list(dice)
    local = {"where": "Guyenne", "attacker": "france", "defender": "england", **extra}
    state["stack"] = [
        *(below or []),
        frame("situation", {"procedure": "battle", "local": local, "seat": "france"}),
    ]
    game = RULES.resume(state)
    game.advance()
    if leaders:
        return game
    while pending(game).step == "ask_leader":
        game.apply(pending(game).seat, Action("no_battle_leader", None, ""))
    return game


def pending(game: Game) -> Decision:
    decision = game.decision()
    assert decision is not None
    return decision


def answer(game: Game, seat: str, verb: str, argument: Any = None) -> None:
    decision = pending(game)
    assert decision.seat == seat, (decision.seat, decision.prompt)
    game.apply(seat, Action(verb, argument, ""))
