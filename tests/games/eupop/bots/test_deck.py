"""The Bot deck: drawing and paying for a card, its discard icon, which action it runs,
where it goes once used, the phase-5 reshuffle and the new Age's deck (eupop-bots BOT
CARDS, THE ANATOMY OF A BOT CARD, CHOICE PROCESSES, END OF AGE ROUTINE; EUPOP-BOT-1, 2,
56, 57)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.deck import (
    age_cards,
    card_action,
    discard_icon,
    draw,
    finish_card,
    reset,
    reshuffle,
    take_card,
)
from hegemon.games.eupop.bots.power import Paid
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war

AGE_ONE = sorted(set(range(1, 25)) - {7, 8, 20})
"""Poland's Bot cards in Age I (bots.yaml removes 7, 8 and 20)."""


def poland(top: list[int] | None = None, available: int = 9) -> Game:
    """Margrave with Brandenburg human: Poland, a Bot, its deck with ``top`` on top and
    this much Available Bot Power (the rest of its cubes in its supply); an empty log."""
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    mat = state["bots"]["poland"]
    if top is not None:
        mat["deck"] = top + [card for card in mat["deck"] if card not in top]
    state["supply"]["poland"]["cubes"] += mat["power"]["available"] - available
    mat["power"]["available"] = available
    game = RULES.resume(state)
    game.entries = []
    return game


@pytest.mark.rule("eupop-bots:BOT CARDS")
def test_drawing_takes_the_top_card_and_none_from_an_empty_deck() -> None:
    game = poland(top=[12])
    assert not game.revealed
    assert draw(game, "poland") == 12
    assert game.revealed  # a card of the hidden deck is shown: undo and secrets checks know
    mat = game.state["bots"]["poland"]
    assert (mat["card"], len(mat["deck"])) == (12, 20)
    finish_card(game, "poland", "colonize")
    mat["used"] += mat["deck"]
    mat["deck"] = []
    assert draw(game, "poland") is None
    assert mat["card"] is None
    assert RULES.invariants(game.state) == []


@pytest.mark.rule(
    "eupop-bots:BOT CARDS", "eupop-bots:THE ANATOMY OF A BOT CARD", "interpretation:EUPOP-BOT-1"
)
def test_taking_a_card_pays_its_cost_and_discards_for_its_icon() -> None:
    game = poland(top=[5])
    taken = take_card(game, "poland")
    assert taken is not None
    assert (taken.card.id, taken.paid, taken.discarded) == (5, Paid(3, 0), "m1_fortify")
    state = game.state
    assert state["bots"]["poland"]["power"] == {"available": 6, "spent": 3}
    assert state["decks"]["actions"]["military"][0] == "m1_levies"
    assert state["decks"]["action_discards"]["military"] == ["m1_fortify"]
    [entry] = [entry for entry in game.entries if entry.kind == "bot_card"]
    assert dict(entry.values) == {
        "turn": 0,
        "card": 5,
        "first": "diplomacy",
        "second": None,
        "war": "military",
        "cost": 3,
        "paid": 3,
        "short": 0,
        "discarded": "m1_fortify",
    }


@pytest.mark.rule("eupop-bots:BOT CARDS", "interpretation:EUPOP-BOT-2")
def test_a_card_costing_more_than_the_bot_has_takes_what_is_left() -> None:
    game = poland(top=[6], available=1)
    taken = take_card(game, "poland")
    assert taken is not None
    assert (taken.paid, taken.discarded) == (Paid(paid=1, short=2), None)
    assert game.state["bots"]["poland"]["power"] == {"available": 0, "spent": 1}


@pytest.mark.rule("eupop-bots:THE ANATOMY OF A BOT CARD", "interpretation:EUPOP-BOT-1")
def test_the_discard_icon_does_nothing_on_an_empty_action_deck() -> None:
    game = poland()
    decks = game.state["decks"]
    decks["action_discards"]["administrative"] = decks["actions"]["administrative"]
    decks["actions"]["administrative"] = []
    before = list(decks["action_discards"]["administrative"])
    assert discard_icon(game, 9) is None
    assert decks["actions"]["administrative"] == []
    assert decks["action_discards"]["administrative"] == before
    assert discard_icon(game, 10) is None


