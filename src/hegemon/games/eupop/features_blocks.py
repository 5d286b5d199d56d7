"""The scales of eupop's observation and the writers of its blocks (:mod:`.features`).

A view is compared with what the last views held (:class:`Seen`, the same for every
observing seat): a copy of each part a block reads, per row (an area's record) or whole
(the forces, the round track); compared in C (``!=`` over whole records), and a mapping
that gives a row its entry (``at_war_with``: a realm's enemies) whole first, then name by
name. A row of a block whose inputs differ is marked with a new version; each observing
seat keeps its vector as last written (:class:`Kept`) and writes again only the rows whose
version it has not written. The copies are copies (:func:`_copy`): a view shares its
containers with the live state, which the rules change in place. The rows that no slot
changes (a seat's mats and supply, the decks) are written once for every seat.

Each writer reads the places of its columns from the block's layout, then looks every name
up in the index dicts the layout built (name → row); nothing scans the map per entry. A
value the view may hold beyond a scale is capped at 1 (:func:`_scaled`).
"""

from __future__ import annotations

from array import array
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from itertools import compress
from operator import itemgetter, ne
from typing import TYPE_CHECKING, Any

from hegemon.engine.serial import State
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.world.layout import LAND_UNITS

if TYPE_CHECKING:
    from hegemon.games.eupop.features import ViewFeatures

FORCE_SLOTS = 48
"""Rows of the force table: the forces of a view beyond the 48 lowest numbers are left out
of it (they still count in the areas and sea zones)."""

UNIT_SCALE = 20.0
"""Units of a force, of a realm in an area or sea zone, a Bot's army and reserve, imperial
units and allied units are divided by this."""
DUCAT_SCALE = 50.0
PRESTIGE_SCALE = 100.0
LOAN_SCALE = 10.0
CORRUPTION_SCALE = 10.0
COUNT_SCALE = 10.0
"""Cards held, leaders, wars, vassals, events face down and the like are divided by this."""
UNREST_SCALE = 10.0
PIRATE_SCALE = 10.0
PROVINCE_SCALE = 40.0
"""Provinces a realm owns are divided by this."""
EVENT_DUCAT_SCALE = 20.0
"""Ducats lying on a face-up event are divided by this."""
BOT_POWER_SCALE = 20.0
FOCUS_SCALE = 5.0
"""Bot power cubes parked on a focus area are divided by this."""
BOT_IDEAS_SCALE = 3.0
"""A Bot's ideas of one type are divided by this (at most 3 on the Bot mat)."""
ILL_HEALTH_SCALE = 3.0
RULER_SKILL_SCALE = 6.0
"""A ruler's skill is divided by this (the content's highest)."""
LEADER_SKILL_SCALE = 3.0
"""A general's, admiral's or advisor's skill is divided by this (the content's highest)."""
AUTHORITY_SCALE = 10.0
MAX_AGE = 4.0

_LAND_KINDS = frozenset(LAND_UNITS)
_POWER_INDEX = {power: number for number, power in enumerate(POWER_TYPES)}


class _Unseen:
    """What a part of a view was before any view: unequal to every value."""


UNSEEN = _Unseen()


class _Any:
    """Equal to every value: the copy of a field a view hides from some seats, which no row
    reads, so that it never tells two views apart."""

    def __eq__(self, other: object) -> bool:
        return True


ANY = _Any()

VERSIONED = (
    "forces",
    "areas",
    "provinces",
    "sea_zones",
    "trade_nodes",
    "realms",
    "seats",
    "round",
    "decks",
    "empire",
    "curia",
    "wars",
)
"""The blocks whose rows are versioned (the forces: once, for the whole table with the units
in the areas and sea zones; the seats: a row per seat of the scenario, in its order); the
own hand is kept by each seat."""


@dataclass(slots=True)
class Seen:
    """What the views last noticed held, the same for every observing seat: a copy of each
    part a block reads, the version each row of each block last changed at and the block's
    last (:attr:`version`, the last of all), and the rows written once for every seat (a
    seat's mats and supply, by its place in the scenario's seats; the decks)."""

    whole: dict[str, Any]
    versions: dict[str, list[int]]
    latest: dict[str, int]
    seat_rows: list[array[float]]
    deck_row: array[float]
    version: int = 0


@dataclass(slots=True)
class Kept:
    """One observing seat's vector as last written: the :class:`Seen` version of each row in
    it and the last of each block, its own hand as written, and the places of the land
    units and ships the forces set in the areas and sea zones."""

    vector: array[float]
    versions: dict[str, list[int]]
    latest: dict[str, int]
    version: int = -1
    hand: Any = UNSEEN
    units: list[int] = field(default_factory=list)


_CONTAINERS = (dict, list, tuple)


def _copy(value: Any) -> Any:
    """A copy of view data (dicts, lists and tuples of plain data) sharing no container with
    it but every string, so comparing the copy with the view again finds the strings the
    same objects and does not read them."""
    kind = type(value)
    if kind is dict:
        return {
            key: _copy(item) if type(item) in _CONTAINERS else item for key, item in value.items()
        }
    if kind in _CONTAINERS:
        return kind([_copy(item) if type(item) in _CONTAINERS else item for item in value])
    return value


