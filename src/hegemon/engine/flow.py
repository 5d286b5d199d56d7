"""The procedure stack that rules are written on, and the running-game handle they use.

A *procedure* is a class of declared steps. The state's stack holds frames
``{"procedure": name, "step": step, "local": {...}, "then": step-or-None}``; the top
frame is the one running. A step is a method ``step(game, local)`` marked :func:`step`
that must say where the game goes next, exactly once: :meth:`Game.goto` another step of
the same procedure, :meth:`Game.call` a sub-procedure (the caller resumes at ``then``
with the callee's result in ``local["result"]``, cleared once that step has run),
:meth:`Game.hand_over` to another procedure, :meth:`Game.end` with a result, or
:meth:`Game.finish` the game. Methods not marked are helpers, never steps.

A step whose name starts with ``ask_`` is a decision: ``ask_x(game, local)`` returns
the :class:`Decision` and ``on_x(game, local, action)`` handles the chosen action.
The same code that builds the options decides legality, so the interface, the fuzzer
and every agent see one truth. A decision marked ``@step(optional=True)`` may instead
say where the game goes and return None: its seat has nothing to decide there. Nothing
in the stack is code: any decision point can be saved, cloned and resumed in another
process.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict, TypeVar, overload

from hegemon.engine import rng
from hegemon.engine.decision import (
    Action,
    Decision,
    IllegalAction,
    Outcome,
    brief,
    brief_text,
    same,
    unfit,
)
from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State

if TYPE_CHECKING:
    from hegemon.engine.rules import RulesModule

Local = dict[str, Any]


class Frame(TypedDict):
    """One frame of the procedure stack (plain data in the state)."""

    procedure: str
    step: str
    local: Local
    then: str | None


RunStep = Callable[["Game", Local], None]
AskStep = Callable[["Game", Local], Decision | None]
AnswerStep = Callable[["Game", Local, Action], None]
Watcher = Callable[["Game", str, "str | None"], None]
"""Called by :meth:`Game.checkpoint` as ``watcher(game, label, seat)``: a tool's look at a
game the rules play by themselves (a timer, an invariant check). It must not change the
state: watchers are not part of the game, its hash or its replay."""

RUNAWAY_STEPS = 200_000
"""Steps one frame may take, in one run of the engine, before it is called a runaway loop.

