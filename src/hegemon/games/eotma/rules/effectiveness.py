"""The effectiveness rating (ER) shared by every endeavour (eotma-overview "Endeavours and
the effectiveness rating (ER)"; interpretation:EOTMA-7 for language and religion,
EOTMA-8 for sea areas).

:func:`effectiveness` adds the leader's stature and every modifier of the endeavour's
kind, applies the sea-area rule, then adds the gold spent and subtracts a defense.
It returns the whole breakdown so a log or an interface can show why a rating is what
it is; :func:`diplomacy_ratings` gives the same numbers alone for many diplomacy targets at
once (the turn menu rates every target at every decision). :func:`minimum_gold` gives the
least gold an endeavour costs, sea costs included.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.rules.events import held_modifier
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.communication import line_of_communication
from hegemon.games.eotma.world.layout import area, areas, empire, empires, partial_conquest_count

Kind = Literal["conquest", "pillage", "diplomacy", "fortification", "ruling"]
FOREIGN = ("conquest", "pillage", "diplomacy")
DOMESTIC = ("fortification", "ruling")
OVERVIEW = "eotma-overview:Endeavours and the effectiveness rating (ER)"
LANGUAGE_RELIGION = "interpretation:EOTMA-7"
SEAS = "interpretation:EOTMA-8"


class NoLineOfCommunication(ValueError):
    """The empire has no line of communication to the endeavour's target."""


@dataclass(frozen=True, slots=True)
class Effectiveness:
    """An effectiveness rating with its parts, in the order they were applied."""

    stature: int
    modifiers: tuple[tuple[str, int], ...]
    """(reason, value) of every modifier before the sea-area rule."""
    seas: int
    """Sea areas crossed by the line of communication (0 for diplomacy, 12.12)."""
    before_gold: int
    """Stature plus modifiers, after the sea-area rule."""
    gold: int
    defense: int
    """What a defender took away (combat stature plus gold, 13.21)."""
    rating: int

    def explain(self) -> str:
        parts = [f"stature {self.stature}"]
        parts += [f"{reason} {value:+d}" for reason, value in self.modifiers if value]
        text = ", ".join(parts)
        if self.seas:
            areas = "sea area" if self.seas == 1 else "sea areas"
            text += f"; {self.seas} {areas} → {self.before_gold}"
        if self.gold:
            text += f"; gold +{self.gold}"
        if self.defense:
            text += f"; defense -{self.defense}"
        return f"{text} = {self.rating}"


@implements(LANGUAGE_RELIGION)
def language_step(content: Content, seat_language: str, area_language: str) -> int:
    """0, 1 or 2 (by content) for the same, a related or an unrelated language."""
    step: int = getattr(
        content.endeavours.language, content.geography.kinship(seat_language, area_language)
    )
    return step


@implements(LANGUAGE_RELIGION)
def religion_step(content: Content, seat_religion: str, area_religion: str) -> int:
    """0, 1 or 2 (by content) for the same religion, another church, another faith."""
    step: int = getattr(
        content.endeavours.religion, content.geography.belief(seat_religion, area_religion)
    )
    return step


@lru_cache(maxsize=64)
def _kinship_modifiers(content: Content, language: str, religion: str) -> Mapping[str, int]:
    """Per land area, the language and religion modifiers together of a seat of ``language``
    and ``religion`` (they depend on the content alone)."""
    return {
        name: -language_step(content, language, land.language)
        - religion_step(content, religion, land.religion)
        for name, land in content.geography.land.items()
    }


