"""Restrictions on declaring war: each one refuses with its reason, and the offers lack the
target; the exceptions lift them."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.declare import offers
from hegemon.games.eupop.rules.war.restrictions import refusal

RESTRICTIONS = "eupop-aid:Restrictions on DoW (p. 22)"


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.fixture
def content() -> Content:
    return rules_content(RULES)


def targets(state: State, content: Content) -> set[str]:
    return {action.argument[0] for action in offers(state, content, "castile")}  # type: ignore[index]


@pytest.mark.rule(RESTRICTIONS)
def test_a_free_target_is_offered(state: State, content: Content) -> None:
    assert refusal(state, content, "castile", "england", None) is None
    assert "england" in targets(state, content)


@pytest.mark.rule(RESTRICTIONS)
def test_a_an_ally(state: State, content: Content) -> None:
    state["realms"]["castile"]["allies"] = ["england"]
    state["realms"]["england"]["allies"] = ["castile"]
    assert refusal(state, content, "castile", "england", None) == "(a) england is your ally"
    assert "england" not in targets(state, content)


@pytest.mark.rule(RESTRICTIONS)
def test_b_a_truce(state: State, content: Content) -> None:
    state["realms"]["england"]["truces"] = ["castile"]
    assert (
        refusal(state, content, "castile", "england", None) == "(b) you have a truce with england"
    )
    assert "england" not in targets(state, content)


@pytest.mark.rule(RESTRICTIONS)
def test_c_a_player_realm_that_has_passed(state: State, content: Content) -> None:
    state["round"]["passed"] = ["england"]
    assert refusal(state, content, "castile", "england", None) == "(c) england has passed"
    assert "england" not in targets(state, content)


@pytest.mark.rule(RESTRICTIONS)
def test_d_the_npr_ally_of_a_realm_that_has_passed(state: State, content: Content) -> None:
    assert refusal(state, content, "castile", "scotland", None) is None
    state["round"]["passed"] = ["france"]
    assert refusal(state, content, "castile", "scotland", None) == (
        "(d) scotland is allied to france, who has a truce with you or has passed"
    )
    assert "scotland" not in targets(state, content)


@pytest.mark.rule(RESTRICTIONS)
def test_e_an_hre_member_at_peace_with_an_emperor_allied_to_you(
    state: State, content: Content
) -> None:
    state["realms"]["castile"]["allies"] = ["austria"]
    state["realms"]["austria"]["allies"] = ["bavaria", "castile"]
    assert refusal(state, content, "castile", "saxony", None) == (
        "(e) saxony is an HRE member at peace with the Emperor austria"
    )
    assert "saxony" not in targets(state, content)
    assert refusal(state, content, "castile", "granada", None) is None


@pytest.mark.rule(RESTRICTIONS, "interpretation:EUPOP-W5")
def test_f_a_distant_realm_not_discovered(state: State, content: Content) -> None:
    assert refusal(state, content, "castile", "incas", None) == (
        "(f) incas is a distant realm you have not discovered"
    )
    assert "incas" not in targets(state, content)
    state["map"]["provinces"]["Bahia"]["colonist"] = "castile"
    assert refusal(state, content, "castile", "incas", None) is None


@pytest.mark.rule(
    "eupop-aid:Exceptions:", "eupop-aid:Restrictions on DoW (p. 22)", "interpretation:EUPOP-W1"
)
def test_g_a_realm_in_an_interregnum_unless_disputed_succession(
    state: State, content: Content
) -> None:
    state["players"]["england"]["ruler"] = None
    assert refusal(state, content, "castile", "england", None) == "(g) england is in an Interregnum"
    assert "england" not in targets(state, content)
    state["realms"]["castile"]["marriages"] = ["england"]
    state["realms"]["england"]["marriages"] = ["castile"]
    state["realms"]["england"]["flipped_marriages"] = ["castile"]
    state["realms"]["castile"]["allies"] = ["england"]
    state["realms"]["england"]["allies"] = ["castile"]
    assert refusal(state, content, "castile", "england", "disputed_succession") is None
    assert refusal(state, content, "castile", "england", None) == "(a) england is your ally"
    labels = [action.label for action in offers(state, content, "castile")]
    assert "Declare war on england (disputed succession)" in labels


@pytest.mark.rule("eupop-aid:Vassals (♠) (p. 33)", "interpretation:EUPOP-W2")
def test_a_vassal_is_declared_on_through_its_overlord(state: State, content: Content) -> None:
    assert refusal(state, content, "castile", "lithuania", None) == (
        "lithuania is a vassal of poland: declare war on poland"
    )
    assert refusal(state, content, "poland", "lithuania", None) == (
        "lithuania is a vassal of poland: declare war on poland"
    )
    assert "lithuania" not in targets(state, content)
