"""Declarations that reach rules not built stop with RuleNotBuilt before anything changes."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war import DECLARE_WAR_ENTRY, EFFECT_RULES, MENU_ENTRIES
from hegemon.games.eupop.rules.war.declare import check_declaration, defending_the_hre, not_built


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-W10")
def test_an_external_war_on_a_subject_or_the_emperor_stops_only_under_a_bot_emperor(
    state: State, content: Content
) -> None:
    state["realms"]["austria"]["player"] = "human"
    check_declaration(state, content, "castile", "bavaria", None)
    check_declaration(state, content, "castile", "austria", "claim")
    state["realms"]["austria"]["player"] = "bot"
    with pytest.raises(RuleNotBuilt, match="BOT EMPEROR"):
        check_declaration(state, content, "castile", "cologne", None)
    state["realms"]["austria"]["player"] = "human"
    state["hre"]["imperial_authority"] = 0
    assert not defending_the_hre(state, content, "castile", "bavaria", None)
    assert not defending_the_hre(state, content, "saxony", "bavaria", None)
    check_declaration(state, content, "castile", "granada", None)


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "interpretation:EUPOP-BOT-17")
def test_a_war_on_a_bot_or_its_ally_is_built(state: State, content: Content) -> None:
    state["realms"]["france"]["player"] = "bot"
    assert not_built(state, content, "castile", "france", None) is None
    assert not_built(state, content, "castile", "scotland", None) is None


@pytest.mark.rule("eupop-bots:BOT EMPEROR", "eupop-aid:HRE Int. Wars with no CB (p. 45)")
def test_a_bot_emperors_war_on_a_subject_without_casus_belli_is_not_built(
    state: State, content: Content
) -> None:
    state["realms"]["austria"]["player"] = "bot"
    with pytest.raises(RuleNotBuilt, match="BOT EMPEROR"):
        check_declaration(state, content, "austria", "bavaria", None)
    check_declaration(state, content, "austria", "bavaria", "claim")


def test_the_war_package_offers_declare_war_and_its_event_effects() -> None:
    assert MENU_ENTRIES == (DECLARE_WAR_ENTRY,)
    assert DECLARE_WAR_ENTRY.verb == "declare_war"
    assert [rule.verb for rule in EFFECT_RULES] == ["gain_casus_belli", "declare_war"]
