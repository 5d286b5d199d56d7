"""Forge Alliance (rules/diplomacy/forge.py)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.forge import offers, price, refusal
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game, start


def targets(game: object) -> list[str]:
    return [str(a.argument) for a in offers(game.state, content_of(game), "castile")]  # type: ignore[attr-defined]


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)", "interpretation:EUPOP-D14")
def test_two_influence_buy_an_alliance_and_a_cube_in_the_capital_area() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Portugal"]["influence"] = {"castile": 1}
    assert "portugal" not in targets(game)
    state["map"]["areas"]["Portugal"]["influence"] = {"castile": 2}
    assert targets(game) == ["portugal"]
    game = start(game, "forge_alliance", "castile", "portugal")
    assert state["realms"]["castile"]["allies"] == ["portugal"]
    assert state["supply"]["castile"]["alliances"] == 2
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 0  # 5 tax: pays 3
    assert state["map"]["areas"]["Portugal"]["influence"] == {"castile": 3}


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)")
def test_the_price_is_half_the_tax_income_from_one_to_three() -> None:
    game = new_game()
    geography = content_of(game).geography
    assert [price(game.state, geography, n) for n in ("pomerania", "scotland", "aragon")] == [
        1,
        2,
        3,
    ]


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)", "interpretation:EUPOP-D4")
def test_another_realms_ally_needs_more_influence_and_loses_it() -> None:
    game = new_game()
    state = game.state
    geography = content_of(game).geography
    state["map"]["areas"]["Scotland"]["influence"] = {"france": 2, "england": 2}
    assert refusal(state, geography, "england", "scotland") == (
        "no more influence in scotland than its ally france"
    )
    state["map"]["areas"]["Scotland"]["influence"] = {"france": 2, "england": 3}
    start(game, "forge_alliance", "england", "scotland")
    assert state["realms"]["scotland"]["allies"] == ["england"]
    assert state["realms"]["france"]["allies"] == []
    assert state["supply"]["france"]["alliances"] == 3


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)")
def test_both_must_be_at_peace() -> None:
    game = new_game()
    state = game.state
    state["map"]["areas"]["Portugal"]["influence"] = {"castile": 2}
    start_war(state, "england", ["portugal"])
    assert targets(game) == []
    assert refusal(state, content_of(game).geography, "castile", "portugal") == (
        "portugal is at war"
    )


@pytest.mark.rule("eupop-aid:Forge Alliance (1-3👤) (p. 15)", "interpretation:EUPOP-D13")
def test_a_distant_realm_counts_towns_and_colonists_instead_of_influence() -> None:
    game = new_game()
    state = game.state
    state["map"]["provinces"]["Acapulco"]["colonist"] = "castile"
    assert "aztecs" not in targets(game)
    set_owner(state, "Veracruz", "castile")
    assert "aztecs" in targets(game)
    start(game, "forge_alliance", "castile", "aztecs")
    assert state["realms"]["aztecs"]["allies"] == ["castile"]
    assert state["map"]["areas"]["Anahuac"]["influence"] == {}  # none in a distant area
