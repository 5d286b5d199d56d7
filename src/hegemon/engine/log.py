"""Structured log entries: what happened, to whom, with which values, under which rule.

Rules never print; they log. Front ends render entries. The log is not part of the
state (its hash and its clone cost stay independent of the game's length); the match
keeps it beside the action list.
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
        return data

    @staticmethod
    def from_data(data: dict[str, Any]) -> LogEntry:
        return LogEntry(
            kind=str(data["kind"]),
            seat=data.get("seat"),
            values=dict(data.get("values", {})),
            rule=data.get("rule"),
            text=str(data.get("text", "")),
        )

    def __str__(self) -> str:
        head = f"[{self.seat}] " if self.seat else ""
        body = self.text or " ".join(f"{key}={value}" for key, value in self.values.items())
        tail = f"  ({self.rule})" if self.rule else ""
        return f"{head}{self.kind}: {body}{tail}"
