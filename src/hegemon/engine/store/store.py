"""The store: one SQLite file of matches, read and written in transactions."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, canonical_json, from_json
from hegemon.engine.store.errors import StaleWrite, StoreError
from hegemon.engine.store.file import connect, create_file, upgrade, validate
from hegemon.engine.store.records import (
    ACTION_COLUMNS,
    MATCH_COLUMNS,
    Column,
    MatchRow,
    MatchSummary,
    StoredAction,
    chained,
    entries_json,
    people_json,
    read_rows,
    row_hash,
    standing,
    text_hash,
)
from hegemon.engine.store.stored_match import SNAPSHOT_EVERY, StoredMatch, snapshot_due


@dataclass(frozen=True, slots=True)
class _Stored:
    """Everything stored about one match, each part checked against its hash."""

    row: MatchRow
    rows: list[StoredAction]
    snapshots: list[tuple[int, str]]
    """(number, text) of each snapshot, in order; the first is 0, the setup."""


SEED_RANGE = range(-(2**63), 2**63)
"""The seeds a store keeps: SQLite's INTEGER is a signed 64-bit number."""


def _now() -> str:
    """The UTC time now, as ``created`` and ``played`` store it (ISO-8601, in seconds)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class Store:
    """One store file: open with :meth:`Store.open`, close with :meth:`close` (or ``with``)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection

    @classmethod
    def open(cls, path: Path | str, threads: bool = False) -> Store:
        """Open a store, creating it when ``path`` does not exist.

        An existing file is first checked read-only (SQLite header, ``quick_check``, the
        hegemon marker and format version); any problem raises StoreError and leaves the
        file's bytes unchanged. A sound file of an older format version that this hegemon
        upgrades (version 2) is then upgraded in place, in one transaction. ``threads``: the
        store may be used from any thread, one at a time (the caller holds a lock).
        """
        path = Path(path)
        if not path.exists():
            try:
                create_file(path)
            except (OSError, sqlite3.Error) as error:
                raise StoreError(f"{path}: cannot create a store ({error})") from None
        validate(path)
        try:
            connection = connect(path, threads)
            mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        except sqlite3.Error as error:
            raise StoreError(f"{path}: cannot be opened for writing ({error})") from None
        if mode != "wal":
            connection.close()
            raise StoreError(f"{path}: cannot switch to WAL journal mode (got {mode!r})")
        try:
            upgrade(connection)
        except sqlite3.Error as error:
            connection.close()
            raise StoreError(
                f"{path}: cannot be upgraded to the current format ({error})"
            ) from None
        return cls(path, connection)

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        """One transaction; a write takes the write lock at once (BEGIN IMMEDIATE) so the
        action number it checks cannot change before it commits."""
        connection = self._connection
        try:
            connection.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.Error as error:
            raise StoreError(f"{self.path}: cannot start a transaction ({error})") from None
        try:
            yield connection
        except BaseException as error:
            self._roll_back()
            if isinstance(error, sqlite3.Error):
                raise StoreError(f"{self.path}: {error}") from None
            raise
        try:
            connection.execute("COMMIT")
        except sqlite3.Error as error:
            self._roll_back()
            raise StoreError(f"{self.path}: commit failed ({error})") from None

    def _roll_back(self) -> None:
        """Roll back the transaction, unless SQLite already did (a full disk, an I/O error)."""
        if self._connection.in_transaction:
            self._connection.execute("ROLLBACK")

    # -- writing -----------------------------------------------------------------------------
    def create(
        self,
        match: Match,
        snapshot_every: int = SNAPSHOT_EVERY,
        people: Sequence[str] | None = None,
    ) -> int:
        """Save a match (setup, initial snapshot, its actions so far); returns its id.

        The match must be reproducible: its setup and actions must give its current state.
        ``people`` names the seats a person plays (``hegemon play`` records its player's),
        kept with the match outside its hashes; None when unknown.
        """
        meta = match.meta
        if not SEED_RANGE.start <= meta["seed"] < SEED_RANGE.stop:
            raise StoreError(
                f"{self.path}: cannot store the match: its seed {meta['seed']} does not fit "
                "the store's seed column (a signed 64-bit number; a server draws seeds below "
                "2**63, docs/hidden-information.md)"
            )
        unknown = [seat for seat in people or () if seat not in meta["seats"]]
        if unknown:
            raise StoreError(
                f"{self.path}: cannot store the match: {', '.join(unknown)} is not one of its "
                f"seats ({', '.join(meta['seats'])})"
            )
        rebuilt = Match.new(
            match.rules, meta["scenario"], meta["seed"], meta["seats"], meta["options"]
        )
        setup = rebuilt.meta
        setup_log = list(rebuilt.log)
        initial = rebuilt.state_hash()
        rows: list[tuple[Played, list[LogEntry], str]] = []
        snapshots: list[tuple[int, str]] = [(0, canonical_json(rebuilt.state))]
        for number, played in enumerate(match.history, start=1):
            try:
                if played.command:
                    entries = rebuilt.command(played.seat, played.action)
                else:
                    entries = rebuilt.apply(played.seat, played.action)
            except IllegalAction as error:
                raise StoreError(
                    f"{self.path}: cannot store the match: action {number} ({played.action}) "
                    f"is illegal when played again: {error}"
                ) from None
            rows.append((played, entries, rebuilt.state_hash()))
            if snapshot_due(number, snapshots[-1][0], snapshot_every, rebuilt):
                snapshots.append((number, canonical_json(rebuilt.state)))
        if rebuilt.state_hash() != match.state_hash():
            raise StoreError(
                f"{self.path}: cannot store the match: its state is not what its setup and "
                "actions give (was the state edited by hand?); only reproducible matches are stored"
            )
        with self._transaction(write=True) as connection:
            now = _now()
            match_id = int(
                connection.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM matches").fetchone()[0]
            )
            values: tuple[Column, ...] = (
                match_id,
                setup["game"],
                setup["content"],
                setup["scenario"],
                setup["seed"],
                canonical_json(setup["seats"]),
                canonical_json(setup["options"]),
                setup["engine"],
                now,
                entries_json(setup_log),
                initial,
            )
            previous = row_hash("", values)
            connection.execute(
                f"INSERT INTO matches ({', '.join(MATCH_COLUMNS)}, row_hash, people) "
                f"VALUES ({', '.join('?' * (len(MATCH_COLUMNS) + 2))})",
                (*values, previous, people_json(people)),
            )
            for number, (played, entries, hashed) in enumerate(rows, start=1):
                previous = self._insert_action(
                    connection, match_id, previous, number, played, entries, hashed, now
                )
            for number, text in snapshots:
                self._insert_snapshot(connection, match_id, number, text)
        return match_id

    def append(
        self,
        match_id: int,
        expected_number: int,
        played: Played,
        entries: list[LogEntry],
        state_hash: str,
        snapshot: State | None = None,
    ) -> None:
        """Add action ``expected_number`` in one transaction, with the state after it as a
        snapshot when given. StaleWrite when that is not exactly the next number."""
        with self._transaction(write=True) as connection:
            previous = self._next(connection, match_id, expected_number)
            self._insert_action(
                connection, match_id, previous, expected_number, played, entries, state_hash, _now()
            )
            if snapshot is not None:
                self._insert_snapshot(
                    connection, match_id, expected_number, canonical_json(snapshot)
                )

    def append_undo(
        self,
        match_id: int,
        expected_number: int,
        undoes: int,
        state_hash: str,
        snapshot: State | None = None,
    ) -> None:
        """Add row ``expected_number`` taking back action ``undoes`` (the last one standing)."""
        with self._transaction(write=True) as connection:
            previous = self._next(connection, match_id, expected_number)
            _, last = self._standing(connection, match_id)
            if not last or last[-1].number != undoes:
                raise StoreError(
                    f"{self.path}: match {match_id}: action {undoes} is not the last action "
                    "standing, so it cannot be undone"
                )
            if last[-1].command:
                raise StoreError(
                    f"{self.path}: match {match_id}: action {undoes} is a command, which no "
                    "undo takes back"
                )
            values = (expected_number, "undo", last[-1].seat, None, None, undoes, "[]", state_hash)
            self._insert_row(connection, match_id, previous, values, _now())
            if snapshot is not None:
                self._insert_snapshot(
                    connection, match_id, expected_number, canonical_json(snapshot)
                )

    def _next(self, connection: sqlite3.Connection, match_id: int, expected: int) -> str:
        """The hash of the match's last row, which row ``expected`` chains from; StaleWrite
        unless ``expected`` is the next number."""
        match = self._match_row(connection, match_id)
        last = connection.execute(
            "SELECT number, row_hash FROM actions WHERE match_id = ? ORDER BY number DESC LIMIT 1",
            (match_id,),
        ).fetchone()
        current, previous = (last[0], last[1]) if last else (0, match.row_hash)
        if expected != current + 1:
            raise StaleWrite(
                f"{self.path}: match {match_id} is at action {current}, so action {expected} "
                f"cannot be written (another client acted first); reload the match"
            )
        return str(previous)

    @classmethod
    def _insert_action(
        cls,
        connection: sqlite3.Connection,
        match_id: int,
        previous: str,
        number: int,
        played: Played,
        entries: list[LogEntry],
        state_hash: str,
        written: str,
    ) -> str:
        data = played.action.to_data()
        argument = canonical_json(data["argument"])
        kind = "command" if played.command else "action"
        values = (number, kind, played.seat, data["verb"], argument, None)
        return cls._insert_row(
            connection, match_id, previous, (*values, entries_json(entries), state_hash), written
        )

    @staticmethod
    def _insert_row(
        connection: sqlite3.Connection,
        match_id: int,
        previous: str,
        values: tuple[Column, ...],
        written: str,
    ) -> str:
        """Insert an action row (``values`` in :data:`ACTION_COLUMNS` order) chained from
        ``previous``, with ``written`` (a UTC time) as its ``played`` time, which the hash
        does not cover; returns its hash."""
        hashed = row_hash(previous, values)
        connection.execute(
            f"INSERT INTO actions (match_id, {', '.join(ACTION_COLUMNS)}, row_hash, played) "
            f"VALUES ({', '.join('?' * (len(ACTION_COLUMNS) + 3))})",
            (match_id, *values, hashed, written),
        )
        return hashed

    @staticmethod
    def _insert_snapshot(
        connection: sqlite3.Connection, match_id: int, number: int, state: str
    ) -> None:
        connection.execute(
            "INSERT INTO snapshots (match_id, number, state) VALUES (?, ?, ?)",
            (match_id, number, state),
        )

    # -- reading -----------------------------------------------------------------------------
    def _where(self, match_id: int) -> str:
        return f"{self.path}: match {match_id}"

    def _match_row(self, connection: sqlite3.Connection, match_id: int) -> MatchRow:
        row: sqlite3.Row | None = connection.execute(
            "SELECT * FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        if row is None:
            raise StoreError(f"{self.path}: no match {match_id}")
        return MatchRow.read(row, self._where(match_id))

    def _rows(
        self, connection: sqlite3.Connection, match_id: int
    ) -> tuple[MatchRow, list[StoredAction]]:
        """The match's row and every row of its action log, each checked by its hash."""
        match = self._match_row(connection, match_id)
        cursor = connection.execute(
            f"SELECT {', '.join(ACTION_COLUMNS)}, row_hash, played FROM actions "
            "WHERE match_id = ? ORDER BY number",
            (match_id,),
        )
        return match, read_rows(cursor, match, self._where(match_id))

    def _standing(
        self, connection: sqlite3.Connection, match_id: int
    ) -> tuple[MatchRow, list[StoredAction]]:
        """The match's row and the actions of its log still standing."""
        match, rows = self._rows(connection, match_id)
        try:
            return match, standing(rows)
        except StoreError as error:
            raise StoreError(f"{self._where(match_id)}: {error}") from None

    def _summary(self, connection: sqlite3.Connection, match_id: int) -> MatchSummary:
        match = self._match_row(connection, match_id)
        last = connection.execute(
            "SELECT number, state_hash, played FROM actions WHERE match_id = ? "
            "ORDER BY number DESC LIMIT 1",
            (match_id,),
        ).fetchone()
        return MatchSummary(
            id=match_id,
            game=match.game,
            scenario=match.scenario,
            seed=match.seed,
            seats=match.seats,
            created=match.created,
            played=str(last[2]) if last and last[2] is not None else match.created,
            people=match.people,
            number=last[0] if last else 0,
            state_hash=last[1] if last else match.initial_hash,
        )

    def matches(self) -> list[MatchSummary]:
        """Every stored match, in the order they were created."""
        with self._transaction() as connection:
            ids = [row[0] for row in connection.execute("SELECT id FROM matches ORDER BY id")]
            return [self._summary(connection, match_id) for match_id in ids]

    def summary(self, match_id: int) -> MatchSummary:
        with self._transaction() as connection:
            return self._summary(connection, match_id)

    def last_number(self, match_id: int) -> int:
        """The number of a match's last row (0 for none): a cheap way to tell whether another
        client wrote to it since (nothing is checked against its hash)."""
        with self._transaction() as connection:
            row = connection.execute(
                "SELECT MAX(number) FROM actions WHERE match_id = ?", (match_id,)
            ).fetchone()
        return int(row[0] or 0)

    def actions(self, match_id: int) -> list[StoredAction]:
        """Every row of a match's action log, undos included, in order."""
        with self._transaction() as connection:
            return self._rows(connection, match_id)[1]

    def history(self, match_id: int) -> list[Played]:
        """The actions still standing (undone ones left out), in order, with their links in
        the replay hash chain."""
        with self._transaction() as connection:
            match, rows = self._standing(connection, match_id)
        return chained(rows, match.initial_hash)

    def log(self, match_id: int) -> list[LogEntry]:
        """The match's log: its setup entries, then those of each action still standing."""
        with self._transaction() as connection:
            match, rows = self._standing(connection, match_id)
        entries = list(match.setup_log)
        for stored in rows:
            entries.extend(stored.entries)
        return entries

    def record(self, match_id: int, note: str = "") -> ReplayRecord:
        """A replay record of the match's setup and standing actions, with its hash chain."""
        with self._transaction() as connection:
            match, rows = self._rows(connection, match_id)
        try:
            kept = standing(rows)
        except StoreError as error:
            raise StoreError(f"{self._where(match_id)}: {error}") from None
        return ReplayRecord(
            game=match.game,
            content=match.content,
            scenario=match.scenario,
            seed=match.seed,
            seats=match.seats,
            options=match.options,
            actions=chained(kept, match.initial_hash),
            state_hash=rows[-1].state_hash if rows else match.initial_hash,
            engine=match.engine,
            note=note,
            setup_hash=match.initial_hash,
        )

    def _read(self, match_id: int) -> _Stored:
        """Everything stored about a match, in one read transaction: its row, its action
        rows and every snapshot, each checked against its hash (a snapshot against the
        state hash of the row it follows)."""
        with self._transaction() as connection:
            match, rows = self._rows(connection, match_id)
            snapshots = [
                (int(number), str(text))
                for number, text in connection.execute(
                    "SELECT number, state FROM snapshots WHERE match_id = ? ORDER BY number",
                    (match_id,),
                )
            ]
        where = self._where(match_id)
        if not snapshots or snapshots[0][0] != 0:
            raise StoreError(f"{where} has no snapshot of its setup (snapshot 0)")
        for number, text in snapshots:
            if number > len(rows):
                raise StoreError(f"{where}: snapshot {number} is beyond its last row {len(rows)}")
            expected = rows[number - 1].state_hash if number else match.initial_hash
            if text_hash(text) != expected:
                raise StoreError(
                    f"{where}: snapshot {number} is damaged or was changed (it is not the "
                    "state its row recorded)"
                )
        return _Stored(match, rows, snapshots)

    def _rules(self, match: MatchRow, rules: RulesModule | None) -> RulesModule:
        where = self._where(match.id)
        try:
            module = rules or rules_registry.load(match.game)
        except rules_registry.UnknownGame as error:
            raise StoreError(f"{where}: {error}") from None
        if module.name != match.game:
            raise StoreError(f"{where} is a game of {match.game}, not {module.name}")
        return module

    def _state(self, match: MatchRow, number: int, text: str) -> State:
        """A snapshot's state, whose meta must be the match row's setup."""
        where = self._where(match.id)
        try:
            state = from_json(text)
        except (ValueError, TypeError) as error:
            raise StoreError(f"{where}: snapshot {number} is not a state ({error})") from None
        problem = match.meta_problem(state.get("meta"))
        if problem:
            raise StoreError(f"{where}: snapshot {number} is not of the match's setup: {problem}")
        return state

    def load(
        self,
        match_id: int,
        rules: RulesModule | None = None,
        snapshot_every: int = SNAPSHOT_EVERY,
    ) -> StoredMatch:
        """The match as it stands: its latest snapshot plus the rows after it played again
        (each row's state hash and log entries checked), ready to apply actions that are
        saved as they go. Every row and snapshot is first checked against its hash, and the
        setup of snapshot 0 and of the latest against the match row."""
        stored = self._read(match_id)
        match = stored.row
        module = self._rules(match, rules)
        setup = self._state(match, 0, stored.snapshots[0][1])
        first, text = stored.snapshots[-1]
        state = self._state(match, first, text) if first else setup
        try:
            before = standing(stored.rows[:first])
        except StoreError as error:
            raise StoreError(f"{self._where(match_id)}: {error}") from None
        resumed = Match(module, module.resume(state))
        resumed.setup_hash = match.initial_hash
        resumed.history = chained(before, match.initial_hash)
        resumed.log = list(match.setup_log)
        for row in before:
            resumed.log.extend(row.entries)
        loaded = StoredMatch(self, match_id, resumed, first, snapshot_every)
        loaded.numbers = [row.number for row in before]
        for row in stored.rows[first:]:
            loaded.replay(row)
        return loaded

    def verify(self, match_id: int, rules: RulesModule | None = None) -> str:
        """Check everything stored about a match by playing it all again from its setup:
        the hashes of its rows and snapshots (as :meth:`load` does), then that its row's
        scenario, seed, seats and options give its first state and setup log, and that
        every row gives the state hash and log entries it recorded. Returns the hash of
        its current state; StoreError names the first thing that does not hold."""
        stored = self._read(match_id)
        match = stored.row
        where = self._where(match_id)
        module = self._rules(match, rules)
        self._state(match, 0, stored.snapshots[0][1])
        replayed = Match.new(module, match.scenario, match.seed, match.seats, match.options)
        problem = match.meta_problem(replayed.meta)
        if problem:
            raise StoreError(
                f"{where} cannot be played again here: {problem} when set up now (a state "
                "records its content and engine version, so only the same reproduce it)"
            )
        if replayed.state_hash() != match.initial_hash:
            raise StoreError(
                f"{where}: its setup (scenario, seed, seats, options) does not give its first state"
            )
        if replayed.log != match.setup_log:
            raise StoreError(f"{where}: its setup log is not the one its setup gives")
        replaying = StoredMatch(self, match_id, replayed, 0, SNAPSHOT_EVERY)
        for row in stored.rows:
            replaying.replay(row)
        return replaying.match.state_hash()
