"""The Influence action (rules/diplomacy/influence.py)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.diplomacy.influence import offers
from hegemon.games.eupop.rules.diplomacy.placing import influence_options
from tests.games.eupop.diplomacy.support import new_game, start


def places(game: Game) -> list[str]:
    decision = game.decision()
    assert isinstance(decision, Decision) and decision.procedure == "influence"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule("eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)", "eupop-aid:DIPLOMATIC ACTIONS")
def test_one_influence_action_is_offered() -> None:
    game = new_game()
    content = content_of(game)
    assert [a.verb for a in offers(game.state, content, "castile")] == ["influence"]
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 0
    assert offers(game.state, content, "castile") == []


@pytest.mark.rule("eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)", "interpretation:EUPOP-D11")
def test_cubes_go_next_to_the_realms_tokens_two_an_area_one_power_each() -> None:
    game = start(new_game(), "influence", "castile", None)
    offered = places(game)
    assert "place:Aragon" in offered and "place:Portugal" in offered
    assert "place:Castilla" not in offered  # all Castile's: no influence there
    assert "place:Provence" not in offered and "done" not in offered
    game.apply("castile", Action("influence_place", "place:Aragon", ""))
    game.apply("castile", Action("influence_place", "place:Aragon", ""))
    offered = places(game)
    assert "place:Aragon" not in offered and "done" in offered
    assert "place:Provence" not in offered  # next to a cube placed this turn only
    game.apply("castile", Action("influence_place", "place:Portugal", ""))
    state = game.state
    assert state["map"]["areas"]["Aragon"]["influence"] == {"castile": 2}
    assert state["map"]["areas"]["Portugal"]["influence"] == {"castile": 1}
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 0
    assert game.decision() is not None and game.decision().procedure == "situation"  # type: ignore[union-attr]


@pytest.mark.rule("eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)", "interpretation:EUPOP-D11")
def test_a_cube_there_at_the_start_opens_its_neighbours() -> None:
    game = new_game()
    game.state["map"]["areas"]["Aragon"]["influence"] = {"castile": 1}
    assert "place:Provence" in places(start(game, "influence", "castile", None))


@pytest.mark.rule("eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-D11")
def test_no_cube_in_a_full_area() -> None:
    game = new_game()
    game.state["map"]["areas"]["Portugal"]["influence"] = {"france": 5}
    assert "place:Portugal" not in places(start(game, "influence", "castile", None))


@pytest.mark.rule("eupop-aid:Influence (1👤/3👤 per 🏰) (p. 15)", "interpretation:EUPOP-D12")
def test_a_cardinal_costs_three_diplomatic_power() -> None:
    game = start(new_game(), "influence", "castile", None)
    assert "cardinal:0" in places(game)
    game.apply("castile", Action("influence_place", "cardinal:0", ""))
    assert game.state["curia"]["slots"][0] == "castile"
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == 0


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-Q21")
def test_out_of_cubes_one_comes_from_the_map() -> None:
    game = new_game()
    state = game.state
    state["supply"]["castile"]["cubes"] = 0
    state["map"]["areas"]["Granada"]["influence"] = {"castile": 1}
    state["map"]["areas"]["Maghreb"]["influence"] = {"castile": 1}
    game = start(game, "influence", "castile", None)
    game.apply("castile", Action("influence_place", "place:Aragon", ""))
    decision = game.decision()
    assert decision is not None
    assert [a.argument for a in decision.actions] == ["Granada", "Maghreb"]
    game.apply("castile", Action("influence_source", "Maghreb", ""))
    assert game.state["map"]["areas"]["Maghreb"]["influence"] == {}
    assert game.state["map"]["areas"]["Aragon"]["influence"] == {"castile": 1}


@pytest.mark.rule("eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-D20")
def test_imperial_cubes_count_toward_an_areas_five() -> None:
    game = new_game()
    game.state["map"]["areas"]["Portugal"]["influence"] = {"france": 3}
    game.state["hre"]["imperial_influence"]["Portugal"] = 2
    assert "place:Portugal" not in places(start(game, "influence", "castile", None))


@pytest.mark.rule("eupop-aid:Gain/place Influence", "interpretation:EUPOP-D20")
def test_a_full_area_offers_only_regular_cubes_to_displace() -> None:
    game = new_game()
    game.state["map"]["areas"]["Portugal"]["influence"] = {"france": 1}
    game.state["hre"]["imperial_influence"]["Portugal"] = 4
    options = influence_options(game.state, content_of(game).geography, "castile", ["Portugal"])
    assert options == ["displace:Portugal:france"]
