"""Change State Religion (eupop-aid Change State Religion (p. 13), Convert between Catholic
and Protestant, Embrace the Counter-Reformation; EUPOP-L4, L6, L7, L8): six crowns,
Castile and France human, Age II."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.religion import change
from hegemon.games.eupop.rules.sequence import menu
from hegemon.games.eupop.world.religion import counter_reformation_in_play
from tests.games.eupop.economy.support import answer, verbs
from tests.games.eupop.religion.support import kinds, new_game, place_cubes, start


@pytest.mark.rule("eupop-aid:Change State Religion (p. 13)")
def test_offered_from_age_two_only() -> None:
    assert change.options(new_game(age=1).state, "castile") == []
    assert change.options(new_game(age=2).state, "castile") == ["protestant"]


@pytest.mark.rule("eupop-aid:Change State Religion (p. 13)", "eupop-aid:Religion abilities")
def test_only_catholic_and_protestant_realms_may_change() -> None:
    game = new_game()
    state = game.state
    state["realms"]["castile"]["religion"] = "orthodox"
    assert change.options(state, "castile") == []
    state["realms"]["castile"]["religion"] = "protestant"
    assert change.options(state, "castile") == ["catholic"]
    state["realms"]["castile"]["religion"] = "counter_reformed"
    assert change.options(state, "castile") == ["protestant"]


@pytest.mark.rule("eupop-aid:Change State Religion (p. 13)")
def test_the_emperor_waits_for_the_hre_to_differ_under_the_advanced_rules() -> None:
    game = new_game()
    state = game.state
    state["hre"]["emperor"] = "castile"
    assert change.options(state, "castile") == ["protestant"]
    state["meta"]["options"] = {"advanced_rules": True}
    assert change.options(state, "castile") == []
    state["hre"]["religion"] = "diverse"
    assert change.options(state, "castile") == ["protestant"]


@pytest.mark.rule("eupop-aid:Convert between Catholic and Protestant")
def test_converting_needs_a_diplomatic_power() -> None:
    game = new_game()
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 0
    assert change.options(game.state, "castile") == []


@pytest.mark.rule("eupop-aid:Convert between Catholic and Protestant")
def test_converting_pays_and_moves_five_cubes_chosen_one_by_one() -> None:
    game = new_game()
    state = game.state
    state["players"]["castile"]["prestige"] = 4
    state["map"]["religion_slots"]["Provence"]["religion"] = "protestant"
    place_cubes(game, "castile", {"Aragon": 2, "Portugal": 2, "Bourgogne": 2})
    state["rng"]["forced"] = [6, 6, 6]  # no rebel die does anything
    handle = start(game, "change_state_religion", "castile", "protestant")
    state = handle.state
    assert state["realms"]["castile"]["religion"] == "protestant"
    assert state["players"]["castile"]["prestige"] == 3
    assert state["players"]["castile"]["stability"] == -1
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 2
    assert verbs(handle) == [
        ("rel_remove", "Aragon"),
        ("rel_remove", "Bourgogne"),
        ("rel_remove", "Portugal"),
    ]
    for where in ("Aragon", "Aragon", "Portugal", "Portugal", "Bourgogne"):
        answer(handle, "castile", "rel_remove", where)
    assert state["map"]["areas"]["Bourgogne"]["influence"] == {"castile": 1}
    assert "castile" not in state["map"]["areas"]["Aragon"]["influence"]
    assert verbs(handle) == [("rel_place", "Provence")]
    for _ in range(5):
        answer(handle, "castile", "rel_place", "Provence")
    assert state["map"]["areas"]["Provence"]["influence"] == {"castile": 5}
    assert "roll" in kinds(handle)
    for where in ("Andalucia", "Castilla", "Leon"):
        assert state["map"]["areas"][where]["unrest"] == {"castile": 1}


@pytest.mark.rule("eupop-aid:Convert between Catholic and Protestant")
def test_cubes_with_nowhere_to_go_stay_in_the_supply() -> None:
    game = new_game()
    place_cubes(game, "castile", {"Aragon": 2})
    supply = game.state["supply"]["castile"]["cubes"]
    handle = start(game, "change_state_religion", "castile", "protestant")
    assert handle.state["supply"]["castile"]["cubes"] == supply + 2
    assert "castile" not in handle.state["map"]["areas"]["Aragon"]["influence"]
    assert "influence_unplaced" in kinds(handle)


@pytest.mark.rule("eupop-aid:Convert between Catholic and Protestant")
def test_a_catholic_realm_turning_protestant_loses_its_cardinals() -> None:
    game = new_game()
    game.state["curia"]["slots"][0] = "castile"
    handle = start(game, "change_state_religion", "castile", "protestant")
    assert "castile" not in handle.state["curia"]["slots"]


@pytest.mark.rule("eupop-aid:Embrace the Counter-Reformation")
def test_embracing_needs_a_token_in_play() -> None:
    game = new_game()
    state = game.state
    assert not counter_reformation_in_play(state)
    assert change.EMBRACING not in change.options(state, "castile")
    state["map"]["religion_slots"]["Bohmen"]["religion"] = "counter_reformed"
    assert change.options(state, "castile") == ["protestant", change.EMBRACING]
    state["players"]["castile"]["monarch_power"]["administrative"] = 2
    assert change.options(state, "castile") == ["protestant"]


@pytest.mark.rule("eupop-aid:Embrace the Counter-Reformation")
def test_embracing_pays_three_administrative_and_marks_the_capital_area() -> None:
    game = new_game()
    game.state["map"]["religion_slots"]["Bohmen"]["religion"] = "counter_reformed"
    handle = start(game, "change_state_religion", "castile", change.EMBRACING)
    state = handle.state
    assert state["realms"]["castile"]["religion"] == "counter_reformed"
    assert state["players"]["castile"]["monarch_power"]["administrative"] == 0
    slot = state["map"]["religion_slots"]["Castilla"]
    assert slot == {"religion": "counter_reformed", "counter_reformation": True,
                    "revolutionary": False}  # fmt: skip
    assert handle.decision().step == "ask_close"  # type: ignore[union-attr]
    assert "unrest_added" not in kinds(handle)


@pytest.mark.rule("eupop-aid:Embrace the Counter-Reformation")
def test_a_counter_reformed_realm_may_not_embrace_again() -> None:
    game = new_game()
    game.state["realms"]["castile"]["religion"] = "counter_reformed"
    assert change.options(game.state, "castile") == ["protestant"]


@pytest.mark.rule("eupop-aid:Diverse Faiths")
def test_diverse_faiths_are_never_offered_nor_taken() -> None:
    game = new_game()
    state = game.state
    state["map"]["religion_slots"]["Castilla"]["religion"] = "diverse"
    assert "diverse" not in change.options(state, "castile")
    with pytest.raises(ValueError, match="Diverse"):
        start(game, "change_state_religion", "castile", "diverse", free=True)


@pytest.mark.rule("eupop-aid:Change State Religion (p. 13)")
def test_the_menu_offers_the_action_as_a_generic_one() -> None:
    game = new_game()
    offered = change.offers(game.state, content_of(game), "castile")
    assert [action.key for action in offered] == [("change_state_religion", "protestant")]
    assert menu.heading_of("change_state_religion") == menu.GENERIC
