"""When a battle is due in a space (aid "Battle Triggers (p. 27, 28)"); movement calls
:func:`battle_due` after units end their move."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.battle.sides import TRIGGERS
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    REBELS,
    SHIPS,
    at_war,
    controller,
    forces_at,
    port_active,
    realm,
    world,
)


@implements("interpretation:EUPOP-20")
def slot_holders(state: State, where: str) -> list[str]:
    """Realms with light ships on the sea zone's trade-protection slots (none in an area):
    those ships are in the zone (interpretation:EUPOP-20)."""
    zone = world(state)["map"]["sea_zones"].get(where)
    return [] if zone is None else sorted(set(zone["trade_protection"]))


def _present(state: State, where: str, kinds: tuple[str, ...]) -> list[str]:
    """Realms with land units (ships, on the zone's slots too) in the space."""
    found = {
        force["realm"]
        for force in forces_at(state, where)
        if any(force["units"].get(kind) for kind in kinds)
    }
    if kinds == SHIPS:
        found.update(slot_holders(state, where))
    return sorted(found)


@implements("eupop-aid:DIP. RELATIONS (p. 32-33)", "eupop-aid:Vassals (♠) (p. 33)",
            "eupop-aid:NPRS (p. 35-36)", "interpretation:EUPOP-D23")  # fmt: skip
def npr_holders(state: State, geography: Geography, where: str) -> list[str]:
    """NPRs controlling a province of the area, or an active port facing the sea zone. A
    vassal does not defend itself: its NPR overlord holds its provinces here (it fights as
    part of it), and a player realm's vassal holds none (EUPOP-D23)."""
    if where in geography.areas:
        provinces = list(geography.areas[where].provinces)
    else:
        provinces = [
            name for name in geography.sea_zones[where].ports if port_active(state, geography, name)
        ]
    holders = {controller(state, name) for name in provinces}
    tops = {
        realm(state, name)["overlord"] or name
        for name in holders
        if name is not None and name != REBELS
    }
    return sorted(name for name in tops if realm(state, name)["kind"] != "player")


@implements(TRIGGERS, "interpretation:EUPOP-B13", "interpretation:EUPOP-20")
def battle_due(
    state: State, geography: Geography, where: str, settled: Collection[str] = ()
) -> bool:
    """A battle is due in the space when land units (in an area) or ships (in a sea zone) of
    realms at war with each other are there, or when they are there with an NPR province
    (port) hostile to them and none of the units hostile to that NPR is among ``settled``,
    the realms whose units were there before the current turn."""
    kinds = LAND_UNITS if where in geography.areas else SHIPS
    present = _present(state, where, kinds)
    if any(at_war(state, one, other) for one in present for other in present if one < other):
        return True
    for npr in npr_holders(state, geography, where):
        foes = [name for name in present if at_war(state, name, npr)]
        if foes and not any(name in settled for name in foes):
            return True
    return False


@implements(TRIGGERS, "interpretation:EUPOP-B13", "interpretation:EUPOP-20")
def battle_due_for(
    state: State, geography: Geography, where: str, mover: str, settled: Collection[str] = ()
) -> bool:
    """Whether ``mover``'s land units (ships) ending in the space start a battle there: a
    realm at war with it has land units (ships, on the sea zone's trade-protection slots
    too) there, or the mover is at war with an NPR holding a province (an active port) there
    and none of the realms there at war with that NPR is among ``settled``. Two other realms
    at war standing there start no battle of the mover's."""
    kinds = LAND_UNITS if where in geography.areas else SHIPS
    present = sorted(set(_present(state, where, kinds)) | {mover})
    if any(at_war(state, mover, other) for other in present):
        return True
    for npr in npr_holders(state, geography, where):
        foes = [name for name in present if at_war(state, name, npr)]
        if mover in foes and not any(name in settled for name in foes):
            return True
    return False
