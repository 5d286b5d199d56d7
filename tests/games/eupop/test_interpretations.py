"""Every eupop interpretation the code, the tests and the pack cite has its entry."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
ID = r"EUPOP-(?:BOT-|[A-Z])?\d+"
"""An id: EUPOP-n, EUPOP-Xn (a subsystem's letter) or EUPOP-BOT-n (the Bots)."""
CITED = re.compile(rf"interpretation:({ID})|\b({ID})\b")
FILES = sorted((ROOT / "docs" / "interpretations").glob("eupop*.md"))
"""eupop.md (EUPOP-n) and one file per subsystem, each with its own letter (EUPOP-Cn, ...)
or, for the Bots, its own prefix (eupop-bots.md, EUPOP-BOT-n)."""


def _entries(name: str) -> set[str]:
    text = (ROOT / "docs" / "interpretations" / name).read_text("utf-8")
    return set(re.findall(rf"^## ({ID}):", text, flags=re.MULTILINE))


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


def test_an_id_is_read_whole_and_a_bot_id_without_an_entry_is_found() -> None:
    unknown = "EUPOP-" + "BOT-99"  # split, so that this file's scan does not cite it
    text = f"interpretation:EUPOP-BOT-6, {unknown} and EUPOP-W8; EUPOP-12"
    found = [match.group(1) or match.group(2) for match in CITED.finditer(text)]
    assert found == ["EUPOP-BOT-6", unknown, "EUPOP-W8", "EUPOP-12"]
    entries = _entries("eupop-bots.md")
    assert "EUPOP-BOT-64" in entries
    assert [cited for cited in found if cited not in entries and "BOT" in cited] == [unknown]
