"""The store's crash test, run longer: a writer killed at random moments, many times.

`make test` kills a writer 50 times (tests/engine/test_store_crash.py). This runs the same
loop with as many kills and as many seeds as asked: each writer plays, undoes, creates
matches and checkpoints the store until it is killed — half of the writers kill themselves
just before a write of SQLite drawn at random, the others are killed from outside after a
random delay — and after each kill the store must open, every match verify (by the store
and as a replay) and every row the writer reported committed be there. Prints one line
per seed; exits 1 at the first failure.

    .venv/bin/python benchmarks/store_crash.py [--kills 200] [--seeds 1,2,3]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.engine.test_store_crash import kill_writers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200, help="kills per seed")
    parser.add_argument("--seeds", default="1,2,3", help="comma-separated seeds")
    arguments = parser.parse_args()
    seeds = [int(seed) for seed in arguments.seeds.split(",")]
    for seed in seeds:
        start = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="hegemon-store-crash-") as folder:
            try:
                committed = kill_writers(Path(folder) / "games.db", arguments.kills, seed)
            except AssertionError as error:
                print(f"seed {seed}: FAILED: {error}")
                return 1
        rows = sum(len(numbers) for numbers in committed.values())
        print(
            f"seed {seed}: {arguments.kills} kills, {len(committed)} matches, {rows} rows "
            f"committed, none lost; every match verified after each kill "
            f"({time.monotonic() - start:.0f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
