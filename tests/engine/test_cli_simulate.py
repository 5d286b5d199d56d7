"""`hegemon simulate`: its agents, and games made only as they are played."""

from __future__ import annotations

import json
from itertools import islice

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.sim.batch import batches, simulate

runner = CliRunner()

TWO_SEATS = {"france": "random", "england": "random"}


def test_one_agent_named_takes_every_seat() -> None:
    arguments = ["simulate", "eotma", "--games", "1", "--json", "--seats", "france,england"]
    result = runner.invoke(app, [*arguments, "--agents", "heuristic"])
    assert result.exit_code == 0, result.output
    game = json.loads(result.stdout.splitlines()[0])
    assert game["seats"] == {"france": "heuristic", "england": "heuristic"}


def test_the_help_says_which_agent_plays_by_default() -> None:
    result = runner.invoke(app, ["simulate", "--help"], env={"COLUMNS": "200"})
    assert "default: random for every seat" in result.stdout


def test_the_games_are_made_as_they_are_asked_for() -> None:
    endless = batches("eotma", None, 10**18, 5, TWO_SEATS, size=16)
    assert next(endless).seeds == range(5, 21)
    assert next(endless).seeds == range(21, 37)
    last = list(batches("eotma", None, 20, 0, TWO_SEATS, size=16))
    assert [batch.seeds for batch in last] == [range(16), range(16, 20)]


def test_a_simulation_of_endless_games_gives_its_first_results_with_any_workers() -> None:
    alone = [
        result.to_data() for result in islice(simulate("eotma", None, 10**15, 7, TWO_SEATS), 3)
    ]
    shared = simulate("eotma", None, 10**15, 7, TWO_SEATS, workers=2)
    assert [result.to_data() for result in islice(shared, 3)] == alone
    shared.close()
    assert [game["seed"] for game in alone] == [7, 8, 9]


def test_the_output_is_the_same_whatever_the_workers() -> None:
    """40 games on 2 workers go in batches of 2."""
    arguments = ["simulate", "eotma", "--games", "40", "--seed", "3", "--json"]
    arguments += ["--seats", "france,england"]
    alone = runner.invoke(app, arguments)
    assert alone.exit_code == 0, alone.output
    shared = runner.invoke(app, [*arguments, "--workers", "2"])
    assert shared.stdout == alone.stdout


def test_a_game_line_says_who_moved_first_how_many_rounds_and_which_verbs() -> None:
    """Seed 3 of the default scenario: leon makes the first decision of round 1, the game
    lasts its ten rounds, and its 670 decisions are the verbs counted."""
    result = runner.invoke(app, ["simulate", "eotma", "--games", "1", "--seed", "3", "--json"])
    assert result.exit_code == 0, result.output
    game = json.loads(result.stdout.splitlines()[0])
    assert (game["first_seat"], game["rounds"], game["decisions"]) == ("leon", 10, 670)
    assert game["verbs"]["end_turn"] == 59
    assert sum(game["verbs"].values()) == game["decisions"]


def test_the_summary_line_names_the_game_and_scenario() -> None:
    arguments = ["simulate", "eotma", "--games", "1", "--json", "--scenario", "reconquista"]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.splitlines()[-1])
    assert (summary["game"], summary["scenario"]) == ("eotma", "reconquista")


def test_a_game_without_rounds_has_none() -> None:
    result = runner.invoke(app, ["simulate", "tower", "--games", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout.splitlines()[0])["rounds"] is None


def test_a_ray_address_without_the_ray_backend_is_refused() -> None:
    result = runner.invoke(app, ["simulate", "eotma", "--ray-address", "auto"])
    assert result.exit_code == 2
    assert result.stderr == "error: --ray-address is for --backend ray\n"
