"""Many independent games between agents: one per seed, on local processes.

Game k of a simulation uses seed K+k, so results never depend on the number of workers.
The games are made as they are played and their results counted as they come, so a
simulation of any length runs in the same memory.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import islice
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
    first_seat: str | None
    """The seat that made the game's first decision; None when the game asked none."""
    rounds: int | None
    """The game's length in rounds (:meth:`RulesModule.round_number` at its end); None for
    a game not played in rounds."""
    verbs: dict[str, int]
    """How many times each action verb was chosen in the game, by every seat together."""

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
            "first_seat": self.first_seat,
            "rounds": self.rounds,
            "verbs": dict(sorted(self.verbs.items())),
        }


DEFAULT_AGENT = "random"
"""The agent of every seat a simulation names none for."""


def seat_agents(
    rules: RulesModule,
    scenario: str | None,
    agents: list[str] | None,
    seats: list[str] | None = None,
) -> dict[str, str]:
    """Seat → agent name for a scenario.

    ``seats`` picks the seats that take part (None: every seat of the scenario; empty: no
    seat, a game the engine plays alone where the game allows it), in the scenario's seat
    order. ``agents`` names their agents: one for every seat in that order, or one that
    every seat takes; None gives every seat :data:`DEFAULT_AGENT`.
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
    if len(playing) < info.minimum_seats:
        needed = info.minimum_seats
        raise ValueError(
            f"scenario {info.name!r} needs at least {needed} seat{'s' if needed > 1 else ''}"
        )
    names = list(agents or [DEFAULT_AGENT])
    if len(names) == 1:
        names *= len(playing)
    if len(names) != len(playing):
        raise ValueError(
            f"{len(names)} agents named for {len(playing)} seats ({', '.join(playing)}): "
            "name one agent for every seat, or one for all"
        )
    for name in set(names):
        make_agent(rules, name, 0)
    return dict(zip(playing, names, strict=True))


def play_game(
    rules: RulesModule,
    scenario: str | None,
    seed: int,
    seats: dict[str, str],
    max_decisions: int = 100_000,
    options: dict[str, Any] | None = None,
) -> tuple[GameResult, Game, int]:
    """Play one game (with the game ``options`` given) to its end; returns the result, the
    final game, and the decision count."""
    game = rules.setup(scenario, seed, list(seats), options)
    agents: dict[str, Agent] = {
        seat: make_agent(rules, name, seed * 16 + index)
        for index, (seat, name) in enumerate(seats.items())
    }
    decisions = 0
    first_seat: str | None = None
    verbs: dict[str, int] = {}
    while True:
        decision = game.decision()
        if decision is None:
            break
        if decisions >= max_decisions:
            raise RuntimeError(f"seed {seed}: no outcome after {max_decisions} decisions")
        action = agents[decision.seat].choose(Observation(rules, game.state, decision))
        game.apply(decision.seat, action)
        game.entries.clear()
        if first_seat is None:
            first_seat = decision.seat
        verbs[action.verb] = verbs.get(action.verb, 0) + 1
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
        first_seat=first_seat,
        rounds=rules.round_number(game.state),
        verbs=verbs,
    )
    return result, game, decisions


@dataclass(frozen=True, slots=True)
class Batch:
    """Games of a simulation that one process plays in a row: one for each seed."""

    game_name: str
    scenario: str | None
    seeds: range
    seats: dict[str, str]
    options: dict[str, Any] = field(default_factory=dict)


def batches(
    game_name: str,
    scenario: str | None,
    games: int,
    seed: int,
    seats: dict[str, str],
    size: int = 1,
    options: dict[str, Any] | None = None,
) -> Iterator[Batch]:
    """The games of a simulation in seed order, ``size`` at a time, each made only when
    it is asked for."""
    for start in range(seed, seed + games, size):
        seeds = range(start, min(start + size, seed + games))
        yield Batch(game_name, scenario, seeds, seats, dict(options or {}))


def play_batch(batch: Batch) -> list[GameResult]:
    rules = rules_registry.load(batch.game_name)
    return [
        play_game(rules, batch.scenario, seed, batch.seats, options=batch.options)[0]
        for seed in batch.seeds
    ]


BATCHES_PER_WORKER = 2
"""Batches handed to each worker ahead of the one it plays: enough to keep it busy."""
LARGEST_BATCH = 16
"""The most games in one batch, so results come at a steady pace and few wait in memory."""


PARENT_CHECK_SECONDS = 0.5
"""How often a worker looks whether the process that started it is still there."""


def _leave_interrupts_to_the_parent() -> None:
    """A worker ignores Ctrl-C: the parent stops the pool and reports what was played, and
    no worker dies holding the pool's semaphores. A worker whose parent is gone (killed by
    SIGTERM or SIGKILL, which leave it no time to stop the pool) ends at once rather than
    playing on alone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="hegemon-parent-watch", daemon=True).start()


