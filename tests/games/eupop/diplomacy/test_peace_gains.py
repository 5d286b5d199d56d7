"""Relations a peace term gains (EUPOP-D25): Keep Current Board State's alliance with a
liberated NPR and its 2 influence; Secure Desired Succession's marriage with the loser."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES  # before the peace rules: the import order
from hegemon.games.eupop.rules.peace.terms import Asks, keep_board_state, secure_succession
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import new_game


def _call(game: Game, procedure: str, **local: object) -> Game:
    state = game.state
    case = {"procedure": procedure, "local": local, "seat": local["seat"]}
    state["stack"] = [frame("situation", case)]
    handle = RULES.resume(state)
    handle.advance()
    return handle


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-D25")
def test_liberating_a_province_asks_for_the_alliance_after_the_term() -> None:
    game = new_game()
    state = game.state
    war = start_war(state, "castile", ["granada"])
    state["map"]["provinces"]["Malaga"]["occupier"] = "castile"
    asks = Asks()
    keep_board_state(game, (war, "castile", "granada"), "castile", "granada",
                     {"Malaga": "liberate:tunis"}, asks)  # fmt: skip
    assert state["map"]["provinces"]["Malaga"]["owner"] == "tunis"
    assert asks.follow_ups == [("liberation_alliance", {"seat": "castile", "liberated": ["tunis"]})]


@pytest.mark.rule(
    "eupop-aid:Keep Current Board State",
    "eupop-aid:Alliances (♠) (p. 32)",
    "interpretation:EUPOP-D25",
)
def test_the_victor_allies_with_a_liberated_realm_and_places_two_influence_there() -> None:
    game = _call(new_game(), "liberation_alliance", seat="castile", liberated=["tunis"])
    state = game.state
    decision = game.decision()
    assert decision is not None
    assert [action.argument for action in decision.actions] == ["tunis", "none"]
    game.apply("castile", Action("liberation_ally", "tunis", ""))
    assert state["realms"]["castile"]["allies"] == ["tunis"]
    game.apply("castile", Action("liberation_influence", "place:Ifriqiya", ""))
    game.apply("castile", Action("liberation_influence", "place:Ifriqiya", ""))
    assert state["map"]["areas"]["Ifriqiya"]["influence"] == {"castile": 2}
    assert game.decision().procedure == "situation"  # type: ignore[union-attr]


@pytest.mark.rule("eupop-aid:Secure Desired Succession", "interpretation:EUPOP-D25")
def test_securing_the_succession_asks_for_a_marriage_with_the_loser() -> None:
    game = new_game()
    war = start_war(game.state, "castile", ["aragon"])
    asks = Asks()
    secure_succession(game, (war, "castile", "aragon"), "castile", "aragon", asks)
    assert ("peace_marriage", {"seat": "castile", "partner": "aragon"}) in asks.follow_ups


@pytest.mark.rule(
    "eupop-aid:Secure Desired Succession",
    "eupop-aid:Marriages (♠) (p. 32)",
    "interpretation:EUPOP-D25",
)
def test_the_victor_marries_the_loser_if_it_may() -> None:
    game = _call(new_game(), "peace_marriage", seat="castile", partner="aragon")
    decision = game.decision()
    assert decision is not None and decision.seat == "castile"
    tokens = game.state["supply"]["castile"]["marriages"]
    game.apply("castile", Action("peace_marriage", "marry", ""))
    assert "aragon" in game.state["realms"]["castile"]["marriages"]
    assert game.state["supply"]["castile"]["marriages"] == tokens - 1
    granada = _call(new_game(), "peace_marriage", seat="castile", partner="granada")
    assert granada.decision().procedure == "situation"  # type: ignore[union-attr]
