"""The exploration tests' game: six crowns with Castile and France human, Castile holding
Quest for the New World and two light ships in the Eastern Atlantic (fleet f002)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES


def new_game(quest: bool = True) -> Game:
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    if quest:
        game.state["players"]["castile"]["ideas"].append("quest_for_the_new_world")
    return game


def start(game: Game, procedure: str, seat: str, argument: object, dice: list[int]) -> Game:
    """Start ``procedure`` under the kernel's case caller with forced die results; a fresh
    handle advanced to its first decision."""
    state = game.state
    state["rng"]["forced"] = list(dice)
    local = {"seat": seat, "argument": argument}
    state["stack"] = [frame("situation", {"procedure": procedure, "local": local, "seat": seat})]
    handle = RULES.resume(state)
    handle.entries = []
    handle.advance()
    return handle


def choose(game: Game, verb: str, argument: object = None) -> None:
    """Apply the offered action with this verb and argument."""
    decision = game.decision()
    assert decision is not None
    wanted = Action(verb, argument, "")
    for action in decision.actions:
        if action.verb == wanted.verb and action.argument == wanted.argument:
            game.apply(decision.seat, action)
            return
    offered = [(action.verb, action.argument) for action in decision.actions]
    raise AssertionError(f"{verb} {argument!r} not offered: {offered}")


def verbs(game: Game) -> list[tuple[str, object]]:
    decision = game.decision()
    assert decision is not None
    return [(action.verb, action.argument) for action in decision.actions]


def kinds(game: Game) -> list[str]:
    return [entry.kind for entry in game.entries]
