"""Decisions a seat may have nothing to answer: the engine asks them only when it has."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.games.eotma.module import RULES
from tests.games.eotma.helpers import content


def _asked(game: Game) -> tuple[str, str | None, str | None]:
    """Who the pending decision asks, and the procedure and step asking it."""
    decision = game.decision()
    assert decision is not None
    return decision.seat, decision.procedure, decision.step


@pytest.mark.rule("eotma:13.0", "eotma:13.13")
def test_an_attack_no_one_can_defend_asks_no_defense() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    game.state["empires"]["england"]["defenses"] = content().endeavours.defenses_per_round
    game.entries.clear()
    game.apply("france", Action("endeavour", ("conquest", "Normandy", "Wessex")))
    assert [entry for entry in game.entries if entry.seat == "england"] == []
    assert _asked(game) == ("france", "conquest", "ask_gold")


@pytest.mark.rule("eotma:13.0")
def test_an_attack_that_can_be_defended_asks_the_defender_first() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    game.apply("france", Action("endeavour", ("conquest", "Normandy", "Wessex")))
    assert _asked(game) == ("england", "conquest", "ask_defend")


@pytest.mark.rule("eotma:12.2", "interpretation:EOTMA-20")
def test_an_opponent_without_gold_is_not_asked_to_spend_it() -> None:
    game = RULES.setup("millennium", 0, seats=["france", "england"])
    game.state["empires"]["england"]["gold"] = 0
    game.apply("france", Action("endeavour", ("diplomacy", "Ile-de-France", "Mercia")))
    game.apply("france", Action("gold", 0))
    assert "endeavour" in [entry.kind for entry in game.entries]
    assert _asked(game) == ("france", "player_turn", "ask_choice")
