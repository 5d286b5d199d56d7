"""Display cards: charged in full when played, at most two of different names on the mat,
one charge and the card's price per use, discarded when empty (interpretation:EUPOP-K4)."""

from __future__ import annotations

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules import cards
from tests.games.eupop.cards.helpers import WIRED, act, prepared, run, take_from_decks

WORKS = "a1_public_works"
"""Display, 2 charges; each use 0 ducats + 0 administrative power: gain 4 prestige."""
TREASURY = "a1_royal_treasury"
"""Display, 2 charges; each use 4 ducats + 2 administrative power."""
EMBASSY = "d1_grand_embassy"
"""Display, 4 charges of diplomatic power; each use 0 ducats + 3 diplomatic power."""


def _turn(state: State) -> Game:
    state["stack"] = [frame("realm_turn", {"seat": "castile", "mode": "normal"})]
    game = WIRED.resume(state)
    game.advance()
    return game


def test_a_display_card_is_charged_and_placed_on_the_mat() -> None:
    state = prepared()
    take_from_decks(state, "castile", [WORKS])
    game = run(state, "play_action_card", "castile", argument=WORKS)
    mat = game.state["players"]["castile"]
    assert mat["display"] == [WORKS]
    assert mat["display_charges"] == {WORKS: 2}
    assert mat["monarch_power"]["administrative"] == 3
    assert mat["hand"] == []
    assert mat["prestige"] == 0  # nothing happens until it is used


def test_using_a_displayed_card_exhausts_a_charge_and_applies_it_until_empty() -> None:
    state = prepared()
    take_from_decks(state, "castile", [WORKS])
    game = run(state, "play_action_card", "castile", argument=WORKS)
    state = game.state
    entries = cards.menu_entries(RULES.effect_table)
    offers = [a for e in entries for a in e.offers(state, RULES.content, "castile")]
    assert [(a.verb, a.argument) for a in offers] == [("use_display_card", WORKS)]
    assert offers[0].label == (
        "Use Public Works on display (2 charges): 0 ducats + 0 administrative power + 1 charge"
    )
    game = run(state, "use_display_card", "castile", argument=WORKS)
    mat = game.state["players"]["castile"]
    assert mat["prestige"] == 4
    assert mat["display_charges"] == {WORKS: 1}
    game = run(game.state, "use_display_card", "castile", argument=WORKS)
    mat = game.state["players"]["castile"]
    assert mat["prestige"] == 8
    assert mat["display"] == []
    assert mat["display_charges"] == {}
    assert game.state["decks"]["action_discards"]["administrative"] == [WORKS]


def test_a_use_pays_the_cards_price() -> None:
    state = prepared()
    take_from_decks(state, "castile", [TREASURY])
    game = run(state, "play_action_card", "castile", argument=TREASURY)
    game = run(game.state, "use_display_card", "castile", argument=TREASURY)
    mat = game.state["players"]["castile"]
    assert mat["monarch_power"]["administrative"] == 5 - 2 - 2
    assert mat["ducats"] == 10 - 4
    used = [dict(e.values) for e in game.entries if e.kind == "display_used"]
    assert used == [{"card": TREASURY, "ducats": 4, "power": 2, "charges_left": 1}]


def test_a_third_display_card_replaces_one_the_realm_picks() -> None:
    state = prepared()
    state["players"]["castile"]["monarch_power"]["administrative"] = 10
    take_from_decks(state, "castile", [WORKS, TREASURY, EMBASSY])
    for card in (WORKS, TREASURY):
        state = run(state, "play_action_card", "castile", argument=card).state
    game = _turn(state)
    act(game, "castile", "play_action_card", EMBASSY)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_discard"
    assert [a.argument for a in decision.actions] == [WORKS, TREASURY]
    act(game, "castile", "discard_display", WORKS)
    mat = game.state["players"]["castile"]
    assert mat["display"] == [TREASURY, EMBASSY]
    assert mat["display_charges"] == {TREASURY: 2, EMBASSY: 4}
    assert mat["monarch_power"]["diplomatic"] == 1
    assert game.state["decks"]["action_discards"]["administrative"] == [WORKS]


def test_a_card_of_a_name_on_display_replaces_that_card() -> None:
    rules = WIRED.with_content({"cards/actions/cards/4/copies": 2})
    state = rules.setup("six_crowns", seed=1, seats=["castile", "france"]).state
    state["players"]["castile"]["monarch_power"]["administrative"] = 10
    take_from_decks(state, "castile", [WORKS, f"{WORKS}#2", TREASURY])
    for card in (WORKS, TREASURY, f"{WORKS}#2"):
        local = {"seat": "castile", "argument": card}
        state["stack"] = [frame("situation", {"procedure": "play_action_card", "local": local})]
        game = rules.resume(state)
        game.advance()
        state = game.state
    mat = state["players"]["castile"]
    assert mat["display"] == [TREASURY, f"{WORKS}#2"]
    assert mat["display_charges"] == {TREASURY: 2, f"{WORKS}#2": 2}
    assert mat["monarch_power"]["administrative"] == 10 - 2 - 2 - 2
    assert state["decks"]["action_discards"]["administrative"] == [WORKS]


def test_a_display_card_needs_its_charges_in_the_pool() -> None:
    state = prepared()
    state["players"]["castile"]["monarch_power"]["diplomatic"] = 3
    take_from_decks(state, "castile", [EMBASSY])
    entries = cards.menu_entries(RULES.effect_table)
    assert [a for e in entries for a in e.offers(state, RULES.content, "castile")] == []
