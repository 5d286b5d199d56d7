"""`hegemon report` and `simulate --backend` refuse bad input in one line on standard
error, exit status 2, and write nothing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app

runner = CliRunner()

GOOD = {
    "seed": 1,
    "seats": {"france": "random", "england": "random"},
    "winners": ["france"],
    "scores": {"france": 3, "england": 1},
    "decisions": 10,
    "state_hash": "h",
    "reason": "the scenario ended after round 10",
    "first_seat": "england",
    "rounds": 10,
    "verbs": {"tax": 10},
}


def refused(arguments: list[str], folder: Path) -> str:
    """The one line of a refused command; ``folder`` holds what it held before."""
    before = sorted(folder.rglob("*"))
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
    assert sorted(folder.rglob("*")) == before
    return result.stderr.removeprefix("error: ").rstrip("\n")


def from_lines(tmp_path: Path, lines: list[str]) -> str:
    """The error of a report read from a file of ``lines``."""
    source = tmp_path / "games.jsonl"
    source.write_text("".join(f"{line}\n" for line in lines))
    return refused(["report", "eotma", "--from", str(source), str(tmp_path / "out")], tmp_path)


def with_field(name: str, value: object) -> str:
    return json.dumps({**GOOD, name: value})


def test_an_unknown_game(tmp_path: Path) -> None:
    assert "chess" in refused(["report", "chess", str(tmp_path / "out")], tmp_path)


def test_an_unknown_scenario(tmp_path: Path) -> None:
    line = refused(["report", "eotma", "--scenario", "atlantis", str(tmp_path / "out")], tmp_path)
    assert line == "eotma has no scenario 'atlantis'; scenarios: millennium, reconquista"


def test_an_unknown_agent(tmp_path: Path) -> None:
    line = refused(["report", "eotma", "--agents", "oracle", str(tmp_path / "out")], tmp_path)
    assert "oracle" in line


def test_a_file_where_the_folder_is_meant(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("")
    line = refused(["report", "eotma", str(tmp_path / "notes.txt")], tmp_path)
    assert line == f"{tmp_path / 'notes.txt'}: not a folder; name the folder to write the report in"


def test_a_folder_in_a_missing_folder(tmp_path: Path) -> None:
    line = refused(["report", "eotma", str(tmp_path / "missing" / "out")], tmp_path)
    assert line == f"{tmp_path / 'missing' / 'out'}: no folder {tmp_path / 'missing'}"


@pytest.mark.parametrize(
    ("game", "options", "named"),
    [
        ("eotma", ["--games", "5", "--seed", "2"], "--games, --seed are"),
        # the file says what was played: it is not played again with Bots or options
        ("eupop", ["--bots", "all", "--option", "no_surrender=true"], "--option, --bots are"),
        ("eupop", ["--difficulty", "hard"], "--difficulty is"),
    ],
)
def test_run_options_with_from(tmp_path: Path, game: str, options: list[str], named: str) -> None:
    (tmp_path / "games.jsonl").write_text(json.dumps(GOOD) + "\n")
    arguments = ["report", game, "--from", str(tmp_path / "games.jsonl"), *options]
    line = refused([*arguments, str(tmp_path / "out")], tmp_path)
    assert line == f"--from reads the games from a file: {named} for games the report plays"


def test_an_unknown_difficulty(tmp_path: Path) -> None:
    arguments = ["report", "eupop", "--bots", "all", "--difficulty", "impossible"]
    line = refused([*arguments, str(tmp_path / "out")], tmp_path)
    assert line == "no difficulty 'impossible'; difficulties: easy, normal, hard, very_hard"


def test_bots_for_a_game_without_bots(tmp_path: Path) -> None:
    line = refused(["report", "eotma", "--bots", "all", str(tmp_path / "out")], tmp_path)
    assert line.startswith("eotma has no Bots: --bots is for a game whose rules play"), line


def test_a_missing_file(tmp_path: Path) -> None:
    arguments = ["report", "eotma", "--from", str(tmp_path / "none.jsonl"), str(tmp_path / "out")]
    assert refused(arguments, tmp_path) == f"{tmp_path / 'none.jsonl'}: no such file"


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ([], "no games in it (simulate --json writes one line a game)"),
        ([json.dumps(GOOD), "{not json"], "2: not JSON (Expecting property name enclosed in"),
        (["[1, 2]"], "1: not a JSON object (a game or the summary)"),
        (
            [json.dumps({key: value for key, value in GOOD.items() if key != "verbs"})],
            "1: no 'verbs' (the output of an older hegemon simulate? run it again)",
        ),
        ([with_field("decisions", "ten")], "1: 'decisions' should be a count, not \"ten\""),
        ([with_field("rounds", True)], "1: 'rounds' should be a count or null, not true"),
        ([with_field("winners", ["spain"])], "1: 'spain' is no seat of 'scores'"),
        (
            [with_field("scores", {"france": 3})],
            "1: 'scores' should name every seat of 'seats' (and the Bots' seats)",
        ),
        (
            [
                json.dumps(GOOD),
                json.dumps(
                    {**GOOD, "seed": 2, "seats": {"france": "heuristic", "england": "random"}}
                ),
            ],
            "2: its seats differ from the first game's: a report reads one simulation",
        ),
        (
            [json.dumps(GOOD), with_field("seed", 2), '{"summary": true}', json.dumps(GOOD)],
            "4: a line after the summary",
        ),
        ([json.dumps(GOOD), json.dumps(GOOD)], "2: seed 1 again (line 1 played it)"),
        (
            [json.dumps(GOOD), '{"summary": true, "games": 2}'],
            "2: the summary counts 2 games, the lines before it 1",
        ),
    ],
)
def test_a_broken_file(tmp_path: Path, lines: list[str], expected: str) -> None:
    line = from_lines(tmp_path, lines)
    assert line.startswith(f"{tmp_path / 'games.jsonl'}:"), line
    assert expected in line, line


def test_a_file_of_another_game(tmp_path: Path) -> None:
    line = from_lines(tmp_path, [json.dumps(GOOD), '{"summary": true, "game": "eupop"}'])
    assert line == f"{tmp_path / 'games.jsonl'}: its games are of eupop, not eotma"


def test_lines_of_another_game_without_a_summary(tmp_path: Path) -> None:
    eupop = {**GOOD, "seats": {"brandenburg": "random", "austria": "random"}}
    eupop["scores"] = {"brandenburg": 3, "austria": 1}
    eupop["winners"], eupop["first_seat"] = ["brandenburg"], "austria"
    line = from_lines(tmp_path, [json.dumps(eupop)])
    path = tmp_path / "games.jsonl"
    assert line == f"{path}: its games have seats eotma has not: austria, brandenburg"


def test_no_matplotlib(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    line = refused(["report", "eotma", "--games", "1", str(tmp_path / "out")], tmp_path)
    assert line == (
        "hegemon report draws its figures with matplotlib, in the sim extra: "
        "pip install 'hegemon[sim]'"
    )


@pytest.mark.parametrize("command", ["simulate", "report"])
def test_the_ray_backend_without_ray(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    arguments = [command, "eotma", "--games", "1", "--backend", "ray"]
    line = refused(arguments + ([str(tmp_path / "out")] if command == "report" else []), tmp_path)
    assert line == (
        "--backend ray needs Ray, which comes with hegemon's sim extra: pip install 'hegemon[sim]'"
    )


def test_an_unknown_backend(tmp_path: Path) -> None:
    line = refused(["simulate", "eotma", "--backend", "dask"], tmp_path)
    assert "'dask' is not one of 'local', 'ray'" in line
