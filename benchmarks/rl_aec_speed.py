"""AEC steps per second: hegemon's eotma environment against PettingZoo's own chess, on
the same machine, both played with random masked actions (docs/rl.md "Speed").

A step is one ``env.last()`` (the observation with its mask), one masked random choice and
one ``env.step``; games are played to their end and started again until the time is up.
The choice reads the int8 mask as booleans: numpy finds the ones of a boolean array several
times faster (on this machine ~5 µs against ~20 µs for eotma's 5,197 entries), which
matters beside a step of ~290 µs and is the agent's cost, not the environment's; both
environments are played by the same loop.
It also splits one step of the game into its parts: the rules (apply the action, work
out the next decision), the seat's view, the mask and the features. ``--game eupop``
measures eupop's environment the same way (the goal of issue 15 is eotma's).

    .venv/bin/pip install chess pygame    # PettingZoo's chess needs both (not in any extra)
    .venv/bin/python benchmarks/rl_aec_speed.py [--seconds 20] [--rounds 3] [--scenario millennium]
    .venv/bin/python benchmarks/rl_aec_speed.py --game eupop [--scenario six_crowns]

The two environments take turns for ``--rounds`` rounds (a machine's speed drifts over
minutes), and the ratio of each round and its median are printed.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from hegemon.rl import aec_env


def steps_per_second(
    make: Callable[[], Any], seconds: float, seed: int = 0
) -> tuple[float, float, int]:
    """Random masked steps per second of wall time and per second of this process's CPU
    time (what a machine shared with other work still gives) over ``seconds``, and the
    games finished."""
    env = make()
    generator = np.random.default_rng(seed)
    steps = games = 0
    env.reset(seed=seed)
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
        else:
            legal = np.flatnonzero(observation["action_mask"].view(np.bool_))
            env.step(int(legal[generator.integers(len(legal))]))
        steps += 1
        if not env.agents:
            games += 1
            env.reset(seed=seed + games)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return steps / wall, steps / cpu, games


def step_parts(game: str, scenario: str, seconds: float) -> dict[str, float]:
    """CPU microseconds per step spent in each part of a step, over random games: the rules
    (apply the action, work out the next decision), the view, the mask (with a factored
    action space, eupop's, the tokens of the decision's step too), the features and the
    random agent's choice."""
    env = aec_env(game, scenario=scenario, seed=0)
    table = env.table
    generator = np.random.default_rng(0)
    spent = dict.fromkeys(("rules", "view", "mask", "features", "choice"), 0.0)
    steps = 0
    env.reset(seed=0)
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decision = table.decision()
        if decision is None:
            env.reset(seed=steps)
            continue
        seat = decision.seat
        moment = time.process_time()
        view = table.view(seat)
        after_view = time.process_time()
        mask = table.mask(seat)
        after_mask = time.process_time()
        table.encoding.observation(view, seat, decision, table.choice())
        after_features = time.process_time()
        legal = np.flatnonzero(mask.view(np.bool_))
        chosen = int(legal[generator.integers(len(legal))])
        after_choice = time.process_time()
        table.play(seat, chosen)
        table.decision()
        done = time.process_time()
        spent["view"] += after_view - moment
        spent["mask"] += after_mask - after_view
        spent["features"] += after_features - after_mask
        spent["choice"] += after_choice - after_features
        spent["rules"] += done - after_choice
        steps += 1
    return {part: total / steps * 1e6 for part, total in spent.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="per environment and round")
    parser.add_argument("--rounds", type=int, default=3, help="eotma and chess taking turns")
    parser.add_argument("--game", default="eotma", help="eotma (the goal's game) or eupop")
    parser.add_argument("--scenario", help="default: millennium for eotma, six_crowns for eupop")
    arguments = parser.parse_args()
    game = arguments.game
    scenario = arguments.scenario or ("six_crowns" if game == "eupop" else "millennium")
    environments: list[tuple[str, Callable[[], Any]]] = [
        (f"{game} {scenario}", lambda: aec_env(game, scenario=scenario))
    ]
    try:
        from pettingzoo.classic import chess_v6
    except ImportError as error:
        print(f"chess skipped: {error} (pip install chess pygame)")
    else:
        environments.append(("pettingzoo chess_v6", chess_v6.env))
    print(f"{'round':<6} {'environment':<24} {'steps/s':>9} {'per CPU s':>10} {'games':>6}")
    ratios = []
    for number in range(1, arguments.rounds + 1):
        rates = []
        for name, make in environments:
            rate, cpu_rate, games = steps_per_second(make, arguments.seconds, seed=number)
            rates.append(rate)
            print(f"{number:<6} {name:<24} {rate:>9.0f} {cpu_rate:>10.0f} {games:>6}")
        if len(rates) == 2:
            ratios.append(rates[0] / rates[1])
    if ratios:
        shown = ", ".join(f"{ratio:.1f}" for ratio in ratios)
        print(f"{game} / chess by round: {shown}; median {statistics.median(ratios):.1f}")
    parts = step_parts(game, scenario, arguments.seconds / 2)
    shown = ", ".join(f"{part} {spent:.0f}" for part, spent in parts.items())
    print(f"{game}, CPU microseconds per step: {shown}")


if __name__ == "__main__":
    main()
