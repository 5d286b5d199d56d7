"""`hegemon report` with the game options simulate takes (``--bots``, ``--difficulty``,
``--option``): eupop's solo scenario with Brandenburg played by an agent and Austria and
Poland by the game's Bots, each seat a row of every table and figure."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app

runner = CliRunner()

BOTS = ["--bots", "austria,poland", "--difficulty", "hard", "--games", "2"]


@pytest.fixture(scope="module")
def bots_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("bots") / "out"
    result = runner.invoke(app, ["report", "eupop", *BOTS, str(folder)])
    assert result.exit_code == 0, result.output
    return folder


def svg_ids(path: Path, kind: str) -> set[str]:
    """The names of the bars (``bar``) or of the no-games marks (``no-games``) of a figure."""
    return set(re.findall(rf'id="{kind}-([a-z-]+)"', path.read_text()))


def test_every_seat_is_a_row_the_bots_among_them(bots_report: Path) -> None:
    data = json.loads((bots_report / "report.json").read_text())
    assert data["seats"] == {"brandenburg": "random", "austria": "Bot", "poland": "Bot"}
    assert [(row["seat"], row["agent"], row["games"]) for row in data["win_rates"]] == [
        ("brandenburg", "random", 2),
        ("austria", "Bot", 2),
        ("poland", "Bot", 2),
    ]


def test_the_report_counts_the_games_simulate_plays_with_the_same_options(
    bots_report: Path,
) -> None:
    simulated = runner.invoke(app, ["simulate", "eupop", *BOTS, "--json"])
    assert simulated.exit_code == 0, simulated.output
    games = [json.loads(line) for line in simulated.stdout.splitlines()[:-1]]
    expected = ["seed,decisions,rounds,winners,score_brandenburg,score_austria,score_poland"] + [
        f"{game['seed']},{game['decisions']},{game['rounds']},{'+'.join(game['winners'])},"
        + ",".join(str(game["scores"][seat]) for seat in ("brandenburg", "austria", "poland"))
        for game in games
    ]
    assert (bots_report / "games.csv").read_text().splitlines() == expected


def test_a_bots_simulation_reads_back_as_the_report_played_it(
    bots_report: Path, tmp_path: Path
) -> None:
    """``--from`` the JSON lines of the same simulation: the same games, the Bots' rows
    included (only the options, which the lines do not record, are unknown)."""
    simulated = runner.invoke(app, ["simulate", "eupop", *BOTS, "--json"])
    assert simulated.exit_code == 0, simulated.output
    lines = tmp_path / "games.jsonl"
    lines.write_text(simulated.stdout)
    folder = tmp_path / "out"
    result = runner.invoke(app, ["report", "eupop", "--from", str(lines), str(folder)])
    assert result.exit_code == 0, result.output
    assert (folder / "games.csv").read_text() == (bots_report / "games.csv").read_text()
    read = json.loads((folder / "report.json").read_text())
    played = json.loads((bots_report / "report.json").read_text())
    assert read["seats"] == {"brandenburg": "random", "austria": "Bot", "poland": "Bot"}
    assert read["win_rates"] == played["win_rates"]


def test_a_bot_never_moving_first_has_no_bar_but_a_mark(bots_report: Path) -> None:
    """Brandenburg, the one seat that decides, moves first in every game: no rate of the
    Bots moving first, nor of Brandenburg moving later."""
    figure = bots_report / "first_player.svg"
    assert svg_ids(figure, "bar") == {
        "any-seat-first",
        "any-seat-later",
        "brandenburg-first",
        "austria-later",
        "poland-later",
    }
    assert svg_ids(figure, "no-games") == {"austria-first", "poland-first", "brandenburg-later"}
    page = (bots_report / "report.html").read_text()
    assert "compares the agents with the Bots more than it measures an edge of moving" in page


def test_the_win_rate_figure_has_a_bar_for_every_seat(bots_report: Path) -> None:
    assert svg_ids(bots_report / "win_rates.svg", "bar") == {"brandenburg", "austria", "poland"}


def test_the_page_names_the_bots(bots_report: Path) -> None:
    page = (bots_report / "report.html").read_text()
    assert (
        "The seats and who played them: brandenburg (random), austria (Bot), poland (Bot). "
        "Game options: difficulty=hard.</p><p>A seat played by a Bot is played by the game's "
        "own rules: it makes no decision, so it never moves first.</p>"
    ) in page


def test_the_options_are_recorded_and_quoted(tmp_path: Path) -> None:
    arguments = ["--option", "no_surrender=true", "--bots", "all", "--difficulty", "hard"]
    result = runner.invoke(app, ["report", "eupop", "--games", "1", *arguments, str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "report.json").read_text())
    assert data["options"] == {"difficulty": "hard", "no_surrender": True}
    page = (tmp_path / "report.html").read_text()
    assert "Game options: difficulty=hard, no_surrender=true.</p>" in page
    command = f"hegemon report eupop --games 1 {' '.join(arguments)} {tmp_path}"
    assert f"<code>{command}</code>" in page


def test_with_every_seat_a_bot_no_game_has_a_first_player(tmp_path: Path) -> None:
    """No seat decides: every rate of moving first or later counts no game."""
    result = runner.invoke(app, ["report", "eupop", "--bots", "all", "--games", "1", str(tmp_path)])
    assert result.exit_code == 0, result.output
    figure = tmp_path / "first_player.svg"
    assert (svg_ids(figure, "bar"), len(svg_ids(figure, "no-games"))) == (set(), 8)
    page = (tmp_path / "report.html").read_text()
    note = "In these games no seat made a decision (the game's Bots played every seat)"
    assert page.count(note) == 2  # beside the length and the actions figures


def test_a_rate_of_no_game_is_null_in_the_data_and_a_dash_on_the_page(bots_report: Path) -> None:
    """Brandenburg never moves later and the Bots never move first: those rates count no
    game, so they have no value (not 0%) in report.json and the CSV, and a dash on the
    page."""
    rows = json.loads((bots_report / "report.json").read_text())["first_player"]
    brandenburg = next(row for row in rows if row["seat"] == "brandenburg")
    assert brandenburg["later_games"] == 0
    assert [brandenburg[f"later_{name}"] for name in ("win_rate", "low_95", "high_95")] == [
        None,
        None,
        None,
    ]
    assert brandenburg["first_games"] == 2 and brandenburg["first_win_rate"] is not None
    csv_rows = (bots_report / "first_player.csv").read_text().splitlines()
    austria = next(line for line in csv_rows if line.startswith("austria,"))
    assert austria.startswith("austria,0,0,,,,2,")
    page = (bots_report / "report.html").read_text()
    assert "<td>austria</td><td>0 of 0</td><td>–</td><td>–</td>" in page
