"""How `hegemon simulate` scales on local processes: the same games on one worker and on two.

Runs ``hegemon simulate GAME --games N --json`` with ``--workers 1`` and with ``--workers 2``
(each ``--repeat`` times, the fastest run kept), checks that both print the same bytes, and
prints the wall-clock time of each, their ratio against the goal (at most 0.6 of the time
on two cores), and the machine's load average before and after, since other work on the
machine slows either run. Each run's processor time (the command and its workers) is
printed too: far less than two workers' wall-clock time times two says they waited for
the processors.

    .venv/bin/python benchmarks/simulate_scaling.py [--games 400] [--repeat 1]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

GOAL = 0.6
"""The most time two workers may take, as a share of one worker's."""


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def cpu_of_children() -> float:
    """The processor seconds of every finished process below this one (workers included)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command: list[str]) -> tuple[float, float, bytes]:
    """The wall-clock and processor seconds of ``command`` (with its workers), and what it
    printed."""
    start, cpu = time.perf_counter(), cpu_of_children()
    done = subprocess.run(command, capture_output=True, check=True)
    return time.perf_counter() - start, cpu_of_children() - cpu, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="eotma")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=1, help="Runs of each; the fastest counts.")
    options = parser.parse_args()
    hegemon = shutil.which("hegemon", path=str(Path(sys.executable).parent)) or "hegemon"
    base = [hegemon, "simulate", options.game, "--games", str(options.games)]
    base += ["--seed", str(options.seed), "--json"]
    print(f"{os.cpu_count()} cores; load average (1, 5, 15 min) before: {load()}", flush=True)
    best: dict[int, float] = {}
    outputs: dict[int, bytes] = {}
    for _ in range(options.repeat):
        for workers in (1, 2):
            seconds, cpu, output = timed([*base, "--workers", str(workers)])
            print(
                f"--workers {workers}: {seconds:.1f} s, {cpu:.1f} processor s (load {load()})",
                flush=True,
            )
            best[workers] = min(seconds, best.get(workers, seconds))
            outputs[workers] = output
    if outputs[1] != outputs[2]:
        sys.exit("the two runs printed different games")
    ratio = best[2] / best[1]
    verdict = "meets" if ratio <= GOAL else "misses"
    print(
        f"{options.games} games of {options.game}: {best[1]:.1f} s on one worker, "
        f"{best[2]:.1f} s on two: {ratio:.2f} of the time ({verdict} the goal of {GOAL}); "
        f"the same output; load average after: {load()}"
    )


if __name__ == "__main__":
    main()
