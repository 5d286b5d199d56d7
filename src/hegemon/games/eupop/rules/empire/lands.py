"""HRE lands after any change of owners: areas leaving and rejoining the Empire
(eupop-aid Leaving and Rejoining HRE (p. 45)), the area holding a player Imperial
Subject's capital that leaves only by mission or event (PR as Imperial Subject (p. 44)),
Imperial Authority dropping with its maximum (Imperial Authority (p. 43)), and the event
effect Area Leaves HRE."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import ignored
from hegemon.games.eupop.world.empire import imperial_subjects, maximum_imperial_authority, members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, world

LEAVE_REJOIN = "eupop-aid:Leaving and Rejoining HRE (p. 45)"
PHASE_STEP = "eupop-aid:D. Peace Resolutions"
AUTHORITY = "eupop-aid:Imperial Authority (🏰) (p. 43)"
IMPERIAL_INFLUENCE = "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)"
PR_SUBJECT = "eupop-aid:PR as Imperial Subject (p. 44)"
AREA_LEAVES = "eupop-aid:Area Leaves HRE"


def change_authority(game: Game, change: int, rule: str = LEAVE_REJOIN) -> None:
    """Imperial Authority moves by ``change``, kept between 0 and its maximum; logged."""
    empire = world(game.state)["hre"]
    most = maximum_imperial_authority(game.state, content_of(game).geography)
    now = max(0, min(most, empire["imperial_authority"] + change))
    made = now - empire["imperial_authority"]
    empire["imperial_authority"] = now
    game.log("imperial_authority_changed", empire["emperor"], rule=rule, change=made, now=now)


@implements(AUTHORITY, "eupop-aid:HRE Lands (p. 44)", "interpretation:EUPOP-I1")
def clamp_authority(game: Game) -> None:
    """Imperial Authority drops to its maximum when the maximum fell below it (an elector
    area left the HRE or holds no member's capital any more)."""
    empire = world(game.state)["hre"]
    most = maximum_imperial_authority(game.state, content_of(game).geography)
    if empire["imperial_authority"] > most:
        change = most - empire["imperial_authority"]
        empire["imperial_authority"] = most
        game.log(
            "imperial_authority_dropped", empire["emperor"], rule=AUTHORITY, change=change, now=most
        )


@implements(PR_SUBJECT, "interpretation:EUPOP-I2")
def held_by_player_subject(state: State, geography: Geography, name: str) -> bool:
    """The area holds the capital of a player realm that is an Imperial Subject."""
    for subject in imperial_subjects(state, geography):
        record = realm(state, subject)
        capital = record["capital"]
        if (
            record["kind"] == "player"
            and capital is not None
            and geography.provinces[capital].area == name
        ):
            return True
    return False


def remove_area(game: Game, name: str, rule: str) -> None:
    """The area leaves the HRE: its Imperial influence is removed."""
    area(game.state, name)["hre"] = False
    world(game.state)["hre"]["imperial_influence"].pop(name, None)
    game.log("area_left_hre", None, rule=rule, area=name)


@implements(
    LEAVE_REJOIN,
    PHASE_STEP,
    PR_SUBJECT,
    IMPERIAL_INFLUENCE,
    "interpretation:EUPOP-Q10",
    "interpretation:EUPOP-I2",
    "interpretation:EUPOP-I16",
    "interpretation:EUPOP-I17",
)
def settle_areas(game: Game, provinces: Iterable[str]) -> None:
    """For each printed HRE area of the provinces that changed hands: it leaves the HRE
    (its Imperial influence removed, 1 Imperial Authority lost) once every province in it
    is owned by a realm outside the HRE other than the Emperor, nor a vassal of one of them
    (EUPOP-I17) — unless it holds a player Imperial Subject's capital (EUPOP-I2); it rejoins
    (1 gained) once every province is owned by an HRE member or the Emperor, or by a vassal
    of one. Then Imperial Authority
    drops to its maximum if that fell (EUPOP-I1)."""
    state, geography = game.state, content_of(game).geography
    if world(state)["hre"]["dissolved"]:
        return
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
        imperial = [
            owner is not None and (owner in inside or realm(state, owner)["overlord"] in inside)
            for owner in owners
        ]
        if record["hre"] and not any(imperial) and None not in owners:
            if held_by_player_subject(state, geography, name):
                continue
            remove_area(game, name, LEAVE_REJOIN)
            change_authority(game, -1)
        elif not record["hre"] and all(imperial):
            record["hre"] = True
            game.log("area_rejoined_hre", None, rule=LEAVE_REJOIN, area=name)
            change_authority(game, 1)
    clamp_authority(game)


def settle_after_owners(game: Game, provinces: list[str]) -> None:
    """The ownership reaction (rules/ownership.py): HRE areas of the changed provinces
    settle, and Imperial Authority follows its maximum."""
    settle_areas(game, provinces)


@implements(AREA_LEAVES, IMPERIAL_INFLUENCE, "interpretation:EUPOP-I3")
def area_leaves_hre(game: Game, name: str, argument: Any) -> None:
    """An event or mission takes the area out of the HRE: its Imperial influence goes; the
    Imperial Authority the card costs is its own effect (no automatic loss), but the
    authority still drops to a maximum that fell."""
    state = game.state
    where = str(argument)
    if world(state)["hre"]["dissolved"] or not area(state, where)["hre"]:
        ignored(game, name, "area_leaves_hre", f"{where} is not in the HRE", AREA_LEAVES)
        return
    remove_area(game, where, AREA_LEAVES)
    clamp_authority(game)


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("area_leaves_hre", AREA_LEAVES, area_leaves_hre),
)
