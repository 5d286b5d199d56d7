"""eupop's observation for the research environments (docs/rl.md "eupop"): the flat numeric
vector of one seat's view, laid out from the content and the scenario.

Seats are relative: slot 0 is the observing seat, then the other seats of the scenario (its
player and Bot seats alike) in seat order after it, so one policy serves every seat. A realm
that is not a seat is named by its place in the content's realms (the "realms" block). Where
an entry names "a realm" it has one entry per slot, then one for any other realm, then one
for the rebels (a *realm reference*, :data:`REFERENCE_EXTRA`).

Only the view is read, and of it never a hidden field (each replaced by "hidden" in a view):
the decks drawn from, other seats' hands, the Bots' decks, sealed choices. The events drawn
face down this round are counted, never named (the log names them to no one). Every entry is
in [-1, 1]: a count is divided by a named scale and capped at 1.

:class:`ViewFeatures` builds the layout (:class:`Block`) once, and keeps what it wrote: a
view is compared with what the last views held (:class:`Seen`, the same for every observing
seat), a copy of each part a block reads: per row (an area's record) or whole (the round
track); compared in C (``!=`` over whole records), a mapping whole first, then name by name.
A row whose inputs differ gets a new version; each observing seat keeps its vector as last
written (:class:`Kept`) and writes again (:mod:`.features_blocks`) only the rows of versions
it has not written. The copies share no container with the view
(:func:`~hegemon.engine.serial.copy_containers`): a view shares its containers with the
live state, which the rules change in place. The rows that no slot changes (a seat's
mats and supply, the decks) are written once for every seat. So one :class:`ViewFeatures`
serves one environment, never two threads at once.
"""

from __future__ import annotations

from array import array
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import compress
from operator import ne
from typing import Any, get_args

import numpy as np
from numpy.typing import NDArray

from hegemon.engine.serial import State, copy_containers
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES, MilestoneType, Religion
from hegemon.games.eupop.content.schema_realms import Supply
from hegemon.games.eupop.features_blocks import (
    DECK_FIELDS,
    FORCE_SLOTS,
    MAT_COUNTS,
    ROUND_FIELDS,
    force_order,
    named_by,
    write_areas,
    write_curia,
    write_decks,
    write_empire,
    write_forces,
    write_hand,
    write_provinces,
    write_realms,
    write_round,
    write_sea_zones,
    write_seat_row,
    write_trade_nodes,
    write_wars,
)
from hegemon.games.eupop.rules.sequence.phases import PHASES
from hegemon.games.eupop.world.layout import LAND_UNITS, SHIPS

__all__ = ["FORCE_SLOTS", "Vector", "ViewFeatures", "force_order"]

Vector = NDArray[np.float32]

RELIGIONS: tuple[str, ...] = get_args(Religion)
"""The religions the content may name, for every religion one-hot."""
UNIT_KINDS: tuple[str, ...] = LAND_UNITS + SHIPS
FOCUS_AREAS: tuple[str, ...] = get_args(MilestoneType)
"""The focus areas of a Bot mat (the milestone types)."""
PHASE_MARKERS: tuple[str, ...] = tuple(marker for marker, _, _ in PHASES)
REALM_KINDS = ("player", "npr", "dnpr")
SUPPLY_KINDS: tuple[str, ...] = tuple(Supply.model_fields)
REFERENCE_EXTRA = 2
"""A realm reference's entries after the slots: any other realm, then the rebels."""


@dataclass(frozen=True, slots=True)
class Column:
    """A run of entries in every row of a block."""

    name: str
    start: int
    """From the row's start."""
    length: int
    meaning: str


@dataclass(frozen=True, slots=True)
class Block:
    """A named run of the vector: ``rows`` rows of ``width`` entries each."""

    name: str
    start: int
    rows: int
    width: int
    columns: Mapping[str, Column]
    row_names: Mapping[str, int]
    """Row name (an area, a province, a realm ...) → its row; empty where rows are numbered."""
    meaning: str
    """What a row stands for."""

    @property
    def length(self) -> int:
        return self.rows * self.width

    def index(self, column: str, row: int | str = 0, item: int = 0) -> int:
        """The place in the vector of entry ``item`` of ``column`` in ``row`` (a number, or
        a name of :attr:`row_names`)."""
        number = self.row_names[row] if isinstance(row, str) else row
        found = self.columns[column]
        if not 0 <= item < found.length or not 0 <= number < self.rows:
            raise IndexError(f"{self.name} has no entry {item} of {column} in row {row!r}")
        return self.start + number * self.width + found.start + item


