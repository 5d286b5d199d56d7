"""Situations that build their game: content changes, setup paused at a step, the first
seat, draws from a pool, and queries around actions. "Opening tower" is the kernel's test
game with content (a starting bonus), an opening roll of every seat before the first turn
(setup's random events), a way to put a seat first, a pool of cards and a query."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.rules import HiddenField, RulesModule, ScenarioInfo, SetupError
from hegemon.engine.serial import State
from hegemon.engine.situations import PathError, run_file, write_path
from tests.engine.dicegame import PlayCard, Tower, Turn

KERNEL_TEST = "interpretation:KERNEL-TEST"


class Opening(Procedure):
    """Every seat rolls a die and starts with that many points; then the first turn."""

    name = "opening"

    @step
    def start(self, game: Game, local: Local) -> None:
        for seat in game.state["meta"]["seats"]:
            game.state["scores"][seat] += game.roll("opening", seat=seat, rule=KERNEL_TEST)
        game.hand_over("turn")


class OpeningTower(Tower):
    name = "opening_tower"
    hidden = (
        HiddenField("hands/*", owner_level=0, pool="cards"),
        HiddenField("reserve", pool="cards"),
    )
    """A case may keep a reserve of cards (``set: {reserve: [...]}``), one pool with the
    hands."""

    def __init__(self, content: dict[str, Any]) -> None:
        super().__init__(Procedures([Turn(), PlayCard(), Opening()]))
        self.content = content

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        super().initial_state(scenario, seats, options, game)
        for seat in seats:
            game.state["scores"][seat] = self.content["rules"]["bonus"]
        game.state["stack"] = [frame("opening")]

    def with_content(self, changes: dict[str, Any]) -> RulesModule:
        content = copy.deepcopy(self.content)
        for path, value in changes.items():
            try:
                write_path(content, path, value)
            except PathError as error:
                raise SetupError(f"no such content: {error}") from None
        return OpeningTower(content)

    def put_first(self, state: State, seat: str) -> None:
        state["active"] = seat

    def queries(self) -> dict[str, Callable[..., Any]]:
        return {"score": lambda state, seat: state["scores"][seat]}


rules_registry.register(OpeningTower({"rules": {"bonus": 0}}))

HEAD = """
situation: a case
rules: [interpretation:KERNEL-TEST]
game: opening_tower
scenario: duel
"""


def _failures(tmp_path: Path, body: str, head: str = HEAD) -> list[str]:
    file = tmp_path / "case.yaml"
    file.write_text(head + body)
    return run_file(file).failures


# -- setup paused before its random events ------------------------------------------------
PAUSED = """
setup_until: opening.start
dice: [6, 2]
expect: {scores/north: 6, scores/south: 2}
expect_log:
  - {kind: roll, rule: 'interpretation:KERNEL-TEST', seat: south, values: {result: 2}}
