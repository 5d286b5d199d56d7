"""An ended alliance gives back, in one place (``war.calls.end_alliance``), one token to
each player realm in it: a refused call to arms, a peace term and the DNPR clean-up
(interpretation:EUPOP-W18, audit 2026-11-23 third check finding 7)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.cleanup.helpers import set_up, start
from tests.games.eupop.cleanup.test_refresh import large_aztecs
from tests.games.eupop.tokens.helpers import (
    at_war_with_bavaria,
    relate,
    six_crowns,
    vassalize_bavaria,
)

W18 = "interpretation:EUPOP-W18"
LIMITS = "eupop-aid:Token Limits (p.2)"
REFUSING = "eupop-aid:Refusing a CtA"
BOARD = "eupop-aid:B. Board and Status Mat clean-up"
VASSALIZE = "eupop-aid:Vassalization"


@pytest.fixture
def state() -> State:
    return six_crowns()


def ally(state: State, one: str, other: str) -> None:
    relate(state, "alliances", one, other)


def refuse(state: State, seat: str, caller: str, war: str) -> Game:
    local = {"seat": seat, "caller": caller, "kind": "defensive", "war": war}
    state["stack"] = [frame("situation", {"procedure": "answer_call_to_arms", "local": local})]
    game = RULES.resume(state)
    game.advance()
    game.apply(seat, Action("refuse_call", None))
    return game


@pytest.mark.rule(REFUSING, LIMITS, W18)
def test_refusing_an_npr_allys_call_gives_the_alliance_token_back(state: State) -> None:
    """Castile (3 alliance tokens, 1 on Portugal) refuses Portugal's Defensive Call against
    England: the alliance ends and Castile has 3 tokens again."""
    ally(state, "castile", "portugal")
    assert state["supply"]["castile"]["alliances"] == 2
    refuse(state, "castile", "portugal", start_war(state, "england", ["portugal"]))
    assert state["realms"]["castile"]["allies"] == []
    assert state["supply"]["castile"]["alliances"] == 3


@pytest.mark.rule(REFUSING, LIMITS, "eupop-aid:Player-to-player Diplomacy (p. 12)", W18)
def test_refusing_a_player_allys_call_gives_both_tokens_back(state: State) -> None:
    """Castile and England, allied by diplomacy, each placed a token; Castile refuses
    England's Defensive Call against France: each gets its own token back."""
    ally(state, "castile", "england")
    refuse(state, "castile", "england", start_war(state, "france", ["england"]))
    assert state["realms"]["england"]["allies"] == []
    assert (state["supply"]["castile"]["alliances"], state["supply"]["england"]["alliances"]) == (
        3,
        3,
    )


@pytest.mark.rule(VASSALIZE, "interpretation:EUPOP-Q6", W18)
def test_vassalizing_a_realm_gives_its_player_ally_the_token_back(state: State) -> None:
    """Austria vassalizes Bavaria, allied to France (France 1 token left, after Scotland's
    and Bavaria's): the alliance ends and France has 2."""
    at_war_with_bavaria(state)
    ally(state, "bavaria", "france")
    assert state["supply"]["france"]["alliances"] == 1
    vassalize_bavaria(state)
    assert state["realms"]["france"]["allies"] == ["scotland"]
    assert state["supply"]["france"]["alliances"] == 2


def rich_aztecs_allied_to_castile(prepared: State) -> None:
    """The Aztecs own 10 tax income or more and are Castile's ally, Castile's token taken
    from its supply (2 left)."""
    prepared["hre"]["emperor"] = None
    large_aztecs(prepared)
    prepared["supply"]["castile"]["alliances"] -= 1


@pytest.mark.rule(BOARD, LIMITS, "interpretation:EUPOP-S4", W18)
def test_the_dnpr_clean_up_gives_the_alliance_token_back_once() -> None:
    """Clean-up B ends Castile's alliance with the rich Aztecs: Castile goes from 2 tokens
    to 3, not 4 (the token comes back in end_alliance only)."""
    state = set_up()
    start(state, arrange=rich_aztecs_allied_to_castile)
    assert state["realms"]["castile"]["allies"] == []
    assert state["supply"]["castile"]["alliances"] == 3
