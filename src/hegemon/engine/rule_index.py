"""Builds the rule index (every section of every rule document) from the documents.

The index ships as ``rule_index.json`` so an installed hegemon knows the sections
without the documents; ``hegemon rules index`` rebuilds it and the tests check that
the shipped index equals one built from ../shared/rules.

How sections are found:
- ``eotma``: numbered rules (``10.31``, ``16.23.1``, ``11.0 PILLAGE``); the text before
  the first number continues rule 10.3, whose heading lies before the excerpt.
- ``eotma-overview`` and ``eupop-aid``: Markdown headings.
- ``eupop-bots``: the booklet's headings, lines in capitals standing alone.
A heading that occurs twice in one document is named with its parent: ``Parent / Heading``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from hegemon.engine.refs import DOCUMENTS

_NUMBERED = re.compile(r"^(\d+\.\d+(?:\.\d+)?)\s+(.*)$")
_MARKDOWN = re.compile(r"^(#{1,6})\s+(.+?)\s*$")
_CAPITALS = re.compile(r"^[A-Z][A-Z0-9 &'’,:()/\-]{2,60}$")


def _numbered(lines: list[str]) -> list[dict[str, Any]]:
    sections: list[dict[str, Any]] = []
    if lines and not _NUMBERED.match(lines[0]):
        sections.append({"section": "10.3", "title": "Partial conquest", "line": 1})
    for number, line in enumerate(lines, start=1):
        match = _NUMBERED.match(line)
        if match:
            title = match.group(2).strip()
            sections.append({"section": match.group(1), "title": title[:70], "line": number})
    return sections


def _headings(lines: list[str], capitals: bool) -> list[dict[str, Any]]:
    found: list[tuple[int, str, int]] = []  # level, title, line
    for number, line in enumerate(lines, start=1):
        if capitals:
            text = line.strip()
            if _CAPITALS.match(text) and "....." not in text and text != "TABLE OF CONTENTS":
                found.append((1, text, number))
        else:
            match = _MARKDOWN.match(line)
            if match:
                found.append((len(match.group(1)), match.group(2), number))
    parents: list[tuple[int, str]] = []
    paths: list[list[str]] = []
    for level, title, _ in found:
        while parents and parents[-1][0] >= level:
            parents.pop()
        paths.append([parent for _, parent in parents] + [title])
        parents.append((level, title))
    names = [path[-1] for path in paths]
    for depth in range(2, 8):
        counts: dict[str, int] = {}
        for name in names:
            counts[name] = counts.get(name, 0) + 1
        if all(count == 1 for count in counts.values()):
            break
        names = [
            " / ".join(path[-depth:]) if counts[name] > 1 else name
            for name, path in zip(names, paths, strict=True)
        ]
    seen: dict[str, int] = {}
    sections = []
    for name, (_, title, number) in zip(names, found, strict=True):
        seen[name] = seen.get(name, 0) + 1
        unique = name if seen[name] == 1 else f"{name} #{seen[name]}"
        sections.append({"section": unique, "title": title, "line": number})
    return sections


def build(rules_folder: Path) -> dict[str, list[dict[str, Any]]]:
    """The index of every document found in ``rules_folder``."""
    result: dict[str, list[dict[str, Any]]] = {}
    for document, file_name in DOCUMENTS.items():
        lines = (rules_folder / file_name).read_text("utf-8").splitlines()
        if document == "eotma":
            result[document] = _numbered(lines)
        else:
            result[document] = _headings(lines, capitals=document == "eupop-bots")
    return result


def to_text(built: dict[str, list[dict[str, Any]]]) -> str:
    return json.dumps(built, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def shipped_path() -> Path:
    return Path(__file__).with_name("rule_index.json")


def default_rules_folder() -> Path | None:
    """../shared/rules beside the checkout, when there is one."""
    for parent in Path(__file__).resolve().parents:
        candidate = parent.parent / "shared" / "rules"
        if (candidate / "README.md").exists():
            return candidate
    return None
