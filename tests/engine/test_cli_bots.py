"""``--bots`` and ``--difficulty`` (decision 0108 §2.17): for a game whose rules play the
seats nobody takes (``RulesModule.automated_seats``, eupop's Bots), which seats are Bots
and at what level, on play, demo, simulate, fuzz and bench; refused in one line for a game
without Bots (eotma) or a wrong value."""

from __future__ import annotations

import pickle
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.cli.options import bot_seats, game_options
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.fuzz import fuzz_game
from hegemon.engine.rules import ScenarioInfo

runner = CliRunner()

MARGRAVE = ["--scenario", "margrave"]
ONE_GAME = [*MARGRAVE, "--games", "1"]


def _one_line_error(output: str) -> str:
    assert "Traceback" not in output
    lines = [line for line in output.splitlines() if line.startswith("error:")]
    assert len(lines) == 1, output
    return lines[0]


@pytest.mark.parametrize(
    "command",
    [
        ["simulate", "eupop", *ONE_GAME, "--bots", "all"],
        ["demo", "eupop", *MARGRAVE, "--bots", "all"],
        ["simulate", "eupop", *ONE_GAME, "--bots", "brandenburg"],
    ],
)
def test_a_game_whose_first_turn_is_a_bot_s_stops_at_its_rule_not_built_in_one_line(
    command: list[str], tmp_path: Path
) -> None:
    if command[0] == "fuzz":
        command = [*command, "--out", str(tmp_path)]
    result = runner.invoke(app, command)
    # the Bots play on to the end of the game, or until the first Bot rule not built yet
    # (which one, and whether one is met: the cards drawn)
    assert result.exit_code in (0, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code == 2:
        line = _one_line_error(result.output)
        assert re.search(r"rule eupop-bots:[A-Z&,. ]+ is not built yet: \w+ ", line), line


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--bots", "all"], "eotma has no Bots: --bots is for a game whose rules play"),
        (["--difficulty", "hard"], "eotma has no Bots: --difficulty is for a game with Bots"),
    ],
)
def test_a_game_without_bots_refuses_the_flags(arguments: list[str], message: str) -> None:
    for command in (["simulate", "eotma", "--games", "1"], ["demo", "eotma"], ["bench", "eotma"]):
        result = runner.invoke(app, [*command, *arguments])
        assert result.exit_code == 2, result.output
        assert message in _one_line_error(result.output)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--bots", "prussia"], "--bots: scenario 'margrave' has no seat 'prussia'; seats: "),
        (["--bots", "austria,austria"], "--bots names 'austria' twice"),
        (["--bots", ","], "--bots: name the Bot seats"),
        (["--difficulty", "extreme"], "no difficulty 'extreme'; difficulties: easy, normal"),
        (["--difficulty", "austria:hard"], "'austria' is not a Bot in this game (Bots: none)"),
        (
            ["--bots", "austria", "--difficulty", "poland:hard"],
            "'poland' is not a Bot in this game (Bots: austria)",
        ),
        (
            ["--difficulty", "hard", "--option", "difficulty=easy"],
            "--difficulty and --option difficulty=... both set the difficulty",
        ),
        (["--bots", "austria", "--seats", "poland"], "give --seats or --bots, not both"),
    ],
)
def test_a_wrong_value_is_one_line(arguments: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "eupop", *ONE_GAME, *arguments])
    assert result.exit_code == 2, result.output
    assert message in _one_line_error(result.output)


def _needing_people(monkeypatch: pytest.MonkeyPatch, scenario: str, people: int) -> None:
    """Every shipped scenario's realms have Bot data, so none needs a person
    (interpretation:EUPOP-BOT-72): the scenario is made to need ``people`` here."""
    module = type(rules_registry.load("eupop"))
    listed = module.scenarios

    def needing(self: Any) -> list[ScenarioInfo]:
        return [
            replace(info, minimum_seats=people) if info.name == scenario else info
            for info in listed(self)
        ]

    monkeypatch.setattr(module, "scenarios", needing)


def test_a_scenario_needing_seats_refuses_bots_that_leave_too_few(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _needing_people(monkeypatch, "six_crowns", 2)
    result = runner.invoke(app, ["simulate", "eupop", "--scenario", "six_crowns", "--bots", "all"])
    assert result.exit_code == 2
    assert "needs at least 2 seats not played by a Bot" in _one_line_error(result.output)


def test_play_needs_a_seat_that_is_no_bot(tmp_path: Path) -> None:
    store = ["--db", str(tmp_path / "store.db"), "--save", str(tmp_path / "replay.json")]
    every = runner.invoke(app, ["play", "eupop", *MARGRAVE, *store, "--bots", "all"])
    assert every.exit_code == 2
    assert "--bots leaves no seat for you to play" in _one_line_error(every.output)
    mine = ["--bots", "austria", "--seat", "austria"]
    taken = runner.invoke(app, ["play", "eupop", *MARGRAVE, *store, *mine])
    assert taken.exit_code == 2
    assert "--seat austria is played by a Bot (--bots austria)" in _one_line_error(taken.output)
    again = runner.invoke(app, ["play", *store, "--resume", "1", "--bots", "austria"])
    assert again.exit_code == 2
    assert "drop --scenario, --seed, --option, --bots and --difficulty" in again.output


def test_bots_names_the_seats_left_to_people_and_agents() -> None:
    rules = rules_registry.load("eupop")
    assert bot_seats(rules, "margrave", None) is None
    assert bot_seats(rules, "margrave", "none") is None
    assert bot_seats(rules, "margrave", "all") == []
    assert bot_seats(rules, "margrave", "poland, austria") == ["brandenburg"]


def test_the_difficulty_reaches_the_bot_mats() -> None:
    rules = rules_registry.load("eupop")
    seats = bot_seats(rules, "margrave", "austria,poland")
    options = game_options(rules, "margrave", None, seats, "austria:hard")
    assert options == {"difficulty": "austria:hard"}
    state = rules.setup("margrave", 0, seats, options).state
    assert {name: mat["difficulty"] for name, mat in sorted(state["bots"].items())} == {
        "austria": "hard",
        "poland": "normal",
    }


def test_fuzz_sets_its_games_up_with_the_seats_taken(tmp_path: Path) -> None:
    rules = rules_registry.load("eupop")
    played = fuzz_game(rules, 0, "margrave", replay_folder=tmp_path, seats=["brandenburg"])
    # the seat taken is asked (the Bots alone would ask nothing); the game runs to its end
    assert played.failure is None, played.failure
    assert played.decisions > 0
    alone = fuzz_game(rules, 0, "margrave", replay_folder=tmp_path, seats=[])
    assert alone.decisions == 0


def test_rule_not_built_crosses_a_process_boundary_unchanged() -> None:
    missing = RuleNotBuilt("eupop-bots:SIEGE ACTION", "austria sieges")
    copied = pickle.loads(pickle.dumps(missing))
    assert (str(copied), copied.rule) == (str(missing), "eupop-bots:SIEGE ACTION")
