"""Fabricate Claim (rules/diplomacy/fabricate.py)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.diplomacy.fabricate import claim_areas, offers
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import start


def two_humans() -> Game:
    return RULES.setup("six_crowns", seed=1, seats=["castile", "france"])


def areas(game: Game) -> list[str]:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_area"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule("eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)", "interpretation:EUPOP-D16")
def test_claims_next_to_the_realm_two_power_each_after_no_counter() -> None:
    game = start(two_humans(), "fabricate_claim", "castile", None)
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("france", "ask_counter")
    game.apply("france", Action("no_counter", None, ""))
    assert areas(game) == ["Aragon", "Guyenne", "Maghreb", "Portugal"]
    game.apply("castile", Action("fabricate_in", "Aragon", ""))
    state = game.state
    assert state["map"]["areas"]["Aragon"]["claims"] == ["castile"]
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 1
    assert state["supply"]["castile"]["claims"] == 4
    decision = game.decision()
    assert decision is not None and decision.procedure == "situation"  # 1 power: no more


@pytest.mark.rule("eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)", "interpretation:EUPOP-D16")
def test_one_power_in_a_power_struggle_area() -> None:
    game = two_humans()
    game.state["decks"]["power_struggle"]["active"] = "ps3_struggle_for_the_rhine"
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 1
    game = start(game, "fabricate_claim", "castile", None)
    game.apply("france", Action("no_counter", None, ""))
    assert areas(game) == ["Guyenne", "Maghreb"]


@pytest.mark.rule("eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)", "eupop-aid:Covert Actions (🏰)")
def test_countered_it_places_and_costs_nothing() -> None:
    game = two_humans()
    game.state["players"]["france"]["hand"] = ["d1_counterespionage"]
    game = start(game, "fabricate_claim", "castile", None)
    game.apply("france", Action("counter_covert", "d1_counterespionage", ""))
    state = game.state
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 3
    assert state["supply"]["castile"]["claims"] == 5
    assert [e.kind for e in game.entries][-1] == "claim_countered"


@pytest.mark.rule("eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)")
def test_only_at_peace_and_not_where_a_claim_or_all_provinces_are_held() -> None:
    game = two_humans()
    state, content = game.state, content_of(game)
    state["map"]["areas"]["Portugal"]["claims"] = ["castile"]
    assert "Portugal" not in claim_areas(state, content, "castile")
    assert "Castilla" not in claim_areas(state, content, "castile")
    assert [a.verb for a in offers(state, content, "castile")] == ["fabricate_claim"]
    start_war(state, "castile", ["portugal"])
    assert offers(state, content, "castile") == []
