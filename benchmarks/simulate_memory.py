"""The memory of `hegemon simulate` with a huge --games: it must stay flat.

Runs ``hegemon simulate GAME --games 1000000000 --json`` for a few seconds, with one
worker and with several, sampling the resident memory of the command and of its worker
processes (Linux: /proc), and prints for each run the games finished, the resident
memory at each quarter of the run, and its peak. Flat memory: once the workers have
started, the quarters stay level, whatever --games is.

    .venv/bin/python benchmarks/simulate_memory.py [--seconds 20] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_bytes(pid: int) -> int:
    """The resident memory of a process, 0 once it is gone."""
    try:
        pages = Path(f"/proc/{pid}/statm").read_text().split()[1]
    except (OSError, IndexError):
        return 0
    return int(pages) * PAGE


def children(pid: int) -> list[int]:
    """Every process below ``pid`` (a pool's workers, and what they start)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # The command name, in parentheses, may hold spaces: the fields follow the last ")".
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        parents[int(entry.name)] = int(fields[1])
    below, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        found = [child for child, its_parent in parents.items() if its_parent == parent]
        below += found
        frontier += found
    return below


def measure(command: list[str], seconds: float) -> tuple[int, list[int]]:
    """Run ``command`` for ``seconds``, counting its output lines (games) and sampling the
    memory of it and its workers ten times a second; then end it and its workers. The
    games and the samples."""
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True
    )
    games = 0

    def count() -> None:
        nonlocal games
        assert process.stdout is not None
        for _ in process.stdout:
            games += 1

    counter = threading.Thread(target=count, daemon=True)
    counter.start()
    start = time.monotonic()
    samples = []
    try:
        while time.monotonic() - start < seconds and process.poll() is None:
            samples.append(sum(map(resident_bytes, [process.pid, *children(process.pid)])))
            time.sleep(0.1)
    finally:
        # The command leads a session of its own: end it and its workers, nothing else.
        os.killpg(process.pid, signal.SIGTERM)
        process.wait()
    return games, samples


def mebibytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="eotma")
    parser.add_argument("--games", type=int, default=1_000_000_000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", default="1,2", help="Worker counts to run, e.g. 1,4.")
    options = parser.parse_args()
    hegemon = shutil.which("hegemon", path=str(Path(sys.executable).parent)) or "hegemon"
    for workers in [int(count) for count in options.workers.split(",")]:
        command = [hegemon, "simulate", options.game, "--games", str(options.games)]
        command += ["--workers", str(workers), "--json"]
        games, samples = measure(command, options.seconds)
        if not samples:
            sys.exit(f"{' '.join(command)}: ended at once")
        quarters = [samples[len(samples) * quarter // 4 - 1] for quarter in (1, 2, 3, 4)]
        print(
            f"--workers {workers}: {games} games in {options.seconds:g} s; resident MiB "
            f"(with workers) at each quarter {' '.join(map(mebibytes, quarters))}, "
            f"peak {mebibytes(max(samples))}",
            flush=True,
        )


if __name__ == "__main__":
    main()
