"""Every eupop interpretation the code, the tests and the pack cite has its entry."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CITED = re.compile(r"interpretation:(EUPOP-C?\d+)|\b(EUPOP-C?\d+)\b")


def _entries(name: str) -> set[str]:
    text = (ROOT / "docs" / "interpretations" / name).read_text("utf-8")
    return set(re.findall(r"^## (EUPOP-C?\d+):", text, flags=re.MULTILINE))


def test_every_cited_eupop_interpretation_has_an_entry() -> None:
    entries = _entries("eupop.md") | _entries("eupop-cards.md")
    folders = [
        ROOT / "src" / "hegemon" / "games" / "eupop",
        ROOT / "tests" / "games" / "eupop",
        ROOT / "tests" / "situations" / "eupop",
    ]
    cited = set()
    for folder in folders:
        for file in folder.rglob("*"):
            if file.suffix in (".py", ".yaml"):
                for match in CITED.finditer(file.read_text("utf-8")):
                    cited.add(match.group(1) or match.group(2))
    assert cited, "no citation found"
    assert sorted(cited - entries) == []


def test_entries_are_numbered_without_gaps() -> None:
    for name, prefix in (("eupop.md", "EUPOP-"), ("eupop-cards.md", "EUPOP-C")):
        numbers = sorted(int(entry.removeprefix(prefix)) for entry in _entries(name))
        assert numbers == list(range(1, len(numbers) + 1))
