"""The store: one SQLite file of matches, read and written in transactions."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from hegemon import __version__
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, canonical_json, from_json, state_hash, to_json
from hegemon.engine.store.errors import StaleWrite, StoreError
from hegemon.engine.store.file import connect, create_file, validate
from hegemon.engine.store.records import (
    MatchSummary,
    StoredAction,
    entries_json,
    read_entries,
    read_json,
    standing,
)
from hegemon.engine.store.stored_match import SNAPSHOT_EVERY, StoredMatch, snapshot_due


class Store:
    """One store file: open with :meth:`Store.open`, close with :meth:`close` (or ``with``)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection

    @classmethod
    def open(cls, path: Path | str) -> Store:
        """Open a store, creating it when ``path`` does not exist.

        An existing file is first checked read-only (SQLite header, ``quick_check``, the
        hegemon marker and format version); any problem raises StoreError and leaves the
        file's bytes unchanged.
        """
        path = Path(path)
        if not path.exists():
            try:
                create_file(path)
            except (OSError, sqlite3.Error) as error:
                raise StoreError(f"{path}: cannot create a store ({error})") from None
        validate(path)
        try:
            connection = connect(path)
            mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        except sqlite3.Error as error:
            raise StoreError(f"{path}: cannot be opened for writing ({error})") from None
        if mode != "wal":
            connection.close()
            raise StoreError(f"{path}: cannot switch to WAL journal mode (got {mode!r})")
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
    def create(self, match: Match, snapshot_every: int = SNAPSHOT_EVERY) -> int:
        """Save a match (setup, initial snapshot, its actions so far); returns its id.

        The match must be reproducible: its setup and actions must give its current state.
        """
        meta = match.meta
        rebuilt = Match.new(
            match.rules, meta["scenario"], meta["seed"], meta["seats"], meta["options"]
        )
        setup_log = list(rebuilt.log)
        initial = rebuilt.state_hash()
        rows: list[tuple[int, Played, list[LogEntry], str]] = []
        snapshots: list[tuple[int, str]] = [(0, to_json(rebuilt.state))]
        for number, played in enumerate(match.history, start=1):
            try:
                entries = rebuilt.apply(played.seat, played.action)
            except IllegalAction as error:
                raise StoreError(
                    f"{self.path}: cannot store the match: action {number} ({played.action}) "
                    f"is illegal when played again: {error}"
                ) from None
            rows.append((number, played, entries, rebuilt.state_hash()))
            if snapshot_due(number, snapshots[-1][0], snapshot_every, rebuilt):
                snapshots.append((number, to_json(rebuilt.state)))
        if rebuilt.state_hash() != match.state_hash():
            raise StoreError(
                f"{self.path}: cannot store the match: its state is not what its setup and "
                "actions give (was the state edited by hand?); only reproducible matches are stored"
            )
        with self._transaction(write=True) as connection:
            cursor = connection.execute(
                "INSERT INTO matches (game, content, scenario, seed, seats, options, engine, "
                "created, setup_log, initial_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    meta["game"],
                    meta["content"],
                    meta["scenario"],
                    meta["seed"],
                    canonical_json(meta["seats"]),
                    canonical_json(meta["options"]),
                    meta.get("engine", __version__),
                    datetime.now(UTC).isoformat(timespec="seconds"),
                    entries_json(setup_log),
                    initial,
                ),
            )
            match_id = cursor.lastrowid
            assert match_id is not None
            for number, played, entries, hashed in rows:
                self._insert_action(connection, match_id, number, played, entries, hashed)
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
            self._check_next(connection, match_id, expected_number)
            self._insert_action(connection, match_id, expected_number, played, entries, state_hash)
            if snapshot is not None:
                self._insert_snapshot(connection, match_id, expected_number, to_json(snapshot))

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
            self._check_next(connection, match_id, expected_number)
            last = standing(self._rows(connection, match_id))
            if not last or last[-1].number != undoes:
                raise StoreError(
                    f"{self.path}: match {match_id}: action {undoes} is not the last action "
                    "standing, so it cannot be undone"
                )
            connection.execute(
                "INSERT INTO actions (match_id, number, kind, seat, verb, argument, undoes, "
                "entries, state_hash) VALUES (?, ?, 'undo', ?, NULL, NULL, ?, '[]', ?)",
                (match_id, expected_number, last[-1].seat, undoes, state_hash),
            )
            if snapshot is not None:
                self._insert_snapshot(connection, match_id, expected_number, to_json(snapshot))

    def _check_next(self, connection: sqlite3.Connection, match_id: int, expected: int) -> None:
        self._match_row(connection, match_id)
        current = self._number(connection, match_id)
        if expected != current + 1:
            raise StaleWrite(
                f"{self.path}: match {match_id} is at action {current}, so action {expected} "
                f"cannot be written (another client acted first); reload the match"
            )

    @staticmethod
    def _insert_action(
        connection: sqlite3.Connection,
        match_id: int,
        number: int,
        played: Played,
        entries: list[LogEntry],
        hashed: str,
    ) -> None:
        data = played.action.to_data()
        connection.execute(
            "INSERT INTO actions (match_id, number, kind, seat, verb, argument, undoes, "
            "entries, state_hash) VALUES (?, ?, 'action', ?, ?, ?, NULL, ?, ?)",
            (
                match_id,
                number,
                played.seat,
                data["verb"],
                canonical_json(data["argument"]),
                entries_json(entries),
                hashed,
            ),
        )

    @staticmethod
    def _insert_snapshot(
        connection: sqlite3.Connection, match_id: int, number: int, state: str
    ) -> None:
        connection.execute(
            "INSERT INTO snapshots (match_id, number, state) VALUES (?, ?, ?)",
            (match_id, number, state),
        )

    # -- reading -----------------------------------------------------------------------------
    def _match_row(self, connection: sqlite3.Connection, match_id: int) -> sqlite3.Row:
        row: sqlite3.Row | None = connection.execute(
            "SELECT * FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        if row is None:
            raise StoreError(f"{self.path}: no match {match_id}")
        return row

    @staticmethod
    def _number(connection: sqlite3.Connection, match_id: int) -> int:
        row = connection.execute(
            "SELECT COALESCE(MAX(number), 0) FROM actions WHERE match_id = ?", (match_id,)
        ).fetchone()
        return int(row[0])

    def _rows(self, connection: sqlite3.Connection, match_id: int) -> list[StoredAction]:
        rows: list[StoredAction] = []
        for number, seat, verb, argument, undoes, entries, hashed in connection.execute(
            "SELECT number, seat, verb, argument, undoes, entries, state_hash FROM actions "
            "WHERE match_id = ? ORDER BY number",
            (match_id,),
        ):
            where = f"{self.path}: match {match_id} action {number}"
            action = None
            if verb is not None:
                try:
                    data = {"verb": verb, "argument": read_json(argument, f"{where} argument")}
                    action = Action.from_data(data)
                except IllegalAction as error:
                    raise StoreError(f"{where}: {error}") from None
            entries_read = read_entries(entries, f"{where} log entries")
            rows.append(StoredAction(number, seat, action, undoes, entries_read, hashed))
        if [row.number for row in rows] != list(range(1, len(rows) + 1)):
            raise StoreError(f"{self.path}: match {match_id} has gaps in its action numbers")
        return rows

    def _standing(self, connection: sqlite3.Connection, match_id: int) -> list[StoredAction]:
        try:
            return standing(self._rows(connection, match_id))
        except StoreError as error:
            raise StoreError(f"{self.path}: match {match_id}: {error}") from None

    def _setup_log(self, row: sqlite3.Row) -> list[LogEntry]:
        return read_entries(row["setup_log"], f"{self.path}: match {row['id']} setup log")

    def _summary(self, connection: sqlite3.Connection, match_id: int) -> MatchSummary:
        row = self._match_row(connection, match_id)
        last = connection.execute(
            "SELECT number, state_hash FROM actions WHERE match_id = ? "
            "ORDER BY number DESC LIMIT 1",
            (match_id,),
        ).fetchone()
        where = f"{self.path}: match {match_id}"
        return MatchSummary(
            id=match_id,
            game=row["game"],
            scenario=row["scenario"],
            seed=row["seed"],
            seats=list(read_json(row["seats"], f"{where} seats")),
            created=row["created"],
            number=last[0] if last else 0,
            state_hash=last[1] if last else row["initial_hash"],
        )

    def matches(self) -> list[MatchSummary]:
        """Every stored match, in the order they were created."""
        with self._transaction() as connection:
            ids = [row[0] for row in connection.execute("SELECT id FROM matches ORDER BY id")]
            return [self._summary(connection, match_id) for match_id in ids]

    def summary(self, match_id: int) -> MatchSummary:
        with self._transaction() as connection:
            return self._summary(connection, match_id)

    def actions(self, match_id: int) -> list[StoredAction]:
        """Every row of a match's action log, undos included, in order."""
        with self._transaction() as connection:
            self._match_row(connection, match_id)
            return self._rows(connection, match_id)

    def history(self, match_id: int) -> list[Played]:
        """The actions still standing (undone ones left out), in order."""
        with self._transaction() as connection:
            self._match_row(connection, match_id)
            return [row.played for row in self._standing(connection, match_id)]

    def log(self, match_id: int) -> list[LogEntry]:
        """The match's log: its setup entries, then those of each action still standing."""
        with self._transaction() as connection:
            entries = self._setup_log(self._match_row(connection, match_id))
            for stored in self._standing(connection, match_id):
                entries.extend(stored.entries)
        return entries

    def record(self, match_id: int, note: str = "") -> ReplayRecord:
        """A replay record of the match's setup and standing actions."""
        with self._transaction() as connection:
            summary = self._summary(connection, match_id)
            row = self._match_row(connection, match_id)
            history = [stored.played for stored in self._standing(connection, match_id)]
        where = f"{self.path}: match {match_id}"
        return ReplayRecord(
            game=summary.game,
            content=row["content"],
            scenario=summary.scenario,
            seed=summary.seed,
            seats=summary.seats,
            options=dict(read_json(row["options"], f"{where} options")),
            actions=history,
            state_hash=summary.state_hash,
            engine=row["engine"],
            note=note,
        )

    def load(
        self,
        match_id: int,
        rules: RulesModule | None = None,
        snapshot_every: int = SNAPSHOT_EVERY,
    ) -> StoredMatch:
        """The match as it stands: its latest snapshot plus the rows after it played again
        (each row's state hash checked), ready to apply actions that are saved as they go."""
        with self._transaction() as connection:
            row = self._match_row(connection, match_id)
            snapshot = connection.execute(
                "SELECT number, state FROM snapshots WHERE match_id = ? "
                "ORDER BY number DESC LIMIT 1",
                (match_id,),
            ).fetchone()
            rows = self._rows(connection, match_id)
        where = f"{self.path}: match {match_id}"
        if snapshot is None:
            raise StoreError(f"{where} has no snapshot")
        first, state_text = snapshot
        if first > len(rows):
            raise StoreError(f"{where}: snapshot {first} is beyond its last action {len(rows)}")
        try:
            module = rules or rules_registry.load(row["game"])
        except rules_registry.UnknownGame as error:
            raise StoreError(f"{where}: {error}") from None
        if module.name != row["game"]:
            raise StoreError(f"{where} is a game of {row['game']}, not {module.name}")
        try:
            state = from_json(state_text)
        except (ValueError, TypeError) as error:
            raise StoreError(f"{where}: snapshot {first} is not a state ({error})") from None
        expected = rows[first - 1].state_hash if first else row["initial_hash"]
        if state_hash(state) != expected:
            raise StoreError(f"{where}: snapshot {first} does not match its recorded state hash")
        try:
            before = standing(rows[:first])
        except StoreError as error:
            raise StoreError(f"{where}: {error}") from None
        match = Match(module, module.resume(state))
        match.history = [stored.played for stored in before]
        match.log = self._setup_log(row)
        for stored in before:
            match.log.extend(stored.entries)
        loaded = StoredMatch(self, match_id, match, first, snapshot_every)
        loaded.numbers = [stored.number for stored in before]
        for stored in rows[first:]:
            loaded.replay(stored)
        return loaded
