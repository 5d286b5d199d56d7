"""Many independent games between agents: one per seed, on local processes.

Game k of a batch uses seed K+k, so results never depend on the number of workers.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Agent, Observation, make_agent
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import state_hash


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    seats: dict[str, str]
    winners: list[str]
    scores: dict[str, int]
    decisions: int
    state_hash: str
    reason: str

    def to_data(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "seats": self.seats,
            "winner": self.winners[0] if len(self.winners) == 1 else (self.winners or None),
            "winners": self.winners,
            "scores": self.scores,
            "decisions": self.decisions,
            "state_hash": self.state_hash,
            "reason": self.reason,
        }


def seat_agents(
    rules: RulesModule,
    scenario: str | None,
    agents: list[str] | None,
    seats: list[str] | None = None,
) -> dict[str, str]:
    """Seat → agent name for a scenario; missing names default to ``random``.

    ``seats`` picks the seats that take part (None: every seat of the scenario; empty: no
    seat, a game the engine plays alone where the game allows it), in the scenario's seat
    order; ``agents`` names their agents in that order.
    """
    info = rules.scenario(scenario)
    playing = list(info.seats)
    if seats is not None:
        unknown = [seat for seat in seats if seat not in info.seats]
        if unknown:
            raise ValueError(
                f"scenario {info.name!r} has no seat {unknown[0]!r}; seats: {', '.join(info.seats)}"
            )
        playing = [seat for seat in info.seats if seat in seats]
    names = list(agents or [])
    if len(names) > len(playing):
        raise ValueError(
            f"{len(names)} agents named for {len(playing)} seats ({', '.join(playing)})"
        )
    if len(playing) < info.minimum_seats:
        raise ValueError(f"scenario {info.name!r} needs at least {info.minimum_seats} seats")
    names += ["random"] * (len(playing) - len(names))
    for name in names:
        make_agent(rules, name, 0)
    return dict(zip(playing, names, strict=True))


def play_game(
    rules: RulesModule,
    scenario: str | None,
    seed: int,
    seats: dict[str, str],
    max_decisions: int = 100_000,
) -> tuple[GameResult, Game, int]:
    """Play one game to its end; returns the result, the final game, and the decision count."""
    game = rules.setup(scenario, seed, list(seats))
    agents: dict[str, Agent] = {
        seat: make_agent(rules, name, seed * 16 + index)
        for index, (seat, name) in enumerate(seats.items())
    }
    decisions = 0
    while True:
        decision = game.decision()
        if decision is None:
            break
        if decisions >= max_decisions:
            raise RuntimeError(f"seed {seed}: no outcome after {max_decisions} decisions")
        action = agents[decision.seat].choose(Observation(rules, game.state, decision))
        game.apply(decision.seat, action)
        game.entries.clear()
        decisions += 1
    outcome = game.outcome
    assert outcome is not None
    result = GameResult(
        seed=seed,
        seats=dict(seats),
        winners=list(outcome.winners),
        scores=dict(outcome.scores),
        decisions=decisions,
        state_hash=state_hash(game.state),
        reason=outcome.reason,
    )
    return result, game, decisions


def _play_one(arguments: tuple[str, str | None, int, dict[str, str]]) -> GameResult:
    game_name, scenario, seed, seats = arguments
    rules = rules_registry.load(game_name)
    return play_game(rules, scenario, seed, seats)[0]


def simulate(
    game_name: str,
    scenario: str | None,
    games: int,
    seed: int,
    seats: dict[str, str],
    workers: int = 1,
) -> Iterator[GameResult]:
    """Yield the results of ``games`` games in seed order."""
    jobs = [(game_name, scenario, seed + index, seats) for index in range(games)]
    if workers <= 1:
        for job in jobs:
            yield _play_one(job)
        return
    # Fresh interpreters, not forks: forking a process that runs threads (a test runner, a
    # web server) can deadlock, and spawned workers behave the same on every platform.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        yield from pool.map(_play_one, jobs, chunksize=max(1, games // (workers * 8)))


def summary(results: list[GameResult], seats: dict[str, str]) -> dict[str, Any]:
    """What a batch of games gave; no timing, so that the same batch prints the same summary."""
    wins = {seat: 0 for seat in seats}
    shared = 0
    for result in results:
        for winner in result.winners:
            wins[winner] = wins.get(winner, 0) + 1
        if len(result.winners) != 1:
            shared += 1
    count = len(results)
    return {
        "summary": True,
        "games": count,
        "seats": seats,
        "wins": wins,
        "win_rate": {
            seat: (round(1000 * won / count) if count else 0) for seat, won in wins.items()
        },
        "win_rate_unit": "per mille",
        "shared_or_no_winner": shared,
        "decisions_mean": (sum(result.decisions for result in results) // count) if count else 0,
    }


def timer() -> float:
    return time.perf_counter()
