"""The acceptance checks of the eotma game as a whole: coverage of its rules, random play,
repeatable simulation, and a heuristic that beats random play."""

from __future__ import annotations

from hegemon.engine.coverage import coverage
from hegemon.engine.fuzz import fuzz
from hegemon.games.eotma.module import RULES
from hegemon.sim.batch import play_game, simulate

FOUR_SEATS = ["france", "england", "empire", "denmark"]


def test_every_section_of_rules_10_to_16_is_implemented_and_tested() -> None:
    report = [line for line in coverage("eotma") if line.section.startswith("eotma:")]
    assert report
    incomplete = [line.section for line in report if line.status != "implemented and tested"]
    assert incomplete == []


def test_five_hundred_random_games_break_no_invariant() -> None:
    failures = [str(game.failure) for game in fuzz(RULES, 500) if game.failure is not None]
    assert failures == []


def test_a_simulation_repeats_exactly_from_its_seed() -> None:
    seats = dict.fromkeys(FOUR_SEATS, "random")
    first = [result.to_data() for result in simulate("eotma", None, 20, 1, seats, 1)]
    second = [result.to_data() for result in simulate("eotma", None, 20, 1, seats, 1)]
    assert first == second


def test_a_simulation_gives_the_same_games_with_any_number_of_workers() -> None:
    seats = dict.fromkeys(FOUR_SEATS, "random")
    alone = [result.to_data() for result in simulate("eotma", None, 6, 40, seats, 1)]
    shared = [result.to_data() for result in simulate("eotma", None, 6, 40, seats, 2)]
    assert alone == shared


def test_the_heuristic_wins_four_in_five_four_seat_games_against_random_play() -> None:
    """200 games; the heuristic takes each of the four seats in turn."""
    wins = 0
    for index in range(200):
        heuristic_seat = FOUR_SEATS[index % 4]
        seats = {seat: "heuristic" if seat == heuristic_seat else "random" for seat in FOUR_SEATS}
        result, _, _ = play_game(RULES, "millennium", 1000 + index, seats)
        wins += heuristic_seat in result.winners
    assert wins >= 160, f"the heuristic won {wins} of 200"
