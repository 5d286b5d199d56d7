"""The eupop heuristic against the Bots at each difficulty level, in the solo scenario
margrave (decision 0108 §2.17; a report, not a test).

Brandenburg is played by the heuristic agent, Austria and Poland by Bots at one level for
every game of a row; each level plays ``--games`` games with the same seeds. A row gives
the games finished, those stopped at a rule not built yet (left out of the rates), the
heuristic's win rate (a shared win counts as a share) with its 95% Wilson interval, and its
mean score margin over the better Bot. The rate is expected to fall as the level rises
(the Bots gain more Bot Power per round and need less focus to score, S 166-176).

With matplotlib installed, ``--figure FILE.png`` draws the rates with their intervals.

    .venv/bin/python benchmarks/eupop_bots_difficulty.py [--games 200] [--seed 1300]
        [--figure out/bots-difficulty.png]
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import RuleNotBuilt
from hegemon.games.eupop.setup.mats import DIFFICULTIES
from hegemon.sim.batch import play_game

SCENARIO = "margrave"
SEAT = "brandenburg"
BOTS = ("austria", "poland")


@dataclass
class Row:
    """One difficulty level's games."""

    level: str
    wins: float = 0.0
    finished: int = 0
    stopped: int = 0
    margins: list[int] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def rate(self) -> float:
        return self.wins / self.finished if self.finished else 0.0


def interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, centre - half / scale), min(1.0, centre + half / scale)


def play_level(level: str, games: int, seed: int) -> Row:
    """``games`` margrave games, the heuristic at Brandenburg, the Bots at ``level``."""
    rules = rules_registry.load("eupop")
    row = Row(level)
    began = time.perf_counter()
    for number in range(seed, seed + games):
        try:
            result, _, _ = play_game(
                rules, SCENARIO, number, {SEAT: "heuristic"}, options={"difficulty": level}
            )
        except RuleNotBuilt:
            row.stopped += 1
            continue
        row.finished += 1
        if SEAT in result.winners:
            row.wins += 1 / len(result.winners)
        row.margins.append(result.scores[SEAT] - max(result.scores[bot] for bot in BOTS))
    row.seconds = time.perf_counter() - began
    return row


def table(rows: list[Row]) -> list[str]:
    lines = [
        f"heuristic ({SEAT}) against Bots ({', '.join(BOTS)}) in {SCENARIO}",
        f"{'level':10} {'games':>5} {'stopped':>7} {'win rate':>8}  {'95% interval':>15} "
        f"{'margin':>6} {'s/game':>6}",
    ]
    for row in rows:
        low, high = interval(row.wins, row.finished)
        margin = statistics.mean(row.margins) if row.margins else 0.0
        per_game = row.seconds / max(1, row.finished + row.stopped)
        lines.append(
            f"{row.level:10} {row.finished:>5} {row.stopped:>7} {row.rate:>8.1%}  "
            f"{low:>6.1%} .. {high:>6.1%} {margin:>+6.1f} {per_game:>6.2f}"
        )
    return lines


def figure(rows: list[Row], path: Path) -> bool:
    """The win rates with their intervals as a PNG; False when matplotlib is missing."""
    if importlib.util.find_spec("matplotlib") is None:
        return False
    import matplotlib  # type: ignore[import-not-found,unused-ignore]

    matplotlib.use("Agg")
    from matplotlib import pyplot  # type: ignore[import-not-found,unused-ignore]

    levels = [row.level for row in rows]
    rates = [row.rate for row in rows]
    bounds = [interval(row.wins, row.finished) for row in rows]
    errors = [
        [rate - low for rate, (low, _) in zip(rates, bounds, strict=True)],
        [high - rate for rate, (_, high) in zip(rates, bounds, strict=True)],
    ]
    axes = pyplot.figure(figsize=(6, 4)).add_subplot()
    axes.bar(levels, rates, yerr=errors, capsize=6, color="#7a9cc6")
    axes.set_ylim(0, 1)
    axes.set_ylabel("heuristic win rate (95% interval)")
    axes.set_title(f"{SCENARIO}: the heuristic against Bots by difficulty")
    path.parent.mkdir(parents=True, exist_ok=True)
    pyplot.savefig(path, dpi=120, bbox_inches="tight")
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1300)
    parser.add_argument("--levels", default=",".join(DIFFICULTIES))
    parser.add_argument("--figure", type=Path, default=None)
    arguments = parser.parse_args()
    levels = [level.strip() for level in arguments.levels.split(",") if level.strip()]
    unknown = [level for level in levels if level not in DIFFICULTIES]
    if unknown:
        parser.error(f"no difficulty {unknown[0]!r}; levels: {', '.join(DIFFICULTIES)}")
    rows = [play_level(level, arguments.games, arguments.seed) for level in levels]
    for text in table(rows):
        print(text)
    if arguments.figure is not None:
        if figure(rows, arguments.figure):
            print(f"figure: {arguments.figure}")
        else:
            print("no figure: matplotlib is not installed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