"""


def test_setup_pauses_before_a_step_so_its_random_events_can_be_forced(tmp_path: Path) -> None:
    assert _failures(tmp_path, PAUSED) == []


def test_without_the_pause_setup_rolled_before_the_case_began(tmp_path: Path) -> None:
    failures = _failures(tmp_path, PAUSED.replace("setup_until: opening.start\n", ""))
    assert failures and all(not line.startswith("setup_until") for line in failures)


def test_the_case_counts_log_entries_from_the_pause_on(tmp_path: Path) -> None:
    body = "expect_no_log: [{kind: shuffle}]\n"
    assert _failures(tmp_path, "setup_until: opening.start\n" + body) == []
    (line,) = _failures(tmp_path, body)
    assert line.startswith("log: expected no entry 'shuffle', got 1")


def test_setup_until_an_unknown_step_lists_the_steps(tmp_path: Path) -> None:
    assert _failures(tmp_path, "setup_until: opening.begin\n") == [
        "setup_until: opening_tower has no step opening.begin (steps of opening: start)"
    ]
    (line,) = _failures(tmp_path, "setup_until: opening\n")
    assert "setup_until names a step as procedure.step, not 'opening'" in line


def test_setup_until_a_step_never_reached_says_where_the_game_stopped(tmp_path: Path) -> None:
    assert _failures(tmp_path, "setup_until: play_card.start\n") == [
        "setup_until: the game reached a decision at turn.ask_roll_or_bank before play_card.start"
    ]


def test_setup_until_the_first_decision_rests_there(tmp_path: Path) -> None:
    body = "setup_until: turn.ask_roll_or_bank\nexpect_decision: {seat: north, verbs: [roll]}\n"
    assert _failures(tmp_path, body) == []


# -- who acts first ----------------------------------------------------------------------
def test_first_seat_is_put_first_by_the_game(tmp_path: Path) -> None:
    body = "first_seat: south\nexpect_decision: {seat: south}\n"
    assert _failures(tmp_path, body) == []
    assert _failures(tmp_path, "first_seat: west\n") == [
        "first_seat: west is not a seat of this game"
    ]


def test_first_seat_in_a_game_that_cannot_put_a_seat_first(tmp_path: Path) -> None:
    head = HEAD.replace("opening_tower", "tower")
    assert _failures(tmp_path, "first_seat: south\n", head) == [
        "first_seat: tower cannot put a seat first; "
        "set the turn order with set: where setup_until pauses"
    ]


# -- content of the case's own --------------------------------------------------------------
def test_a_case_plays_on_changed_content(tmp_path: Path) -> None:
    body = "content: {rules/bonus: 10}\n" + PAUSED.replace("north: 6, scores/south: 2", "north: 16")
    assert _failures(tmp_path, body) == []


def test_changed_content_leaves_the_game_itself_alone(tmp_path: Path) -> None:
    assert _failures(tmp_path, "content: {rules/bonus: 10}\n" + PAUSED)[0] == (
        "scores/north: expected 6, got 16"
    )
    assert _failures(tmp_path, PAUSED) == []


def test_content_a_game_refuses_is_reported(tmp_path: Path) -> None:
    assert _failures(tmp_path, "content: {rules/nothing/x: 1}\n") == [
        "content: no such content: rules/nothing/x: no key 'nothing' (keys: bonus)"
    ]
    head = HEAD.replace("opening_tower", "tower")
    assert _failures(tmp_path, "content: {rules/bonus: 1}\n", head) == [
        "content: tower takes no content changes"
    ]


# -- queries before an action, values after it -------------------------------------------
AROUND = """
setup_until: opening.start
dice: [1, 1, 5]
actions:
  - {seat: north, verb: roll, queries: [{query: score, args: {seat: north}, equals: 1}]}
  - seat: north
    verb: bank
    queries: [{query: score, args: {seat: north}, equals: 1}]
    expect: {scores/north: 6}
    expect_log: [{kind: bank, values: {points: 5}}]
queries: [{query: score, args: {seat: north}, equals: 6}]
"""


def test_queries_before_an_action_and_values_after_it(tmp_path: Path) -> None:
    assert _failures(tmp_path, AROUND) == []


def test_a_query_and_a_value_around_an_action_name_the_action(tmp_path: Path) -> None:
    body = AROUND.replace(
        "equals: 1}]\n    expect: {scores/north: 6}", "equals: 6}]\n    expect: {scores/north: 1}"
    )
    assert _failures(tmp_path, body) == [
        'action 2 (bank null): query score({"seat":"north"}): expected 6, got 1',
        "action 2 (bank null): scores/north: expected 1, got 6",
    ]


# -- draws from another list of the pool ---------------------------------------------------
POOL = """
set: {hands/north: [1, 1], hands/south: [2, 2], reserve: [3, 2]}
draws: {hands/north: [2, 3]}
expect: {hands/north: [2, 3], hands/south: [1, 2], reserve: [1, 2]}
"""


def test_a_draw_takes_an_item_from_the_pool_in_exchange_for_the_bottom_one(
    tmp_path: Path,
) -> None:
    assert _failures(tmp_path, POOL) == []


def test_a_draw_of_an_item_nowhere_in_the_pool_names_the_pool(tmp_path: Path) -> None:
    body = POOL.replace("[2, 3]}\n", "[5]}\n").split("expect")[0]
    assert _failures(tmp_path, body) == [
        "draws hands/north: 5 is not in the list (1, 1) nor elsewhere in its pool "
        "(hands/south, reserve)"
    ]


def test_a_draw_from_the_pool_needs_an_item_to_give_back(tmp_path: Path) -> None:
    body = "set: {hands/north: [], reserve: [3]}\ndraws: {hands/north: [3]}\n"
    assert _failures(tmp_path, body) == [
        "draws hands/north: 3 is in reserve, but the list has no item left to give in exchange"
    ]
