"""A marriage that ends gives back each player realm in it its own token, whoever ends it
and why (``war.calls.end_marriage``, interpretation:EUPOP-W18): a declaration on the
partner, the End of Age removal, and a peace term."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.calls import end_marriage
from tests.games.eupop.cleanup.helpers import answer, decision, set_up, start
from tests.games.eupop.tokens.helpers import (
    at_war_with_bavaria,
    relate,
    six_crowns,
    vassalize_bavaria,
)

W18 = "interpretation:EUPOP-W18"
MARRIAGES = "eupop-aid:Marriages (♠) (p. 32)"
DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
END_OF_AGE = "eupop-aid:D. End of Age Routine"
VASSALIZE = "eupop-aid:Vassalization"


def marry(state: State, one: str, other: str) -> None:
    relate(state, "marriages", one, other)


def tokens(state: State, *names: str) -> tuple[int, ...]:
    return tuple(state["supply"][name]["marriages"] for name in names)


@pytest.mark.rule(DECLARE_WAR, MARRIAGES, "interpretation:EUPOP-W11", W18)
def test_declaring_on_a_married_player_realm_gives_both_tokens_back() -> None:
    """Castile, married to England (each 2 tokens left), declares war on England: the
    marriage ends and each has 3 again."""
    state = six_crowns()
    marry(state, "castile", "england")
    state["realms"]["castile"]["casus_belli"] = ["england"]
    local = {"seat": "castile", "argument": [["england", "general"]]}
    state["stack"] = [frame("situation", {"procedure": "declare_war", "local": local})]
    RULES.resume(state).advance()
    assert state["realms"]["england"]["marriages"] == []
    assert tokens(state, "castile", "england") == (3, 3)


def married_to_france_and_scotland(prepared: State) -> None:
    """The Age ends; Castile is married to France and Scotland (1 token left), France to
    Castile (2 left)."""
    prepared["hre"]["emperor"] = None
    prepared["decks"]["events"] = prepared["decks"]["events"][:6]
    marry(prepared, "castile", "france")
    marry(prepared, "castile", "scotland")


@pytest.mark.rule(END_OF_AGE, MARRIAGES, "interpretation:EUPOP-S8", W18)
def test_the_end_of_age_removal_of_an_npr_marriage_gives_the_remover_its_token() -> None:
    state = set_up()
    game = start(state, arrange=married_to_france_and_scotland)
    answer(game, "remove_marriage", "scotland")
    assert tokens(state, "castile", "france") == (2, 2)


@pytest.mark.rule(END_OF_AGE, MARRIAGES, "interpretation:EUPOP-S8", W18)
def test_the_end_of_age_removal_of_a_player_marriage_gives_both_tokens_back() -> None:
    """Castile, with only its marriage to France left, removes it: France's token goes
    back to France too."""
    state = set_up()

    def france_only(prepared: State) -> None:
        prepared["hre"]["emperor"] = None
        prepared["decks"]["events"] = prepared["decks"]["events"][:6]
        marry(prepared, "castile", "france")
        prepared["players"]["castile"]["monarch_power"]["diplomatic"] = 0

    game = start(state, arrange=france_only)
    assert (decision(game).seat, decision(game).step) == ("castile", "ask_marriage")
    answer(game, "remove_marriage", "france")
    assert state["realms"]["france"]["marriages"] == []
    assert tokens(state, "castile", "france") == (3, 3)


@pytest.mark.rule(VASSALIZE, MARRIAGES, "interpretation:EUPOP-Q6", W18)
def test_vassalizing_a_realm_gives_its_player_partner_the_token_back() -> None:
    """Austria vassalizes Bavaria, married to Castile (2 tokens left): Castile has 3."""
    state = six_crowns()
    at_war_with_bavaria(state)
    marry(state, "bavaria", "castile")
    vassalize_bavaria(state)
    assert state["realms"]["castile"]["marriages"] == []
    assert tokens(state, "castile") == (3,)


@pytest.mark.rule(MARRIAGES, W18)
def test_ending_a_marriage_that_is_not_there_gives_nothing_back() -> None:
    state = six_crowns()
    assert end_marriage(state, "castile", "france") == []
    assert tokens(state, "castile", "france") == (3, 3)