@pytest.mark.rule("eupop-bots:BOT CARDS", "interpretation:EUPOP-BOT-56")
def test_a_card_used_for_focus_is_set_aside_the_others_used() -> None:
    game = poland(top=[16, 18, 2])
    mat = game.state["bots"]["poland"]
    for used_for in ("focus_economic", "convert", None):
        draw(game, "poland")
        finish_card(game, "poland", used_for)
    assert (mat["set_aside"], mat["used"], mat["card"]) == ([16], [18, 2], None)
    assert [entry.values["pile"] for entry in game.entries if entry.kind == "bot_card_used"] == [
        "set_aside",
        "used",
        "used",
    ]


@pytest.mark.rule(
    "eupop-bots:BOT CARDS", "eupop-aid:Reshuffling Bot Deck (p. 3)", "interpretation:EUPOP-BOT-56"
)
def test_the_reshuffle_returns_events_ideas_and_half_the_rest_rounded_up() -> None:
    game = poland()
    mat = game.state["bots"]["poland"]
    used = [1, 24, 2, 3, 4, 5, 6, 9, 10]
    mat["used"] = used
    mat["set_aside"] = [16]
    mat["deck"] = [card for card in AGE_ONE if card not in [*used, 16]]
    reshuffle(game, "poland")
    assert (mat["used"], mat["set_aside"]) == ([], [16])
    assert len(mat["removed"]) == 3
    assert set(mat["removed"]) < {2, 3, 4, 5, 6, 9, 10}
    assert {1, 24} < set(mat["deck"])
    assert sorted(mat["deck"]) == sorted(set(AGE_ONE) - {16, *mat["removed"]})
    assert len(mat["deck"]) == 17
    [entry] = [entry for entry in game.entries if entry.kind == "bot_deck_reshuffled"]
    assert dict(entry.values) == {"back": 6, "removed": 3, "set_aside": 1, "count": 17}
    assert RULES.invariants(game.state) == []


@pytest.mark.rule("eupop-bots:END OF AGE ROUTINE", "interpretation:EUPOP-BOT-57")
def test_a_new_age_resets_the_deck_to_that_ages_cards_only() -> None:
    game = poland()
    mat = game.state["bots"]["poland"]
    mat["set_aside"] = [mat["deck"].pop()]
    mat["removed"] = [mat["deck"].pop()]
    mat["used"] = [mat["deck"].pop()]
    reset(game, "poland", 2)
    assert sorted(mat["deck"]) == sorted(set(range(1, 25)) - {8, 9, 22, 24})
    assert (mat["used"], mat["set_aside"], mat["removed"], mat["card"]) == ([], [], [], None)
    assert age_cards(content_of(game), "poland", 2) == sorted(mat["deck"])
    game.state["round"]["age"] = 2
    assert RULES.invariants(game.state) == []


@pytest.mark.rule("eupop-bots:BOT CARDS", "eupop-bots:CHOICE PROCESSES")
def test_at_war_a_card_with_a_war_action_runs_it_instead_of_the_top_ones() -> None:
    game = poland()
    state, content = game.state, content_of(game)
    assert card_action(state, content, "poland", 15) == "convert"
    assert card_action(state, content, "poland", 15, first_failed=True) == "papal_curia"
    start_war(state, "poland", ["hungary"])
    assert card_action(state, content, "poland", 15) == "military"
    assert card_action(state, content, "poland", 15, first_failed=True) is None
    assert card_action(state, content, "poland", 16) == "convert"
    assert card_action(state, content, "poland", 16, first_failed=True) == "focus_economic"


@pytest.mark.rule("eupop-bots:CHOICE PROCESSES", "eupop-aid:At War?", "eupop-bots:BOT CARDS")
def test_a_war_only_with_realms_whose_provinces_are_all_occupied_counts_as_peace() -> None:
    game = poland()
    state, content = game.state, content_of(game)
    start_war(state, "poland", ["hungary"])
    for province in ("Buda", "Pressburg"):
        state["map"]["provinces"][province]["occupier"] = "poland"
    assert card_action(state, content, "poland", 5) == "military"
    state["map"]["provinces"]["Zagreb"]["occupier"] = "poland"
    assert card_action(state, content, "poland", 5) == "diplomacy"
    for province in ("Buda", "Pressburg", "Zagreb"):
        state["map"]["provinces"][province]["occupier"] = None
        set_owner(state, province, "poland")
    assert card_action(state, content, "poland", 5) == "diplomacy"
