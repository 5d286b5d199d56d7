"""Clean-up A gives back the cube of the Changed National Focus slot (eupop-aid 5. CLEAN-UP
A, Change National Focus (p. 13); interpretation:EUPOP-A7)."""

from __future__ import annotations

import pytest

from tests.games.eupop.cleanup.helpers import set_up, start

UPDATE = "eupop-aid:A. Update and Refresh"
FOCUS = "eupop-aid:Change National Focus (p. 13)"


@pytest.mark.rule(UPDATE, FOCUS, "interpretation:EUPOP-A7")
def test_the_cube_placed_this_round_goes_back_to_the_supply() -> None:
    """England changed its focus this round (3), France in round 2: only England's slot
    holds a cube."""
    state = set_up()
    state["hre"]["emperor"] = None
    state["round"]["number"] = 3
    state["players"]["england"]["national_focus"] = 3
    state["players"]["france"]["national_focus"] = 2
    before = {realm: state["supply"][realm]["cubes"] for realm in ("england", "france")}
    game = start(state)
    assert state["supply"]["england"]["cubes"] == before["england"] + 1
    assert state["supply"]["france"]["cubes"] == before["france"]
    returned = [(e.seat, e.values) for e in game.entries if e.kind == "focus_cube_returned"]
    assert returned == [("england", {"count": 1})]
