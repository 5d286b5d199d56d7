"""Load an eotma content pack: validate every file, check them against each other, index them.

``load_pack(folder)`` returns a :class:`Content` or raises one ContentError listing every
problem (file, path, reason). ``shipped()`` is the pack in ``content/pack``, loaded once:
the default pack of ``module.build``, never read by a rule (rules reach the content of
the game they run through the game handle, :mod:`.access`). ``changed(content, changes)``
is a copy of a loaded pack with some of its data changed, checked like any pack.
"""

from __future__ import annotations

import copy
import dataclasses
from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from hegemon.engine.content import (
    ContentError,
    ContentProblem,
    changed_digest,
    folder_digest,
    load_yaml,
    pack_game,
    set_in_data,
    validate,
)
from hegemon.engine.refs import cite
from hegemon.games.eotma.content.schema import (
    CHECKED_ENDEAVOURS,
    Band,
    ClaimsFile,
    Cultures,
    EmpireSetup,
    EndeavoursFile,
    EventCard,
    EventsFile,
    LeadersFile,
    MagnateSetup,
    MapFile,
    PillagePlunderFile,
    RebellionFile,
    Scenario,
    ScenariosFile,
    VictoryFile,
    YearCard,
    YearCardsFile,
)
from hegemon.games.eotma.world.geography import Geography, build_geography

PACK = Path(__file__).parent / "pack"
GAME = "eotma"
HAND_SIZE = 5
"""Year cards dealt to each player each round (eotma-overview "Sequence of a round")."""
MOST_SEATS = 6

FILES: dict[str, type[BaseModel]] = {
    "cultures": Cultures,
    "map": MapFile,
    "leaders": LeadersFile,
    "year_cards": YearCardsFile,
    "events": EventsFile,
    "endeavours": EndeavoursFile,
    "victory": VictoryFile,
    "scenarios": ScenariosFile,
    "rebellion": RebellionFile,
    "pillage_plunder": PillagePlunderFile,
    "claims": ClaimsFile,
}
"""The files of a pack (``<stem>.yaml``) and the schema each is read with, in reading order."""


@dataclass(frozen=True, eq=False, slots=True)
class Content:
    """A loaded pack. Compared and hashed by identity."""

    digest: str
    geography: Geography
    leaders: LeadersFile
    bands: tuple[Band, ...]
    year_cards: Mapping[str, YearCard]
    """Card id → card, in deck order."""
    events: Mapping[str, EventCard]
    endeavours: EndeavoursFile
    victory: VictoryFile
    scenarios: Mapping[str, Scenario]
    rebellion: RebellionFile
    pillage_plunder: PillagePlunderFile
    claims: ClaimsFile
    source: Mapping[str, Any]
    """The pack's data as read from its YAML files, by file stem (never changed: a changed
    pack is a copy, :func:`changed`)."""
    band_tops: tuple[int, ...] = dataclasses.field(init=False)
    """The highest rating of each band but the last (open) one, rising (checked on load)."""

    def __post_init__(self) -> None:
        tops = tuple(band.up_to for band in self.bands if band.up_to is not None)
        object.__setattr__(self, "band_tops", tops)

    def event_deck(self) -> list[str]:
        """Every event card of the deck (one id per copy, ``<id>#<n>`` from the second on)."""
        deck: list[str] = []
        for card in self.events.values():
            deck.extend(
                card.id if copy == 1 else f"{card.id}#{copy}" for copy in range(1, card.copies + 1)
            )
        return deck

    def event(self, card: str) -> EventCard:
        """The event card of a deck entry (``plague#2`` is a copy of ``plague``)."""
        return self.events[card.partition("#")[0]]

    def band(self, rating: int) -> int:
        """The index of the band of the year cards that holds an effectiveness rating."""
        return bisect_left(self.band_tops, rating)


def load_pack(folder: Path) -> Content:
    """Load and check a pack folder; raises ContentError naming every problem."""
    if pack_game(folder) != GAME:
        raise ContentError([ContentProblem("pack.yaml", "game", f"this is not an {GAME} pack")])
    source: dict[str, Any] = {}
    problems: list[ContentProblem] = []
    for stem in FILES:
        try:
            source[stem] = load_yaml(folder / f"{stem}.yaml", folder)
        except ContentError as error:
            problems.extend(error.problems)
    return _load(source, folder_digest(folder), problems)


def changed(content: Content, changes: Mapping[str, Any]) -> Content:
    """A copy of a pack with ``changes`` made to its data, loaded and checked like any pack.

    Each key is a slash path into the data read from the pack's files: the file's stem, then
    the keys and list indices down to the value to set (``victory/per_population``,
    ``year_cards/bands/0/up_to``); the last key of a mapping may be new. The copy has its
    own digest, made from the original's and the changes."""
    source = copy.deepcopy(dict(content.source))
    for path, value in changes.items():
        _set(source, path, copy.deepcopy(value))
    if not changes:
        return _load(source, content.digest, [])
    return _load(source, changed_digest(content.digest, dict(changes)), [])