def _whole_changed(seen: Seen, part: str, value: Any) -> bool:
    """Whether ``value``, one part of the view, differs from its copy (renewed if so)."""
    if value == seen.whole.get(part, UNSEEN):
        return False
    seen.whole[part] = _copy(value)
    return True


def _keys_changed(
    seen: Seen, part: str, mapping: dict[str, Any], hidden: tuple[str, ...] = ()
) -> set[str]:
    """The keys of ``mapping``, one part of the view, whose entry differs from its copy: the
    whole is compared first, then entry by entry where it differs, and a record that differs
    field by field; only the fields that differ are copied. The ``hidden`` fields of a
    record are not compared: their copy is :data:`ANY`."""
    copied: dict[str, Any] = seen.whole.setdefault(part, {})
    if mapping == copied:
        return set()
    changed = copied.keys() - mapping.keys()
    for key in changed:
        del copied[key]
    for key, value in mapping.items():
        old = copied.get(key, UNSEEN)
        if old == value:
            continue
        changed.add(key)
        if type(old) is dict and type(value) is dict:
            for field_name in old.keys() - value.keys():
                del old[field_name]
            for field_name, item in value.items():
                if old.get(field_name, UNSEEN) != item:
                    old[field_name] = _copy(item)
        else:
            old = copied[key] = _copy(value)
        for field_name in hidden:
            old[field_name] = ANY
    return changed


def _entries_changed(
    seen: Seen,
    part: str,
    mapping: dict[str, Any],
    names: Iterable[str],
    hidden: tuple[str, ...] = (),
) -> list[int]:
    """The rows (by their ``names``, the keys of ``mapping`` they read) whose entry in
    ``mapping`` differs from its copy (:func:`_keys_changed`)."""
    changed = _keys_changed(seen, part, mapping, hidden)
    if not changed:
        return []
    return [row for row, name in enumerate(names) if name in changed]


def _bump(seen: Seen, block: str, rows: Collection[int]) -> None:
    """Mark ``rows`` of ``block`` changed: a new version."""
    if rows:
        seen.version += 1
        seen.latest[block] = seen.version
        versions = seen.versions[block]
        for row in rows:
            versions[row] = seen.version


def _bump_if(seen: Seen, block: str, changed: bool) -> None:
    """Mark every row of ``block`` changed if ``changed``."""
    if changed:
        _bump(seen, block, range(len(seen.versions[block])))


def _stale(seen: Seen, kept: Kept, block: str) -> list[int]:
    """The rows of ``block`` that changed since the seat wrote them; marked written."""
    latest = seen.latest[block]
    if kept.latest[block] == latest:
        return []
    versions = seen.versions[block]
    rows = list(compress(range(len(versions)), map(ne, versions, kept.versions[block])))
    kept.versions[block] = versions.copy()
    kept.latest[block] = latest
    return rows


def _clear(features: ViewFeatures, vector: array[float], start: int, length: int) -> None:
    """Set ``length`` entries of ``vector`` from ``start`` to 0."""
    vector[start : start + length] = features.zeros[:length]


_ROUND_FIELDS = itemgetter(
    "age", "number", "phase", "turn_order", "first_player", "passed", "event_taken",
    "replacements", "papal_action",
)  # fmt: skip
"""What the round block reads of the round track."""
_DECK_FIELDS = itemgetter(
    "events_revealed", "event_ducats", "events_face_down", "action_discards", "trade_discard",
    "trade_set_aside", "ideas", "milestones", "power_struggle",
)  # fmt: skip
"""What the decks block reads of the decks (none of them hidden)."""


def notice(features: ViewFeatures, view: State, seen: Seen) -> None:
    """Compare ``view`` with what ``seen`` holds: renew the copies of what changed, and
    mark the rows that read it changed."""
    _bump_if(seen, "forces", bool(_keys_changed(seen, "forces", view["forces"])))
    maps = view["map"]
    rows = set(_entries_changed(seen, "areas", maps["areas"], features.area_names))
    slots = features.religion_slots
    rows.update(_entries_changed(seen, "religion_slots", maps["religion_slots"], slots))
    influence = view["hre"]["imperial_influence"]
    rows.update(_entries_changed(seen, "imperial_influence", influence, features.area_names))
    _bump(seen, "areas", rows)
    for block, names in (
        ("provinces", features.province_names),
        ("sea_zones", features.zone_names),
        ("trade_nodes", features.node_names),
    ):
        _bump(seen, block, _entries_changed(seen, block, maps[block], names))
    names = features.realm_names
    rows = set(_entries_changed(seen, "realms", view["realms"], names))
    for part in ("vassals", "at_war_with", "owned"):
        rows.update(_entries_changed(seen, part, view[part], names))
    _bump(seen, "realms", rows)
    _bump_if(seen, "realms", _whole_changed(seen, "named_by", _named_by(view, features.seats)))
    _notice_seats(features, view, seen)
    _bump_if(seen, "round", _whole_changed(seen, "round", _ROUND_FIELDS(view["round"])))
    if _whole_changed(seen, "decks", _DECK_FIELDS(view["decks"])):
        _bump_if(seen, "decks", True)
        _decks(features, view["decks"], seen.deck_row)
    for block, part in (("empire", "hre"), ("curia", "curia"), ("wars", "wars")):
        _bump_if(seen, block, _whole_changed(seen, block, view[part]))


