"""The static map: land areas, sea areas, borders, languages and religions, as look-up tables.

Everything here is computed once from the content pack; queries are dictionary look-ups.
The dynamic part of the world (who owns what) lives in the state (:mod:`.layout`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from hegemon.engine.content import ContentError, ContentProblem
from hegemon.engine.graph import breadth_first
from hegemon.games.eotma.content.schema import Cultures, MapFile

Kinship = Literal["same", "related", "unrelated"]
Belief = Literal["same", "other_church", "other_faith"]


@dataclass(frozen=True, slots=True)
class LandInfo:
    """One land area as the map prints it."""

    name: str
    population: int
    language: str
    language_group: str
    religion: str
    faith: str
    church: str
    social_state: int
    """The map's starting social state (a scenario may replace it)."""
    x: int
    y: int
    neighbours: tuple[str, ...]
    """Land areas sharing a border, in map order."""
    seas: tuple[str, ...]
    """Sea areas on this area's coast, in map order."""
    independent_diplomacy: int | None


@dataclass(frozen=True, slots=True)
class SeaInfo:
    name: str
    x: int
    y: int
    neighbours: tuple[str, ...]
    """Sea areas sharing a border."""
    coasts: tuple[str, ...]
    """Land areas on this sea."""


@dataclass(frozen=True, eq=False, slots=True)
class Geography:
    """The map with its tables. Compared and hashed by identity (it is built once)."""

    land: Mapping[str, LandInfo]
    seas: Mapping[str, SeaInfo]
    order: Mapping[str, int]
    """Map order of every area (land first, then sea): sorting by it is deterministic."""
    steps: Mapping[str, Mapping[str, int]]
    """Fewest borders crossed between two areas over land and sea (missing: unreachable)."""
    land_steps: Mapping[str, Mapping[str, int]]
    """Fewest land borders crossed between two land areas over land only."""
    languages: Mapping[str, str]
    religions: Mapping[str, tuple[str, str]]
    """Religion → (faith, church)."""

    def is_land(self, name: str) -> bool:
        return name in self.land

    def is_sea(self, name: str) -> bool:
        return name in self.seas

    def neighbours(self, name: str) -> tuple[str, ...]:
        """Every area touching ``name``: land neighbours and seas for land, seas and coasts
        for a sea."""
        if name in self.land:
            info = self.land[name]
            return info.neighbours + info.seas
        sea = self.seas[name]
        return sea.neighbours + sea.coasts

    def adjacent(self, first: str, second: str) -> bool:
        return self.steps[first].get(second) == 1

    def land_adjacent(self, first: str, second: str) -> bool:
        return self.land_steps[first].get(second) == 1

    def kinship(self, first_language: str, second_language: str) -> Kinship:
        """Same, related (one language group) or unrelated languages."""
        if first_language == second_language:
            return "same"
        if self.languages[first_language] == self.languages[second_language]:
            return "related"
        return "unrelated"

    def belief(self, first_religion: str, second_religion: str) -> Belief:
        """Same religion, another church of the same faith, or another faith."""
        if first_religion == second_religion:
            return "same"
        if self.religions[first_religion][0] == self.religions[second_religion][0]:
            return "other_church"
        return "other_faith"

    def sort(self, names: list[str]) -> list[str]:
        """Names in map order."""
        return sorted(names, key=self.order.__getitem__)


def build_geography(world: MapFile, cultures: Cultures, file: str = "map.yaml") -> Geography:
    """The map's tables; a ContentError lists every inconsistency of the map."""
    problems: list[ContentProblem] = []
    land_names = list(world.land_areas)
    sea_names = list(world.sea_areas)
    for name in land_names:
        if name in world.sea_areas:
            problems.append(ContentProblem(file, f"sea_areas/{name}", "also a land area"))
    for name in land_names + sea_names:
        if "/" in name:
            problems.append(ContentProblem(file, name, "an area name may not contain '/'"))
    for name, area in world.land_areas.items():
        if area.language not in cultures.languages:
            problems.append(
                ContentProblem(file, f"land_areas/{name}/language", f"unknown {area.language!r}")
            )
        if area.religion not in cultures.religions:
            problems.append(
                ContentProblem(file, f"land_areas/{name}/religion", f"unknown {area.religion!r}")
            )
    touching: dict[str, list[str]] = {name: [] for name in land_names + sea_names}
    for index, (first, second) in enumerate(world.borders):
        for name in (first, second):
            if name not in touching:
                problems.append(ContentProblem(file, f"borders/{index}", f"unknown area {name!r}"))
        if first == second:
            problems.append(ContentProblem(file, f"borders/{index}", f"{first} borders itself"))
        elif first in touching and second in touching:
            if second in touching[first]:
                problems.append(
                    ContentProblem(file, f"borders/{index}", f"{first}-{second} listed twice")
                )
            touching[first].append(second)
            touching[second].append(first)
    if problems:
        raise ContentError(problems)
    order = {name: index for index, name in enumerate(land_names + sea_names)}

    def in_order(names: list[str]) -> tuple[str, ...]:
        return tuple(sorted(names, key=order.__getitem__))

    land = {
        name: LandInfo(
            name=name,
            population=area.population,
            language=area.language,
            language_group=cultures.languages[area.language],
            religion=area.religion,
            faith=cultures.religions[area.religion].faith,
            church=cultures.religions[area.religion].church,
            social_state=area.social_state,
            x=area.x,
            y=area.y,
            neighbours=in_order([other for other in touching[name] if other in world.land_areas]),
            seas=in_order([other for other in touching[name] if other in world.sea_areas]),
            independent_diplomacy=area.independent_diplomacy,
        )
        for name, area in world.land_areas.items()
    }
    seas = {
        name: SeaInfo(
            name=name,
            x=sea.x,
            y=sea.y,
            neighbours=in_order([other for other in touching[name] if other in world.sea_areas]),
            coasts=in_order([other for other in touching[name] if other in world.land_areas]),
        )
        for name, sea in world.sea_areas.items()
    }
    every = {name: in_order(touching[name]) for name in touching}
    by_land = {name: land[name].neighbours for name in land}
    return Geography(
        land=land,
        seas=seas,
        order=order,
        steps={name: breadth_first(name, every) for name in every},
        land_steps={name: breadth_first(name, by_land) for name in land},
        languages=dict(cultures.languages),
        religions={
            name: (religion.faith, religion.church) for name, religion in cultures.religions.items()
        },
    )
