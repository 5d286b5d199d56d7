"""docs/verbs-and-log-<game>.md names every field of every log entry a game writes, so a
situation writer matches an entry's values without reading the source (issue 8,
"Every verb and every log entry's fields documented per game"). test_situation_docs.py
keeps the verbs and the log kinds; this keeps each kind's fields: those a ``game.log``
call names in the source, and those random games actually write (fields spread from a
record, ``**manpower``, are seen only there)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.log import LogEntry

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["eotma", "eupop"]
NOT_VALUES = {"seat", "rule", "text", "seen_by"}
"""Keywords of ``Game.log`` that are the entry's own parts, not its values."""
_ROW = re.compile(r"^\| `([a-z_]+)` \| [^|]* \| ([^|]*) \|", re.MULTILINE)
_NAME = re.compile(r"`([^`]+)`")


def documented_fields(game: str) -> dict[str, set[str]]:
    """Log kind → the names in its row's values column (``name`` or ``name: value``)."""
    text = (ROOT / "docs" / f"verbs-and-log-{game}.md").read_text("utf-8")
    body = text.split("\n## Log entries\n", 1)[1].split("\n## ", 1)[0]
    fields: dict[str, set[str]] = {}
    for kind, values in _ROW.findall(body):
        names = {name.split(":")[0].strip() for name in _NAME.findall(values)}
        fields.setdefault(kind, set()).update(names)
    return fields


def _undocumented(game: str, entries: list[tuple[str, str, str]]) -> list[str]:
    """``kind.field (where)`` for each (kind, field, where) the document does not name."""
    documented = documented_fields(game)
    return sorted(
        {
            f"{kind}.{field} ({where})"
            for kind, field, where in entries
            if field not in documented.get(kind, set())
        }
    )


def _logged_in_source(game: str) -> list[tuple[str, str, str]]:
    """(kind, field, file:line) for each keyword of each ``.log("kind", ...)`` call."""
    found = []
    folder = ROOT / "src" / "hegemon" / "games" / game
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "log"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            for keyword in node.keywords:
                if keyword.arg is not None and keyword.arg not in NOT_VALUES:
                    found.append((node.args[0].value, keyword.arg, where))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_field_a_log_call_names_is_documented_for_its_kind(game: str) -> None:
    missing = _undocumented(game, _logged_in_source(game))
    assert missing == [], f"document these fields in docs/verbs-and-log-{game}.md: {missing}"


def _played(game: str, scenario: str | None, seed: int, limit: int) -> list[LogEntry]:
    """The log of a random game (at most ``limit`` decisions)."""
    rules = rules_registry.load(game)
    chooser = random.Random(seed)
    played = rules.setup(scenario, seed=seed)
    entries = list(played.entries)
    for _ in range(limit):
        decision = played.decision()
        if decision is None:
            break
        played.entries = []
        played.apply(decision.seat, chooser.choice(decision.actions))
        entries.extend(played.entries)
    return entries


@pytest.mark.parametrize(
    ("game", "scenario", "seed", "limit"),
    [("eotma", None, 1, 5_000), ("eotma", None, 2, 5_000), ("eupop", "six_crowns", 1, 300)],
)
def test_every_field_random_games_write_is_documented_for_its_kind(
    game: str, scenario: str | None, seed: int, limit: int
) -> None:
    entries = _played(game, scenario, seed, limit)
    assert len(entries) > 100
    written = [(entry.kind, field, f"seed {seed}") for entry in entries for field in entry.values]
    missing = _undocumented(game, written)
    assert missing == [], f"document these fields in docs/verbs-and-log-{game}.md: {missing}"


def test_a_field_missing_from_its_row_is_reported() -> None:
    assert documented_fields("eotma")["tax"] == {"area", "gold"}
    written = [("tax", "area", "x"), ("tax", "gold", "x"), ("tax", "bribe", "y")]
    assert _undocumented("eotma", written) == ["tax.bribe (y)"]
