"""The situation format and runner on the kernel's test game (tests/engine/dicegame.py)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.situations import run_file

GOOD = """
situation: banking six points
rules: [interpretation:KERNEL-TEST]
game: tower
scenario: duel
set: {hands/north: []}
dice: [6]
actions:
  - {seat: north, verb: roll}
  - {seat: north, verb: bank}
expect: {scores/north: 6, active: south}
"""

HEAD = """
situation: a case
rules: [interpretation:KERNEL-TEST]
game: tower
scenario: duel
"""


def _write(tmp_path: Path, text: str) -> Path:
    file = tmp_path / "case.yaml"
    file.write_text(text)
    return file


def _failures(tmp_path: Path, body: str, head: str = HEAD) -> list[str]:
    return run_file(_write(tmp_path, head + body)).failures


def test_a_true_situation_passes(tmp_path: Path) -> None:
    assert run_file(_write(tmp_path, GOOD)).failures == []


def test_a_wrong_expectation_is_reported_with_both_values(tmp_path: Path) -> None:
    result = run_file(_write(tmp_path, GOOD.replace("scores/north: 6", "scores/north: 7")))
    assert result.failures == ["scores/north: expected 7, got 6"]


def test_an_expected_error_must_happen(tmp_path: Path) -> None:
    text = GOOD.replace(
        "expect: {scores/north: 6, active: south}", 'expect_error: "not a legal answer"'
    )
    result = run_file(_write(tmp_path, text))
    assert result.failures == [
        "action 2 (bank null): expected an error containing 'not a legal answer', but it was legal"
    ]


def test_an_illegal_last_action_satisfies_expect_error(tmp_path: Path) -> None:
    text = GOOD.replace("verb: bank}", "verb: card, argument: 3}").replace(
        "expect: {scores/north: 6, active: south}", 'expect_error: "not a legal answer"'
    )
    assert run_file(_write(tmp_path, text)).failures == []


def test_a_missing_path_names_the_keys_there(tmp_path: Path) -> None:
    result = run_file(_write(tmp_path, GOOD.replace("active: south", "nowhere/x: 1")))
    assert len(result.failures) == 1 and "no key 'nowhere'" in result.failures[0]


def test_an_unknown_field_and_an_unknown_rule_are_content_problems(tmp_path: Path) -> None:
    result = run_file(_write(tmp_path, GOOD + "surprise: 1\n"))
    assert any("surprise" in line and "Extra inputs" in line for line in result.failures)
    result = run_file(_write(tmp_path, GOOD.replace("interpretation:KERNEL-TEST", "eotma:99.1")))
    assert any("rules/0" in line and "no section '99.1'" in line for line in result.failures)


# -- several illegal actions in one case -------------------------------------------------
SEVERAL_ERRORS = """
set: {hands/north: []}
dice: [5]
actions:
  - {seat: north, verb: bank, expect_error: "no verb 'bank' is offered here"}
  - {seat: south, verb: roll, expect_error: "it is north's decision"}
  - {seat: north, verb: roll, argument: 2, expect_error: "2 is not among roll's legal arguments"}
  - {seat: north, verb: roll}
  - {seat: north, verb: bank}
expect: {scores/north: 5}
"""


def test_an_action_may_be_illegal_and_the_case_goes_on(tmp_path: Path) -> None:
    assert _failures(tmp_path, SEVERAL_ERRORS) == []


def test_an_action_that_must_be_illegal_but_is_legal_stops_the_case(tmp_path: Path) -> None:
    body = SEVERAL_ERRORS.replace(
        "{seat: north, verb: roll}", '{seat: north, verb: roll, expect_error: "nope"}'
    )
    assert _failures(tmp_path, body) == [
        "action 4 (roll null): expected an error containing 'nope', but it was legal"
    ]


def test_an_illegal_action_with_another_message_is_reported(tmp_path: Path) -> None:
    body = SEVERAL_ERRORS.replace("it is north's decision", "it is east's decision")
    (line,) = _failures(tmp_path, body)
    assert line.startswith("action 2 (roll null): expected an error containing \"it is east's")
    assert "got it is north's decision" in line


def test_an_action_that_must_be_illegal_expects_nothing_after_it(tmp_path: Path) -> None:
    body = "actions:\n  - {seat: north, verb: bank, expect_error: x, expect: {active: north}}\n"
    (line,) = _failures(tmp_path, body)
    assert "an action that must be illegal changes nothing to expect after it" in line


def test_expect_error_needs_an_action(tmp_path: Path) -> None:
    assert _failures(tmp_path, "expect_error: x\n") == [
        "expect_error: there is no action to raise it"
    ]


# -- the decision: contains, lacks, where it was asked ----------------------------------
CARD_DECISION = """
set: {hands/north: [2, 3]}
dice: [6]
actions:
  - {seat: north, verb: roll}
  - {seat: north, verb: bank}
