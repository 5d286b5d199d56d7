"""Readable log sentences: every kind the eotma rules log has one, and a few exact ones."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.log import LogEntry
from hegemon.games.eotma import narration
from hegemon.games.eotma.module import RULES
from tests.engine.dicegame import RULES as DICE_RULES

EOTMA_SOURCE = Path(narration.__file__).parent
KERNEL_KINDS = frozenset({"roll", "random", "shuffle"})
"""Kinds the kernel logs for a game's randomness (hegemon.engine.flow.Game)."""


def played_entries(seed: int) -> list[LogEntry]:
    """Every log entry of a complete game between random agents (entries kept)."""
    game = RULES.setup("millennium", seed)
    seats = game.state["meta"]["seats"]
    agents = {seat: RandomAgent(seed * 16 + index) for index, seat in enumerate(seats)}
    for _ in range(5_000):
        decision = game.decision()
        if decision is None:
            break
        action = agents[decision.seat].choose(Observation(RULES, game.state, decision))
        game.apply(decision.seat, action)
    assert game.outcome is not None
    return list(game.entries)


@pytest.fixture(scope="module")
def entries() -> list[LogEntry]:
    return [entry for seed in (1, 2, 3) for entry in played_entries(seed)]


def logged_kinds_in_source() -> set[str]:
    """The kind of every ``<x>.log("<kind>", ...)`` call under games/eotma."""
    kinds: set[str] = set()
    for path in EOTMA_SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "log"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                kinds.add(node.args[0].value)
    return kinds


def test_every_kind_logged_in_play_has_a_sentence(entries: list[LogEntry]) -> None:
    kinds = {entry.kind for entry in entries}
    assert len(kinds) > 30
    assert kinds - set(narration.TEMPLATES) == set()


def test_no_entry_of_a_played_game_falls_back(entries: list[LogEntry]) -> None:
    fallen = {entry.kind: str(entry) for entry in entries if RULES.narrate(entry) == str(entry)}
    assert fallen == {}


def test_every_kind_in_the_source_has_a_sentence() -> None:
    kinds = logged_kinds_in_source()
    assert "endeavour" in kinds
    assert (kinds | KERNEL_KINDS) - set(narration.TEMPLATES) == set()


def test_endeavour_sentence() -> None:
    entry = LogEntry(
        "endeavour",
        "leon",
        {
            "endeavour": "conquest",
            "base": "Galicia",
            "target": "Aquitaine",
            "card": "Y51",
            "rating": 5,
            "explain": "stature 5, language -1; 1 sea area → 4; gold +1 = 5",
            "result": "C",
            "cancelled": False,
        },
        "eotma:10.3",
    )
    assert RULES.narrate(entry) == (
        "Leon attempts to conquer Aquitaine from Galicia: year card Y51, rating 5 "
        "(stature 5, language -1; 1 sea area → 4; gold +1) — result C (10.3)"
    )


def test_possession_sentences() -> None:
    taken = LogEntry(
        "possession",
        "france",
        {"area": "Normandy", "previous": "england", "cause": "conquest"},
        "eotma:10.3",
    )
    assert RULES.narrate(taken) == "Normandy passes from England to France (conquest) (10.3)"
    lost = LogEntry(
        "possession",
        None,
        {"area": "Mercia", "previous": "england", "cause": "rebellion"},
        "eotma-overview:Unrest and rebellion",
    )
    assert RULES.narrate(lost) == (
        "Mercia passes from England to independence (rebellion) (Unrest and rebellion)"
    )


def test_rebellion_sentences() -> None:
    check = LogEntry(
        "rebellion_check",
        "england",
        {
            "area": "Mercia",
            "cause": "taxed for 1 gold",
            "gold": 1,
            "value": 1,
            "terms": "gold attempted +1 = 1",
            "roll": 12,
            "result": "rebellion",
        },
        "eotma-overview:Unrest and rebellion",
    )
    assert RULES.narrate(check) == (
        "England checks Mercia for rebellion (taxed for 1 gold): value 1 (gold attempted +1), "
        "roll 12 — the area rebels (Unrest and rebellion)"
    )
    rebellion = LogEntry(
        "rebellion", "empire", {"area": "Saxony", "cause": "event"}, "interpretation:EOTMA-40"
    )
    assert RULES.narrate(rebellion) == "Saxony rebels against Holy Roman Empire (event) (EOTMA-40)"


def test_missing_values_fall_back_to_the_structured_text() -> None:
    for entry in (
        LogEntry("endeavour", "france", {"endeavour": "conquest"}, "eotma:10.3"),
        LogEntry("claim", "france", {"area": "Rome"}, "interpretation:EOTMA-45"),
        LogEntry("turn", None, {"year": 1000}, "eotma-overview:Sequence of a round"),
        LogEntry("round", None, {"number": 1, "year": 1000, "order": 3}),
    ):
        assert RULES.narrate(entry) == str(entry)


def test_unknown_kind_falls_back() -> None:
    entry = LogEntry("something_new", "france", {"x": 1}, "eotma:1.0")
    assert RULES.narrate(entry) == str(entry) == "[france] something_new: x=1  (eotma:1.0)"


def test_rule_references_are_shortened() -> None:
    assert narration.short_rule("eotma:10.3") == "10.3"
    assert narration.short_rule("interpretation:EOTMA-8") == "EOTMA-8"
    assert narration.short_rule("eotma-overview:Leaders") == "Leaders"
    assert narration.short_rule(None) == ""
    entry = LogEntry("end_turn", "denmark")
    assert RULES.narrate(entry) == "Denmark ends its turn"


def test_the_kernel_default_is_the_structured_text() -> None:
    entry = LogEntry("roll", "north", {"purpose": "turn roll", "result": 4})
    assert DICE_RULES.narrate(entry) == str(entry)


def test_dice_the_next_sentence_states_and_shuffles_are_left_untold() -> None:
    generation = LogEntry(
        "roll", "france", {"purpose": "combat stature", "sides": 6, "result": [6, 6]}
    )
    check = LogEntry("roll", "france", {"purpose": "stature check", "sides": 6, "result": [3, 1]})
    shuffle = LogEntry("shuffle", None, {"purpose": "event deck", "count": 42})
    assert [RULES.narrate(entry) for entry in (generation, check, shuffle)] == ["", "", ""]
    card = LogEntry("year_card", "france", {"card": "Y04", "purpose": "conquest"})
    untaxed = LogEntry("untaxed", "france", {"area": "Champagne"})
    assert RULES.narrate(card) == RULES.narrate(untaxed) == ""
    defense = LogEntry("year_card", "england", {"card": "Y08", "purpose": "defense"})
    assert RULES.narrate(defense) == "England turns over year card Y08 for defense"
    rest = LogEntry("untaxed", "france", {"area": "Champagne", "rest": True})
    assert RULES.narrate(rest) == "France stops taxing: Champagne and the later areas stay untaxed"
    heir = LogEntry("roll", "france", {"purpose": "heir", "sides": 6, "result": 4})
    assert RULES.narrate(heir) == "France rolls 1d6 for heir: 4"


def test_the_kernel_explains_no_action_by_default() -> None:
    game = DICE_RULES.setup()
    decision = game.decision()
    assert decision is not None
    assert DICE_RULES.explain_action(game.state, decision.seat, decision.actions[0]) == []
