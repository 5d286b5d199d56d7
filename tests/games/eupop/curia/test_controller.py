"""Who controls the Papal Curia (aid PAPAL CURIA (p. 45-46), Uncontested Papal Controller;
EUPOP-U1, EUPOP-U2)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world.curia import (
    cardinals,
    papal_controller,
    regular_slot_count,
    uncontested_controller,
)
from tests.games.eupop.curia.support import new_game, seat_cardinals

CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U1")
def test_setup_gives_one_slot_per_catholic_player_realm_and_one_more() -> None:
    """Five Catholic player realms (the Ottomans are Sunni): six empty slots, no Roma."""
    game = new_game()
    assert game.state["curia"] == {"slots": [None] * 6, "roma": None}
    assert regular_slot_count(game.state) == 6


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U2")
def test_no_cardinal_no_controller() -> None:
    assert papal_controller(new_game().state) is None


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U2")
def test_most_cardinals_controls() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "france", "france", None, None, None])
    assert papal_controller(game.state) == "france"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U2")
def test_the_left_most_cardinal_breaks_a_tie() -> None:
    game = new_game()
    seat_cardinals(game, [None, "france", "castile", "castile", "france", None])
    assert papal_controller(game.state) == "france"


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U2")
def test_the_roma_cardinal_counts_and_sits_left_most() -> None:
    game = new_game()
    seat_cardinals(game, ["france", "france", "castile", None, None, None], roma="castile")
    assert cardinals(game.state, "castile") == 2
    assert papal_controller(game.state) == "castile"


@pytest.mark.rule("eupop-aid:• Uncontested Papal Controller", "interpretation:EUPOP-U2")
def test_uncontested_needs_two_cardinals_and_no_tie() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", None, None, None, None, None])
    assert (papal_controller(game.state), uncontested_controller(game.state)) == ("castile", None)
    seat_cardinals(game, ["castile", "france", "france", "castile", None, None])
    assert (papal_controller(game.state), uncontested_controller(game.state)) == ("castile", None)
    seat_cardinals(game, ["castile", "france", "france", None, None, None])
    assert uncontested_controller(game.state) == "france"
