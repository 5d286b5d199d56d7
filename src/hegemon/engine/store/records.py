"""The rows of a store as Python values, and reading them from their JSON columns."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Played
from hegemon.engine.serial import canonical_json
from hegemon.engine.store.errors import StoreError


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match as :meth:`Store.matches` lists it (full setup: :meth:`Store.record`)."""

    id: int
    game: str
    scenario: str
    seed: int
    seats: list[str]
    created: str
    number: int
    """The number of the last row of its action log (actions and undos); 0 when none."""
    state_hash: str
    """The hash of its current state."""


@dataclass(frozen=True, slots=True)
class StoredAction:
    """One row of a match's append-only action log: an action, or an undo of one."""

    number: int
    seat: str
    action: Action | None
    """The action applied; None for an undo."""
    undoes: int | None
    """For an undo, the number of the action it takes back."""
    entries: list[LogEntry]
    state_hash: str

    @property
    def played(self) -> Played:
        if self.action is None:
            raise StoreError(f"row {self.number} is an undo, not an action")
        return Played(self.seat, self.action)


def standing(rows: list[StoredAction]) -> list[StoredAction]:
    """The actions of a log still in force: each undo takes back the last one standing."""
    kept: list[StoredAction] = []
    for row in rows:
        if row.action is not None:
            kept.append(row)
        elif not kept or kept[-1].number != row.undoes:
            last = kept[-1].number if kept else "none"
            raise StoreError(
                f"undo {row.number} takes back action {row.undoes}, "
                f"but the last action standing is {last}"
            )
        else:
            kept.pop()
    return kept


def read_json(text: Any, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, json.JSONDecodeError) as error:
        raise StoreError(f"{what} is not valid JSON ({error})") from None


def entries_json(entries: list[LogEntry]) -> str:
    return canonical_json([entry.to_data() for entry in entries])


def read_entries(text: Any, what: str) -> list[LogEntry]:
    data = read_json(text, what)
    try:
        return [LogEntry.from_data(item) for item in data]
    except (KeyError, TypeError, AttributeError) as error:
        raise StoreError(f"{what} holds a malformed log entry ({error})") from None
