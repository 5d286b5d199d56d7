"""Conquest: C results, partial conquest and taking an area (10.3–10.38, 14.41).

A conquest endeavour runs the common course of :class:`Endeavour` (the owner of an
attacked area may defend, 13.0). A C result places or raises the seat's partial-conquest
marker on the border between base and target (10.3, 10.32); when the seat's markers on
the area add up to its population, the seat takes the area (10.3) with an unrest marker,
and a fortification of strength 2 is destroyed, one of strength 3 becomes the conqueror's
strength 2 (14.41). From an own partially conquered area, a conquest against an enemy
area holding markers on it wins back one of those C results instead (10.36).

Which pairs may be chosen is :func:`conquest_targets` (interpretation:EOTMA-30, EOTMA-51).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.bases import foreign_pairs
from hegemon.games.eotma.rules.endeavour import Endeavour
from hegemon.games.eotma.rules.menu import EndeavourEntry
from hegemon.games.eotma.rules.possession import change_possession
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import area

CONQUEST = "eotma:10.3"
TARGETS = "interpretation:EOTMA-30"
MARKERS = "interpretation:EOTMA-31"
COUNTER = "interpretation:EOTMA-32"


def _any_holder(base: str, holding: Area, target: str, aimed: Area) -> bool:
    return True


@implements(TARGETS, "eotma:10.35", "eotma:10.33", "eotma:10.36")
def conquest_targets(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    """The (base, target) pairs ``seat`` may choose for a conquest now, in map order.

    The base is an area of the seat's own (an area it has only partially conquered is
    not, 10.35; one partially conquered by others still is, 10.33, 10.36) next to the
    target (interpretation:EOTMA-51); the target is any land area the seat does not own —
    independent, a magnate's or another player's, court areas included
    (interpretation:EOTMA-30).
    """
    return foreign_pairs(state, content, seat, "conquest", _any_holder)


def markers_of(state: State, target: str, seat: str) -> int:
    """The C results ``seat`` holds against ``target``, over all its bases (10.32)."""
    markers = area(state, target)["partial_conquest"]
    return sum(marker["count"] for marker in markers.values() if marker["seat"] == seat)


class Conquest(Endeavour):
    """``call("conquest", then=..., seat=, kind="conquest", base=, target=)``."""

    name = "conquest"
    kind = "conquest"
    rule = CONQUEST
    defended = True

    @implements(CONQUEST, "eotma:10.31", "eotma:10.32", "eotma:10.36", MARKERS, COUNTER)
    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        """A C result wins back an enemy C result (10.36) or adds to the seat's marker on the
        border (10.3, 10.32); markers stay until the area changes hands (10.31)."""
        if result.code != "C":
            return {"result": "none"}
        state = game.state
        seat, base, target = local["seat"], local["base"], local["target"]
        against_base = area(state, base)["partial_conquest"]
        if target in against_base:
            return self._win_back(game, seat, base, target)
        markers = area(state, target)["partial_conquest"]
        marker = markers.setdefault(base, {"seat": seat, "count": 0})
        marker["count"] += 1
        total = markers_of(state, target, seat)
        population = content.geography.land[target].population
        game.log(
            "partial_conquest",
            seat,
            rule="eotma:10.32",
            area=target,
            base=base,
            count=marker["count"],
            total=total,
            population=population,
        )
        conquered = total >= population
        if conquered:
            conquer(game, content, seat, target)
        return {"result": "C", "area": target, "total": total, "conquered": conquered}

    @staticmethod
    @implements("eotma:10.36", COUNTER)
    def _win_back(game: Game, seat: str, base: str, target: str) -> dict[str, Any]:
        """Remove one of the C results scored from ``target`` against the seat's ``base``."""
        markers = area(game.state, base)["partial_conquest"]
        marker = markers[target]
        marker["count"] -= 1
        left = marker["count"]
        if left <= 0:
            del markers[target]
        game.log(
            "c_result_removed", seat, rule="eotma:10.36", area=base, base=target, left=max(left, 0)
        )
        return {"result": "C", "area": base, "won_back_from": target, "left": max(left, 0)}


@implements(CONQUEST, "eotma:10.38", "eotma:14.4", "eotma:14.41")
def conquer(game: Game, content: Content, seat: str, name: str) -> None:
    """``seat`` takes area ``name`` by conquest: the holder changes (other seats' markers go,
    10.38; those scored from the area go, 10.37), the area enters unrest (10.3), and its
    fortification is destroyed at strength 2 or becomes the conqueror's strength 2 (14.41)."""
    record = area(game.state, name)
    strength = record["fortification"]
    change_possession(game, content, name, seat, cause="conquest", rule=CONQUEST)
    if not record["unrest"]:
        record["unrest"] = True
        game.log("unrest", seat, rule=CONQUEST, area=name, cause="conquest")
    if strength == 2:
        record["fortification"] = 0
        record["fortification_builder"] = None
        game.log("fortification_destroyed", seat, rule="eotma:14.41", area=name, strength=2)
    elif strength == 3:
        record["fortification"] = 2
        record["fortification_builder"] = seat
        game.log("fortification_replaced", seat, rule="eotma:14.41", area=name, strength=2)


CONQUEST_ENTRY = EndeavourEntry("conquest", "conquest", conquest_targets, "Conquer")
"""The turn-menu entry of conquest."""


@implements(MARKERS)
def marker_problems(state: State, content: Content) -> list[str]:
    """Broken invariants of the partial-conquest markers, as sentences (for the fuzzer):
    each marker belongs to the owner of its base, which is not the area's owner, counts at
    least 1, and no seat's markers reach the area's population."""
    broken: list[str] = []
    land = content.geography.land
    order = content.geography.order
    for name in land:
        markers = area(state, name)["partial_conquest"]
        if not markers:
            continue
        unknown = [base for base in markers if base not in land]
        if unknown:
            broken.append(f"{name} has a marker from an unknown area")
        for base in sorted((base for base in markers if base in land), key=order.__getitem__):
            marker = markers[base]
            seat = marker["seat"]
            if area(state, base)["owner"] != seat or area(state, name)["owner"] == seat:
                broken.append(f"{seat}'s marker on {name} from {base} outlived a change of holder")
            if marker["count"] < 1:
                broken.append(f"{seat}'s marker on {name} from {base} counts {marker['count']}")
            if markers_of(state, name, seat) >= land[name].population:
                broken.append(f"{seat} holds enough C results to own {name} but does not")
    return broken