expect_decision:
  seat: north
  procedure: play_card
  step: ask_card
  contains: [keep, {verb: card, argument: 3}, {argument: 2}]
  lacks: [roll, {verb: card, argument: 1}, {argument: 6}]
"""


def test_a_decision_contains_and_lacks_actions_and_names_where_it_was_asked(
    tmp_path: Path,
) -> None:
    assert _failures(tmp_path, CARD_DECISION) == []


def test_a_decision_lacking_a_wanted_action_lists_what_it_offers(tmp_path: Path) -> None:
    body = CARD_DECISION.replace("{verb: card, argument: 3}", "{verb: card, argument: 1}")
    assert _failures(tmp_path, body) == [
        "decision: expected an action card 1 among the options, got card 2, card 3, keep"
    ]


def test_a_decision_offering_an_unwanted_action_names_it(tmp_path: Path) -> None:
    body = CARD_DECISION.replace("{argument: 6}", "{argument: 3}").replace(
        "procedure: play_card", "procedure: turn"
    )
    assert _failures(tmp_path, body) == [
        "decision procedure: expected turn, got play_card",
        "decision: expected no action with argument 3, but it offers card 3 (Play your 3)",
    ]


def test_an_action_may_check_the_decision_it_answers(tmp_path: Path) -> None:
    body = """
dice: [6]
actions:
  - {seat: north, verb: roll, decision: {step: ask_roll_or_bank, lacks: [bank]}}
  - {seat: north, verb: bank, decision: {contains: [roll], lacks: [roll]}}
"""
    assert _failures(tmp_path, body) == [
        "action 2 (bank null): decision: expected no action 'roll', but it offers "
        "roll null (Roll the die)"
    ]


def test_an_empty_action_pattern_is_refused(tmp_path: Path) -> None:
    (line,) = _failures(tmp_path, "expect_decision: {contains: [{}]}\n")
    assert "an action pattern names a verb, an argument or both" in line


# -- absence -----------------------------------------------------------------------------
ABSENCE = """
dice: [4, 1]
actions:
  - {seat: north, verb: roll, expect_no_log: [{kind: bust}]}
  - {seat: north, verb: roll, expect_log: [{kind: bust, seat: north}]}
expect_no_log:
  - {kind: bank}
  - {kind: roll, values: {result: 6}}
"""


def test_no_entry_of_a_kind_was_written(tmp_path: Path) -> None:
    assert _failures(tmp_path, ABSENCE) == []


def test_an_entry_that_must_not_be_written_is_shown(tmp_path: Path) -> None:
    body = ABSENCE.replace("{kind: bank}", "{kind: roll, seat: north}")
    assert _failures(tmp_path, body) == [
        "log: expected no entry 'roll' by north, got 2: roll [north] "
        '{"purpose":"turn roll","result":4,"sides":6} and 1 more'
    ]


def test_absence_is_checked_for_each_action(tmp_path: Path) -> None:
    body = ABSENCE.replace("expect_no_log: [{kind: bust}]", "expect_no_log: [{kind: roll}]")
    (line,) = _failures(tmp_path, body)
    assert line.startswith("action 1 (roll null): log: expected no entry 'roll', got 1")


def test_a_log_pattern_names_a_kind_or_a_known_rule(tmp_path: Path) -> None:
    (line,) = _failures(tmp_path, "expect_no_log: [{seat: north}]\n")
    assert "a log pattern names a kind, a rule or both" in line
    (line,) = _failures(tmp_path, "expect_no_log: [{rule: 'eotma:99.1'}]\n")
    assert "expect_no_log/0/rule" in line and "no section '99.1'" in line


# -- draws -------------------------------------------------------------------------------
def test_draws_put_named_items_on_top_in_order(tmp_path: Path) -> None:
    body = """