ColumnSpec = tuple[str, int, str]


def _names(names: Iterable[str]) -> dict[str, int]:
    """Name → its place in ``names``."""
    return {name: number for number, name in enumerate(names)}


class ViewFeatures:
    """The features of a scenario's views: :attr:`size` entries in the :attr:`blocks`, the
    same for every observing seat (docs/rl.md "eupop" has the table)."""

    def __init__(self, content: Content, scenario: str, seats: tuple[str, ...]) -> None:
        self.content = content
        self.seats = tuple(seats)
        geography = content.geography
        self.areas = _names(geography.areas)
        self.religion_slots = tuple(info.religion_slot for info in geography.areas.values())
        self.provinces = _names(geography.provinces)
        self.sea_zones = _names(geography.sea_zones)
        self.zone_slots = tuple(
            max(info.trade_protection, 1) for info in geography.sea_zones.values()
        )
        self.trade_nodes = _names(geography.trade_nodes)
        self.spaces = _names((*geography.areas, *geography.sea_zones))
        """A force's place: land areas, then sea zones."""
        self.realms = _names(content.realms.realms)
        self.action_cards = _names(card.id for card in content.actions.cards)
        self.card_copies = tuple(card.copies for card in content.actions.cards)
        self.deck_copies = {
            deck: sum(card.copies for card in content.actions.cards if card.deck == deck)
            for deck in POWER_TYPES
        }
        self.events = _names(card.id for card in content.events.events)
        self.ideas = _names(idea.id for idea in content.ideas.ideas)
        self.milestones = _names(card.id for card in content.milestones.milestones)
        self.missions = _names(card.id for card in content.missions.missions)
        self.power_struggles = _names(card.id for card in content.power_struggles.power_struggles)
        self.trade_cards = len(content.trade_cards.trade_cards)
        self.bot_cards = len(content.bots.deck)
        self.focus_areas = FOCUS_AREAS
        box = content.components.player
        self.supply_box = tuple((kind, float(max(getattr(box, kind), 1))) for kind in SUPPLY_KINDS)
        """Each token kind of a supply with the box's count of it."""
        self.leaders = {leader.id: leader for leader in content.leaders.leaders}
        self.religion_index = _names(RELIGIONS)
        self.kind_index = _names(REALM_KINDS)
        self.phase_index = _names(PHASE_MARKERS)
        self.unit_index = _names(UNIT_KINDS)
        self.rounds = content.scenarios[scenario].rounds
        count = len(seats)
        self.slot_order = {
            seat: seats[number:] + seats[:number] for number, seat in enumerate(seats)
        }
        """Observing seat → the seats in its slot order."""
        self.slots = {
            seat: {other: slot for slot, other in enumerate(order)}
            for seat, order in self.slot_order.items()
        }
        """Observing seat → seat → its slot."""
        self.references = {
            seat: {**slots, "rebels": count + 1} for seat, slots in self.slots.items()
        }
        """Observing seat → realm → its entry in a realm reference (slots, then "rebels");
        any other realm takes entry ``count``."""
        self.layout = self._layout(count)
        self.area_names = tuple(self.areas)
        self.province_names = tuple(self.provinces)
        self.zone_names = tuple(self.sea_zones)
        self.node_names = tuple(self.trade_nodes)
        self.realm_names = tuple(self.realms)
        self.zeros = array("f", bytes(4 * max(block.length for block in self.layout.values())))
        """Float32 zeros as long as the longest block."""
        self.seen = self._unseen()
        self.kept: dict[str, Kept] = {}
        """Observing seat → its vector as last written."""
        self.blocks: tuple[tuple[str, int], ...] = tuple(
            (block.name, block.length) for block in self.layout.values()
        )
        self.starts = {
            name: (
                block.start,
                block.width,
                {key: column.start for key, column in block.columns.items()},
            )
            for name, block in self.layout.items()
        }
        """Block → its start, its width and the start of each column in its rows."""
        last = list(self.layout.values())[-1]
        self.size = last.start + last.length

    def offset(self, block: str) -> int:
        """Where ``block`` starts in the vector."""
        return self.layout[block].start

    def index(self, block: str, column: str, row: int | str = 0, item: int = 0) -> int:
        """The place in the vector of one entry (:meth:`Block.index`)."""
        return self.layout[block].index(column, row, item)

    def write(self, view: State, seat: str, out: Vector) -> None:
        """Write the features of ``view`` (``rules.shared_view(state, seat)``) for ``seat``
        into ``out`` (float32, of length :attr:`size`), each in [-1, 1]."""
        kept = self.kept.get(seat)
        if kept is None:
            versions = {block: [-1] * len(self.seen.versions[block]) for block in VERSIONED}
            latest = dict.fromkeys(VERSIONED, -1)
            kept = self.kept[seat] = Kept(array("f", bytes(4 * self.size)), versions, latest)
        _notice(self, view, self.seen)
        _write_changed(self, view, seat, self.seen, kept)
        out[:] = np.frombuffer(kept.vector, dtype=np.float32)

    def _unseen(self) -> Seen:
        """What the views held before the first: nothing, every row at version 0."""
        rows = {block: self.layout[block].rows for block in VERSIONED}
        rows["forces"] = 1
        rows["seats"] = len(self.seats)
        width = self.layout["seats"].width
        return Seen(
            whole={},
            versions={block: [0] * count for block, count in rows.items()},
            latest=dict.fromkeys(VERSIONED, 0),
            seat_rows=[array("f", bytes(4 * width)) for _ in self.seats],
            deck_row=array("f", bytes(4 * self.layout["decks"].length)),
        )

    def _layout(self, count: int) -> dict[str, Block]:
        """Every block in its order, its columns and their meanings (docs/rl.md "eupop")."""
        reference = count + REFERENCE_EXTRA
        religions, powers = len(RELIGIONS), len(POWER_TYPES)
        layout = _Layout()
        areas = [
            ("hre", 1, "still in the HRE"),
            ("crusade", 1, "a crusade is called on it"),
            ("imperial_influence", 1, "imperial influence cubes / influence per area"),
            ("religion", religions, "religion of its religion slot (one-hot)"),
            ("counter_reformation", 1, "its religion slot is Counter-Reformed"),
            ("revolutionary", 1, "its religion slot is revolutionary"),
            ("influence", count + 1, "cubes per slot, then other realms' / influence per area"),
            ("claim", count, "a claim per slot"),
            ("core", count, "a core per slot"),
            ("unrest", count, "unrest per slot / UNREST_SCALE"),
            ("units", reference, "land units of forces there (realm reference) / UNIT_SCALE"),
        ]
        layout.add("areas", self.areas, "a land area, in map order", areas)
        provinces = [
            ("owner", reference, "lawful owner (realm reference)"),
            ("vacant", 1, "no owner"),
            ("town", 2, "a small town, a large town"),
            ("occupier", reference, "occupier (realm reference)"),
            ("plus_one", 1, "a +1 token"),
            ("colonist", reference, "colonist (realm reference)"),
            ("dnpr_token", 1, "a DNPR token kept under a town or vassal token"),
        ]
        layout.add("provinces", self.provinces, "a province, in map order", provinces)
        sea_zones = [
            ("trade_protection", count + 1, "slots held per slot, then others' / printed slots"),
            ("ships", reference, "ships of forces there (realm reference) / UNIT_SCALE"),
        ]
        layout.add("sea_zones", self.sea_zones, "a sea zone, in map order", sea_zones)
        trade_nodes = [
            ("pirates", 1, "pirates / PIRATE_SCALE"),
            ("merchants", count + 1, "merchants per slot, then others' / merchant tokens"),
        ]
        layout.add("trade_nodes", self.trade_nodes, "a trade node, in map order", trade_nodes)
        forces = [
            ("present", 1, "a force is in this row"),
            ("owner", reference, "its realm (realm reference)"),
            ("figure", 1, "an army or fleet figure rather than loose units"),
            ("naval", 1, "it holds ships"),
            ("docked", 1, "ships docked in a port of its area"),
            ("leader", 1, "led by a general or admiral"),
            ("leader_skill", 1, "the leader's skill / LEADER_SKILL_SCALE"),
            ("units", len(UNIT_KINDS), "units per kind (UNIT_KINDS) / UNIT_SCALE"),
            ("where", len(self.spaces), "its place: land areas, then sea zones (one-hot)"),
        ]
        layout.add("forces", FORCE_SLOTS, "a force: row k is force_order(view)[k]", forces)
        realms = [
            ("present", 1, "the realm is in play"),
            ("kind", len(REALM_KINDS), "player, NPR, DNPR"),
            ("papal_states", 1, "the Papal States"),
            ("control", 2, "a player realm played by a human, by a Bot"),
            ("seat", count, "the seat slot it is"),
            ("religion", religions, "state religion (one-hot)"),
            ("overlord", count + 1, "its overlord: a slot, or another realm"),
            ("vassals", 1, "its vassals / COUNT_SCALE"),
            ("allied", count, "allied to the slot"),
            ("active_ally", count, "an active ally of the slot, or the slot one of its"),
            ("married", count, "a royal marriage with the slot"),
            ("truce", count, "a truce with the slot"),
            ("casus_belli", count, "it holds a casus belli on the slot"),
            ("casus_belli_of", count, "the slot holds a casus belli on it"),
            ("at_war", count, "at war with the slot (at_war_with)"),
            ("wars", 1, "realms it is at war with / COUNT_SCALE"),
            ("excommunicated", 1, "its ruler is excommunicated"),
            ("capital_lost", 1, "it has no capital"),
            ("manpower_tokens", 1, "manpower tokens / COUNT_SCALE"),
            ("provinces", 1, "provinces it owns / PROVINCE_SCALE"),
        ]
        layout.add("realms", self.realms, "a realm, in content order", realms)
        layout.add("seats", count, "a seat slot's mat (players/, or bots/)", self._seat_columns())
        hand = [
            ("cards", len(self.action_cards), "copies of each action card / its copies"),
            ("size", 1, "cards in hand / COUNT_SCALE"),
        ]
        layout.add("hand", 1, "the observing seat's own hand", hand)
        round_track = [
            ("age", 1, "age / MAX_AGE"),
            ("number", 1, "round / the scenario's rounds"),
            ("phase", len(PHASE_MARKERS), "the phase (one-hot; none between rounds)"),
            ("order", count, "each slot's place in the turn order / its length"),
            ("first_player", count, "the first player (slot)"),
            ("passed", count, "passed this round, per slot"),
            ("event_taken", count, "took the Event action this round, per slot"),
            ("replacement", count, "to be handed to a Bot next round, per slot"),
            ("papal_action", 1, "a Papal Action was taken this round"),
        ]
        layout.add("round", 1, "the round track", round_track)
        events, ideas, struggles = len(self.events), len(self.ideas), len(self.power_struggles)
        decks = [
            ("events", events, "each event face up"),
            ("event_ducats", events, "ducats on each face-up event / EVENT_DUCAT_SCALE"),
            ("face_down", 1, "events drawn face down, counted / COUNT_SCALE"),
            ("action_discards", powers, "action cards discarded per deck / its copies"),
            ("trade", 2, "trade cards discarded, set aside / trade cards"),
            ("ideas", ideas, "each idea on offer"),
            ("milestones", len(self.milestones), "each milestone on offer"),
            ("power_struggle", struggles, "the active power struggle"),
            ("upcoming", struggles, "the upcoming power struggle"),
        ]
        layout.add("decks", 1, "the decks and what lies open", decks)
        empire = [
            ("emperor", count + 1, "the Emperor: a slot, or another realm"),
            ("authority", 1, "imperial authority / AUTHORITY_SCALE"),
            ("religion", religions, "the HRE's religion (one-hot)"),
            ("dissolved", 1, "the HRE is dissolved"),
            ("defending", 1, "the Emperor is defending the HRE"),
            ("imperial_units", 1, "imperial units / UNIT_SCALE"),
            ("election", 1, "an Imperial Election waits to be held"),
        ]
        layout.add("empire", 1, "the Holy Roman Empire", empire)
        curia = [
            ("cardinals", count, "cardinals per slot / cardinal slots"),
            ("roma", count, "the Roma cardinal (slot)"),
            ("empty", 1, "empty cardinal slots / cardinal slots"),
        ]
        layout.add("curia", 1, "the Papal Curia", curia)
        wars = [
            ("member", count, "wars each slot is a member of / COUNT_SCALE"),
            ("leader", count, "wars each slot leads, on either side / COUNT_SCALE"),
            ("count", 1, "wars / COUNT_SCALE"),
        ]
        layout.add("wars", 1, "the wars", wars)
        return layout.blocks

    def _seat_columns(self) -> list[ColumnSpec]:
        """The columns of a slot's row in the seats block."""
        powers = len(POWER_TYPES)
        return [
            ("present", 1, "the slot's realm has a player mat"),
            ("bot", 1, "the slot's realm has a Bot mat"),
            ("monarch_power", powers, "per type / monarch power limit"),
            ("ducats", 1, "ducats / DUCAT_SCALE"),
            ("stability", 1, "stability / stability limit (-1 to 1)"),
            ("loans", 1, "loans / LOAN_SCALE"),
            ("corruption", 1, "corruption / CORRUPTION_SCALE"),
            ("prestige", 1, "prestige / PRESTIGE_SCALE (a Bot's too)"),
            ("manpower", 3, "total, available, exhausted / manpower limit"),
            ("merchants", 2, "placed, exhausted / merchant tokens (a Bot's merchant too)"),
            ("colonists", 1, "colonists / COUNT_SCALE (a Bot's too)"),
            ("counts", len(MAT_COUNTS), "the mat's lists of MAT_COUNTS, counted / COUNT_SCALE"),
            ("focus_changed", 1, "its national focus changed this round"),
            ("allied_units", 1, "allied units available / UNIT_SCALE"),
            ("ruler", 1, "it has a ruler"),
            ("ill_health", 1, "the ruler's ill health / ILL_HEALTH_SCALE"),
            ("ruler_skills", powers, "the ruler's skills / RULER_SKILL_SCALE"),
            ("advisors", powers, "the advisor's skill per type / LEADER_SKILL_SCALE"),
            ("bot_power", 2, "Bot power available, spent / BOT_POWER_SCALE"),
            ("bot_focus", len(FOCUS_AREAS), "Bot power on each focus / FOCUS_SCALE"),
            ("bot_ideas", powers, "Bot ideas per type / BOT_IDEAS_SCALE"),
            ("bot_army", 3, "Bot army units, laid down / UNIT_SCALE; on the map"),
            ("bot_reserve", 1, "Bot manpower reserve / UNIT_SCALE"),
            ("bot_cards", 4, "a Bot card drawn; used, set aside, removed / Bot cards"),
            ("bot_town_tile", 1, "the Bot holds the +20 Income tile"),
            ("supply", len(SUPPLY_KINDS), "tokens off the board per kind / the box's"),
            ("ideas", len(self.ideas), "each idea it holds (a Bot: researched)"),
            ("milestones", len(self.milestones), "each milestone it claimed"),
            ("missions", len(self.missions), "each mission it holds"),
        ]


