"""Benchmarks behind `hegemon bench`: decisions per second, clone and serialize times, game time."""

from __future__ import annotations

import statistics
import time
from typing import Any

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import clone, to_json
from hegemon.sim.batch import play_game


def _mid_game_state(rules: RulesModule, scenario: str | None, seed: int) -> dict[str, Any]:
    _, final, decisions = play_game(
        rules, scenario, seed, {s: "random" for s in rules.scenario(scenario).seats}
    )
    del final
    game = rules.setup(scenario, seed)
    agent = RandomAgent(seed)
    for _ in range(decisions // 2):
        decision = game.decision()
        if decision is None:
            break
        game.apply(decision.seat, agent.choose(Observation(rules, game.state, decision)))
        game.entries.clear()
    return game.state


def bench(
    rules: RulesModule, scenario: str | None = None, seconds: float = 3.0, games: int = 21
) -> dict[str, Any]:
    """Measure random play in this process (one core)."""
    seats = {seat: "random" for seat in rules.scenario(scenario).seats}
    decisions = 0
    played = 0
    durations: list[float] = []
    start = time.perf_counter()
    while played < games or time.perf_counter() - start < seconds:
        began = time.perf_counter()
        _, _, count = play_game(rules, scenario, 1000 + played, seats)
        durations.append(time.perf_counter() - began)
        decisions += count
        played += 1
        if played >= games * 10:
            break
    elapsed = time.perf_counter() - start
    state = _mid_game_state(rules, scenario, 7)
    rounds = 200
    began = time.perf_counter()
    for _ in range(rounds):
        clone(state)
    clone_us = (time.perf_counter() - began) / rounds * 1e6
    began = time.perf_counter()
    for _ in range(rounds):
        to_json(state)
    serialize_us = (time.perf_counter() - began) / rounds * 1e6
    return {
        "game": rules.name,
        "scenario": rules.scenario(scenario).name,
        "games": played,
        "decisions": decisions,
        "decisions_per_second": round(decisions / elapsed),
        "clone_us": round(clone_us, 1),
        "serialize_us": round(serialize_us, 1),
        "state_bytes": len(to_json(state).encode("utf-8")),
        "game_seconds_median": round(statistics.median(durations), 4),
    }
