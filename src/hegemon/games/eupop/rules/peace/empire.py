"""Areas leaving or rejoining the HRE when a peace moves provinces (eupop-aid D. Peace
Resolutions: Imperial Authority moves by the number of areas leaving or joining;
Leaving and Rejoining HRE (p. 45))."""

from __future__ import annotations

from collections.abc import Iterable

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.empire import maximum_imperial_authority, members
from hegemon.games.eupop.world.layout import area, realm, world

LEAVE_REJOIN = "eupop-aid:Leaving and Rejoining HRE (p. 45)"
PHASE_STEP = "eupop-aid:D. Peace Resolutions"


def _authority(game: Game, change: int) -> None:
    empire = world(game.state)["hre"]
    most = maximum_imperial_authority(game.state, content_of(game).geography)
    now = max(0, min(most, empire["imperial_authority"] + change))
    made = now - empire["imperial_authority"]
    empire["imperial_authority"] = now
    game.log(
        "imperial_authority_changed", empire["emperor"], rule=LEAVE_REJOIN, change=made, now=now
    )


@implements(
    LEAVE_REJOIN,
    PHASE_STEP,
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "interpretation:EUPOP-Q10",
)
def settle_areas(game: Game, provinces: Iterable[str]) -> None:
    """For each printed HRE area of the provinces that changed hands: it leaves the HRE
    (its Imperial influence removed, 1 Imperial Authority lost) once every province in it
    is owned by a realm outside the HRE other than the Emperor; it rejoins (1 gained) once
    every province is owned by an HRE member or the Emperor, or by a vassal of one."""
    state, geography = game.state, content_of(game).geography
    emperor = world(state)["hre"]["emperor"]
    names = sorted({geography.provinces[name].area for name in provinces})
    for name in names:
        if not geography.areas[name].hre:
            continue
        inside = set(members(state, geography)) | ({emperor} if emperor else set())
        owners = [
            world(state)["map"]["provinces"][p]["owner"] for p in geography.areas[name].provinces
        ]
        record = area(state, name)
        if record["hre"] and all(owner is not None and owner not in inside for owner in owners):
            record["hre"] = False
            world(state)["hre"]["imperial_influence"].pop(name, None)
            game.log("area_left_hre", None, rule=LEAVE_REJOIN, area=name)
            _authority(game, -1)
        elif not record["hre"] and all(
            owner is not None and (owner in inside or realm(state, owner)["overlord"] in inside)
            for owner in owners
        ):
            record["hre"] = True
            game.log("area_rejoined_hre", None, rule=LEAVE_REJOIN, area=name)
            _authority(game, 1)
