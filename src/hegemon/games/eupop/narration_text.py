"""The machinery of eupop's narration: titles in format strings, entry values for
template functions, rule references shortened (:mod:`.narration` has the sentences)."""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from typing import Any

from hegemon.engine.log import EntryValues, LogEntry, MissingValue
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.titles import title


def short_rule(rule: str | None) -> str:
    """A rule reference as a player reads it: the section without its page numbers and
    cost symbols ("eupop-aid:Research Idea (X④) (p. 12)" → "Research Idea")."""
    if not rule:
        return ""
    _, colon, section = rule.partition(":")
    section = section if colon and section else rule
    bare = re.sub(r"\s*\([^)]*\)", "", section).strip()
    return bare or section


def words(content: Content, value: Any) -> str:
    """A value as words: each id by its title, other underscores turned to spaces."""
    if isinstance(value, list | tuple):
        return ", ".join(words(content, item) for item in value) or "none"
    if value is None:
        return "none"
    text = str(value)
    if " " not in text:
        return title(content, text)
    return " ".join(title(content, word) for word in text.split(" "))


def counted(content: Content, value: Any) -> str:
    """A count map ("2 infantry, 1 cavalry"), a list of things, or a number."""
    if isinstance(value, dict):
        parts = [f"{count} {words(content, kind)}" for kind, count in value.items() if count]
        return ", ".join(parts) or "none"
    return words(content, value)


class _Formatter(string.Formatter):
    def __init__(self, content: Content) -> None:
        super().__init__()
        self.content = content

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "t":
            if value is None:
                raise MissingValue("a title was expected")
            return title(self.content, value)
        if conversion == "T":
            if not isinstance(value, list | tuple):
                raise TypeError(f"a list was expected, got {value!r}")
            return words(self.content, list(value))
        if conversion == "w":
            return words(self.content, value)
        if conversion == "g":
            return f"{int(value):+d}"
        if conversion == "n":
            return str(abs(int(value)))
        if conversion == "u":
            return counted(self.content, value)
        return super().convert_field(value, conversion)


class Facts(EntryValues):
    """An entry's values for a template function; a missing value raises
    :class:`MissingValue` (the entry is then shown as its structured text)."""

    def __init__(self, entry: LogEntry, content: Content) -> None:
        super().__init__(entry)
        self.content = content

    @property
    def who(self) -> str:
        """The title of the entry's realm."""
        if self.entry.seat is None:
            raise MissingValue("seat")
        return title(self.content, self.entry.seat)

    def t(self, key: str) -> str:
        """The title of the id held by value ``key``."""
        return title(self.content, self[key])

    def w(self, key: str) -> str:
        return words(self.content, self[key])


Template = str | Callable[[Facts], str]


def signed_change(change: int, noun: str) -> str:
    """``gains 3 prestige`` or ``loses 2 prestige``."""
    return f"gains {change} {noun}" if change >= 0 else f"loses {-change} {noun}"


def render(template: Template, entry: LogEntry, content: Content) -> str:
    """The sentence of a template for an entry (raises when its values do not fit)."""
    if isinstance(template, str):
        fields: dict[str, Any] = {**entry.values, "seat": entry.seat}
        return _Formatter(content).vformat(template, (), fields)
    return template(Facts(entry, content))
