"""Shared test setup: the kernel's test game is registered, and situation files are collected."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

from hegemon.engine import rules as rules_registry
from hegemon.engine.situations import run_file
from tests.engine.dicegame import RULES as TOWER

rules_registry.register(TOWER)

settings.register_profile("hegemon", deadline=None)
settings.load_profile("hegemon")
"""No Hypothesis deadline: a test asserts outcomes, never time (speed is measured by
``hegemon bench``); a loaded CI machine once failed a round trip on its 200 ms default."""

SITUATIONS = (Path(__file__).parent / "situations", Path(__file__).parent / "engine" / "situations")
"""The shipped games' cases, and those of the kernel's test game (kept apart, so that
``hegemon situation run tests/situations/*/*.yaml`` runs on the games a user has)."""


@pytest.fixture(autouse=True)
def _saved_games_in_a_temporary_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`play` saves every game in the user's data folder: no test writes to the real one."""
    monkeypatch.setenv("HEGEMON_DATA", str(tmp_path_factory.mktemp("hegemon-data")))


class SituationItem(pytest.Item):
    def runtest(self) -> None:
        result = run_file(self.path)
        if not result.passed:
            raise SituationFailed(result.title, result.failures)

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: object = None
    ) -> str:
        if isinstance(excinfo.value, SituationFailed):
            title, failures = excinfo.value.args
            return f"{title}\n" + "\n".join(f"  {line}" for line in failures)
        return str(excinfo.getrepr())

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"situation {self.path.name}"


class SituationFailed(Exception):
    pass


class SituationFile(pytest.File):
    def collect(self) -> list[SituationItem]:
        return [SituationItem.from_parent(self, name=self.path.stem)]


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> SituationFile | None:
    if file_path.suffix == ".yaml" and any(folder in file_path.parents for folder in SITUATIONS):
        return SituationFile.from_parent(parent, path=file_path)
    return None
