"""Ships docked in a port of an area are not part of a land battle there
(interpretation:EUPOP-B15): a regression of random games where a docked fleet took land
hits (IndexError) or retreated inland with the army ("ships on land")."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.sides import defending_factions, strength, units_of
from hegemon.games.eupop.world.wars import start_war


@pytest.mark.rule("eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-B15")
def test_a_fleet_docked_in_the_area_is_not_in_its_land_battle() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"])
    # England's Channel fleet docks at Bordeaux, in Guyenne where its army stands.
    state["forces"]["f006"].update(where="Guyenne", port="Bordeaux")
    assert units_of(state, "Guyenne", ["england"]) == {"infantry": 3, "cavalry": 1}
    assert strength(state, "Guyenne", ["england"]) == 4
    state["forces"]["f005"]["units"] = {}
    assert strength(state, "Guyenne", ["england"]) == 0


@pytest.mark.rule("interpretation:EUPOP-B15")
def test_a_realm_with_only_docked_ships_is_no_defender() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england", "castile"])
    state["forces"]["f002"].update(where="Guyenne", port="Bordeaux")  # castile's ships
    assert defending_factions(state, "Guyenne", "france", "england") == ["england"]