set: {hands/north: [1, 2, 3, 2]}
draws: {hands/north: [2, 3]}
expect: {hands/north: [2, 3, 1, 2]}
"""
    assert _failures(tmp_path, body) == []


def test_a_draw_of_an_item_not_in_the_list_fails_clearly(tmp_path: Path) -> None:
    body = "set: {hands/north: [1, 2]}\ndraws: {hands/north: [2, 2]}\n"
    assert _failures(tmp_path, body) == ["draws hands/north: 2 is not in the list (1)"]
    body = "draws: {scores/north: [1]}\n"
    assert _failures(tmp_path, body) == [
        "draws scores/north: draws are taken from a list, not a int"
    ]


# -- a procedure that ends, started under the kernel's caller ----------------------------
UNDER_CALLER = """
set: {hands/north: [2, 3]}
start: {procedure: play_card, under_caller: true}
actions:
  - {seat: north, verb: card, argument: 3}
expect: {scores/north: 3, hands/north: [2]}
expect_log: [{kind: card, values: {value: 3}}]
expect_decision: {seat: north, procedure: situation, step: ask_close, verbs: [close]}
expect_result: 3
"""


def test_a_procedure_that_ends_rests_at_a_decision_showing_its_result(tmp_path: Path) -> None:
    assert _failures(tmp_path, UNDER_CALLER) == []


def test_a_wrong_result_is_reported(tmp_path: Path) -> None:
    assert _failures(tmp_path, UNDER_CALLER.replace("expect_result: 3", "expect_result: 2")) == [
        "result: expected 2, got 3"
    ]


def test_a_result_before_the_procedure_ends_is_reported(tmp_path: Path) -> None:
    body = UNDER_CALLER.split("actions:")[0] + "expect_result: null\n"
    assert _failures(tmp_path, body) == [
        "result: the started procedure has not ended; the game rests at play_card.ask_card"
    ]


def test_without_a_caller_a_procedure_that_ends_says_how_to_start_it(tmp_path: Path) -> None:
    body = UNDER_CALLER.replace(", under_caller: true", "").split("expect_decision")[0]
    assert _failures(tmp_path, body) == [
        "action 1: start: play_card ended with no caller to go back to; "
        "start it with under_caller: true"
    ]


def test_an_unknown_game_or_scenario_is_a_failure_line(tmp_path: Path) -> None:
    (line,) = _failures(tmp_path, "", HEAD.replace("game: tower", "game: chess"))
    assert line.startswith("game: no game named 'chess'")
    (line,) = _failures(tmp_path, "", HEAD.replace("scenario: duel", "scenario: trio"))
    assert line.startswith("setup: tower has no scenario 'trio'")


def test_expect_result_needs_a_start_under_a_caller(tmp_path: Path) -> None:
    (line,) = _failures(tmp_path, "expect_result: 1\n")
    assert "expect_result reads the result of a start with under_caller: true" in line


def test_closing_the_case_ends_the_game(tmp_path: Path) -> None:
    body = UNDER_CALLER.replace(
        "  - {seat: north, verb: card, argument: 3}",
        "  - {seat: north, verb: card, argument: 3}\n  - {seat: north, verb: close}",
    ).split("expect_decision")[0]
    assert (
        _failures(tmp_path, body + "expect: {outcome/reason: the case of play_card is closed}\n")
        == []
    )


def test_an_unknown_start_procedure_lists_the_procedures(tmp_path: Path) -> None:
    assert _failures(tmp_path, "start: {procedure: fly}\n") == [
        "start: tower has no procedure 'fly' (procedures: in_turn, play_card, situation, turn)"
    ]


def test_the_cli_prints_failure_lines_as_they_are(tmp_path: Path) -> None:
    file = _write(tmp_path, HEAD + ABSENCE.replace("{kind: bank}", "{kind: roll, seat: north}"))
    result = CliRunner().invoke(app, ["situation", "run", str(file)])
    assert result.exit_code == 1
    assert "got 2: roll [north] {" in result.stdout
