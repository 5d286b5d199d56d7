"""The rule-reference registry: which code implements which section of which rule document.

A reference is ``document:section``, for instance ``eotma:14.41`` or
``eupop-aid:Peace Resolution (p. 29-30)``; an interpretation of ours is
``interpretation:EOTMA-7`` (an entry of docs/interpretations.md). Every section of
every rule document is listed in ``rule_index.json`` (built from ../shared/rules by
:mod:`hegemon.engine.rule_index`, and checked against those files by the tests), so a
citation of a section that does not exist fails at import time and the coverage
report can show what is missing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

INTERPRETATION = "interpretation"

DOCUMENTS: dict[str, str] = {
    "eotma": "eotma-rules-10-to-16.md",
    "eotma-overview": "eotma-overview.md",
    "eupop-aid": "eupop-player-aid.md",
    "eupop-bots": "eupop-solo-and-bot-rules.md",
}
"""Document id → file name under shared/rules."""

GAME_DOCUMENTS: dict[str, tuple[str, ...]] = {
    "eotma": ("eotma", "eotma-overview"),
    "eupop": ("eupop-aid", "eupop-bots"),
}


class UnknownRule(LookupError):
    """A citation of a document or section that the rule index does not know."""


@dataclass(frozen=True, slots=True)
class Section:
    document: str
    section: str
    title: str
    line: int

    @property
    def ref(self) -> str:
        return f"{self.document}:{self.section}"


@cache
def index() -> dict[str, list[Section]]:
    """Every section of every rule document, in document order."""
    text = resources.files("hegemon.engine").joinpath("rule_index.json").read_text("utf-8")
    data = json.loads(text)
    return {
        document: [
            Section(document, item["section"], item["title"], item["line"]) for item in items
        ]
        for document, items in data.items()
    }


@cache
def _known() -> frozenset[str]:
    return frozenset(section.ref for sections in index().values() for section in sections)


def split(ref: str) -> tuple[str, str]:
    document, colon, section = ref.partition(":")
    if not colon or not section:
        raise UnknownRule(f"a rule reference is 'document:section', not {ref!r}")
    return document, section


def check(ref: str) -> str:
    """Return ``ref`` when it names a known section or an interpretation id."""
    document, section = split(ref)
    if document == INTERPRETATION:
        return ref
    if document not in DOCUMENTS:
        raise UnknownRule(
            f"unknown rule document {document!r} in {ref!r}; documents: {', '.join(DOCUMENTS)}"
        )
    if ref not in _known():
        raise UnknownRule(f"{DOCUMENTS[document]} has no section {section!r} (cited as {ref!r})")
    return ref


_IMPLEMENTED: dict[str, set[str]] = {}


def implements(*refs: str) -> Callable[[F], F]:
    """Decorator: the function or class implements these rule sections."""
    checked = [check(ref) for ref in refs]

    def mark(target: F) -> F:
        name = f"{target.__module__}.{target.__qualname__}"
        for ref in checked:
            _IMPLEMENTED.setdefault(ref, set()).add(name)
        return target

    return mark


def cite(ref: str, where: str) -> str:
    """Record that ``where`` implements ``ref`` (for data-driven rules) and return ``ref``."""
    _IMPLEMENTED.setdefault(check(ref), set()).add(where)
    return ref


def implemented() -> dict[str, list[str]]:
    """Rule reference → sorted names of the code that implements it."""
    return {ref: sorted(names) for ref, names in _IMPLEMENTED.items()}
