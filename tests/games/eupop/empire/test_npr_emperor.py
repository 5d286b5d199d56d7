"""The NPR Emperor: never vassalized, its full annexation dissolves the HRE, and its HRE
members defend HRE areas with extra units (aid NPR Emperor (p. 45), Warfare vs NPRs (p. 36);
EUPOP-I8, I12)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.sides import npr_defenders
from hegemon.games.eupop.rules.peace.terms import can_vassalize
from hegemon.games.eupop.world.capacity import military_capacity
from hegemon.games.eupop.world.empire import note_intruders, npr_emperor_bonus
from hegemon.games.eupop.world.wars import start_war

GEOGRAPHY = rules_content(RULES).geography


def at_war_with_bohemia() -> State:
    """Austria at war with Bohemia, holding Praha and Brno."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "austria", ["bohemia"])
    for name in ("Praha", "Brno"):
        state["map"]["provinces"][name]["occupier"] = "austria"
    return state


def peace(state: State, term: str) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "austria"})
    ]
    game = RULES.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term"
    game.apply(decision.seat, Action("peace_term", term, ""))
    return game


@pytest.mark.rule("eupop-aid:NPR Emperor (p. 45)", "interpretation:EUPOP-I8")
def test_the_emperor_cannot_be_vassalized() -> None:
    state = at_war_with_bohemia()
    war = next(iter(state["wars"]))
    pair = (war, "austria", "bohemia")
    assert can_vassalize(state, GEOGRAPHY, pair, "austria", "bohemia")
    state["hre"]["emperor"] = "bohemia"
    assert not can_vassalize(state, GEOGRAPHY, pair, "austria", "bohemia")


@pytest.mark.rule("eupop-aid:NPR Emperor (p. 45)", "interpretation:EUPOP-I8")
def test_the_npr_emperor_fully_annexed_dissolves_the_hre() -> None:
    state = at_war_with_bohemia()
    state["hre"]["emperor"] = "bohemia"
    state["hre"]["imperial_influence"] = {"Sachsen": 1}
    game = peace(state, "full_annexation")
    hre = state["hre"]
    assert (hre["dissolved"], hre["emperor"], hre["imperial_influence"]) == (True, None, {})
    assert not any(record["hre"] for record in state["map"]["areas"].values())
    assert [e.values["reason"] for e in game.entries if e.kind == "hre_dissolved"] == [
        "the Emperor was fully annexed"
    ]


def _npr_emperor() -> Game:
    """Bohemia (an NPR) is Emperor at Imperial Authority 2; France's army stands in
    Schwaben, an HRE area."""
    game = RULES.setup("six_crowns", seed=1, seats=["austria", "france"])
    game.state["hre"]["emperor"] = "bohemia"
    game.state["forces"]["f002"]["where"] = "Schwaben"
    return game


@pytest.mark.rule(
    "eupop-aid:Warfare vs NPRs (p. 36)", "eupop-aid:NPR Emperor (p. 45)", "interpretation:EUPOP-I12"
)
def test_an_hre_member_defends_with_three_per_authority_less_two_per_intruded_area() -> None:
    game = _npr_emperor()
    state, content = game.state, rules_content(RULES)
    note_intruders(state, GEOGRAPHY)
    assert state["hre"]["intruded"] == ["Schwaben"]
    base = military_capacity(state, GEOGRAPHY, "bavaria", "Bayern")
    assert npr_defenders(state, content, "bavaria", "Bayern") == base + 3 * 2 - 2 * 1
    state["hre"]["intruded"] = ["Schwaben", "Sachsen", "Toscana"]
    assert npr_defenders(state, content, "bavaria", "Bayern") == base


@pytest.mark.rule("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-I12")
def test_no_bonus_with_a_player_emperor_or_outside_the_hre() -> None:
    game = _npr_emperor()
    state, content = game.state, rules_content(RULES)
    assert npr_emperor_bonus(state, GEOGRAPHY, "bavaria", "Bayern") == 6
    assert npr_emperor_bonus(state, GEOGRAPHY, "burgundy", "Bourgogne") == 0
    state["hre"]["emperor"] = "austria"
    note_intruders(state, GEOGRAPHY)
    assert state["hre"]["intruded"] == []
    base = military_capacity(state, GEOGRAPHY, "bavaria", "Bayern")
    assert npr_defenders(state, content, "bavaria", "Bayern") == base
