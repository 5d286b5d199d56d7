"""Named questions about an eotma state (situation tests call them) and the invariants the
fuzzer checks after every action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.conquest import marker_problems
from hegemon.games.eotma.rules.effectiveness import effectiveness
from hegemon.games.eotma.rules.rebellion import rebellion_value
from hegemon.games.eotma.world.communication import connected_to_court, line_of_communication
from hegemon.games.eotma.world.layout import area, empire, seats, year_card_piles


def named(content: Content) -> dict[str, Callable[..., Any]]:
    """The queries of the module, each called as ``query(state, **args)``."""
    geography = content.geography
    limit = content.endeavours.connection_sea_limit

    def adjacent(state: State, a: str, b: str) -> bool:
        return geography.adjacent(a, b)

    def distance(state: State, a: str, b: str) -> int | None:
        return geography.steps[a].get(b)

    def kinship(state: State, a: str, b: str) -> str:
        return geography.kinship(geography.land[a].language, geography.land[b].language)

    def belief(state: State, a: str, b: str) -> str:
        return geography.belief(geography.land[a].religion, geography.land[b].religion)

    def communication(state: State, seat: str, target: str) -> int | None:
        return line_of_communication(state, geography, seat, target, limit)

    def connected(state: State, seat: str, area: str) -> bool:
        return connected_to_court(state, geography, seat, area, limit)

    def rebellion(state: State, area: str, gold: int = 0, waived: list[str] | None = None) -> int:
        """The rebellion value of an owned area (``waived``: opponents waiving their ties)."""
        return rebellion_value(state, content, area, gold, waived or []).value

    def rating(state: State, **arguments: Any) -> int:
        """seat, kind, base, target and optionally extra_gold, defense."""
        return effectiveness(state, content, **arguments).rating

    return {
        "adjacent": adjacent,
        "distance": distance,
        "kinship": kinship,
        "belief": belief,
        "line_of_communication": communication,
        "connected": connected,
        "effectiveness": rating,
        "rebellion_value": rebellion,
    }


def invariants(state: State, content: Content) -> list[str]:
    """Broken invariants of a state, as sentences."""
    broken = []
    playing = set(seats(state))
    for name in content.geography.land:
        record = area(state, name)
        if not -3 <= record["social_state"] <= 3:
            broken.append(f"{name} has social state {record['social_state']}")
        if record["fortification"] not in (0, 2, 3):
            broken.append(f"{name} has fortification {record['fortification']}")
        if record["owner"] is not None and record["magnate"] is not None:
            broken.append(f"{name} is owned by {record['owner']} and by a magnate")
        if record["owner"] is not None and record["owner"] not in playing:
            broken.append(f"{name} is owned by {record['owner']}, who is not playing")
        if len(set(record["ties"])) != len(record["ties"]):
            broken.append(f"{name} has a repeated tie {record['ties']}")
    piles = year_card_piles(state)
    hands = piles["hands"]
    for seat in seats(state):
        ruler = empire(state, seat)
        if ruler["gold"] < 0:
            broken.append(f"{seat} has {ruler['gold']} gold")
        if len(hands[seat]) != ruler["year_cards_left"]:
            broken.append(
                f"{seat} holds {len(hands[seat])} year cards but shows {ruler['year_cards_left']}"
            )
        if ruler["court"] is not None and area(state, ruler["court"])["owner"] != seat:
            broken.append(f"{seat} does not own its court area {ruler['court']}")
    broken += marker_problems(state, content)
    dealt = len(piles["deck"]) + len(piles["played"]) + sum(len(hand) for hand in hands.values())
    if dealt != len(content.year_cards):
        broken.append(f"{dealt} year cards are in play, not {len(content.year_cards)}")
    return broken
