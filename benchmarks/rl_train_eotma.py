"""Train a small agent on eotma with sb3-contrib's MaskablePPO and watch its win rate
against a random player rise (docs/rl.md "Training an agent").

The agent plays France in the Millennium scenario with two seats, against England played
by the random agent, through ``hegemon.rl.gym_env`` (score-difference shaping on while it
learns). Every few tens of seconds it plays a fixed set of evaluation games (no shaping,
its most likely action), and the table of win rates is printed and saved as CSV, with a
plot when matplotlib is there. The game's own agents playing France on the same games
(random, first legal action, heuristic) are the baselines.

Install (not in any extra; torch from this machine's CPU build):

    pip install 'hegemon[rl]' torch==2.13.0 stable-baselines3 sb3-contrib matplotlib
    python benchmarks/rl_train_eotma.py [--minutes 5] [--games 60] [--chunk 2048] [--out out/rl]
"""

from __future__ import annotations

import argparse
import csv
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Observation, make_agent
from hegemon.rl import gym_env
from hegemon.rl.single import HegemonGym

RULES = rules_registry.load("eotma")
BASELINES = ("random", "first", "heuristic")
SEAT = "france"
SEATS = ["france", "england"]
EVALUATION_SEEDS = 1_000_000
"""Evaluation games use seeds from here on, far from the training games' seeds."""


def environment(shaping: bool, seed: int) -> HegemonGym:
    return gym_env(
        "eotma",
        scenario="millennium",
        seed=seed,
        seat=SEAT,
        opponents="random",
        shaping=shaping,
        seats=SEATS,
    )


Policy = Callable[[HegemonGym, Any], int]
"""(the environment, its observation) → the index France plays."""


def agent_policy(name: str, seed: int) -> Policy:
    """One of the game's agents (``random``, ``first``, ``heuristic``) playing France: the
    baselines."""
    agent = make_agent(RULES, name, seed)

    def policy(env: HegemonGym, observation: Any) -> int:
        decision = env.table.decision()
        assert decision is not None
        chosen = agent.choose(Observation(env.table.rules, env.table.state, decision))
        return env.table.encoding.index[chosen.key]

    return policy


def model_policy(model: MaskablePPO) -> Policy:
    """The model's most likely legal action."""

    def policy(env: HegemonGym, observation: Any) -> int:
        chosen, _ = model.predict(observation, action_masks=env.action_masks(), deterministic=True)
        return int(chosen)

    return policy


def evaluate(policy: Policy, games: int) -> tuple[float, float]:
    """France's win rate over the evaluation games (a shared win is not one) and its mean
    final score margin (its score less England's)."""
    env = environment(shaping=False, seed=EVALUATION_SEEDS)
    wins = 0
    margins = []
    for game in range(games):
        observation, info = env.reset(seed=EVALUATION_SEEDS + game)
        terminated = False
        while not terminated:
            observation, _, terminated, _, info = env.step(policy(env, observation))
        wins += info["winners"] == [SEAT]
        scores = info["scores"]
        margins.append(scores[SEAT] - max(v for seat, v in scores.items() if seat != SEAT))
    return wins / games, float(np.mean(margins))


Row = tuple[str, float, int, float, float]
"""Policy, minutes trained, steps trained, win rate, mean margin."""


def show(row: Row) -> None:
    policy, minutes, steps, win_rate, margin = row
    print(f"{policy:<16} {minutes:>7.1f} {steps:>8} {win_rate:>8.2f} {margin:>7.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="training time")
    parser.add_argument("--games", type=int, default=60, help="evaluation games per point")
    parser.add_argument("--chunk", type=int, default=2048, help="steps between evaluations")
    parser.add_argument("--out", type=Path, default=Path("out/rl"))
    arguments = parser.parse_args()
    torch.set_num_threads(1)
    arguments.out.mkdir(parents=True, exist_ok=True)

    env = environment(shaping=True, seed=0)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=2048,
        batch_size=256,
        learning_rate=3e-4,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [128, 128]},
        seed=0,
        verbose=0,
    )
    rows: list[Row] = []
    for name in BASELINES:
        win_rate, margin = evaluate(agent_policy(name, 0), arguments.games)
        rows.append((f"{name} agent", 0.0, 0, win_rate, margin))
    win_rate, margin = evaluate(model_policy(model), arguments.games)
    rows.append(("untrained", 0.0, 0, win_rate, margin))
    print(f"{'policy':<16} {'minutes':>7} {'steps':>8} {'win rate':>8} {'margin':>7}")
    for row in rows:
        show(row)
    start = time.perf_counter()
    while time.perf_counter() - start < arguments.minutes * 60:
        model.learn(total_timesteps=arguments.chunk, reset_num_timesteps=False)
        minutes = (time.perf_counter() - start) / 60
        win_rate, margin = evaluate(model_policy(model), arguments.games)
        rows.append(("MaskablePPO", minutes, model.num_timesteps, win_rate, margin))
        show(rows[-1])

    table = arguments.out / "rl_train_eotma.csv"
    with table.open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["policy", "minutes", "steps", "win_rate", "mean_margin"])
        writer.writerows(rows)
    print(f"wrote {table}")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no plot")
        return
    trained = [row for row in rows if not row[0].endswith(" agent")]
    steps = [row[2] for row in trained]
    figure, panels = plt.subplots(1, 2, figsize=(10, 3.8))
    for panel, column, label in ((panels[0], 3, "win rate"), (panels[1], 4, "mean score margin")):
        panel.plot(steps, [row[column] for row in trained], marker="o", label="MaskablePPO")
        for row, style in zip(rows, (":", "-.", "--"), strict=False):
            panel.axhline(row[column], color="grey", linestyle=style, label=row[0])
        panel.set_xlabel("training steps (France's decisions)")
        panel.set_ylabel(f"{label} over {arguments.games} games")
    panels[0].set_ylim(0, 1.05)
    panels[1].legend(loc="lower right", fontsize="small")
    figure.suptitle("eotma: France against a random England")
    figure.tight_layout()
    plot = arguments.out / "rl_train_eotma.png"
    figure.savefig(plot, dpi=100)
    print(f"wrote {plot}")


if __name__ == "__main__":
    main()
