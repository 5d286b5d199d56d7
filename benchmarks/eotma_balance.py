"""The balance of eotma's shipped scenarios between heuristic AIs (interpretation:EOTMA-67).

Plays ``--games`` games of the Millennium (every seat heuristic) and of the Reconquista,
with ``hegemon simulate --json``, and prints each seat's wins (ties shared) against half
its fair share, and how often each solitaire band is reached. Exit status 1 when a seat
falls below half its fair share or a band is never reached.

    .venv/bin/python benchmarks/eotma_balance.py [--games 1000] [--seed 1001] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter

BANDS = ("Defeat", "Holding on", "Victory", "Triumph")
HEGEMON = [sys.executable, "-c", "from hegemon.cli.main import app; app(prog_name='hegemon')"]


def games_of(scenario: str, games: int, seed: int, workers: int) -> list[dict[str, object]]:
    command = [
        *HEGEMON, "simulate", "eotma", "--scenario", scenario,
        "--games", str(games), "--seed", str(seed), "--workers", str(workers),
        "--agents", "heuristic", "--json",
    ]  # fmt: skip
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return [row for row in rows if "winners" in row]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1001)
    parser.add_argument("--workers", type=int, default=2)
    arguments = parser.parse_args()
    failed = False
    rows = games_of("millennium", arguments.games, arguments.seed, arguments.workers)
    seats = sorted(rows[0]["scores"])  # type: ignore[call-overload]
    wins: Counter[str] = Counter()
    for row in rows:
        winners = row["winners"]
        assert isinstance(winners, list)
        for seat in winners:
            wins[seat] += 1 / len(winners)
    floor = len(rows) / (2 * len(seats))
    print(f"millennium, {len(rows)} games; half a fair share is {floor:.0f} wins")
    for seat in seats:
        low = wins[seat] < floor
        failed |= low
        print(f"  {seat:10} {wins[seat]:7.1f}" + ("  BELOW" if low else ""))
    solo_games = max(arguments.games // 3, 100)
    solo = games_of("reconquista", solo_games, arguments.seed, arguments.workers)
    bands = Counter(str(row["reason"]).rsplit(": ", 1)[-1] for row in solo)
    print(f"reconquista, {len(solo)} games")
    for band in BANDS:
        failed |= bands[band] == 0
        print(f"  {band:10} {bands[band]:5}" + ("  NEVER" if bands[band] == 0 else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
