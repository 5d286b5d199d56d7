"""The secrets check: a seat's view, options and log never depend on what is hidden from it.

:func:`scramble` makes another state that differs from a given one only in what a seat
may not see: the items of the hidden fields it cannot read are shuffled among the fields
of one pool (a deck and the hands dealt from it), every list keeping its length.
:func:`secrets_problems` compares the two states as the seat sees them — its view, its
board summary, the decision it is offered and what it is told of an option, and, after the
same action, its view and the log it may read, unless that action rolled dice or revealed
something (then the difference is the game's to show). A lone secret — one value hidden
from a seat with no other of its pool to exchange it with (two seats, one sealed tactic) —
cannot be varied without knowing what else it could be, so a leak of it is found only in
games of three seats or more. :func:`rebuild_problems` plays the attacker who holds
everything a seat is given (its view, the log it reads, its own decision) and the whole
action history (more than a seat is given, decision 0107): it looks in them for the seed,
the generator's secret and a state hash, and, given a seed, rebuilds the game to see
whether the secrets come out. The fuzzer runs both at random points of every game
(docs/hidden-information.md).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine.decision import Action, Decision, IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import HiddenField, RulesModule
from hegemon.engine.serial import State, clone, state_hash

Leaf = tuple[Any, Any]
"""A hidden value as (its container, its key or index)."""


def _leaves(node: Any, parts: list[str], owner_level: int | None, seat: str | None) -> list[Leaf]:
    """The values a hidden field covers that ``seat`` may not see."""
    found: list[Leaf] = []

    def walk(node: Any, index: int, stars: list[str]) -> None:
        part = parts[index]
        if isinstance(node, dict):
            keys: list[Any] = list(node) if part == "*" else ([part] if part in node else [])
        elif isinstance(node, list) and part == "*":
            keys = list(range(len(node)))
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            keys = [int(part)]
        else:
            return
        for key in keys:
            matched = [*stars, str(key)] if part == "*" else stars
            if index < len(parts) - 1:
                walk(node[key], index + 1, matched)
            elif owner_level is None or owner_level >= len(matched) or matched[owner_level] != seat:
                found.append((node, key))

    walk(node, 0, [])
    return found


def _pools(fields: tuple[HiddenField, ...]) -> list[list[HiddenField]]:
    pools: dict[str, list[HiddenField]] = {}
    for number, hidden in enumerate(fields):
        pools.setdefault(hidden.pool or f"#{number}", []).append(hidden)
    return list(pools.values())


def scramble(rules: RulesModule, state: State, seat: str | None, seed: int) -> State:
    """A copy of ``state`` whose secrets hidden from ``seat`` are shuffled differently."""
    changed = clone(state)
    chooser = random.Random(seed)
    for pool in _pools(rules.hidden_fields()):
        leaves = [
            leaf
            for hidden in pool
            for leaf in _leaves(changed, hidden.path.split("/"), hidden.owner_level, seat)
        ]
        lists = [leaf for leaf in leaves if isinstance(leaf[0][leaf[1]], list)]
        items = [item for container, key in lists for item in container[key]]
        chooser.shuffle(items)
        for container, key in lists:
            size = len(container[key])
            container[key] = items[:size]
            items = items[size:]
        singles = [leaf for leaf in leaves if not isinstance(leaf[0][leaf[1]], list)]
        values = [container[key] for container, key in singles]
        chooser.shuffle(values)
        for (container, key), value in zip(singles, values, strict=True):
            container[key] = value
    return changed


def _offered(decision: Decision | None) -> Any:
    if decision is None:
        return None
    actions = [(action.verb, action.argument, action.label) for action in decision.actions]
    return (decision.seat, decision.prompt, actions)


def _seen(entries: list[LogEntry], seat: str | None) -> list[dict[str, Any]]:
    return [entry.to_data() for entry in LogEntry.seen(entries, seat)]


def secrets_problems(
    rules: RulesModule, state: State, seed: int, action: tuple[str, Action] | None = None
) -> list[str]:
    """What a seat could learn from secrets hidden from it, at this point of a game.

    For every seat (and a spectator), with the secrets hidden from it scrambled: its view
    and the board summary a terminal shows it (``describe``) must be the same; the deciding
    seat must be offered the same decision, and be told the same about its next action
    (``explain_action``); and after
    ``action`` (the deciding seat's next action), unless the action rolled dice, revealed
    hidden information, or is not legal once the secrets change (another seat's options
    may depend on its own hand), its view and the log it reads must be the same."""
    problems: list[str] = []
    seats: list[str | None] = [*state["meta"]["seats"], None]
    after = None
    if action is not None:
        after = rules.resume(clone(state))
        after.apply(*action)
        if after.randomness_used or after.revealed:
            after = None
    for number, seat in enumerate(seats):
        who = seat or "a spectator"
        scrambled = scramble(rules, state, seat, seed + number)
        if rules.view(scrambled, seat) != rules.view(state, seat):
            problems.append(f"the view of {who} changes with secrets hidden from it")
        if rules.describe(scrambled, seat) != rules.describe(state, seat):
            problems.append(f"the board summary shown to {who} changes with secrets hidden from it")
        if action is None:
            continue
        decider, chosen = action
        other = rules.resume(scrambled)
        offered = other.decision()
        if seat == decider and _offered(offered) != _offered(rules.resume(state).decision()):
            problems.append(f"the decision offered to {who} changes with secrets hidden from it")
            continue
        if seat == decider and rules.explain_action(scrambled, seat, chosen) != (
            rules.explain_action(state, seat, chosen)
        ):
            problems.append(
                f"the explanation of {chosen} shown to {who} changes with secrets hidden from it"
            )
        if after is None or offered is None or offered.find(chosen) is None:
            continue
        try:
            other.apply(decider, chosen)
        except Exception as error:  # the scrambled game must play as the original does
            problems.append(
                f"{chosen} fails once secrets hidden from {who} change: "
                f"{type(error).__name__}: {error}"
            )
            continue
        if other.randomness_used or other.revealed:
            continue
        if rules.view(other.state, seat) != rules.view(after.state, seat):
            problems.append(f"after {chosen}, the view of {who} changes with its hidden secrets")
        if _seen(other.entries, seat) != _seen(after.entries, seat):
            problems.append(f"after {chosen}, the log {who} reads changes with its hidden secrets")
    return problems


def _values(node: Any) -> Iterator[Any]:
    """Every scalar in a tree of plain data, keys included."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from _values(value)
    elif isinstance(node, list):
        for item in node:
            yield from _values(item)
    else:
        yield node


def _secrets_of(rules: RulesModule, state: State, seat: str | None) -> list[Any]:
    """The values of every hidden field ``seat`` may not see, in a fixed order."""
    return [
        container[key]
        for hidden in rules.hidden_fields()
        for container, key in _leaves(state, hidden.path.split("/"), hidden.owner_level, seat)
    ]


DIGEST = re.compile(r"(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])")
"""A SHA-256 or BLAKE2b-256 digest written out in hex, alone or inside a text: the shape of a
state hash (and of the keyed generator's key). Nothing a seat is given while a game is live
carries one: the hash of a state holding secrets lets a guessed seed be confirmed."""
MAX_SEEDS_TRIED = 4
"""The attacker sets the game up again with at most this many of the seeds it finds."""


@dataclass(slots=True)
class _Shown:
    """What an attacker can pick out of something a seat is given: every scalar in it, the
    digests written in its texts, and the seeds it names."""

    values: set[Any] = field(default_factory=set)
    digests: set[str] = field(default_factory=set)
    seeds: list[int] = field(default_factory=list)

    @staticmethod
    def of(node: Any) -> _Shown:
        values = set(_values(node))
        digests = {
            found for value in values if type(value) is str for found in DIGEST.findall(value)
        }
        return _Shown(values, digests, list(_seeds(node)))

    def add(self, other: _Shown) -> None:
        self.values |= other.values
        self.digests |= other.digests
        self.seeds.extend(other.seeds)


def _seeds(node: Any) -> Iterator[int]:
    """The whole numbers stored under a key named ``seed`` anywhere in ``node``."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "seed" and type(value) is int:
                yield value
            yield from _seeds(value)
    elif isinstance(node, list):
        for item in node:
            yield from _seeds(item)


def _offered_data(decision: Decision) -> list[Any]:
    """A decision as its seat is shown it: the prompt, each action's verb, argument, label."""
    actions = [
        [action.verb, action.to_data()["argument"], action.label] for action in decision.actions
    ]
    return [decision.prompt, actions]


def _log_shown(log: Sequence[LogEntry], seats: list[str | None]) -> dict[str | None, _Shown]:
    """What each seat can pick out of the log entries it may read; each entry read once."""
    by_readers: dict[tuple[str, ...] | None, _Shown] = {}
    for entry in log:
        by_readers.setdefault(entry.seen_by, _Shown()).add(_Shown.of(entry.to_data()))
    shown: dict[str | None, _Shown] = {}
    for seat in seats:
        total = _Shown()
        for readers, part in by_readers.items():
            if readers is None or (seat is not None and seat in readers):
                total.add(part)
        shown[seat] = total
    return shown


def rebuild_problems(
    rules: RulesModule,
    state: State,
    history: Sequence[tuple[str, Action]] = (),
    log: Sequence[LogEntry] = (),
    decision: Decision | None = None,
) -> list[str]:
    """How a seat could rebuild secrets hidden from it out of what it is given — its view,
    the ``log`` entries it reads, and the pending ``decision`` when it is its own — and the
    actions played so far (``history``, the whole of it: a stronger attacker than a seat,
    which reads only the log, decision 0107). A failure is: the generator's secret (its
    record, PCG state or key) anywhere in them; the hash of the full state, or any other
    64-hex digest, anywhere in them (a state hash lets a guessed seed be confirmed); or a
    seed (a whole number under a key ``seed``) that sets up a game whose secrets, after the
    same actions, are the real ones. A finished game has no secrets left."""
    if state.get("outcome") is not None:
        return []
    problems: list[str] = []
    record = state["rng"]
    secret_values = {record.get("key"), record.get("state")} - {None}
    full_hash = state_hash(state)
    seats: list[str | None] = [*state["meta"]["seats"], None]
    logged = _log_shown(log, seats)
    rebuilt: dict[int, State] = {}
    for seat in seats:
        who = seat or "a spectator"
        seen = rules.view(state, seat)
        given = {"view": _Shown.of(seen), "log": logged[seat]}
        if decision is not None and decision.seat == seat:
            given["decision"] = _Shown.of(_offered_data(decision))
        hidden = _secrets_of(rules, state, seat)
        for where, shown in given.items():
            if (where == "view" and "rng" in seen) or secret_values & (
                shown.values | shown.digests
            ):
                problems.append(f"the {where} of {who} holds the random generator's secret")
            if full_hash in shown.digests:
                problems.append(f"the {where} of {who} holds the hash of the full state")
            elif shown.digests - secret_values:
                problems.append(
                    f"the {where} of {who} holds a 64-hex digest, the shape of a state hash"
                )
            if not hidden:
                continue
            for seed in list(dict.fromkeys(shown.seeds))[:MAX_SEEDS_TRIED]:
                if seed not in rebuilt:
                    rebuilt[seed] = _rebuilt_state(rules, state, seed, history)
                if _secrets_of(rules, rebuilt[seed], seat) == hidden:
                    problems.append(
                        f"{who} rebuilds the secrets hidden from it from the seed in its {where}"
                    )
                    break
    return problems


def _rebuilt_state(
    rules: RulesModule, state: State, seed: int, history: Sequence[tuple[str, Action]]
) -> State:
    """The state the attacker reaches: the game set up again with ``seed`` and the actions
    played again (as far as they stay legal)."""
    meta = state["meta"]
    rebuilt = rules.setup(meta["scenario"], seed, list(meta["seats"]), meta["options"])
    for decider, action in history:
        try:
            rebuilt.apply(decider, action)
        except IllegalAction:
            break  # another seed: the same actions are not all legal there
    return rebuilt.state
