"""Optional Rule 1: Secret Negotiations — a private conference's offer is kept from the
other seats: their view and the log they read do not change with what was offered
(the style of tests/games/eupop/test_hidden.py)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.games.eupop.module import RULES
from tests.games.eupop.diplomacy.support import new_game, start
from tests.games.eupop.negotiation.test_player_diplomacy import options, play


def secret_game() -> Game:
    game = new_game()
    game.state["meta"]["options"] = {"secret_negotiations": True}
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 4
    return start(game, "diplomacy", "castile", "france")


def refused(terms: list[tuple[str, Any]]) -> tuple[Game, list[LogEntry]]:
    """A private conference with the terms, refused; the handle and every entry logged."""
    game = secret_game()
    entries = list(game.entries)
    play(game, "castile", "deal_confer", "private")
    for verb, argument in terms:
        play(game, "castile", verb, argument)
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_refuse", "refuse")
    return game, entries + list(game.entries)


@pytest.mark.rule("eupop-aid:Optional Rule 1: Secret Negotiations", "interpretation:EUPOP-N5")
def test_a_third_seat_reads_the_same_whatever_was_offered_in_private() -> None:
    one, one_log = refused([("deal_term", "alliance")])
    other, other_log = refused(
        [("deal_term", "marriage:diplomatic"), ("deal_term", "money:ask"), ("deal_amount", 7)]
    )
    for seat in ("england", "austria", None):
        assert RULES.view(one.state, seat) == RULES.view(other.state, seat)
        seen = [entry.to_data() for entry in LogEntry.seen(one_log, seat)]
        assert seen == [entry.to_data() for entry in LogEntry.seen(other_log, seat)]
        assert [entry["kind"] for entry in seen][-2:] == ["deal_conference", "deal_conferred"]
    mine = [entry.to_data() for entry in LogEntry.seen(one_log, "france")]
    theirs = [entry.to_data() for entry in LogEntry.seen(other_log, "france")]
    assert mine != theirs  # the partner reads the offer
    assert one.state["players"]["castile"]["monarch_power"]["diplomatic"] == 3  # the conference


@pytest.mark.rule("eupop-aid:Optional Rule 1: Secret Negotiations", "interpretation:EUPOP-N5")
def test_the_offer_under_construction_is_sealed_for_the_two_seats() -> None:
    game = secret_game()
    play(game, "castile", "deal_confer", "private")
    play(game, "castile", "deal_term", "alliance")
    frame_local = game.state["stack"][-1]["local"]
    assert sorted(frame_local["sealed"]) == ["castile", "france"]
    assert "offer" not in frame_local
    england = RULES.view(game.state, "england")
    assert "alliance" not in repr(england["stack"])
    assert "alliance" in repr(RULES.view(game.state, "france")["stack"])


@pytest.mark.rule("eupop-aid:Optional Rule 1: Secret Negotiations", "interpretation:EUPOP-N5")
def test_an_accepted_private_offer_is_carried_out_in_the_open() -> None:
    game = secret_game()
    play(game, "castile", "deal_confer", "private")
    play(game, "castile", "deal_term", "alliance")
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_accept", "accept")
    assert game.state["realms"]["castile"]["allies"] == ["france"]
    public = [entry.kind for entry in LogEntry.seen(game.entries, "england")]
    assert "deal_accepted" in public and "alliance_formed" in public


@pytest.mark.rule("eupop-aid:Optional Rule 1: Secret Negotiations", "interpretation:EUPOP-N5")
def test_without_the_option_no_conference_is_asked() -> None:
    game = start(new_game(), "diplomacy", "castile", "france")
    assert "alliance" in options(game)
