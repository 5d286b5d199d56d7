"""The situation runner around optional decisions and hand-made boards: overrides never
leave a stale decision, setup can pause at an optional decision, a case never starts from
a board that breaks the game's invariants, and running a case twice gives one answer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.rules import RulesModule, ScenarioInfo
from hegemon.engine.serial import State
from hegemon.engine.situations import load, run, run_file


class Reaction(Procedure):
    """North may play a reaction card, if it holds one; then the game ends."""

    name = "reaction"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_react")

    @step(optional=True)
    def ask_react(self, game: Game, local: Local) -> Decision | None:
        cards = game.state["cards"]["north"]
        if not cards:
            game.log("no_reaction", "north")
            game.goto("ask_end")
            return None
        return Decision("north", "react?", tuple(Action("react", card) for card in cards))

    def on_react(self, game: Game, local: Local, action: Action) -> None:
        game.state["cards"]["north"].remove(action.argument)
        game.log("reaction", "north", card=action.argument)
        game.goto("ask_end")

    @step
    def ask_end(self, game: Game, local: Local) -> Decision:
        return Decision("south", "end?", (Action("end"),))

    def on_end(self, game: Game, local: Local, action: Action) -> None:
        game.finish(Outcome((), {}, "ended"))


class ReactionGame(RulesModule):
    name = "reaction_game"

    def scenarios(self) -> list[ScenarioInfo]:
        return [
            ScenarioInfo("duel", "Two seats", ("north", "south")),
            ScenarioInfo("empty", "North starts with no card", ("north", "south")),
        ]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        game.state["cards"] = {"north": [] if scenario.name == "empty" else [7], "south": []}
        game.state["stack"].append(frame("reaction"))

    def invariants(self, state: State) -> list[str]:
        return [
            f"{seat} holds {len(cards)} cards"
            for seat, cards in state["cards"].items()
            if len(cards) > 2
        ]


rules_registry.register(ReactionGame(Procedures([Reaction()])))

HEAD = """
situation: a case
rules: [interpretation:KERNEL-TEST]
game: reaction_game
"""


def _failures(tmp_path: Path, body: str) -> list[str]:
    file = tmp_path / "case.yaml"
    file.write_text(HEAD + body)
    return run_file(file).failures


def test_an_override_that_leaves_nothing_to_decide_moves_the_game_on(tmp_path: Path) -> None:
    body = """
set: {cards/north: []}
expect_log: [{kind: no_reaction}]
expect_decision: {seat: south, step: ask_end}
"""
    assert _failures(tmp_path, body) == []


def test_a_card_taken_away_by_an_override_cannot_be_played(tmp_path: Path) -> None:
    body = """
set: {cards/north: []}
actions:
  - {seat: north, verb: react, argument: 7, expect_error: "it is south's decision"}
"""
    assert _failures(tmp_path, body) == []


def test_setup_can_pause_at_an_optional_decision(tmp_path: Path) -> None:
    body = """
scenario: empty
setup_until: reaction.ask_react
set: {cards/north: [8]}
expect_decision: {seat: north, arguments: [8]}
expect_no_log: [{kind: no_reaction}]
"""
    assert _failures(tmp_path, body) == []


def test_a_case_never_starts_from_a_board_the_rules_never_reach(tmp_path: Path) -> None:
    assert _failures(tmp_path, "set: {cards/south: [1, 2, 3]}\n") == [
        "the case starts from a board the rules never reach: south holds 3 cards"
    ]


def test_running_a_case_twice_gives_the_same_answer(tmp_path: Path) -> None:
    file = tmp_path / "case.yaml"
    file.write_text(
        HEAD
        + """
set: {cards/north: [8, 9]}
actions: [{seat: north, verb: react, argument: 8}]
expect: {cards/north: [9]}
"""
    )
    situation = load(file)
    assert run(situation).failures == []
    assert run(situation).failures == []


EUPOP = """
situation: a case
rules: [interpretation:KERNEL-TEST]
game: eupop
scenario: margrave
"""


def test_a_case_arranges_a_war_through_the_games_own_functions(tmp_path: Path) -> None:
    file = tmp_path / "case.yaml"
    file.write_text(
        EUPOP
        + """
arrange:
  - start_war: {attacker: brandenburg, targets: [poland]}
expect: {at_war_with: {brandenburg: [poland], poland: [brandenburg]}, next_war: 2}
"""
    )
    assert run_file(file).failures == []
    file.write_text(EUPOP + "arrange: [{start_war: {attacker: brandenburg, targets: []}}]\n")
    assert run_file(file).failures == ["arrange 1 (start_war): brandenburg declares war on no one"]
    file.write_text(EUPOP + "arrange: [{crown: {realm: poland}}]\n")
    assert run_file(file).failures == [
        "arrange 1: eupop has no change 'crown' (end_war, join_war, make_peace, start_war)"
    ]
