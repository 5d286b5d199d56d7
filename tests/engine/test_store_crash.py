"""A writer killed with SIGKILL leaves a store that opens, verifies every match and holds
every action the writer reported committed.

The kills that matter most are deterministic: a hook on the system calls of SQLite's own
unix VFS (``xSetSystemCall``, reached through ctypes) kills the writer just before its k-th
write, truncation or deletion of the store's files — for every k of a checkpoint, and for
a k drawn at random in half of the fifty kills of a long-running writer (the other half
are killed from outside after a random delay, wherever they are).
"""

from __future__ import annotations

import _sqlite3
import contextlib
import ctypes
import multiprocessing
import os
import random
import shutil
import signal
import sqlite3
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pytest

from hegemon.engine.match import Match, verify
from hegemon.engine.store import Store
from tests.engine.dicegame import RULES
from tests.engine.test_store import _new, _play

SIDE_FILES = ("", "-wal", "-shm")


# -- a kill at a chosen write of SQLite -------------------------------------------------------
class _Vfs(ctypes.Structure):
    """The head of ``sqlite3_vfs`` (version 3) up to the system call table's accessors."""


_SET_CALL = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(_Vfs), ctypes.c_char_p, ctypes.c_void_p)
_GET_CALL = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.POINTER(_Vfs), ctypes.c_char_p)
_Vfs._fields_ = [
    ("version", ctypes.c_int),
    ("file_size", ctypes.c_int),
    ("path_size", ctypes.c_int),
    ("next", ctypes.c_void_p),
    ("name", ctypes.c_char_p),
    ("app_data", ctypes.c_void_p),
    *[(f"method{index}", ctypes.c_void_p) for index in range(13)],
    ("set_system_call", _SET_CALL),
    ("get_system_call", _GET_CALL),
]
_PWRITE = ctypes.CFUNCTYPE(
    ctypes.c_ssize_t, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int64
)
_WRITE = ctypes.CFUNCTYPE(ctypes.c_ssize_t, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t)
_FTRUNCATE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_int64)
_UNLINK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p)
_INSTALLED: list[Any] = []
"""The hooks installed in this process (kept alive while SQLite may call them)."""


def _kill_before_write(path: str, kill_at: int, seen: list[str]) -> None:
    """From now on, note in ``seen`` each write, truncation or deletion SQLite makes to the
    store at ``path`` or its side files, and kill this process just before the
    ``kill_at``-th one (never when it is 0)."""
    library = ctypes.CDLL(_sqlite3.__file__)
    library.sqlite3_vfs_find.restype = ctypes.POINTER(_Vfs)
    library.sqlite3_vfs_find.argtypes = [ctypes.c_char_p]
    vfs = library.sqlite3_vfs_find(None)
    assert vfs.contents.version >= 3 and vfs.contents.name == b"unix"
    names = [path + side for side in SIDE_FILES]

    def watched(fd: int) -> str | None:
        status = os.fstat(fd)
        for name in names:
            try:
                other = os.stat(name)
            except FileNotFoundError:
                continue
            if (other.st_dev, other.st_ino) == (status.st_dev, status.st_ino):
                return Path(name).name
        return None

    def event(what: str) -> None:
        seen.append(what)
        if len(seen) == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    def original(name: str) -> Any:
        return vfs.contents.get_system_call(vfs, name.encode())

    pwrite64 = _PWRITE(original("pwrite64"))
    write = _WRITE(original("write"))
    ftruncate = _FTRUNCATE(original("ftruncate"))
    unlink = _UNLINK(original("unlink"))

    def hooked_pwrite64(fd: int, buffer: int, size: int, offset: int) -> int:
        name = watched(fd)
        if name:
            event(f"write {size} bytes at {offset} of {name}")
        return int(pwrite64(fd, buffer, size, offset))

    def hooked_write(fd: int, buffer: int, size: int) -> int:
        name = watched(fd)
        if name:
            event(f"write {size} bytes to {name}")
        return int(write(fd, buffer, size))

    def hooked_ftruncate(fd: int, size: int) -> int:
        name = watched(fd)
        if name:
            event(f"truncate {name} to {size} bytes")
        return int(ftruncate(fd, size))

    def hooked_unlink(target: bytes) -> int:
        if os.fsdecode(target) in names:
            event(f"delete {Path(os.fsdecode(target)).name}")
        return int(unlink(target))

    for name, hook in (
        ("pwrite64", _PWRITE(hooked_pwrite64)),
        ("write", _WRITE(hooked_write)),
        ("ftruncate", _FTRUNCATE(hooked_ftruncate)),
        ("unlink", _UNLINK(hooked_unlink)),
    ):
        _INSTALLED.append(hook)
        address = ctypes.cast(hook, ctypes.c_void_p)
        assert vfs.contents.set_system_call(vfs, name.encode(), address) == 0


