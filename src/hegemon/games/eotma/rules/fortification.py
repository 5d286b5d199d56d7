"""Fortification (14.0–14.43): building and strengthening fortifications, and reducing them.

The fortification endeavour is domestic: it targets one of the active player's own areas,
which is also its base. It costs at least 2 gold plus the sea cost of the line of
communication (14.1); its results are F (built at strength 2, or raised from 2 to 3) and
−1(<n) (the target loses a level, 14.2). Fortifications never exceed strength 3 (14.0),
so an area at strength 3 is never offered (interpretation:EOTMA-60). Their effect on
conquest and pillage (14.31) is part of the effectiveness rating; the rebellion value
(14.32) and their fate when an area changes hands (14.41, 14.42) belong to those rules.

A player may also lower the strength of fortifications in an own area during their own
turn (14.43): an extra option of the turn menu, ``reduce_fortification``
(interpretation:EOTMA-61).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.domestic import domestic_targets
from hegemon.games.eotma.rules.endeavour import Endeavour
from hegemon.games.eotma.rules.menu import EndeavourEntry, ExtraEntry
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import area, owned_areas

FORTIFY = "interpretation:EOTMA-60"
REDUCE = "interpretation:EOTMA-61"
LOSS_AT_MINUS_THREE = "interpretation:EOTMA-64"
INITIAL_STRENGTH = 2
GREATEST_STRENGTH = 3
STRENGTHS = (0, INITIAL_STRENGTH, GREATEST_STRENGTH)
"""The strengths an area's fortifications can have (14.0)."""


@implements("eotma:14.0", FORTIFY)
def strengthened(strength: int) -> int:
    """The strength after an F result: built at 2, raised from 2 to 3, never beyond 3."""
    if strength < INITIAL_STRENGTH:
        return INITIAL_STRENGTH
    return GREATEST_STRENGTH


def _can_be_strengthened(record: Area) -> bool:
    return record["fortification"] < GREATEST_STRENGTH


@implements("eotma:14.0", "eotma:14.1", FORTIFY)
def fortification_targets(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    """Own areas below strength 3 that the seat reaches and can pay at least 2 gold (plus the
    sea cost) for, in map order."""
    return domestic_targets(state, content, seat, "fortification", _can_be_strengthened)


class Fortification(Endeavour):
    """``call("fortification", then=..., seat=, kind="fortification", base=A, target=A)``;
    ends with ``{result, area, ...}``."""

    name = "fortification"
    kind = "fortification"
    rule = "eotma:14.2"

    @implements("eotma:14.2", "eotma:14.0", FORTIFY, LOSS_AT_MINUS_THREE)
    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        seat, target = local["seat"], local["target"]
        record = area(game.state, target)
        if result.code == "F":
            before = record["fortification"]
            record["fortification"] = strengthened(before)
            record["fortification_builder"] = seat
            game.log(
                "fortification",
                seat,
                rule="eotma:14.2",
                area=target,
                previous=before,
                strength=record["fortification"],
            )
            return {"result": "F", "area": target, "fortification": record["fortification"]}
        if result.code == "-1<" and result.number is not None and rating <= result.number:
            self.lost_level(game, local, target, "fortification", check=True)
            return {"result": "-1", "area": target, "social_state": record["social_state"]}
        return {"result": "none", "area": target}


# -- 14.43: voluntary reduction -----------------------------------------------------------


@implements("eotma:14.43", REDUCE)
def reduction_actions(state: State, content: Content, seat: str) -> list[Action]:
    """For every own fortified area, in map order, one action per lower strength (the
    higher first)."""
    actions: list[Action] = []
    for name in owned_areas(state, content.geography, seat):
        strength = area(state, name)["fortification"]
        if strength == 0:
            continue
        for lower in reversed(STRENGTHS):
            if lower >= strength:
                continue
            label = (
                f"Raze the fortifications of {name} (strength {strength})"
                if lower == 0
                else f"Reduce the fortifications of {name} from strength {strength} to {lower}"
            )
            actions.append(Action("reduce_fortification", (name, lower), label))
    return actions


class ReduceFortification(Procedure):
    """``call("reduce_fortification", then=..., seat=, argument=[area, strength])``: lower an own
    area's fortifications (14.43); ends with ``{area, previous, fortification}``."""

    name = "reduce_fortification"

    @step
    @implements("eotma:14.43", REDUCE)
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        name, strength = local["argument"]
        record = area(game.state, name)
        before = record["fortification"]
        if record["owner"] != seat or strength not in STRENGTHS or not 0 <= strength < before:
            raise ValueError(f"{seat} cannot reduce the fortifications of {name} to {strength}")
        record["fortification"] = strength
        record["fortification_builder"] = seat if strength else None
        game.log(
            "fortification_reduced",
            seat,
            rule="eotma:14.43",
            area=name,
            previous=before,
            strength=strength,
        )
        game.end({"area": name, "previous": before, "fortification": strength})


FORTIFICATION = EndeavourEntry("fortification", "fortification", fortification_targets, "Fortify")
REDUCTION = ExtraEntry("reduce_fortification", "reduce_fortification", reduction_actions)
