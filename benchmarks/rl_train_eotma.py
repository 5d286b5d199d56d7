"""Train a small agent on eotma with sb3-contrib's MaskablePPO and watch its win rate
against a random player rise (docs/rl.md "Training an agent").

The agent plays France in the Millennium scenario with two seats, against England played
by the random agent, through ``hegemon.rl.gym_env`` (score-difference shaping on while it
learns). Every few tens of seconds it plays a fixed set of evaluation games (no shaping,
its most likely action), and the table of win rates is printed and saved as CSV, with a
plot when matplotlib is there. A random France on the same games is the baseline.

Install (not in any extra; torch from this machine's CPU build):

    pip install 'hegemon[rl]' torch==2.13.0 stable-baselines3 sb3-contrib matplotlib
    python benchmarks/rl_train_eotma.py [--minutes 5] [--games 60] [--chunk 2048] [--out out/rl]
"""

from __future__ import annotations

import argparse
import csv
import time
from pathlib import Path

import numpy as np
import torch
from sb3_contrib import MaskablePPO

from hegemon.rl import gym_env
from hegemon.rl.single import HegemonGym

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


def evaluate(model: MaskablePPO | None, games: int) -> tuple[float, float]:
    """France's win rate over the evaluation games and its mean final score margin; a
    random France when ``model`` is None."""
    env = environment(shaping=False, seed=EVALUATION_SEEDS)
    generator = np.random.default_rng(0)
    wins = 0
    margins = []
    for game in range(games):
        observation, info = env.reset(seed=EVALUATION_SEEDS + game)
        terminated = False
        while not terminated:
            if model is None:
                action = int(generator.choice(np.flatnonzero(info["action_mask"])))
            else:
                chosen, _ = model.predict(
                    observation, action_masks=env.action_masks(), deterministic=True
                )
                action = int(chosen)
            observation, _, terminated, _, info = env.step(action)
        wins += info["winners"] == [SEAT]
        scores = info["scores"]
        margins.append(scores[SEAT] - max(v for seat, v in scores.items() if seat != SEAT))
    return wins / games, float(np.mean(margins))


Row = tuple[str, float, int, float, float]
"""Policy, minutes trained, steps trained, win rate, mean margin."""


def show(row: Row) -> None:
    policy, minutes, steps, win_rate, margin = row
    print(f"{policy:<14} {minutes:>7.1f} {steps:>8} {win_rate:>8.2f} {margin:>7.1f}", flush=True)


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
    baseline, baseline_margin = evaluate(None, arguments.games)
    rows: list[Row] = [("random France", 0.0, 0, baseline, baseline_margin)]
    win_rate, margin = evaluate(model, arguments.games)
    rows.append(("untrained", 0.0, 0, win_rate, margin))
    print(f"{'policy':<14} {'minutes':>7} {'steps':>8} {'win rate':>8} {'margin':>7}")
    for row in rows:
        show(row)
    start = time.perf_counter()
    while time.perf_counter() - start < arguments.minutes * 60:
        model.learn(total_timesteps=arguments.chunk, reset_num_timesteps=False)
        minutes = (time.perf_counter() - start) / 60
        win_rate, margin = evaluate(model, arguments.games)
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
    trained = [row for row in rows if row[0] != "random France"]
    figure, axes = plt.subplots(figsize=(6, 3.5))
    axes.plot(
        [row[2] for row in trained], [row[3] for row in trained], marker="o", label="MaskablePPO"
    )
    axes.axhline(baseline, color="grey", linestyle="--", label="random France")
    axes.set_xlabel("training steps (France's decisions)")
    axes.set_ylabel(f"win rate over {arguments.games} games")
    axes.set_ylim(0, 1)
    axes.set_title("eotma, France against a random England")
    axes.legend(loc="lower right")
    figure.tight_layout()
    plot = arguments.out / "rl_train_eotma.png"
    figure.savefig(plot, dpi=100)
    print(f"wrote {plot}")


if __name__ == "__main__":
    main()
