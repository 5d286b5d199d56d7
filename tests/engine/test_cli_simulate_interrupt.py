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
