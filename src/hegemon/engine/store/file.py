"""The store file: its format, its schema, the checks before it is opened, its creation."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from pathlib import Path

from hegemon import __version__
from hegemon.engine.store.errors import StoreError

STORE_FORMAT = "hegemon-store"
STORE_VERSION = 4
"""Version 2 added ``row_hash`` to matches and actions; version 3 added ``matches.people``
and ``actions.played``; version 4 lets an action row be of kind ``command`` (a seat's
command, decision 0110). Version 2 and 3 files are upgraded when opened (:func:`upgrade`);
version 1 files are refused."""
OLDEST_UPGRADED = 2
"""The oldest format version :func:`upgrade` brings to :data:`STORE_VERSION`."""

BUSY_TIMEOUT_SECONDS = 30.0


def actions_table(name: str) -> str:
    """The ``actions`` table of format version 4 created as ``name``: a row is an answer
    to a decision (``action``), a seat's command (``command``) or an undo (``undo``)."""
    return f"""
CREATE TABLE {name} (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('action', 'command', 'undo')),
    seat TEXT NOT NULL,
    verb TEXT,
    argument TEXT,
    undoes INTEGER,
    entries TEXT NOT NULL,
    state_hash TEXT NOT NULL,
    row_hash TEXT NOT NULL,
    played TEXT,
    PRIMARY KEY (match_id, number),
    CHECK ((kind IN ('action', 'command')) = (verb IS NOT NULL AND undoes IS NULL))
);
"""


ACTION_ROW = (
    "match_id, number, kind, seat, verb, argument, undoes, entries, state_hash, row_hash, played"
)
"""Every column of an ``actions`` row (version 3 and 4 alike), as the upgrade copies them."""

# Outside the hashes: ``matches.people`` (a JSON list of the seats a person plays, set
# by `hegemon play`; NULL when unknown) and ``actions.played`` (the UTC time the row was
# written, ISO-8601 like ``created``; NULL for rows of a version 2 file) are not evidence
# about the game: no row hash covers them (records.MATCH_COLUMNS and ACTION_COLUMNS leave
# them out), and the replay of a match does not depend on them (docs/store.md, "Hashes").
SCHEMA = (
    """
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
    initial_hash TEXT NOT NULL,
    row_hash TEXT NOT NULL,
    people TEXT
);
"""
    + actions_table("actions")
    + """
CREATE TABLE snapshots (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 0),
    state TEXT NOT NULL,
    PRIMARY KEY (match_id, number)
);
"""
)
UPGRADES = {
    2: (
        "ALTER TABLE matches ADD COLUMN people TEXT",
        "ALTER TABLE actions ADD COLUMN played TEXT",
    ),
    # SQLite cannot change a CHECK constraint: the table is built anew and its rows copied
    # as they are (every row hash still holds: no hashed column changes).
    3: (
        actions_table("actions_4"),
        f"INSERT INTO actions_4 ({ACTION_ROW}) SELECT {ACTION_ROW} FROM actions",
        "DROP TABLE actions",
        "ALTER TABLE actions_4 RENAME TO actions",
    ),
}
"""The statements that bring a file of each older version to the next one."""
TABLES = ("meta", "matches", "actions", "snapshots")
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


def validate(path: Path) -> None:
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
    if int(version) < OLDEST_UPGRADED:
        raise StoreError(
            f"{path}: hegemon store of format version {version}, older than this hegemon "
            f"({__version__}) reads (versions {OLDEST_UPGRADED} to {STORE_VERSION}); carry "
            "its matches over as replays (docs/store.md, format versions)"
        )
    missing = [table for table in TABLES if table not in tables]
    if missing:
        raise StoreError(f"{path}: hegemon store without its table(s) {', '.join(missing)}")


def connect(path: Path, threads: bool = False) -> sqlite3.Connection:
    """A writing connection; ``threads``: usable from any thread (the caller then lets one
    thread use it at a time, as the web server's lock does)."""
    connection = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=not threads
    )
    connection.row_factory = sqlite3.Row
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def _version(connection: sqlite3.Connection) -> int:
    return int(connection.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()[0])


def upgrade(connection: sqlite3.Connection) -> None:
    """Bring a checked store of an older format version to :data:`STORE_VERSION` in place,
    one transaction per version (none when it is current). The version is read again under
    the write lock, so two processes opening one old file upgrade it once; a current file
    takes no write lock."""
    if _version(connection) >= STORE_VERSION:
        return
    while True:
        connection.execute("BEGIN IMMEDIATE")
        try:
            version = _version(connection)
            if version >= STORE_VERSION:
                connection.execute("COMMIT")
                return
            for statement in UPGRADES[version]:
                connection.execute(statement)
            connection.execute(
                "UPDATE meta SET value = ? WHERE key = 'version'", (str(version + 1),)
            )
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise


def create_file(path: Path) -> None:
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
