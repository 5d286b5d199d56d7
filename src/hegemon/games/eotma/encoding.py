"""eotma's research encoding (``hegemon.rl``, docs/rl.md "eotma"): the catalogue of every
action key the game can offer, from its content, and the features of a seat's view.

The catalogue does not depend on the scenario: arguments name land areas, endeavour kinds,
strengths and amounts of gold, never seats. Gold amounts (``gold``, ``oppose``) are offered
up to what a treasury holds, which no rule bounds: the catalogue holds 0 to
:data:`GOLD_AMOUNTS` - 1, far above any treasury seen in play (docs/rl.md).

Seats are encoded relative to the observing seat: slot 0 is the seat itself, then the other
seats in seat order after it, so one policy serves every seat.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import compress
from operator import itemgetter, ne
from typing import Any

import numpy as np
from numpy.typing import NDArray

from hegemon.engine.decision import Argument, Decision
from hegemon.engine.rules import RulesModule, SetupError
from hegemon.engine.serial import State, copy_containers
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.module import Eotma
from hegemon.games.eotma.rules.bases import near
from hegemon.games.eotma.rules.fortification import STRENGTHS
from hegemon.games.eotma.rules.ruling import HIGHEST_LEVEL
from hegemon.games.eotma.world.geography import Geography

ActionKey = tuple[str, Argument]
Vector = NDArray[np.float32]

GOLD_AMOUNTS = 100
"""Amounts of gold in the catalogue, 0 to 99, for ``gold`` and ``oppose``."""
GOLD_SCALE = 100.0
"""A treasury, a least cost or gold announced is divided by this (and capped at 1)."""
RATING_SCALE = 10.0
"""A leader's stature is divided by this (the highest stature of the pack is 10)."""
COUNT_SCALE = 10.0
"""Year cards left, leaders so far and conquest markers are divided by this (capped at 1)."""

Pairs = Callable[[Geography], list[tuple[str, str]]]


def neighbour_pairs(geography: Geography) -> list[tuple[str, str]]:
    """(base, target) of a foreign endeavour against a neighbour (EOTMA-51): every land area
    and each area sharing a land border or a sea area with it, in map order."""
    return [(base, target) for base in geography.land for target in near(geography, base)]


def court_pairs(geography: Geography) -> list[tuple[str, str]]:
    """(court, target) of diplomacy: a court may stand in any land area (it moves when it
    falls), and aims at any other (12.11, 12.12)."""
    return [
        (court, target) for court in geography.land for target in geography.land if court != target
    ]


def own_pairs(geography: Geography) -> list[tuple[str, str]]:
    """(area, area) of a domestic endeavour: every land area (EOTMA-15)."""
    return [(name, name) for name in geography.land]


ENDEAVOUR_PAIRS: dict[str, Pairs] = {
    "conquest": neighbour_pairs,
    "pillage": neighbour_pairs,
    "diplomacy": court_pairs,
    "fortification": own_pairs,
    "ruling": own_pairs,
}
"""How each endeavour kind of the turn menu pairs its base and target."""


def extra_arguments(verb: str, geography: Geography) -> list[Argument]:
    """Every argument of an own-turn option of the menu other than an endeavour."""
    land = list(geography.land)
    if verb in ("claim", "remove_tie"):
        return list(land)
    if verb == "reduce_fortification":
        return [(name, strength) for name in land for strength in STRENGTHS[:-1]]
    raise SetupError(f"the research catalogue of eotma knows no menu option {verb!r}")