def _set(source: dict[str, Any], path: str, value: Any) -> None:
    """Set the value at a slash path of a pack's data, the file's stem first."""
    stem, _, rest = path.partition("/")
    file = f"{stem}.yaml"
    if stem not in source:
        raise ContentError([ContentProblem(file, rest, "no such file in the pack")])
    if not rest:
        source[stem] = value
        return
    set_in_data(source[stem], file, rest, value)


def _load(source: dict[str, Any], digest: str, problems: list[ContentProblem]) -> Content:
    """Validate a pack's data, check its files against each other and index them."""
    loaded: dict[str, Any] = {}
    for stem, model in FILES.items():
        if stem not in source:
            continue
        try:
            loaded[stem] = validate(model, source[stem], f"{stem}.yaml")
        except ContentError as error:
            problems.extend(error.problems)
    if problems:
        raise ContentError(problems)
    geography = build_geography(loaded["map"], loaded["cultures"])
    leaders: LeadersFile = loaded["leaders"]
    year_cards: YearCardsFile = loaded["year_cards"]
    events: EventsFile = loaded["events"]
    endeavours: EndeavoursFile = loaded["endeavours"]
    scenarios: ScenariosFile = loaded["scenarios"]
    problems.extend(_check_leaders(leaders))
    problems.extend(_check_year_cards(year_cards))
    problems.extend(_check_rebellion(loaded["rebellion"]))
    problems.extend(_check_pillage_plunder(loaded["pillage_plunder"]))
    problems.extend(_check_unique("events.yaml", [card.id for card in events.cards]))
    for field in ("minimum_gold", "stature"):
        keys = set(getattr(endeavours, field))
        if keys != set(CHECKED_ENDEAVOURS):
            problems.append(
                ContentProblem(
                    "endeavours.yaml", field, f"must name exactly {', '.join(CHECKED_ENDEAVOURS)}"
                )
            )
    for name, scenario in scenarios.scenarios.items():
        problems.extend(_check_scenario(name, scenario, geography))
    if problems:
        raise ContentError(problems)
    return Content(
        digest=digest,
        geography=geography,
        leaders=leaders,
        bands=tuple(year_cards.bands),
        year_cards={card.id: card for card in year_cards.cards},
        events={card.id: card for card in events.cards},
        endeavours=endeavours,
        victory=loaded["victory"],
        rebellion=loaded["rebellion"],
        pillage_plunder=loaded["pillage_plunder"],
        claims=loaded["claims"],
        scenarios=dict(scenarios.scenarios),
        source=source,
    )


def _check_unique(file: str, ids: list[str]) -> list[ContentProblem]:
    seen: set[str] = set()
    problems = []
    for index, card in enumerate(ids):
        if card in seen or "#" in card:
            problems.append(
                ContentProblem(file, f"cards/{index}/id", f"{card!r} is repeated or has '#'")
            )
        seen.add(card)
    return problems


def _totals(dice: int) -> list[int]:
    return list(range(dice, dice * 6 + 1))


def _check_leaders(leaders: LeadersFile) -> list[ContentProblem]:
    problems = []
    file = "leaders.yaml"
    if sorted(leaders.generation.ratings) != _totals(leaders.generation.dice):
        problems.append(
            ContentProblem(file, "generation/ratings", "must give a rating for every dice total")
        )
    for total, rating in leaders.generation.ratings.items():
        if not leaders.lowest_rating <= rating <= leaders.highest_rating:
            problems.append(
                ContentProblem(file, f"generation/ratings/{total}", "outside the rating limits")
            )
    rolls = sorted(roll for result in leaders.stature_check.results for roll in result.rolls)
    if rolls != _totals(leaders.stature_check.dice):
        problems.append(
            ContentProblem(file, "stature_check/results", "must list every dice total once")
        )
    if not set(leaders.succession.heirless_on) <= set(range(1, leaders.succession.sides + 1)):
        problems.append(ContentProblem(file, "succession/heirless_on", "must be faces of the die"))
    return problems


