"""Bad input to any command: one line on standard error, exit status 2, nothing written."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app

runner = CliRunner()


def refused(arguments: list[str], folder: Path | None = None) -> str:
    """The one line of standard error of a command refused as bad input; ``folder`` is
    left as it was."""
    before = sorted(folder.rglob("*")) if folder is not None else []
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
    if folder is not None:
        assert sorted(folder.rglob("*")) == before
    return result.stderr


def test_a_scenario_with_too_few_seats_taking_part() -> None:
    line = refused(["simulate", "eotma", "--seats", "france", "--games", "1"])
    assert "scenario 'millennium' needs at least 2 seats" in line


def test_a_map_into_a_missing_folder(tmp_path: Path) -> None:
    line = refused(["map", "render", "eupop", str(tmp_path / "missing" / "x.svg")], tmp_path)
    assert f"no folder {tmp_path / 'missing'}" in line


def test_a_map_into_a_folder(tmp_path: Path) -> None:
    assert "a folder; name the .svg file" in refused(
        ["map", "render", "eupop", str(tmp_path)], tmp_path
    )


def test_a_map_into_another_format_than_svg(tmp_path: Path) -> None:
    line = refused(["map", "render", "eupop", str(tmp_path / "x.png")], tmp_path)
    assert "only .svg files are written" in line


@pytest.mark.parametrize("command", ["verify", "show", "reproduce"])
def test_a_folder_where_a_replay_is_meant(tmp_path: Path, command: str) -> None:
    assert "is a directory" in refused(["replay", command, str(tmp_path)], tmp_path)


def test_a_replay_below_a_file(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("")
    line = refused(["replay", "verify", str(tmp_path / "notes.txt" / "r.json")], tmp_path)
    assert "notes.txt/r.json: not a directory" in line


def test_a_folder_where_a_situation_is_meant(tmp_path: Path) -> None:
    assert "is a directory" in refused(["situation", "run", str(tmp_path)], tmp_path)


def test_a_file_where_the_fuzzers_folder_is_meant(tmp_path: Path) -> None:
    (tmp_path / "out").write_text("")
    line = refused(["fuzz", "tower", "--games", "1", "--out", str(tmp_path / "out")], tmp_path)
    assert "not a folder" in line


def test_negative_seconds_of_benchmark() -> None:
    result = runner.invoke(app, ["bench", "tower", "--seconds", "-1"])
    assert result.exit_code == 2 and "--seconds" in result.stderr


def test_fewer_agents_than_seats_and_more_than_one() -> None:
    line = refused(["simulate", "tower", "--scenario", "four", "--agents", "first,random"])
    assert "2 agents named for 4 seats (north, east, south, west)" in line


def test_a_rules_folder_without_the_documents(tmp_path: Path) -> None:
    line = refused(["rules", "index", "--check", "--rules-folder", str(tmp_path)], tmp_path)
    assert "eotma-rules-10-to-16.md" in line and "are missing" in line


def test_a_missing_rules_folder(tmp_path: Path) -> None:
    line = refused(["rules", "index", "--check", "--rules-folder", str(tmp_path / "none")])
    assert f"{tmp_path / 'none'}: no such folder" in line


def test_a_rules_folder_under_home_given_after_an_equals_sign(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A shell leaves ``~`` as it is in ``--rules-folder=~/rules``: hegemon expands it."""
    from hegemon.engine import rule_index

    documents = rule_index.default_rules_folder()
    if documents is None:
        pytest.skip("the rule documents (../shared/rules) are not beside this checkout")
    shutil.copytree(documents, tmp_path / "rules")
    monkeypatch.setenv("HOME", str(tmp_path))
    result = runner.invoke(app, ["rules", "index", "--check", "--rules-folder=~/rules"])
    assert result.exit_code == 0, result.output
    assert "matches the documents" in result.stdout


def test_a_replay_that_is_not_json(tmp_path: Path) -> None:
    (tmp_path / "r.json").write_bytes(b"\xff\xfe not json")
    assert "not JSON" in refused(["replay", "show", str(tmp_path / "r.json")], tmp_path)


def test_a_replay_of_an_unknown_game(tmp_path: Path) -> None:
    from hegemon.engine.match import Match

    file = tmp_path / "r.json"
    Match.new("tower", "duel", 1).record().save(file)
    file.write_text(json.dumps({**json.loads(file.read_text()), "game": "chess"}))
    assert "no game named 'chess'" in refused(["replay", "show", str(file)], tmp_path)


@pytest.mark.parametrize("command", ["fuzz", "bench"])
def test_a_scenario_the_game_does_not_have(command: str, tmp_path: Path) -> None:
    line = refused([command, "tower", "--scenario", "nope"], tmp_path)
    assert "has no scenario 'nope'" in line


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["simulate", "eotma", "--games", "0"], "Invalid value for '--games'"),
        (["simulate", "eotma", "--zzz"], "No such option: --zzz (see hegemon simulate --help)"),
        (["nosuch"], "No such command 'nosuch'. (see hegemon --help)"),
        (["replay", "show"], "Missing argument 'file'. (see hegemon replay show --help)"),
        (["bench", "eotma", "--seconds", "-1"], "Invalid value for '--seconds'"),
    ],
)
def test_a_bad_argument_or_option_is_one_line_naming_the_help(
    arguments: list[str], said: str
) -> None:
    assert said in refused(arguments)


def test_a_replay_file_under_a_file_is_refused_before_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("")
    line = refused(["play", "eotma", "--save", str(blocker / "x.json")], tmp_path)
    assert f"{blocker} is a file, not a folder" in line