def action_catalogue(rules: Eotma) -> tuple[ActionKey, ...]:
    """Every (verb, argument) eotma can offer on this content, in a fixed order: the turn
    menu's endeavours, taxation, its other options and ending the turn, then the answers of
    the endeavours, of a rebellion check and of taxation (docs/verbs-and-log-eotma.md)."""
    geography = rules.content.geography
    land = list(geography.land)
    keys: list[ActionKey] = []
    for entry in rules.menu.endeavours:
        if entry.kind not in ENDEAVOUR_PAIRS:
            raise SetupError(f"the research catalogue of eotma knows no endeavour {entry.kind!r}")
        pairs = ENDEAVOUR_PAIRS[entry.kind](geography)
        keys.extend(("endeavour", (entry.kind, base, target)) for base, target in pairs)
    if rules.menu.taxation is not None:
        keys.append(("tax", None))
    for extra in rules.menu.extras:
        keys.extend((extra.verb, argument) for argument in extra_arguments(extra.verb, geography))
    keys.append(("end_turn", None))
    keys += [("defend", True), ("defend", False)]
    keys += [("gold", amount) for amount in range(GOLD_AMOUNTS)]
    keys += [("oppose", amount) for amount in range(GOLD_AMOUNTS)]
    keys += [("parley", True), ("parley", False)]
    keys += [("keep_tie", None), ("waive_tie", None)]
    keys += [("tax_area", (name, gold)) for name in land for gold in range(1, HIGHEST_LEVEL + 1)]
    keys += [("plunder", name) for name in land]
    keys += [("leave_untaxed", name) for name in land]
    keys.append(("stop_taxing", None))
    return tuple(keys)


@dataclass(frozen=True, slots=True)
class Block:
    """A named run of the feature vector."""

    name: str
    start: int
    length: int
    meaning: str


def _unit(number: float) -> float:
    """``number`` held within [-1, 1]."""
    return -1.0 if number < -1.0 else 1.0 if number > 1.0 else number


EMPIRE_FIELDS = itemgetter(
    "gold", "leader", "year_cards_left", "defenses", "handicap", "leaders_so_far", "court",
    "held_events",
)  # fmt: skip
"""The fields of an empire record its row is built from (:meth:`EotmaEncoding._empire_row`)."""
COURT = 6
"""The place of the court among :data:`EMPIRE_FIELDS`."""


def _one_record(name: str, records: dict[str, Any]) -> tuple[Any, ...]:
    """The record of ``name`` alone, as a tuple."""
    return (records[name],)


def _records_of(names: tuple[str, ...]) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """A getter of the records of ``names`` from a mapping, in that order, as a tuple."""
    if len(names) == 1:
        return partial(_one_record, names[0])
    return itemgetter(*names)


@dataclass(frozen=True, slots=True)
class AreaColumns:
    """Where each entry of an area's row is, from the row's start: the holder one-hot (one
    per slot, then independent, then one per magnate) comes first."""

    independent: int
    social: int
    fortification: int
    built: int
    unrest: int
    partial: int
    ties: int
    claims: int
    courts: int

    @staticmethod
    def of(seats: int, magnates: int) -> AreaColumns:
        social = seats + 1 + magnates
        partial = social + 5
        return AreaColumns(
            independent=seats,
            social=social,
            fortification=social + 1,
            built=social + 3,
            unrest=social + 4,
            partial=partial,
            ties=partial + seats,
            claims=partial + 2 * seats,
            courts=partial + 3 * seats,
        )


@dataclass(slots=True)
class Seen:
    """What the views held when last encoded, for every observing seat: a copy of each
    area record with the version it was copied at (the last version is :attr:`version`),
    each area's owner, each empire's row with a copy of what it was built from, and the
    year cards played and events discarded with their entries. What is still equal to its
    copy is not encoded again; the comparisons are made in C."""

    areas: list[Any]
    versions: list[int]
    owners: list[str | None]
    version: int = 0
    held: dict[str, int] = field(default_factory=dict)
    """How many areas each seat owns."""
    empires: dict[str, tuple[Any, int]] = field(default_factory=dict)
    """Seat → a copy of its empire's :data:`EMPIRE_FIELDS` and how many areas it owned."""
    empire_rows: dict[str, bytes] = field(default_factory=dict)
    magnates: dict[str, Any] = field(default_factory=dict)
    courts: int = 0
    """Raised when a court may have moved: an empire's or a magnate's record changed it."""
    cards: tuple[list[str], list[str]] | None = None
    """The year cards played and the events discarded."""
    card_rows: bytes = b""
    """Their entries: the "played" and "discard" blocks."""


