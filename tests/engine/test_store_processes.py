"""Several handles on one store, in one process and in others: no committed action is lost.

POSIX locks belong to a process, not to a handle: closing any file descriptor of the
store drops every lock the process holds on it. A store must therefore never open its
file outside SQLite while a connection of the same process is live, or another process
takes the process for gone, checkpoints and deletes the write-ahead log under it.
"""

from __future__ import annotations

import contextlib
import sqlite3
from multiprocessing.connection import Connection
from pathlib import Path

from hegemon.engine.match import Match
from hegemon.engine.store import Store, StoredMatch
from tests.engine.dicegame import RULES
from tests.engine.test_store import _play
from tests.engine.test_store_crash import _context


def _act(stored: StoredMatch) -> tuple[int, str]:
    _play(stored, 1, None)
    return stored.number, stored.match.state_hash()


def _other_process(path: str, match_id: int, pipe: Connection) -> None:
    """Each round asked for: open the store, act once, close it, checkpoint; report the
    row written (or the error). Ends when the pipe is closed."""
    with contextlib.suppress(EOFError):
        _rounds(path, match_id, pipe)


def _rounds(path: str, match_id: int, pipe: Connection) -> None:
    while pipe.recv():
        try:
            with Store.open(path) as store:
                pipe.send(_act(store.load(match_id, RULES)))
            connection = sqlite3.connect(path)
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            connection.close()
        except Exception as error:
            pipe.send(repr(error))
            return


def _round(pipe: Connection) -> tuple[int, str]:
    """Ask the other process for a round; the row it wrote."""
    pipe.send(True)
    assert pipe.poll(60), "the other process did not answer"
    answer = pipe.recv()
    assert isinstance(answer, tuple), f"the other process failed: {answer}"
    return answer


def test_a_second_handle_in_one_process_loses_no_write_of_another_process(
    tmp_path: Path,
) -> None:
    path = tmp_path / "games.db"
    context = _context()
    here, there = context.Pipe()
    committed: list[tuple[int, str]] = []
    with Store.open(path) as long_lived:
        match_id = long_lived.create(Match.new(RULES, "four", 1))
        other = context.Process(
            target=_other_process, args=(str(path), match_id, there), daemon=True
        )
        other.start()
        there.close()
        try:
            for _ in range(5):
                with Store.open(path) as per_request:  # opened and closed while long_lived lives
                    committed.append(_act(per_request.load(match_id, RULES)))
                committed.append(_round(here))
                committed.append(_act(long_lived.load(match_id, RULES)))
        finally:
            here.close()
            other.join(timeout=60)
        assert [number for number, _ in committed] == list(range(1, 16))
        rows = long_lived.actions(match_id)
        assert [(row.number, row.state_hash) for row in rows] == committed
    with Store.open(path) as store:
        rows = store.actions(match_id)
        assert [(row.number, row.state_hash) for row in rows] == committed
