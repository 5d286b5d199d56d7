"""A drawn action card is told once to each seat: its drawer reads the card, every other
seat only the deck (eupop-aid B. Draw Action Cards; interpretation:EUPOP-R2)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.log import LogEntry
from hegemon.games.eupop.module import RULES


@pytest.mark.rule("eupop-aid:B. Draw Action Cards", "interpretation:EUPOP-R2")
def test_the_drawer_reads_the_card_and_the_others_the_deck() -> None:
    game = RULES.setup("six_crowns", seed=1)
    before = len(game.entries)
    game.apply("castile", Action("draw_from", "military"))
    drawn = game.entries[before:]
    mine = [entry.kind for entry in LogEntry.seen(drawn, "castile")]
    theirs = [entry.kind for entry in LogEntry.seen(drawn, "france")]
    assert mine == ["action_card_drawn"]
    assert theirs == ["action_card_drawn_from"]
