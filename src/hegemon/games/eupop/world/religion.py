"""Religion on the map: which religion token governs a realm's capital area, and whether
it is under the Revolutionary token (eupop-aid RELIGION, FAITH (p. 38), Revolutionary
Ideology). One reader for every package that asks (research, conversion, marriages,
the Emperor; decision 0106)."""

from __future__ import annotations

from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import ReligionSlot


def capital_slot(state: State, geography: Geography, realm: str) -> ReligionSlot | None:
    """The religion slot governing the area of the realm's capital; None without a
    capital."""
    capital = world(state)["realms"][realm]["capital"]
    if capital is None:
        return None
    slot = geography.areas[geography.provinces[capital].area].religion_slot
    return world(state)["map"]["religion_slots"][slot]


def revolutionary(state: State, geography: Geography, realm: str) -> bool:
    """The realm's capital area carries the Revolutionary token."""
    slot = capital_slot(state, geography, realm)
    return slot is not None and slot["revolutionary"]
