"""The eupop heuristic against three other agents (random ones unless told) in
crowns_of_the_west (issue 11).

Plays ``--games`` 4-seat games with ``hegemon simulate --json``, the heuristic taking each
seat position in turn (a quarter of the games each, every game with its own seed), and
prints its win rate overall and per seat with a 95% Wilson interval (a shared crown counts
as a share of a win), and its mean score margin over the best other seat (a measure that
still moves once every game is won). Exit status 1 when the overall win rate is below ``--target``.

With ``--others heuristic,random,random`` the seat followed is one of two heuristics, and a
line more counts the games some heuristic seat won.

    .venv/bin/python benchmarks/eupop_heuristic.py [--games 200] [--seed 1101] [--workers 2]
        [--others random,random,random]
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys

HEGEMON = [sys.executable, "-c", "from hegemon.cli.main import app; app(prog_name='hegemon')"]
SCENARIO = "crowns_of_the_west"
POSITIONS = 4


def games_at(
    position: int, games: int, seed: int, workers: int, others: list[str]
) -> list[dict[str, object]]:
    """``games`` games with the heuristic at seat ``position`` (in seat order), the
    ``others`` filling the other seats in order."""
    rest = iter(others)
    agents = ",".join("heuristic" if index == position else next(rest) for index in range(4))
    command = [
        *HEGEMON, "simulate", "eupop", "--scenario", SCENARIO,
        "--games", str(games), "--seed", str(seed), "--workers", str(workers),
        "--agents", agents, "--json",
    ]  # fmt: skip
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return [row for row in rows if "winners" in row]


def seat_order() -> list[str]:
    """The scenario's seats in seat order (the JSON rows sort them by name)."""
    out = subprocess.run(
        [*HEGEMON, "scenarios", "eupop"], check=True, capture_output=True, text=True
    ).stdout
    for row in out.splitlines():
        name, _, rest = row.partition("\t")
        if name == SCENARIO:
            return rest.rpartition("seats: ")[2].split(", ")
    raise SystemExit(f"no scenario {SCENARIO}")


def interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return max(0.0, centre - half / (1 + z * z / games)), min(
        1.0, centre + half / (1 + z * z / games)
    )


def line(label: str, wins: float, games: int) -> str:
    low, high = interval(wins, games)
    rate = wins / games if games else 0.0
    return f"  {label:10} {wins:6.1f}/{games:<4} {rate:6.1%}  (95% {low:6.1%} .. {high:6.1%})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1101)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--target", type=float, default=0.6)
    parser.add_argument(
        "--others",
        default="random,random,random",
        help="the agents of the three other seats, in order (e.g. heuristic,random,random)",
    )
    arguments = parser.parse_args()
    others = arguments.others.split(",")
    if len(others) != POSITIONS - 1:
        parser.error("--others names three agents")
    per_seat = max(1, arguments.games // POSITIONS)
    total_wins = 0.0
    total_games = 0
    lines = []
    margins: list[int] = []
    any_heuristic = 0
    for position in range(POSITIONS):
        # Distinct seeds for every game: each position takes its own block of seeds.
        seed = arguments.seed + position * per_seat
        rows = games_at(position, per_seat, seed, arguments.workers, others)
        seats = rows[0]["seats"]
        assert isinstance(seats, dict)
        seat = seat_order()[position]
        assert seats[seat] == "heuristic"
        heuristic_seats = [name for name, agent in seats.items() if agent == "heuristic"]
        wins = 0.0
        for row in rows:
            scores = row["scores"]
            assert isinstance(scores, dict)
            margins.append(scores[seat] - max(v for k, v in scores.items() if k != seat))
            winners = row["winners"]
            assert isinstance(winners, list)
            if seat in winners:
                wins += 1 / len(winners)
            if any(name in winners for name in heuristic_seats):
                any_heuristic += 1
        total_wins += wins
        total_games += len(rows)
        lines.append(line(seat, wins, len(rows)))
    print(f"{SCENARIO}: heuristic against {arguments.others}, {total_games} games")
    print(line("overall", total_wins, total_games))
    if "heuristic" in others:
        print(line("any heur.", any_heuristic, total_games))
    print("\n".join(lines))
    if margins:
        mean = sum(margins) / len(margins)
        print(f"  margin over the best other seat: mean {mean:.1f}, least {min(margins)}")
    rate = total_wins / total_games if total_games else 0.0
    if rate < arguments.target:
        print(f"BELOW the target of {arguments.target:.0%}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
