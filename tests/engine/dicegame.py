"""A small game for testing the kernel, defined here only.

"Tower": 2-4 seats race to 20 points. On a turn the seat may roll (a die; a 1 loses the
turn's points) or bank. Banking with 6+ turn points lets the seat play a secret card
from its hand (hidden), nested as a sub-procedure that asks the seat again: a nested
decision inside a turn. Option ``planted_bug`` makes banking exactly 13 points crash,
so the fuzzer has something to find.
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.rules import HiddenField, RulesModule, ScenarioInfo
from hegemon.engine.serial import State

GOAL = 20


class Turn(Procedure):
    name = "turn"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["points"] = 0
        game.goto("ask_roll_or_bank")

    @step
    def ask_roll_or_bank(self, game: Game, local: Local) -> Decision:
        seat = game.state["active"]
        actions = [Action("roll", None, "Roll the die")]
        if local["points"] > 0:
            actions.append(Action("bank", None, f"Bank {local['points']} points"))
        return Decision(seat, f"{local['points']} points this turn: roll or bank?", tuple(actions))

    def on_roll_or_bank(self, game: Game, local: Local, action: Action) -> None:
        seat = game.state["active"]
        if action.verb == "roll":
            value = game.roll("turn roll", seat=seat)
            if value == 1:
                game.log("bust", seat)
                game.goto("next_seat")
            else:
                local["points"] += value
                game.goto("ask_roll_or_bank")
            return
        if game.state["meta"]["options"].get("planted_bug") and local["points"] == 13:
            raise RuntimeError("planted bug: banking 13 points")
        game.state["scores"][seat] += local["points"]
        game.log("bank", seat, points=local["points"])
        if local["points"] >= 6 and game.state["hands"][seat]:
            game.call("play_card", then="next_seat")
        else:
            game.goto("next_seat")

    @step
    def next_seat(self, game: Game, local: Local) -> None:
        state = game.state
        seat = state["active"]
        if state["scores"][seat] >= GOAL:
            game.finish(Outcome((seat,), dict(state["scores"]), "reached the goal"))
            return
        seats = state["meta"]["seats"]
        state["active"] = seats[(seats.index(seat) + 1) % len(seats)]
        game.hand_over("turn")


class PlayCard(Procedure):
    name = "play_card"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_card")

    @step
    def ask_card(self, game: Game, local: Local) -> Decision:
        seat = game.state["active"]
        options = [
            Action("card", value, f"Play your {value}") for value in game.state["hands"][seat]
        ]
        options.append(Action("keep", None, "Keep your cards"))
        return Decision(seat, "Play a secret card for bonus points?", tuple(options))

    def on_card(self, game: Game, local: Local, action: Action) -> None:
        seat = game.state["active"]
        if action.verb == "card":
            assert isinstance(action.argument, int)
            game.state["hands"][seat].remove(action.argument)
            game.state["scores"][seat] += action.argument
            game.reveal()
            game.log("card", seat, value=action.argument)
        game.end(action.argument)


class Tower(RulesModule):
    name = "tower"
    title = "Tower (kernel test game)"
    hidden = (HiddenField("hands/*", owner_level=0),)

    def scenarios(self) -> list[ScenarioInfo]:
        return [
            ScenarioInfo("duel", "Two seats", ("north", "south"), minimum_seats=2),
            ScenarioInfo("four", "Four seats", ("north", "east", "south", "west"), minimum_seats=2),
            ScenarioInfo("solo", "One seat racing alone", ("north",)),
        ]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        state = game.state
        state["scores"] = {seat: 0 for seat in seats}
        deck = [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]
        game.shuffle(deck, "deal secret cards")
        state["hands"] = {
            seat: sorted(deck[index * 2 : index * 2 + 2]) for index, seat in enumerate(seats)
        }
        state["active"] = seats[0]
        state["stack"].append(frame("turn"))

    def scores(self, state: State) -> dict[str, int]:
        return dict(state["scores"])

    def invariants(self, state: State) -> list[str]:
        broken = []
        for seat, score in state["scores"].items():
            if score < 0:
                broken.append(f"{seat} has a negative score {score}")
        return broken


RULES = Tower(Procedures([Turn(), PlayCard()]))
