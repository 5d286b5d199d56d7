"""Playing eotma in the terminal, and the demo."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Outcome
from hegemon.engine.match import ReplayRecord, verify
from hegemon.engine.store import Store
from hegemon.games.eotma.module import RULES

runner = CliRunner()


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Games are saved in a store of the test's own, never in the user's data folder."""
    folder = tmp_path / "data"
    monkeypatch.setenv("HEGEMON_DATA", str(folder))
    return folder


def test_play_shows_the_board_a_grouped_menu_undo_and_saves_the_replay(tmp_path: Path) -> None:
    save = tmp_path / "play.json"
    # Open the conquest group, go back, look at the board, rule the court (the turn owes an
    # endeavour, 13.13) spending no gold, end the turn (7th entry), quit and say so.
    keys = "1\n0\nb\n5\n1\n1\n7\nq\ny\n"
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
    assert "the game is saved as 1; resume with: hegemon play --resume 1" in result.output
    with Store.open(tmp_path / "data" / "games.db") as store:
        assert [played.action.verb for played in store.history(1)] == verbs(record)
        assert store.load(1).match.state_hash() == record["state_hash"]


def verbs(record: dict[str, list[dict[str, str]]]) -> list[str]:
    return [action["verb"] for action in record["actions"]]


def test_q_asks_first_and_no_keeps_playing(tmp_path: Path) -> None:
    output = play("q\nn\n6\nq\nyes\n", tmp_path)
    assert "leave? the game is saved as 1; resume with hegemon play --resume 1 (y/n)" in output
    record = json.loads((tmp_path / "play.json").read_text("utf-8"))
    assert len(record["actions"]) == 1  # the taxation opened after "n"


def test_the_end_of_input_leaves_saying_how_to_resume(tmp_path: Path) -> None:
    output = play("6\n", tmp_path)
    assert output.endswith(
        "the game is saved as 1; resume with: hegemon play --resume 1\n"
        f"replay saved to {tmp_path / 'play.json'}\n"
    )


def test_the_demo_plays_a_whole_game_and_its_replay_verifies(tmp_path: Path) -> None:
    save = tmp_path / "demo.json"
    result = runner.invoke(app, ["demo", "eotma", "--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "final scores" in result.output
    assert "winner" in result.output
    record = ReplayRecord.load(save)
    matches, _ = verify(record, rules_registry.load("eotma"))
    assert matches


def play(keys: str, tmp_path: Path, scenario: str = "reconquista") -> str:
    save = tmp_path / "play.json"
    result = runner.invoke(
        app,
        ["play", "eotma", "--scenario", scenario, "--seed", "0", "--save", str(save)],
        input=keys,
    )
    assert result.exit_code == 0, result.output
    return result.output


def test_a_question_mark_explains_an_option_without_repeating_the_menu(tmp_path: Path) -> None:
    # Open the conquest group, ask about its 5th option, then about every option, quit.
    output = play("1\n?5\n?\nq\n", tmp_path)
    assert (
        "> Conquer: Castile → Navarre\n"
        "    independent, population 1, social state +0 — at least 2 gold, rating 6: "
        "C 50%, no result 50%\n"
        "    from Castile (social state +1)\n"
        "    costs at least 2 gold (you hold 12) and a year card\n"
        "    rating at the least cost: stature 7, base social state +1, language -2 = 6; "
        "each further gold +1\n"
        "    C results needed to take it: 1 (you hold 0)\n"
        "AD 1065, round 1: your turn (12 gold, 5 year cards) — what next?\n"
        "  (0 = back, ?N = explain option N, ? = explain all, b = board, l = log, "
        "h = words, q = quit)\n"
    ) in output
    assert (
        "   14. Conquer: Coimbra → Toledo — independent, population 2, social state +0, "
        "fortification 3 — at least 2 gold, rating 0: no result 95%, C 5%\n"
    ) in output


def test_the_gold_step_states_the_rating_and_explains_each_amount(tmp_path: Path) -> None:
    # Conquer Navarre from Castile, ask what 3 gold would bring, quit.
    output = play("1\n5\n?2\nq\n", tmp_path)
    assert (
        "Conquest Navarre from Castile, rating with the least gold (2): stature 7, base social "
        "state +1, language -2 = 6; each further gold +1. You hold 12: how much do you spend?"
    ) in output
    assert (
        "> Pay 3 gold: rating 7\n"
        "    C 64%, no result 36%\n"
        "    rating: stature 7, base social state +1, language -2; gold +1 = 7\n"
    ) in output


def test_taxation_is_explained_area_by_area(tmp_path: Path) -> None:
    output = play("?6\nq\n", tmp_path)
    assert (
        "> Tax your areas (once this turn)\n"
        "    up to 2 gold from 2 areas, taxing each to the full\n"
        "    Tax 1 gold from Leon (rebellion value 1, 17% chance to rebel)\n"
        "    Tax 1 gold from Castile, your court (no rebellion check)\n"
    ) in output


def test_a_group_or_a_wrong_number_is_not_explained(tmp_path: Path) -> None:
    output = play("?1\n?99\nq\n", tmp_path)
    assert "Conquer … (15) is a group: open it, then ask about one option" in output
    assert "type ?N with N from 1 to 6" in output


def test_the_solitaire_board_shows_the_score_bands_after_the_setup_log(tmp_path: Path) -> None:
    output = play("q\n", tmp_path)
    assert "AD 1065, round 1 of 10" in output
    assert "Solitaire: Defeat below 12, Holding on 12–14, Victory 15–18 (a win), Triumph" in output
    assert "19+; your 10 points stand at Defeat" in output
    # The board follows the setup's log (so it shows the leader an event made), and the
    # dice behind each leader's ratings are left to the leader's own sentence.
    assert output.index("Sancho now leads") < output.index("╭")
    assert "rolls 2d6 for combat stature" not in output


def test_the_end_of_a_game_lists_each_score_with_the_winner_and_the_player(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from hegemon.cli.play import _show_outcome

    _show_outcome(Outcome((), {"castile": 13}, "solitaire result: Holding on"), "castile")
    assert capsys.readouterr().out == (
        "game over: solitaire result: Holding on\n  castile                 13 (you)\n  no winner\n"
    )


def test_h_shows_the_words_of_the_game(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        [
            "play",
            "eotma",
            "--scenario",
            "reconquista",
            "--seed",
            "0",
            "--save",
            str(tmp_path / "p.json"),
        ],
        input="h\nq\ny\n",
    )
    assert result.exit_code == 0, result.output
    term, meaning = RULES.glossary()[0]
    assert f"  {term}: {meaning}" in result.output
