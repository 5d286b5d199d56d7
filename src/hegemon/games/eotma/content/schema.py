"""Pydantic schema of an eotma content pack (docs/eotma-state.md "Content model").

Each YAML file of the pack has one top-level model here. Cross-file checks (an area named
by a scenario exists, borders name known areas, ...) live in :mod:`.loader`.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

ENDEAVOURS = ("conquest", "pillage", "diplomacy", "fortification", "ruling")
"""Endeavours whose results a year card shows; defense uses only the card's check flag."""

CHECKED_ENDEAVOURS = (*ENDEAVOURS, "defense")
Rating = Literal["combat", "administrative", "diplomatic"]
RATINGS: tuple[Rating, ...] = ("combat", "administrative", "diplomatic")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# -- cultures.yaml --------------------------------------------------------------------------
class Religion(Strict):
    faith: str
    church: str


class Cultures(Strict):
    languages: dict[str, str] = Field(min_length=1)
    """Language → language group."""
    religions: dict[str, Religion] = Field(min_length=1)


# -- map.yaml -------------------------------------------------------------------------------
class LandArea(Strict):
    population: int = Field(ge=1, le=6)
    language: str
    religion: str
    social_state: int = Field(ge=-3, le=3)
    """The starting social state unless a scenario says otherwise."""
    x: int
    y: int
    independent_diplomacy: int | None = None
    """Replaces the usual modifier for diplomacy against this area while independent (12.19)."""


class SeaArea(Strict):
    x: int
    y: int


class MapFile(Strict):
    land_areas: dict[str, LandArea] = Field(min_length=1)
    sea_areas: dict[str, SeaArea] = Field(default_factory=dict)
    borders: list[tuple[str, str]]
    """Pairs of areas that touch: land-land, land-sea (a coast) or sea-sea."""


# -- leaders.yaml ---------------------------------------------------------------------------
class Generation(Strict):
    dice: int = Field(ge=1, le=4)
    ratings: dict[int, int]
    """Dice total → stature rating."""


StatureEffect = Literal["dies", "incapacitated", "weaker", "none", "stronger"]


class StatureResult(Strict):
    rolls: list[int] = Field(min_length=1)
    effect: StatureEffect


class StatureCheck(Strict):
    dice: int = Field(ge=1, le=4)
    results: list[StatureResult] = Field(min_length=1)


class Succession(Strict):
    sides: int = Field(ge=2)
    heirless_on: list[int]


class LeadersFile(Strict):
    generation: Generation
    lowest_rating: int
    highest_rating: int
    stature_check: StatureCheck
    succession: Succession


# -- year_cards.yaml ------------------------------------------------------------------------
ResultCode = Literal["none", "C", "T", "T/C", "+1", "-1>", "-1<", "F", "G"]

_RESULT = re.compile(r"^(?:(-)|(C|T|F|G)|(T/C|\+1|-1)\((-?\d+)>\)|(-1)\(<(-?\d+)\))$")


class CardResult(Strict):
    """One result printed on a year card, parsed from its short text.

    ``code`` is ``none``, ``C``, ``T``, ``F``, ``G``; ``T/C``, ``+1`` and ``-1>`` apply when
    the rating is at least ``number``; ``-1<`` applies when the rating is at most ``number``.
    """

    code: ResultCode
    number: int | None = None

    @staticmethod
    def parse(text: str) -> CardResult:
        match = _RESULT.match(text.strip())
        if match is None:
            raise ValueError(
                f"{text!r} is not a year-card result; use -, C, T, F, G, T/C(n>), +1(n>), "
                "-1(n>) or -1(<n)"
            )
        none, plain, conditional, at_least, below, at_most = match.groups()
        if none:
            return CardResult(code="none")
        if plain:
            return CardResult.model_validate({"code": plain})
        if conditional:
            code = "-1>" if conditional == "-1" else conditional
            return CardResult.model_validate({"code": code, "number": int(at_least)})
        del below
        return CardResult(code="-1<", number=int(at_most))

    def text(self) -> str:
        if self.code == "none":
            return "-"
        if self.code == "-1<":
            return f"-1(<{self.number})"
        if self.code in ("T/C", "+1", "-1>"):
            return f"{self.code.rstrip('>')}({self.number}>)"
        return self.code


