"""SQLite persistence: many matches in one file, append-only actions, periodic snapshots.

One applied action (or undo) is one transaction. A write names the action number it
adds; when another client added that number first the write is refused with
:class:`StaleWrite`, so two clients acting on one match never lose or merge an action.
A file that is not a hegemon store, or is damaged, is refused with :class:`StoreError`
after a read-only check that leaves its bytes as they were. Layout and rules:
docs/store.md.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hegemon import __version__
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, canonical_json, from_json, state_hash, to_json

STORE_FORMAT = "hegemon-store"
STORE_VERSION = 1
SNAPSHOT_EVERY = 50
"""A snapshot is written once this many actions followed the last one (see docs/store.md)."""

BUSY_TIMEOUT_SECONDS = 30.0

SCHEMA = """
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    content TEXT NOT NULL,
    scenario TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    options TEXT NOT NULL,
    engine TEXT NOT NULL,
    created TEXT NOT NULL,
    setup_log TEXT NOT NULL,
    initial_hash TEXT NOT NULL
);
CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
    seat TEXT NOT NULL,
    verb TEXT,
    argument TEXT,
    undoes INTEGER,
    entries TEXT NOT NULL,
    state_hash TEXT NOT NULL,
    PRIMARY KEY (match_id, number),
    CHECK ((kind = 'action') = (verb IS NOT NULL AND undoes IS NULL))
);
CREATE TABLE snapshots (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 0),
    state TEXT NOT NULL,
    PRIMARY KEY (match_id, number)
);
"""
TABLES = ("meta", "matches", "actions", "snapshots")


class StoreError(ValueError):
    """A store file that cannot be used, or a write it refuses; the message names the file."""


class StaleWrite(StoreError):
    """A write based on an action number another client has already used."""


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


def _json(text: Any, what: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, json.JSONDecodeError) as error:
        raise StoreError(f"{what} is not valid JSON ({error})") from None


def _entries_json(entries: list[LogEntry]) -> str:
    return canonical_json([entry.to_data() for entry in entries])


def _read_entries(text: Any, what: str) -> list[LogEntry]:
    data = _json(text, what)
    try:
        return [LogEntry.from_data(item) for item in data]
    except (KeyError, TypeError, AttributeError) as error:
        raise StoreError(f"{what} holds a malformed log entry ({error})") from None


def _snapshot_due(number: int, last_snapshot: int, every: int, match: Match) -> bool:
    """Snapshot once ``every`` rows passed, at the first state no later undo can go behind."""
    return number - last_snapshot >= every and not match.can_undo


# -- opening ---------------------------------------------------------------------------------
SQLITE_HEADER_SIZE = 100


def _sqlite_problem(error: sqlite3.Error, size: int) -> str:
    """What SQLite's refusal of a file means, in words."""
    name = getattr(error, "sqlite_errorname", "")
    if name == "SQLITE_NOTADB":
        return f"not a hegemon store: it is not an SQLite database ({error})"
    if name == "SQLITE_CORRUPT" and size < SQLITE_HEADER_SIZE:
        return f"not a hegemon store: it is truncated ({size} bytes, shorter than an SQLite header)"
    if name == "SQLITE_CORRUPT":
        return f"corrupt SQLite database ({error})"
    return f"corrupt or unreadable SQLite database ({error})"


def _validate(path: Path) -> None:
    """Raise StoreError unless ``path`` is a sound hegemon store; never writes to it.

    The file is read through SQLite alone, never with plain file I/O: POSIX locks belong
    to the process, so closing any descriptor of the file would drop the locks of every
    connection this process has to it, and another process would then checkpoint and
    delete the write-ahead log under them. SQLite itself refuses a file that is not a
    database or is shorter than its header says (unless the missing pages are in the log:
    a checkpoint killed halfway).
    """
    try:
        status = path.stat()
    except OSError as error:
        raise StoreError(f"{path}: cannot be read ({error.strerror})") from None
    if not stat.S_ISREG(status.st_mode):
        raise StoreError(f"{path}: not a regular file, so not a hegemon store")
    if status.st_size == 0:
        raise StoreError(f"{path}: not a hegemon store: it is empty")
    # Without a write-ahead log beside it, "immutable" reads the file without creating the
    # -wal and -shm files a read-only WAL connection would leave behind.
    has_log = Path(f"{path}-wal").exists()
    uri = path.resolve().as_uri() + ("?mode=ro" if has_log else "?mode=ro&immutable=1")
    try:
        connection = sqlite3.connect(uri, uri=True, isolation_level=None)
    except sqlite3.Error as error:
        raise StoreError(f"{path}: cannot be opened read-only ({error})") from None
    try:
        _check_contents(path, connection)
    except sqlite3.Error as error:
        raise StoreError(f"{path}: {_sqlite_problem(error, status.st_size)}") from None
    finally:
        connection.close()


