"""The economy's rule cases (cases/*.yaml), run on a module with the economy's procedures.

They are situation files (docs/situations.md) kept here until the eupop module registers
the economy's procedures; then they move to tests/situations/eupop/ as they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.situations import run_file
from tests.games.eupop.economy.support import ECONOMY

CASES = sorted((Path(__file__).parent / "cases").glob("economy-*.yaml"))


def test_there_are_cases() -> None:
    assert len(CASES) >= 10


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_case(case: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules_registry._LOADED, "eupop", ECONOMY)
    result = run_file(case)
    assert result.passed, "\n".join([result.title, *result.failures])
