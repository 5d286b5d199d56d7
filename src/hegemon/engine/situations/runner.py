"""Running a situation: build the game the case needs, play its actions and compare.

The order is fixed (docs/situations.md): content changes, setup (up to ``setup_until``),
``first_seat``, ``set``, ``draws``, ``dice``, ``start``, then each action with its own
expectations, then the expectations of the whole case.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.content import ContentError, load_yaml
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import (
    AnswerStep,
    AskStep,
    CaseCaller,
    FlowError,
    Game,
    Local,
    Procedures,
    RunStep,
    frame,
)
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import RulesModule, SetupError
from hegemon.engine.serial import State, canonical_json
from hegemon.engine.situations import checks
from hegemon.engine.situations.format import Situation, SituationAction, load
from hegemon.engine.situations.paths import PathError, expand, put_on_top, show, write_path


@dataclass(slots=True)
class SituationResult:
    file: str
    title: str
    rules: list[str]
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


class CaseError(Exception):
    """A situation that cannot be set up as written (its message is the failure line)."""


class _Paused(Exception):
    """Setup reached the step a situation's ``setup_until`` names."""

    def __init__(self, game: Game) -> None:
        super().__init__("paused")
        self.game = game


def _pause(game: Game, local: Local, *action: Any) -> Any:
    raise _Paused(game)


class _PausingProcedures(Procedures):
    """A game's procedures (sharing its tables), except that the step ``where`` is never
    run: reaching it stops the engine with the state as it was just before it."""

    def __init__(self, inner: Procedures, where: tuple[str, str]) -> None:
        vars(self).update(vars(inner))
        self._where = where

    def run_step(self, procedure: str, step: str) -> RunStep:
        if (procedure, step) == self._where:
            return _pause
        return super().run_step(procedure, step)

    def is_optional(self, procedure: str, step: str) -> bool:
        """The decision named is asked as soon as it is reached, so that it pauses there."""
        return (procedure, step) == self._where or super().is_optional(procedure, step)

    def ask_step(self, procedure: str, step: str) -> tuple[AskStep, AnswerStep]:
        if (procedure, step) == self._where:
            return _pause, _pause
        return super().ask_step(procedure, step)


@dataclass(slots=True)
class Case:
    """A game set up as a situation asks, ready for its actions."""

    rules: RulesModule
    game: Game
    entries: list[LogEntry]
    """The log entries the case counts: from its start frame, else from the pause of
    ``setup_until``, else from setup."""


def _rules(situation: Situation) -> RulesModule:
    try:
        rules = rules_registry.load(situation.game)
    except rules_registry.UnknownGame as error:
        raise CaseError(f"game: {error}") from None
    if not situation.content:
        return rules
    try:
        return rules.with_content(dict(situation.content))
    except ContentError as error:
        raise CaseError(f"content: {'; '.join(map(str, error.problems))}") from None
    except SetupError as error:
        raise CaseError(f"content: {error}") from None


def _set_up(rules: RulesModule, situation: Situation) -> Game:
    try:
        return _build_game(rules, situation)
    except SetupError as error:
        raise CaseError(f"setup: {error}") from None


def _build_game(rules: RulesModule, situation: Situation) -> Game:
    if situation.setup_until is None:
        return rules.setup(situation.scenario, situation.seed, situation.seats, situation.options)
    procedure, step = situation.setup_until.split(".")
    if procedure not in rules.procedures or step not in rules.procedures.steps(procedure):
        known = (
            ", ".join(rules.procedures.steps(procedure))
            if procedure in rules.procedures
            else ", ".join(rules.procedures.names())
        )
        what = "steps of " + procedure if procedure in rules.procedures else "procedures"
        raise CaseError(
            f"setup_until: {rules.name} has no step {situation.setup_until} ({what}: {known})"
        )
    pausing = copy.copy(rules)
    pausing.procedures = _PausingProcedures(rules.procedures, (procedure, step))
    try:
        reached = pausing.setup(
            situation.scenario, situation.seed, situation.seats, situation.options
        )
    except _Paused as pause:
        reached = pause.game
    else:
        top = reached.stack[-1] if reached.stack else None
        if top is None or (top["procedure"], top["step"]) != (procedure, step):
            at = f"a decision at {top['procedure']}.{top['step']}" if top else "the end"
            raise CaseError(f"setup_until: the game reached {at} before {situation.setup_until}")
    return rules.resume(reached.state)


