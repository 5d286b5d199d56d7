"""The output of ``hegemon simulate eotma --games 100 --seed 1 --json`` is pinned.

Issue 8 asked that the kernel's changes leave these bytes unchanged (decision 0003). Any
later change to them must be deliberate: a rule or a menu's order changes the games, a
change of the pack's text changes its content id and so every state hash, a change of the
state's form changes the hashes alone. When one of those is meant, run the command, say
why the output changed in the commit (and in docs/decisions/ for a change of the state's
form), and pin the new digest and summary here."""

from __future__ import annotations

import hashlib
import json

from typer.testing import CliRunner

from hegemon.cli.main import app

COMMAND = ["simulate", "eotma", "--games", "100", "--seed", "1", "--json"]
DIGEST = "73b322b830299daeb46da89bc000ae00b62a64d6c8c7410d9bfb51884ce5dae4"
"""sha256 of the whole output (100 games, each with its state hash, then the summary)."""
SUMMARY = {
    "decisions_mean": 668,
    "games": 100,
    "shared_or_no_winner": 9,
    "wins": {"byzantium": 0, "denmark": 39, "empire": 31, "england": 18, "france": 19, "leon": 3},
}
"""Part of the summary line, so that a failure says whether the games changed or only
their state hashes."""


def test_simulate_eotma_100_games_from_seed_1_prints_the_pinned_output() -> None:
    result = CliRunner().invoke(app, COMMAND)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 101
    summary = json.loads(lines[-1])
    assert {key: summary[key] for key in SUMMARY} == SUMMARY
    assert hashlib.sha256(result.stdout.encode("utf-8")).hexdigest() == DIGEST
