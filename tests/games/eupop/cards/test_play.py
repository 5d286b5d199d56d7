"""Playing an action card as the turn's action: the menu's offers with their price, the
price paid, the effects applied through the effect table and the card discarded to its
deck's pile (interpretation:EUPOP-K1)."""

from __future__ import annotations

from hegemon.engine.flow import frame
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules import cards
from hegemon.games.eupop.rules.cards.costs import card_cost
from tests.games.eupop.cards.helpers import WIRED, prepared, run, take_from_decks


def test_an_action_card_is_paid_applied_and_discarded() -> None:
    state = prepared()
    take_from_decks(state, "castile", ["a1_tax_reform"])
    game = run(state, "play_action_card", "castile", argument="a1_tax_reform")
    mat = game.state["players"]["castile"]
    assert mat["ducats"] == 10 - 2 + 8
    assert mat["monarch_power"]["administrative"] == 3
    assert mat["hand"] == []
    assert game.state["decks"]["action_discards"]["administrative"] == ["a1_tax_reform"]
    played = [e for e in game.entries if e.kind == "action_card_played"]
    assert [dict(e.values) for e in played] == [{"card": "a1_tax_reform", "ducats": 2, "power": 2}]


def test_the_menu_lists_each_payable_built_card_once_with_its_price() -> None:
    state = prepared()
    take_from_decks(
        state,
        "castile",
        [
            "a1_tax_reform",
            "a1_tax_reform#2",
            "a1_land_survey",  # gain_action explore: built (issue 12), payable
            "a1_defensive_mentality",  # reaction: never the turn's action
            "m1_flanking_attack",  # battle card: chosen in battle
            "a1_public_works",  # display
            "d1_spy_network",  # covert
        ],
    )
    entries = cards.menu_entries(RULES.effect_table)
    offers = [a for entry in entries for a in entry.offers(state, RULES.content, "castile")]
    assert [(a.verb, a.argument) for a in offers] == [
        ("play_action_card", "a1_tax_reform"),
        ("play_action_card", "a1_land_survey"),
        ("play_action_card", "a1_public_works"),
        ("play_action_card", "d1_spy_network"),
    ]
    assert offers[0].label == "Play Tax Reform: 2 ducats + 2 administrative power"
    assert "charge 2 administrative power" in offers[2].label
    assert offers[3].label == "Play Spy Network (covert, face down): 0 ducats + 0 diplomatic power"


def test_a_card_the_realm_cannot_pay_is_not_offered() -> None:
    state = prepared()
    state["players"]["castile"]["ducats"] = 1
    take_from_decks(state, "castile", ["a1_tax_reform"])
    entries = cards.menu_entries(RULES.effect_table)
    assert [a for e in entries for a in e.offers(state, RULES.content, "castile")] == []


def test_the_turn_offers_the_cards() -> None:
    state = prepared()
    take_from_decks(state, "castile", ["a1_tax_reform"])
    state["stack"] = [frame("realm_turn", {"seat": "castile", "mode": "normal"})]
    game = WIRED.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None
    assert ("play_action_card", "a1_tax_reform") in [(a.verb, a.argument) for a in decision.actions]


def test_a_protestant_pays_one_power_less_for_development() -> None:
    state = prepared()
    card = action_card(RULES.content, "a3_development")
    assert card_cost(state, "castile", card) == (0, 3)
    state["realms"]["castile"]["religion"] = "protestant"
    assert card_cost(state, "castile", card) == (0, 2)


def test_an_orthodox_realm_at_stability_zero_pays_less_for_stability() -> None:
    state = prepared()
    card = action_card(RULES.content, "m1_siege_engineers")
    state["realms"]["castile"]["religion"] = "orthodox"
    state["players"]["castile"]["stability"] = 0
    assert card_cost(state, "castile", card) == (0, 2)
    state["players"]["castile"]["stability"] = 1
    assert card_cost(state, "castile", card) == (0, 3)
