"""The Roma cardinal is one of its holder's cubes: a claimant with none in its supply nor
on the map does not get it, and the token count stays exact (aid PAPAL CURIA (p. 45-46),
Token Limits (p.2); EUPOP-U3, F20)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.cardinals import settle_roma
from hegemon.games.eupop.world.conservation import conservation, record_offsets
from tests.games.eupop.curia.support import new_game, seat_cardinals

RULES_CITED = (
    "eupop-aid:PAPAL CURIA (p. 45-46)",
    "eupop-aid:Token Limits (p.2)",
    "interpretation:EUPOP-U3",
    "interpretation:EUPOP-F20",
)


def without_cubes(game: Game, name: str) -> None:
    """Every cube of the realm is off the map and out of its supply (the count held to it)."""
    state = game.state
    for record in state["map"]["areas"].values():
        record["influence"].pop(name, None)
    state["supply"][name]["cubes"] = 0
    record_offsets(state, content_of(game))


def allied_france() -> Game:
    game = new_game()
    game.state["realms"]["france"]["allies"] = ["papal_states"]
    game.state["realms"]["papal_states"]["allies"] = ["france"]
    return game


@pytest.mark.rule(*RULES_CITED)
def test_an_ally_with_no_cube_anywhere_does_not_get_the_roma_cardinal() -> None:
    game = allied_france()
    without_cubes(game, "france")
    game.entries = []
    settle_roma(game)
    assert game.state["curia"]["roma"] is None
    assert [entry.kind for entry in game.entries] == ["roma_cardinal_wanting"]
    assert conservation(game.state, content_of(game)) == []


@pytest.mark.rule(*RULES_CITED)
def test_the_next_settling_gives_it_once_a_cube_is_back() -> None:
    game = allied_france()
    without_cubes(game, "france")
    settle_roma(game)
    game.state["supply"]["france"]["cubes"] = 1
    record_offsets(game.state, content_of(game))
    settle_roma(game)
    assert game.state["curia"]["roma"] == "france"
    assert game.state["supply"]["france"]["cubes"] == 0
    assert conservation(game.state, content_of(game)) == []


@pytest.mark.rule(*RULES_CITED)
def test_control_of_roma_with_no_cube_but_regular_cardinals_takes_one_of_them_back() -> None:
    """Castile occupies Roma, its cubes all gone but two regular cardinals: they go back to
    its supply, and one of them becomes the Roma cardinal."""
    game = new_game()
    without_cubes(game, "castile")
    seat_cardinals(game, ["castile", "france", "castile", None, None, None])
    record_offsets(game.state, content_of(game))
    game.state["map"]["provinces"]["Roma"]["occupier"] = "castile"
    settle_roma(game)
    assert game.state["curia"] == {
        "slots": [None, "france", None, None, None, None],
        "roma": "castile",
    }
    assert game.state["supply"]["castile"]["cubes"] == 1
    assert conservation(game.state, content_of(game)) == []