class _Layout:
    """Blocks laid one after another."""

    def __init__(self) -> None:
        self.blocks: dict[str, Block] = {}
        self.start = 0

    def add(
        self, name: str, rows: int | Mapping[str, int], meaning: str, spec: list[ColumnSpec]
    ) -> None:
        """Add block ``name``: ``rows`` rows (or one per name of a name → row mapping)."""
        columns: dict[str, Column] = {}
        width = 0
        for column, length, text in spec:
            columns[column] = Column(column, width, length, text)
            width += length
        row_names = {} if isinstance(rows, int) else dict(rows)
        count = rows if isinstance(rows, int) else len(rows)
        self.blocks[name] = Block(name, self.start, count, width, columns, row_names, meaning)
        self.start += count * width


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


def _whole_changed(seen: Seen, part: str, value: Any) -> bool:
    """Whether ``value``, one part of the view, differs from its copy (renewed if so)."""
    if value == seen.whole.get(part, UNSEEN):
        return False
    seen.whole[part] = copy_containers(value)
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
                    old[field_name] = copy_containers(item)
        else:
            old = copied[key] = copy_containers(value)
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


def _notice(features: ViewFeatures, view: State, seen: Seen) -> None:
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
    _bump_if(seen, "realms", _whole_changed(seen, "named_by", named_by(view, features.seats)))
    _notice_seats(features, view, seen)
    _bump_if(seen, "round", _whole_changed(seen, "round", ROUND_FIELDS(view["round"])))
    if _whole_changed(seen, "decks", DECK_FIELDS(view["decks"])):
        _bump_if(seen, "decks", True)
        write_decks(features, view["decks"], seen.deck_row)
    for block, part in (("empire", "hre"), ("curia", "curia"), ("wars", "wars")):
        _bump_if(seen, block, _whole_changed(seen, block, view[part]))


