"""Structured log entries: what happened, to whom, with which values, under which rule.

Rules never print; they log. Front ends render entries. The log is not part of the
state (its hash and its clone cost stay independent of the game's length); the match
keeps it beside the action list.

An entry is public unless ``seen_by`` names the seats that may read it (a card drawn
into a hand, a tactic chosen face down); :meth:`LogEntry.seen` filters a log for a seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class LogEntry:
    kind: str
    seat: str | None = None
    values: dict[str, Any] = field(default_factory=dict)
    rule: str | None = None
    text: str = ""
    seen_by: tuple[str, ...] | None = None
    """The seats that may read this entry; None: every seat and every spectator."""

    def visible_to(self, seat: str | None) -> bool:
        """Whether ``seat`` (None: a spectator) may read this entry."""
        return self.seen_by is None or (seat is not None and seat in self.seen_by)

    @staticmethod
    def seen(entries: list[LogEntry], seat: str | None) -> list[LogEntry]:
        """The entries of a log that ``seat`` may read."""
        return [entry for entry in entries if entry.visible_to(seat)]

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.values:
            data["values"] = self.values
        if self.rule is not None:
            data["rule"] = self.rule
        if self.text:
            data["text"] = self.text
        if self.seen_by is not None:
            data["seen_by"] = list(self.seen_by)
        return data

    @staticmethod
    def from_data(data: dict[str, Any]) -> LogEntry:
        return LogEntry(
            kind=str(data["kind"]),
            seat=data.get("seat"),
            values=dict(data.get("values", {})),
            rule=data.get("rule"),
            text=str(data.get("text", "")),
            seen_by=tuple(data["seen_by"]) if data.get("seen_by") is not None else None,
        )

    def __str__(self) -> str:
        head = f"[{self.seat}] " if self.seat else ""
        body = self.text or " ".join(f"{key}={value}" for key, value in self.values.items())
        tail = f"  ({self.rule})" if self.rule else ""
        return f"{head}{self.kind}: {body}{tail}"


class MissingValue(KeyError):
    """A value a sentence needs is not in the entry (or is None where a seat is needed):
    the entry is then shown as its structured text."""


class EntryValues:
    """An entry's values as a narration template reads them: a missing one raises
    :class:`MissingValue`. Each game adds what its sentences need (names, titles)."""

    def __init__(self, entry: LogEntry) -> None:
        self.entry = entry

    def __getitem__(self, key: str) -> Any:
        if key not in self.entry.values:
            raise MissingValue(key)
        return self.entry.values[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.entry.values.get(key, default)
