"""Situations: rule cases as data (docs/situations.md), and the runner used by pytest and the CLI.

A situation sets a game up, overrides parts of the state, optionally replaces the
procedure stack, forces dice, applies actions, and compares named state paths, log
entries, the pending decision and named queries with what the rule says they must be.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from hegemon.engine import refs
from hegemon.engine import rules as rules_registry
from hegemon.engine.content import ContentError, ContentProblem, load_yaml, validate
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State, canonical_json


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SituationAction(_Strict):
    seat: str
    verb: str
    argument: Any = None


class SituationStart(_Strict):
    procedure: str
    local: dict[str, Any] = Field(default_factory=dict)


class ExpectedLog(_Strict):
    kind: str
    values: dict[str, Any] = Field(default_factory=dict)
    seat: str | None = None


class ExpectedDecision(_Strict):
    seat: str | None = None
    verbs: list[str] | None = None
    arguments: list[Any] | None = None


class QueryCase(_Strict):
    query: str
    args: dict[str, Any] = Field(default_factory=dict)
    equals: Any


class Situation(_Strict):
    """One rule case (see docs/situations.md)."""

    situation: str
    rules: list[str] = Field(min_length=1)
    game: str
    scenario: str | None = None
    seed: int = 0
    seats: list[str] | None = None
    options: dict[str, Any] = Field(default_factory=dict)
    set: dict[str, Any] = Field(default_factory=dict)
    dice: list[int] = Field(default_factory=list)
    start: SituationStart | None = None
    actions: list[SituationAction] = Field(default_factory=list)
    expect: dict[str, Any] = Field(default_factory=dict)
    expect_log: list[ExpectedLog] = Field(default_factory=list)
    expect_decision: ExpectedDecision | None = None
    expect_error: str | None = None
    queries: list[QueryCase] = Field(default_factory=list)


@dataclass(slots=True)
class SituationResult:
    file: str
    title: str
    rules: list[str]
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


class PathError(KeyError):
    pass


def _step(node: Any, part: str, path: str) -> Any:
    if isinstance(node, dict):
        if part not in node:
            raise PathError(
                f"{path}: no key {part!r} (keys: {', '.join(sorted(map(str, node))[:15])})"
            )
        return node[part]
    if isinstance(node, list):
        try:
            return node[int(part)]
        except (ValueError, IndexError):
            raise PathError(f"{path}: no index {part!r} in a list of {len(node)}") from None
    raise PathError(f"{path}: {part!r} is inside a {type(node).__name__}, not a dict or list")


def read_path(state: State, path: str) -> Any:
    """The value at a slash path of the state."""
    node: Any = state
    for part in path.strip("/").split("/"):
        node = _step(node, part, path)
    return node


def write_path(state: State, path: str, value: Any) -> None:
    """Set the value at a slash path; a missing final dict key is created."""
    parts = path.strip("/").split("/")
    node: Any = state
    for part in parts[:-1]:
        node = _step(node, part, path)
    last = parts[-1]
    if isinstance(node, dict):
        node[last] = value
    elif isinstance(node, list):
        try:
            node[int(last)] = value
        except (ValueError, IndexError):
            raise PathError(f"{path}: no index {last!r} in a list of {len(node)}") from None
    else:
        raise PathError(f"{path}: cannot set {last!r} inside a {type(node).__name__}")


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


def _show(value: Any) -> str:
    return canonical_json(_plain(value))


def load(file: Path) -> Situation:
    """Read and validate a situation file; a ContentError names every problem."""
    data = load_yaml(file)
    situation = validate(Situation, data, str(file))
    problems = []
    for index, ref in enumerate(situation.rules):
        try:
            refs.check(ref)
        except refs.UnknownRule as error:
            problems.append(ContentProblem(str(file), f"rules/{index}", str(error)))
    if problems:
        raise ContentError(problems)
    return situation


def _matches(entry_values: dict[str, Any], wanted: dict[str, Any]) -> bool:
    return all(
        key in entry_values and _plain(entry_values[key]) == _plain(value)
        for key, value in wanted.items()
    )


def run(situation: Situation, file: str = "<situation>") -> SituationResult:
    """Run one situation and compare every expectation."""
    result = SituationResult(file, situation.situation, list(situation.rules))
    failures = result.failures
    rules = rules_registry.load(situation.game)
    game: Game = rules.setup(situation.scenario, situation.seed, situation.seats, situation.options)
    entries = list(game.entries)
    try:
        for path, value in situation.set.items():
            write_path(game.state, path, value)
    except PathError as error:
        failures.append(f"set {error}")
        return result
    game.state["rng"]["forced"] = list(situation.dice)
    if situation.start is not None:
        game.state["stack"] = [frame(situation.start.procedure, dict(situation.start.local))]
        game.advance()
        entries = list(game.entries)
    for number, action in enumerate(situation.actions, start=1):
        last = number == len(situation.actions)
        game.entries = []
        try:
            game.apply(action.seat, Action(action.verb, _argument(action.argument)))
        except IllegalAction as error:
            if last and situation.expect_error is not None:
                if situation.expect_error not in str(error):
                    failures.append(
                        f"error: expected one containing {situation.expect_error!r}, got {error}"
                    )
                entries.extend(game.entries)
                break
            failures.append(
                f"action {number} ({action.verb} {action.argument!r}) is illegal: {error}"
            )
            return result
        entries.extend(game.entries)
    else:
        if situation.expect_error is not None:
            failures.append(
                f"error: expected one containing {situation.expect_error!r}, but none was raised"
            )
    for path, expected in situation.expect.items():
        try:
            actual = read_path(game.state, path)
        except PathError as error:
            failures.append(f"expect {error}")
            continue
        if _plain(actual) != _plain(expected):
            failures.append(f"{path}: expected {_show(expected)}, got {_show(actual)}")
    for wanted in situation.expect_log:
        found = any(
            entry.kind == wanted.kind
            and (wanted.seat is None or entry.seat == wanted.seat)
            and _matches(entry.values, wanted.values)
            for entry in entries
        )
        if not found:
            kinds = [
                f"{entry.kind} {_show(entry.values)}"
                for entry in entries
                if entry.kind == wanted.kind
            ]
            failures.append(
                f"log: no {wanted.kind!r} entry with {_show(wanted.values)}; "
                f"{wanted.kind!r} entries: {kinds[:5] or 'none'}"
            )
    if situation.expect_decision is not None:
        _check_decision(game, situation.expect_decision, failures)
    _check_queries(rules.queries(), game.state, situation.queries, failures)
    return result


def _argument(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _check_decision(game: Game, wanted: ExpectedDecision, failures: list[str]) -> None:
    decision = game.decision()
    if decision is None:
        failures.append("decision: expected a pending decision, but the game is over")
        return
    if wanted.seat is not None and decision.seat != wanted.seat:
        failures.append(f"decision seat: expected {wanted.seat}, got {decision.seat}")
    if wanted.verbs is not None:
        verbs = sorted({action.verb for action in decision.actions})
        if verbs != sorted(set(wanted.verbs)):
            failures.append(f"decision verbs: expected {sorted(set(wanted.verbs))}, got {verbs}")
    if wanted.arguments is not None:
        arguments = sorted(_show(action.argument) for action in decision.actions)
        expected = sorted(_show(argument) for argument in wanted.arguments)
        if arguments != expected:
            failures.append(f"decision arguments: expected {expected}, got {arguments}")


def _check_queries(
    available: dict[str, Any], state: State, cases: list[QueryCase], failures: list[str]
) -> None:
    for case in cases:
        query = available.get(case.query)
        if query is None:
            failures.append(
                f"query {case.query!r} does not exist; queries: {', '.join(sorted(available))}"
            )
            continue
        actual = query(state, **case.args)
        if _plain(actual) != _plain(case.equals):
            call = f"{case.query}({_show(case.args)})"
            failures.append(f"query {call}: expected {_show(case.equals)}, got {_show(actual)}")


def run_file(file: Path) -> SituationResult:
    """Load and run one file; problems loading it are reported as failures."""
    try:
        situation = load(file)
    except ContentError as error:
        return SituationResult(
            str(file), file.name, [], [str(problem) for problem in error.problems]
        )
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
