"""Faults found by the religion and Curia audit of 2026-11-29
(docs/audits/2026-11-29-issue-12-religion-curia.md) in rules outside the religion package
that read a realm's religion: each test is one finding."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.terms import can_force_convert
from hegemon.games.eupop.rules.peace_rebels.unrest import dissent_areas
from hegemon.games.eupop.world.wars import start_war


def peace(state: State) -> Game:
    """Phase 3's peace resolutions on the board as it is."""
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def enforce(game: Game, term: str) -> None:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term"
    game.apply(decision.seat, Action("peace_term", term, ""))


@pytest.mark.rule(
    "eupop-aid:Full Annexation", "eupop-aid:RELIGION, FAITH (p. 38)", "interpretation:EUPOP-Q7"
)
def test_the_emperor_annexing_a_counter_reformed_subject_loses_imperial_authority() -> None:
    """Counter-Reformed counts as Catholic: Catholic Austria, the Emperor, fully annexing a
    Counter-Reformed Bohemia annexes a subject of its own religion and loses 1 Imperial
    Authority (audit finding 10)."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "austria", ["bohemia"])
    state["realms"]["bohemia"]["religion"] = "counter_reformed"
    for name in ("Praha", "Brno"):
        state["map"]["provinces"][name]["occupier"] = "austria"
    assert state["hre"]["imperial_authority"] == 2
    enforce(peace(state), "full_annexation")
    assert state["hre"]["imperial_authority"] == 1


@pytest.mark.rule(
    "eupop-aid:Force Conversion", "eupop-aid:RELIGION, FAITH (p. 38)", "interpretation:EUPOP-L19"
)
def test_the_papal_states_are_never_forced_to_convert() -> None:
    """The Ottomans control all of Lazio, the Papal States' capital area: Force Conversion
    is not offered, since the Papal States are always Catholic; against Venice, in the same
    position, it is (audit finding 4)."""
    state = RULES.setup("six_crowns", seed=1).state
    geography = rules_content(RULES).geography
    start_war(state, "ottomans", ["papal_states", "venice"])
    for name in (*geography.areas["Lazio"].provinces, *geography.areas["Venezia"].provinces):
        state["map"]["provinces"][name]["occupier"] = "ottomans"
    assert not can_force_convert(state, geography, "ottomans", "papal_states")
    assert can_force_convert(state, geography, "ottomans", "venice")


@pytest.mark.rule(
    "eupop-aid:G. Religious Dissent", "eupop-aid:Diverse Faiths", "interpretation:EUPOP-L21"
)
def test_a_diverse_area_dissents_for_a_catholic_realm() -> None:
    """Castilla under Diverse Faiths follows no faith of Castile's: it is an area of
    religious dissent for Catholic Castile (audit 2026-11-29)."""
    state = RULES.setup("six_crowns", seed=1).state
    geography = rules_content(RULES).geography
    slot = geography.areas["Castilla"].religion_slot
    assert "Castilla" not in dissent_areas(state, geography, "castile")
    state["map"]["religion_slots"][slot]["religion"] = "diverse"
    assert "Castilla" in dissent_areas(state, geography, "castile")
