"""Rules coverage: for every section of a game's rule documents, the code and tests citing it."""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from hegemon.engine import refs
from hegemon.engine import rules as rules_registry
from hegemon.engine.situations import cited_rules

_MARKER = re.compile(r"""rule\(\s*((?:["'][^"']+["']\s*,?\s*)+)\)""")
_STRING = re.compile(r"""["']([^"']+)["']""")


@dataclass(frozen=True, slots=True)
class SectionCoverage:
    section: str
    title: str
    implemented_by: list[str]
    tested_by: list[str]

    @property
    def status(self) -> str:
        if self.implemented_by and self.tested_by:
            return "implemented and tested"
        if self.implemented_by:
            return "implemented, not tested"
        if self.tested_by:
            return "tested, not implemented"
        return "missing"


def tests_folder() -> Path | None:
    """The checkout's tests/ folder (coverage of tests needs a source checkout)."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "tests").is_dir() and (parent / "pyproject.toml").exists():
            return parent / "tests"
    candidate = Path.cwd() / "tests"
    return candidate if candidate.is_dir() else None


def rules_cited_by_tests(folder: Path) -> dict[str, list[str]]:
    """Rule reference → tests citing it, from pytest markers and situation files."""
    found: dict[str, list[str]] = {}
    for file in sorted(folder.rglob("*.py")):
        text = file.read_text("utf-8")
        for match in _MARKER.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            for ref in _STRING.findall(match.group(1)):
                found.setdefault(ref, []).append(f"{file.relative_to(folder.parent)}:{line}")
    situations = folder / "situations"
    if situations.is_dir():
        for ref, files in cited_rules(situations).items():
            found.setdefault(ref, []).extend(
                str(Path(name).relative_to(folder.parent)) for name in files
            )
    return found


def import_whole_game(game: str) -> None:
    """Import every module of the package holding ``game``'s rules module (a shipped game
    under hegemon.games): a citation is registered when its module is imported, and a
    library module no procedure reaches yet must count whatever else ran in the process."""
    rules = rules_registry.load(game)
    package_name = type(rules).__module__.rpartition(".")[0]
    package = sys.modules.get(package_name)
    path = getattr(package, "__path__", None)
    if not package_name.startswith("hegemon.games.") or path is None:
        return
    for module in pkgutil.walk_packages(path, f"{package_name}."):
        importlib.import_module(module.name)


def coverage(game: str, tests: Path | None = None) -> list[SectionCoverage]:
    """Coverage of every section of ``game``'s rule documents, in document order."""
    import_whole_game(game)
    implemented = refs.implemented()
    folder = tests if tests is not None else tests_folder()
    tested = rules_cited_by_tests(folder) if folder is not None else {}
    report = []
    for document in refs.GAME_DOCUMENTS.get(game, ()):
        for section in refs.index()[document]:
            report.append(
                SectionCoverage(
                    section.ref,
                    section.title,
                    implemented.get(section.ref, []),
                    sorted(set(tested.get(section.ref, []))),
                )
            )
    return report
