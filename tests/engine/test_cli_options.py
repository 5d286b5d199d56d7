"""`--option NAME=VALUE`: a game's options from the command line reach the game."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.fuzz import fuzz_game
from hegemon.engine.match import ReplayRecord
from hegemon.engine.serial import State
from hegemon.sim.batch import batches, play_game

runner = CliRunner()

EUPOP_TWO = ["--scenario", "six_crowns", "--games", "1", "--seed", "3"]


def test_an_unknown_option_is_refused_by_name_before_any_game() -> None:
    result = runner.invoke(app, ["simulate", "eupop", *EUPOP_TWO, "--option", "bogus=1"])
    assert result.exit_code == 2
    assert "eupop has no option 'bogus'" in result.output


def test_an_optional_rule_takes_only_true_or_false() -> None:
    result = runner.invoke(app, ["fuzz", "eupop", *EUPOP_TWO, "--option", "no_surrender=maybe"])
    assert result.exit_code == 2
    assert "give it true or false, not 'maybe'" in result.output


def test_an_option_without_a_value_is_refused() -> None:
    result = runner.invoke(app, ["demo", "eupop", "--option", "no_surrender"])
    assert result.exit_code == 2
    assert "write NAME=VALUE" in result.output


def test_the_same_option_twice_is_refused() -> None:
    arguments = ["--option", "no_surrender=true", "--option", "no_surrender=false"]
    result = runner.invoke(app, ["simulate", "eupop", *EUPOP_TWO, *arguments])
    assert result.exit_code == 2
    assert "'no_surrender' is given twice" in result.output


def test_simulate_plays_with_the_options_given() -> None:
    arguments = ["simulate", "eupop", *EUPOP_TWO, "--json", "--option", "revealing_more=on"]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout.splitlines()[-1])["games"] == 1
    batch = next(batches("eupop", "six_crowns", 1, 3, {}, options={"revealing_more": True}))
    assert batch.options == {"revealing_more": True}


def test_a_simulated_game_is_set_up_with_its_options() -> None:
    rules = rules_registry.load("eotma")
    seats = {"france": "random", "england": "random"}
    _, game, _ = play_game(rules, None, 1, seats, options={"generator": "blake2b"})
    assert game.state["meta"]["options"] == {"generator": "blake2b"}


def test_a_fuzz_failure_replay_keeps_the_options(tmp_path: Path) -> None:
    rules = rules_registry.load("eupop")

    def always_broken(state: State) -> list[str]:
        return ["broken on purpose"]

    played = fuzz_game(
        rules,
        5,
        "six_crowns",
        hooks=(always_broken,),
        replay_folder=tmp_path,
        options={"no_surrender": True},
    )
    assert played.failure is not None and played.failure.replay is not None
    record = ReplayRecord.load(played.failure.replay)
    assert record.options == {"no_surrender": True}
