from __future__ import annotations

from pathlib import Path

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


def _write(tmp_path: Path, text: str) -> Path:
    file = tmp_path / "case.yaml"
    file.write_text(text)
    return file


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
        "error: expected one containing 'not a legal answer', but none was raised"
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
