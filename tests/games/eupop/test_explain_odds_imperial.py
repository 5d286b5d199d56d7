"""The ``?N`` odds of a land battle count the Emperor's Imperial units where they would fight
(interpretation EUPOP-B18, EUPOP-B4, EUPOP-I10): six crowns, Austria the Emperor (human),
at war with France and Defending the HRE with 3 Imperial units; Austria's army (3 inf,
1 cav) stands in Osterreich, an HRE area."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.odds import forecast, forecast_lines
from hegemon.games.eupop.world.wars import start_war

RULE = ("eupop-aid:Activating Def. the HRE (p. 44)", "interpretation:EUPOP-B18")


def at_war(defending: bool) -> State:
    state = RULES.setup("six_crowns", seed=1, seats=["austria", "france"]).state
    start_war(state, "france", ["austria"])
    state["hre"]["defending"] = defending
    state["hre"]["imperial_units"] = 3
    return state


@pytest.mark.rule(*RULE, "interpretation:EUPOP-I10")
def test_the_defending_emperors_imperial_units_are_in_the_odds() -> None:
    """France brings 3 infantry into Osterreich: Austria defends with its 4 units and its 3
    Imperial units (infantry), 7 in all; untagged, with its 4 only."""
    seen = forecast(
        at_war(True), RULES.content, "Osterreich", ["france"], "austria", {"infantry": 3}
    )
    assert seen.defender.units == {"infantry": 3, "cavalry": 1, "mercenary_infantry": 3}
    assert seen.defender.imperial == 3 and seen.attacker.imperial == 0
    assert forecast_lines(RULES.content, seen)[0] == (
        "Battle at Osterreich: your 3 units (3 inf; 3 dice) against 7 of Austria "
        "(6 inf, 1 cav, 3 of them Imperial units; 3 dice)"
    )
    untagged = forecast(
        at_war(False), RULES.content, "Osterreich", ["france"], "austria", {"infantry": 3}
    )
    assert untagged.defender.units == {"infantry": 3, "cavalry": 1}
    assert untagged.odds.lose < seen.odds.lose


@pytest.mark.rule(*RULE, "interpretation:EUPOP-I10")
def test_the_attacking_emperor_brings_them_too() -> None:
    """France's army (5 inf, 2 cav) in Osterreich; Austria attacks it there with its army
    already in the area: 4 units and the 3 Imperial ones."""
    state = at_war(True)
    state["forces"]["f002"]["where"] = "Osterreich"
    seen = forecast(state, RULES.content, "Osterreich", ["austria"], "france")
    assert seen.attacker.units == {"infantry": 3, "cavalry": 1, "mercenary_infantry": 3}
    assert seen.attacker.imperial == 3 and seen.defender.imperial == 0


@pytest.mark.rule(*RULE, "interpretation:EUPOP-B4")
def test_no_imperial_units_outside_the_hre() -> None:
    """Austria's army marches on France's in Ile-de-France, outside the HRE and none of
    Austria's areas: the Imperial units stay out of the battle and the odds."""
    seen = forecast(
        at_war(True), RULES.content, "Ile-de-France", ["austria"], "france", {"infantry": 2}
    )
    assert seen.attacker.units == {"infantry": 2}
    assert seen.attacker.imperial == 0
