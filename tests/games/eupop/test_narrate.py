"""What a player reads of eupop's setup log: no deck mechanics, cards by their titles."""

from __future__ import annotations

from hegemon.engine.log import LogEntry
from hegemon.games.eupop.module import RULES


def test_setup_narrates_the_cards_drawn_and_hides_the_shuffles() -> None:
    game = RULES.setup(seed=1)
    lines = [line for line in (RULES.narrate(entry) for entry in game.entries) if line]
    assert "Drawn at random for the economic milestone: Prosperous Towns (I)" in lines
    assert "Drawn at random for the power struggle: Hussite Question" in lines
    # every secondary effect is built: no Age 1 event is left out
    assert not any(line.startswith("Left out of the Age 1 events") for line in lines)
    assert not any("shuffle" in line or "purpose=" in line for line in lines)
    assert any(entry.kind == "shuffle" for entry in game.entries)


def test_an_entry_it_does_not_know_keeps_its_structured_text() -> None:
    entry = LogEntry("no_such_kind", values={"purpose": "x", "sides": 6, "result": 3})
    assert RULES.narrate(entry) == str(entry)