ALLOWED_RESULTS: dict[str, frozenset[str]] = {
    "conquest": frozenset({"none", "C"}),
    "pillage": frozenset({"none", "-1>", "-1<", "G"}),
    "diplomacy": frozenset({"none", "T", "C", "T/C"}),
    "fortification": frozenset({"none", "F", "-1<"}),
    "ruling": frozenset({"none", "+1", "-1<"}),
}
"""Which results each endeavour's row may show (10.3, 11.2, 12.3, 14.2, 15.2)."""


class YearCard(Strict):
    id: str
    conquest: list[CardResult]
    pillage: list[CardResult]
    diplomacy: list[CardResult]
    fortification: list[CardResult]
    ruling: list[CardResult]
    stature_check: dict[str, int] = Field(default_factory=dict)
    """Endeavour → stature: the card calls for a check when the stature used is at most this."""

    @field_validator(*ENDEAVOURS, mode="before")
    @classmethod
    def _parse_row(cls, value: object, info: ValidationInfo) -> object:
        if not isinstance(value, list):
            return value
        allowed = ALLOWED_RESULTS[str(info.field_name)]
        row = []
        for text in value:
            result = CardResult.parse(str(text))
            if result.code not in allowed:
                raise ValueError(f"{text!r} is not a result a {info.field_name} endeavour can have")
            row.append(result)
        return row

    @field_validator("stature_check")
    @classmethod
    def _known_endeavours(cls, value: dict[str, int]) -> dict[str, int]:
        for endeavour in value:
            if endeavour not in CHECKED_ENDEAVOURS:
                raise ValueError(f"{endeavour!r} is not one of {', '.join(CHECKED_ENDEAVOURS)}")
        return value

    def row(self, endeavour: str) -> list[CardResult]:
        """The results this card shows for an endeavour, one per rating band."""
        row: list[CardResult] = getattr(self, endeavour)
        return row


class Band(Strict):
    up_to: int | None
    """The highest rating of this band; None for the last, open band."""


class YearCardsFile(Strict):
    bands: list[Band] = Field(min_length=2)
    cards: list[YearCard] = Field(min_length=1)


# -- events.yaml ----------------------------------------------------------------------------
class AreaChoice(Strict):
    pick: Literal["random", "highest_population", "all"]
    count: int = Field(default=1, ge=1)
    min_social_state: int | None = None
    max_social_state: int | None = None
    religion_differs_from_court: bool = False
    include_court: bool = False


class GoldEffect(Strict):
    op: Literal["gold"]
    amount: int


class SocialStateEffect(Strict):
    op: Literal["social_state"]
    change: int
    areas: AreaChoice


class UnrestEffect(Strict):
    op: Literal["unrest"]
    areas: AreaChoice


class BreakTiesEffect(Strict):
    op: Literal["break_ties"]
    whose: Literal["drawer", "opponents"]


class StatureEffectData(Strict):
    op: Literal["stature"]
    rating: Rating
    change: int


class LeaderDiesEffect(Strict):
    op: Literal["leader_dies"]
    heir: bool


Effect = (
    GoldEffect
    | SocialStateEffect
    | UnrestEffect
    | BreakTiesEffect
    | StatureEffectData
    | LeaderDiesEffect
)


class Modifiers(Strict):
    income: int = 0
    """Gold gained at the start of each round."""
    conquest: int = 0
    pillage: int = 0
    attackers: int = 0
    """Added to the rating of an opponent's conquest or pillage against the holder."""


class EventCard(Strict):
    id: str
    title: str
    copies: int = Field(default=1, ge=1)
    effects: list[Effect] = Field(default_factory=list)
    held: Literal["until_leader_dies", "until_game_turn_ends"] | None = None
    modifiers: Modifiers = Modifiers()


class EventsFile(Strict):
    cards: list[EventCard] = Field(min_length=1)


# -- endeavours.yaml ------------------------------------------------------------------------
class LanguageSteps(Strict):
    same: int
    related: int
    unrelated: int


class ReligionSteps(Strict):
    same: int
    other_church: int
    other_faith: int


class Parley(Strict):
    """The diplomatic parley that may contest a diplomatic conquest (12.32;
    interpretation:EOTMA-53)."""

    faith: str
    """Both leaders must be of this faith."""
    gold: int = Field(ge=0)
    """What the contesting player pays to call the parley."""
    dice: int = Field(ge=1, le=4)
    """Dice each side rolls, added to its leader's diplomatic stature."""


