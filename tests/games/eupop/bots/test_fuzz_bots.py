"""`hegemon fuzz eupop --bots ...`: a Bot turn runs inside the rules, so the fuzzer checks
the invariants at the end of each Bot turn by a watcher, and a rule not built yet met in a
game with Bots is its own kind of failure (engine/fuzz.py; decision 0108 §2.17)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.fuzz import INVARIANT, NOT_BUILT, fuzz_game, has_bots, reproduce
from hegemon.engine.match import ReplayRecord
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.chart_data import SECTIONS, ChartLibrary
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world

runner = CliRunner()
SEATS = ["brandenburg", "austria", "poland"]


@pytest.fixture
def no_charts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every chart a rule not built yet: every Bot game stops at its first Bot turn."""

    def missing(self: ChartLibrary, content: Content, name: str) -> object:
        raise RuleNotBuilt(SECTIONS[name], f"the test has no {name} chart")

    monkeypatch.setattr(ChartLibrary, "chart", missing)


def test_a_rule_not_built_in_a_bot_game_is_its_own_kind(no_charts: None, tmp_path: Path) -> None:
    played = fuzz_game(RULES, 0, "margrave", replay_folder=tmp_path, seats=[])
    assert played.failure is not None
    assert played.failure.kind == NOT_BUILT and played.failure.decisions == 0
    assert played.failure.message.startswith(
        "rule eupop-bots:MAIN TURN STRUCTURE is not built yet: the test has no main chart"
    )
    assert played.failure.replay == tmp_path / "eupop-seed0-not-built.json"
    record = ReplayRecord.load(played.failure.replay)
    assert reproduce(record, RULES) == f"{NOT_BUILT}: {played.failure.message}"


def _after_a_bot_turn(state: State) -> list[str]:
    return ["a Bot turn has ended"] if world(state)["round"]["bot_turns"] >= 1 else []


def test_the_invariants_run_at_the_end_of_each_bot_turn(tmp_path: Path) -> None:
    """An all-Bot game has no decision to check after: only the watcher sees a problem a
    Bot turn leaves, and it names the Bot turn."""
    hooks = (_after_a_bot_turn,)
    played = fuzz_game(RULES, 0, "margrave", hooks=hooks, replay_folder=tmp_path, seats=[])
    assert played.failure is not None and played.failure.kind == INVARIANT
    assert played.failure.decisions == 0
    assert re.fullmatch(r"after Bot turn 1 \(\w+\): a Bot turn has ended", played.failure.message)
    assert played.failure.replay is not None
    record = ReplayRecord.load(played.failure.replay)
    assert reproduce(record, RULES, hooks) == f"{INVARIANT}: {played.failure.message}"


def test_a_game_without_bots_is_fuzzed_as_before() -> None:
    assert not has_bots(RULES, "margrave", SEATS)
    assert has_bots(RULES, "margrave", ["brandenburg"])


def test_fuzz_bots_counts_the_rules_not_built(no_charts: None, tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["fuzz", "eupop", "--bots", "all", "--games", "2", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1, result.output
    assert "2 games, 0 decisions, 2 failure(s) (2 at a rule not built yet)" in result.stdout
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "eupop-seed0-not-built.json",
        "eupop-seed1-not-built.json",
    ]
    again = runner.invoke(
        app, ["replay", "reproduce", str(tmp_path / "eupop-seed1-not-built.json")]
    )
    assert again.exit_code == 0, again.output
    assert again.stdout.startswith("reproduces: not built: rule eupop-bots:MAIN TURN STRUCTURE")
