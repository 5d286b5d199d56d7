"""Cardinals: placing one, the Roma cardinal, religion changes, Cardinal Dies (aid PAPAL
CURIA (p. 45-46), Cardinal Dies; EUPOP-U1, U3, U4, U5)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import frame
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.curia.cardinals import (
    auto_dying,
    cardinal_offers,
    place_cardinal,
    religion_changed,
    settle_roma,
)
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.war.calls import end_alliance
from hegemon.games.eupop.world.curia import papal_controller
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.curia.support import new_game, seat_cardinals, start

CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U4")
def test_a_cardinal_goes_in_the_left_most_empty_slot_and_takes_a_cube() -> None:
    game = new_game()
    seat_cardinals(game, ["france", None, "france", None, None, None])
    assert cardinal_offers(game.state, content_of(game), "castile") == [1]
    place_cardinal(game, "castile", 1, CURIA)
    assert game.state["curia"]["slots"][:3] == ["france", "castile", "france"]
    assert game.state["supply"]["castile"]["cubes"] == 20


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U4")
def test_a_full_curia_takes_no_cardinal() -> None:
    game = new_game()
    seat_cardinals(game, ["france"] * 6)
    assert cardinal_offers(game.state, content_of(game), "castile") == []


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U4")
def test_only_catholic_realms_place_cardinals() -> None:
    game = new_game()
    game.state["realms"]["castile"]["religion"] = "protestant"
    assert cardinal_offers(game.state, content_of(game), "castile") == []
    with pytest.raises(ValueError):
        place_cardinal(game, "castile", 0, CURIA)


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U4")
def test_with_no_cube_in_supply_the_cardinal_comes_from_the_map() -> None:
    game = new_game()
    game.state["supply"]["castile"]["cubes"] = 0
    game.state["map"]["areas"]["Granada"]["influence"] = {"castile": 1}
    place_cardinal(game, "castile", 0, CURIA)
    assert game.state["map"]["areas"]["Granada"]["influence"] == {}
    assert game.state["curia"]["slots"][0] == "castile"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U3")
def test_the_ally_of_the_papal_states_holds_roma() -> None:
    game = new_game()
    game.state["realms"]["france"]["allies"] = ["papal_states"]
    game.state["realms"]["papal_states"]["allies"] = ["france"]
    settle_roma(game)
    assert game.state["curia"]["roma"] == "france"
    assert game.state["supply"]["france"]["cubes"] == 20


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U3")
def test_control_of_roma_beats_the_alliance_and_takes_the_other_cardinals() -> None:
    """France is allied to the Papal States; Castile occupies Roma: Castile holds the Roma
    cardinal, and its two regular cardinals go back to its supply."""
    game = new_game()
    game.state["realms"]["france"]["allies"] = ["papal_states"]
    game.state["realms"]["papal_states"]["allies"] = ["france"]
    seat_cardinals(game, ["castile", "france", "castile", None, None, None], roma="france")
    game.state["map"]["provinces"]["Roma"]["occupier"] = "castile"
    settle_roma(game)
    assert game.state["curia"] == {
        "slots": [None, "france", None, None, None, None],
        "roma": "castile",
    }
    assert game.state["supply"]["castile"]["cubes"] == 21 - 1 + 2
    assert cardinal_offers(game.state, content_of(game), "castile") == []


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U3")
def test_a_non_catholic_realm_controlling_roma_keeps_it_from_the_ally() -> None:
    game = new_game()
    game.state["realms"]["france"]["allies"] = ["papal_states"]
    game.state["realms"]["papal_states"]["allies"] = ["france"]
    seat_cardinals(game, [None] * 6, roma="france")
    game.state["realms"]["castile"]["religion"] = "protestant"
    game.state["map"]["provinces"]["Roma"]["occupier"] = "castile"
    settle_roma(game)
    assert game.state["curia"]["roma"] is None


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U3")
def test_roma_ceded_moves_the_roma_cardinal_through_the_ownership_hook() -> None:
    game = new_game()
    set_owner(game.state, "Roma", "france")
    after_provinces_changed(game, ["Roma"])
    assert game.state["curia"]["roma"] == "france"
    assert any(entry.kind == "roma_cardinal" for entry in game.entries)


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U1")
def test_a_realm_turning_protestant_loses_its_cardinals_and_a_slot() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "france", "castile", "france", "france", "castile"])
    game.state["realms"]["castile"]["religion"] = "protestant"
    religion_changed(game, "castile")
    assert game.state["curia"]["slots"] == [None, "france", None, "france", "france"]
    assert game.state["supply"]["castile"]["cubes"] == 24
    assert papal_controller(game.state) == "france"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U1")
def test_a_slot_taken_from_a_full_curia_sends_the_right_most_cardinal_back() -> None:
    """The Ottomans (Bots, no cardinal) leave; five slots remain, all full: the right-most
    goes, and its cardinal with it."""
    game = new_game()
    seat_cardinals(game, ["castile", "france", "castile", "france", "france", "castile"])
    game.state["realms"]["england"]["religion"] = "protestant"
    religion_changed(game, "england")
    assert game.state["curia"]["slots"] == ["castile", "france", "castile", "france", "france"]


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U1")
def test_a_realm_turning_catholic_adds_a_slot_at_the_right() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", None, None, None, None, "france"])
    game.state["realms"]["ottomans"]["religion"] = "catholic"
    religion_changed(game, "ottomans")
    assert game.state["curia"]["slots"] == ["castile", None, None, None, None, "france", None]


@pytest.mark.rule("eupop-aid:Cardinal Dies", "interpretation:EUPOP-U5")
def test_auto_resolution_takes_the_right_most_of_the_realm_with_most() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "france", "castile", "castile", "france", None])
    assert auto_dying(game.state) == 3
    seat_cardinals(game, ["castile", "france", "castile", "france", None, None])
    assert auto_dying(game.state) == 3
    seat_cardinals(game, ["france", "castile", "castile", "france", None, None], roma="france")
    assert auto_dying(game.state) == 3


def _dies(seat: str | None) -> object:
    game = new_game()
    seat_cardinals(game, ["castile", "france", "france", None, None, None], roma="castile")
    state = game.state
    local = {"procedure": "cardinal_dies", "local": {"seat": seat, "event": "e"}, "seat": seat}
    state["stack"] = [frame("situation", local)]
    handle = RULES.resume(state)
    handle.advance()
    return handle


@pytest.mark.rule("eupop-aid:Cardinal Dies", "interpretation:EUPOP-U5")
def test_the_realm_that_took_the_event_picks_any_cardinal_but_roma() -> None:
    handle = _dies("france")
    decision = handle.decision()
    assert decision is not None and decision.seat == "france"
    assert [action.argument for action in decision.actions] == [0, 1, 2]
    handle.apply("france", Action("cardinal_dies", 0))
    assert handle.state["curia"] == {
        "slots": [None, "france", "france", None, None, None],
        "roma": "castile",
    }


@pytest.mark.rule("eupop-aid:Cardinal Dies", "interpretation:EUPOP-U5")
def test_an_event_on_its_own_kills_the_auto_resolutions_cardinal() -> None:
    """France 2, Castile 2 (Roma counted): tied, the right-most of theirs is France's."""
    handle = _dies(None)
    assert handle.state["curia"]["slots"] == ["castile", "france", None, None, None, None]


@pytest.mark.rule(
    "eupop-aid:PAPAL CURIA (p. 45-46)", "eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-U3"
)
def test_the_roma_cardinal_follows_an_alliance_with_the_papal_states_at_once() -> None:
    """France allies with the Papal States by the Forge Alliance action: it holds the Roma
    cardinal at once (the Papal Controller, with no other cardinal in the Curia); the
    alliance ending gives the cube back at once (audit 2026-11-29, finding 13)."""
    game = new_game()
    game.state["players"]["france"]["monarch_power"]["diplomatic"] = 10
    game.state["map"]["areas"]["Lazio"]["influence"]["france"] = 2
    game.state["supply"]["france"]["cubes"] -= 2
    handle = start(game, "forge_alliance", "france", "papal_states")
    assert "papal_states" in handle.state["realms"]["france"]["allies"]
    assert handle.state["curia"]["roma"] == "france"
    assert papal_controller(handle.state) == "france"
    cubes = handle.state["supply"]["france"]["cubes"]
    end_alliance(handle, "france", "papal_states", CURIA, "test")
    assert handle.state["curia"]["roma"] is None
    assert handle.state["supply"]["france"]["cubes"] == cubes + 1
