"""Unrest in phase 3: religious dissent (G), unrest gained and removed (H), and the prestige
lost for occupied provinces (E)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    area,
    area_religion,
    enemies,
    faith,
    owned_provinces,
    world,
)
from hegemon.games.eupop.world.realms import realm_areas

DISSENT = "eupop-aid:G. Religious Dissent"
GAIN_REMOVE = "eupop-aid:H. Gain/Remove Unrest"
PRESTIGE = "eupop-aid:E. Prestige Penalties"
OCCUPIED_PRESTIGE_LIMIT = 5


def areas_with_provinces(state: State, geography: Geography, realm_name: str) -> list[str]:
    """Areas where the realm lawfully owns a province, A→Z."""
    return sorted({geography.provinces[name].area for name in owned_provinces(state, realm_name)})


def areas_with_unrest(state: State, realm_name: str) -> list[str]:
    return sorted(
        name
        for name, record in world(state)["map"]["areas"].items()
        if record["unrest"].get(realm_name, 0) > 0
    )


def add_unrest(state: State, area_name: str, realm_name: str, count: int = 1) -> None:
    unrest = area(state, area_name)["unrest"]
    unrest[realm_name] = unrest.get(realm_name, 0) + count


def remove_unrest(state: State, area_name: str, realm_name: str) -> bool:
    """Remove one of the realm's unrest tokens from the area; False when it has none."""
    unrest = area(state, area_name)["unrest"]
    if unrest.get(realm_name, 0) < 1:
        return False
    unrest[realm_name] -= 1
    if unrest[realm_name] == 0:
        del unrest[realm_name]
    return True


@implements("eupop-aid:Diverse Faiths", "interpretation:EUPOP-L21")
def dissenting(state: State, geography: Geography, realm_name: str, area_name: str) -> bool:
    """An area following another religion than the realm's state religion (Counter-Reformed
    counts as Catholic, eupop-aid RELIGION, FAITH); a Diverse area dissents for every realm
    (EUPOP-L21)."""
    state_religion = world(state)["realms"][realm_name]["religion"]
    return faith(area_religion(state, geography, area_name)) != faith(state_religion)


@implements(DISSENT, "interpretation:EUPOP-P10")
def dissent_areas(state: State, geography: Geography, realm_name: str) -> list[str]:
    """Areas of another religion where the realm owns provinces: each gains 1 unrest."""
    return [
        name
        for name in areas_with_provinces(state, geography, realm_name)
        if dissenting(state, geography, realm_name, name)
    ]


@implements(DISSENT, "interpretation:EUPOP-P10")
def dissent_choices(state: State, geography: Geography, realm_name: str) -> list[tuple[str, str]]:
    """The one further choice of religious dissent, as (verb, area): for an area of another
    religion holding the realm's influence, remove 1 of that influence
    (``dissent_influence``), or add 1 unrest in an area where the realm owns a province
    (``dissent_unrest``). Empty when no such area holds its influence."""
    influenced = sorted(
        name
        for name, record in world(state)["map"]["areas"].items()
        if record["influence"].get(realm_name, 0) > 0
        and dissenting(state, geography, realm_name, name)
    )
    if not influenced:
        return []
    choices = [("dissent_influence", name) for name in influenced]
    choices += [
        ("dissent_unrest", name) for name in areas_with_provinces(state, geography, realm_name)
    ]
    return choices


def remove_influence(state: State, area_name: str, realm_name: str) -> None:
    influence = area(state, area_name)["influence"]
    influence[realm_name] -= 1
    if influence[realm_name] == 0:
        del influence[realm_name]
    world(state)["supply"][realm_name]["cubes"] += 1


@implements(GAIN_REMOVE, "interpretation:EUPOP-P11")
def unrest_tasks(state: State, realm_name: str) -> list[str]:
    """What H asks of the realm, in order: ``gain`` twice at war, ``gain`` at stability -2
    or less, ``remove`` at +2 or more."""
    tasks: list[str] = []
    if enemies(state, realm_name):
        tasks += ["gain", "gain"]
    stability = world(state)["players"][realm_name]["stability"]
    if stability <= -2:
        tasks.append("gain")
    if stability >= 2:
        tasks.append("remove")
    return tasks


@implements(PRESTIGE, "interpretation:EUPOP-P12")
def occupied_prestige_loss(state: State, geography: Geography, realm_name: str) -> int:
    """Prestige lost for the realm's occupied provinces: their tax value, at most 5."""
    total = sum(
        geography.provinces[name].tax_value
        for name in owned_provinces(state, realm_name)
        if world(state)["map"]["provinces"][name]["occupier"] is not None
    )
    return min(total, OCCUPIED_PRESTIGE_LIMIT)


MARRIAGE_PRESTIGE = 3
"""Prestige a realm loses for a royal marriage token turned back (the glyph ③ carries its
value, interpretation:EUPOP-Q17)."""


@implements(PRESTIGE, "interpretation:EUPOP-P12")
def marriage_kept(state: State, geography: Geography, holder: str, realm_name: str) -> bool:
    """Whether the holder of a turned-over marriage token on ``realm_name`` keeps its
    prestige: it is the only realm married to it and, if that realm is an NPR, it has the
    most influence cubes in the realm's areas, at least 2."""
    record = world(state)["realms"][realm_name]
    if record["marriages"] != [holder]:
        return False
    if record["kind"] == "player":
        return True
    cubes: dict[str, int] = {}
    for area_name in realm_areas(state, geography, realm_name):
        for other, count in world(state)["map"]["areas"][area_name]["influence"].items():
            cubes[other] = cubes.get(other, 0) + count
    mine = cubes.get(holder, 0)
    return mine >= 2 and all(count < mine for other, count in cubes.items() if other != holder)


@implements(PRESTIGE, "interpretation:EUPOP-P12")
def flip_marriages_back(game: Game, geography: Geography) -> None:
    """Every royal marriage token turned over by an interregnum is turned back; the
    player realm holding it loses prestige unless it keeps it (:func:`marriage_kept`)."""
    state = game.state
    realms = world(state)["realms"]
    for realm_name in sorted(realms):
        flipped = realms[realm_name]["flipped_marriages"]
        if not flipped:
            continue
        realms[realm_name]["flipped_marriages"] = []
        for holder in flipped:
            kept = marriage_kept(state, geography, holder, realm_name)
            game.log("marriage_turned_back", holder, rule=PRESTIGE, realm=realm_name, kept=kept)
            if kept or realms[holder]["kind"] != "player":
                continue  # a Bot loses it on its mat (eupop-bots PEACE & REBELS PHASE, E)
            score_prestige(game, holder, -MARRIAGE_PRESTIGE, PRESTIGE, "marriage turned back")
