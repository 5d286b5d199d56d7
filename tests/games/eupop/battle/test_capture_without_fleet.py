"""A side wins a naval battle whose main realm has no ships left in the zone: the
captured ships go to a new fleet (a light ship a new loose group) of that realm, and a
heavy ship or galley needing a fleet figure the realm no longer has is not captured (aid
"5B. Captured Enemy Ships", interpretation EUPOP-B7). Random play crashed here."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.losses import capture

CAPTURED = "eupop-aid:5B. Captured Enemy Ships"
ZONE = "English Channel"


def without_french_ships(fleets: int) -> Game:
    state = RULES.setup("six_crowns", seed=1).state
    for force in state["forces"].values():
        if force["realm"] == "france" and force["where"] == ZONE:
            force["where"] = "Bay of Biscay"
    state["supply"]["france"]["fleets"] = fleets
    return RULES.resume(state)


def french_forces_in_zone(game: Game) -> list[dict[str, object]]:
    return [
        {"army": force["army"], "units": force["units"]}
        for _, force in sorted(game.state["forces"].items())
        if force["realm"] == "france" and force["where"] == ZONE
    ]


@pytest.mark.rule(CAPTURED, "interpretation:EUPOP-B7")
def test_a_main_realm_without_ships_there_deploys_a_fleet_for_its_captures() -> None:
    game = without_french_ships(fleets=1)
    taken = capture(game, ZONE, "france", ["heavy_ship", "light_ship"], 2)
    assert taken == ["light_ship", "damaged_heavy_ship"]
    assert french_forces_in_zone(game) == [
        {"army": False, "units": {"light_ship": 1}},
        {"army": True, "units": {"damaged_heavy_ship": 1}},
    ]
    assert game.state["supply"]["france"]["fleets"] == 0


@pytest.mark.rule(CAPTURED, "interpretation:EUPOP-B7")
def test_without_a_fleet_figure_only_a_light_ship_is_captured() -> None:
    game = without_french_ships(fleets=0)
    heavy_before = game.state["supply"]["france"]["heavy_ships"]
    taken = capture(game, ZONE, "france", ["heavy_ship", "light_ship"], 2)
    assert taken == ["light_ship"]
    assert french_forces_in_zone(game) == [{"army": False, "units": {"light_ship": 1}}]
    assert game.state["supply"]["france"]["heavy_ships"] == heavy_before
