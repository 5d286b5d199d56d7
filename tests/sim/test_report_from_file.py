"""`hegemon report eotma --from FILE OUT_DIR`: four hand-made games of three seats, and the
exact numbers the report gives for them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from hegemon.cli.main import app

runner = CliRunner()

SEATS = {"france": "random", "england": "heuristic", "leon": "random"}
TEN_ROUNDS = "the scenario ended after round 10"


def game(
    seed: int,
    winners: list[str],
    scores: tuple[int, int, int],
    decisions: int,
    rounds: int,
    first: str,
    reason: str,
    verbs: dict[str, int],
) -> dict[str, Any]:
    return {
        "seed": seed,
        "seats": SEATS,
        "winner": winners[0] if len(winners) == 1 else winners,
        "winners": winners,
        "scores": dict(zip(SEATS, scores, strict=True)),
        "decisions": decisions,
        "state_hash": f"hash{seed}",
        "reason": reason,
        "first_seat": first,
        "rounds": rounds,
        "verbs": verbs,
    }


GAMES = [
    game(1, ["france"], (10, 5, 3), 100, 10, "england", TEN_ROUNDS, {"tax": 60, "end_turn": 40}),
    game(2, ["england"], (4, 12, 6), 120, 10, "france", TEN_ROUNDS, {"tax": 70, "end_turn": 50}),
    game(
        3,
        ["france", "leon"],
        (8, 2, 8),
        80,
        8,
        "france",
        "sudden victory",
        {"tax": 50, "end_turn": 20, "claim": 10},
    ),
    game(4, ["france"], (9, 7, 1), 90, 10, "leon", TEN_ROUNDS, {"tax": 50, "end_turn": 40}),
]
SUMMARY = {"summary": True, "game": "eotma", "scenario": "millennium", "games": 4}


def written(tmp_path: Path) -> Path:
    tmp_path.mkdir(exist_ok=True)
    source = tmp_path / "games.jsonl"
    lines = [json.dumps(data, sort_keys=True) for data in [*GAMES, SUMMARY]]
    source.write_text("\n".join(lines) + "\n")
    folder = tmp_path / "report"
    result = runner.invoke(app, ["report", "eotma", "--from", str(source), str(folder)])
    assert result.exit_code == 0, result.output
    page = folder / "report.html"
    assert result.stdout == f"wrote {page} (4 games; figures and numbers beside it)\n"
    return folder


def test_the_numbers_of_four_games(tmp_path: Path) -> None:
    """France wins three games (one shared with leon): 75%, 95% interval 30.06–95.44%."""
    folder = written(tmp_path)
    assert (folder / "win_rates.csv").read_text() == (
        "seat,agent,games,wins,win_rate,low_95,high_95\n"
        "france,random,4,3,0.75,0.3006,0.9544\n"
        "england,heuristic,4,1,0.25,0.0456,0.6994\n"
        "leon,random,4,1,0.25,0.0456,0.6994\n"
    )
    assert (folder / "scores.csv").read_text() == (
        "seat,mean,lowest,lower_quartile,median,upper_quartile,highest\n"
        "france,7.75,4,7.0,8.5,9.25,10\n"
        "england,6.5,2,4.25,6.0,8.25,12\n"
        "leon,4.5,1,2.5,4.5,6.5,8\n"
    )
    assert (folder / "endings.csv").read_text() == (
        f"reason,games,share\n{TEN_ROUNDS},3,0.75\nsudden victory,1,0.25\n"
    )
    assert (folder / "actions.csv").read_text() == (
        "verb,count,per_game,games_with,share\n"
        "tax,230,57.5,4,0.5897\n"
        "end_turn,150,37.5,4,0.3846\n"
        "claim,10,2.5,1,0.0256\n"
    )
    assert (folder / "games.csv").read_text() == (
        "seed,decisions,rounds,winners,score_france,score_england,score_leon\n"
        "1,100,10,france,10,5,3\n"
        "2,120,10,england,4,12,6\n"
        "3,80,8,france+leon,8,2,8\n"
        "4,90,10,france,9,7,1\n"
    )


def test_the_first_player_won_one_game_of_four_and_the_others_four_of_eight(
    tmp_path: Path,
) -> None:
    """France moved first in games 2 and 3 and won game 3; england moved first in game 1
    and lost it, leon in game 4 and lost it. The others won 1, 2, 3 and 4 once each."""
    lines = (written(tmp_path) / "first_player.csv").read_text().splitlines()
    assert lines[0] == (
        "seat,first_games,first_wins,first_win_rate,first_low_95,first_high_95,"
        "later_games,later_wins,later_win_rate,later_low_95,later_high_95"
    )
    assert lines[1:] == [
        "any seat,4,1,0.25,0.0456,0.6994,8,4,0.5,0.2152,0.7848",
        "france,2,1,0.5,0.0945,0.9055,2,2,1.0,0.3424,1.0",
        "england,1,0,0.0,0.0,0.7935,3,1,0.3333,0.0615,0.7923",
        "leon,1,0,0.0,0.0,0.7935,3,1,0.3333,0.0615,0.7923",
    ]


def test_the_json_holds_the_length_and_the_page_its_figures(tmp_path: Path) -> None:
    folder = written(tmp_path)
    data = json.loads((folder / "report.json").read_text())
    assert (data["game"], data["scenario"], data["games"], data["seeds"]) == (
        "eotma",
        "millennium",
        4,
        [1, 4],
    )
    assert data["length"] == {
        "decisions": {"mean": 97.5, "lowest": 80, "median": 95.0, "highest": 120},
        "rounds": {"mean": 9.5, "lowest": 8, "median": 10.0, "highest": 10},
        "rounds_count": {"8": 1, "10": 3},
    }
    assert (data["shared_wins"], data["no_winner"], data["fair_share"]) == (1, 0, 0.3333)
    page = (folder / "report.html").read_text()
    figures = ["win_rates", "scores", "length", "first_player", "endings", "actions"]
    for name in figures:
        assert f'<img src="{name}.svg"' in page
        assert (folder / f"{name}.svg").read_text().startswith("<?xml")
    assert "Balance report: Empires of the Middle Ages, millennium" in page


def test_the_same_file_draws_the_same_bytes(tmp_path: Path) -> None:
    first = written(tmp_path / "one")
    second = written(tmp_path / "two")
    for path in sorted(first.iterdir()):
        text = path.read_text().replace(str(tmp_path / "one"), str(tmp_path / "two"))
        assert text == (second / path.name).read_text(), path.name


def test_a_seat_that_never_moved_first_has_no_rate_moving_first(tmp_path: Path) -> None:
    source = tmp_path / "two.jsonl"
    summary = {**SUMMARY, "games": 2}
    source.write_text("\n".join(json.dumps(data) for data in [*GAMES[:2], summary]) + "\n")
    folder = tmp_path / "report"
    result = runner.invoke(app, ["report", "eotma", "--from", str(source), str(folder)])
    assert result.exit_code == 0, result.output
    page = (folder / "report.html").read_text()
    assert "<td>leon</td><td>0 of 0</td><td>–</td><td>–</td><td>0 of 2</td>" in page
