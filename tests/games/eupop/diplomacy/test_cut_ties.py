"""Cut ties (rules/diplomacy/cut_ties.py)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.cut_ties import offers, ties
from hegemon.games.eupop.world import allied
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from hegemon.games.eupop.world.wars import join_war, start_war
from tests.games.eupop.diplomacy.support import new_game, start


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "eupop-aid:MINOR ACTIONS")
def test_offered_to_a_realm_with_a_tie() -> None:
    game = new_game()
    content = content_of(game)
    assert offers(game.state, content, "castile") == []
    assert [a.verb for a in offers(game.state, content, "france")] == ["cut_ties"]


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_an_ally_at_peace_costs_five_influence_and_brings_a_truce() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Scotland"]["influence"] = {"france": 6}
    game = start(game, "cut_ties", "france", None)
    game.apply("france", Action("cut_tie", "alliance:scotland", ""))
    assert state["realms"]["france"]["allies"] == []
    assert state["supply"]["france"]["alliances"] == 3
    assert state["map"]["areas"]["Scotland"]["influence"] == {"france": 1}
    assert "scotland" in state["realms"]["france"]["truces"]
    assert game.decision() is not None and game.decision().procedure == "situation"  # type: ignore[union-attr]


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_an_ally_at_war_costs_two_prestige_and_all_influence_there() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Scotland"]["influence"] = {"france": 3}
    state["players"]["france"]["prestige"] = 3
    start_war(state, "england", ["scotland"])
    game = start(game, "cut_ties", "france", None)
    game.apply("france", Action("cut_tie", "alliance:scotland", ""))
    assert state["players"]["france"]["prestige"] == 1
    assert state["map"]["areas"]["Scotland"]["influence"] == {}
    assert "scotland" not in state["realms"]["france"]["truces"]


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_an_active_ally_fights_on_alone_and_its_units_go_back() -> None:
    game = new_game()
    state = game.state
    war = start_war(state, "france", ["england"])
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    state["realms"]["france"]["active_allies"] = ["scotland"]
    allied.grant(state, "france", "scotland", 2)
    game = start(game, "cut_ties", "france", None)
    game.apply("france", Action("cut_tie", "alliance:scotland", ""))
    assert state["players"]["france"]["allied_units"]["available"] == 0
    members = state["wars"][war]["attackers"]["members"]
    assert [m["joined"] for m in members if m["realm"] == "scotland"] == ["abandoned_ally"]
    assert state["realms"]["scotland"]["allies"] == []


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_marriages_and_vassals_one_after_the_other() -> None:
    game = new_game()
    state = game.state
    state["realms"]["poland"]["marriages"] = ["hungary"]
    state["realms"]["hungary"]["marriages"] = ["poland"]
    state["supply"]["poland"]["marriages"] = 2
    tokens = state["supply"]["poland"]["vassal_tokens"]
    game = start(game, "cut_ties", "poland", None)
    game.apply("poland", Action("cut_tie", "marriage:hungary", ""))
    game.apply("poland", Action("cut_tie", "vassal:lithuania", ""))
    assert state["realms"]["poland"]["marriages"] == []
    assert state["supply"]["poland"]["marriages"] == 3
    assert state["realms"]["lithuania"]["overlord"] is None
    assert state["supply"]["poland"]["vassal_tokens"] > tokens


@pytest.mark.rule("eupop-aid:Cut ties (p. 14)", "interpretation:EUPOP-D15")
def test_no_vassal_released_at_war() -> None:
    game = new_game()
    start_war(game.state, "poland", ["muscovy"])
    assert "vassal:lithuania" not in [a.argument for a in ties(game.state, "poland")]


@pytest.mark.rule(
    "eupop-aid:Cut ties (p. 14)",
    "eupop-aid:Leaving and Rejoining HRE (p. 45)",
    "interpretation:EUPOP-D28",
)
def test_a_released_vassal_from_outside_takes_its_hre_area_out() -> None:
    game = new_game()
    state = game.state
    for name in ("Hamburg", "Lubeck"):  # all of Holstein, an HRE area
        set_owner(state, name, "scotland")
    set_overlord(state, "scotland", "austria")  # the Emperor's vassal from outside the HRE
    authority = state["hre"]["imperial_authority"]
    game = start(game, "cut_ties", "austria", None)
    game.apply("austria", Action("cut_tie", "vassal:scotland", ""))
    assert state["realms"]["scotland"]["overlord"] is None
    assert state["map"]["areas"]["Holstein"]["hre"] is False
    assert state["hre"]["imperial_authority"] == authority - 1
