"""The rows of a store as Python values: read from their columns, each checked against
the hash it was written with (docs/store.md, "Hashes")."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Played, chain_link
from hegemon.engine.serial import canonical_json
from hegemon.engine.store.errors import StoreError

MATCH_COLUMNS = (
    "id",
    "game",
    "content",
    "scenario",
    "seed",
    "seats",
    "options",
    "engine",
    "created",
    "setup_log",
    "initial_hash",
)
"""The columns of a ``matches`` row that its ``row_hash`` covers, in that order (not
``people``: who plays is no evidence about the game)."""
ACTION_COLUMNS = ("number", "kind", "seat", "verb", "argument", "undoes", "entries", "state_hash")
"""The columns of an ``actions`` row that its ``row_hash`` covers, after the previous hash
(not ``played``: when a row was written is no evidence about the game)."""

Column = str | int | None


def row_hash(previous: str, values: Sequence[Column]) -> str:
    """SHA-256 over the previous row's hash ("" for a match row) and a row's columns as
    stored (JSON columns as their text), so any changed byte changes it."""
    return hashlib.sha256(canonical_json([previous, *values]).encode("utf-8")).hexdigest()


def text_hash(text: str) -> str:
    """SHA-256 of a text: of a snapshot, the state hash of the state it holds (snapshots
    are stored as canonical JSON, the text :func:`~hegemon.engine.serial.state_hash`
    hashes)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_json(text: Any, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, json.JSONDecodeError) as error:
        raise StoreError(f"{what} is not valid JSON ({error})") from None


def entries_json(entries: list[LogEntry]) -> str:
    return canonical_json([entry.to_data() for entry in entries])


def people_json(people: Sequence[str] | None) -> str | None:
    return None if people is None else canonical_json(list(people))


def read_people(text: Any) -> list[str] | None:
    """The seats a person plays, as stored in ``matches.people``; None when unknown. No
    hash covers the column, so a value that is not a JSON list of names reads as unknown
    rather than making the match unreadable."""
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    if not isinstance(data, list) or not all(isinstance(item, str) for item in data):
        return None
    return list(data)


def read_entries(text: Any, what: str) -> list[LogEntry]:
    data = read_json(text, what)
    try:
        return [LogEntry.from_data(item) for item in data]
    except (KeyError, TypeError, AttributeError) as error:
        raise StoreError(f"{what} holds a malformed log entry ({error})") from None


