"""The procedure stack that rules are written on, and the running-game handle they use.

A *procedure* is a class of named steps. The state's stack holds frames
``{"procedure": name, "step": step, "local": {...}, "then": step-or-None}``; the top
frame is the one running. A step is a method ``step(game, local)`` that must say where
the game goes next, exactly once: :meth:`Game.goto` another step of the same
procedure, :meth:`Game.call` a sub-procedure (the caller resumes at ``then`` with the
callee's result in ``local["result"]``), :meth:`Game.hand_over` to another procedure,
:meth:`Game.end` with a result, or :meth:`Game.finish` the game.

A step whose name starts with ``ask_`` is a decision: ``ask_x(game, local)`` returns
the :class:`Decision` and ``on_x(game, local, action)`` handles the chosen action.
The same code that builds the options decides legality, so the interface, the fuzzer
and every agent see one truth. Nothing in the stack is code: any decision point can be
saved, cloned and resumed in another process.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from hegemon.engine import rng
from hegemon.engine.decision import Action, Decision, IllegalAction, Outcome
from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State

Local = dict[str, Any]
RunStep = Callable[["Game", Local], None]
AskStep = Callable[["Game", Local], Decision]
AnswerStep = Callable[["Game", Local, Action], None]

RUNAWAY_STEPS = 200_000
"""Steps one apply may run before the engine calls it a runaway loop."""


class FlowError(RuntimeError):
    """A rules module broke the procedure contract (a bug in the rules, not the player)."""


class Runaway(FlowError):
    """Too many steps ran without the game asking for a decision."""


class Procedure:
    """Base of every procedure. Subclasses set ``name`` and define ``start``."""

    name: ClassVar[str] = ""

    def start(self, game: Game, local: Local) -> None:
        raise FlowError(f"procedure {self.name!r} has no start step")


class Procedures:
    """The procedures of one rules module, looked up by name with their steps resolved."""

    def __init__(self, procedures: Iterable[Procedure] = ()) -> None:
        self._runs: dict[tuple[str, str], RunStep] = {}
        self._asks: dict[tuple[str, str], tuple[AskStep, AnswerStep]] = {}
        self._names: set[str] = set()
        for procedure in procedures:
            self.add(procedure)

    def add(self, procedure: Procedure) -> None:
        name = procedure.name
        if not name:
            raise FlowError(f"{type(procedure).__name__} has no procedure name")
        if name in self._names:
            raise FlowError(f"procedure {name!r} is registered twice")
        self._names.add(name)
        for attribute in dir(procedure):
            if attribute.startswith("_") or attribute == "name":
                continue
            method = getattr(procedure, attribute)
            if not callable(method):
                continue
            if attribute.startswith("ask_"):
                answer = getattr(procedure, "on_" + attribute[4:], None)
                if answer is None:
                    raise FlowError(f"{name}.{attribute} has no handler on_{attribute[4:]}")
                self._asks[(name, attribute)] = (method, answer)
            elif not attribute.startswith("on_"):
                self._runs[(name, attribute)] = method

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def names(self) -> list[str]:
        return sorted(self._names)

    def run_step(self, procedure: str, step: str) -> RunStep:
        try:
            return self._runs[(procedure, step)]
        except KeyError:
            raise FlowError(f"procedure {procedure!r} has no step {step!r}") from None

    def ask_step(self, procedure: str, step: str) -> tuple[AskStep, AnswerStep]:
        try:
            return self._asks[(procedure, step)]
        except KeyError:
            raise FlowError(f"procedure {procedure!r} has no decision step {step!r}") from None


def frame(procedure: str, local: Local | None = None, step: str = "start") -> dict[str, Any]:
    """A new stack frame."""
    return {"procedure": procedure, "step": step, "local": local or {}, "then": None}


class Game:
    """A state being played: the operations rules use, plus the log of this run.

    The handle itself holds nothing that must survive: the state is the game; the
    handle's log and flags belong to one apply or one setup.
    """

    def __init__(self, state: State, procedures: Procedures) -> None:
        self.state = state
        self.procedures = procedures
        self.entries: list[LogEntry] = []
        self.randomness_used = False
        self.revealed = False
        self._moved = False
        self._decision: Decision | None = None

    # -- where the game goes next ------------------------------------------------------
    @property
    def stack(self) -> list[dict[str, Any]]:
        stack: list[dict[str, Any]] = self.state["stack"]
        return stack

    def _transfer(self) -> None:
        if self._moved:
            top = self.stack[-1] if self.stack else None
            where = f"{top['procedure']}.{top['step']}" if top else "the last step"
            raise FlowError(f"{where} said where to go next twice")
        self._moved = True

    def goto(self, step: str) -> None:
        self._transfer()
        self.stack[-1]["step"] = step

    def call(self, procedure: str, then: str, **local: Any) -> None:
        if procedure not in self.procedures:
            raise FlowError(f"call to unknown procedure {procedure!r}")
        self._transfer()
        self.stack[-1]["step"] = then
        new = frame(procedure, local)
        new["then"] = then
        self.stack.append(new)

    def hand_over(self, procedure: str, **local: Any) -> None:
        if procedure not in self.procedures:
            raise FlowError(f"hand over to unknown procedure {procedure!r}")
        self._transfer()
        old = self.stack.pop()
        new = frame(procedure, local)
        new["then"] = old["then"]
        self.stack.append(new)

    def end(self, result: Any = None) -> None:
        self._transfer()
        self.stack.pop()
        if self.stack:
            self.stack[-1]["local"]["result"] = result

    def finish(self, outcome: Outcome) -> None:
        self._transfer()
        self.state["outcome"] = outcome.to_data()
        self.stack.clear()

    # -- running -----------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        data = self.state.get("outcome")
        return Outcome.from_data(data) if data is not None else None

    def advance(self) -> None:
        """Run steps until a decision is pending or the game is over."""
        steps = 0
        while self.state.get("outcome") is None:
            if not self.stack:
                raise FlowError("the procedure stack is empty but the game has no outcome")
            top = self.stack[-1]
            step = top["step"]
            if step.startswith("ask_"):
                return
            self._moved = False
            self._decision = None
            self.procedures.run_step(top["procedure"], step)(self, top["local"])
            if not self._moved:
                raise FlowError(f"{top['procedure']}.{step} did not say where the game goes next")
            steps += 1
            if steps > RUNAWAY_STEPS:
                raise Runaway(f"{RUNAWAY_STEPS} steps ran without a decision (last: {step})")

    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        if self.state.get("outcome") is not None:
            return None
        if self._decision is None:
            top = self.stack[-1]
            ask, _ = self.procedures.ask_step(top["procedure"], top["step"])
            self._decision = ask(self, top["local"])
            if not self._decision.actions:
                raise FlowError(
                    f"{top['procedure']}.{top['step']} asked {self._decision.seat} "
                    f"with no legal action"
                )
        return self._decision

    def check(self, seat: str, action: Action) -> Action:
        """The legal action matching ``action``; IllegalAction says why it is not legal."""
        decision = self.decision()
        if decision is None:
            raise IllegalAction("the game is over; no action is legal")
        if seat != decision.seat:
            raise IllegalAction(
                f"it is {decision.seat}'s decision ({decision.prompt}), not {seat}'s"
            )
        legal = decision.find(action)
        if legal is None:
            options = "; ".join(str(option) for option in decision.actions[:12])
            more = f" and {len(decision.actions) - 12} more" if len(decision.actions) > 12 else ""
            raise IllegalAction(
                f"{action.verb} {action.argument!r} is not a legal answer to "
                f"'{decision.prompt}' for {seat}; legal: {options}{more}"
            )
        return legal

    def apply(self, seat: str, action: Action) -> None:
        """Apply a legal action and run to the next decision. Raises IllegalAction first."""
        legal = self.check(seat, action)
        top = self.stack[-1]
        _, answer = self.procedures.ask_step(top["procedure"], top["step"])
        self._moved = False
        self._decision = None
        answer(self, top["local"], legal)
        if not self._moved:
            raise FlowError(f"{top['procedure']}.on_{top['step'][4:]} did not say where to go next")
        self.advance()

    # -- randomness, logged with its purpose ------------------------------------------
    @property
    def _rng(self) -> dict[str, Any]:
        record: dict[str, Any] = self.state["rng"]
        return record

    def roll(
        self, purpose: str, sides: int = 6, seat: str | None = None, rule: str | None = None
    ) -> int:
        self.randomness_used = True
        value = rng.die(self._rng, sides)
        self.log("roll", seat, rule=rule, purpose=purpose, sides=sides, result=value)
        return value

    def roll_dice(
        self,
        count: int,
        purpose: str,
        sides: int = 6,
        seat: str | None = None,
        rule: str | None = None,
    ) -> list[int]:
        self.randomness_used = True
        values = [rng.die(self._rng, sides) for _ in range(count)]
        self.log("roll", seat, rule=rule, purpose=purpose, sides=sides, result=values)
        return values

    def random_between(self, low: int, high: int, purpose: str, rule: str | None = None) -> int:
        self.randomness_used = True
        value = rng.integer_between(self._rng, low, high)
        self.log("random", rule=rule, purpose=purpose, low=low, high=high, result=value)
        return value

    def shuffle(self, items: list[Any], purpose: str, rule: str | None = None) -> None:
        self.randomness_used = True
        rng.shuffle(self._rng, items)
        self.log("shuffle", rule=rule, purpose=purpose, count=len(items))

    def choose_at_random(self, items: list[Any], purpose: str, rule: str | None = None) -> Any:
        self.randomness_used = True
        value = rng.choice(self._rng, items)
        self.log("random", rule=rule, purpose=purpose, result=value)
        return value

    def reveal(self) -> None:
        """Say that hidden information became known: undo stops here."""
        self.revealed = True

    # -- log -----------------------------------------------------------------------------
    def log(
        self,
        kind: str,
        seat: str | None = None,
        rule: str | None = None,
        text: str = "",
        **values: Any,
    ) -> None:
        self.entries.append(LogEntry(kind, seat, values, rule, text))
