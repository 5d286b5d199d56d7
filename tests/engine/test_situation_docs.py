"""docs/verbs-and-log-<game>.md lists every verb a game offers and every log kind it writes,
and nothing else, so that a situation writer never has to read the source."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from hegemon.engine import rules as rules_registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["eotma", "eupop"]
KERNEL_KINDS = {"roll", "shuffle", "random"}
"""Kinds the game handle writes for a game (Game.roll, shuffle, choose_at_random, ...)."""

_VERB = re.compile(r'(?:\bAction|_actions)\(\s*"([a-z_]+)"')
"""A verb in the source: ``Action("verb", ...)`` or a helper ``..._actions("verb", ...)``."""
_KIND = re.compile(r'\.log\(\s*"([a-z_]+)"')
_ROW = re.compile(r"^\| `([a-z_]+)` \|", re.MULTILINE)


def _source(game: str) -> str:
    folder = ROOT / "src" / "hegemon" / "games" / game
    return "\n".join(file.read_text("utf-8") for file in sorted(folder.rglob("*.py")))


def _documented(game: str, section: str) -> set[str]:
    """The names in the first column of the tables of a section of the game's document."""
    text = (ROOT / "docs" / f"verbs-and-log-{game}.md").read_text("utf-8")
    body = text.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    return set(_ROW.findall(body))


@pytest.mark.parametrize("game", GAMES)
def test_every_verb_of_the_source_is_documented_and_no_other(game: str) -> None:
    offered = set(_VERB.findall(_source(game)))
    documented = _documented(game, "Verbs")
    assert sorted(offered - documented) == []
    assert sorted(documented - offered) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_log_kind_of_the_source_is_documented_and_no_other(game: str) -> None:
    written = set(_KIND.findall(_source(game)))
    documented = _documented(game, "Log entries")
    assert sorted(written - documented) == []
    assert sorted(documented - written - KERNEL_KINDS) == []


def test_the_eotma_document_lists_some_of_each() -> None:
    assert {"endeavour", "gold", "oppose", "tax_area"} <= _documented("eotma", "Verbs")
    assert {"endeavour", "rebellion_check", "roll"} <= _documented("eotma", "Log entries")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_eotma_games_offer_and_log_only_documented_names(seed: int) -> None:
    rules = rules_registry.load("eotma")
    verbs = _documented("eotma", "Verbs")
    kinds = _documented("eotma", "Log entries")
    chooser = random.Random(seed)
    game = rules.setup(seed=seed)
    seen_verbs: set[str] = set()
    seen_kinds = {entry.kind for entry in game.entries}
    while (decision := game.decision()) is not None:
        seen_verbs.update(action.verb for action in decision.actions)
        game.entries = []
        game.apply(decision.seat, chooser.choice(decision.actions))
        seen_kinds.update(entry.kind for entry in game.entries)
    assert sorted(seen_verbs - verbs) == []
    assert sorted(seen_kinds - kinds) == []
    assert {"endeavour", "end_turn"} <= seen_verbs and "round" in seen_kinds
