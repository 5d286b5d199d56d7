"""Covert actions: played face down, hidden from the other seats' views and logs until
revealed, countered by Counterespionage (interpretation:EUPOP-K2, EUPOP-K3, EUPOP-K5)."""

from __future__ import annotations

import json

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.log import LogEntry
from hegemon.engine.secrets import secrets_problems
from hegemon.engine.serial import State
from tests.games.eupop.cards.helpers import WIRED, act, prepared, take_from_decks

COVERT = "d1_spy_network"
"""Covert, 0 ducats + 0 diplomatic power: gain 3 administrative power."""
COUNTER = "d1_counterespionage"
"""Reaction, 4 ducats + 3 diplomatic power: lose 2 ducats; unrest in Misr (France owns no
province there, so that part is ignored)."""


def _seen_by(game: Game, seat: str) -> str:
    view = WIRED.view(game.state, seat)
    log = [str(entry) for entry in LogEntry.seen(game.entries, seat)]
    decision = game.decision()
    asked = repr(decision) if decision is not None and decision.seat == seat else ""
    return json.dumps(view, default=str) + json.dumps(log) + asked


def _played(card: str, france_hand: list[str]) -> tuple[Game, State]:
    """Castile plays the card from its turn's menu, as in a game (a case's caller would
    keep the card in its own frame)."""
    state = prepared()
    take_from_decks(state, "castile", [card])
    take_from_decks(state, "france", france_hand)
    state["stack"] = [frame("realm_turn", {"seat": "castile", "mode": "normal"})]
    game = WIRED.resume(state)
    game.advance()
    act(game, "castile", "play_action_card", card)
    return game, state


def test_a_covert_card_is_hidden_from_the_other_seat_until_revealed() -> None:
    game, _ = _played(COVERT, [])
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    assert decision.step == "ask_counter"
    assert [a.verb for a in decision.actions] == ["no_counter"]
    assert COVERT not in _seen_by(game, "france")
    assert COVERT in _seen_by(game, "castile")
    played = [e for e in game.entries if e.kind == "covert_played"]
    assert [dict(e.values) for e in played] == [{"deck": "diplomatic"}]
    act(game, "france", "no_counter", None)
    assert COVERT in _seen_by(game, "france")
    mat = game.state["players"]["castile"]
    assert mat["monarch_power"]["administrative"] == 8
    assert game.state["decks"]["action_discards"]["diplomatic"] == [COVERT]
    revealed = [dict(e.values) for e in game.entries if e.kind == "covert_revealed"]
    assert revealed == [{"card": COVERT, "countered_by": None}]


def test_the_other_seat_is_asked_the_same_whatever_it_holds() -> None:
    with_card, _ = _played(COVERT, [COUNTER])
    without, _ = _played(COVERT, ["a1_tax_reform"])
    for game in (with_card, without):
        decision = game.decision()
        assert decision is not None and (decision.seat, decision.step) == ("france", "ask_counter")
    assert _seen_by(with_card, "castile") == _seen_by(without, "castile")


def test_counterespionage_counters_a_covert_action() -> None:
    game, _ = _played(COVERT, [COUNTER])
    decision = game.decision()
    assert decision is not None
    assert [(a.verb, a.argument) for a in decision.actions] == [
        ("counter_covert", COUNTER),
        ("no_counter", None),
    ]
    assert (
        decision.actions[0].label == "Counter with Counterespionage: 4 ducats + 3 diplomatic power"
    )
    act(game, "france", "counter_covert", COUNTER)
    castile, france = (game.state["players"][realm] for realm in ("castile", "france"))
    assert castile["monarch_power"]["administrative"] == 5  # no gain: countered
    assert castile["monarch_power"]["diplomatic"] == 5  # its price (0) paid all the same
    assert france["monarch_power"]["diplomatic"] == 2
    assert france["ducats"] == 10 - 4 - 2
    assert game.state["decks"]["action_discards"]["diplomatic"] == [COUNTER, COVERT]
    revealed = [dict(e.values) for e in game.entries if e.kind == "covert_revealed"]
    assert revealed == [{"card": COVERT, "countered_by": "france"}]
    countered = [dict(e.values) for e in game.entries if e.kind == "covert_countered"]
    assert countered == [
        {"card": COUNTER, "player": "castile", "ducats": 4, "power": 3},
    ]


def test_a_realm_may_let_a_covert_action_pass_and_keep_its_card() -> None:
    game, _ = _played(COVERT, [COUNTER])
    act(game, "france", "no_counter", None)
    assert game.state["players"]["castile"]["monarch_power"]["administrative"] == 8
    assert game.state["players"]["france"]["hand"] == [COUNTER]
    assert game.state["players"]["france"]["ducats"] == 10


def test_counterespionage_the_realm_cannot_pay_is_not_offered() -> None:
    state = prepared()
    state["players"]["france"]["ducats"] = 3
    take_from_decks(state, "castile", [COVERT])
    take_from_decks(state, "france", [COUNTER])
    state["stack"] = [frame("realm_turn", {"seat": "castile", "mode": "normal"})]
    game = WIRED.resume(state)
    game.advance()
    act(game, "castile", "play_action_card", COVERT)
    decision = game.decision()
    assert decision is not None
    assert [a.verb for a in decision.actions] == ["no_counter"]


@pytest.mark.rule(
    "eupop-bots:COVERT ACTIONS", "interpretation:EUPOP-K3", "interpretation:EUPOP-BOT-75"
)
def test_a_covert_card_marrying_a_bot_realm_marries_it_unasked() -> None:
    rules = WIRED.with_content(
        {"cards/actions/cards/9/effects": [{"gain_ducats": 1}, {"gain_royal_marriage": "england"}]}
    )
    state = prepared()
    card = rules.content.actions.cards[9]
    assert card.kind == "covert" and state["realms"]["england"]["player"] == "bot"
    take_from_decks(state, "castile", [card.id])
    local = {"seat": "castile", "argument": card.id}
    state["stack"] = [frame("situation", {"procedure": "play_action_card", "local": local})]
    game = rules.resume(state)
    game.advance()
    act(game, "france", "no_counter", None)
    # England, a Bot, is never asked: the card's play is over
    assert [each["procedure"] for each in game.state["stack"]] == ["situation"]
    assert "england" in game.state["realms"]["castile"]["marriages"]
    assert "castile" in game.state["realms"]["england"]["marriages"]


def test_the_kernels_secrets_check_finds_nothing_around_a_covert_play() -> None:
    """Three seats, so that the face-down card can be exchanged with other hands' cards."""
    state = prepared(("castile", "france", "england"))
    take_from_decks(state, "castile", [COVERT, "a1_tax_reform"])
    take_from_decks(state, "france", [COUNTER, "a1_centralization"])
    take_from_decks(state, "england", ["m1_levies"])
    state["stack"] = [frame("realm_turn", {"seat": "castile", "mode": "normal"})]
    game = WIRED.resume(state)
    game.advance()
    (play,) = [a for a in game.decision().actions if a.argument == COVERT]  # type: ignore[union-attr]
    assert secrets_problems(WIRED, game.state, 1, ("castile", play)) == []
    game.apply("castile", play)
    let_pass = Action("no_counter", None, "")
    assert secrets_problems(WIRED, game.state, 1, ("france", let_pass)) == []
    act(game, "france", "no_counter", None)
    assert COVERT not in _seen_by(game, "england")
    assert secrets_problems(WIRED, game.state, 1, ("england", let_pass)) == []