def _check_year_cards(deck: YearCardsFile) -> list[ContentProblem]:
    file = "year_cards.yaml"
    problems = _check_unique(file, [card.id for card in deck.cards])
    tops = [band.up_to for band in deck.bands]
    closed = [top for top in tops[:-1] if top is not None]
    if tops[-1] is not None or len(closed) != len(tops) - 1 or closed != sorted(set(closed)):
        problems.append(
            ContentProblem(file, "bands", "bands must rise, and only the last may be open (null)")
        )
    for index, card in enumerate(deck.cards):
        for endeavour in CHECKED_ENDEAVOURS[:-1]:
            if len(card.row(endeavour)) != len(deck.bands):
                problems.append(
                    ContentProblem(
                        file, f"cards/{index}/{endeavour}", f"needs {len(deck.bands)} results"
                    )
                )
    if len(deck.cards) < HAND_SIZE * MOST_SEATS:
        problems.append(
            ContentProblem(file, "cards", f"needs at least {HAND_SIZE * MOST_SEATS} cards")
        )
    return problems


def _check_rebellion(rebellion: RebellionFile) -> list[ContentProblem]:
    """Rows rise with only the last open; each row's totals are dice totals, a total is not
    both rebellion and unrest, and a higher value never rebels on fewer totals."""
    file = "rebellion.yaml"
    problems = []
    tops = [row.up_to for row in rebellion.table]
    closed = [top for top in tops[:-1] if top is not None]
    if tops[-1] is not None or len(closed) != len(tops) - 1 or closed != sorted(set(closed)):
        problems.append(
            ContentProblem(file, "table", "rows must rise, and only the last may be open (null)")
        )
    totals = set(_totals(rebellion.dice))
    previous: set[int] = set()
    for index, row in enumerate(rebellion.table):
        where = f"table/{index}"
        if not set(row.rebellion) | set(row.unrest) <= totals:
            problems.append(ContentProblem(file, where, "names a total the dice cannot roll"))
        if set(row.rebellion) & set(row.unrest):
            problems.append(ContentProblem(file, where, "a total is both rebellion and unrest"))
        if not previous <= set(row.rebellion):
            problems.append(
                ContentProblem(file, where, "rebels on fewer totals than the row before")
            )
        previous = set(row.rebellion)
    return problems


def _check_pillage_plunder(table: PillagePlunderFile) -> list[ContentProblem]:
    rolls = sorted(roll for result in table.results for roll in result.rolls)
    if rolls != list(range(1, table.sides + 1)):
        return [ContentProblem("pillage_plunder.yaml", "results", "must list every face once")]
    return []


def _check_scenario(name: str, scenario: Scenario, geography: Geography) -> list[ContentProblem]:
    file = "scenarios.yaml"
    where = f"scenarios/{name}"
    problems = []
    if len(scenario.empires) > MOST_SEATS or scenario.minimum_seats > len(scenario.empires):
        problems.append(ContentProblem(file, where, f"needs 1 to {MOST_SEATS} empires"))
    holder: dict[str, str] = {}
    realms: list[tuple[str, str, EmpireSetup | MagnateSetup]] = [
        ("empires", key, value) for key, value in scenario.empires.items()
    ]
    realms += [("magnates", key, value) for key, value in scenario.magnates.items()]
    for group, key, realm in realms:
        if realm.court not in realm.areas:
            problems.append(
                ContentProblem(file, f"{where}/{group}/{key}/court", "must be one of its areas")
            )
        for area in realm.areas:
            if not geography.is_land(area):
                problems.append(
                    ContentProblem(file, f"{where}/{group}/{key}/areas", f"no land area {area!r}")
                )
            elif area in holder:
                problems.append(
                    ContentProblem(
                        file, f"{where}/{group}/{key}/areas", f"{area} also held by {holder[area]}"
                    )
                )
            holder[area] = key
    for key, empire in scenario.empires.items():
        for area in empire.claims or []:
            if not geography.is_land(area):
                problems.append(
                    ContentProblem(file, f"{where}/empires/{key}/claims", f"no land area {area!r}")
                )
    for field in ("social_states", "fortifications"):
        for area, value in getattr(scenario, field).items():
            if not geography.is_land(area):
                problems.append(ContentProblem(file, f"{where}/{field}", f"no land area {area!r}"))
            if field == "social_states" and not -3 <= value <= 3:
                problems.append(ContentProblem(file, f"{where}/{field}/{area}", "not in -3..+3"))
    bands = [band.below for band in scenario.score_bands]
    if bands and (bands[-1] is not None or None in bands[:-1]):
        problems.append(ContentProblem(file, f"{where}/score_bands", "only the last is open"))
    if scenario.winning_band is not None and not 0 <= scenario.winning_band < len(bands):
        problems.append(ContentProblem(file, f"{where}/winning_band", "not a band index"))
    return problems


cite("interpretation:EOTMA-2", "hegemon.games.eotma.content.pack/map.yaml")


@cache
def shipped() -> Content:
    """The content pack shipped with hegemon, loaded once per process."""
    return load_pack(PACK)
