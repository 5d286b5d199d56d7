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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

from hegemon.engine.decision import Argument, Decision
from hegemon.engine.rules import RulesModule, SetupError
from hegemon.engine.serial import State
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


@dataclass(slots=True)
class EotmaEncoding:
    """The encoding of one scenario with its seats (:func:`encoding`); :attr:`blocks` is the
    layout of the feature vector."""

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
    area_starts: tuple[tuple[str, int], ...] = ()
    magnate_slots: dict[str, int] = field(default_factory=dict)
    area_width: int = 0
    empire_width: int = 0

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
        self.area_starts = tuple(
            (name, number * self.area_width) for name, number in self.land.items()
        )
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

    @property
    def size(self) -> int:
        last = self.blocks[-1]
        return last.start + last.length

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        """Write the features of ``view`` for ``seat`` into ``out`` (docs/rl.md "eotma")."""
        slot = self.slots[seat]
        ones: list[int] = []
        where: list[int] = []
        values: list[float] = []
        owned = self._areas(view, seat, slot, ones, where, values)
        self._empires(view, slot, owned, ones, where, values)
        self._time(view, slot, ones, where, values)
        if decision is not None:
            self._decision(view, slot, ones, where, values)
        if ones:
            out[ones] = 1.0
        if where:
            out[where] = values

    def _areas(
        self,
        view: State,
        seat: str,
        slot: dict[str, int],
        ones: list[int],
        where: list[int],
        values: list[float],
    ) -> dict[str, int]:
        """Per area: holder (a slot, independent, or a magnate), social state, strength 2 or
        3, fortified by the seat itself, unrest, conquest markers per slot, ties, claims and
        court per slot, a magnate's court. Returns how many areas each seat holds."""
        count = len(self.seats)
        magnate_slot = self.magnate_slots
        social = count + 1 + len(self.magnates)
        fortification, built, unrest, partial = social + 1, social + 3, social + 4, social + 5
        ties, claims, courts = partial + count, partial + 2 * count, partial + 3 * count
        strongest = STRENGTHS[-1]
        owned = dict.fromkeys(self.seats, 0)
        one = ones.append
        at = where.append
        value = values.append
        records: dict[str, Any] = view["areas"]
        for name, base in self.area_starts:
            record = records[name]
            owner = record["owner"]
            if owner is not None:
                one(base + slot[owner])
                owned[owner] += 1
            elif record["magnate"] is not None:
                one(base + magnate_slot[record["magnate"]])
            else:
                one(base + count)
            if record["social_state"]:
                at(base + social)
                value(record["social_state"] / HIGHEST_LEVEL)
            strength = record["fortification"]
            if strength:
                one(base + fortification + (strength == strongest))
                if record["fortification_builder"] == seat:
                    one(base + built)
            if record["unrest"]:
                one(base + unrest)
            markers: dict[str, Any] = record["partial_conquest"]
            if markers:
                totals: dict[str, int] = {}
                for marker in markers.values():
                    totals[marker["seat"]] = totals.get(marker["seat"], 0) + marker["count"]
                for holder, total in totals.items():
                    at(base + partial + slot[holder])
                    value(_unit(total / COUNT_SCALE))
            for holder in record["ties"]:
                one(base + ties + slot[holder])
            for holder in record["claims"]:
                one(base + claims + slot[holder])
        width = self.area_width
        for other, empire in view["empires"].items():
            if empire["court"] is not None:
                one(self.land[empire["court"]] * width + courts + slot[other])
        for magnate in view["magnates"].values():
            if magnate["court"] is not None:
                one(self.land[magnate["court"]] * width + courts + count)
        return owned

    def _empires(
        self,
        view: State,
        slot: dict[str, int],
        owned: dict[str, int],
        ones: list[int],
        where: list[int],
        values: list[float],
    ) -> None:
        """Per slot: gold, the leader's three statures, year cards left, defenses this round,
        handicap, leaders so far, areas held, fallen, and the events it holds."""
        start, width = self.starts["empires"], self.empire_width
        defenses = max(self.content.endeavours.defenses_per_round, 1)
        lands = len(self.land)
        for other, empire in view["empires"].items():
            base = start + slot[other] * width
            leader = empire["leader"]
            numbers = (
                _unit(empire["gold"] / GOLD_SCALE),
                leader["combat"] / RATING_SCALE,
                leader["administrative"] / RATING_SCALE,
                leader["diplomatic"] / RATING_SCALE,
                _unit(empire["year_cards_left"] / COUNT_SCALE),
                _unit(empire["defenses"] / defenses),
                _unit(empire["handicap"] / GOLD_SCALE),
                _unit(empire["leaders_so_far"] / COUNT_SCALE),
                owned[other] / lands,
            )
            for offset, number in enumerate(numbers):
                if number:
                    where.append(base + offset)
                    values.append(number)
            if empire["court"] is None:
                ones.append(base + 9)
            for entry in empire["held_events"]:
                ones.append(base + 10 + self.events[entry])

    def _time(
        self,
        view: State,
        slot: dict[str, int],
        ones: list[int],
        where: list[int],
        values: list[float],
    ) -> None:
        """The round, the turn, the year cards played and the events discarded."""
        count = len(self.seats)
        record = view["round"]
        start = self.starts["round"]
        where += [start, start + 1, start + 2 + count]
        values += [
            _unit(record["number"] / self.rounds),
            _unit((record["game_turn"] - 1) * 5 / self.rounds),
            _unit(record["next"] / count),
        ]
        for place, other in enumerate(record["order"]):
            where.append(start + 2 + slot[other])
            values.append((place + 1) / count)
        turn = view["turn"]
        if turn is not None:
            start = self.starts["turn"]
            ones.append(start + slot[turn["seat"]])
            if turn["endeavours"]:
                where.append(start + count)
                values.append(_unit(turn["endeavours"] / COUNT_SCALE))
            if turn["taxed"]:
                ones.append(start + count + 1)
            if turn["untaxed_at"] is not None:
                ones.append(start + count + 2)
        start = self.starts["played"]
        ones += [start + self.cards[card] for card in view["year_cards"]["played"]]
        start = self.starts["discard"]
        events = self.events
        discarded: dict[int, int] = {}
        for entry in view["events"]["discard"]:
            place = events[entry]
            discarded[place] = discarded.get(place, 0) + 1
        copies = self.copies
        for place, count in discarded.items():
            where.append(start + place)
            values.append(count / copies[place])

    def _decision(
        self,
        view: State,
        slot: dict[str, int],
        ones: list[int],
        where: list[int],
        values: list[float],
    ) -> None:
        """The frame the decision is asked in: an endeavour's kind, base, target, whose it
        is, its least gold, the gold announced and whether it is defended; the area a
        rebellion check or taxation names, and how many taxation has still to name."""
        local: dict[str, Any] = view["stack"][-1]["local"]
        start = self.starts["decision"]
        kinds, lands, count = len(self.kinds), len(self.land), len(self.seats)
        after = start + kinds + 2 * lands
        base: str | None = None
        target: str | None = None
        kind = local.get("kind")
        if kind in self.kinds:
            ones.append(start + self.kinds.index(kind))
            ones.append(after + slot[local["seat"]])
            base, target = local["base"], local["target"]
        elif "area" in local:
            target = local["area"]
        elif "areas" in local and local["next"] < len(local["areas"]):
            target = local["areas"][local["next"]]
        if base is not None:
            ones.append(start + kinds + self.land[base])
        if target is not None:
            ones.append(start + kinds + lands + self.land[target])
        numbers = (
            _unit(local.get("minimum", 0) / GOLD_SCALE),
            _unit(local.get("extra_gold", 0) / GOLD_SCALE),
            1.0 if "defender" in local else 0.0,
            _unit((len(local["areas"]) - local["next"]) / lands) if "areas" in local else 0.0,
        )
        for offset, number in enumerate(numbers):
            if number:
                where.append(after + count + offset)
                values.append(number)


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
