"""The replay viewer's steps: a finished game played again, any step of it shown.

A cursor plays the game again once, keeping a copy of the state every
:data:`CHECKPOINT_EVERY` actions; a step is reached from the copy before it, so stepping
back and forth costs at most that many actions.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, clone
from hegemon.web.pages import log_line, map_svg, since_index

CHECKPOINT_EVERY = 25
CURSORS_KEPT = 4


class ReplayCursor:
    """One finished game, ready to show at any step (0: after the setup)."""

    def __init__(self, record: ReplayRecord, rules: RulesModule) -> None:
        self.record = record
        self.rules = rules
        match = Match.new(rules, record.scenario, record.seed, record.seats, record.options)
        self.checkpoints: list[State] = [clone(match.state)]
        self.labels: list[str] = []
        self.log_ends: list[int] = [len(match.log)]
        for step, played in enumerate(record.actions, start=1):
            self.labels.append(_label(match, played))
            _play(match, played)
            self.log_ends.append(len(match.log))
            if step % CHECKPOINT_EVERY == 0:
                self.checkpoints.append(clone(match.state))
        self.lines: list[tuple[int, dict[str, Any]]] = []
        """Each sentence of the whole log with the number of the raw entry it tells."""
        for index, entry in enumerate(match.log):
            line = log_line(rules, entry)
            if line is not None:
                self.lines.append((index, line))
        self.outcome = None if match.outcome is None else match.outcome.to_data()

    @property
    def steps(self) -> int:
        return len(self.record.actions)

    def state(self, step: int) -> State:
        """The state after ``step`` actions."""
        base = step // CHECKPOINT_EVERY
        match = Match(self.rules, self.rules.resume(clone(self.checkpoints[base])))
        for played in self.record.actions[base * CHECKPOINT_EVERY : step]:
            _play(match, played)
        return match.state

    def show(self, step: int) -> dict[str, Any]:
        """What the viewer shows at ``step`` (docs/web.md)."""
        state = self.state(step)
        end = self.log_ends[step]
        told = [
            {"number": number, **line}
            for number, (index, line) in enumerate(self.lines)
            if index < end
        ]
        return {
            "step": step,
            "steps": self.steps,
            "action": self.labels[step - 1] if step else None,
            "seat": self.record.actions[step - 1].seat if step else None,
            "svg": map_svg(self.rules, state),
            "status": self.rules.describe(state, None),
            "log": told[since_index(told, None) :],
            "log_total": len(told),
            "outcome": self.outcome if step == self.steps else None,
        }


def _label(match: Match, played: Played) -> str:
    """The label the action had when it was chosen (labels are not stored)."""
    if played.command:
        offered = match.commands(played.seat)
        found: Action | None = next(
            (action for action in offered if action.key == played.action.key), None
        )
    else:
        decision = match.decision()
        found = None if decision is None else decision.find(played.action)
    shown = str(found if found is not None else played.action)
    return f"{played.seat}: {shown}"


def _play(match: Match, played: Played) -> None:
    if played.command:
        match.command(played.seat, played.action)
    else:
        match.apply(played.seat, played.action)


class ReplayCursors:
    """The cursors of the games viewed last (a few: each holds copies of states)."""

    def __init__(self) -> None:
        self.kept: OrderedDict[int, ReplayCursor] = OrderedDict()

    def get(self, match_id: int, record: ReplayRecord, rules: RulesModule) -> ReplayCursor:
        cursor = self.kept.get(match_id)
        if cursor is None:
            cursor = ReplayCursor(record, rules)
            self.kept[match_id] = cursor
            while len(self.kept) > CURSORS_KEPT:
                self.kept.popitem(last=False)
        self.kept.move_to_end(match_id)
        return cursor
