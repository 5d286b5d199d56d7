"""The military rule cases (military-*.yaml), run on the module with the military package:
kept beside these tests until module.build() registers the package, then moved to
tests/situations/eupop/ (where the shared runner collects them); this test runs them in
either place."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.situations import run_file
from tests.games.eupop.military.helpers import military_module

HERE = Path(__file__).parent / "situations"
SHARED = Path(__file__).parents[3] / "situations" / "eupop"
CASES = sorted([*HERE.glob("military-*.yaml"), *SHARED.glob("military-*.yaml")])


def test_there_are_cases() -> None:
    assert len(CASES) >= 13


@pytest.mark.parametrize("file", CASES, ids=[case.stem for case in CASES])
def test_case(file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules_registry._LOADED, "eupop", military_module())
    result = run_file(file)
    assert result.passed, "\n".join([result.title, *result.failures])
