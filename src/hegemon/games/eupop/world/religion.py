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


COUNTER_REFORMED = "counter_reformed"
"""The religion of a Counter-Reformed realm, and of a slot under the Counter-Reformation
token (which replaces the religion token there; Counter-Reformed counts as Catholic,
:func:`..layout.faith`)."""


def set_slot_religion(state: State, slot: str, religion: str) -> str:
    """The religion slot takes ``religion`` (a Counter-Reformation token when
    ``counter_reformed``: the record's ``counter_reformation`` says so); a Revolutionary
    token on it stays on top (interpretation:EUPOP-L5). Returns the religion it had."""
    record = world(state)["map"]["religion_slots"][slot]
    before = record["religion"]
    record["religion"] = religion
    record["counter_reformation"] = religion == COUNTER_REFORMED
    return before


def counter_reformation_in_play(state: State) -> bool:
    """A Counter-Reformation token is in play: on a religion slot of the map, or as the
    state religion of a Counter-Reformed realm (interpretation:EUPOP-L6)."""
    typed = world(state)
    if any(record["religion"] == COUNTER_REFORMED for record in typed["realms"].values()):
        return True
    return any(
        record["religion"] == COUNTER_REFORMED for record in typed["map"]["religion_slots"].values()
    )