class EndeavoursFile(Strict):
    minimum_gold: dict[str, int]
    stature: dict[str, Rating]
    language: LanguageSteps
    religion: ReligionSteps
    independent_diplomacy: int
    magnate_diplomacy: int
    sea_halving_from: int = Field(ge=1)
    sea_gold_per_area: int = Field(ge=0)
    connection_sea_limit: int = Field(ge=0)
    defenses_per_round: int = Field(ge=0)
    parley: Parley


# -- victory.yaml ---------------------------------------------------------------------------
class VictoryFile(Strict):
    per_population: int
    claim_bonus: int


# -- scenarios.yaml -------------------------------------------------------------------------
class EmpireSetup(Strict):
    title: str
    court: str
    areas: list[str] = Field(min_length=1)
    leader_names: list[str] = Field(min_length=1)
    handicap: int = 0
    claims: list[str] | None = None
    """Areas this empire starts with a claim to; None: its own starting areas."""


class MagnateSetup(Strict):
    title: str
    court: str
    areas: list[str] = Field(min_length=1)


class ScoreBand(Strict):
    below: int | None
    """Scores under this number fall in the band (None: every higher score)."""
    title: str


class Scenario(Strict):
    title: str
    description: str = ""
    start_year: int
    rounds: int = Field(ge=1)
    minimum_seats: int = Field(ge=1)
    empires: dict[str, EmpireSetup] = Field(min_length=1)
    magnates: dict[str, MagnateSetup] = Field(default_factory=dict)
    social_states: dict[str, int] = Field(default_factory=dict)
    fortifications: dict[str, Literal[2, 3]] = Field(default_factory=dict)
    score_bands: list[ScoreBand] = Field(default_factory=list)
    winning_band: int | None = None
    """Solitaire: the index of the lowest band that counts as a win."""


class ScenariosFile(Strict):
    scenarios: dict[str, Scenario] = Field(min_length=1)


# -- rebellion.yaml -------------------------------------------------------------------------
RebellionResult = Literal["rebellion", "unrest", "none"]


class RebellionTerms(Strict):
    """What each circumstance adds to an area's rebellion value (eotma-overview "Unrest and
    rebellion"); language and religion use the steps of endeavours.yaml."""

    per_gold: int
    """Per gold the owner tries to take (16.16)."""
    per_fortification: int
    """Per point of fortification strength (14.32)."""
    owner_tie: int
    """When the owner has a diplomatic tie to the area (12.42)."""
    opponent_tie: int
    """When any opponent has a tie whose effect is not waived (12.42)."""
    unrest: int
    independent_kin: int
    """When the area touches an independent area of its own language and religion."""


class RebellionRow(Strict):
    up_to: int | None
    """The highest rebellion value of this row; None for the last, open row."""
    rebellion: list[int]
    """Dice totals that mean rebellion."""
    unrest: list[int]
    """Dice totals that mean unrest; every other total means nothing happens."""


class RebellionFile(Strict):
    terms: RebellionTerms
    plunder_gold: int = Field(ge=0)
    """Gold assumed attempted when an area in unrest is plundered (16.23.1)."""
    dice: int = Field(ge=1, le=4)
    table: list[RebellionRow] = Field(min_length=2)

    def result(self, value: int, total: int) -> RebellionResult:
        """The Unrest & Rebellion Table's result for a rebellion value and a dice total."""
        row = next(row for row in self.table if row.up_to is None or value <= row.up_to)
        if total in row.rebellion:
            return "rebellion"
        if total in row.unrest:
            return "unrest"
        return "none"


# -- pillage_plunder.yaml -------------------------------------------------------------------
class PlunderResult(Strict):
    rolls: list[int] = Field(min_length=1)
    gold: int = Field(ge=0)


class PillagePlunderFile(Strict):
    """The Pillage/Plunder Table (11.3): one die, gold by the face rolled."""

    sides: int = Field(ge=2)
    results: list[PlunderResult] = Field(min_length=1)

    def gold(self, roll: int) -> int:
        return next(result.gold for result in self.results if roll in result.rolls)


# -- claims.yaml ----------------------------------------------------------------------------
class ClaimsFile(Strict):
    """Turning a diplomatic tie into a claim (interpretation:EOTMA-45)."""

    gold: int = Field(ge=0)
    gold_per_population: int = Field(ge=0)
