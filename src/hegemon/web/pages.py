"""What the server sends a seat (or a spectator) about a live game: only what
docs/hidden-information.md lets it know — its view, its own decision, the log it may read."""

from __future__ import annotations

import importlib
import importlib.util
import re
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match
from hegemon.engine.rules import RulesModule

LOG_SHOWN = 200
"""How many of the latest log sentences a page state carries when not asked from where."""


def action_data(action: Action) -> dict[str, Any]:
    """An action as the page shows and sends it back: verb, argument (a list for a tuple)
    and label."""
    return {**action.to_data(), "label": str(action)}


def decision_data(decision: Decision | None, seat: str | None) -> dict[str, Any] | None:
    """The pending decision as ``seat`` may see it: whole when it is its own; only whose
    it is otherwise (another seat's prompt and options are that seat's)."""
    if decision is None:
        return None
    if decision.seat != seat:
        return {
            "seat": decision.seat,
            "prompt": f"waiting for {decision.seat}",
            "yours": False,
            "actions": [],
        }
    return {
        "seat": decision.seat,
        "prompt": decision.prompt,
        "yours": True,
        "actions": [action_data(action) for action in decision.actions],
    }


FORMULA = re.compile(r"\s*\$([^$]*)\$\s*")
"""A formula left in a section heading where the rule documents had a token's icon."""


def readable_rule(ref: str | None) -> str | None:
    """A rule reference as a reader sees it: the icons' leftovers in section headings
    (``$\\times$`` and the like) shown as a multiplication sign or dropped."""
    if ref is None:
        return None
    return FORMULA.sub(lambda found: " × " if "times" in found.group(1) else " ", ref).strip()


def log_line(rules: RulesModule, entry: LogEntry) -> dict[str, Any] | None:
    """One log entry as a sentence with its rule reference; None for an entry the game
    keeps out of a running log (an empty sentence)."""
    text = rules.narrate(entry)
    if not text:
        return None
    return {"text": text, "rule": readable_rule(entry.rule), "seat": entry.seat}


class Narration:
    """The sentences of a match's log a seat may read, kept as the log grows so a page
    state does not narrate the whole log again; cleared when the log shrinks (undo)."""

    def __init__(self) -> None:
        self.read: dict[str | None, int] = {}
        self.lines: dict[str | None, list[dict[str, Any]]] = {}

    def clear(self) -> None:
        self.read.clear()
        self.lines.clear()

    def for_seat(self, match: Match, seat: str | None) -> list[dict[str, Any]]:
        log = match.log
        read = self.read.get(seat, 0)
        if read > len(log):
            read = 0
            self.lines.pop(seat, None)
        lines = self.lines.setdefault(seat, [])
        for entry in log[read:]:
            if entry.visible_to(seat):
                line = log_line(match.rules, entry)
                if line is not None:
                    lines.append({"number": len(lines), **line})
        self.read[seat] = len(log)
        return lines


def has_map(rules: RulesModule) -> bool:
    """Whether the game draws its map (``hegemon.games.<game>.render``, decision 0102)."""
    return importlib.util.find_spec(f"hegemon.games.{rules.name}.render") is not None


def map_svg(rules: RulesModule, state: dict[str, Any]) -> str:
    """The game's map of ``state`` (a seat's view, or a finished game's state) as SVG; a
    short SVG saying so for a game without a drawing."""
    if not has_map(rules):
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60">'
            f'<text x="10" y="35">{rules.title} has no map drawing</text></svg>'
        )
    drawer = importlib.import_module(f"hegemon.games.{rules.name}.render")
    svg: str = drawer.render_svg(getattr(rules, "content", None), state)
    return svg


def since_index(lines: list[dict[str, Any]], since: int | None) -> int:
    """Where the log sent starts: ``since`` when given (within the log), else the last
    :data:`LOG_SHOWN` sentences."""
    if since is None:
        return max(0, len(lines) - LOG_SHOWN)
    return min(max(since, 0), len(lines))