def write_blocks(features: ViewFeatures, view: State, seat: str, seen: Seen, kept: Kept) -> None:
    """Bring ``kept``, ``seat``'s vector, up to ``view`` (noticed in ``seen``): the rows
    changed since it last wrote them, block by block, and its own hand."""
    if kept.version != seen.version:
        slots, references = features.slots[seat], features.references[seat]
        _forces(features, view, references, seen, kept)
        _areas(features, view, slots, seen, kept)
        _provinces(features, view, references, seen, kept)
        _sea_zones(features, view, slots, seen, kept)
        _trade_nodes(features, view, slots, seen, kept)
        _realms(features, view, seat, seen, kept)
        _seats(features, slots, seen, kept)
        _round(features, view, slots, seen, kept)
        if _stale(seen, kept, "decks"):
            start = features.layout["decks"].start
            kept.vector[start : start + len(seen.deck_row)] = seen.deck_row
        _empire(features, view, slots, seen, kept)
        _curia(features, view, slots, seen, kept)
        _wars(features, view, slots, seen, kept)
        kept.version = seen.version
    _hand(features, view, seat, kept)


def force_order(view: State) -> list[str]:
    """The forces of the view in the order of their number (``f001``, ``f002`` ...,
    ``f1000`` after ``f999``), at most :data:`FORCE_SLOTS`: row k of the force table is
    ``force_order(view)[k]``."""
    return sorted(view["forces"], key=_force_number)[:FORCE_SLOTS]


def _force_number(name: str) -> int:
    return int(name[1:])


def _scaled(number: float, scale: float) -> float:
    """``number / scale``, at most 1."""
    value = number / scale
    return value if value < 1.0 else 1.0


def _signed(number: float, scale: float) -> float:
    """``number / scale`` held within [-1, 1]."""
    value = number / scale
    return -1.0 if value < -1.0 else 1.0 if value > 1.0 else value


def _starts(features: ViewFeatures, block: str) -> tuple[int, int, dict[str, int]]:
    """A block's start, width and the start of each column in its rows."""
    return features.starts[block]


def _forces(
    features: ViewFeatures, view: State, references: dict[str, int], seen: Seen, kept: Kept
) -> None:
    """The force table, and each realm's land units in the areas and ships in the sea zones
    (every force counts there, in the table or not): all written again when any force
    changed."""
    if not _stale(seen, kept, "forces"):
        return
    forces: dict[str, Any] = view["forces"]
    vector = kept.vector
    for place in kept.units:
        vector[place] = 0.0
    other = len(features.seats)
    area_start, area_width, area_columns = _starts(features, "areas")
    area_units = area_start + area_columns["units"]
    zone_start, zone_width, zone_columns = _starts(features, "sea_zones")
    zone_ships = zone_start + zone_columns["ships"]
    areas, zones = features.areas, features.sea_zones
    totals: dict[int, int] = {}
    for record in forces.values():
        reference = references.get(record["realm"], other)
        where = record["where"]
        row = areas.get(where)
        if row is not None:
            amount = sum(count for kind, count in record["units"].items() if kind in _LAND_KINDS)
            place = area_units + row * area_width + reference
        else:
            row = zones.get(where)
            if row is None:
                continue
            amount = sum(record["units"].values())
            place = zone_ships + row * zone_width + reference
        if amount:
            totals[place] = totals.get(place, 0) + amount
    for place, amount in totals.items():
        vector[place] = _scaled(amount, UNIT_SCALE)
    kept.units = list(totals)
    start, width, columns = _starts(features, "forces")
    _clear(features, vector, start, features.layout["forces"].length)
    present, owner = columns["present"], columns["owner"]
    figure, naval = columns["figure"], columns["naval"]
    docked, leader, skill = columns["docked"], columns["leader"], columns["leader_skill"]
    units, where_column = columns["units"], columns["where"]
    unit_index, spaces, leaders = features.unit_index, features.spaces, features.leaders
    for row, name in enumerate(force_order(view)):
        record = forces[name]
        base = start + row * width
        vector[base + present] = 1.0
        vector[base + owner + references.get(record["realm"], other)] = 1.0
        if record["army"]:
            vector[base + figure] = 1.0
        holds_ships = False
        for kind, count in record["units"].items():
            number = unit_index.get(kind)
            if number is not None and count:
                vector[base + units + number] = _scaled(count, UNIT_SCALE)
                holds_ships = holds_ships or kind not in _LAND_KINDS
        if holds_ships:
            vector[base + naval] = 1.0
        if record["port"] is not None:
            vector[base + docked] = 1.0
        general = record["leader"]
        if general is not None:
            vector[base + leader] = 1.0
            card = leaders.get(general)
            if card is not None and card.skill:
                vector[base + skill] = _scaled(card.skill, LEADER_SKILL_SCALE)
        space = spaces.get(record["where"])
        if space is not None:
            vector[base + where_column + space] = 1.0


