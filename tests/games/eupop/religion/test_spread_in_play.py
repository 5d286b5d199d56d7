"""Spread of Religious Ideas: "max 2 of one type if >1 Inf. Faith in play" reads "in play"
as EUPOP-L6 does — a slot of the map or a realm's state religion — for both faiths, fixed
when the effect starts (aid Spread of Religious Ideas; EUPOP-L6, L11)."""

from __future__ import annotations

import pytest

from tests.games.eupop.exploration.support import start
from tests.games.eupop.religion.test_spread import PROCEDURE, SPREAD, new_game, spread_log


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L6", "interpretation:EUPOP-L11")
def test_a_counter_reformed_realm_without_a_cluster_holds_the_protestants_to_two() -> None:
    game = new_game(**dict.fromkeys(("Ireland", "Norge", "Sicilia"), "protestant"))
    game.state["realms"]["france"]["religion"] = "counter_reformed"  # no slot on the map
    game = start(game, PROCEDURE, None, None, [])
    # three Protestant clusters, but the Counter-Reformation is in play: two placements
    assert spread_log(game) == [("England", "protestant"), ("Flandres", "protestant")]


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11")
def test_a_protestant_realm_without_a_cluster_holds_the_counter_reformed_to_two() -> None:
    clusters = dict.fromkeys(("Ireland", "Norge", "Sicilia"), "counter_reformed")
    game = new_game(**clusters)
    game.state["realms"]["france"]["religion"] = "protestant"  # no slot on the map
    game = start(game, PROCEDURE, None, None, [])
    assert [religion for _, religion in spread_log(game)] == ["counter_reformed"] * 2


@pytest.mark.rule(SPREAD, "interpretation:EUPOP-L11")
def test_with_one_faith_alone_in_play_it_spreads_up_to_four() -> None:
    game = start(
        new_game(**dict.fromkeys(("Ireland", "Norge", "Sicilia"), "protestant")),
        PROCEDURE,
        None,
        None,
        [],
    )
    assert len(spread_log(game)) == 3