# -- running children ------------------------------------------------------------------------
def _context() -> Any:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    return context


def _run(target: Callable[..., None], *args: Any) -> tuple[int | None, list[Any]]:
    """Run ``target(*args, pipe)`` in a fresh process (killed after a minute); its exit
    code and what it sent."""
    context = _context()
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=target, args=(*args, sender))
    process.start()
    sender.close()
    messages: list[Any] = []
    deadline = time.monotonic() + 60
    with contextlib.suppress(EOFError):
        while (process.is_alive() or receiver.poll()) and time.monotonic() < deadline:
            if receiver.poll(0.05):
                messages.append(receiver.recv())
    process.kill()
    process.join(timeout=60)
    receiver.close()
    return process.exitcode, messages


def _copy(source: Path, target: Path) -> Path:
    """Copy a store and its side files (no process may have them open)."""
    target.mkdir(parents=True)
    for side in SIDE_FILES:
        if Path(f"{source}{side}").exists():
            shutil.copy2(f"{source}{side}", f"{target / source.name}{side}")
    return target / source.name


Committed = dict[int, dict[int, str]]
"""For each match a writer reported created, the state hash after each row it reported
committed."""


def _committed(store: Store) -> Committed:
    return {
        summary.id: {row.number: row.state_hash for row in store.actions(summary.id)}
        for summary in store.matches()
    }


def _assert_sound(path: Path, committed: Committed) -> None:
    """The store opens, each match loads and verifies (by the store and as a replay), and
    every committed row is there."""
    with Store.open(path) as store:
        summaries = store.matches()
        assert {summary.id for summary in summaries} >= set(committed)
        for summary in summaries:
            loaded = store.load(summary.id, RULES)
            assert loaded.match.state_hash() == summary.state_hash
            assert store.verify(summary.id, RULES) == summary.state_hash
            assert verify(store.record(summary.id), RULES) == (True, summary.state_hash)
            hashes = [row.state_hash for row in store.actions(summary.id)]
            for number, hashed in committed.get(summary.id, {}).items():
                assert hashes[number - 1 : number] == [hashed], (
                    f"match {summary.id} lost committed row {number}"
                )


# -- a checkpoint killed at each of its writes ----------------------------------------------
def _unfinished_store(path: str, pipe: Connection) -> None:
    """Three matches of 60 rows, left in the write-ahead log: the process ends without
    closing, as a killed writer would, so nothing is checkpointed yet."""
    store = Store.open(path)
    for seed in range(3):
        _play(_new(store, seed=seed, every=10), 60, None)
    pipe.send(_committed(store))
    os._exit(0)


def _checkpoint(path: str, how: str, kill_at: int, pipe: Connection) -> None:
    store = Store.open(path)
    seen: list[str] = []
    _kill_before_write(path, kill_at, seen)
    if how == "wal_checkpoint":
        connection = sqlite3.connect(path)
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        connection.close()
    store.close()  # the last connection to close checkpoints and deletes the log
    pipe.send(seen)