def _areas(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    """Each area's row but its land units (:func:`_forces`), from its record, its religion
    slot and its imperial influence."""
    changed = _stale(seen, kept, "areas")
    if not changed:
        return
    imperial_influence: dict[str, int] = view["hre"]["imperial_influence"]
    records: dict[str, Any] = view["map"]["areas"]
    religions: dict[str, Any] = view["map"]["religion_slots"]
    vector = kept.vector
    start, width, columns = _starts(features, "areas")
    hre, crusade, imperial = columns["hre"], columns["crusade"], columns["imperial_influence"]
    religion_column = columns["religion"]
    counter, revolutionary = columns["counter_reformation"], columns["revolutionary"]
    influence_column, claim, core = columns["influence"], columns["claim"], columns["core"]
    unrest_column, units = columns["unrest"], columns["units"]
    other = len(features.seats)
    scale = float(features.content.components.influence_per_area)
    religion_index = features.religion_index
    for row in changed:
        name = features.area_names[row]
        record, religion = records[name], religions[features.religion_slots[row]]
        cubes = imperial_influence.get(name)
        base = start + row * width
        _clear(features, vector, base, units)
        if record["hre"]:
            vector[base + hre] = 1.0
        if record["crusade"]:
            vector[base + crusade] = 1.0
        if cubes:
            vector[base + imperial] = _scaled(cubes, scale)
        number = religion_index.get(religion["religion"])
        if number is not None:
            vector[base + religion_column + number] = 1.0
        if religion["counter_reformation"]:
            vector[base + counter] = 1.0
        if religion["revolutionary"]:
            vector[base + revolutionary] = 1.0
        influence: dict[str, int] = record["influence"]
        if influence:
            others = 0
            for realm, count in influence.items():
                slot = slots.get(realm)
                if slot is None:
                    others += count
                elif count:
                    vector[base + influence_column + slot] = _scaled(count, scale)
            if others:
                vector[base + influence_column + other] = _scaled(others, scale)
        for realm in record["claims"]:
            slot = slots.get(realm)
            if slot is not None:
                vector[base + claim + slot] = 1.0
        for realm in record["cores"]:
            slot = slots.get(realm)
            if slot is not None:
                vector[base + core + slot] = 1.0
        for realm, tokens in record["unrest"].items():
            slot = slots.get(realm)
            if slot is not None and tokens:
                vector[base + unrest_column + slot] = _scaled(tokens, UNREST_SCALE)


def _provinces(
    features: ViewFeatures, view: State, references: dict[str, int], seen: Seen, kept: Kept
) -> None:
    changed = _stale(seen, kept, "provinces")
    if not changed:
        return
    records: dict[str, Any] = view["map"]["provinces"]
    vector = kept.vector
    start, width, columns = _starts(features, "provinces")
    vacant, town, occupier = columns["vacant"], columns["town"], columns["occupier"]
    plus_one, colonist, dnpr_token = columns["plus_one"], columns["colonist"], columns["dnpr_token"]
    other = len(features.seats)
    for row in changed:
        record = records[features.province_names[row]]
        base = start + row * width
        _clear(features, vector, base, width)
        owner = record["owner"]
        vector[base + vacant if owner is None else base + references.get(owner, other)] = 1.0
        size = record["town"]
        if size is not None:
            vector[base + town + (size == "large")] = 1.0
        realm = record["occupier"]
        if realm is not None:
            vector[base + occupier + references.get(realm, other)] = 1.0
        if record["plus_one"]:
            vector[base + plus_one] = 1.0
        realm = record["colonist"]
        if realm is not None:
            vector[base + colonist + references.get(realm, other)] = 1.0
        if record["dnpr_token"] is not None:
            vector[base + dnpr_token] = 1.0


def _counted(realms: list[str], slots: dict[str, int], other: int) -> dict[int, int]:
    """How many times each slot (``other`` for any other realm) appears in ``realms``."""
    counts: dict[int, int] = {}
    for realm in realms:
        slot = slots.get(realm, other)
        counts[slot] = counts.get(slot, 0) + 1
    return counts


def _sea_zones(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    """Each sea zone's row but its ships (:func:`_forces`)."""
    changed = _stale(seen, kept, "sea_zones")
    if not changed:
        return
    records: dict[str, Any] = view["map"]["sea_zones"]
    vector = kept.vector
    start, width, columns = _starts(features, "sea_zones")
    protection = columns["trade_protection"]
    other = len(features.seats)
    printed = features.zone_slots
    for row in changed:
        base = start + row * width
        _clear(features, vector, base, columns["ships"])
        held: list[str] = records[features.zone_names[row]]["trade_protection"]
        if held:
            for slot, count in _counted(held, slots, other).items():
                vector[base + protection + slot] = _scaled(count, printed[row])


def _trade_nodes(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    changed = _stale(seen, kept, "trade_nodes")
    if not changed:
        return
    records: dict[str, Any] = view["map"]["trade_nodes"]
    vector = kept.vector
    start, width, columns = _starts(features, "trade_nodes")
    merchants = columns["merchants"]
    other = len(features.seats)
    tokens = float(features.content.components.player.merchants)
    for row in changed:
        record = records[features.node_names[row]]
        base = start + row * width
        _clear(features, vector, base, width)
        if record["pirates"]:
            vector[base] = _scaled(record["pirates"], PIRATE_SCALE)
        for slot, count in _counted(record["merchants"], slots, other).items():
            vector[base + merchants + slot] = _scaled(count, tokens)


_RELATIONS = (
    ("allies", "allied"),
    ("active_allies", "active_ally"),
    ("marriages", "married"),
    ("truces", "truce"),
    ("casus_belli", "casus_belli"),
)
"""A realm record's list of realms → the realms block column it sets per slot."""


def _named_by(view: State, seats: tuple[str, ...]) -> dict[str, tuple[list[str], list[str]]]:
    """Each seat's active allies and the realms it holds a casus belli on (a realm's row has
    an entry for each seat that names it)."""
    found = {}
    for seat in seats:
        record = view["realms"].get(seat)
        if record is not None:
            found[seat] = (record["active_allies"], record["casus_belli"])
    return found


def _realms(features: ViewFeatures, view: State, seat: str, seen: Seen, kept: Kept) -> None:
    """Each realm's row, from its record, its vassals, its enemies, the provinces it owns and
    the slots' active allies and casus belli (which name it from their own records)."""
    changed = _stale(seen, kept, "realms")
    if not changed:
        return
    slots = features.slots[seat]
    realms: dict[str, Any] = view["realms"]
    names = features.realm_names
    named_by = [
        (slot, *lists)
        for realm, lists in _named_by(view, features.seats).items()
        for slot in (slots[realm],)
    ]
    vassals: dict[str, list[str]] = view["vassals"]
    enemies_of: dict[str, list[str]] = view["at_war_with"]
    owned: dict[str, list[str]] = view["owned"]
    vector = kept.vector
    start, width, columns = _starts(features, "realms")
    present, kind = columns["present"], columns["kind"]
    papal, control = columns["papal_states"], columns["control"]
    seat_column, religion, overlord = columns["seat"], columns["religion"], columns["overlord"]
    vassal_column, at_war, wars = columns["vassals"], columns["at_war"], columns["wars"]
    excommunicated, capital = columns["excommunicated"], columns["capital_lost"]
    tokens, provinces = columns["manpower_tokens"], columns["provinces"]
    active, casus_belli_of = columns["active_ally"], columns["casus_belli_of"]
    relations = [(key, columns[column]) for key, column in _RELATIONS]
    other = len(features.seats)
    kind_index, religion_index = features.kind_index, features.religion_index
    for row in changed:
        name = names[row]
        record = realms.get(name)
        base = start + row * width
        _clear(features, vector, base, width)
        if record is None:
            continue
        held, enemies, lands = vassals.get(name), enemies_of.get(name), owned.get(name)
        vector[base + present] = 1.0
        number = kind_index.get(record["kind"])
        if number is not None:
            vector[base + kind + number] = 1.0
        if record["papal_states"]:
            vector[base + papal] = 1.0
        player = record["player"]
        if player is not None:
            vector[base + control + (player == "bot")] = 1.0
        slot = slots.get(name)
        if slot is not None:
            vector[base + seat_column + slot] = 1.0
        number = religion_index.get(record["religion"])
        if number is not None:
            vector[base + religion + number] = 1.0
        lord = record["overlord"]
        if lord is not None:
            vector[base + overlord + slots.get(lord, other)] = 1.0
        if held:
            vector[base + vassal_column] = _scaled(len(held), COUNT_SCALE)
        for key, column in relations:
            for realm in record[key]:
                slot = slots.get(realm)
                if slot is not None:
                    vector[base + column + slot] = 1.0
        for slot, allies, targets in named_by:
            if name in allies:
                vector[base + active + slot] = 1.0
            if name in targets:
                vector[base + casus_belli_of + slot] = 1.0
        if enemies:
            for realm in enemies:
                slot = slots.get(realm)
                if slot is not None:
                    vector[base + at_war + slot] = 1.0
            vector[base + wars] = _scaled(len(enemies), COUNT_SCALE)
        if record["excommunicated"]:
            vector[base + excommunicated] = 1.0
        if record["capital"] is None:
            vector[base + capital] = 1.0
        if record["manpower_tokens"]:
            vector[base + tokens] = _scaled(record["manpower_tokens"], COUNT_SCALE)
        if lands:
            vector[base + provinces] = _scaled(len(lands), PROVINCE_SCALE)


def _notice_seats(features: ViewFeatures, view: State, seen: Seen) -> None:
    """Each seat's row of the seats block, written once for every observing seat when its
    player mat, Bot mat or supply changed (but for its hidden fields, the hand and the Bot
    deck, which the row does not read), or the round, which tells whether a player's
    national focus changed in it."""
    players, bots, supplies = view["players"], view["bots"], view["supply"]
    seats = features.seats
    changed = set(_entries_changed(seen, "players", players, seats, ("hand",)))
    changed.update(_entries_changed(seen, "bots", bots, seats, ("deck",)))
    changed.update(_entries_changed(seen, "supply", supplies, seats))
    round_number = view["round"]["number"]
    if _whole_changed(seen, "round_number", round_number):
        changed = set(range(len(features.seats)))
    _bump(seen, "seats", changed)
    _, width, columns = _starts(features, "seats")
    supply_column = columns["supply"]
    for number in changed:
        seat = features.seats[number]
        row = seen.seat_rows[number]
        _clear(features, row, 0, width)
        mat, bot = players.get(seat), bots.get(seat)
        if mat is not None:
            _player_mat(features, mat, round_number, columns, row)
        if bot is not None:
            _bot_mat(features, bot, columns, row)
        supply = supplies.get(seat)
        if supply is not None:
            for place, (kind, box) in enumerate(features.supply_box):
                amount = supply.get(kind)
                if amount:
                    row[supply_column + place] = _scaled(amount, box)


def _seats(features: ViewFeatures, slots: dict[str, int], seen: Seen, kept: Kept) -> None:
    """Each slot's row, as written once (:func:`_notice_seats`)."""
    start, width, _ = _starts(features, "seats")
    for number in _stale(seen, kept, "seats"):
        base = start + slots[features.seats[number]] * width
        kept.vector[base : base + width] = seen.seat_rows[number]


MAT_COUNTS = (
    "ideas",
    "advisors",
    "leaders",
    "missions",
    "completed_missions",
    "milestones",
    "display",
    "crusade",
    "discovered",
)
"""The player mat's lists counted in the seats block's ``counts`` column, in its order: ideas,
advisors, leaders, missions, completed missions, milestones, display cards, crusades
committed to, what it discovered."""
_BOT_COUNTS = {
    "researched": MAT_COUNTS.index("ideas"),
    "milestones": MAT_COUNTS.index("milestones"),
    "crusade": MAT_COUNTS.index("crusade"),
    "discovered": MAT_COUNTS.index("discovered"),
}
"""A Bot mat's lists → their place in the ``counts`` column."""


def _player_mat(
    features: ViewFeatures,
    mat: dict[str, Any],
    round_number: int,
    columns: dict[str, int],
    vector: array[float],
) -> None:
    components = features.content.components
    vector[columns["present"]] = 1.0
    power = mat["monarch_power"]
    limit = float(components.monarch_power_limit)
    for number, kind in enumerate(POWER_TYPES):
        if power[kind]:
            vector[columns["monarch_power"] + number] = _scaled(power[kind], limit)
    manpower = mat["manpower"]
    merchants = mat["merchants"]
    tokens = float(components.player.merchants)
    numbers = (
        ("ducats", mat["ducats"], DUCAT_SCALE),
        ("loans", mat["loans"], LOAN_SCALE),
        ("corruption", mat["corruption"], CORRUPTION_SCALE),
        ("prestige", mat["prestige"], PRESTIGE_SCALE),
        ("colonists", mat["colonists"], COUNT_SCALE),
        ("allied_units", mat["allied_units"]["available"], UNIT_SCALE),
    )
    for column, number, scale in numbers:
        if number:
            vector[columns[column]] = _scaled(number, scale)
    if mat["stability"]:
        vector[columns["stability"]] = _signed(mat["stability"], components.stability_limit)
    pools = (
        ("manpower", 0, manpower["total"], float(components.manpower_limit)),
        ("manpower", 1, manpower["available"], float(components.manpower_limit)),
        ("manpower", 2, manpower["exhausted"], float(components.manpower_limit)),
        ("merchants", 0, sum(1 for merchant in merchants if merchant["node"]), tokens),
        ("merchants", 1, sum(1 for merchant in merchants if merchant["exhausted"]), tokens),
    )
    for column, item, count, scale in pools:
        if count:
            vector[columns[column] + item] = _scaled(count, scale)
    for number, key in enumerate(MAT_COUNTS):
        if mat[key]:
            vector[columns["counts"] + number] = _scaled(len(mat[key]), COUNT_SCALE)
    if mat["national_focus"] and mat["national_focus"] == round_number:
        vector[columns["focus_changed"]] = 1.0
    _leaders_of(features, mat, columns, vector)
    _named(mat["ideas"], features.ideas, columns["ideas"], vector)
    _named(mat["milestones"], features.milestones, columns["milestones"], vector)
    _named(mat["missions"], features.missions, columns["missions"], vector)


def _leaders_of(
    features: ViewFeatures,
    mat: dict[str, Any],
    columns: dict[str, int],
    vector: array[float],
) -> None:
    """The ruler (its ill health and skills) and the advisors of a player mat."""
    leaders = features.leaders
    ruler = mat["ruler"]
    if ruler is not None:
        vector[columns["ruler"]] = 1.0
        if ruler["ill_health"]:
            vector[columns["ill_health"]] = _scaled(ruler["ill_health"], ILL_HEALTH_SCALE)
        card = leaders.get(ruler["leader"])
        skills = card.skills if card is not None else None
        if skills is not None:
            for number, skill in enumerate(
                (skills.administrative, skills.diplomatic, skills.military)
            ):
                if skill:
                    vector[columns["ruler_skills"] + number] = _scaled(skill, RULER_SKILL_SCALE)
    for kind, name in mat["advisors"].items():
        card = leaders.get(name)
        power = _POWER_INDEX.get(kind)
        if card is not None and card.skill and power is not None:
            vector[columns["advisors"] + power] = _scaled(card.skill, LEADER_SKILL_SCALE)


def _named(names: list[str], index: dict[str, int], base: int, vector: array[float]) -> None:
    """Set the entry of each of ``names`` that ``index`` knows to 1."""
    for name in names:
        number = index.get(name)
        if number is not None:
            vector[base + number] = 1.0


def _bot_mat(
    features: ViewFeatures,
    mat: dict[str, Any],
    columns: dict[str, int],
    vector: array[float],
) -> None:
    vector[columns["bot"]] = 1.0
    army = mat["army"]
    power = mat["power"]
    cards = float(features.bot_cards)
    numbers = (
        ("bot_power", 0, power["available"], BOT_POWER_SCALE),
        ("bot_power", 1, power["spent"], BOT_POWER_SCALE),
        ("bot_army", 0, army["units"], UNIT_SCALE),
        ("bot_army", 1, army["laid_down"], UNIT_SCALE),
        ("bot_reserve", 0, mat["reserve"], UNIT_SCALE),
        ("bot_cards", 1, len(mat["used"]), cards),
        ("bot_cards", 2, len(mat["set_aside"]), cards),
        ("bot_cards", 3, len(mat["removed"]), cards),
        ("prestige", 0, mat["prestige"], PRESTIGE_SCALE),
        ("colonists", 0, mat["colonists"], COUNT_SCALE),
    )
    for column, item, number, scale in numbers:
        if number:
            vector[columns[column] + item] = _scaled(number, scale)
    for number, area in enumerate(features.focus_areas):
        cubes = mat["focus"].get(area)
        if cubes:
            vector[columns["bot_focus"] + number] = _scaled(cubes, FOCUS_SCALE)
    for number, kind in enumerate(POWER_TYPES):
        if mat["ideas"][kind]:
            vector[columns["bot_ideas"] + number] = _scaled(mat["ideas"][kind], BOT_IDEAS_SCALE)
    if army["area"] is not None:
        vector[columns["bot_army"] + 2] = 1.0
    if mat["card"] is not None:
        vector[columns["bot_cards"]] = 1.0
    if mat["twenty_towns_tile"]:
        vector[columns["bot_town_tile"]] = 1.0
    if mat["merchant"] is not None:
        vector[columns["merchants"]] = _scaled(1, features.content.components.player.merchants)
    for key, number in _BOT_COUNTS.items():
        if mat[key]:
            vector[columns["counts"] + number] = _scaled(len(mat[key]), COUNT_SCALE)
    _named(mat["researched"], features.ideas, columns["ideas"], vector)
    _named(mat["milestones"], features.milestones, columns["milestones"], vector)


def _hand(features: ViewFeatures, view: State, seat: str, kept: Kept) -> None:
    """The seat's own hand: copies of each action card (``id`` and ``id#n`` alike)."""
    mat = view["players"].get(seat)
    hand = mat["hand"] if mat is not None else None
    if hand == kept.hand:
        return
    kept.hand = _copy(hand)
    start, _, columns = _starts(features, "hand")
    _clear(features, kept.vector, start, features.layout["hand"].length)
    if not isinstance(hand, list) or not hand:
        return
    counts: dict[int, int] = {}
    for card in hand:
        number = features.action_cards.get(card.split("#", 1)[0])
        if number is not None:
            counts[number] = counts.get(number, 0) + 1
    copies, vector = features.card_copies, kept.vector
    for number, count in counts.items():
        vector[start + columns["cards"] + number] = _scaled(count, copies[number])
    vector[start + columns["size"]] = _scaled(len(hand), COUNT_SCALE)


def _one_row(features: ViewFeatures, seen: Seen, kept: Kept, block: str) -> int | None:
    """Where one-row ``block`` starts if it changed since the seat wrote it (its entries
    then set to 0), else None."""
    if not _stale(seen, kept, block):
        return None
    start = features.layout[block].start
    _clear(features, kept.vector, start, features.layout[block].length)
    return start


def _round(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    start = _one_row(features, seen, kept, "round")
    if start is None:
        return
    track = view["round"]
    vector = kept.vector
    columns = _starts(features, "round")[2]
    vector[start + columns["age"]] = _scaled(track["age"], MAX_AGE)
    vector[start + columns["number"]] = _scaled(track["number"], features.rounds)
    phase = features.phase_index.get(track["phase"])
    if phase is not None:
        vector[start + columns["phase"] + phase] = 1.0
    order: list[str] = track["turn_order"]
    for place, realm in enumerate(order, 1):
        slot = slots.get(realm)
        if slot is not None:
            vector[start + columns["order"] + slot] = place / len(order)
    slot = slots.get(track["first_player"])
    if slot is not None:
        vector[start + columns["first_player"] + slot] = 1.0
    for key, column in (
        ("passed", "passed"),
        ("event_taken", "event_taken"),
        ("replacements", "replacement"),
    ):
        _named(track[key], slots, start + columns[column], vector)
    if track["papal_action"]:
        vector[start + columns["papal_action"]] = 1.0


def _decks(features: ViewFeatures, decks: dict[str, Any], vector: array[float]) -> None:
    """What lies open, written once for every seat into the decks block's ``vector``: the
    face-up events and their ducats, the events face down (counted only), the discards, the
    ideas and milestones on offer, the power struggles."""
    _clear(features, vector, 0, len(vector))
    start, columns = 0, features.starts["decks"][2]
    events = features.events
    _named(decks["events_revealed"], events, start + columns["events"], vector)
    for event, ducats in decks["event_ducats"].items():
        number = events.get(event)
        if number is not None and ducats:
            vector[start + columns["event_ducats"] + number] = _scaled(ducats, EVENT_DUCAT_SCALE)
    if decks["events_face_down"]:
        vector[start + columns["face_down"]] = _scaled(len(decks["events_face_down"]), COUNT_SCALE)
    for number, kind in enumerate(POWER_TYPES):
        discarded = decks["action_discards"].get(kind)
        if discarded:
            vector[start + columns["action_discards"] + number] = _scaled(
                len(discarded), features.deck_copies[kind]
            )
    trade_cards = float(features.trade_cards)
    for number, key in enumerate(("trade_discard", "trade_set_aside")):
        if decks[key]:
            vector[start + columns["trade"] + number] = _scaled(len(decks[key]), trade_cards)
    for offered in decks["ideas"].values():
        _named(offered, features.ideas, start + columns["ideas"], vector)
    _named(decks["milestones"], features.milestones, start + columns["milestones"], vector)
    struggle = decks["power_struggle"]
    for key, column in (("active", "power_struggle"), ("upcoming", "upcoming")):
        number = features.power_struggles.get(struggle[key])
        if number is not None:
            vector[start + columns[column] + number] = 1.0


def _empire(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    start = _one_row(features, seen, kept, "empire")
    if start is None:
        return
    empire = view["hre"]
    vector = kept.vector
    columns = _starts(features, "empire")[2]
    emperor = empire["emperor"]
    if emperor is not None:
        vector[start + columns["emperor"] + slots.get(emperor, len(features.seats))] = 1.0
    if empire["imperial_authority"]:
        vector[start + columns["authority"]] = _scaled(
            empire["imperial_authority"], AUTHORITY_SCALE
        )
    number = features.religion_index.get(empire["religion"])
    if number is not None:
        vector[start + columns["religion"] + number] = 1.0
    for key in ("dissolved", "defending"):
        if empire[key]:
            vector[start + columns[key]] = 1.0
    if empire["imperial_units"]:
        vector[start + columns["imperial_units"]] = _scaled(empire["imperial_units"], UNIT_SCALE)
    if "election" in empire:
        vector[start + columns["election"]] = 1.0


def _curia(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    start = _one_row(features, seen, kept, "curia")
    if start is None:
        return
    curia = view["curia"]
    vector = kept.vector
    columns = _starts(features, "curia")[2]
    seats: list[str | None] = curia["slots"]
    if seats:
        empty = sum(1 for realm in seats if realm is None)
        held = [realm for realm in seats if realm is not None and realm in slots]
        for slot, count in _counted(held, slots, 0).items():
            vector[start + columns["cardinals"] + slot] = count / len(seats)
        if empty:
            vector[start + columns["empty"]] = empty / len(seats)
    roma = slots.get(curia["roma"])
    if roma is not None:
        vector[start + columns["roma"] + roma] = 1.0


def _wars(
    features: ViewFeatures, view: State, slots: dict[str, int], seen: Seen, kept: Kept
) -> None:
    start = _one_row(features, seen, kept, "wars")
    wars: dict[str, Any] = view["wars"]
    if start is None or not wars:
        return
    columns = _starts(features, "wars")[2]
    members: dict[int, int] = {}
    leaders: dict[int, int] = {}
    for war in wars.values():
        for side in (war["attackers"], war["defenders"]):
            slot = slots.get(side["leader"])
            if slot is not None:
                leaders[slot] = leaders.get(slot, 0) + 1
            for member in side["members"]:
                slot = slots.get(member["realm"])
                if slot is not None:
                    members[slot] = members.get(slot, 0) + 1
    vector = kept.vector
    for column, counts in (("member", members), ("leader", leaders)):
        for slot, count in counts.items():
            vector[start + columns[column] + slot] = _scaled(count, COUNT_SCALE)
    vector[start + columns["count"]] = _scaled(len(wars), COUNT_SCALE)
