"""Vassals (♠): vassalizing a realm that has vassals of its own (EUPOP-D22) — by the
Vassalization peace term and by the Gain Vassal effect."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES  # before the peace rules: the import order
from hegemon.games.eupop.rules.peace.terms import can_vassalize
from hegemon.games.eupop.world.layout import set_overlord
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game, start

RULE = "eupop-aid:Vassals (♠) (p. 33)"


def _granada_with_tunis(influence: dict[str, int]) -> tuple[Game, str]:
    """Castile at war with Granada, whose vassal is Tunis; Castile occupies Granada,
    Malaga and Tunis (a de jure province of Granada's outside its capital area) and holds
    ``influence`` (area → cubes)."""
    game = new_game()
    state = game.state
    war = start_war(state, "castile", ["granada"])
    set_overlord(state, "tunis", "granada")
    for name in ("Granada", "Malaga", "Tunis"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    for where, count in influence.items():
        state["map"]["areas"][where]["influence"]["castile"] = count
        state["supply"]["castile"]["cubes"] -= count
    return game, war


def _vassalize(state: State) -> Game:
    procedure = {"procedure": "peace_resolutions", "local": {}, "seat": "castile"}
    state["stack"] = [frame("situation", procedure)]
    game = RULES.resume(state)
    game.advance()
    game.apply("castile", Action("peace_term", "vassalization", ""))
    return game


@pytest.mark.rule(RULE, "eupop-aid:Vassalization", "interpretation:EUPOP-D22")
def test_a_realm_with_vassals_needs_influence_to_be_vassalized() -> None:
    game, war = _granada_with_tunis({})
    geography = content_of(game).geography
    pair = (war, "castile", "granada")
    assert not can_vassalize(game.state, geography, pair, "castile", "granada")
    game.state["map"]["areas"]["Granada"]["influence"]["castile"] = 1
    assert can_vassalize(game.state, geography, pair, "castile", "granada")


@pytest.mark.rule(RULE, "eupop-aid:Vassalization", "interpretation:EUPOP-D22")
def test_a_freed_vassal_is_kept_for_influence_equal_to_its_tax_income() -> None:
    game, _ = _granada_with_tunis({"Granada": 1, "Ifriqiya": 5})
    state = game.state
    tokens = state["supply"]["castile"]["vassal_tokens"]
    game = _vassalize(state)
    assert state["realms"]["granada"]["overlord"] == "castile"
    assert state["realms"]["tunis"]["overlord"] is None
    decision = game.decision()
    assert decision is not None and decision.seat == "castile"
    assert [action.argument for action in decision.actions][:2] == ["keep", "ally"]
    game.apply("castile", Action("freed_vassal", "keep", ""))
    assert state["realms"]["tunis"]["overlord"] == "castile"
    assert state["map"]["areas"]["Ifriqiya"]["influence"] == {}  # its tax income: 5
    assert state["supply"]["castile"]["vassal_tokens"] == tokens - 6  # Granada 3, Tunis 3 (D29)


@pytest.mark.rule(RULE, "interpretation:EUPOP-D22")
def test_a_freed_vassal_let_go_may_become_an_ally() -> None:
    game, _ = _granada_with_tunis({"Granada": 1, "Ifriqiya": 4})
    state = game.state
    game = _vassalize(state)
    decision = game.decision()
    assert decision is not None
    assert "keep" not in [action.argument for action in decision.actions]  # 4 of 5 cubes
    game.apply("castile", Action("freed_vassal", "ally", ""))
    assert state["realms"]["tunis"]["overlord"] is None
    assert state["realms"]["tunis"]["allies"] == ["castile"]
    assert state["map"]["areas"]["Ifriqiya"]["influence"] == {"castile": 4}


@pytest.mark.rule(RULE, "interpretation:EUPOP-D22")
def test_gain_vassal_on_a_realm_with_vassals_frees_them_and_asks() -> None:
    game = new_game()
    state = game.state
    set_overlord(state, "tunis", "granada")
    state["map"]["areas"]["Granada"]["influence"]["castile"] = 1
    game = start(game, "gain_vassal_effect", "castile", "granada")
    assert state["realms"]["granada"]["overlord"] == "castile"
    assert state["realms"]["tunis"]["overlord"] is None
    decision = game.decision()
    assert decision is not None
    assert "place:Ifriqiya" in [action.argument for action in decision.actions]
    game.apply("castile", Action("freed_vassal", "place:Ifriqiya", ""))
    assert state["map"]["areas"]["Ifriqiya"]["influence"] == {"castile": 1}
