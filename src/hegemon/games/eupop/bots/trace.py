"""The Bot trace: a game's log read back as Bot turns, and each turn told line by line —
the card, every chart node with its answer and the facts behind it, the targets, the Bot
Power moved (docs/decisions/0108 §2.3; BOTS.md "the trace is the explanation").

The trace is not state: it is the log the rules write (``bot_turn``, ``bot_card``,
``bot_chart``, ``bot_step``, ``bot_chart_end``, ``bot_target``, ``bot_power``,
``bot_turn_end``; docs/verbs-and-log-eupop.md), so it reads the same from a live game, a
saved one or a replay. Reading it needs no pack: lines name nodes, facts and ids as logged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from hegemon.engine.log import LogEntry

TURN_KINDS = frozenset(
    {
        "bot_turn",
        "bot_card",
        "bot_chart",
        "bot_step",
        "bot_chart_end",
        "bot_target",
        "bot_turn_end",
    }
)
"""Entries that carry the Bot-turn number (``turn``)."""

BOT_KINDS = TURN_KINDS | {"bot_power", "bot_influence_taken", "bot_card_used"}
"""Every entry the Bot rules write for a Bot's own doings."""


@dataclass(frozen=True, slots=True)
class TurnTrace:
    """One Bot turn (or one chart walked outside a turn) and its entries, in order."""

    turn: int
    realm: str
    entries: tuple[LogEntry, ...]

    def of_kind(self, kind: str) -> list[Mapping[str, Any]]:
        return [entry.values for entry in self.entries if entry.kind == kind]

    @property
    def card(self) -> int | None:
        cards = self.of_kind("bot_card")
        return int(cards[0]["card"]) if cards else None

    @property
    def result(self) -> str | None:
        ends = self.of_kind("bot_turn_end")
        return str(ends[-1]["result"]) if ends else None


def turns(entries: Iterable[LogEntry]) -> list[TurnTrace]:
    """The Bot turns of a log. A turn runs from its ``bot_turn`` entry to its
    ``bot_turn_end`` and holds everything logged between (the battles and rolls it
    caused); entries of a turn number with no ``bot_turn`` (a chart walked alone) make a
    turn of the Bot's own entries and dice."""
    found: list[TurnTrace] = []
    key: tuple[int, str] | None = None
    held: list[LogEntry] = []
    framed = False

    def close() -> None:
        nonlocal key, held, framed
        if key is not None:
            found.append(TurnTrace(key[0], key[1], tuple(held)))
        key, held, framed = None, [], False

    for entry in entries:
        if entry.kind == "bot_turn":
            close()
            key, framed = (int(entry.values["turn"]), str(entry.seat)), True
        elif entry.kind in TURN_KINDS and entry.seat is not None and not framed:
            numbered = (int(entry.values["turn"]), str(entry.seat))
            if numbered != key:
                close()
                key = numbered
        if key is None:
            continue
        if framed or (entry.seat == key[1] and (entry.kind in BOT_KINDS or entry.kind == "roll")):
            held.append(entry)
        if entry.kind == "bot_turn_end":
            close()
    close()
    return found


def _facts(facts: Mapping[str, Any]) -> str:
    def shown(value: Any) -> str:
        return ", ".join(str(item) for item in value) if isinstance(value, list) else str(value)

    return "; ".join(f"{name} {shown(value)}" for name, value in facts.items())


def _card(values: Mapping[str, Any]) -> str:
    actions = str(values["first"])
    if values.get("second"):
        actions += f", else {values['second']}"
    if values.get("war"):
        actions += f", at war {values['war']}"
    paid = f"paid {values['paid']}" + (f", {values['short']} short" if values.get("short") else "")
    line = f"card {values['card']}: {actions}; cost {values['cost']}, {paid}"
    if values.get("discarded"):
        line += f"; discards {values['discarded']}"
    return line


def _step(values: Mapping[str, Any]) -> str:
    kind, answer, then = values["node_kind"], values["answer"], values["then"]
    if kind in ("return", "resume"):
        line = f"{values['node']} back from {values['name']}: {answer} → {then}"
    elif kind == "chart":
        line = f"{values['node']} to the {then} chart"
    else:
        line = f"{values['node']} {kind} {values['name']}: {answer} → {then}"
    if values.get("because"):
        line += f" — {values['because']}"
    if values.get("facts"):
        line += f" ({_facts(values['facts'])})"
    return line


def _target(values: Mapping[str, Any]) -> list[str]:
    lines = [f"target by the {values['chart']} chart: {values.get('chosen') or 'none valid'}"]
    for considered in values.get("path", []):
        lines.append("  " + " ".join(str(part) for part in considered if part not in (None, "")))
    return lines


def render(turn: TurnTrace) -> list[str]:
    """The turn told line by line, nested charts indented under the node that links them."""
    lines = [f"Bot turn {turn.turn}: {turn.realm}"]
    depth = 1
    for entry in turn.entries:
        values = entry.values
        pad = "  " * depth
        if entry.kind == "bot_turn":
            lines[0] += (
                f" (round {values['round']}, {values['mode']} turn; {values['available']} Bot"
                f" Power available, {values['spent']} spent)"
            )
        elif entry.kind == "bot_card":
            lines.append(pad + _card(values))
        elif entry.kind == "bot_chart":
            lines.append(pad + f"{values['title']} ({values['chart']})")
            depth += 1
        elif entry.kind == "bot_step":
            lines.append(pad + _step(values))
        elif entry.kind == "bot_chart_end":
            depth = max(1, depth - 1)
            lines.append("  " * depth + f"{values['chart']} ends: {values['result']}")
        elif entry.kind == "bot_target":
            lines.extend(pad + line for line in _target(values))
        elif entry.kind == "bot_power":
            lines.append(
                pad + f"Bot Power {values['move']} {values['amount']} for {values['reason']}:"
                f" {values['available']} available, {values['spent']} spent"
            )
        elif entry.kind == "roll":
            lines.append(pad + f"rolled {values['result']} for {values['purpose']}")
        elif entry.kind == "bot_turn_end":
            lines.append(pad + f"turn ends: {values['result']}")
    return lines


def path(turn: TurnTrace, chart: str) -> list[str]:
    """The nodes of ``chart`` the turn went through, in order (for drawing the chart)."""
    nodes: list[str] = []
    for values in turn.of_kind("bot_step"):
        if values["chart"] == chart and (not nodes or nodes[-1] != values["node"]):
            nodes.append(str(values["node"]))
    return nodes