def _notice_seats(features: ViewFeatures, view: State, seen: Seen) -> None:
    """Each seat's row of the seats block, written once for every observing seat when its
    player mat, Bot mat or supply changed (but for their hidden fields, the hand and the Bot
    deck, which the row does not read), or the round, which tells whether a player's
    national focus changed in it."""
    seats = features.seats
    changed = set(_entries_changed(seen, "players", view["players"], seats, ("hand",)))
    changed.update(_entries_changed(seen, "bots", view["bots"], seats, ("deck",)))
    changed.update(_entries_changed(seen, "supply", view["supply"], seats))
    if _whole_changed(seen, "round_number", view["round"]["number"]):
        changed = set(range(len(seats)))
    _bump(seen, "seats", changed)
    for number in changed:
        write_seat_row(features, view, seats[number], seen.seat_rows[number])


def _write_changed(features: ViewFeatures, view: State, seat: str, seen: Seen, kept: Kept) -> None:
    """Bring ``kept``, ``seat``'s vector, up to ``view`` (noticed in ``seen``): the rows
    changed since it last wrote them, block by block, and its own hand."""
    vector = kept.vector
    if kept.version != seen.version:
        slots, references = features.slots[seat], features.references[seat]
        if _stale(seen, kept, "forces"):
            kept.units = write_forces(features, view, references, vector, kept.units)
        rows = _stale(seen, kept, "provinces")
        if rows:
            write_provinces(features, view, references, vector, rows)
        for block, write_rows in _ROW_WRITERS:
            rows = _stale(seen, kept, block)
            if rows:
                write_rows(features, view, slots, vector, rows)
        start, width = features.layout["seats"].start, features.layout["seats"].width
        for number in _stale(seen, kept, "seats"):
            base = start + slots[features.seats[number]] * width
            vector[base : base + width] = seen.seat_rows[number]
        if _stale(seen, kept, "decks"):
            start = features.layout["decks"].start
            vector[start : start + len(seen.deck_row)] = seen.deck_row
        for block, write_block in _BLOCK_WRITERS:
            if _stale(seen, kept, block):
                write_block(features, view, slots, vector)
        kept.version = seen.version
    mat = view["players"].get(seat)
    hand = mat["hand"] if mat is not None else None
    if hand != kept.hand:
        kept.hand = copy_containers(hand)
        write_hand(features, hand, vector)


_ROW_WRITERS = (
    ("areas", write_areas),
    ("sea_zones", write_sea_zones),
    ("trade_nodes", write_trade_nodes),
    ("realms", write_realms),
)
"""The blocks whose rows name slots, and their writers."""
_BLOCK_WRITERS = (
    ("round", write_round),
    ("empire", write_empire),
    ("curia", write_curia),
    ("wars", write_wars),
)
"""The one-row blocks written for each seat, and their writers."""