@pytest.mark.parametrize("how", ["close", "wal_checkpoint"])
def test_a_checkpoint_killed_at_any_of_its_writes_leaves_a_sound_store(
    tmp_path: Path, how: str
) -> None:
    template = tmp_path / "template" / "games.db"
    template.parent.mkdir()
    exit_code, [committed] = _run(_unfinished_store, str(template))
    assert exit_code == 0 and Path(f"{template}-wal").stat().st_size > template.stat().st_size
    exit_code, [seen] = _run(_checkpoint, str(_copy(template, tmp_path / "whole")), how, 0)
    assert exit_code == 0
    writes = [event for event in seen if event.endswith(" of games.db")]
    assert len(writes) > 10, seen  # the checkpoint copies many pages into the store
    for kill_at in range(1, len(seen) + 1):
        path = _copy(template, tmp_path / f"killed-at-{kill_at}")
        exit_code, _ = _run(_checkpoint, str(path), how, kill_at)
        assert exit_code == -signal.SIGKILL, f"not killed at {seen[kill_at - 1]}"
        _assert_sound(path, committed)


# -- a writer killed at random moments ------------------------------------------------------
def _writer(path: str, seed: int, kill_at: int, pipe: Connection) -> None:
    """Play on the store's matches until killed, starting new ones as they finish, now and
    then undoing; report each match created and each row committed; checkpoint and reopen
    the store often, so that kills land in every part of the work. With ``kill_at``, kill
    itself just before that write to the store's files."""
    _kill_before_write(path, kill_at, [])
    chooser = random.Random(seed)
    while True:
        with Store.open(path) as store:
            playing = [
                summary.id
                for summary in store.matches()
                if store.load(summary.id, RULES).match.outcome is None
            ]
            while len(playing) < 3:
                match_id = store.create(Match.new(RULES, "four", chooser.randrange(1000)))
                pipe.send((match_id, None, None))
                playing.append(match_id)
            for match_id in playing:
                stored = store.load(match_id, RULES, snapshot_every=4)
                for _ in range(chooser.randint(1, 6)):
                    decision = stored.match.decision()
                    if decision is None:
                        break
                    if stored.can_undo and chooser.random() < 0.3:
                        stored.undo()
                    else:
                        stored.apply(decision.seat, chooser.choice(decision.actions))
                    pipe.send((match_id, stored.number, stored.match.state_hash()))
        connection = sqlite3.connect(path)
        connection.execute(f"PRAGMA wal_checkpoint({chooser.choice(CHECKPOINTS)})")
        connection.close()


CHECKPOINTS = ("PASSIVE", "FULL", "RESTART", "TRUNCATE")
KILLS = 50


def _note(committed: Committed, message: tuple[int, int | None, str | None]) -> None:
    match_id, number, hashed = message
    rows = committed.setdefault(match_id, {})
    if number is not None and hashed is not None:
        rows[number] = hashed


def kill_writers(path: Path, kills: int, seed: int) -> Committed:
    """Start a writer on the store at ``path`` ``kills`` times and kill it at a moment drawn
    from ``seed``; after each kill the store must open, every match verify and every row
    reported committed be there. Returns what was committed (benchmarks/store_crash.py runs
    it longer, with other seeds)."""
    Store.open(path).close()
    context = _context()
    chooser = random.Random(seed)
    committed: Committed = {}
    for kill in range(kills):
        receiver, sender = context.Pipe(duplex=False)
        # Every other writer kills itself just before a write of SQLite drawn at random;
        # the others are killed from here after a delay drawn at random.
        kill_at = chooser.randint(1, 400) if kill % 2 else 0
        writer = context.Process(
            target=_writer, args=(str(path), seed * 100_003 + kill, kill_at, sender)
        )
        writer.start()
        sender.close()
        deadline = time.monotonic() + (60 if kill_at else chooser.uniform(0.02, 0.5))
        with contextlib.suppress(EOFError):
            while writer.is_alive() and time.monotonic() < deadline:
                if receiver.poll(0.01):
                    _note(committed, receiver.recv())
        writer.kill()
        writer.join(timeout=60)
        with contextlib.suppress(EOFError):
            while receiver.poll():
                _note(committed, receiver.recv())
        receiver.close()
        assert writer.exitcode == -signal.SIGKILL
        _assert_sound(path, committed)
    return committed


def test_a_writer_killed_at_random_moments_loses_no_committed_action(tmp_path: Path) -> None:
    committed = kill_writers(tmp_path / "games.db", KILLS, 9)
    assert sum(len(rows) for rows in committed.values()) > KILLS  # the writers got work done
