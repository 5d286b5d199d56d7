"""Rebels liberating a province that is not a core of the player realm owning it (aid
Rebel Units, Liberation; Rebel Dice "Occ. or non-Core Prov. gets Liber."; EUPOP-P6)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_take
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.peace_rebels.harness import ended, options, run, six_crowns

REBELLION, NOTHING = 1, 6
"""Phase 3 adds one more unrest token of Castile in pagan Tawantinsuyu before the dice
(religious dissent): two dice are rolled, the second a blank."""


@pytest.fixture
def state() -> State:
    """Castile has a small town on Lima (the Incas' flag, not Castile's core) and one
    unrest token in Tawantinsuyu."""
    state = six_crowns()
    set_owner(state, "Lima", "castile")
    state["map"]["provinces"]["Lima"].update(town="small")
    state["map"]["areas"]["Tawantinsuyu"]["unrest"] = {"castile": 1}
    return state


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P6")
def test_a_rebellion_liberates_a_province_to_the_npr_whose_flag_it_flies(state: State) -> None:
    towns = state["supply"]["castile"]["small_towns"]
    game = run(state, dice=[REBELLION, NOTHING])
    assert ended(game)
    lima = state["map"]["provinces"]["Lima"]
    assert (lima["owner"], lima["town"], lima["occupier"]) == ("incas", None, None)
    assert state["supply"]["castile"]["small_towns"] == towns + 1
    assert "incas" in state["realms"]["castile"]["casus_belli"]


@pytest.mark.rule("eupop-aid:Rebel Dice", "interpretation:EUPOP-P6")
def test_the_realm_picks_between_a_core_and_a_non_core_province(state: State) -> None:
    """Castile also owns Cusco, made its core by a core token: both are offered."""
    set_owner(state, "Cusco", "castile")
    state["map"]["provinces"]["Cusco"].update(town="small")
    state["map"]["areas"]["Tawantinsuyu"]["cores"] = ["castile"]
    state["map"]["provinces"]["Lima"]["dnpr_token"] = None
    game = run(state, dice=[REBELLION, NOTHING])
    decision = options(game)
    assert [action.argument for action in decision.actions] == ["Cusco", "Lima"]
    game.apply("castile", Action("rebellion", "Cusco"))
    assert ended(game)
    assert state["map"]["provinces"]["Cusco"]["occupier"] == "rebels"


@pytest.mark.rule(
    "eupop-aid:Rebel Units (👤)", "eupop-aid:DNPRs (👤) (p. 35)", "interpretation:EUPOP-P6"
)
def test_a_dnpr_token_underneath_takes_the_liberated_province(state: State) -> None:
    state["map"]["provinces"]["Lima"]["dnpr_token"] = "aztecs"
    assert rebels_take(state, RULES.content.geography, "Lima") == "liberated"
    lima = state["map"]["provinces"]["Lima"]
    assert (lima["owner"], lima["dnpr_token"]) == ("aztecs", None)


@pytest.mark.rule("eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P6")
def test_a_liberated_territory_goes_to_the_dnpr_strongest_on_its_continent(state: State) -> None:
    """Acapulco (a territory) is Castile's; the Aztecs and the Incas hold 2 provinces each in
    the Americas (A→Z: the Aztecs), the Incas 3 once they own Veracruz."""
    set_owner(state, "Acapulco", "castile")
    state["map"]["provinces"]["Acapulco"].update(town="small")
    set_owner(state, "Veracruz", "incas")
    assert rebels_take(state, RULES.content.geography, "Acapulco") == "liberated"
    assert state["map"]["provinces"]["Acapulco"]["owner"] == "incas"


@pytest.mark.rule(
    "eupop-aid:GENERAL NOTES (p. 2-4)", "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-F16"
)
def test_out_of_small_towns_a_large_town_token_stands_in() -> None:
    """France holds Sevilla, Castile's core; Castile has no small town left but 2 large."""
    state = six_crowns()
    set_owner(state, "Sevilla", "france")
    state["map"]["provinces"]["Sevilla"].update(town="small")
    state["supply"]["castile"].update(small_towns=0, large_towns=2)
    assert rebels_take(state, RULES.content.geography, "Sevilla") == "liberated"
    sevilla = state["map"]["provinces"]["Sevilla"]
    assert (sevilla["owner"], sevilla["town"]) == ("castile", "small")
    assert (
        state["supply"]["castile"]["small_towns"],
        state["supply"]["castile"]["large_towns"],
    ) == (
        0,
        1,
    )
