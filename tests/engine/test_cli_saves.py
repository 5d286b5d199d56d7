"""`play` saves every game as it goes: a game killed by a signal resumes where it stood;
`saves` lists the games; a bad --resume is one line, exit 2."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.match import Match, ReplayRecord
from hegemon.engine.store import Store

runner = CliRunner()

HEGEMON = [sys.executable, "-c", "from hegemon.cli.main import app; app(prog_name='hegemon')"]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("HEGEMON_DATA", str(folder))
    return folder


def _wait_for_my_turn(db: Path, mine: int, seat: str) -> None:
    """Until the store holds ``mine`` actions of ``seat`` and the decision is ``seat``'s
    again: the typed input is used up, so the game stands still at that prompt."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if db.exists():
            with Store.open(db) as store:
                if store.matches():
                    played = [one for one in store.history(1) if one.seat == seat]
                    decision = store.load(1).match.decision()
                    if len(played) >= mine and decision is not None and decision.seat == seat:
                        return
        time.sleep(0.2)
    raise AssertionError(f"{db} never reached {mine} actions of {seat} and {seat}'s decision")


@pytest.mark.parametrize(("number", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_game_killed_by_a_signal_resumes_where_it_stood(
    data: Path, tmp_path: Path, number: int, status: int
) -> None:
    save = tmp_path / "play.json"
    arguments = ["play", "eotma", "--scenario", "millennium", "--save", str(save)]
    process = subprocess.Popen(
        [*HEGEMON, *arguments],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HEGEMON_DATA": str(data)},
    )
    assert process.stdin is not None
    try:
        # Rule Normandy with no gold, then end the turn: the AI seats play until France is
        # asked to defend Burgundy. (Waiting for France's first prompt raced the input.)
        process.stdin.write("5\n1\n1\n8\n")
        process.stdin.flush()
        _wait_for_my_turn(data / "games.db", 3, "france")
        process.send_signal(number)
        out, errors = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == status, errors
    assert "the game is saved as 1; resume with: hegemon play --resume 1" in out
    with Store.open(data / "games.db") as store:
        before = store.load(1).match.state_hash()
        assert store.verify(1) == before
        played = store.history(1)
    assert len(played) > 4  # the AI seats' actions are saved as they are played
    assert ReplayRecord.load(save).state_hash == before

    listed = runner.invoke(app, ["saves"])
    fields = listed.stdout.rstrip("\n").split("\t")
    assert fields[:5] == [
        "1",
        "eotma",
        "millennium",
        "france,england,leon,empire,byzantium,denmark",
        "france",  # the seat played (the first, as none was named)
    ]
    with Store.open(data / "games.db") as store:
        summary = store.summary(1)
        assert fields[5] == summary.played == store.actions(1)[-1].written
    assert datetime.fromisoformat(fields[5]) >= datetime.fromisoformat(summary.created)
    assert fields[-2:] == ["france", "playing"] and len(fields) == 8

    resumed = runner.invoke(app, ["play", "--resume", "1", "--save", str(save)], input="q\ny\n")
    assert resumed.exit_code == 0, resumed.output
    assert f"{len(played)} actions played; you are france" in resumed.stdout
    with Store.open(data / "games.db") as store:
        assert store.load(1).match.state_hash() == before
    assert ReplayRecord.load(save).state_hash == before


def test_a_replay_file_resumes_as_a_new_saved_game(data: Path, tmp_path: Path) -> None:
    save = tmp_path / "play.json"
    first = ["play", "eotma", "--scenario", "reconquista", "--save", str(save)]
    assert runner.invoke(app, first, input="5\n1\n1\nq\ny\n").exit_code == 0
    recorded = ReplayRecord.load(save)
    again = tmp_path / "again.json"
    resumed = runner.invoke(
        app, ["play", "--resume", str(save), "--save", str(again)], input="q\ny\n"
    )
    assert resumed.exit_code == 0, resumed.output
    assert "the game is saved as 2; resume with: hegemon play --resume 2" in resumed.stdout
    with Store.open(data / "games.db") as store:
        assert store.load(2).match.state_hash() == recorded.state_hash
    assert ReplayRecord.load(again).state_hash == recorded.state_hash


def _saved(data: Path) -> list[list[str]]:
    listed = runner.invoke(app, ["saves"])
    assert listed.exit_code == 0, listed.output
    return [line.split("\t") for line in listed.stdout.splitlines()]


def test_a_resumed_game_is_played_as_the_seat_it_was_saved_with(data: Path, tmp_path: Path) -> None:
    save = tmp_path / "play.json"
    new = ["play", "eotma", "--scenario", "millennium", "--seat", "england", "--save", str(save)]
    first = runner.invoke(app, new, input="q\ny\n")
    assert first.exit_code == 0, first.output
    assert first.stdout.endswith(
        f"resume with: hegemon play --resume 1\nreplay saved to {save}\n"
    ), first.stdout
    [line] = _saved(data)
    assert line[4] == "england" and line[-2:] == ["england", "playing"]

    resume = ["play", "--resume", "1", "--save", str(save)]
    resumed = runner.invoke(app, resume, input="q\ny\n")
    assert resumed.exit_code == 0, resumed.output
    assert "actions played; you are england" in resumed.stdout
    assert "resume with: hegemon play --resume 1\n" in resumed.stdout

    # --seat plays another seat this time, and records nothing new.
    other = runner.invoke(app, [*resume, "--seat", "denmark"], input="q\ny\n")
    assert other.exit_code == 0, other.output
    assert "actions played; you are denmark" in other.stdout
    assert "resume with: hegemon play --resume 1 --seat denmark\n" in other.stdout
    assert _saved(data)[0][4] == "england"
    again = runner.invoke(app, resume, input="q\ny\n")
    assert "actions played; you are england" in again.stdout, again.output

    # A match saved by other code records no person: "-", and play takes the first seat.
    with Store.open(data / "games.db") as store:
        store.create(Match.new(rules_registry.load("eotma"), "millennium", 2))
    assert _saved(data)[1][4] == "-"
    unknown = runner.invoke(app, ["play", "--resume", "2", "--save", str(save)], input="q\ny\n")
    assert "actions played; you are france" in unknown.stdout, unknown.output


def refused(arguments: list[str]) -> str:
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
    return result.stderr


def test_a_bad_resume_is_one_line(data: Path, tmp_path: Path) -> None:
    assert "no saved game 7: there is no store" in refused(["play", "--resume", "7"])
    assert not data.exists()
    assert "no such file" in refused(["play", "--resume", str(tmp_path / "missing.json")])
    runner.invoke(app, ["play", "eotma", "--scenario", "reconquista"], input="q\ny\n")
    assert "no saved game 7 (hegemon saves lists them)" in refused(["play", "--resume", "7"])


def test_a_new_game_with_a_bad_seat_saves_nothing(data: Path) -> None:
    assert "no seat 'nobody'" in refused(["play", "eotma", "--seat", "nobody"])
    assert not data.exists()