@implements(SEAS)
def apply_seas(content: Content, value: int, seas: int) -> int:
    """Halve a positive rating (rounding down) or multiply a negative one by 1.5 (rounding
    away from zero) when the line crosses enough sea areas."""
    if seas < content.endeavours.sea_halving_from:
        return value
    if value >= 0:
        return value // 2
    return -((-value * 3 + 1) // 2)


@implements("eotma:12.12", SEAS)
def sea_areas(state: State, content: Content, seat: str, kind: str, target: str) -> int:
    """Sea areas on the seat's line of communication to the target (diplomacy needs none,
    12.12); raises NoLineOfCommunication when there is no line."""
    if kind == "diplomacy":
        return 0
    seas = line_of_communication(
        state, content.geography, seat, target, content.endeavours.connection_sea_limit
    )
    if seas is None:
        raise NoLineOfCommunication(f"{seat} has no line of communication to {target}")
    return seas


@implements("eotma:11.1", "eotma:12.2", "eotma:14.1", "eotma:15.1", SEAS)
def minimum_gold(content: Content, kind: str, seas: int) -> int:
    """The least gold an endeavour costs: its minimum plus the sea cost (never for diplomacy)."""
    sea_cost = 0 if kind == "diplomacy" else seas * content.endeavours.sea_gold_per_area
    return content.endeavours.minimum_gold[kind] + sea_cost


@implements("eotma:14.3", "eotma:14.31")
def _target_modifiers(
    state: State, content: Content, seat: str, kind: str, target: str
) -> list[tuple[str, int]]:
    geography = content.geography
    land = geography.land[target]
    record = area(state, target)
    modifiers: list[tuple[str, int]] = []
    if kind == "ruling":
        modifiers.append(("target social state", -abs(record["social_state"])))
    elif kind in FOREIGN:
        modifiers.append(("target social state", -record["social_state"]))
    if kind in ("conquest", "pillage"):
        modifiers.append(("fortification", -record["fortification"]))
        if kind == "pillage":
            modifiers.append(("target population", land.population))
        holder = record["owner"]
        if holder is not None and holder != seat:
            modifiers.append(
                ("defender's held cards", held_modifier(state, content, holder, "attackers"))
            )
        modifiers.append(("held cards", held_modifier(state, content, seat, kind)))
    if kind == "diplomacy":
        modifiers.append(
            ("standing of the target", _diplomatic_standing(state, content, seat, target))
        )
    own = empire(state, seat)
    modifiers.append(("language", -language_step(content, own["language"], land.language)))
    modifiers.append(("religion", -religion_step(content, own["religion"], land.religion)))
    return modifiers


def _diplomatic_standing(state: State, content: Content, seat: str, target: str) -> int:
    """The diplomatic standing of ``target`` against ``seat`` (:func:`_standings`)."""
    return _standings(state, content, seat)(target, area(state, target))


@implements("eotma:12.17", "eotma:12.18", "eotma:12.19", "eotma:12.20")
def _standings(state: State, content: Content, seat: str) -> Callable[[str, Area], int]:
    """The diplomatic standing of any area (its name and record) against ``seat``: an
    opponent's diplomatic stature, −3 (Venice −5) for an independent area, −5 for a
    magnate's; nothing for an own area (12.13)."""
    by_owner = {other: -record["leader"]["diplomatic"] for other, record in empires(state).items()}
    by_owner[seat] = 0
    magnate = content.endeavours.magnate_diplomacy
    independent = _independent_standing(content)

    def standing(name: str, record: Area) -> int:
        owner = record["owner"]
        if owner is not None:
            return by_owner[owner]
        return independent[name] if record["magnate"] is None else magnate

    return standing


@lru_cache(maxsize=8)
def _independent_standing(content: Content) -> Mapping[str, int]:
    """Per land area, its standing while independent (12.19, 12.20)."""
    default = content.endeavours.independent_diplomacy
    return {
        name: default if land.independent_diplomacy is None else land.independent_diplomacy
        for name, land in content.geography.land.items()
    }


@implements(OVERVIEW, LANGUAGE_RELIGION, "interpretation:EOTMA-15", "eotma:10.33", "eotma:13.21")
def effectiveness(
    state: State,
    content: Content,
    seat: str,
    kind: Kind,
    base: str,
    target: str,
    extra_gold: int = 0,
    defense: int = 0,
) -> Effectiveness:
    """The effectiveness rating of ``seat``'s endeavour of ``kind`` from ``base`` at ``target``.

    ``extra_gold`` is the gold spent beyond :func:`minimum_gold`, +1 each (the minimum
    itself buys no rating — interpretation:EOTMA-9); ``defense`` is the defender's combat
    stature plus the defender's gold (13.21), or the gold an opponent spends against a
    diplomacy endeavour (12.2). For a domestic endeavour
    (fortification, ruling) ``base`` is the target itself.
    """
    rating = content.endeavours.stature[kind]
    stature: int = empire(state, seat)["leader"][rating]
    seas = sea_areas(state, content, seat, kind, target)
    modifiers: list[tuple[str, int]] = []
    if kind != "ruling":
        modifiers.append(("base social state", area(state, base)["social_state"]))
    if kind == "fortification":
        modifiers.append(("base population", content.geography.land[base].population))
    modifiers += _target_modifiers(state, content, seat, kind, target)
    marked = base if kind in FOREIGN else target
    modifiers.append(("partial conquest", -partial_conquest_count(state, marked)))
    raw = stature + sum([value for _, value in modifiers])
    before_gold = apply_seas(content, raw, seas)
    return Effectiveness(
        stature=stature,
        modifiers=tuple(modifiers),
        seas=seas,
        before_gold=before_gold,
        gold=extra_gold,
        defense=defense,
        rating=before_gold + extra_gold - defense,
    )


@implements(OVERVIEW, LANGUAGE_RELIGION, "eotma:12.12", "eotma:10.33")
def diplomacy_ratings(
    state: State, content: Content, seat: str, court: str, targets: Iterable[str]
) -> dict[str, int]:
    """The rating before gold of ``seat``'s diplomacy from ``court`` at each target: the
    number of :func:`effectiveness` without its breakdown, the seat's own parts (stature,
    the court's social state and conquest markers) worked out once."""
    own = empire(state, seat)
    records = areas(state)
    shared = (
        own["leader"][content.endeavours.stature["diplomacy"]]
        + records[court]["social_state"]
        - partial_conquest_count(state, court)
    )
    kinship = _kinship_modifiers(content, own["language"], own["religion"])
    standing = _standings(state, content, seat)
    ratings: dict[str, int] = {}
    for target in targets:
        record = records[target]
        raw = shared - record["social_state"] + standing(target, record) + kinship[target]
        ratings[target] = apply_seas(content, raw, 0)
    return ratings
