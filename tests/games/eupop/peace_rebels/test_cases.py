"""The phase 3 rule cases (cases/*.yaml), run on a module with the phase's procedure.

They are situation files (docs/situations.md) kept here until the eupop module registers
the procedure; then they move to tests/situations/eupop/ as they are."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.audit import audit
from hegemon.engine.situations import run_file
from tests.games.eupop.peace_rebels.harness import PHASE3

CASES = sorted((Path(__file__).parent / "cases").glob("*.yaml"))


def test_there_are_cases() -> None:
    assert len(CASES) == 16


def test_every_step_the_phase_names_exists() -> None:
    assert audit(PHASE3.procedures) == []


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_case(case: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules_registry._LOADED, "eupop", PHASE3)
    result = run_file(case)
    assert result.passed, "\n".join([result.title, *result.failures])
