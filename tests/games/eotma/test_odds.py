"""The year-card deck's odds (interpretation:EOTMA-6, EOTMA-66): a higher effectiveness
rating is never worse, and the odds the explanations show are what the rule does."""

from __future__ import annotations

from collections import Counter

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.games.eotma.explain import odds, shares
from hegemon.games.eotma.module import RULES
from tests.games.eotma.helpers import content, new_game

RATINGS = range(-8, 18)
"""Every band of the deck, with ratings below and above its printed numbers."""
ENDEAVOURS = ("conquest", "pillage", "diplomacy", "fortification", "ruling")
DEFENDED = ("conquest", "pillage")
FAVOURABLE_LEVELS: dict[str, tuple[frozenset[str], ...]] = {
    "conquest": (frozenset({"C"}),),
    "pillage": (frozenset({"G", "-1>"}),),
    "diplomacy": (frozenset({"C"}), frozenset({"C", "T"})),
    "fortification": (frozenset({"F"}),),
    "ruling": (frozenset({"+1"}),),
}
"""Per endeavour, each favourable result with every better one (interpretation:EOTMA-66):
a diplomatic conquest is worth more than a tie; pillage's plunder gold and the target's
lost level are not ranked against each other."""
SETBACK = "-1<"


def chances(kind: str, defended: bool, codes: frozenset[str]) -> list[int]:
    deck = content()
    return [sum(odds(deck, kind, rating, defended)[code] for code in codes) for rating in RATINGS]


CASES = [
    (kind, defended)
    for kind in ENDEAVOURS
    for defended in (False, True)
    if not defended or kind in DEFENDED
]


@pytest.mark.parametrize(("kind", "defended"), CASES)
def test_a_favourable_result_never_grows_rarer_as_the_rating_rises(
    kind: str, defended: bool
) -> None:
    for level in FAVOURABLE_LEVELS[kind]:
        counts = chances(kind, defended, level)
        falls = [
            (rating, before, after)
            for rating, before, after in zip(RATINGS[1:], counts, counts[1:], strict=False)
            if after < before
        ]
        assert not falls, f"{kind} {sorted(level)}: (rating, cards before, cards at it) {falls}"


@pytest.mark.parametrize(("kind", "defended"), CASES)
def test_a_setback_never_grows_likelier_as_the_rating_rises(kind: str, defended: bool) -> None:
    counts = chances(kind, defended, frozenset({SETBACK}))
    rises = [
        (rating, before, after)
        for rating, before, after in zip(RATINGS[1:], counts, counts[1:], strict=False)
        if after > before
    ]
    assert not rises, f"{kind}: (rating, cards before, cards at it) {rises}"


def test_every_result_of_the_deck_is_counted_once() -> None:
    deck = content()
    for kind in ENDEAVOURS:
        for rating in RATINGS:
            assert sum(odds(deck, kind, rating).values()) == len(deck.year_cards)


# -- the explained odds are what the rule does -------------------------------------------

SEATS = ["france", "england"]
CASES_PLAYED = {
    "conquest": ("Normandy", "Wessex"),
    "pillage": ("Normandy", "Wessex"),
    "diplomacy": ("Ile-de-France", "Brittany"),
    "fortification": ("Champagne", "Champagne"),
    "ruling": ("Champagne", "Champagne"),
}


def announced(
    kind: str, extra: int, defend: bool, oppose: int, card: str | None = None
) -> tuple[Game, tuple[str, Action]]:
    """A fresh game where France has undertaken ``kind`` and everything up to the last
    announcement (France's gold, or England's opposing gold) is made; that last one is
    returned, not applied. ``card`` is forced on top of France's hand first."""
    game = new_game("millennium", 0, SEATS)
    state = game.state
    base, target = CASES_PLAYED[kind]
    for name in {base, target}:
        state["areas"][name].update(social_state=0, unrest=False)
    if card is not None:
        hand = state["year_cards"]["hands"]["france"]
        for pile in (hand, state["year_cards"]["deck"], state["year_cards"]["hands"]["england"]):
            if card in pile:
                pile.remove(card)
        hand.insert(0, card)
    game.apply("france", Action("endeavour", (kind, base, target)))
    if kind in DEFENDED:
        game.apply("england", Action("defend", defend))
    last = ("france", Action("gold", extra))
    if defend:
        game.apply(*last)
        last = ("england", Action("oppose", oppose))
    return game, last


def played(kind: str, card: str, extra: int, defend: bool, oppose: int) -> tuple[str, Game]:
    """Undertake an endeavour with ``card`` forced on top of the hand, through the real
    rule; what it did, read from the board and the log."""
    game, last = announced(kind, extra, defend, oppose, card)
    game.apply(*last)
    base, target = CASES_PLAYED[kind]
    entries = list(game.entries)
    (entry,) = (e for e in entries if e.kind == "endeavour" and e.seat == "france")
    after = game.state["areas"]
    if entry.values["cancelled"]:
        return "cancelled", game
    if kind == "conquest":
        return ("C" if after[target]["partial_conquest"] else "none"), game
    if kind == "pillage":
        if after[target]["social_state"] < 0:
            return "-1>", game
        if after[base]["social_state"] < 0:
            return "-1<", game
        loot = [
            e
            for e in entries
            if e.kind == "gold" and e.values.get("purpose") == "pillage" and e.values["change"] >= 0
        ]
        return ("G" if loot else "none"), game
    if kind == "diplomacy":
        if after[target]["owner"] == "france":
            return "C", game
        return ("T" if "france" in after[target]["ties"] else "none"), game
    if kind == "fortification" and after[target]["fortification"] > 0:
        return "F", game
    change = after[target]["social_state"]
    return {1: "+1", -1: "-1<"}.get(change, "none"), game


SETTINGS = [
    ("conquest", 0, False, 0),
    ("conquest", 4, False, 0),
    ("conquest", 0, True, 0),
    ("conquest", 0, True, 3),
    ("pillage", 0, False, 0),
    ("pillage", 0, True, 4),
    ("pillage", 3, True, 0),
    ("diplomacy", 0, False, 0),
    ("diplomacy", 6, False, 0),
    ("fortification", 0, False, 0),
    ("fortification", 5, False, 0),
    ("ruling", 0, False, 0),
    ("ruling", 3, False, 0),
]


@pytest.mark.parametrize(("kind", "extra", "defend", "oppose"), SETTINGS)
def test_the_explained_odds_are_the_counts_of_every_card_played_through_the_rule(
    kind: str, extra: int, defend: bool, oppose: int
) -> None:
    deck = content()
    observed: Counter[str] = Counter()
    ratings = set()
    for card in deck.year_cards:
        result, game = played(kind, card, extra, defend, oppose)
        observed[result] += 1
        (entry,) = (e for e in game.entries if e.kind == "endeavour")
        ratings.add(entry.values["rating"])
    (rating,) = ratings
    assert observed == +odds(deck, kind, rating, defended=defend)
    # what the player is shown before announcing the last gold: the same shares
    game, last = announced(kind, extra, defend, oppose)
    lines = RULES.explain_action(game.state, last[0], last[1])
    assert lines[0] == shares(observed)
