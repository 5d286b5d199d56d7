"""How victory is measured against a non-player realm and when a pair makes an automatic
white peace (interpretations EUPOP-Q1, EUPOP-Q3)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import victory
from hegemon.games.eupop.world.wars import join_war, start_war

GEOGRAPHY = rules_content(RULES).geography


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def force(state: State, key: str, realm: str, where: str, infantry: int) -> None:
    state["forces"][key] = {
        "realm": realm,
        "where": where,
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": infantry},
    }


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q3")
def test_rebels_in_the_winners_areas_count_against_a_partial_victory(state: State) -> None:
    force(state, "x1", "rebels", "Castilla", 3)  # Castile has 5 land units
    force(state, "x2", "aragon", "Aragon", 2)
    assert not victory.partial_victory(state, GEOGRAPHY, "castile", "aragon")  # 5 > 3 + 2: no
    state["forces"]["x1"]["units"] = {"infantry": 2}
    assert victory.partial_victory(state, GEOGRAPHY, "castile", "aragon")  # 5 > 2 + 2


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q3")
def test_the_enemys_units_in_the_winners_areas_count_once(state: State) -> None:
    force(state, "x1", "aragon", "Castilla", 3)  # Castile has 5 land units
    assert victory.partial_victory(state, GEOGRAPHY, "castile", "aragon")  # 5 > 3


@pytest.mark.rule("eupop-aid:1. Automatic White Peace", "interpretation:EUPOP-Q1")
def test_an_occupation_of_a_co_belligerent_player_realm_keeps_only_that_pair_at_war(
    state: State,
) -> None:
    war = start_war(state, "france", ["england"])
    join_war(state, war, "defenders", "castile", "defensive_call", "england")
    state["map"]["provinces"]["Burgos"]["occupier"] = "france"
    assert victory.automatic_white_peace(state, (war, "france", "england"))
    assert not victory.automatic_white_peace(state, (war, "france", "castile"))
