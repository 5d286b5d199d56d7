"""Declarations: Defending the HRE coming into them, wars on Bots offered, the package."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war import DECLARE_WAR_ENTRY, EFFECT_RULES, MENU_ENTRIES
from hegemon.games.eupop.rules.war.declare import defending_the_hre, legal_targets


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-W10")
def test_defending_the_hre_comes_into_an_external_war_on_a_subject(
    state: State, content: Content
) -> None:
    assert defending_the_hre(state, content, "castile", "cologne", None)
    state["hre"]["imperial_authority"] = 0
    assert not defending_the_hre(state, content, "castile", "bavaria", None)
    assert not defending_the_hre(state, content, "saxony", "bavaria", None)


def targets(state: State, content: Content, name: str) -> list[str]:
    return [target for target, _, _ in legal_targets(state, content, name)]


@pytest.mark.rule("eupop-bots:DOW ON A BOT", "eupop-bots:BOT EMPEROR")
@pytest.mark.rule("interpretation:EUPOP-BOT-17")
def test_a_war_on_a_bot_its_ally_or_a_bot_emperors_subject_is_offered(
    state: State, content: Content
) -> None:
    # each reaches a Bot rule, built: bots/warfare.py, bots/emperor.py
    state["realms"]["france"]["player"] = "bot"
    state["realms"]["austria"]["player"] = "bot"
    offered = targets(state, content, "castile")
    assert {"france", "scotland", "cologne"} <= set(offered)


def test_the_war_package_offers_declare_war_and_its_event_effects() -> None:
    assert MENU_ENTRIES == (DECLARE_WAR_ENTRY,)
    assert DECLARE_WAR_ENTRY.verb == "declare_war"
    assert [rule.verb for rule in EFFECT_RULES] == ["gain_casus_belli", "declare_war"]
