"""The cards package's rule cases (``situations/cards-*.yaml``), run on the shipped rules
with the package wired in. Once module.build() lists the package, these files move to
tests/situations/eupop/ and run there on their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.situations.runner import run_file
from tests.games.eupop.cards.helpers import WIRED

CASES = sorted((Path(__file__).parent / "situations").glob("cards-*.yaml"))


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_case(case: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(rules_registry._LOADED, "eupop", WIRED)
    result = run_file(case)
    assert result.passed, "\n".join([result.title, *result.failures])


def test_there_are_cases() -> None:
    assert len(CASES) >= 8
