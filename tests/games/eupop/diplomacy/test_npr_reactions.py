"""NPRs after a change of owners: capital moves, vassals freed (rules/diplomacy/npr.py)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.world.layout import own_provinces, set_overlord, set_owner
from tests.games.eupop.diplomacy.support import new_game


@pytest.mark.rule("eupop-aid:NPRS (p. 35-36)", "interpretation:EUPOP-D17")
def test_an_npr_moves_its_capital_and_takes_it_back() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    left = sorted(p for p in own_provinces(state, "aragon") if p != "Zaragoza")
    large = [p for p in left if geography.provinces[p].town == "large"]
    set_owner(state, "Zaragoza", "castile")
    after_provinces_changed(game, ["Zaragoza"])
    assert state["realms"]["aragon"]["capital"] == (large or left)[0]
    assert state["realms"]["aragon"]["capital"] != "Zaragoza"
    set_owner(state, "Zaragoza", "aragon")
    after_provinces_changed(game, ["Zaragoza"])
    assert state["realms"]["aragon"]["capital"] == "Zaragoza"


@pytest.mark.rule("eupop-aid:NPRS (p. 35-36)", "interpretation:EUPOP-D17")
def test_the_vassals_of_an_npr_gone_become_independent() -> None:
    game = new_game()
    state = game.state
    set_overlord(state, "pomerania", "brandenburg")
    provinces = sorted(own_provinces(state, "brandenburg"))
    for name in provinces:
        set_owner(state, name, "poland")
    after_provinces_changed(game, provinces)
    assert state["realms"]["pomerania"]["overlord"] is None
    assert state["realms"]["brandenburg"]["capital"] is None


@pytest.mark.rule("eupop-aid:+1 ♠ tokens (p. 36)", "interpretation:EUPOP-D19")
def test_a_province_changing_hands_loses_its_plus_one_token() -> None:
    game = new_game()
    state = game.state
    state["map"]["provinces"]["Zaragoza"]["plus_one"] = True
    state["map"]["provinces"]["Valencia"]["plus_one"] = True
    set_owner(state, "Zaragoza", "castile")
    after_provinces_changed(game, ["Zaragoza"])
    assert state["map"]["provinces"]["Zaragoza"]["plus_one"] is False
    assert state["map"]["provinces"]["Valencia"]["plus_one"] is True


@pytest.mark.rule(
    "eupop-aid:NPRS (p. 35-36)", "eupop-aid:DNPRs (👤) (p. 35)", "interpretation:EUPOP-D17"
)
def test_a_dnpr_moves_its_capital_and_keeps_it_under_a_town_when_it_owns_none() -> None:
    game = new_game()
    state = game.state
    set_owner(state, "Tenochtitlan", "castile")  # the Aztecs keep Veracruz
    after_provinces_changed(game, ["Tenochtitlan"])
    assert state["realms"]["aztecs"]["capital"] == "Veracruz"
    set_owner(state, "Tenochtitlan", "aztecs")
    after_provinces_changed(game, ["Tenochtitlan"])
    assert state["realms"]["aztecs"]["capital"] == "Tenochtitlan"
    set_owner(state, "Veracruz", "castile")
    set_owner(state, "Tenochtitlan", "castile")
    after_provinces_changed(game, ["Tenochtitlan", "Veracruz"])
    assert state["realms"]["aztecs"]["capital"] == "Tenochtitlan"


@pytest.mark.rule("eupop-aid:NPRS (p. 35-36)", "interpretation:EUPOP-D28")
def test_a_vassal_freed_as_its_npr_overlord_goes_takes_its_hre_area_out() -> None:
    game = new_game()
    state = game.state
    for name in ("Hamburg", "Lubeck"):  # all of Holstein, an HRE area
        set_owner(state, name, "scotland")
    set_overlord(state, "scotland", "saxony")  # a member's vassal from outside the HRE
    authority = state["hre"]["imperial_authority"]
    for name in ("Dresden", "Leipzig", "Wittenberg"):  # all of Saxony's provinces
        set_owner(state, name, "austria")
    after_provinces_changed(game, ["Dresden", "Leipzig", "Wittenberg"])
    assert state["realms"]["scotland"]["overlord"] is None
    assert state["map"]["areas"]["Holstein"]["hre"] is False
    assert state["hre"]["imperial_authority"] == authority - 1
