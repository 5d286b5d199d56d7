"""An option whose effect would do nothing for the realm is not open while the other
option is (interpretation:EUPOP-R7): Develop, Gain Claim/Core, +1 tokens, Gain Military
Unit, Gain Colonist and Gain Merchant state their requirements."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.effects import EffectTable, requirements_met
from hegemon.games.eupop.rules.events.event_action import options_open
from hegemon.games.eupop.world.layout import area, province, set_owner, world

R7 = "interpretation:EUPOP-R7"
TABLE: EffectTable = RULES.effect_table
CONTENT = RULES.content


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state


def _met(state: State, realm: str, effect: dict[str, Any]) -> bool:
    option = event_card(CONTENT, "e2_imperial_diet").b
    assert option is not None
    changed = option.model_copy(update={"effects": [effect]})
    return requirements_met(TABLE, state, CONTENT, realm, changed)


def _area_of(name: str) -> str:
    return next(a for a, record in CONTENT.geography.areas.items() if name in record.provinces)


@pytest.mark.rule(
    "eupop-aid:General Event guidelines (p. 40)", "eupop-aid:Develop a Small 1 into a Large 1", R7
)
def test_develop_of_a_town_the_realm_does_not_own_closes_the_option(state: State) -> None:
    """Imperial Diet, option a: develop Malaga (Granada's) and +2 prestige. Castile must
    take option b."""
    card = event_card(CONTENT, "e2_imperial_diet")
    assert options_open(TABLE, state, CONTENT, "castile", card) == ["b"]


@pytest.mark.rule("eupop-aid:Develop a Small 1 into a Large 1", R7)
def test_develop_of_an_own_small_town_leaves_the_option_open(state: State) -> None:
    set_owner(state, "Malaga", "castile")
    province(state, "Malaga")["town"] = "small"
    card = event_card(CONTENT, "e2_imperial_diet")
    assert options_open(TABLE, state, CONTENT, "castile", card) == ["a", "b"]


@pytest.mark.rule("eupop-aid:Develop a Small 1 into a Large 1", "eupop-aid:Token Limits", R7)
def test_develop_without_a_town_token_left_is_not_met(state: State) -> None:
    set_owner(state, "Malaga", "castile")
    province(state, "Malaga")["town"] = "small"
    world(state)["supply"]["castile"]["large_towns"] = 0
    world(state)["supply"]["castile"]["small_towns"] = 0
    assert not _met(state, "castile", {"develop_town": "Malaga"})


@pytest.mark.rule("eupop-aid:Gain 1", R7)
def test_a_second_claim_in_an_area_is_not_met(state: State) -> None:
    name = _area_of("Malaga")
    area(state, name)["claims"] = ["castile"]
    area(state, name)["cores"] = []
    assert not _met(state, "castile", {"gain_claim": name})
    area(state, name)["claims"] = []
    assert _met(state, "castile", {"gain_claim": name})


@pytest.mark.rule("eupop-aid:Core Provinces (♠) (p. 21)", R7)
def test_a_core_where_the_realm_owns_not_every_province_is_not_met(state: State) -> None:
    name = _area_of("Malaga")
    assert not _met(state, "castile", {"gain_core": name})


@pytest.mark.rule("eupop-aid:Gain/place 1 or 1", R7)
def test_a_plus_one_on_an_opponents_province_is_not_met(state: State) -> None:
    paris = world(state)["realms"]["france"]["capital"]
    assert paris is not None
    assert not _met(state, "castile", {"gain_plus_one": paris})
    assert _met(state, "france", {"gain_plus_one": paris})
    province(state, paris)["plus_one"] = True
    assert not _met(state, "france", {"gain_plus_one": paris})


@pytest.mark.rule("eupop-aid:Gain Military Unit", R7)
def test_units_without_manpower_are_not_met(state: State) -> None:
    assert _met(state, "castile", {"gain_units": {"infantry": 1}})
    world(state)["players"]["castile"]["manpower"]["available"] = 0
    assert not _met(state, "castile", {"gain_units": {"infantry": 1}})


@pytest.mark.rule("eupop-aid:Standard Event effects (p. 40)", "eupop-aid:Token Limits", R7)
def test_a_colonist_out_of_supply_is_not_met(state: State) -> None:
    world(state)["supply"]["castile"]["colonists"] = 0
    assert not _met(state, "castile", {"gain_colonist": 1})
