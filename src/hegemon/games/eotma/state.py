"""The records of an eotma state, typed (docs/eotma-state.md "State layout").

The state stays plain data (dicts, lists, str, int, bool, None): these TypedDicts only
tell mypy which keys each record has and what they hold, so a mistyped key is an error
before anything runs. The accessors of :mod:`hegemon.games.eotma.world.layout` return them;
code that builds a record builds one of these.
"""

from __future__ import annotations

from typing import TypedDict


class ConquestMarker(TypedDict):
    """A partial-conquest marker on one border of an area (10.3, 10.32; EOTMA-31)."""

    seat: str
    """The seat whose C results these are; it owns the base the marker is keyed by."""
    count: int


class Area(TypedDict):
    """``areas/<land area>``: who holds it and the markers on it."""

    owner: str | None
    """The seat owning it; None when it is independent or a magnate's."""
    magnate: str | None
    social_state: int
    """-3 .. +3."""
    fortification: int
    """0, 2 or 3."""
    fortification_builder: str | None
    unrest: bool
    partial_conquest: dict[str, ConquestMarker]
    """Base area → the marker scored from it."""
    ties: list[str]
    """Seats with a diplomatic tie to the area (one each, 12.14)."""
    claims: list[str]


class Magnate(TypedDict):
    """``magnates/<key>``."""

    title: str
    court: str | None
    """None once the magnate holds no area."""


class Leader(TypedDict):
    """An empire's leader: a name and three statures."""

    name: str
    combat: int
    administrative: int
    diplomatic: int


class Empire(TypedDict):
    """``empires/<seat>``."""

    title: str
    court: str | None
    """The court area; None once the empire has fallen (interpretation:EOTMA-21)."""
    language: str
    religion: str
    gold: int
    leader: Leader
    leader_names: list[str]
    leaders_so_far: int
    held_events: list[str]
    """Event deck entries held face up."""
    year_cards_left: int
    """The public size of the face-down hand."""
    defenses: int
    """Defense endeavours this round (13.13)."""
    handicap: int


class YearCardPiles(TypedDict):
    """``year_cards``: where each year card is (card ids)."""

    deck: list[str]
    """Hidden from every seat."""
    hands: dict[str, list[str]]
    """Seat → its face-down hand, hidden from every seat, the holder too (EOTMA-3)."""
    played: list[str]
    """Turned over this round, public."""


class EventPiles(TypedDict):
    """``events``: the event deck (hidden) and its discards (event deck entries)."""

    deck: list[str]
    discard: list[str]


class RoundRecord(TypedDict):
    """``round``: where the game stands in time, and this round's turn order."""

    number: int
    year: int
    game_turn: int
    order: list[str]
    next: int
    """Index in ``order`` of the next turn to start."""


class TurnRecord(TypedDict):
    """``turn``: the public record of the turn in progress (None between turns)."""

    seat: str
    endeavours: int
    taxed: bool
    untaxed_at: int | None
    """``endeavours`` when a taxation segment last closed with nothing taxed (EOTMA-46)."""
