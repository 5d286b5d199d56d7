"""The Bots' choice processes (eupop-bots CHOICE PROCESSES and its parts; aid CHOICE PROC.
(p. 3); decision 0108 §2.7; interpretation:EUPOP-BOT-58): the general rules a Bot chooses
by wherever a chart names no other criterion, and breaks every other criterion's ties by.

The API the charts call (stable; other work packages build on it):

``at_war(state, realm) -> bool``
    At War? — at war with a realm that still holds a province not occupied (a war only
    against realms with nothing left counts as peace for every choice but the peace
    resolution, which reads world/wars.py). Kept in bots/deck.py, re-exported here.
``at_war_with(state, realm, other) -> bool``
    The same, for one enemy: at war with ``other`` and ``other`` still holds a province.
``ranked(items, value, good_for_bot) -> list[str]``
    Province, area and sea zone selection's order: highest ``value`` first when the
    effect is good for the Bot (or bad for an Opponent), lowest first when it is bad for
    the Bot (or good for an Opponent), then A→Z.
``provinces_by_tax_value(geography, provinces, good_for_bot) -> list[str]``,
``areas_by_tax_value(geography, areas, good_for_bot) -> list[str]``,
``sea_zones(zones) -> list[str]``
    :func:`ranked` by printed tax value (an area's is the total of its provinces); sea
    zones have none and go A→Z.
``realms_in_area(state, geography, area, candidates=None) -> list[str]``
    Realm selection within an area, the realms tied best: a capital in the area first,
    then the most tax value of provinces owned there (A→Z among the tied). ``candidates``
    None: every realm owning a province there.
``realm_in_area(game, geography, area, candidates=None, *, alphabetical=False, rule=...)
-> Choice``
    The one realm: the first of :func:`realms_in_area`, a tie broken by the game's
    generator (the choice process) or A→Z (``alphabetical``: the targeting charts' "realm
    in [AREA]", whose text picks alphabetically).
``opponents_at_war(state, realm, candidates) -> list[str]``
    Of ``candidates``, those at war with the Bot (:func:`at_war_with`), A→Z.
``opponent(game, geography, realm, candidates, *, rule=...) -> Choice``
    Opponent selection: the one candidate at war with the Bot; otherwise (none, or more
    than one: among those at war) a die — 1-3 the most prestige, 4-6 the most tax
    income; ties: humans before Bots, then the game's generator.

A :class:`Choice` says what was chosen, among which tied candidates and how the tie was
broken; :meth:`Choice.facts` is what the calling node puts in its trace (``facts.tie``).
Random tie-breaks and the opponent die are the game's own logged ``roll``/``random``
entries. None of these functions scans the map: each reads the provinces of the named
areas, the ``owned`` index of the named realms, or the candidates' records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.deck import at_war
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

__all__ = [
    "CHOICE",
    "OPPONENT",
    "REALM",
    "SELECTION",
    "Choice",
    "areas_by_tax_value",
    "at_war",
    "at_war_with",
    "opponent",
    "opponents_at_war",
    "prestige",
    "provinces_by_tax_value",
    "ranked",
    "realm_in_area",
    "realms_in_area",
    "sea_zones",
]

CHOICE = "eupop-bots:CHOICE PROCESSES"
REALM = "eupop-bots:REALM SELECTION"
SELECTION = "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION"
OPPONENT = "eupop-bots:OPPONENT SELECTION"
AID_CHOICE = "eupop-aid:CHOICE PROC. (p. 3)"
AID_REALM = "eupop-aid:Realm Selection"
AID_SELECTION = "eupop-aid:Province, Area, Sea Zone Selection"
AID_OPPONENT = "eupop-aid:Opponent Selection"
PRESTIGE_FACES = range(1, 4)
"""Opponent selection's faces for the most prestige (the rest: the most tax income)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """What a choice process chose (None: no candidate at all), the candidates tied for it
    before the last tie-break, and how it was made, in words."""

    chosen: str | None
    tied: tuple[str, ...] = ()
    how: str = ""

    def facts(self) -> dict[str, int | str | list[str]]:
        """The trace's view: the choice, and the tie when there was one."""
        shown: dict[str, int | str | list[str]] = {"chosen": self.chosen or "none"}
        if len(self.tied) > 1:
            shown["tie"] = list(self.tied)
        if self.how:
            shown["how"] = self.how
        return shown


@implements(CHOICE, AID_CHOICE, "eupop-aid:At War?")
def at_war_with(state: State, realm: str, other: str) -> bool:
    """At war with ``other`` as the choice processes count it: ``other`` still holds a
    province not occupied (interpretation:EUPOP-BOT-58)."""
    typed = world(state)
    if other not in typed["at_war_with"].get(realm, []):
        return False
    records = typed["map"]["provinces"]
    return any(records[key]["occupier"] is None for key in typed["owned"].get(other, []))


@implements(SELECTION, AID_SELECTION)
def ranked(items: Iterable[str], value: Callable[[str], int], good_for_bot: bool) -> list[str]:
    """Province, area and sea zone selection: by ``value``, highest first when the effect is
    good for the Bot or bad for an Opponent, lowest first otherwise; then A→Z."""
    sign = -1 if good_for_bot else 1
    return sorted(set(items), key=lambda item: (sign * value(item), item))


@implements(SELECTION, AID_SELECTION)
def provinces_by_tax_value(
    geography: Geography, provinces: Iterable[str], good_for_bot: bool
) -> list[str]:
    """Provinces in the order a Bot picks them: printed tax value (see :func:`ranked`)."""
    return ranked(provinces, lambda key: geography.provinces[key].tax_value, good_for_bot)


