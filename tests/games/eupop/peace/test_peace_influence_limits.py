"""Influence and the supply after a peace: a realm out of cubes takes one of its own from
the map (interpretation EUPOP-Q21), and an area a peace leaves wholly to player realms
loses its influence (EUPOP-Q22)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.board import cede
from hegemon.games.eupop.world.influence import clear_player_areas, influence_allowed
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    """Start the peace resolutions on a board the rules could reach: the invariants hold
    (owners and overlords written through the layout helpers keep their indexes; the token
    counts written by hand are taken as the board's own, as for a situation)."""
    RULES.reindex(state)
    assert RULES.invariants(state) == []
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def castile_beats_aragon(state: State) -> None:
    """Castile (9 infantry) wins a partial victory over Aragon, occupying Palermo."""
    start_war(state, "castile", ["aragon"])
    state["forces"]["f001"]["units"] = {"infantry": 9}
    state["map"]["provinces"]["Palermo"]["occupier"] = "castile"


@pytest.mark.rule(
    "eupop-aid:Token Limits (p.2)", "eupop-aid:Vassalization", "interpretation:EUPOP-Q21"
)
def test_a_realm_out_of_cubes_places_a_terms_influence_with_its_cube_from_the_map(
    state: State,
) -> None:
    """Castile vassalizes Aragon with no cube in its supply and one in Granada: it is asked,
    and its cube moves from Granada to Aragon; the second cube can only be that one again."""
    castile_beats_aragon(state)
    state["map"]["provinces"]["Zaragoza"]["occupier"] = "castile"
    state["supply"]["castile"]["cubes"] = 0
    state["map"]["areas"]["Granada"]["influence"] = {"castile": 1}
    game = run(state)
    game.apply("castile", Action("peace_term", "vassalization", ""))
    decision = game.decision()
    assert decision is not None and decision.step == "ask_influence"
    assert [action.argument for action in decision.actions] == [
        "place:Aragon|from:Granada",
        "place:Sicilia|from:Granada",
        "stop",
    ]
    game.apply("castile", Action("peace_influence", "place:Aragon|from:Granada", ""))
    areas = state["map"]["areas"]
    assert (areas["Aragon"]["influence"], areas["Granada"]["influence"]) == ({"castile": 1}, {})
    assert state["supply"]["castile"]["cubes"] == 0
    decision = game.decision()
    assert decision is not None
    assert [action.argument for action in decision.actions] == [
        "place:Sicilia|from:Aragon",
        "stop",
    ]


@pytest.mark.rule(
    "eupop-aid:Influence (♠) (p. 32)",
    "eupop-aid:Keep Current Board State",
    "interpretation:EUPOP-Q22",
)
def test_an_area_a_peace_leaves_wholly_to_player_realms_loses_its_influence(
    state: State,
) -> None:
    """Castile owns Messina and keeps the Palermo it occupies: Sicilia is all Castile's, so
    France's 2 cubes and Castile's 1 there go back to their supplies."""
    castile_beats_aragon(state)
    set_owner(state, "Messina", "castile")
    state["map"]["areas"]["Sicilia"]["influence"] = {"castile": 1, "france": 2}
    cubes = {name: state["supply"][name]["cubes"] for name in ("castile", "france")}
    game = run(state)
    game.apply("castile", Action("peace_term", "keep_board_state", ""))
    assert state["map"]["provinces"]["Palermo"]["owner"] == "castile"
    assert state["map"]["areas"]["Sicilia"]["influence"] == {}
    assert state["supply"]["castile"]["cubes"] == cubes["castile"] + 1
    assert state["supply"]["france"]["cubes"] == cubes["france"] + 2
    removed = [(e.seat, e.values["count"]) for e in game.entries if e.kind == "influence_cleared"]
    assert removed == [("castile", 1), ("france", 2)]


@pytest.mark.rule("eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-Q22")
def test_an_area_with_a_non_player_province_keeps_its_influence(state: State) -> None:
    """Sicilia with Messina Castile's and Palermo still Aragon's is not closed."""
    geography = RULES.content.geography
    set_owner(state, "Messina", "castile")
    assert RULES.invariants(state) == []
    state["map"]["areas"]["Sicilia"]["influence"] = {"france": 2}
    assert influence_allowed(state, geography, "Sicilia")
    assert clear_player_areas(state, geography, ["Sicilia"]) == []
    assert state["map"]["areas"]["Sicilia"]["influence"] == {"france": 2}


@pytest.mark.rule(
    "eupop-aid:Token Limits (p.2)", "eupop-aid:Peace Terms (p. 30-31)", "interpretation:EUPOP-Q21"
)
def test_a_vassal_gaining_a_province_without_a_vassal_token_left_does_not_gain_it(
    state: State,
) -> None:
    """Messina, occupied by Naples, is ceded to it, Castile's vassal, when Castile has no
    vassal token left: vassal tokens are never taken from the map, so Naples does not gain
    it; the occupation ends and Messina stays Aragon's (as a town short, EUPOP-Q23)."""
    set_overlord(state, "naples", "castile")
    state["supply"]["castile"]["vassal_tokens"] = 0
    state["map"]["provinces"]["Messina"]["occupier"] = "naples"
    game = run(state)
    assert not cede(game, "Messina", "naples", "eupop-aid:Full Annexation")
    record = state["map"]["provinces"]["Messina"]
    assert (record["owner"], record["occupier"]) == ("aragon", None)
    assert state["supply"]["castile"]["vassal_tokens"] == 0


@pytest.mark.rule(
    "eupop-aid:Token Limits (p.2)",
    "eupop-aid:Keep Current Board State",
    "interpretation:EUPOP-Q19",
    "interpretation:EUPOP-Q21",
)
def test_a_realm_out_of_cubes_may_still_place_its_swap_cube_from_the_map(state: State) -> None:
    """France keeps Bordeaux; England, with no cube in its supply and one in Granada, is
    asked to place a cube in Guyenne (Bayonne Aragon's) and moves the Granada one there."""
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}  # France 7 to 3: partial victory
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"
    set_owner(state, "Bayonne", "aragon")  # influence may stand in Guyenne
    state["map"]["provinces"]["Bayonne"]["town"] = None  # an NPR's province has no town
    state["supply"]["england"]["small_towns"] += 1
    state["supply"]["england"]["cubes"] = 0
    areas = state["map"]["areas"]
    areas["Granada"]["influence"] = {"england": 1}
    game = run(state)
    game.apply("france", Action("peace_term", "keep_board_state", ""))
    game.apply("france", Action("keep_choice", "keep", ""))
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("england", "ask_swap")
    assert [action.argument for action in decision.actions] == [
        "place:Guyenne|from:Granada",
        "no",
    ]
    game.apply("england", Action("peace_swap", "place:Guyenne|from:Granada", ""))
    assert (areas["Guyenne"]["influence"], areas["Granada"]["influence"]) == ({"england": 1}, {})
    assert state["supply"]["england"]["cubes"] == 0
