"""Playing eotma in the terminal, and the demo."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.match import ReplayRecord, verify

runner = CliRunner()


def test_play_shows_the_board_a_grouped_menu_undo_and_saves_the_replay(tmp_path: Path) -> None:
    save = tmp_path / "play.json"
    # Open the conquest group, go back, look at the board, rule the court (the turn owes an
    # endeavour, 13.13) spending no gold, end the turn (7th entry), quit.
    keys = "1\n0\nb\n5\n1\n1\n7\nq\n"
    result = runner.invoke(
        app,
        ["play", "eotma", "--scenario", "reconquista", "--seed", "0", "--save", str(save)],
        input=keys,
    )
    assert result.exit_code == 0, result.output
    assert "Conquer … (" in result.output
    assert "0 = back" in result.output
    assert "Kingdom of Leon and Castile (castile)" in result.output
    record = json.loads(save.read_text("utf-8"))
    assert [action["verb"] for action in record["actions"]] == ["endeavour", "gold", "end_turn"]


def test_the_demo_plays_a_whole_game_and_its_replay_verifies(tmp_path: Path) -> None:
    save = tmp_path / "demo.json"
    result = runner.invoke(app, ["demo", "eotma", "--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "final scores" in result.output
    assert "winner" in result.output
    record = ReplayRecord.load(save)
    matches, _ = verify(record, rules_registry.load("eotma"))
    assert matches
