from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import FlowError, Game, Local, Procedure, Procedures, Runaway, frame, step
from hegemon.engine.serial import state_hash, to_json
from tests.engine.dicegame import RULES

ROOT = Path(__file__).resolve().parents[2]


def _state(procedure: str) -> dict[str, object]:
    return {"meta": {"seats": ["a"]}, "rng": {}, "stack": [frame(procedure)], "outcome": None}


class Counter(Procedure):
    name = "counter"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("add", then="ask_done", amount=3)

    @step
    def ask_done(self, game: Game, local: Local) -> Decision:
        return Decision("a", f"total {local['result']}", (Action("ok", None, "OK"),))

    def on_done(self, game: Game, local: Local, action: Action) -> None:
        game.end()


class Add(Procedure):
    name = "add"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.end(local["amount"] * 2)


class Silent(Procedure):
    name = "silent"

    @step
    def start(self, game: Game, local: Local) -> None:
        pass


class Loop(Procedure):
    name = "loop"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("start")


class Twice(Procedure):
    name = "twice"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("start")
        game.goto("start")


PROCEDURES = Procedures([Counter(), Add(), Silent(), Loop(), Twice()])


def test_a_call_returns_its_result_to_the_caller_at_its_then_step() -> None:
    game = Game(_state("counter"), PROCEDURES)
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.prompt == "total 6"
    assert [f["procedure"] for f in game.stack] == ["counter"]


def test_a_step_that_does_not_say_where_to_go_is_a_flow_error() -> None:
    with pytest.raises(FlowError, match=r"silent\.start did not say where"):
        Game(_state("silent"), PROCEDURES).advance()


def test_a_step_that_moves_twice_is_a_flow_error() -> None:
    with pytest.raises(FlowError, match="twice"):
        Game(_state("twice"), PROCEDURES).advance()


def test_the_runaway_guard_stops_an_endless_loop() -> None:
    with pytest.raises(Runaway, match="without a decision"):
        Game(_state("loop"), PROCEDURES).advance()


def test_an_ask_step_without_handler_is_refused_at_registration() -> None:
    class Broken(Procedure):
        name = "broken"

        @step
        def ask_x(self, game: Game, local: Local) -> Decision:
            raise AssertionError

    with pytest.raises(FlowError, match="no handler on_x"):
        Procedures([Broken()])


def test_a_game_saved_mid_decision_resumes_in_another_process() -> None:
    game = RULES.setup("duel", seed=11, options={})
    game.state["rng"]["forced"] = [6, 5]
    game.apply("north", Action("roll"))
    game.apply("north", Action("roll"))
    game.apply("north", Action("bank"))  # 11 points: now inside play_card, a nested decision
    assert [f["procedure"] for f in game.stack] == ["turn", "play_card"]
    saved = to_json(game.state)
    script = (
        "import json,sys\n"
        "from hegemon.engine.serial import from_json, state_hash\n"
        "from hegemon.engine.decision import Action\n"
        "from tests.engine.dicegame import RULES\n"
        "game = RULES.resume(from_json(sys.stdin.read()))\n"
        "game.apply('north', Action('keep'))\n"
        "print(json.dumps([state_hash(game.state), game.decision().seat]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=saved,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    game.apply("north", Action("keep"))
    decision = game.decision()
    assert decision is not None
    assert json.loads(done.stdout) == [state_hash(game.state), decision.seat]
    assert decision.seat == "south"
