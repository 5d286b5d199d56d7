"""Ctrl-C during `simulate` stops the pool cleanly and reports the games played (exit 130),
with no worker left holding the pool's semaphores."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HEGEMON = [sys.executable, "-c", "from hegemon.cli.main import app; app(prog_name='hegemon')"]


def test_an_interrupted_simulation_reports_what_it_played(tmp_path: Path) -> None:
    arguments = ["simulate", "eotma", "--scenario", "reconquista", "--games", "100000000"]
    process = subprocess.Popen(
        [*HEGEMON, *arguments, "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HEGEMON_DATA": str(tmp_path)},
    )
    time.sleep(6)
    process.send_signal(signal.SIGINT)
    out, errors = process.communicate(timeout=120)
    assert process.returncode == 130, errors
    assert "interrupted after" in errors and "of 100000000 games" in errors
    assert "leaked semaphore" not in errors
    assert "games of eotma" in out


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (read from /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"


def test_a_simulation_killed_by_sigterm_leaves_no_worker_playing(tmp_path: Path) -> None:
    if not Path("/proc").is_dir():
        return  # the check reads Linux's /proc
    arguments = ["simulate", "eotma", "--scenario", "reconquista", "--games", "100000000"]
    process = subprocess.Popen(
        [*HEGEMON, *arguments, "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "HEGEMON_DATA": str(tmp_path)},
    )
    workers: set[int] = set()
    for _ in range(100):
        time.sleep(0.1)
        workers = {pid for child in _children(process.pid) for pid in {child, *_children(child)}}
        if len(workers) >= 2:
            break
    time.sleep(2)
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=60)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.2)
    assert workers and not any(_alive(pid) for pid in workers)
