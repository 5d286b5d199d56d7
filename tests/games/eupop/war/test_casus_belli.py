"""Which casus belli a realm holds against a target."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.casus_belli import casus_belli, holdings
from hegemon.games.eupop.rules.war.declare import offers, penalty
from hegemon.games.eupop.world.wars import start_war

CASUS_BELLI = "eupop-aid:Casus Belli (p. 22)"


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


@pytest.mark.rule(CASUS_BELLI)
def test_none_by_default(state: State, content: Content) -> None:
    assert casus_belli(state, content, "castile", "england") == []


@pytest.mark.rule(CASUS_BELLI)
def test_a_claim_where_the_target_owns_a_province(state: State, content: Content) -> None:
    assert casus_belli(state, content, "castile", "granada") == ["claim"]
    assert casus_belli(state, content, "castile", "aragon") == []


@pytest.mark.rule(CASUS_BELLI)
def test_a_core_counts_as_a_claim_and_control_counts(state: State, content: Content) -> None:
    state["map"]["areas"]["Normandie"]["cores"] = ["castile"]
    assert casus_belli(state, content, "castile", "france") == ["claim"]
    assert casus_belli(state, content, "castile", "portugal") == []
    state["map"]["provinces"]["Oviedo"]["occupier"] = "portugal"
    state["map"]["areas"]["Leon"]["claims"] = ["castile"]
    assert casus_belli(state, content, "castile", "portugal") == ["claim"]


@pytest.mark.rule(CASUS_BELLI, "eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-W2")
def test_a_claim_on_a_vassals_area_is_one_on_its_overlord(state: State, content: Content) -> None:
    assert casus_belli(state, content, "castile", "poland") == []
    state["map"]["areas"]["Litauen"]["claims"] = ["castile"]
    assert casus_belli(state, content, "castile", "poland") == ["claim"]


@pytest.mark.rule(CASUS_BELLI, "eupop-aid:Vassals (♠) (p. 33)")
def test_a_general_cb_token_also_on_a_vassal(state: State, content: Content) -> None:
    state["realms"]["castile"]["casus_belli"] = ["england", "lithuania"]
    assert casus_belli(state, content, "castile", "england") == ["general"]
    assert casus_belli(state, content, "castile", "poland") == ["general"]


@pytest.mark.rule(CASUS_BELLI, "interpretation:EUPOP-W1")
def test_disputed_succession_on_the_realm_and_its_player_enemies(
    state: State, content: Content
) -> None:
    state["realms"]["castile"]["marriages"] = ["england"]
    state["realms"]["england"]["marriages"] = ["castile"]
    state["players"]["england"]["ruler"] = None
    assert casus_belli(state, content, "castile", "england") == []
    state["realms"]["england"]["flipped_marriages"] = ["castile"]
    assert casus_belli(state, content, "castile", "england") == ["disputed_succession"]
    assert casus_belli(state, content, "castile", "france") == []
    start_war(state, "france", ["england"])
    assert casus_belli(state, content, "castile", "france") == ["disputed_succession"]


@pytest.mark.rule(CASUS_BELLI, "eupop-aid:Call Crusade (2👤)")
def test_holy_war_against_a_crusade_target(state: State, content: Content) -> None:
    state["map"]["areas"]["Rumelien"]["crusade"] = True
    assert casus_belli(state, content, "castile", "ottomans") == ["holy_war"]
    assert casus_belli(state, content, "ottomans", "castile") == []


@pytest.mark.rule(CASUS_BELLI)
def test_holy_war_with_deus_vult(state: State, content: Content) -> None:
    state["players"]["castile"]["ideas"].append("deus_vult")
    assert casus_belli(state, content, "castile", "granada") == ["holy_war", "claim"]
    assert casus_belli(state, content, "castile", "portugal") == []
    assert casus_belli(state, content, "castile", "ottomans") == []
    assert casus_belli(state, content, "castile", "incas") == ["holy_war"]


@pytest.mark.rule(CASUS_BELLI, "eupop-aid:HRE Lands (p. 44)")
def test_imperial_liberation(state: State, content: Content) -> None:
    assert casus_belli(state, content, "austria", "venice") == []
    state["map"]["provinces"]["Regensburg"]["occupier"] = "venice"
    assert casus_belli(state, content, "austria", "venice") == ["imperial_liberation"]
    assert casus_belli(state, content, "castile", "venice") == []


@pytest.mark.rule(CASUS_BELLI, "eupop-aid:Declare War (1 $\\times$ ) (p. 16)")
def test_each_casus_belli_is_offered_with_its_penalty(state: State, content: Content) -> None:
    state["realms"]["castile"]["casus_belli"] = ["granada"]
    state["realms"]["castile"]["marriages"] = ["granada"]
    state["realms"]["granada"]["marriages"] = ["castile"]
    assert holdings(state, content, "castile", ["granada"]) == {"granada": ["general", "claim"]}
    labels = {a.argument: a.label for a in offers(state, content, "castile")}
    assert labels[("granada", "general")] == "Declare war on granada (general, -1 stability)"
    assert labels[("granada", "claim")] == "Declare war on granada (claim, -1 stability)"
    assert labels[("england", None)] == "Declare war on england (no casus belli, -2 stability)"
    assert ("granada", None) not in labels
    assert penalty(state, "castile", "granada", "event") == 0
    assert penalty(state, "castile", "granada", None) == 3