def _pool_of(rules: RulesModule, state: State, path: str) -> list[str]:
    """The other lists of the state that the game keeps items of one kind in with the list
    at ``path`` (its hidden fields that share a ``pool``), in the order it declares them."""
    parts = path.strip("/").split("/")

    def covers(pattern: str) -> bool:
        wanted = pattern.split("/")
        return len(wanted) == len(parts) and all(
            want in ("*", part) for want, part in zip(wanted, parts, strict=True)
        )

    pools = {hidden.pool for hidden in rules.hidden_fields() if hidden.pool and covers(hidden.path)}
    paths = [
        found
        for hidden in rules.hidden_fields()
        if hidden.pool in pools
        for found in expand(state, hidden.path)
    ]
    return [found for found in paths if found != "/".join(parts)]


def _put_first(rules: RulesModule, game: Game, seat: str) -> None:
    if seat not in game.state["meta"]["seats"]:
        raise CaseError(f"first_seat: {seat} is not a seat of this game")
    try:
        rules.put_first(game.state, seat)
    except SetupError as error:
        raise CaseError(
            f"first_seat: {error}; set the turn order with set: where setup_until pauses"
        ) from None


def _start(rules: RulesModule, game: Game, situation: Situation) -> None:
    start = situation.start
    assert start is not None
    if start.procedure not in rules.procedures:
        raise CaseError(
            f"start: {rules.name} has no procedure {start.procedure!r} "
            f"(procedures: {', '.join(rules.procedures.names())})"
        )
    if not start.under_caller:
        game.state["stack"] = [frame(start.procedure, dict(start.local))]
    else:
        seat = start.local.get("seat")
        if not isinstance(seat, str):
            seats = game.state["meta"]["seats"]
            seat = seats[0] if seats else ""
        local = {"procedure": start.procedure, "local": dict(start.local), "seat": seat}
        game.state["stack"] = [frame(CaseCaller.name, local)]
    game.entries = []
    with _ended_without_caller(game, situation):
        game.advance()


@contextmanager
def _ended_without_caller(game: Game, situation: Situation) -> Iterator[None]:
    """A procedure started without a caller that ends leaves the stack empty: say so, and
    how to start it instead."""
    try:
        yield
    except FlowError:
        start = situation.start
        if game.stack or game.state.get("outcome") is not None or start is None:
            raise
        raise CaseError(
            f"start: {start.procedure} ended with no caller to go back to; "
            "start it with under_caller: true"
        ) from None


def _arrange(rules: RulesModule, state: State, changes: list[dict[str, dict[str, Any]]]) -> None:
    available = rules.arrangements()
    for number, change in enumerate(changes, start=1):
        if len(change) != 1:
            raise CaseError(f"arrange {number}: one name per change, not {sorted(change)}")
        ((name, arguments),) = change.items()
        arrange = available.get(name)
        if arrange is None:
            names = ", ".join(sorted(available)) or "none"
            raise CaseError(f"arrange {number}: {rules.name} has no change {name!r} ({names})")
        try:
            arrange(state, **copy.deepcopy(arguments or {}))
        except (TypeError, ValueError) as error:
            raise CaseError(f"arrange {number} ({name}): {error}") from None


def prepare(situation: Situation) -> Case:
    """The game of a situation, set up and changed as it says, before its actions.
    Raises CaseError when the situation cannot be set up as written."""
    rules = _rules(situation)
    game = _set_up(rules, situation)
    if situation.first_seat is not None:
        _put_first(rules, game, situation.first_seat)
    for path, value in situation.set.items():
        try:
            write_path(game.state, path, copy.deepcopy(value))
        except PathError as error:
            raise CaseError(f"set {error}") from None
    rules.reindex(game.state)
    _arrange(rules, game.state, situation.arrange)
    for path, items in situation.draws.items():
        try:
            put_on_top(game.state, path, items, _pool_of(rules, game.state, path))
        except PathError as error:
            raise CaseError(f"draws {error}") from None
    broken = rules.invariants(game.state)
    if broken:
        raise CaseError(f"the case starts from a board the rules never reach: {'; '.join(broken)}")
    game.state["rng"]["forced"] = list(situation.dice)
    if situation.start is not None:
        _start(rules, game, situation)
    else:
        game.refresh()  # the overrides may leave an optional decision nothing to ask
    return Case(rules, game, list(game.entries))


