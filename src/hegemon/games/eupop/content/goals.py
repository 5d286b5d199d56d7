"""The goal vocabulary of missions and milestones.

A goal is a mapping with exactly one key, the verb, whose value is the verb's argument:
``{tax_income: 9}``, ``{own_provinces: {area: Bohmen, count: 2}}``. ``all_of`` joins
goals that must all be met. Each verb's argument has a fixed shape; the names it refers
to (realms, areas, trade nodes) are listed by :func:`goal_references` so the loader can
check that they exist. The rules evaluate every verb (rules/prestige/goals.py); a pack
whose goal uses another verb is refused (interpretation:EUPOP-G1).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, TypeAdapter, ValidationError

from hegemon.engine.refs import cite
from hegemon.games.eupop.content.schema_common import PowerType, Strict

cite("interpretation:EUPOP-G1", "eupop.content.goals")


class ProvincesIn(Strict):
    area: str
    count: int = Field(ge=1, le=10)


class IdeaCount(Strict):
    type: PowerType | Literal["any"]
    count: int = Field(ge=1, le=12)


GOAL_VERBS: dict[str, tuple[TypeAdapter[Any], str | None]] = {}
"""Verb → (argument shape, kind of name the argument refers to, if any)."""

_count = TypeAdapter(int)
COUNTS: dict[str, tuple[int, int]] = {
    "tax_income": (1, 60),
    "stability": (-3, 3),
    "areas_with_provinces": (1, 40),
    "alliances_and_marriages": (1, 30),
    "deployed_land_units": (1, 60),
    "deployed_ships": (1, 40),
    "merchants_in_nodes": (1, 10),
}
"""Verbs met at a threshold (the argument, at least) → the range of the threshold."""

for _name in COUNTS:
    GOAL_VERBS[_name] = (_count, None)
GOAL_VERBS["own_provinces"] = (TypeAdapter(ProvincesIn), "provinces_in")
GOAL_VERBS["own_area"] = (TypeAdapter(str), "area")
GOAL_VERBS["own_capital_area"] = (TypeAdapter(Literal[True]), None)
GOAL_VERBS["own_core"] = (TypeAdapter(str), "area")
GOAL_VERBS["ideas"] = (TypeAdapter(IdeaCount), None)
GOAL_VERBS["at_peace"] = (TypeAdapter(Literal[True]), None)
GOAL_VERBS["at_war_with"] = (TypeAdapter(str), "realm")
GOAL_VERBS["highest_trade_power"] = (TypeAdapter(str), "trade_node")
ALL_OF = "all_of"
"""Joins two or more goals, each a goal of this vocabulary."""


def _one(value: Any) -> tuple[str, Any]:
    if not isinstance(value, dict) or len(value) != 1:
        raise ValueError("a goal is a mapping with exactly one verb, e.g. {tax_income: 9}")
    verb, argument = next(iter(value.items()))
    return str(verb), argument


def check_goal(value: Any) -> dict[str, Any]:
    """Validate one goal; raises ValueError with a reason a content author understands."""
    verb, argument = _one(value)
    if verb == ALL_OF:
        if not isinstance(argument, list) or len(argument) < 2:
            raise ValueError("all_of: a list of two or more goals")
        for index, part in enumerate(argument):
            try:
                check_goal(part)
            except ValueError as error:
                raise ValueError(f"all_of/{index}: {error}") from None
        return {verb: argument}
    if verb not in GOAL_VERBS:
        known = ", ".join(sorted([*GOAL_VERBS, ALL_OF]))
        raise ValueError(f"unknown goal {verb!r}; goals: {known}")
    shape, _ = GOAL_VERBS[verb]
    try:
        checked = shape.validate_python(argument, strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        raise ValueError(f"{verb}: {first['msg']}" + (f" at {where}" if where else "")) from None
    if verb in COUNTS:
        low, high = COUNTS[verb]
        if not low <= checked <= high:
            raise ValueError(f"{verb}: the threshold must be {low}..{high}, not {checked}")
    return {verb: argument}


def goal_verbs(goal: dict[str, Any]) -> list[str]:
    """Every verb a goal uses, ``all_of`` parts included."""
    verb, argument = _one(goal)
    if verb == ALL_OF:
        return [name for part in argument for name in goal_verbs(part)]
    return [verb]


def goal_references(goal: dict[str, Any]) -> list[tuple[str, str]]:
    """The (kind, name) pairs a goal refers to: kinds realm, area, trade_node."""
    verb, argument = _one(goal)
    if verb == ALL_OF:
        return [pair for part in argument for pair in goal_references(part)]
    kind = GOAL_VERBS[verb][1]
    if kind is None:
        return []
    if kind == "provinces_in":
        return [("area", argument["area"])]
    return [(kind, argument)]
