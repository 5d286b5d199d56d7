"""The invariants of the Curia's record (aid PAPAL CURIA (p. 45-46); EUPOP-U1, U3, U4): the
fuzzer's check that the rules keep the slots, the cardinals and the crusade tags whole."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from tests.games.eupop.curia.support import new_game, seat_cardinals

CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"


def curia_problems(state: State) -> list[str]:
    """The broken invariants about the Curia and the crusade tags."""
    words = ("Curia", "cardinal", "crusade")
    return [problem for problem in RULES.invariants(state) if any(w in problem for w in words)]


@pytest.mark.rule(CURIA, "interpretation:EUPOP-U1", "interpretation:EUPOP-U3")
def test_a_curia_the_rules_reach_keeps_its_invariants() -> None:
    """Six crowns: five Catholic player realms, six slots; Castile and England's cardinals,
    France holding Roma; Castile committed to a crusade."""
    game = new_game()
    seat_cardinals(game, ["castile", "england", None, None, None, None], roma="france")
    game.state["players"]["castile"]["crusade"] = ["Granada"]
    assert curia_problems(game.state) == []


@pytest.mark.rule(CURIA, "interpretation:EUPOP-U1")
def test_the_slots_follow_the_catholic_player_realms() -> None:
    """Castile turns Protestant without the Curia being told: six slots for five."""
    game = new_game()
    game.state["realms"]["castile"]["religion"] = "protestant"
    assert curia_problems(game.state) == ["the Curia has 6 regular slots, not 5"]


@pytest.mark.rule(CURIA, "interpretation:EUPOP-U1", "interpretation:EUPOP-U3")
def test_every_cardinal_is_a_catholic_player_realms() -> None:
    """The Ottomans (a Sunni Bot) in a slot, Hungary (a non-player realm) holding Roma."""
    game = new_game()
    seat_cardinals(game, ["castile", "ottomans", None, None, None, None], roma="hungary")
    assert curia_problems(game.state) == [
        "hungary holds a cardinal but is no player realm",
        "ottomans holds a cardinal but is not Catholic",
    ]


@pytest.mark.rule("eupop-aid:Call Crusade (2👤)", "interpretation:EUPOP-U11")
def test_a_crusade_tag_names_a_known_area_once() -> None:
    game = new_game()
    game.state["players"]["castile"]["crusade"] = ["Granada", "Granada"]
    game.state["players"]["france"]["crusade"] = ["Atlantis"]
    assert curia_problems(game.state) == [
        "castile is committed to an unknown crusade area or twice",
        "france is committed to an unknown crusade area or twice",
    ]
