"""Vassal tokens, two on a large province (aid Vassals (♠) (p. 33), "(2 on Large)";
interpretation:EUPOP-D29): the count, setup, a peace's cession and a rebel liberation."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.board import cede
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_take
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from hegemon.games.eupop.world.tokens import vassal_tokens
from tests.games.eupop.peace_rebels.harness import run, six_crowns

VASSALS = "eupop-aid:Vassals (♠) (p. 33)"
D29 = "interpretation:EUPOP-D29"
GEOGRAPHY = RULES.content.geography


@pytest.fixture
def state() -> State:
    """Granada (Granada large, Malaga small) is Castile's vassal: 3 of its tokens."""
    state = six_crowns()
    set_overlord(state, "granada", "castile")
    state["supply"]["castile"]["vassal_tokens"] -= 3
    return state


def _to_granada(state: State, name: str) -> None:
    """The NPR's province becomes Granada's, with Castile's vassal tokens on it."""
    set_owner(state, name, "granada")
    state["map"]["provinces"][name]["town"] = None
    state["supply"]["castile"]["vassal_tokens"] -= vassal_tokens(GEOGRAPHY, [name])


@pytest.mark.rule(VASSALS, D29)
def test_a_large_province_holds_two_vassal_tokens_any_other_one() -> None:
    assert vassal_tokens(GEOGRAPHY, ["Granada", "Malaga"]) == 3
    assert vassal_tokens(GEOGRAPHY, ["Kiev", "Minsk"]) == 2
    assert vassal_tokens(GEOGRAPHY, []) == 0


@pytest.mark.rule(VASSALS, "eupop-aid:Token Limits (p.2)", D29)
def test_setup_takes_two_tokens_for_a_scenario_vassals_large_province() -> None:
    """Poland's Lithuania owns Kiev, Minsk and Vilnius (large): 4 of Poland's 10 tokens."""
    game = RULES.setup("six_crowns", seed=1)
    assert game.state["supply"]["poland"]["vassal_tokens"] == 6
    assert conservation(game.state, RULES.content) == []


@pytest.mark.rule("eupop-aid:Peace Terms (p. 30-31)", D29)
def test_a_large_province_ceded_to_a_vassal_takes_two_of_its_overlords_tokens(
    state: State,
) -> None:
    tokens = state["supply"]["castile"]["vassal_tokens"]
    game = run(state)
    assert cede(game, "Zaragoza", "granada", "eupop-aid:Full Annexation")
    assert state["map"]["provinces"]["Zaragoza"]["owner"] == "granada"
    assert state["supply"]["castile"]["vassal_tokens"] == tokens - 2


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-Q21", D29)
def test_one_token_left_is_too_few_for_a_large_province_ceded_to_a_vassal(
    state: State,
) -> None:
    state["supply"]["castile"]["vassal_tokens"] = 1
    game = run(state)
    assert not cede(game, "Zaragoza", "granada", "eupop-aid:Full Annexation")
    assert state["map"]["provinces"]["Zaragoza"]["owner"] == "aragon"
    assert state["supply"]["castile"]["vassal_tokens"] == 1
    [returned] = [entry.values for entry in game.entries if entry.kind == "province_returned"]
    assert returned["reason"] == "no vassal token left"


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P18", D29)
def test_rebels_freeing_a_vassals_large_province_give_its_two_tokens_back(
    state: State,
) -> None:
    """Granada holds Zaragoza (Aragon's flag, large): Aragon takes it back and both of
    Castile's tokens on it return."""
    _to_granada(state, "Zaragoza")
    tokens = state["supply"]["castile"]["vassal_tokens"]
    assert rebels_take(state, GEOGRAPHY, "Zaragoza") == "liberated"
    assert state["map"]["provinces"]["Zaragoza"]["owner"] == "aragon"
    assert state["supply"]["castile"]["vassal_tokens"] == tokens + 2


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-P19", D29)
def test_a_vassal_whose_overlord_has_one_token_left_cannot_take_a_large_province(
    state: State,
) -> None:
    """Aragon is France's vassal with France holding one vassal token: Zaragoza, large,
    needs two, so the rebels free it to no one."""
    _to_granada(state, "Zaragoza")
    set_overlord(state, "aragon", "france")
    state["supply"]["france"]["vassal_tokens"] = 1
    assert rebels_take(state, GEOGRAPHY, "Zaragoza") == "not_liberated"
    assert state["map"]["provinces"]["Zaragoza"]["owner"] == "granada"
    assert state["supply"]["france"]["vassal_tokens"] == 1
