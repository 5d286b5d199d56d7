"""Military access: open areas, neutral areas at war, and who must permit it."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.access import Access, access
from hegemon.games.eupop.world.wars import start_war

ACCESS = "eupop-aid:Military Access (p. 25)"


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


@pytest.mark.rule(ACCESS)
def test_own_friendly_and_enemy_areas_are_open(state: State, content: Content) -> None:
    assert access(state, content, "castile", "Castilla") == Access(("free",))
    assert access(state, content, "france", "Scotland") == Access(("free",))
    assert access(state, content, "castile", "England").options == ()
    start_war(state, "castile", ["england"])
    assert access(state, content, "castile", "England") == Access(("free",))


@pytest.mark.rule(ACCESS, "interpretation:EUPOP-W8")
def test_a_neutral_area_needs_a_war_and_influence_or_ducats(state: State, content: Content) -> None:
    assert access(state, content, "castile", "Portugal") == Access(
        (), "castile is at peace: no access to the neutral area Portugal"
    )
    start_war(state, "castile", ["granada"])
    state["players"]["castile"]["ducats"] = 3
    state["map"]["areas"]["Portugal"]["influence"] = {"castile": 1}
    assert access(state, content, "castile", "Portugal") == Access(
        ("remove_influence", "pay_ducats")
    )
    state["players"]["castile"]["ducats"] = 2
    assert access(state, content, "castile", "Portugal") == Access(("remove_influence",))
    state["map"]["areas"]["Portugal"]["influence"] = {}
    assert access(state, content, "castile", "Portugal") == Access(
        (), "castile has no influence in Portugal and cannot pay 3 ducats"
    )
    state["players"]["castile"]["ducats"] = 3
    state["map"]["areas"]["Portugal"]["unrest"] = {"castile": 1}
    assert access(state, content, "castile", "Portugal") == Access(
        (), "castile has unrest in Portugal"
    )


@pytest.mark.rule(ACCESS)
def test_an_area_owned_by_player_realms_needs_permission(state: State, content: Content) -> None:
    start_war(state, "castile", ["granada"])
    state["players"]["castile"]["ducats"] = 5
    assert access(state, content, "castile", "England") == Access(
        ("pay_ducats",), permission=("england",)
    )


@pytest.mark.rule(ACCESS, "interpretation:EUPOP-W8")
def test_hre_areas_open_to_the_emperors_enemies_while_defending(
    state: State, content: Content
) -> None:
    state["hre"]["defending"] = True
    assert access(state, content, "castile", "Bayern").options == ()
    start_war(state, "castile", ["austria"])
    assert access(state, content, "castile", "Bayern") == Access(("free",))
