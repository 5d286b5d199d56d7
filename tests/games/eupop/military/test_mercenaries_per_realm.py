"""The mercenary limit of a turn is each realm's: mercenaries placed for another realm
than the one whose turn it is count against that realm's 3 (eupop-aid Mercenary Units
(Max 3 per Turn); interpretation:EUPOP-M2; recheck N8)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.world import muster
from tests.games.eupop.military.helpers import setup

MERCENARY = "eupop-aid:Mercenary Units (Max 3 per Turn)"


@pytest.mark.rule(MERCENARY, "interpretation:EUPOP-M2")
def test_mercenaries_placed_for_another_realm_count_against_its_own_limit() -> None:
    state = setup()
    muster.start_turn(state, "castile")
    muster.use_mercenary(state, "castile")
    for _ in range(3):
        muster.use_mercenary(state, "france")
    assert (
        muster.mercenaries_left(state, "castile"),
        muster.mercenaries_left(state, "france"),
    ) == (
        2,
        0,
    )
    with pytest.raises(ValueError):
        muster.use_mercenary(state, "france")


@pytest.mark.rule(MERCENARY, "interpretation:EUPOP-M2")
def test_another_realms_mercenaries_are_counted_afresh_at_the_next_turn() -> None:
    state = setup()
    muster.start_turn(state, "castile")
    for _ in range(3):
        muster.use_mercenary(state, "france")
    muster.start_turn(state, "france")
    assert muster.mercenaries_left(state, "france") == 3
