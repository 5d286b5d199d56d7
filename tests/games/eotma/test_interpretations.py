"""Every eotma interpretation the code, the tests and the pack cite has its entry, and every
entry is cited somewhere."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CITED = re.compile(r"\bEOTMA-\d+\b")


def test_cited_interpretations_and_entries_match() -> None:
    text = (ROOT / "docs" / "interpretations" / "eotma.md").read_text("utf-8")
    entries = set(re.findall(r"^## (EOTMA-\d+):", text, flags=re.MULTILINE))
    cited: set[str] = set()
    for folder in (ROOT / "src" / "hegemon" / "games" / "eotma", ROOT / "tests"):
        for file in folder.rglob("*"):
            if file.suffix in (".py", ".yaml") and file.name != Path(__file__).name:
                cited.update(CITED.findall(file.read_text("utf-8")))
    assert sorted(cited - entries) == []
    assert sorted(entries - cited) == []
