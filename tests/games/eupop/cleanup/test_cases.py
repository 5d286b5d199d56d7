"""The clean-up and final scoring rule cases (cases/*.yaml), run on a module with the
clean-up's procedures.

They are situation files (docs/situations.md) kept here until the eupop module registers
the clean-up's procedures; then they move to tests/situations/eupop/ as they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.situations import run_file
from tests.games.eupop.cleanup.helpers import CASES_RULES

CASES = sorted((Path(__file__).parent / "cases").glob("*.yaml"))


def test_there_are_cases() -> None:
    assert len(CASES) >= 15


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_case(case: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules_registry._LOADED, "eupop", CASES_RULES)
    result = run_file(case)
    assert result.passed, "\n".join([result.title, *result.failures])
