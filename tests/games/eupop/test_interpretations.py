"""Every eupop interpretation the code, the tests and the pack cite has its entry."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CITED = re.compile(r"interpretation:(EUPOP-[A-Z]?\d+)|\b(EUPOP-[A-Z]?\d+)\b")
FILES = sorted((ROOT / "docs" / "interpretations").glob("eupop*.md"))
"""eupop.md (EUPOP-n) and one file per subsystem, each with its own letter (EUPOP-Cn, ...)."""


def _entries(name: str) -> set[str]:
    text = (ROOT / "docs" / "interpretations" / name).read_text("utf-8")
    return set(re.findall(r"^## (EUPOP-[A-Z]?\d+):", text, flags=re.MULTILINE))


def test_every_cited_eupop_interpretation_has_an_entry() -> None:
    entries = set().union(*(_entries(file.name) for file in FILES))
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
    for file in FILES:
        entries = _entries(file.name)
        prefixes = {re.sub(r"\d+$", "", entry) for entry in entries}
        assert len(prefixes) <= 1, f"{file.name} mixes {sorted(prefixes)}"
        for prefix in prefixes:
            numbers = sorted(int(entry.removeprefix(prefix)) for entry in entries)
            assert numbers == list(range(1, len(numbers) + 1)), file.name
