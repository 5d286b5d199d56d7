"""A rebellion die in an area where the realm owns core and non-core provinces (aid Rebel
Dice, EUPOP-P6): the non-core ones, whose liberation is not built, are not offered; the
game stops only when no core province is left to strike."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.peace_rebels import dice
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.realms import is_core
from tests.games.eupop.peace_rebels.harness import ended, run, six_crowns

REBELLION = 1
NOT_CORE = "Oviedo"


def not_core_oviedo(state: State, geography: Geography, province: str, realm: str) -> bool:
    """No shipped area mixes a player realm's flag with another's, so the situation (Leon
    with Castile's core Leon and a conquered Oviedo) is made by reading Oviedo as not a core."""
    return province != NOT_CORE and is_core(state, geography, province, realm)


@pytest.fixture
def state(monkeypatch: pytest.MonkeyPatch) -> State:
    monkeypatch.setattr(dice, "is_core", not_core_oviedo)
    state = six_crowns()
    state["map"]["areas"]["Leon"]["unrest"] = {"castile": 1}
    return state


@pytest.mark.rule("eupop-aid:Rebel Dice", "interpretation:EUPOP-P6")
def test_a_rebellion_strikes_the_core_province_and_leaves_the_non_core_one(state: State) -> None:
    """Leon (core) and Oviedo (not core): the die goes to Leon without a question."""
    game = run(state, dice=[REBELLION])
    assert ended(game)
    assert state["map"]["provinces"]["Leon"]["occupier"] == "rebels"
    assert state["map"]["provinces"][NOT_CORE]["occupier"] is None


@pytest.mark.rule("eupop-aid:Rebel Dice", "interpretation:EUPOP-P6")
def test_a_rebellion_with_only_a_non_core_province_left_names_the_rule_not_built(
    state: State,
) -> None:
    state["map"]["provinces"]["Leon"]["occupier"] = "rebels"
    with pytest.raises(RuleNotBuilt) as raised:
        run(state, dice=[REBELLION])
    assert raised.value.rule == "eupop-aid:Rebel Units (👤)"
