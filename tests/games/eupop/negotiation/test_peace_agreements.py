"""A negotiated peace's agreed Cut ties and/or player-to-player diplomacy
(rules/negotiation/peace.py, EUPOP-N6)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.negotiation.peace import agreements
from hegemon.games.eupop.world.relations import marry
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import kinds, new_game
from tests.games.eupop.negotiation.test_player_diplomacy import options, play


def begin(game: Game) -> Game:
    """The agreements after Castile's negotiated peace with England, under the case caller."""
    local = {"proposer": "castile", "other": "england"}
    game.state["stack"] = [
        frame("situation", {"procedure": "peace_agreements", "local": local, "seat": "castile"})
    ]
    handle = RULES.resume(game.state)
    handle.entries = []
    handle.advance()
    return handle


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-N6")
def test_either_side_may_take_cut_ties_or_diplomacy_or_both() -> None:
    game = new_game()
    assert RULES.procedures.ask_step("peace_agreements", "ask_agreement")
    state, geography = game.state, content_of(game).geography
    assert agreements(state, geography, "castile", "england") == [
        "diplomacy:castile",
        "diplomacy:england",
    ]
    marry(state, "england", "portugal")
    assert agreements(state, geography, "castile", "england") == [
        "diplomacy:castile",
        "cut_ties:england",
        "diplomacy:england",
        "both:england",
    ]


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-N6")
def test_an_agreed_cut_ties_then_diplomacy_at_war() -> None:
    game = new_game()
    state = game.state
    marry(state, "england", "portugal")
    start_war(state, "england", ["ireland"])
    game = begin(game)
    assert game.decision() is not None
    play(game, "castile", "peace_agreement", "both:england")
    play(game, "england", "accept_peace_agreement", "accept")
    play(game, "england", "cut_tie", "marriage:portugal")
    assert state["realms"]["england"]["marriages"] == []
    assert "marriage:administrative" in options(game)  # at war, yet more than money
    play(game, "england", "deal_term", "marriage:administrative")
    play(game, "england", "deal_term", "propose")
    play(game, "castile", "deal_refuse", "refuse")
    assert kinds(game)[-1] == "deal_refused"
    assert state["realms"]["england"]["marriages"] == []


@pytest.mark.rule("eupop-aid:Negotiated Peace", "interpretation:EUPOP-N6")
def test_a_refused_agreement_changes_nothing() -> None:
    game = begin(new_game())
    play(game, "castile", "peace_agreement", "diplomacy:castile")
    play(game, "england", "refuse_peace_agreement", "refuse")
    assert kinds(game)[-1] == "peace_agreement_refused"
    assert state_close(game)


def state_close(game: object) -> bool:
    decision = game.decision()  # type: ignore[attr-defined]
    return decision is None or decision.prompt.endswith("ended with None")
