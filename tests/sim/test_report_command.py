"""`hegemon report GAME OUT_DIR` plays its games as `simulate` does: a report of games it
played gives the numbers of a report read from `simulate --json` for the same seeds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app

runner = CliRunner()


def test_a_report_of_played_games_is_that_of_their_simulate_output(tmp_path: Path) -> None:
    played = runner.invoke(
        app, ["report", "eotma", "--games", "3", "--seed", "5", str(tmp_path / "played")]
    )
    assert played.exit_code == 0, played.output
    simulated = runner.invoke(app, ["simulate", "eotma", "--games", "3", "--seed", "5", "--json"])
    assert simulated.exit_code == 0, simulated.output
    (tmp_path / "games.jsonl").write_text(simulated.stdout)
    arguments = ["report", "eotma", "--from", str(tmp_path / "games.jsonl")]
    read = runner.invoke(app, [*arguments, str(tmp_path / "read")])
    assert read.exit_code == 0, read.output
    names = sorted(path.name for path in (tmp_path / "played").iterdir())
    assert names == sorted(path.name for path in (tmp_path / "read").iterdir())
    for name in names:
        if name not in ("report.html", "report.json"):  # the command, the options known
            assert (tmp_path / "played" / name).read_bytes() == (
                tmp_path / "read" / name
            ).read_bytes(), name
    played_data = json.loads((tmp_path / "played" / "report.json").read_text())
    read_data = json.loads((tmp_path / "read" / "report.json").read_text())
    assert (played_data.pop("options"), read_data.pop("options")) == ({}, None)
    assert played_data == read_data
    assert (tmp_path / "played" / "games.csv").read_text().splitlines()[0] == (
        "seed,decisions,rounds,winners,score_france,score_england,score_leon,score_empire,"
        "score_byzantium,score_denmark"
    )


def test_a_game_not_played_in_rounds(tmp_path: Path) -> None:
    """The kernel's test game has no rounds: the report says so instead of counting them."""
    result = runner.invoke(app, ["report", "tower", "--games", "4", str(tmp_path)])
    assert result.exit_code == 0, result.output
    length = json.loads((tmp_path / "report.json").read_text())["length"]
    assert (length["rounds"], length["rounds_count"]) == (None, {})
    assert "this game is not played in rounds" in (tmp_path / "length.svg").read_text()
    assert (tmp_path / "games.csv").read_text().splitlines()[1].split(",")[2] == ""


def test_a_report_stopped_by_ctrl_c_says_so_on_its_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C after two of five games: the report of those two is written, its page says
    first that it counts 2 of the 5 games asked for (audit15b F9), and the exit is 130."""
    from hegemon.sim.report import ReportTally

    add = ReportTally.add

    def add_then_stop(tally: ReportTally, result: object) -> None:
        add(tally, result)  # type: ignore[arg-type]
        if tally.games == 2:
            raise KeyboardInterrupt

    monkeypatch.setattr(ReportTally, "add", add_then_stop)
    folder = tmp_path / "out"
    result = runner.invoke(app, ["report", "eotma", "--games", "5", str(folder)])
    assert result.exit_code == 130, result.output
    page = (folder / "report.html").read_text()
    stopped = "Stopped by Ctrl-C after 2 of the 5 games the command asked for"
    assert f"<p><b>{stopped}: every number here counts those games only.</b></p>" in page
    assert json.loads((folder / "report.json").read_text())["games"] == 2