@dataclass(slots=True)
class SeatRows:
    """One observing seat's area block as it last wrote it (float32, area after area), the
    :class:`Seen` version each area's row was written at, and the court entries set."""

    block: array[float]
    versions: list[int]
    version: int = -1
    courts: list[int] = field(default_factory=list)
    courts_seen: int = -1
    """:attr:`Seen.courts` when the court entries were last set."""


@dataclass(slots=True)
class EotmaEncoding:
    """The encoding of one scenario with its seats (:func:`encoding`); :attr:`blocks` is the
    layout of the feature vector.

    A view is compared with what the last views held (:class:`Seen`) and only what changed
    is encoded again: each seat keeps its area block (:class:`SeatRows`), and the entries
    that do not depend on the seat (an empire's row, the cards played and discarded) are
    kept once. The blocks are joined as float32 bytes and copied into the vector at once.
    An encoding thus keeps state from one view to the next: one per environment, never used
    from two threads at once."""

    actions: tuple[ActionKey, ...]
    seats: tuple[str, ...]
    content: Content
    rounds: int
    kinds: tuple[str, ...]
    magnates: tuple[str, ...]
    blocks: tuple[Block, ...] = ()
    land: dict[str, int] = field(default_factory=dict)
    event_ids: dict[str, int] = field(default_factory=dict)
    """Event card id → its place in the per-event entries."""
    events: dict[str, int] = field(default_factory=dict)
    """Event deck entry (``plague#2``) → the place of its card."""
    copies: tuple[int, ...] = ()
    """The copies of each event card in the deck, by its place in the per-event entries."""
    cards: dict[str, int] = field(default_factory=dict)
    slots: dict[str, dict[str, int]] = field(default_factory=dict)
    starts: dict[str, int] = field(default_factory=dict)
    magnate_slots: dict[str, int] = field(default_factory=dict)
    area_width: int = 0
    empire_width: int = 0
    columns: AreaColumns = field(init=False)
    seen: Seen = field(init=False)
    rows: dict[str, SeatRows] = field(default_factory=dict)
    """Observing seat → its area block."""
    by_slot: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Observing seat → the seats in its slot order (itself first)."""
    area_records: Callable[[dict[str, Any]], tuple[Any, ...]] = field(init=False)
    """The area records of a view, in map order."""
    zeros: dict[str, array[float]] = field(default_factory=dict)
    """Float32 zeros the length of an area's row up to its courts ("row"), of an empire's
    row ("empire"), of the round and turn blocks ("time") and of the decision block."""

    def __post_init__(self) -> None:
        content = self.content
        self.land = {name: number for number, name in enumerate(content.geography.land)}
        self.event_ids = {card: number for number, card in enumerate(content.events)}
        self.events = {
            entry: self.event_ids[content.event(entry).id] for entry in content.event_deck()
        }
        self.copies = tuple(card.copies for card in content.events.values())
        self.cards = {card: number for number, card in enumerate(content.year_cards)}
        count = len(self.seats)
        self.slots = {
            seat: {other: (number - mine) % count for number, other in enumerate(self.seats)}
            for mine, seat in enumerate(self.seats)
        }
        lands, events = len(self.land), len(self.event_ids)
        self.area_width = 5 * count + len(self.magnates) + 7
        self.magnate_slots = {key: count + 1 + number for number, key in enumerate(self.magnates)}
        self.empire_width = 10 + events
        sizes = (
            ("areas", lands * self.area_width, "per land area, in map order"),
            ("empires", count * self.empire_width, "per seat slot"),
            ("round", count + 3, "round, game turn, each slot's place in the order, next"),
            ("turn", count + 3, "whose turn it is (slot), endeavours, taxed, left untaxed"),
            ("played", len(self.cards), "year cards turned over this round, per card"),
            ("discard", events, "event cards discarded, per event"),
            ("decision", len(self.kinds) + 2 * lands + count + 4, "the frame asking"),
        )
        start = 0
        blocks = []
        for name, length, meaning in sizes:
            blocks.append(Block(name, start, length, meaning))
            start += length
        self.blocks = tuple(blocks)
        self.starts = {block.name: block.start for block in blocks}
        self.columns = AreaColumns.of(count, len(self.magnates))
        self.seen = Seen([None] * lands, [0] * lands, [None] * lands)
        blank = bytes(4 * lands * self.area_width)
        self.rows = {seat: SeatRows(array("f", blank), [-1] * lands) for seat in self.seats}
        self.by_slot = {
            seat: tuple(sorted(self.seats, key=self.slots[seat].__getitem__)) for seat in self.seats
        }
        self.area_records = _records_of(tuple(self.land))
        lengths = {
            "row": self.columns.courts,
            "empire": self.empire_width,
            "time": 2 * (count + 3),
            "decision": blocks[-1].length,
        }
        self.zeros = {name: array("f", bytes(4 * length)) for name, length in lengths.items()}

    @property
    def size(self) -> int:
        last = self.blocks[-1]
        return last.start + last.length

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        """Write the features of ``view`` for ``seat`` into ``out`` (docs/rl.md "eotma"): the
        blocks in their order, joined as float32 bytes."""
        slot = self.slots[seat]
        block = self._areas(view, seat, slot)
        parts: list[bytes | array[float]] = [block, *self._empires(view, seat)]
        self._courts(view, seat, slot, block)
        parts.append(self._time(view, slot))
        parts.append(self._cards(view))
        parts.append(self.zeros["decision"] if decision is None else self._decision(view, slot))
        out[:] = np.frombuffer(b"".join(parts), dtype=np.float32)

    def _areas(self, view: State, seat: str, slot: dict[str, int]) -> array[float]:
        """``seat``'s area block: its rows (:meth:`_area_row`), each written again when its
        area's record has changed since (the courts are marked by :meth:`_courts`)."""
        seen, rows = self.seen, self.rows[seat]
        records = self.area_records(view["areas"])
        numbers = range(len(records))
        changed = list(compress(numbers, map(ne, records, seen.areas)))
        if changed:
            for area in changed:
                record = records[area]
                seen.owners[area], seen.areas[area] = record["owner"], copy_containers(record)
                seen.version += 1
                seen.versions[area] = seen.version
            seen.held = {other: seen.owners.count(other) for other in self.seats}
        block = rows.block
        if rows.version != seen.version:
            width = self.area_width
            for area in compress(numbers, map(ne, seen.versions, rows.versions)):
                self._area_row(records[area], seat, slot, block, area * width)
                rows.versions[area] = seen.versions[area]
            rows.version = seen.version
        return block

    def _area_row(
        self,
        record: dict[str, Any],
        seat: str,
        slot: dict[str, int],
        block: array[float],
        base: int,
    ) -> None:
        """Write an area's row, but for its courts, into ``block`` from ``base``: holder (a
        slot, independent, or a magnate), social state, strength 2 or 3, fortified by the
        seat itself, unrest, conquest markers per slot (from every base), ties and claims
        per slot."""
        columns = self.columns
        block[base : base + columns.courts] = self.zeros["row"]
        owner = record["owner"]
        if owner is not None:
            block[base + slot[owner]] = 1.0
        elif record["magnate"] is not None:
            block[base + self.magnate_slots[record["magnate"]]] = 1.0
        else:
            block[base + columns.independent] = 1.0
        if record["social_state"]:
            block[base + columns.social] = record["social_state"] / HIGHEST_LEVEL
        strength = record["fortification"]
        if strength:
            block[base + columns.fortification + (strength == STRENGTHS[-1])] = 1.0
            if record["fortification_builder"] == seat:
                block[base + columns.built] = 1.0
        if record["unrest"]:
            block[base + columns.unrest] = 1.0
        markers: dict[str, Any] = record["partial_conquest"]
        if markers:
            totals: dict[str, int] = {}
            for marker in markers.values():
                totals[marker["seat"]] = totals.get(marker["seat"], 0) + marker["count"]
            for holder, total in totals.items():
                block[base + columns.partial + slot[holder]] = _unit(total / COUNT_SCALE)
        for holder in record["ties"]:
            block[base + columns.ties + slot[holder]] = 1.0
        for holder in record["claims"]:
            block[base + columns.claims + slot[holder]] = 1.0

    def _courts(self, view: State, seat: str, slot: dict[str, int], block: array[float]) -> None:
        """Mark in ``seat``'s area block the court of each slot and magnate, when a court
        may have moved since it last did (:attr:`Seen.courts`)."""
        seen, rows = self.seen, self.rows[seat]
        magnates: dict[str, Any] = view["magnates"]
        if magnates != seen.magnates:
            seen.magnates = copy_containers(magnates)
            seen.courts += 1
        if rows.courts_seen == seen.courts:
            return
        width, column = self.area_width, self.columns.courts
        land = self.land
        courts = [
            land[empire["court"]] * width + column + slot[other]
            for other, empire in view["empires"].items()
            if empire["court"] is not None
        ]
        magnate = column + len(self.seats)
        courts += [
            land[record["court"]] * width + magnate
            for record in magnates.values()
            if record["court"] is not None
        ]
        for entry in rows.courts:
            block[entry] = 0.0
        for entry in courts:
            block[entry] = 1.0
        rows.courts = courts
        rows.courts_seen = seen.courts

    def _empires(self, view: State, seat: str) -> list[bytes | array[float]]:
        """The empire block: each slot's row (:meth:`_empire_row`, the same for every
        observing seat), built again when its empire or the areas it owns changed."""
        seen = self.seen
        empires: dict[str, Any] = view["empires"]
        if empires.keys() != seen.empires.keys():
            seen.empires = {other: kept for other, kept in seen.empires.items() if other in empires}
            seen.courts += 1
        for other, empire in empires.items():
            held = seen.held[other]
            kept = seen.empires.get(other)
            fields = EMPIRE_FIELDS(empire)
            if kept is None or kept[1] != held or kept[0] != fields:
                seen.empire_rows[other] = self._empire_row(empire, held)
                if kept is None or kept[0][COURT] != fields[COURT]:
                    seen.courts += 1
                seen.empires[other] = (copy_containers(fields), held)
        blank = self.zeros["empire"]
        return [
            seen.empire_rows[other] if other in empires else blank for other in self.by_slot[seat]
        ]

    def _empire_row(self, empire: dict[str, Any], held: int) -> bytes:
        """A slot's entries as float32 bytes: gold, the leader's three statures, year cards
        left, defenses this round, handicap, leaders so far, areas held, fallen, and the
        events it holds."""
        row = array("f", self.zeros["empire"])
        leader = empire["leader"]
        defenses = max(self.content.endeavours.defenses_per_round, 1)
        numbers = (
            _unit(empire["gold"] / GOLD_SCALE),
            leader["combat"] / RATING_SCALE,
            leader["administrative"] / RATING_SCALE,
            leader["diplomatic"] / RATING_SCALE,
            _unit(empire["year_cards_left"] / COUNT_SCALE),
            _unit(empire["defenses"] / defenses),
            _unit(empire["handicap"] / GOLD_SCALE),
            _unit(empire["leaders_so_far"] / COUNT_SCALE),
            held / len(self.land),
        )
        for offset, number in enumerate(numbers):
            if number:
                row[offset] = number
        if empire["court"] is None:
            row[9] = 1.0
        for entry in empire["held_events"]:
            row[10 + self.events[entry]] = 1.0
        return row.tobytes()

    def _time(self, view: State, slot: dict[str, int]) -> array[float]:
        """The round block (round, game turn, each slot's place in the order, next) and the
        turn block (whose turn, endeavours, taxed, a taxation left everything untaxed)."""
        count = len(self.seats)
        entries = array("f", self.zeros["time"])
        record = view["round"]
        entries[0] = _unit(record["number"] / self.rounds)
        entries[1] = _unit((record["game_turn"] - 1) * 5 / self.rounds)
        entries[2 + count] = _unit(record["next"] / count)
        for place, other in enumerate(record["order"], 1):
            entries[2 + slot[other]] = place / count
        turn = view["turn"]
        if turn is not None:
            start = count + 3
            entries[start + slot[turn["seat"]]] = 1.0
            if turn["endeavours"]:
                entries[start + count] = _unit(turn["endeavours"] / COUNT_SCALE)
            if turn["taxed"]:
                entries[start + count + 1] = 1.0
            if turn["untaxed_at"] is not None:
                entries[start + count + 2] = 1.0
        return entries

    def _cards(self, view: State) -> bytes:
        """The "played" and "discard" blocks: each year card turned over this round, and per
        event its copies discarded over its copies (kept in :class:`Seen` until either
        changes)."""
        seen = self.seen
        played: list[str] = view["year_cards"]["played"]
        discard: list[str] = view["events"]["discard"]
        if seen.cards is None or seen.cards[0] != played or seen.cards[1] != discard:
            entries = array("f", bytes(4 * (len(self.cards) + len(self.event_ids))))
            for card in played:
                entries[self.cards[card]] = 1.0
            discarded: dict[int, int] = {}
            for entry in discard:
                place = self.events[entry]
                discarded[place] = discarded.get(place, 0) + 1
            for place, copies in discarded.items():
                entries[len(self.cards) + place] = copies / self.copies[place]
            seen.card_rows = entries.tobytes()
            seen.cards = (list(played), list(discard))
        return seen.card_rows

    def _decision(self, view: State, slot: dict[str, int]) -> array[float]:
        """The decision block: the frame the decision is asked in: an endeavour's kind, base,
        target, whose it is, its least gold, the gold announced and whether it is defended;
        the area a rebellion check or taxation names, and how many taxation has still to
        name."""
        local: dict[str, Any] = view["stack"][-1]["local"]
        entries = array("f", self.zeros["decision"])
        kinds, lands, count = len(self.kinds), len(self.land), len(self.seats)
        after = kinds + 2 * lands
        base: str | None = None
        target: str | None = None
        kind = local.get("kind")
        if kind in self.kinds:
            entries[self.kinds.index(kind)] = 1.0
            entries[after + slot[local["seat"]]] = 1.0
            base, target = local["base"], local["target"]
        elif "area" in local:
            target = local["area"]
        elif "areas" in local and local["next"] < len(local["areas"]):
            target = local["areas"][local["next"]]
        if base is not None:
            entries[kinds + self.land[base]] = 1.0
        if target is not None:
            entries[kinds + lands + self.land[target]] = 1.0
        numbers = (
            _unit(local.get("minimum", 0) / GOLD_SCALE),
            _unit(local.get("extra_gold", 0) / GOLD_SCALE),
            1.0 if "defender" in local else 0.0,
            _unit((len(local["areas"]) - local["next"]) / lands) if "areas" in local else 0.0,
        )
        for offset, number in enumerate(numbers, after + count):
            if number:
                entries[offset] = number
        return entries


def encoding(rules: RulesModule, scenario: str, seats: Sequence[str]) -> EotmaEncoding:
    """The encoding of eotma on ``rules``' content for ``scenario`` played by ``seats``."""
    if not isinstance(rules, Eotma):
        raise SetupError(f"eotma's encoding takes eotma's rules, not {rules.name}'s")
    info = rules.content.scenarios[rules.scenario(scenario).name]
    return EotmaEncoding(
        actions=action_catalogue(rules),
        seats=tuple(seats),
        content=rules.content,
        rounds=info.rounds,
        kinds=tuple(entry.kind for entry in rules.menu.endeavours),
        magnates=tuple(info.magnates),
    )
