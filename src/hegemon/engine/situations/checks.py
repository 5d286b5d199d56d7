"""Comparing a game with what a situation expects; each check appends one readable line
per difference to ``failures``, prefixed with where it was checked (``where``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import CaseCaller, Game
from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State
from hegemon.engine.situations.format import (
    ActionPattern,
    ExpectedDecision,
    LogPattern,
    QueryCase,
)
from hegemon.engine.situations.paths import PathError, plain, read_path, show


def check_values(state: State, expected: dict[str, Any], failures: list[str], where: str) -> None:
    """Exact values at state paths."""
    for path, value in expected.items():
        try:
            actual = read_path(state, path)
        except PathError as error:
            failures.append(f"{where}expect {error}")
            continue
        if plain(actual) != plain(value):
            failures.append(f"{where}{path}: expected {show(value)}, got {show(actual)}")


def _matches_entry(pattern: LogPattern, entry: LogEntry) -> bool:
    return (
        (pattern.kind is None or entry.kind == pattern.kind)
        and (pattern.rule is None or entry.rule == pattern.rule)
        and (pattern.seat is None or entry.seat == pattern.seat)
        and all(
            key in entry.values and show(entry.values[key]) == show(value)
            for key, value in pattern.values.items()
        )
    )


def _describe_pattern(pattern: LogPattern) -> str:
    parts = [repr(pattern.kind) if pattern.kind is not None else "any"]
    if pattern.rule is not None:
        parts.append(f"citing {pattern.rule}")
    if pattern.seat is not None:
        parts.append(f"by {pattern.seat}")
    if pattern.values:
        parts.append(f"with {show(pattern.values)}")
    return " ".join(parts)


def _entry_line(entry: LogEntry) -> str:
    rule = f" ({entry.rule})" if entry.rule else ""
    seat = f" [{entry.seat}]" if entry.seat else ""
    return f"{entry.kind}{seat} {show(entry.values)}{rule}"


def check_log(
    entries: list[LogEntry], wanted: list[LogPattern], failures: list[str], where: str
) -> None:
    """Each pattern matches at least one entry."""
    for pattern in wanted:
        if any(_matches_entry(pattern, entry) for entry in entries):
            continue
        similar = [
            _entry_line(entry)
            for entry in entries
            if (pattern.kind is None or entry.kind == pattern.kind)
            and (pattern.rule is None or entry.rule == pattern.rule)
        ]
        failures.append(
            f"{where}log: no entry {_describe_pattern(pattern)}; "
            f"entries of that kind: {similar[:5] or 'none'}"
        )


def check_no_log(
    entries: list[LogEntry], unwanted: list[LogPattern], failures: list[str], where: str
) -> None:
    """No pattern matches any entry."""
    for pattern in unwanted:
        found = [entry for entry in entries if _matches_entry(pattern, entry)]
        if found:
            failures.append(
                f"{where}log: expected no entry {_describe_pattern(pattern)}, "
                f"got {len(found)}: {_entry_line(found[0])}"
                + (f" and {len(found) - 1} more" if len(found) > 1 else "")
            )


def _offers(action: Action, pattern: ActionPattern) -> bool:
    return (pattern.verb is None or action.verb == pattern.verb) and (
        not pattern.has_argument or show(action.argument) == show(pattern.argument)
    )


def _describe_action_pattern(pattern: ActionPattern) -> str:
    if pattern.verb is None:
        return f"action with argument {show(pattern.argument)}"
    if not pattern.has_argument:
        return f"action {pattern.verb!r}"
    return f"action {pattern.verb} {show(pattern.argument)}"


def _options(decision: Decision) -> str:
    shown = [
        action.verb if action.argument is None else f"{action.verb} {show(action.argument)}"
        for action in decision.actions[:10]
    ]
    more = len(decision.actions) - len(shown)
    return ", ".join(shown) + (f" and {more} more" if more > 0 else "")


def check_decision(game: Game, wanted: ExpectedDecision, failures: list[str], where: str) -> None:
    """The pending decision: who, where it was asked, and what it offers."""
    decision = game.decision()
    if decision is None:
        failures.append(f"{where}decision: expected a pending decision, but the game is over")
        return
    for name, expected, actual in (
        ("seat", wanted.seat, decision.seat),
        ("procedure", wanted.procedure, decision.procedure),
        ("step", wanted.step, decision.step),
    ):
        if expected is not None and expected != actual:
            failures.append(f"{where}decision {name}: expected {expected}, got {actual}")
    if wanted.verbs is not None:
        verbs = sorted({action.verb for action in decision.actions})
        if verbs != sorted(set(wanted.verbs)):
            failures.append(
                f"{where}decision verbs: expected {sorted(set(wanted.verbs))}, got {verbs}"
            )
    if wanted.arguments is not None:
        arguments = sorted(show(action.argument) for action in decision.actions)
        expected_arguments = sorted(show(argument) for argument in wanted.arguments)
        if arguments != expected_arguments:
            failures.append(
                f"{where}decision arguments: expected {expected_arguments}, got {arguments}"
            )
    for pattern in wanted.contains:
        if not any(_offers(action, pattern) for action in decision.actions):
            failures.append(
                f"{where}decision: expected an {_describe_action_pattern(pattern)} among the "
                f"options, got {_options(decision)}"
            )
    for pattern in wanted.lacks:
        offered = [action for action in decision.actions if _offers(action, pattern)]
        if offered:
            failures.append(
                f"{where}decision: expected no {_describe_action_pattern(pattern)}, "
                f"but it offers {offered[0].verb} {show(offered[0].argument)} ({offered[0]})"
            )


def check_queries(
    available: dict[str, Callable[..., Any]],
    state: State,
    cases: list[QueryCase],
    failures: list[str],
    where: str,
) -> None:
    """Named queries of the rules module and the answers they must give."""
    for case in cases:
        query = available.get(case.query)
        if query is None:
            failures.append(
                f"{where}query {case.query!r} does not exist; "
                f"queries: {', '.join(sorted(available)) or 'none'}"
            )
            continue
        actual = query(state, **case.args)
        if plain(actual) != plain(case.equals):
            call = f"{case.query}({show(case.args)})"
            failures.append(
                f"{where}query {call}: expected {show(case.equals)}, got {show(actual)}"
            )


def check_result(game: Game, expected: Any, failures: list[str]) -> None:
    """The result the procedure started under the kernel's case caller ended with."""
    stack = game.stack
    top = stack[-1] if stack else None
    if top is None or top["procedure"] != CaseCaller.name or top["step"] != "ask_close":
        at = f"{top['procedure']}.{top['step']}" if top else "the end of the game"
        failures.append(f"result: the started procedure has not ended; the game rests at {at}")
        return
    actual = top["local"]["ended_with"]
    if plain(actual) != plain(expected):
        failures.append(f"result: expected {show(expected)}, got {show(actual)}")
