"""The Empire after a peace: areas leaving or rejoining the HRE when a peace moves provinces
(eupop-aid D. Peace Resolutions: Imperial Authority moves by the number of areas leaving or
joining; Leaving and Rejoining HRE (p. 45)), and the Emperor's peace with an external
aggressor (D. Peace Resolutions, interpretation:EUPOP-Q16)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.empire import maximum_imperial_authority, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, vassals, world
from hegemon.games.eupop.world.wars import side_of

LEAVE_REJOIN = "eupop-aid:Leaving and Rejoining HRE (p. 45)"
PHASE_STEP = "eupop-aid:D. Peace Resolutions"


def _authority(game: Game, change: int, rule: str = LEAVE_REJOIN) -> None:
    empire = world(game.state)["hre"]
    most = maximum_imperial_authority(game.state, content_of(game).geography)
    now = max(0, min(most, empire["imperial_authority"] + change))
    made = now - empire["imperial_authority"]
    empire["imperial_authority"] = now
    game.log("imperial_authority_changed", empire["emperor"], rule=rule, change=made, now=now)


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


@dataclass(frozen=True, slots=True)
class ExternalPeace:
    """A pair about to make peace in which the Emperor, defending, faces an aggressor from
    outside the HRE; ``held`` are the provinces in HRE areas the Emperor's group owns."""

    aggressor: str
    emperor_won: bool
    held: tuple[str, ...]


@implements(PHASE_STEP, "interpretation:EUPOP-Q16")
def external_peace(
    state: State,
    geography: Geography,
    pairs: list[tuple[str, str, str]],
    winner: str,
) -> ExternalPeace | None:
    """Among the pairs one victory settles (the winner's seat chose the term), the one of
    the Emperor on the defending side and an attacker that is not an HRE member; None
    when there is none."""
    emperor = world(state)["hre"]["emperor"]
    if emperor is None:
        return None
    inside = set(members(state, geography))
    for war_id, attacker, defender in pairs:
        war = world(state)["wars"].get(war_id)
        if war is None or emperor != defender or attacker in inside:
            continue
        if side_of(war, emperor) != "defenders":
            continue
        emperor_won = winner in (emperor, _carrier_of(state, emperor, winner))
        group = {emperor, *vassals(state, emperor)}
        held = tuple(
            sorted(
                name
                for name, record in world(state)["map"]["provinces"].items()
                if record["owner"] in group and area(state, geography.provinces[name].area)["hre"]
            )
        )
        return ExternalPeace(attacker, emperor_won, held)
    return None


def _carrier_of(state: State, emperor: str, winner: str) -> str:
    """The winner when the Emperor is one of its active allies (it then wins with it)."""
    return winner if emperor in realm(state, winner)["active_allies"] else ""


@implements(PHASE_STEP, "interpretation:EUPOP-Q16")
def settle_external(game: Game, peace: ExternalPeace) -> None:
    """After the peace: a winning Emperor that ceded none of the HRE provinces its group
    held gains 1 Imperial Authority (within its maximum); a losing Emperor loses 1 (not
    below 0)."""
    state = game.state
    if peace.emperor_won:
        emperor = world(state)["hre"]["emperor"]
        group = {emperor, *vassals(state, emperor)} if emperor else set()
        if all(world(state)["map"]["provinces"][name]["owner"] in group for name in peace.held):
            _authority(game, 1, PHASE_STEP)
    else:
        _authority(game, -1, PHASE_STEP)
