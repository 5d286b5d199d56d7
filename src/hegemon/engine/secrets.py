"""The secrets check: a seat's view, options and log never depend on what is hidden from it.

:func:`scramble` makes another state that differs from a given one only in what a seat
may not see: the items of the hidden fields it cannot read are shuffled among the fields
of one pool (a deck and the hands dealt from it), every list keeping its length.
:func:`secrets_problems` compares the two states as the seat sees them — its view, the
decision it is offered, and, after the same action, its view and the log it may read,
unless that action rolled dice or revealed something (then the difference is the game's
to show). A lone secret — one value hidden from a seat with no other of its pool to
exchange it with (two seats, one sealed tactic) — cannot be varied without knowing what
else it could be, so a leak of it is found only in games of three seats or more.
:func:`rebuild_problems` plays the attacker who holds a seat's view and the
whole action history (more than a seat is given, decision 0107): it looks in the view for
the seed, the generator's secret, and the hash of the full state, and, given a seed,
rebuilds the game to see whether the secrets come out. The fuzzer runs both at random
points of every game (docs/hidden-information.md).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from hegemon.engine.decision import Action, Decision
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
    must be the same; the deciding seat must be offered the same decision; and after
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
        if action is None:
            continue
        decider, chosen = action
        other = rules.resume(scrambled)
        offered = other.decision()
        if seat == decider and _offered(offered) != _offered(rules.resume(state).decision()):
            problems.append(f"the decision offered to {who} changes with secrets hidden from it")
            continue
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


def rebuild_problems(
    rules: RulesModule, state: State, history: Sequence[tuple[str, Action]] = ()
) -> list[str]:
    """How a seat could rebuild secrets hidden from it out of its view and the actions
    played so far (``history``, the whole of it: a stronger attacker than a seat, which
    reads only the log, decision 0107): the seed, the generator's secret
    or the full state's hash in the view, or a seed that sets up a game whose secrets,
    after the same actions, are the real ones."""
    if state.get("outcome") is not None:
        return []
    problems: list[str] = []
    record = state["rng"]
    secret_values = {record.get("key"), record.get("state")} - {None}
    full_hash = state_hash(state)
    meta = state["meta"]
    for seat in [*meta["seats"], None]:
        who = seat or "a spectator"
        seen = rules.view(state, seat)
        found = set(_values(seen))
        if "rng" in seen or secret_values & found:
            problems.append(f"the view of {who} holds the random generator's secret")
        if full_hash in found:
            problems.append(f"the view of {who} holds the hash of the full state")
        seed = seen.get("meta", {}).get("seed")
        if seed is None or not _secrets_of(rules, state, seat):
            continue
        rebuilt = rules.setup(meta["scenario"], seed, list(meta["seats"]), meta["options"])
        for decider, action in history:
            rebuilt.apply(decider, action)
        if _secrets_of(rules, rebuilt.state, seat) == _secrets_of(rules, state, seat):
            problems.append(f"{who} rebuilds the secrets hidden from it from the seed in its view")
    return problems