The count is per frame, not per call: a whole game played by the engine itself (every
seat automated) takes far more steps in total, but no frame of it loops without end.
Frames are counted once a run has taken this many steps (none can have before), so a
looping frame is stopped after between one and two times this many."""

RUNAWAY_TOTAL = 20_000_000
"""Steps one run of the engine may take in all: the backstop for a chain of hand-overs
that never ends (each frame of it is new, so no frame's own count grows)."""

MAXIMUM_DEPTH = 1_000
"""Frames the stack may hold before a call is called runaway recursion."""

SEALED = "sealed"
"""The key of a frame's local data that holds per-seat secrets: ``local["sealed"][seat]``
is seen by that seat alone (a tactic chosen face down, a covert card). The kernel hides
it in every view."""

_STEP_MARK = "__hegemon_step__"
_ABSENT = object()
_Method = TypeVar("_Method", bound=Callable[..., Any])


@overload
def step(method: _Method, *, optional: bool = False) -> _Method: ...


@overload
def step(method: None = None, *, optional: bool = False) -> Callable[[_Method], _Method]: ...


def step(method: _Method | None = None, *, optional: bool = False) -> Any:
    """Declare a method of a procedure a step (``@step`` or ``@step(optional=True)``).

    ``optional`` is for decisions (``ask_`` steps) only: the engine asks the step as soon
    as it is reached, and the step may say where the game goes next and return None
    instead of a decision when its seat has nothing to decide there."""

    def mark(function: _Method) -> _Method:
        if optional and not function.__name__.startswith("ask_"):
            raise FlowError(f"{function.__name__}: only a decision (ask_) step can be optional")
        setattr(function, _STEP_MARK, {"optional": optional})
        return function

    return mark(method) if method is not None else mark


class FlowError(RuntimeError):
    """A rules module broke the procedure contract (a bug in the rules, not the player)."""


class Runaway(FlowError):
    """Too many steps ran without the game asking for a decision."""


class Procedure:
    """Base of every procedure. Subclasses set ``name`` and declare their steps with
    :func:`step`; a call or hand-over enters a procedure at its ``start`` step."""

    name: ClassVar[str] = ""


class Procedures:
    """The procedures of one rules module, looked up by name with their steps resolved.

    Every set of procedures also holds the kernel's own :class:`InTurn` and
    :class:`CaseCaller`."""

    def __init__(self, procedures: Iterable[Procedure] = ()) -> None:
        self._runs: dict[tuple[str, str], RunStep] = {}
        self._asks: dict[tuple[str, str], tuple[AskStep, AnswerStep]] = {}
        self._optional: set[tuple[str, str]] = set()
        self._classes: dict[str, type[Procedure]] = {}
        for procedure in (InTurn(), CaseCaller(), *procedures):
            self.add(procedure)

    def add(self, procedure: Procedure) -> None:
        name = procedure.name
        if not name:
            raise FlowError(f"{type(procedure).__name__} has no procedure name")
        if name in self._classes:
            owner = self._classes[name]
            raise FlowError(
                f"procedure name {name!r} is the kernel's own"
                if owner.__module__ == __name__
                else f"procedure {name!r} is registered twice"
            )
        self._classes[name] = type(procedure)
        declared = {
            attribute: getattr(getattr(type(procedure), attribute), _STEP_MARK)
            for attribute in dir(type(procedure))
            if hasattr(getattr(type(procedure), attribute, None), _STEP_MARK)
        }
        if not declared:
            raise FlowError(f"procedure {name!r} declares no step (@step)")
        for attribute, mark in declared.items():
            method = getattr(procedure, attribute)
            if attribute.startswith("on_"):
                raise FlowError(f"{name}.{attribute} is a decision's handler, not a step")
            if attribute.startswith("ask_"):
                answer = getattr(procedure, "on_" + attribute[4:], None)
                if answer is None:
                    raise FlowError(f"{name}.{attribute} has no handler on_{attribute[4:]}")
                self._asks[(name, attribute)] = (method, answer)
                if mark["optional"]:
                    self._optional.add((name, attribute))
            else:
                self._runs[(name, attribute)] = method
        for attribute in dir(type(procedure)):
            if attribute.startswith("on_") and "ask_" + attribute[3:] not in declared:
                raise FlowError(f"{name}.{attribute} handles no declared step ask_{attribute[3:]}")

    def __contains__(self, name: object) -> bool:
        return name in self._classes

    def names(self) -> list[str]:
        return sorted(self._classes)

    def steps(self, procedure: str) -> list[str]:
        """The declared steps of a procedure, sorted."""
        return sorted(step for (name, step) in [*self._runs, *self._asks] if name == procedure)

    def procedure_class(self, procedure: str) -> type[Procedure]:
        return self._classes[procedure]

    def is_optional(self, procedure: str, step: str) -> bool:
        return (procedure, step) in self._optional

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


def frame(procedure: str, local: Local | None = None, step: str = "start") -> Frame:
    """A new stack frame."""
    return {"procedure": procedure, "step": step, "local": local or {}, "then": None}


class Game:
    """A state being played: the operations rules use, plus the log of this run.

    The handle itself holds nothing that must survive: the state is the game; the
    handle's log and flags belong to one apply or one setup. ``rules`` is the rules
    module the game runs under: steps reach the game's content through it, never
    through a module-level pack.
    """

    def __init__(
        self,
        state: State,
        procedures: Procedures,
        rules: RulesModule | None = None,
        watchers: Iterable[Watcher] = (),
    ) -> None:
        self.state = state
        self.procedures = procedures
        self._rules = rules
        self.watchers: list[Watcher] = list(watchers)
        """Called at each :meth:`checkpoint`; empty in play (not state: never saved)."""
        self.entries: list[LogEntry] = []
        self.randomness_used = False
        self.revealed = False
        self._moved = False
        self._decision: Decision | None = None

    @property
    def rules(self) -> RulesModule:
        """The rules module this game runs under."""
        if self._rules is None:
            raise FlowError("this game handle was made without its rules module")
        return self._rules

    # -- where the game goes next ------------------------------------------------------
    @property
    def stack(self) -> list[Frame]:
        stack: list[Frame] = self.state["stack"]
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
        if len(self.stack) >= MAXIMUM_DEPTH:
            raise Runaway(f"{MAXIMUM_DEPTH} frames on the stack (calling {procedure!r})")
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

    def ask_in_turn(
        self,
        seats: Iterable[str],
        procedure: str,
        then: str,
        stop_at_first: bool = False,
        sealed: bool = False,
        **local: Any,
    ) -> None:
        """Call ``procedure`` once for each seat in order (its local gets ``seat`` and
        ``local``); the caller resumes at ``then`` with ``[[seat, result], ...]``.

        With ``stop_at_first`` the round stops after the first seat whose call ended with a
        result other than None (a reaction played, a call to arms answered). With
        ``sealed`` (choices made face down) each result is kept in the ``in_turn`` frame's
        sealed data and the caller resumes with ``{"sealed": {seat: result}}``, each seen
        by its own seat alone until the rule reveals them."""
        if "seat" in local:
            raise FlowError(f"ask_in_turn gives {procedure!r} its seat; 'seat' cannot be passed")
        self.call(
            InTurn.name,
            then,
            callee=procedure,
            seats=list(seats),
            next=0,
            results=[],
            stop_at_first=stop_at_first,
            in_secret=sealed,
            extra=local,
        )

    # -- running -----------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        data = self.state.get("outcome")
        return Outcome.from_data(data) if data is not None else None

    def _run(self, top: Frame, what: str, work: Callable[..., Any], *args: Any) -> Any:
        """Run one step of ``top`` (``work``), check that it moved the game on, and clear
        the result of a callee once the caller's step has run with it."""
        local = top["local"]
        resumed = "result" in local
        self._moved = False
        self._decision = None
        returned = work(self, local, *args)
        if not self._moved:
            raise FlowError(f"{top['procedure']}.{what} did not say where the game goes next")
        if resumed:
            local.pop("result", None)
        return returned

    def advance(self) -> None:
        """Run steps until a decision is pending or the game is over.

        A run counts its steps; once it has taken more than :data:`RUNAWAY_STEPS` (which no
        frame can have taken before), it also counts each frame's, from then on: a frame
        is a runaway after between one and two times that many steps."""
        state = self.state
        is_optional, run_step = self.procedures.is_optional, self.procedures.run_step
        frames: list[Frame | None] = []
        counts: list[int] = []
        """The frames that ran, by depth, and the steps each took (a frame handed over or
        ended and replaced by another at its depth starts again from nothing)."""
        total = 0
        while state.get("outcome") is None:
            stack: list[Frame] = state["stack"]
            if not stack:
                raise FlowError("the procedure stack is empty but the game has no outcome")
            top = stack[-1]
            depth = len(stack)
            where = (top["procedure"], top["step"])
            if where[1].startswith("ask_"):
                if not is_optional(*where):
                    return
                if self._ask_optional(top) is not None:
                    return
            else:
                self._run(top, where[1], run_step(*where))
            total += 1
            if total > RUNAWAY_STEPS:
                self._count(top, where[1], depth, frames, counts)
            if total > RUNAWAY_TOTAL:
                raise Runaway(f"{RUNAWAY_TOTAL} steps ran without a decision (last: {where[1]})")

    @staticmethod
    def _count(
        top: Frame, step_name: str, depth: int, frames: list[Frame | None], counts: list[int]
    ) -> None:
        """Count step ``step_name`` of ``top`` at ``depth``; Runaway once the frame took
        :data:`RUNAWAY_STEPS`."""
        if len(frames) != depth:
            if len(frames) < depth:
                frames.extend([None] * (depth - len(frames)))
                counts.extend([0] * (depth - len(counts)))
            else:
                del frames[depth:], counts[depth:]
        if frames[-1] is not top:
            frames[-1], counts[-1] = top, 0
        counts[-1] += 1
        if counts[-1] > RUNAWAY_STEPS:
            raise Runaway(
                f"{top['procedure']} took {RUNAWAY_STEPS} steps without a decision "
                f"(last: {step_name})"
            )

    def _ask_optional(self, top: Frame) -> Decision | None:
        """Ask an optional decision: its Decision, or None once it has moved the game on."""
        ask, _ = self.procedures.ask_step(top["procedure"], top["step"])

        def work(game: Game, local: Local) -> Decision | None:
            decision = ask(game, local)
            if decision is not None:
                if self._moved:
                    raise FlowError(
                        f"{top['procedure']}.{top['step']} returned a decision after moving on"
                    )
                self._moved = True  # resting at a decision is where this step goes
            return decision

        resting = top["local"].get("result", _ABSENT)
        decision: Decision | None = self._run(top, top["step"], work)
        if decision is None:
            return None
        if resting is not _ABSENT:
            top["local"]["result"] = resting
        if not decision.actions:
            raise FlowError(
                f"{top['procedure']}.{top['step']} asked {decision.seat} with no legal action"
            )
        self._decision = self._located(decision, top)
        return self._decision

    @staticmethod
    def _located(decision: Decision, top: Frame) -> Decision:
        return Decision(
            decision.seat, decision.prompt, decision.actions, top["procedure"], top["step"]
        )

    def refresh(self) -> None:
        """Forget the decision worked out before and run on to the next one: for a state
        changed by hand (a test, a situation's overrides), where an optional decision may
        now have nothing to ask, or a cached one may offer what is no longer there."""
        self._decision = None
        self.advance()

    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        if self._decision is None and self.state.get("outcome") is None:
            top = self.stack[-1]
            if self.procedures.is_optional(top["procedure"], top["step"]):
                self.advance()
                return self.decision() if self.state.get("outcome") is None else None
            ask, _ = self.procedures.ask_step(top["procedure"], top["step"])
            decision = ask(self, top["local"])
            if decision is None:
                raise FlowError(
                    f"{top['procedure']}.{top['step']} returned no decision; only a step "
                    f"declared @step(optional=True) may"
                )
            if not decision.actions:
                raise FlowError(
                    f"{top['procedure']}.{top['step']} asked {decision.seat} with no legal action"
                )
            self._decision = self._located(decision, top)
        if self.state.get("outcome") is not None:
            return None
        return self._decision

    def check(self, seat: str, action: Action) -> Action:
        """The legal action matching ``action``. Otherwise IllegalAction says in one line
        why not: it is not an action at all, the decision is another seat's, the verb is
        not offered here (naming the verbs that are and the first legal options), or the
        argument is not among that verb's legal arguments (naming those, the closest to
        the one given first). Whatever was given, the line stays short (:func:`brief`)."""
        problem = unfit(seat, action)
        if problem is not None:
            raise IllegalAction(problem)
        decision = self.decision()
        if decision is None:
            raise IllegalAction("the game is over; no action is legal")
        if seat != decision.seat:
            raise IllegalAction(f"it is {decision.seat}'s decision, not {brief_text(seat)}'s")
        legal = decision.find(action)
        if legal is not None:
            return legal
        shown = 12
        given = action.argument
        head = (
            f"{brief_text(action.verb)} {brief(given)} is not a legal answer to "
            f"'{decision.prompt}' for {seat}"
        )
        same_verb = [option for option in decision.actions if option.verb == action.verb]
        if not same_verb:
            verbs = ", ".join(dict.fromkeys(option.verb for option in decision.actions))
            options = "; ".join(str(option) for option in decision.actions[:shown])
            more = len(decision.actions) - shown
            raise IllegalAction(
                f"{head}: no verb {brief(action.verb)} is offered here (verbs: {verbs}); "
                f"legal: {options}" + (f" and {more} more" if more > 0 else "")
            )

        def distance(option: Action) -> int:
            if type(given) is tuple and type(option.argument) is tuple:
                pairs = zip(option.argument, given, strict=False)
                return -sum(same(theirs, mine) for theirs, mine in pairs)
            return 0

        closest = sorted(same_verb, key=distance)
        arguments = ", ".join(brief(option.argument) for option in closest[:shown])
        more = len(same_verb) - shown
        raise IllegalAction(
            f"{head}: {brief(given)} is not among {action.verb}'s legal arguments "
            f"({arguments}" + (f" and {more} more" if more > 0 else "") + ")"
        )

    def apply(self, seat: str, action: Action) -> None:
        """Apply a legal action and run to the next decision. Raises IllegalAction first."""
        legal = self.check(seat, action)
        top = self.stack[-1]
        _, answer = self.procedures.ask_step(top["procedure"], top["step"])
        self._run(top, "on_" + top["step"][4:], answer, legal)
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

    def checkpoint(self, label: str, seat: str | None = None) -> None:
        """Tell the :attr:`watchers` that the rules reached ``label`` (e.g. the start or
        the end of a turn the rules play for an automated ``seat``, a Bot). Nothing
        changes in the state, the log or the replay: with no watcher this does nothing."""
        for watcher in self.watchers:
            watcher(self, label, seat)

    # -- log -----------------------------------------------------------------------------
    def log(
        self,
        kind: str,
        seat: str | None = None,
        rule: str | None = None,
        text: str = "",
        seen_by: tuple[str, ...] | None = None,
        **values: Any,
    ) -> None:
        """Log an entry; ``seen_by`` keeps it for those seats alone (a private draw)."""
        self.entries.append(LogEntry(kind, seat, values, rule, text, seen_by))


class InTurn(Procedure):
    """The kernel's "ask each of these in turn" (:meth:`Game.ask_in_turn`): calls a
    procedure once per seat and ends with ``[[seat, result], ...]`` (or, sealed,
    ``{"sealed": {seat: result}}``)."""

    name = "in_turn"

    @step
    def start(self, game: Game, local: Local) -> None:
        seats: list[str] = local["seats"]
        if local["next"] >= len(seats):
            game.end(self.gathered(local))
            return
        seat = seats[local["next"]]
        game.call(local["callee"], then="collect", seat=seat, **local["extra"])

    @step
    def collect(self, game: Game, local: Local) -> None:
        seat = local["seats"][local["next"]]
        result = local["result"]
        local["next"] += 1
        if local["in_secret"]:
            local.setdefault(SEALED, {})[seat] = result
        else:
            local["results"].append([seat, result])
        if local["stop_at_first"] and result is not None:
            game.end(self.gathered(local))
            return
        game.goto("start")

    @staticmethod
    def gathered(local: Local) -> Any:
        """What the caller resumes with: the results in order, or sealed by seat."""
        return {SEALED: local.get(SEALED, {})} if local["in_secret"] else local["results"]


class CaseCaller(Procedure):
    """The kernel's caller of a rule case started in the middle of a game (a situation's
    ``start`` with ``under_caller``): calls ``procedure`` with ``local`` and, once it
    ends, keeps its result in ``ended_with`` and rests at a decision of ``seat`` that
    shows it, instead of leaving the stack empty. Closing the case ends the game."""

    name = "situation"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.call(local["procedure"], then="ended", **local["local"])

    @step
    def ended(self, game: Game, local: Local) -> None:
        local["ended_with"] = local["result"]
        game.goto("ask_close")

    @step
    def ask_close(self, game: Game, local: Local) -> Decision:
        prompt = f"{local['procedure']} ended with {local['ended_with']!r}"
        return Decision(local["seat"], prompt, (Action("close", None, "Close the case"),))

    def on_close(self, game: Game, local: Local, action: Action) -> None:
        game.finish(Outcome((), {}, f"the case of {local['procedure']} is closed"))