@implements(SELECTION, AID_SELECTION)
def areas_by_tax_value(geography: Geography, areas: Iterable[str], good_for_bot: bool) -> list[str]:
    """Areas in the order a Bot picks them: total printed tax value (see :func:`ranked`)."""
    return ranked(areas, lambda key: geography.areas[key].tax_value, good_for_bot)


@implements(SELECTION, AID_SELECTION)
def sea_zones(zones: Iterable[str]) -> list[str]:
    """Sea zones in the order a Bot picks them: A→Z (they have no tax value)."""
    return sorted(set(zones))


def _owners_in(state: State, geography: Geography, area: str) -> list[str]:
    records = world(state)["map"]["provinces"]
    found = {records[key]["owner"] for key in geography.areas[area].provinces}
    return sorted(name for name in found if name is not None)


@implements(REALM, AID_REALM, CHOICE)
def realms_in_area(
    state: State, geography: Geography, area: str, candidates: Iterable[str] | None = None
) -> list[str]:
    """Realm selection within ``area``: the candidates tied best, A→Z — those with their
    capital in the area, else (none has) those owning the most tax value of its
    provinces. A candidate with neither is not in the area. ``candidates`` None: every
    realm owning a province there."""
    realms = world(state)["realms"]
    owners = _owners_in(state, geography, area)
    capitals = [
        name
        for name in sorted(set(owners if candidates is None else candidates))
        if (capital := realms[name]["capital"]) is not None
        and geography.provinces[capital].area == area
    ]
    present = set(owners) | set(capitals)
    names = capitals or sorted(
        name for name in (owners if candidates is None else set(candidates)) if name in present
    )
    if not names:
        return []
    records = world(state)["map"]["provinces"]
    held = {name: 0 for name in names}
    for key in geography.areas[area].provinces:
        holder = records[key]["owner"]
        if holder in held:
            held[holder] += geography.provinces[key].tax_value
    best = max(held.values())
    return [name for name in names if held[name] == best]


def _break_tie(game: Game, tied: Sequence[str], purpose: str, rule: str) -> str:
    chosen: str = game.choose_at_random(list(tied), purpose, rule=rule)
    return chosen


@implements(REALM, AID_REALM, CHOICE, "interpretation:EUPOP-BOT-58")
def realm_in_area(
    game: Game,
    geography: Geography,
    area: str,
    candidates: Iterable[str] | None = None,
    *,
    alphabetical: bool = False,
    rule: str = REALM,
) -> Choice:
    """The realm a Bot picks within ``area`` (:func:`realms_in_area`); a tie goes to the
    game's generator, or A→Z with ``alphabetical`` (the targeting charts' wording)."""
    tied = realms_in_area(game.state, geography, area, candidates)
    if not tied:
        return Choice(None, (), f"no realm in {area}")
    if len(tied) == 1:
        return Choice(tied[0], tuple(tied), f"best in {area}")
    if alphabetical:
        return Choice(tied[0], tuple(tied), "tie: alphabetical")
    return Choice(_break_tie(game, tied, f"realm in {area}", rule), tuple(tied), "tie: at random")


def prestige(state: State, realm: str) -> int:
    """A player realm's prestige, from its player mat or its Bot mat."""
    typed = world(state)
    if realm in typed["players"]:
        return typed["players"][realm]["prestige"]
    return typed["bots"][realm]["prestige"]


@implements(OPPONENT, AID_OPPONENT)
def opponents_at_war(state: State, realm: str, candidates: Iterable[str]) -> list[str]:
    """The candidates at war with the Bot (:func:`at_war_with`), A→Z."""
    return sorted({name for name in candidates if at_war_with(state, realm, name)})


def _best(scores: Mapping[str, int]) -> list[str]:
    top = max(scores.values())
    return sorted(name for name, score in scores.items() if score == top)


@implements(OPPONENT, AID_OPPONENT, CHOICE, "interpretation:EUPOP-BOT-58")
def opponent(
    game: Game,
    geography: Geography,
    realm: str,
    candidates: Iterable[str],
    *,
    rule: str = OPPONENT,
) -> Choice:
    """Opponent selection among ``candidates`` (the valid Opponents the calling rule names):
    the only one at war with the Bot; else — none at war, or several — a die among those
    at war (or all): 1-3 the most prestige, 4-6 the most tax income; ties: humans before
    Bots, then the game's generator (interpretation:EUPOP-BOT-58)."""
    state = game.state
    names = sorted(set(candidates))
    if not names:
        return Choice(None, (), "no valid Opponent")
    fighting = opponents_at_war(state, realm, names)
    if len(fighting) == 1:
        return Choice(fighting[0], tuple(fighting), "the only Opponent at war with the Bot")
    pool = fighting or names
    if len(pool) == 1:
        return Choice(pool[0], tuple(pool), "the only valid Opponent")
    face = game.roll(f"opponent selection ({realm})", seat=realm, rule=rule)
    if face in PRESTIGE_FACES:
        criterion = "prestige"
        scores = {name: prestige(state, name) for name in pool}
    else:
        criterion = "tax income"
        scores = {name: tax_income(state, geography, name)["total"] for name in pool}
    tied = _best(scores)
    how = f"die {face}: most {criterion}"
    if len(tied) > 1:
        realms = world(state)["realms"]
        humans = [name for name in tied if realms[name]["player"] != "bot"]
        if humans and len(humans) < len(tied):
            how += ", humans first"
            tied = humans
    if len(tied) == 1:
        return Choice(tied[0], tuple(tied), how)
    chosen = _break_tie(game, tied, f"opponent selection ({realm})", rule)
    return Choice(chosen, tuple(tied), how + ", tie at random")
