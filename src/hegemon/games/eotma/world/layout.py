"""The dynamic world kept in the state, and small accessors over it (docs/eotma-state.md).

State dicts lose their key order in a JSON round trip (canonical JSON sorts keys), so
nothing here iterates a state dict to decide anything: areas are walked in map order
(``geography.land``) and empires in seat order (``meta/seats``).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.world.geography import Geography, LandInfo

Area = dict[str, Any]
Empire = dict[str, Any]


@implements("interpretation:EOTMA-1")
def new_area(info: LandInfo, social_state: int | None = None) -> Area:
    """An independent area with no markers, at the map's (or the given) social state."""
    return {
        "owner": None,
        "magnate": None,
        "social_state": info.social_state if social_state is None else social_state,
        "fortification": 0,
        "fortification_builder": None,
        "unrest": False,
        "partial_conquest": {},
        "ties": [],
        "claims": [],
    }


def area(state: State, name: str) -> Area:
    record: Area = state["areas"][name]
    return record


def empire(state: State, seat: str) -> Empire:
    record: Empire = state["empires"][seat]
    return record


def seats(state: State) -> list[str]:
    names: list[str] = state["meta"]["seats"]
    return names


def owner(state: State, name: str) -> str | None:
    """The seat owning an area; None when it is independent or a magnate's."""
    holder: str | None = state["areas"][name]["owner"]
    return holder


def owned_areas(state: State, geography: Geography, seat: str) -> list[str]:
    """The areas of a seat's empire, in map order."""
    owned = [name for name, record in state["areas"].items() if record["owner"] == seat]
    owned.sort(key=geography.order.__getitem__)
    return owned


def is_court(state: State, name: str) -> bool:
    """Whether an area is the court area of an empire or of a magnate."""
    return any(record["court"] == name for record in state["empires"].values()) or any(
        record["court"] == name for record in state["magnates"].values()
    )


def partial_conquest_count(state: State, name: str) -> int:
    """How many C results other empires hold against an area (10.32, 10.33)."""
    markers = state["areas"][name]["partial_conquest"]
    return sum(int(marker["count"]) for marker in markers.values())
