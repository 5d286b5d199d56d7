"""Declared steps, optional decisions, results cleared after use, asking seats in turn,
where a decision was asked, and the runaway guard per frame."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine import flow
from hegemon.engine.audit import audit
from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import FlowError, Game, Local, Procedure, Procedures, Runaway, frame, step


def _game(procedures: Procedures, procedure: str, **local: Any) -> Game:
    state = {
        "meta": {"seats": ["a", "b", "c"]},
        "rng": {},
        "stack": [frame(procedure, dict(local))],
        "outcome": None,
        "said": [],
    }
    return Game(state, procedures)


class WithHelper(Procedure):
    name = "with_helper"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["value"] = self.double(2)
        game.goto("ask_ok")

    def double(self, value: int) -> int:
        return value * 2

    @step
    def ask_ok(self, game: Game, local: Local) -> Decision:
        return Decision("a", "ok?", (Action("ok"),))

    def on_ok(self, game: Game, local: Local, action: Action) -> None:
        game.end(local["value"])


def test_only_declared_methods_are_steps() -> None:
    procedures = Procedures([WithHelper()])
    assert procedures.steps("with_helper") == ["ask_ok", "start"]
    with pytest.raises(FlowError, match="has no step 'double'"):
        procedures.run_step("with_helper", "double")


def test_a_handler_without_its_declared_decision_is_refused() -> None:
    class Orphan(Procedure):
        name = "orphan"

        @step
        def start(self, game: Game, local: Local) -> None:
            game.goto("ask_x")

        def ask_x(self, game: Game, local: Local) -> Decision:  # not declared
            raise AssertionError

        def on_x(self, game: Game, local: Local, action: Action) -> None:
            raise AssertionError

    with pytest.raises(FlowError, match=r"orphan\.on_x handles no declared step ask_x"):
        Procedures([Orphan()])


def test_only_a_decision_may_be_optional() -> None:
    with pytest.raises(FlowError, match="only a decision"):

        class Wrong(Procedure):
            name = "wrong"

            @step(optional=True)
            def start(self, game: Game, local: Local) -> None:
                game.end()


class GoesAstray(Procedure):
    name = "goes_astray"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local.get("x"):
            game.goto("nowhere")
        elif local.get("y"):
            game.call("missing_procedure", then="start")
        else:
            game.call("with_helper", then="not_a_step")


class NamesByKeyword(Procedure):
    name = "names_by_keyword"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local.get("x"):
            game.goto(step="astray")
        else:
            game.call(procedure="gone", then="start" if local.get("y") else "lost")


def test_the_audit_reads_names_given_by_keyword_and_both_branches_of_a_condition() -> None:
    problems = audit(Procedures([NamesByKeyword()]))
    assert sorted(problem.split(": ", 1)[1] for problem in problems) == [
        "call names step 'lost', not declared",
        "call names unknown procedure 'gone'",
        "goto names step 'astray', not declared",
    ]


def test_the_audit_names_every_step_and_procedure_that_does_not_exist() -> None:
    problems = audit(Procedures([GoesAstray(), WithHelper()]))
    assert len(problems) == 3
    assert "goto names step 'nowhere', not declared" in problems[0]
    assert "call names unknown procedure 'missing_procedure'" in problems[1]
    assert "call names step 'not_a_step', not declared" in problems[2]
    assert audit(Procedures([WithHelper()])) == []


class Caller(Procedure):
    name = "caller"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call("with_helper", then="got")

    @step
    def got(self, game: Game, local: Local) -> None:
        game.state["said"].append(local["result"])
        game.goto("after")

    @step
    def after(self, game: Game, local: Local) -> None:
        game.state["said"].append("result" in local)
        game.goto("ask_end")

    @step
    def ask_end(self, game: Game, local: Local) -> Decision:
        return Decision("a", "end?", (Action("end"),))

    def on_end(self, game: Game, local: Local, action: Action) -> None:
        game.end()


def test_the_result_of_a_callee_is_cleared_once_the_caller_has_resumed_with_it() -> None:
    game = _game(Procedures([Caller(), WithHelper()]), "caller")
    game.advance()
    game.apply("a", Action("ok"))
    assert game.state["said"] == [4, False]
    assert "result" not in game.stack[-1]["local"]


class Reaction(Procedure):
    """Each seat may react with a card, if it holds one; otherwise it is not asked."""

    name = "reaction"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_react")

    @step(optional=True)
    def ask_react(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        if seat not in game.state["holders"]:
            game.end(None)
            return None
        return Decision(seat, "react?", (Action("react", True), Action("react", False)))

    def on_react(self, game: Game, local: Local, action: Action) -> None:
        game.end(local["seat"] if action.argument else None)


class Window(Procedure):
    name = "window"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.ask_in_turn(local["seats"], "reaction", then="ask_close", stop_at_first=local["first"])

    @step
    def ask_close(self, game: Game, local: Local) -> Decision:
        game.state["said"] = local["result"]
        return Decision("a", "close", (Action("close"),))

    def on_close(self, game: Game, local: Local, action: Action) -> None:
        game.end()


def _window(holders: list[str], first: bool = False) -> Game:
    game = _game(Procedures([Window(), Reaction()]), "window", seats=["a", "b", "c"], first=first)
    game.state["holders"] = holders
    game.advance()
    return game


def test_a_seat_with_nothing_to_decide_is_not_asked_and_the_game_moves_on() -> None:
    game = _window(["b"])
    decision = game.decision()
    assert decision is not None
    assert (decision.seat, decision.prompt) == ("b", "react?")
    assert (decision.procedure, decision.step) == ("reaction", "ask_react")
    game.apply("b", Action("react", False))
    decision = game.decision()
    assert decision is not None and (decision.procedure, decision.step) == ("window", "ask_close")
    assert game.state["said"] == [["a", None], ["b", None], ["c", None]]


def test_asking_in_turn_can_stop_at_the_first_seat_that_acts() -> None:
    game = _window(["a", "b", "c"], first=True)
    game.apply("a", Action("react", False))
    game.apply("b", Action("react", True))
    assert game.decision() is not None
    assert game.state["said"] == [["a", None], ["b", "b"]]


def test_when_no_seat_has_anything_to_decide_the_window_passes_without_a_question() -> None:
    game = _window([])
    decision = game.decision()
    assert decision is not None and decision.prompt == "close"


def test_an_optional_decision_that_neither_decides_nor_moves_is_a_flow_error() -> None:
    class Idle(Procedure):
        name = "idle"

        @step(optional=True)
        def ask_start(self, game: Game, local: Local) -> Decision | None:
            return None

        def on_start(self, game: Game, local: Local, action: Action) -> None:
            game.end()

    game = Game(
        {"meta": {}, "rng": {}, "stack": [frame("idle", step="ask_start")], "outcome": None},
        Procedures([Idle()]),
    )
    with pytest.raises(FlowError, match=r"idle\.ask_start did not say where the game goes next"):
        game.advance()


class Rounds(Procedure):
    """A whole automated game: many rounds, each a sub-procedure of many steps."""

    name = "rounds"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local.setdefault("round", 0) == game.state["rounds"]:
            game.goto("ask_over")
            return
        local["round"] += 1
        game.call("busy_round", then="start")

    @step
    def ask_over(self, game: Game, local: Local) -> Decision:
        return Decision("a", "over", (Action("ok"),))

    def on_over(self, game: Game, local: Local, action: Action) -> None:
        game.end()


class BusyRound(Procedure):
    name = "busy_round"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["steps"] = local.get("steps", 0) + 1
        if local["steps"] == game.state["per_round"]:
            game.end()
        else:
            game.goto("start")


def test_a_long_automated_game_is_not_a_runaway_but_an_endless_frame_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(flow, "RUNAWAY_STEPS", 100)
    procedures = Procedures([Rounds(), BusyRound()])
    game = _game(procedures, "rounds")
    game.state.update(rounds=50, per_round=90)  # 4,500 steps in all, none of them endless
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.prompt == "over"
    game = _game(procedures, "rounds")
    game.state.update(rounds=1, per_round=500)
    with pytest.raises(Runaway, match="busy_round took 100 steps"):
        game.advance()


def test_endless_recursion_is_a_runaway(monkeypatch: pytest.MonkeyPatch) -> None:
    class Recurse(Procedure):
        name = "recurse"

        @step
        def start(self, game: Game, local: Local) -> None:
            game.call("recurse", then="start")

    monkeypatch.setattr(flow, "MAXIMUM_DEPTH", 50)
    with pytest.raises(Runaway, match="50 frames on the stack"):
        _game(Procedures([Recurse()]), "recurse").advance()


class Years(Procedure):
    """Hands over to itself each year: every year is a new frame at the same depth."""

    name = "years"

    @step
    def start(self, game: Game, local: Local) -> None:
        local["step"] = local.get("step", 0) + 1
        if local["step"] < 11:
            game.goto("start")
            return
        game.state["year"] += 1
        if game.state["year"] == game.state["last"]:
            game.goto("ask_done")
        else:
            game.hand_over("years")

    @step
    def ask_done(self, game: Game, local: Local) -> Decision:
        return Decision("a", "done", (Action("ok"),))

    def on_done(self, game: Game, local: Local, action: Action) -> None:
        game.end()


def test_a_frame_handed_over_starts_its_count_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flow, "RUNAWAY_STEPS", 100)
    game = _game(Procedures([Years()]), "years")
    game.state.update(year=0, last=30)  # 330 steps at depth 1, 11 per frame
    game.advance()
    assert game.state["year"] == 30
    monkeypatch.setattr(flow, "RUNAWAY_TOTAL", 200)
    game = _game(Procedures([Years()]), "years")
    game.state.update(year=0, last=30)
    with pytest.raises(Runaway, match="200 steps ran without a decision"):
        game.advance()


class SealedChoice(Procedure):
    name = "sealed_choice"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_tactic")

    @step
    def ask_tactic(self, game: Game, local: Local) -> Decision:
        options = tuple(Action("tactic", value) for value in (1, 2, 3))
        return Decision(local["seat"], "choose a tactic face down", options)

    def on_tactic(self, game: Game, local: Local, action: Action) -> None:
        game.end(action.argument)


class Battle(Procedure):
    name = "battle"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.ask_in_turn(["a", "b", "c"], "sealed_choice", then="ask_reveal", sealed=True)

    @step
    def ask_reveal(self, game: Game, local: Local) -> Decision:
        return Decision("a", "reveal", (Action("reveal"),))

    def on_reveal(self, game: Game, local: Local, action: Action) -> None:
        game.state["revealed"] = local["result"]["sealed"]
        game.finish(Outcome((), {}, "revealed"))


def test_choices_asked_in_turn_face_down_are_seen_by_their_seats_alone() -> None:
    from hegemon.engine.rules import SEALED_FRAME_DATA, SEALED_RESULT
    from tests.engine.bare_rules import bare_rules

    procedures = Procedures([Battle(), SealedChoice()])
    rules = bare_rules(procedures)
    assert rules.hidden_fields()[-2:] == (SEALED_FRAME_DATA, SEALED_RESULT)
    game = _game(procedures, "battle")
    game.advance()
    game.apply("a", Action("tactic", 2))
    seen = rules.view(game.state, "b")
    in_turn = next(frame for frame in seen["stack"] if frame["procedure"] == "in_turn")
    assert in_turn["local"]["sealed"] == {"a": "hidden"}
    assert rules.view(game.state, "a")["stack"][1]["local"]["sealed"] == {"a": 2}
    game.apply("b", Action("tactic", 3))
    game.apply("c", Action("tactic", 1))
    assert rules.view(game.state, "c")["stack"][0]["local"]["result"] == {
        "sealed": {"a": "hidden", "b": "hidden", "c": 1}
    }
    game.apply("a", Action("reveal"))
    assert game.state["revealed"] == {"a": 2, "b": 3, "c": 1}


def test_ask_in_turn_gives_the_seat_itself_and_kernel_names_are_reserved() -> None:
    game = _game(Procedures([Battle(), SealedChoice()]), "battle")
    with pytest.raises(FlowError, match="'seat' cannot be passed"):
        game.ask_in_turn(["a"], "sealed_choice", then="start", seat="a")

    class Clash(Procedure):
        name = "in_turn"

        @step
        def start(self, game: Game, local: Local) -> None:
            game.end()

    with pytest.raises(FlowError, match="procedure name 'in_turn' is the kernel's own"):
        Procedures([Clash()])


def test_refresh_forgets_a_decision_that_a_change_by_hand_made_stale() -> None:
    game = _window(["b"])
    assert game.decision() is not None and game.decision().seat == "b"  # type: ignore[union-attr]
    game.state["holders"] = []
    game.refresh()
    decision = game.decision()
    assert decision is not None and decision.prompt == "close"
