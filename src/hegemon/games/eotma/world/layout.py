"""The dynamic world kept in the state, and small accessors over it (docs/eotma-state.md).

The accessors return the state's records typed (:mod:`hegemon.games.eotma.state`), so a
mistyped key is a type error; the records themselves stay plain dicts.

State dicts lose their key order in a JSON round trip (canonical JSON sorts keys), so
nothing here iterates a state dict to decide anything: areas are walked in map order
(``geography.land``) and empires in seat order (``meta/seats``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.state import (
    Area,
    Empire,
    EventPiles,
    Magnate,
    RoundRecord,
    TurnRecord,
    YearCardPiles,
)
from hegemon.games.eotma.world.geography import Geography, LandInfo

T = TypeVar("T")


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


def areas(state: State) -> dict[str, Area]:
    """Every land area's record, by name."""
    records: dict[str, Area] = state["areas"]
    return records


def area(state: State, name: str) -> Area:
    record: Area = state["areas"][name]
    return record


def empires(state: State) -> dict[str, Empire]:
    """The empire of every seat taking part, by seat."""
    records: dict[str, Empire] = state["empires"]
    return records


def empire(state: State, seat: str) -> Empire:
    record: Empire = state["empires"][seat]
    return record


def magnates(state: State) -> dict[str, Magnate]:
    records: dict[str, Magnate] = state["magnates"]
    return records


def year_card_piles(state: State) -> YearCardPiles:
    """Where the year cards are: the deck, each seat's hand, the cards played this round."""
    piles: YearCardPiles = state["year_cards"]
    return piles


def event_piles(state: State) -> EventPiles:
    """The event deck and its discards."""
    piles: EventPiles = state["events"]
    return piles


def round_record(state: State) -> RoundRecord:
    record: RoundRecord = state["round"]
    return record


def current_turn(state: State) -> TurnRecord | None:
    """The record of the turn being played; None between turns."""
    record: TurnRecord | None = state["turn"]
    return record


def turn_in_progress(state: State) -> TurnRecord:
    """The record of the turn being played; a ValueError between turns."""
    record = current_turn(state)
    if record is None:
        raise ValueError("no player turn is in progress")
    return record


def seats(state: State) -> list[str]:
    names: list[str] = state["meta"]["seats"]
    return names


def owner(state: State, name: str) -> str | None:
    """The seat owning an area; None when it is independent or a magnate's."""
    return area(state, name)["owner"]


_HELD_STILL: ContextVar[tuple[State, dict[tuple[str, str], Any]] | None] = ContextVar(
    "eotma_state_held_still", default=None
)


@contextmanager
def state_held_still(state: State) -> Iterator[None]:
    """While ``state`` does not change (a decision being worked out from it), the areas
    of each seat's empire and of its ties are found once (the turn menu asks for them in
    several of its options). Nothing may change the state inside."""
    token = _HELD_STILL.set((state, {}))
    try:
        yield
    finally:
        _HELD_STILL.reset(token)


def _found_once(state: State, question: str, seat: str, find: Callable[[], T]) -> T:
    """``find()``, asked once per question and seat while :func:`state_held_still` holds
    ``state`` still."""
    held = _HELD_STILL.get()
    if held is None or held[0] is not state:
        return find()
    found, key = held[1], (question, seat)
    if key not in found:
        found[key] = find()
    answer: T = found[key]
    return answer


def owned_set(state: State, seat: str) -> frozenset[str]:
    """The areas of a seat's empire."""
    return _found_once(
        state,
        "owned",
        seat,
        lambda: frozenset(
            [name for name, record in areas(state).items() if record["owner"] == seat]
        ),
    )


def owned_areas(state: State, geography: Geography, seat: str) -> list[str]:
    """The areas of a seat's empire, in map order."""
    return sorted(owned_set(state, seat), key=geography.order.__getitem__)


def tied_areas(state: State, geography: Geography, seat: str) -> list[str]:
    """The areas to which a seat holds a diplomatic tie, in map order."""

    def find() -> tuple[str, ...]:
        tied = [name for name, record in areas(state).items() if seat in record["ties"]]
        tied.sort(key=geography.order.__getitem__)
        return tuple(tied)

    return list(_found_once(state, "tied", seat, find))


def is_court(state: State, name: str) -> bool:
    """Whether an area is the court area of an empire or of a magnate."""
    return any(record["court"] == name for record in empires(state).values()) or any(
        record["court"] == name for record in magnates(state).values()
    )


def partial_conquest_count(state: State, name: str) -> int:
    """How many C results other empires hold against an area (10.32, 10.33)."""
    markers = area(state, name)["partial_conquest"]
    return sum(marker["count"] for marker in markers.values())
