"""A balance report's files in a folder: report.html (:mod:`.report_page`), its figures
(:mod:`.figures`, SVG), and the numbers behind them as CSV files and report.json.

Every file is written whole from the report's tables, so writing the same report again
gives the same bytes.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from hegemon.sim.report import Ending, FirstPlayer, Report, ScoreSpread, SeatWins, VerbCount

TABLES = {
    "win_rates": "each seat's games, wins, win rate and its 95% interval",
    "scores": "each seat's final scores: mean, lowest, quartiles, median, highest",
    "first_player": (
        "win rates of the seat that moved first and of the others, for any seat and each seat"
    ),
    "endings": "how many games ended for each reason, and their share",
    "actions": "each action verb: times chosen, per game, games it was chosen in, share",
    "games": "every game: seed, decisions, rounds, winners (+ between shared ones), scores",
}
"""CSV file (without .csv) → what its rows hold."""


def _csv(rows: list[dict[str, Any]], columns: list[str]) -> str:
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({key: "" if value is None else value for key, value in row.items()})
    return text.getvalue()


def _dataclass_csv(rows: list[Any], kind: type) -> str:
    return _csv([asdict(row) for row in rows], [field.name for field in fields(kind)])


def tables(report: Report) -> dict[str, str]:
    """Each CSV file's name (without .csv) → its text."""
    seats = list(report.seats)
    score_columns = [f"score_{seat}" for seat in seats]
    games = [
        {
            "seed": row.seed,
            "decisions": row.decisions,
            "rounds": row.rounds,
            "winners": "+".join(row.winners),
            **dict(zip(score_columns, row.scores, strict=True)),
        }
        for row in report.rows
    ]
    return {
        "win_rates": _dataclass_csv(report.win_rates, SeatWins),
        "scores": _dataclass_csv(report.scores, ScoreSpread),
        "first_player": _dataclass_csv(report.first_player, FirstPlayer),
        "endings": _dataclass_csv(report.endings, Ending),
        "actions": _dataclass_csv(report.actions, VerbCount),
        "games": _csv(games, ["seed", "decisions", "rounds", "winners", *score_columns]),
    }


def write_report(report: Report, folder: Path, title: str, command: str, stopped: str = "") -> Path:
    """Write every file of ``report`` into ``folder`` (made when missing); the page's path.
    ``title`` names the game for a reader, ``command`` says how the report was made,
    ``stopped`` (when not empty) why it counts fewer games than the command asked for."""
    from hegemon.sim.figures import FIGURES
    from hegemon.sim.report_page import page

    folder.mkdir(parents=True, exist_ok=True)
    for name, text in tables(report).items():
        (folder / f"{name}.csv").write_text(text, "utf-8")
    data = json.dumps(report.to_data(), indent=1, sort_keys=True, ensure_ascii=False)
    (folder / "report.json").write_text(data + "\n", "utf-8")
    drawn = {section: draw(report, folder) for section, draw in FIGURES.items()}
    path = folder / "report.html"
    path.write_text(page(report, drawn, title, command, stopped), "utf-8")
    return path
