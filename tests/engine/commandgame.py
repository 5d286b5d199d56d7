"""A kernel test game with seat commands (decision 0110), defined here only.

"Conceding Tower": Tower (:mod:`tests.engine.dicegame`) where a seat may, at any moment
and outside its decisions, ``concede`` the race, or ``play_on`` to withdraw a concession
still waiting. The command only records the seat in ``conceding``; the rules act on the
record at the end of a turn: a conceding seat is passed over, and once a single seat (or
none) still races, the game ends with it the winner.
"""

from __future__ import annotations

from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Outcome
from hegemon.engine.flow import Game, Local, Procedures, step
from hegemon.engine.rules import ScenarioInfo
from hegemon.engine.serial import State
from tests.engine.dicegame import GOAL, PlayCard, Tower, Turn

CONCEDE = Action("concede", None, "Concede the race")
PLAY_ON = Action("play_on", None, "Withdraw your concession and play on")


class ConcedingTurn(Turn):
    @step
    def next_seat(self, game: Game, local: Local) -> None:
        state = game.state
        seat = state["active"]
        seats: list[str] = state["meta"]["seats"]
        racing = [other for other in seats if other not in state["conceding"]]
        if state["scores"][seat] >= GOAL and seat in racing:
            game.finish(Outcome((seat,), dict(state["scores"]), "reached the goal"))
            return
        if not racing or (len(racing) == 1 and len(seats) > 1):
            reason = "the others conceded" if racing else "every seat conceded"
            game.finish(Outcome(tuple(racing), dict(state["scores"]), reason))
            return
        following = seats.index(seat)
        while True:
            following = (following + 1) % len(seats)
            if seats[following] in racing:
                break
        state["active"] = seats[following]
        game.hand_over("turn")


class ConcedingTower(Tower):
    name = "conceding_tower"
    title = "Conceding Tower (kernel test game with commands)"

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        super().initial_state(scenario, seats, options, game)
        game.state["conceding"] = []

    def commands(self, state: State, seat: str) -> list[Action]:
        if state.get("outcome") is not None or seat not in state["meta"]["seats"]:
            return []
        return [PLAY_ON] if seat in state["conceding"] else [CONCEDE]

    def command(self, game: Game, seat: str, action: Action) -> None:
        conceding: list[str] = game.state["conceding"]
        if action.verb == "concede":
            conceding.append(seat)
        else:
            conceding.remove(seat)
        game.log(action.verb, seat)


RULES = ConcedingTower(Procedures([ConcedingTurn(), PlayCard()]))
rules_registry.register(RULES)