def _check_contents(path: Path, connection: sqlite3.Connection) -> None:
    problems = [row[0] for row in connection.execute("PRAGMA quick_check").fetchall()]
    if problems != ["ok"]:
        shown = "; ".join(" ".join(str(problem).split()) for problem in problems[:3])
        raise StoreError(f"{path}: corrupt SQLite database (quick_check: {shown})")
    tables = {
        row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
    }
    if "meta" not in tables:
        raise StoreError(f"{path}: an SQLite database but not a hegemon store (no meta table)")
    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("format") != STORE_FORMAT:
        raise StoreError(
            f"{path}: an SQLite database but not a hegemon store "
            f"(meta format is {meta.get('format')!r}, not {STORE_FORMAT!r})"
        )
    version = str(meta.get("version"))
    if not version.isdigit():
        raise StoreError(f"{path}: hegemon store with a malformed format version {version!r}")
    if int(version) > STORE_VERSION:
        raise StoreError(
            f"{path}: hegemon store of format version {version}, newer than this hegemon "
            f"({__version__}) reads (version {STORE_VERSION}); open it with a newer hegemon"
        )
    if int(version) < STORE_VERSION:
        raise StoreError(f"{path}: hegemon store of an old format version {version}")
    missing = [table for table in TABLES if table not in tables]
    if missing:
        raise StoreError(f"{path}: hegemon store without its table(s) {', '.join(missing)}")


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
    connection.row_factory = sqlite3.Row
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def _create_file(path: Path) -> None:
    """Build a new store beside ``path`` and link it into place, so no client ever sees a
    half-made store; when another process created ``path`` meanwhile, keep theirs."""
    path.parent.mkdir(parents=True, exist_ok=True)
    building = path.with_name(f".{path.name}.{os.getpid()}.building")
    building.unlink(missing_ok=True)
    try:
        connection = sqlite3.connect(building, isolation_level=None)
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.executescript("BEGIN;" + SCHEMA + "COMMIT;")
            connection.executemany(
                "INSERT INTO meta (key, value) VALUES (?, ?)",
                [
                    ("format", STORE_FORMAT),
                    ("version", str(STORE_VERSION)),
                    ("engine", __version__),
                ],
            )
        finally:
            connection.close()
        with contextlib.suppress(FileExistsError):
            os.link(building, path)
    finally:
        building.unlink(missing_ok=True)


# -- the store ---------------------------------------------------------------------------------
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
                _create_file(path)
            except (OSError, sqlite3.Error) as error:
                raise StoreError(f"{path}: cannot create a store ({error})") from None
        _validate(path)
        try:
            connection = _connect(path)
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
            if _snapshot_due(number, snapshots[-1][0], snapshot_every, rebuilt):
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
                    _entries_json(setup_log),
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
                _entries_json(entries),
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
                    data = {"verb": verb, "argument": _json(argument, f"{where} argument")}
                    action = Action.from_data(data)
                except IllegalAction as error:
                    raise StoreError(f"{where}: {error}") from None
            entries_read = _read_entries(entries, f"{where} log entries")
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
        return _read_entries(row["setup_log"], f"{self.path}: match {row['id']} setup log")

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
            seats=list(_json(row["seats"], f"{where} seats")),
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
            options=dict(_json(row["options"], f"{where} options")),
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


class StoredMatch:
    """A match held in a store: each apply or undo is saved in its own transaction.

    When a save is refused (another client acted first: StaleWrite), the match is
    reloaded from the store, so it shows what the store holds, and the error is raised.
    """

    def __init__(
        self, store: Store, match_id: int, match: Match, last_snapshot: int, snapshot_every: int
    ) -> None:
        self.store = store
        self.id = match_id
        self.match = match
        self.number = last_snapshot
        """The number of the last row of the match's action log this client knows."""
        self.numbers: list[int] = []
        """The row number of each action in ``match.history``."""
        self.last_snapshot = last_snapshot
        self.snapshot_every = snapshot_every

    def replay(self, stored: StoredAction) -> None:
        """Play a stored row again (while loading); StoreError when it does not reproduce."""
        where = f"{self.store.path}: match {self.id} row {stored.number}"
        try:
            if stored.action is not None:
                self.match.apply(stored.seat, stored.action)
                self.numbers.append(stored.number)
            else:
                self.match.undo()
                if self.numbers.pop() != stored.undoes:
                    raise StoreError(f"{where}: the undo does not take back action {stored.undoes}")
        except IllegalAction as error:
            raise StoreError(f"{where} cannot be played again: {error}") from None
        if self.match.state_hash() != stored.state_hash:
            raise StoreError(
                f"{where}: replaying gives another state than the one recorded "
                "(rules or content changed since it was stored?)"
            )
        self.number = stored.number

    def _snapshot(self, number: int) -> State | None:
        if _snapshot_due(number, self.last_snapshot, self.snapshot_every, self.match):
            return self.match.state
        return None

    def _saved(self, number: int, snapshot: State | None) -> None:
        self.number = number
        if snapshot is not None:
            self.last_snapshot = number

    def apply(self, seat: str, action: Action) -> list[LogEntry]:
        """Apply a legal action and save it; IllegalAction changes nothing, here or stored."""
        entries = self.match.apply(seat, action)
        number = self.number + 1
        snapshot = self._snapshot(number)
        try:
            self.store.append(
                self.id, number, Played(seat, action), entries, self.match.state_hash(), snapshot
            )
        except StoreError:
            self.reload()
            raise
        self.numbers.append(number)
        self._saved(number, snapshot)
        return entries

    @property
    def can_undo(self) -> bool:
        return self.match.can_undo

    def undo(self) -> None:
        """Take back the last action (within Match's undo rules) and save the undo."""
        self.match.undo()
        undone = self.numbers.pop()
        number = self.number + 1
        snapshot = self._snapshot(number)
        try:
            self.store.append_undo(self.id, number, undone, self.match.state_hash(), snapshot)
        except StoreError:
            self.reload()
            raise
        self._saved(number, snapshot)

    def reload(self) -> None:
        """Load the match again as the store now holds it."""
        fresh = self.store.load(self.id, self.match.rules, self.snapshot_every)
        self.match = fresh.match
        self.number = fresh.number
        self.numbers = fresh.numbers
        self.last_snapshot = fresh.last_snapshot
