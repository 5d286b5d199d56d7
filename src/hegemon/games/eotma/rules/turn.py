"""The player turn: draw an event, then choose endeavours, tax once, or end the turn
(eotma-overview "Sequence of a round").

``state["turn"]`` is the public record of the turn in progress (seat, endeavours done,
whether taxation happened); it is None between turns.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eotma.content.access import content_of
from hegemon.games.eotma.rules.menu import TurnMenu
from hegemon.games.eotma.state import TurnRecord
from hegemon.games.eotma.summary import counted
from hegemon.games.eotma.world.layout import (
    empire,
    round_record,
    state_held_still,
    turn_in_progress,
)

SEQUENCE = "eotma-overview:Sequence of a round"
OWED = "interpretation:EOTMA-24"


def taxation_open(turn: TurnRecord) -> bool:
    """Whether the turn may open the taxation segment: not once it taxed (16.14), and after
    a segment that taxed nothing only once a further endeavour has changed the board — at
    once it would only repeat the same choices (interpretation:EOTMA-46)."""
    if turn["taxed"]:
        return False
    left = turn["untaxed_at"]
    return left is None or turn["endeavours"] > left


@lru_cache(maxsize=64)
def _end_turn_action(left: int) -> Action:
    """Ending the turn with ``left`` year cards kept (an endeavour is owed first when the turn
    has had none and one is offered, interpretation:EOTMA-24)."""
    return Action("end_turn", None, f"End your turn ({counted(left, 'year card')} kept)")


class PlayerTurn(Procedure):
    """``call("player_turn", then=..., seat=...)``: one player's turn; ends with None."""

    name = "player_turn"

    def __init__(self, menu: TurnMenu) -> None:
        self.menu = menu

    @step
    @implements(SEQUENCE)
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        turn: TurnRecord = {"seat": seat, "endeavours": 0, "taxed": False, "untaxed_at": None}
        game.state["turn"] = turn
        game.log("turn", seat, rule=SEQUENCE, year=round_record(game.state)["year"])
        game.call("event", then="ask_choice", seat=seat)

    @step
    @implements("eotma:16.14", "eotma:13.13", OWED)
    def ask_choice(self, game: Game, local: Local) -> Decision:
        state = game.state
        content = content_of(game)
        seat = local["seat"]
        turn = turn_in_progress(state)
        actions: list[Action] = []
        with state_held_still(state):
            if empire(state, seat)["year_cards_left"] > 0:
                for entry in self.menu.endeavours:
                    actions.extend(entry.actions(state, content, seat))
            endeavour_offered = bool(actions)  # every endeavour entry's actions are endeavours
            taxation = self.menu.taxation
            if (
                taxation is not None
                and taxation_open(turn)
                and taxation.available(state, content, seat)
            ):
                actions.append(Action("tax", None, "Tax your areas (once this turn)"))
            for extra in self.menu.extras:
                actions.extend(extra.actions(state, content, seat))
        left = empire(state, seat)["year_cards_left"]
        if not (turn["endeavours"] == 0 and endeavour_offered):
            actions.append(_end_turn_action(left))
        timing = round_record(state)
        prompt = (
            f"AD {timing['year']}, round {timing['number']}: your turn "
            f"({empire(state, seat)['gold']} gold, {counted(left, 'year card')}) — what next?"
        )
        return Decision(seat, prompt, tuple(actions))

    def on_choice(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        if action.verb == "end_turn":
            game.state["turn"] = None
            game.log("end_turn", seat, rule=SEQUENCE)
            game.end(None)
            return
        if action.verb == "tax":
            assert self.menu.taxation is not None
            game.call(self.menu.taxation.procedure, then="after_taxation", seat=seat)
            return
        if action.verb == "endeavour":
            assert isinstance(action.argument, tuple)
            kind, base, target = action.argument
            entry = next(entry for entry in self.menu.endeavours if entry.kind == kind)
            game.call(
                entry.procedure,
                then="after_endeavour",
                seat=seat,
                kind=kind,
                base=base,
                target=target,
            )
            return
        extra = next(extra for extra in self.menu.extras if extra.verb == action.verb)
        argument: Any = (
            list(action.argument) if isinstance(action.argument, tuple) else action.argument
        )
        game.call(extra.procedure, then="after_extra", seat=seat, argument=argument)

    @step
    def after_endeavour(self, game: Game, local: Local) -> None:
        turn_in_progress(game.state)["endeavours"] += 1
        game.goto("ask_choice")

    @step
    @implements("eotma:16.1", "eotma:16.14", "interpretation:EOTMA-46")
    def after_taxation(self, game: Game, local: Local) -> None:
        """Taxation is used up once the segment taxed or plundered an area; one that left
        every area untaxed never started it (16.1)."""
        turn = turn_in_progress(game.state)
        result = local.get("result")
        if isinstance(result, dict) and result.get("taxed") is False:
            turn["untaxed_at"] = turn["endeavours"]
        else:
            turn["taxed"] = True
        game.goto("ask_choice")

    @step
    def after_extra(self, game: Game, local: Local) -> None:
        game.goto("ask_choice")