def _play(
    case: Case, situation: Situation, number: int, action: SituationAction, failures: list[str]
) -> bool:
    """Check what must hold before the action, apply it and check what must hold after
    it; False when the case cannot go on."""
    game = case.game
    where = f"action {number} ({action.verb} {show(action.argument)}): "
    if action.decision is not None:
        checks.check_decision(game, action.decision, failures, where)
    checks.check_queries(case.rules.queries(), game.state, action.queries, failures, where)
    game.entries = []
    game.decision()  # an optional decision moves the game on before the action is checked
    before = canonical_json(game.state)
    try:
        with _ended_without_caller(game, situation):
            game.apply(action.seat, Action(action.verb, _argument(action.argument)))
    except IllegalAction as error:
        case.entries.extend(game.entries)
        if action.expect_error is None:
            failures.append(f"{where}illegal: {error}")
            return False
        if action.expect_error not in str(error):
            failures.append(
                f"{where}expected an error containing {action.expect_error!r}, got {error}"
            )
        if canonical_json(game.state) != before:
            failures.append(f"{where}the illegal action changed the state")
            return False
        return True
    case.entries.extend(game.entries)
    if action.expect_error is not None:
        failures.append(
            f"{where}expected an error containing {action.expect_error!r}, but it was legal"
        )
        return False
    checks.check_values(game.state, action.expect, failures, where)
    checks.check_log(game.entries, action.expect_log, failures, where)
    checks.check_no_log(game.entries, action.expect_no_log, failures, where)
    return True


def run(situation: Situation, file: str = "<situation>") -> SituationResult:
    """Run one situation and compare every expectation."""
    result = SituationResult(file, situation.situation, list(situation.rules))
    failures = result.failures
    try:
        case = prepare(situation)
    except CaseError as error:
        failures.append(str(error))
        return result
    actions = list(situation.actions)
    if situation.expect_error is not None:
        if not actions:
            failures.append("expect_error: there is no action to raise it")
            return result
        last = actions[-1]
        if last.expect_error is None:
            actions[-1] = last.model_copy(update={"expect_error": situation.expect_error})
    for number, action in enumerate(actions, start=1):
        try:
            if not _play(case, situation, number, action, failures):
                return result
        except CaseError as error:
            failures.append(f"action {number}: {error}")
            return result
    game = case.game
    checks.check_values(game.state, situation.expect, failures, "")
    checks.check_log(case.entries, situation.expect_log, failures, "")
    checks.check_no_log(case.entries, situation.expect_no_log, failures, "")
    if situation.expect_decision is not None:
        checks.check_decision(game, situation.expect_decision, failures, "")
    if situation.expects_result:
        checks.check_result(game, situation.expect_result, failures)
    checks.check_queries(case.rules.queries(), game.state, situation.queries, failures, "")
    failures.extend(f"invariant: {broken}" for broken in case.rules.invariants(game.state))
    return result


def _argument(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def run_file(file: Path) -> SituationResult:
    """Load and run one file; problems loading it are reported as failures."""
    try:
        situation = load(file)
    except ContentError as error:
        failures = [str(problem) for problem in error.problems]
        return SituationResult(str(file), file.name, [], failures)
    return run(situation, str(file))


def cited_rules(folder: Path) -> dict[str, list[str]]:
    """Rule reference → situation files under ``folder`` that cite it (for coverage)."""
    cited: dict[str, list[str]] = {}
    for file in sorted(folder.rglob("*.yaml")):
        try:
            data = load_yaml(file)
        except ContentError:
            continue
        if isinstance(data, dict) and isinstance(data.get("rules"), list):
            for ref in data["rules"]:
                cited.setdefault(str(ref), []).append(str(file))
    return cited