def batch_size(games: int, workers: int) -> int:
    """Games per batch when ``workers`` play ``games``: about eight batches a worker, so the
    work spreads evenly, and at most :data:`LARGEST_BATCH`."""
    return max(1, min(LARGEST_BATCH, games // (workers * 8)))


Played = Callable[[], list[GameResult]]
"""A batch handed to a worker: called, it waits for the batch's results."""


def in_seed_order(
    waiting: Iterator[Batch], ahead: int, hand_out: Callable[[Batch], Played]
) -> Generator[GameResult, None, None]:
    """The results of every batch of ``waiting`` in seed order, ``ahead`` batches handed out
    at a time (:func:`hand_out` gives each to a worker): the next one is handed out as soon as
    the oldest one's results come, so at most ``ahead`` batches wait, however many games
    there are."""
    running = deque(hand_out(batch) for batch in islice(waiting, ahead))
    while running:
        results = running.popleft()()
        following = next(waiting, None)
        if following is not None:
            running.append(hand_out(following))
        yield from results


def simulate(
    game_name: str,
    scenario: str | None,
    games: int,
    seed: int,
    seats: dict[str, str],
    workers: int = 1,
    options: dict[str, Any] | None = None,
) -> Generator[GameResult, None, None]:
    """Yield the results of ``games`` games in seed order, on ``workers`` local processes.

    The games are made as they are played: with several workers, only a few batches
    wait in the pool at any time, however many games there are.
    """
    if workers <= 1:
        for batch in batches(game_name, scenario, games, seed, seats, options=options):
            yield from play_batch(batch)
        return
    size = batch_size(games, workers)
    waiting = batches(game_name, scenario, games, seed, seats, size, options)
    # Fresh interpreters, not forks: forking a process that runs threads (a test runner, a
    # web server) can deadlock, and spawned workers behave the same on every platform.
    pool = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_leave_interrupts_to_the_parent,
    )

    def hand_out(batch: Batch) -> Played:
        return pool.submit(play_batch, batch).result

    try:
        yield from in_seed_order(waiting, workers * (1 + BATCHES_PER_WORKER), hand_out)
    finally:
        pool.shutdown(cancel_futures=True)


class Tally:
    """What the games of a simulation gave, counted as their results come; no timing, so
    that the same games give the same summary."""

    def __init__(self, seats: dict[str, str], game: str, scenario: str) -> None:
        self.game = game
        self.scenario = scenario
        self.seats = dict(seats)
        self.wins = dict.fromkeys(seats, 0)
        self.games = 0
        self.shared = 0
        self.decisions = 0

    def add(self, result: GameResult) -> None:
        self.games += 1
        for winner in result.winners:
            self.wins[winner] = self.wins.get(winner, 0) + 1
        if len(result.winners) != 1:
            self.shared += 1
        self.decisions += result.decisions

    def summary(self) -> dict[str, Any]:
        count = self.games
        return {
            "summary": True,
            "game": self.game,
            "scenario": self.scenario,
            "games": count,
            "seats": self.seats,
            "wins": self.wins,
            "win_rate": {
                seat: (round(1000 * won / count) if count else 0) for seat, won in self.wins.items()
            },
            "win_rate_unit": "per mille",
            "shared_or_no_winner": self.shared,
            "decisions_mean": (self.decisions // count) if count else 0,
        }


def timer() -> float:
    return time.perf_counter()