@dataclass(frozen=True, slots=True)
class MatchRow:
    """A match's row: how it was set up, and the hash its action rows chain from."""

    id: int
    game: str
    content: str
    scenario: str
    seed: int
    seats: list[str]
    options: dict[str, Any]
    engine: str
    created: str
    setup_log: list[LogEntry]
    initial_hash: str
    """The state hash after setup: of snapshot 0, and where the replay chain starts."""
    row_hash: str
    people: list[str] | None
    """The seats a person plays (``hegemon play``); None when unknown. Not hashed."""

    @staticmethod
    def read(row: sqlite3.Row, where: str) -> MatchRow:
        """The row as values; StoreError when it is not the row that was written."""
        values = [row[column] for column in MATCH_COLUMNS]
        if row_hash("", values) != row["row_hash"]:
            raise StoreError(f"{where}: its row is damaged or was changed (its hash differs)")
        return MatchRow(
            id=row["id"],
            game=row["game"],
            content=row["content"],
            scenario=row["scenario"],
            seed=row["seed"],
            seats=list(read_json(row["seats"], f"{where} seats")),
            options=dict(read_json(row["options"], f"{where} options")),
            engine=row["engine"],
            created=row["created"],
            setup_log=read_entries(row["setup_log"], f"{where} setup log"),
            initial_hash=row["initial_hash"],
            row_hash=row["row_hash"],
            people=read_people(row["people"]),
        )

    def meta_problem(self, meta: Any) -> str | None:
        """What in a state's ``meta`` differs from this row, or None."""
        recorded = {
            "game": self.game,
            "content": self.content,
            "scenario": self.scenario,
            "seed": self.seed,
            "seats": self.seats,
            "options": self.options,
            "engine": self.engine,
        }
        for key, value in recorded.items():
            found = meta.get(key) if isinstance(meta, dict) else None
            if canonical_json(found) != canonical_json(value):
                return f"its row says {key} {value!r}, its state {found!r}"
        return None


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match as :meth:`Store.matches` lists it (full setup: :meth:`Store.record`)."""

    id: int
    game: str
    scenario: str
    seed: int
    seats: list[str]
    created: str
    played: str
    """When it was last played: the time its last action row (action or undo) was written;
    ``created`` when it has none (or its last row predates format version 3)."""
    people: list[str] | None
    """The seats a person plays, when the match records them (``hegemon play`` does)."""
    number: int
    """The number of the last row of its action log (actions and undos); 0 when none."""
    state_hash: str
    """The hash of its current state."""


@dataclass(frozen=True, slots=True)
class StoredAction:
    """One row of a match's append-only action log: an action (an answer to a decision or
    a seat's command), or an undo of one."""

    number: int
    seat: str
    action: Action | None
    """The action applied; None for an undo."""
    undoes: int | None
    """For an undo, the number of the action it takes back."""
    entries: list[LogEntry]
    state_hash: str
    row_hash: str
    """SHA-256 over the previous row's hash and this row (see :func:`row_hash`)."""
    written: str | None = None
    """The UTC time the row was written (its ``played`` column; None for rows of a
    format-2 file). Not covered by ``row_hash``."""
    command: bool = False
    """Whether the action is a seat's command (a row of kind ``command``, decision 0110)."""

    @property
    def played(self) -> Played:
        if self.action is None:
            raise StoreError(f"row {self.number} is an undo, not an action")
        return Played(self.seat, self.action, command=self.command)


def read_rows(
    cursor: sqlite3.Cursor | Sequence[sqlite3.Row], match: MatchRow, where: str
) -> list[StoredAction]:
    """A match's action rows (selected as :data:`ACTION_COLUMNS`, ``row_hash`` then
    ``played``, in order), each checked against its hash, which chains from the match
    row's."""
    rows: list[StoredAction] = []
    previous = match.row_hash
    for record in cursor:
        values = tuple(record[: len(ACTION_COLUMNS)])
        number, kind, seat, verb, argument, undoes, entries, hashed = values
        here = f"{where} row {number}"
        stored_hash = record[len(ACTION_COLUMNS)]
        if row_hash(previous, values) != stored_hash:
            raise StoreError(
                f"{here} is damaged or was changed (its hash does not cover what it holds "
                "and the rows before it)"
            )
        previous = stored_hash
        action = None
        if verb is not None:
            try:
                data = {"verb": verb, "argument": read_json(argument, f"{here} argument")}
                action = Action.from_data(data)
            except IllegalAction as error:
                raise StoreError(f"{here}: {error}") from None
        entries_read = read_entries(entries, f"{here} log entries")
        written = record[len(ACTION_COLUMNS) + 1]
        rows.append(
            StoredAction(
                number,
                seat,
                action,
                undoes,
                entries_read,
                hashed,
                stored_hash,
                written,
                kind == "command",
            )
        )
    if [row.number for row in rows] != list(range(1, len(rows) + 1)):
        raise StoreError(f"{where} has gaps in its action numbers")
    return rows


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
        elif kept[-1].command:
            raise StoreError(
                f"undo {row.number} takes back command {row.undoes}; no undo takes back a command"
            )
        else:
            kept.pop()
    return kept


def chained(rows: list[StoredAction], setup_hash: str) -> list[Played]:
    """The standing actions with their links in the replay hash chain (each row records the
    state after it, which is all a link needs besides the action)."""
    history: list[Played] = []
    previous = setup_hash
    for row in rows:
        played = row.played
        previous = chain_link(previous, played.seat, played.action, row.state_hash, played.command)
        history.append(Played(played.seat, played.action, previous, played.command))
    return history
