"""The prestige rule cases (situations/prestige-*.yaml), run on a module with the prestige
procedures added. Once the lead wires rules/prestige into the module, these files move to
tests/situations/eupop/ and run there with every other case."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.rules import RulesModule
from hegemon.engine.situations import run_file
from tests.games.eupop.prestige.helpers import prestige_rules

FOLDER = Path(__file__).parent / "situations"
FILES = sorted(FOLDER.glob("prestige-*.yaml"))


def _load(name: str) -> RulesModule:
    if name != "eupop":
        raise rules_registry.UnknownGame(name)
    return prestige_rules()


def test_there_are_cases() -> None:
    assert len(FILES) >= 3


@pytest.mark.parametrize("file", FILES, ids=lambda file: file.stem)
def test_a_prestige_case_passes(file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_registry, "load", _load)
    result = run_file(file)
    assert result.passed, result.failures
