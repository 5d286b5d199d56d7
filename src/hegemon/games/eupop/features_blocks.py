"""The scales of eupop's observation and the writers of its blocks (:mod:`.features`): one
flat pass over a view, each block from its own part of it, the entries gathered in a
:class:`Sink` and set in the vector at once.

Each writer reads the places of its columns from the block's layout once, then looks every
name up in the index dicts the layout built (name → row); nothing scans the map per entry.
A value the view may hold beyond a scale is capped at 1 (:func:`_scaled`).
"""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(slots=True)
class Sink:
    """The entries of a view: the places set to 1, and the other places with their values."""

    ones: list[int]
    places: list[int]
    values: list[float]


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


def write_blocks(features: ViewFeatures, view: State, seat: str, sink: Sink) -> None:
    """Gather every entry of ``view`` seen by ``seat`` into ``sink``, block by block."""
    slots = features.slots[seat]
    references = features.references[seat]
    _forces(features, view, references, sink)
    _areas(features, view, slots, sink)
    _provinces(features, view, references, sink)
    _sea_zones(features, view, slots, sink)
    _trade_nodes(features, view, slots, sink)
    _realms(features, view, slots, sink)
    _seats(features, view, features.slot_order[seat], sink)
    _hand(features, view, seat, sink)
    _round(features, view, slots, sink)
    _decks(features, view, sink)
    _empire(features, view, slots, sink)
    _curia(features, view, slots, sink)
    _wars(features, view, slots, sink)


def _forces(features: ViewFeatures, view: State, references: dict[str, int], sink: Sink) -> None:
    """The force table, and each realm's land units in the areas and ships in the sea zones
    (every force counts there, in the table or not)."""
    ones, places, values = sink.ones, sink.places, sink.values
    other = len(features.seats)
    area_start, area_width, area_columns = _starts(features, "areas")
    area_units = area_start + area_columns["units"]
    zone_start, zone_width, zone_columns = _starts(features, "sea_zones")
    zone_ships = zone_start + zone_columns["ships"]
    areas, zones = features.areas, features.sea_zones
    forces: dict[str, Any] = view["forces"]
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
    places.extend(totals)
    values.extend(_scaled(amount, UNIT_SCALE) for amount in totals.values())
    start, width, columns = _starts(features, "forces")
    present, owner = columns["present"], columns["owner"]
    figure, naval = columns["figure"], columns["naval"]
    docked, leader, skill = columns["docked"], columns["leader"], columns["leader_skill"]
    units, where_column = columns["units"], columns["where"]
    unit_index, spaces, leaders = features.unit_index, features.spaces, features.leaders
    for row, name in enumerate(force_order(view)):
        record = forces[name]
        base = start + row * width
        ones.append(base + present)
        ones.append(base + owner + references.get(record["realm"], other))
        if record["army"]:
            ones.append(base + figure)
        holds_ships = False
        for kind, count in record["units"].items():
            number = unit_index.get(kind)
            if number is not None and count:
                places.append(base + units + number)
                values.append(_scaled(count, UNIT_SCALE))
                holds_ships = holds_ships or kind not in _LAND_KINDS
        if holds_ships:
            ones.append(base + naval)
        if record["port"] is not None:
            ones.append(base + docked)
        general = record["leader"]
        if general is not None:
            ones.append(base + leader)
            card = leaders.get(general)
            if card is not None and card.skill:
                places.append(base + skill)
                values.append(_scaled(card.skill, LEADER_SKILL_SCALE))
        space = spaces.get(record["where"])
        if space is not None:
            ones.append(base + where_column + space)


def _areas(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    start, width, columns = _starts(features, "areas")
    hre, crusade, imperial = columns["hre"], columns["crusade"], columns["imperial_influence"]
    religion_column = columns["religion"]
    counter, revolutionary = columns["counter_reformation"], columns["revolutionary"]
    influence_column, claim, core = columns["influence"], columns["claim"], columns["core"]
    unrest_column = columns["unrest"]
    other = len(features.seats)
    scale = float(features.content.components.influence_per_area)
    records: dict[str, Any] = view["map"]["areas"]
    religions: dict[str, Any] = view["map"]["religion_slots"]
    imperial_influence: dict[str, int] = view["hre"]["imperial_influence"]
    religion_index, religion_slots = features.religion_index, features.religion_slots
    for name, row in features.areas.items():
        record = records[name]
        base = start + row * width
        if record["hre"]:
            ones.append(base + hre)
        if record["crusade"]:
            ones.append(base + crusade)
        cubes = imperial_influence.get(name)
        if cubes:
            places.append(base + imperial)
            values.append(_scaled(cubes, scale))
        religion = religions[religion_slots[row]]
        number = religion_index.get(religion["religion"])
        if number is not None:
            ones.append(base + religion_column + number)
        if religion["counter_reformation"]:
            ones.append(base + counter)
        if religion["revolutionary"]:
            ones.append(base + revolutionary)
        influence: dict[str, int] = record["influence"]
        if influence:
            others = 0
            for realm, cubes in influence.items():
                slot = slots.get(realm)
                if slot is None:
                    others += cubes
                elif cubes:
                    places.append(base + influence_column + slot)
                    values.append(_scaled(cubes, scale))
            if others:
                places.append(base + influence_column + other)
                values.append(_scaled(others, scale))
        for realm in record["claims"]:
            slot = slots.get(realm)
            if slot is not None:
                ones.append(base + claim + slot)
        for realm in record["cores"]:
            slot = slots.get(realm)
            if slot is not None:
                ones.append(base + core + slot)
        for realm, tokens in record["unrest"].items():
            slot = slots.get(realm)
            if slot is not None and tokens:
                places.append(base + unrest_column + slot)
                values.append(_scaled(tokens, UNREST_SCALE))


def _provinces(features: ViewFeatures, view: State, references: dict[str, int], sink: Sink) -> None:
    ones = sink.ones
    start, width, columns = _starts(features, "provinces")
    vacant, town, occupier = columns["vacant"], columns["town"], columns["occupier"]
    plus_one, colonist, dnpr_token = columns["plus_one"], columns["colonist"], columns["dnpr_token"]
    other = len(features.seats)
    records: dict[str, Any] = view["map"]["provinces"]
    for name, row in features.provinces.items():
        record = records[name]
        base = start + row * width
        owner = record["owner"]
        ones.append(base + vacant if owner is None else base + references.get(owner, other))
        size = record["town"]
        if size is not None:
            ones.append(base + town + (size == "large"))
        realm = record["occupier"]
        if realm is not None:
            ones.append(base + occupier + references.get(realm, other))
        if record["plus_one"]:
            ones.append(base + plus_one)
        realm = record["colonist"]
        if realm is not None:
            ones.append(base + colonist + references.get(realm, other))
        if record["dnpr_token"] is not None:
            ones.append(base + dnpr_token)


def _counted(realms: list[str], slots: dict[str, int], other: int) -> dict[int, int]:
    """How many times each slot (``other`` for any other realm) appears in ``realms``."""
    counts: dict[int, int] = {}
    for realm in realms:
        slot = slots.get(realm, other)
        counts[slot] = counts.get(slot, 0) + 1
    return counts


def _sea_zones(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    places, values = sink.places, sink.values
    start, width, columns = _starts(features, "sea_zones")
    protection = columns["trade_protection"]
    other = len(features.seats)
    records: dict[str, Any] = view["map"]["sea_zones"]
    printed = features.zone_slots
    for name, row in features.sea_zones.items():
        held: list[str] = records[name]["trade_protection"]
        if held:
            base = start + row * width + protection
            for slot, count in _counted(held, slots, other).items():
                places.append(base + slot)
                values.append(_scaled(count, printed[row]))


def _trade_nodes(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    places, values = sink.places, sink.values
    start, width, columns = _starts(features, "trade_nodes")
    merchants = columns["merchants"]
    other = len(features.seats)
    tokens = float(features.content.components.player.merchants)
    records: dict[str, Any] = view["map"]["trade_nodes"]
    for name, row in features.trade_nodes.items():
        record = records[name]
        base = start + row * width
        if record["pirates"]:
            places.append(base)
            values.append(_scaled(record["pirates"], PIRATE_SCALE))
        for slot, count in _counted(record["merchants"], slots, other).items():
            places.append(base + merchants + slot)
            values.append(_scaled(count, tokens))


_RELATIONS = (
    ("allies", "allied"),
    ("active_allies", "active_ally"),
    ("marriages", "married"),
    ("truces", "truce"),
    ("casus_belli", "casus_belli"),
)
"""A realm record's list of realms → the realms block column it sets per slot."""


def _realms(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    start, width, columns = _starts(features, "realms")
    present, kind = columns["present"], columns["kind"]
    papal, control = columns["papal_states"], columns["control"]
    seat_column, religion, overlord = columns["seat"], columns["religion"], columns["overlord"]
    vassal_column, at_war, wars = columns["vassals"], columns["at_war"], columns["wars"]
    excommunicated, capital = columns["excommunicated"], columns["capital_lost"]
    tokens, provinces = columns["manpower_tokens"], columns["provinces"]
    relations = [(key, columns[column]) for key, column in _RELATIONS]
    other = len(features.seats)
    records: dict[str, Any] = view["realms"]
    owned: dict[str, list[str]] = view["owned"]
    vassals: dict[str, list[str]] = view["vassals"]
    enemies_of: dict[str, list[str]] = view["at_war_with"]
    kind_index, religion_index = features.kind_index, features.religion_index
    rows = features.realms
    for name, row in rows.items():
        record = records.get(name)
        if record is None:
            continue
        base = start + row * width
        ones.append(base + present)
        number = kind_index.get(record["kind"])
        if number is not None:
            ones.append(base + kind + number)
        if record["papal_states"]:
            ones.append(base + papal)
        player = record["player"]
        if player is not None:
            ones.append(base + control + (player == "bot"))
        slot = slots.get(name)
        if slot is not None:
            ones.append(base + seat_column + slot)
        number = religion_index.get(record["religion"])
        if number is not None:
            ones.append(base + religion + number)
        lord = record["overlord"]
        if lord is not None:
            ones.append(base + overlord + slots.get(lord, other))
        held = vassals.get(name)
        if held:
            places.append(base + vassal_column)
            values.append(_scaled(len(held), COUNT_SCALE))
        for key, column in relations:
            for realm in record[key]:
                slot = slots.get(realm)
                if slot is not None:
                    ones.append(base + column + slot)
        enemies = enemies_of.get(name)
        if enemies:
            for realm in enemies:
                slot = slots.get(realm)
                if slot is not None:
                    ones.append(base + at_war + slot)
            places.append(base + wars)
            values.append(_scaled(len(enemies), COUNT_SCALE))
        if record["excommunicated"]:
            ones.append(base + excommunicated)
        if record["capital"] is None:
            ones.append(base + capital)
        if record["manpower_tokens"]:
            places.append(base + tokens)
            values.append(_scaled(record["manpower_tokens"], COUNT_SCALE))
        lands = owned.get(name)
        if lands:
            places.append(base + provinces)
            values.append(_scaled(len(lands), PROVINCE_SCALE))
    active, casus_belli_of = columns["active_ally"], columns["casus_belli_of"]
    for realm, slot in slots.items():
        record = records.get(realm)
        if record is None:
            continue
        for key, column in (("active_allies", active), ("casus_belli", casus_belli_of)):
            for name in record[key]:
                found = rows.get(name)
                if found is not None and name in records:
                    ones.append(start + found * width + column + slot)


def _seats(features: ViewFeatures, view: State, order: tuple[str, ...], sink: Sink) -> None:
    """Each slot's mat: a player mat, a Bot mat, and its supply."""
    start, width, columns = _starts(features, "seats")
    players: dict[str, Any] = view["players"]
    bots: dict[str, Any] = view["bots"]
    supplies: dict[str, Any] = view["supply"]
    supply_column = columns["supply"]
    round_number = view["round"]["number"]
    for slot, realm in enumerate(order):
        base = start + slot * width
        mat = players.get(realm)
        if mat is not None:
            _player_mat(features, mat, round_number, base, columns, sink)
        bot = bots.get(realm)
        if bot is not None:
            _bot_mat(features, bot, base, columns, sink)
        supply = supplies.get(realm)
        if supply is not None:
            for number, (kind, box) in enumerate(features.supply_box):
                amount = supply.get(kind)
                if amount:
                    sink.places.append(base + supply_column + number)
                    sink.values.append(_scaled(amount, box))


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
    base: int,
    columns: dict[str, int],
    sink: Sink,
) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    components = features.content.components
    ones.append(base + columns["present"])
    power = mat["monarch_power"]
    limit = float(components.monarch_power_limit)
    for number, kind in enumerate(POWER_TYPES):
        if power[kind]:
            places.append(base + columns["monarch_power"] + number)
            values.append(_scaled(power[kind], limit))
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
            places.append(base + columns[column])
            values.append(_scaled(number, scale))
    if mat["stability"]:
        places.append(base + columns["stability"])
        values.append(_signed(mat["stability"], components.stability_limit))
    pools = (
        ("manpower", 0, manpower["total"], float(components.manpower_limit)),
        ("manpower", 1, manpower["available"], float(components.manpower_limit)),
        ("manpower", 2, manpower["exhausted"], float(components.manpower_limit)),
        ("merchants", 0, sum(1 for merchant in merchants if merchant["node"]), tokens),
        ("merchants", 1, sum(1 for merchant in merchants if merchant["exhausted"]), tokens),
    )
    for column, item, count, scale in pools:
        if count:
            places.append(base + columns[column] + item)
            values.append(_scaled(count, scale))
    for number, key in enumerate(MAT_COUNTS):
        if mat[key]:
            places.append(base + columns["counts"] + number)
            values.append(_scaled(len(mat[key]), COUNT_SCALE))
    if mat["national_focus"] and mat["national_focus"] == round_number:
        ones.append(base + columns["focus_changed"])
    _leaders_of(features, mat, base, columns, sink)
    _named(mat["ideas"], features.ideas, base + columns["ideas"], ones)
    _named(mat["milestones"], features.milestones, base + columns["milestones"], ones)
    _named(mat["missions"], features.missions, base + columns["missions"], ones)


def _leaders_of(
    features: ViewFeatures, mat: dict[str, Any], base: int, columns: dict[str, int], sink: Sink
) -> None:
    """The ruler (its ill health and skills) and the advisors of a player mat."""
    places, values = sink.places, sink.values
    leaders = features.leaders
    ruler = mat["ruler"]
    if ruler is not None:
        sink.ones.append(base + columns["ruler"])
        if ruler["ill_health"]:
            places.append(base + columns["ill_health"])
            values.append(_scaled(ruler["ill_health"], ILL_HEALTH_SCALE))
        card = leaders.get(ruler["leader"])
        skills = card.skills if card is not None else None
        if skills is not None:
            for number, skill in enumerate(
                (skills.administrative, skills.diplomatic, skills.military)
            ):
                if skill:
                    places.append(base + columns["ruler_skills"] + number)
                    values.append(_scaled(skill, RULER_SKILL_SCALE))
    for kind, name in mat["advisors"].items():
        card = leaders.get(name)
        power = _POWER_INDEX.get(kind)
        if card is not None and card.skill and power is not None:
            places.append(base + columns["advisors"] + power)
            values.append(_scaled(card.skill, LEADER_SKILL_SCALE))


def _named(names: list[str], index: dict[str, int], base: int, ones: list[int]) -> None:
    """Set the entry of each of ``names`` that ``index`` knows."""
    for name in names:
        number = index.get(name)
        if number is not None:
            ones.append(base + number)


def _bot_mat(
    features: ViewFeatures, mat: dict[str, Any], base: int, columns: dict[str, int], sink: Sink
) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    ones.append(base + columns["bot"])
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
            places.append(base + columns[column] + item)
            values.append(_scaled(number, scale))
    for number, area in enumerate(features.focus_areas):
        cubes = mat["focus"].get(area)
        if cubes:
            places.append(base + columns["bot_focus"] + number)
            values.append(_scaled(cubes, FOCUS_SCALE))
    for number, kind in enumerate(POWER_TYPES):
        if mat["ideas"][kind]:
            places.append(base + columns["bot_ideas"] + number)
            values.append(_scaled(mat["ideas"][kind], BOT_IDEAS_SCALE))
    if army["area"] is not None:
        ones.append(base + columns["bot_army"] + 2)
    if mat["card"] is not None:
        ones.append(base + columns["bot_cards"])
    if mat["twenty_towns_tile"]:
        ones.append(base + columns["bot_town_tile"])
    if mat["merchant"] is not None:
        places.append(base + columns["merchants"])
        values.append(_scaled(1, features.content.components.player.merchants))
    for key, number in _BOT_COUNTS.items():
        if mat[key]:
            places.append(base + columns["counts"] + number)
            values.append(_scaled(len(mat[key]), COUNT_SCALE))
    _named(mat["researched"], features.ideas, base + columns["ideas"], ones)
    _named(mat["milestones"], features.milestones, base + columns["milestones"], ones)


def _hand(features: ViewFeatures, view: State, seat: str, sink: Sink) -> None:
    """The seat's own hand: copies of each action card (``id`` and ``id#n`` alike)."""
    mat = view["players"].get(seat)
    hand = mat["hand"] if mat is not None else None
    if not isinstance(hand, list) or not hand:
        return
    start, _, columns = _starts(features, "hand")
    counts: dict[int, int] = {}
    for card in hand:
        number = features.action_cards.get(card.split("#", 1)[0])
        if number is not None:
            counts[number] = counts.get(number, 0) + 1
    copies = features.card_copies
    for number, count in counts.items():
        sink.places.append(start + columns["cards"] + number)
        sink.values.append(_scaled(count, copies[number]))
    sink.places.append(start + columns["size"])
    sink.values.append(_scaled(len(hand), COUNT_SCALE))


def _round(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    start, _, columns = _starts(features, "round")
    track = view["round"]
    places += [start + columns["age"], start + columns["number"]]
    values += [_scaled(track["age"], MAX_AGE), _scaled(track["number"], features.rounds)]
    phase = features.phase_index.get(track["phase"])
    if phase is not None:
        ones.append(start + columns["phase"] + phase)
    order: list[str] = track["turn_order"]
    for place, realm in enumerate(order, 1):
        slot = slots.get(realm)
        if slot is not None:
            places.append(start + columns["order"] + slot)
            values.append(place / len(order))
    slot = slots.get(track["first_player"])
    if slot is not None:
        ones.append(start + columns["first_player"] + slot)
    for key, column in (
        ("passed", "passed"),
        ("event_taken", "event_taken"),
        ("replacements", "replacement"),
    ):
        _named(track[key], slots, start + columns[column], ones)
    if track["papal_action"]:
        ones.append(start + columns["papal_action"])


def _decks(features: ViewFeatures, view: State, sink: Sink) -> None:
    """What lies open: the face-up events and their ducats, the events face down (counted
    only), the discards, the ideas and milestones on offer, the power struggles."""
    ones, places, values = sink.ones, sink.places, sink.values
    start, _, columns = _starts(features, "decks")
    decks = view["decks"]
    events = features.events
    _named(decks["events_revealed"], events, start + columns["events"], ones)
    for event, ducats in decks["event_ducats"].items():
        number = events.get(event)
        if number is not None and ducats:
            places.append(start + columns["event_ducats"] + number)
            values.append(_scaled(ducats, EVENT_DUCAT_SCALE))
    if decks["events_face_down"]:
        places.append(start + columns["face_down"])
        values.append(_scaled(len(decks["events_face_down"]), COUNT_SCALE))
    for number, kind in enumerate(POWER_TYPES):
        discarded = decks["action_discards"].get(kind)
        if discarded:
            places.append(start + columns["action_discards"] + number)
            values.append(_scaled(len(discarded), features.deck_copies[kind]))
    trade_cards = float(features.trade_cards)
    for number, key in enumerate(("trade_discard", "trade_set_aside")):
        if decks[key]:
            places.append(start + columns["trade"] + number)
            values.append(_scaled(len(decks[key]), trade_cards))
    for offered in decks["ideas"].values():
        _named(offered, features.ideas, start + columns["ideas"], ones)
    _named(decks["milestones"], features.milestones, start + columns["milestones"], ones)
    struggle = decks["power_struggle"]
    for key, column in (("active", "power_struggle"), ("upcoming", "upcoming")):
        number = features.power_struggles.get(struggle[key])
        if number is not None:
            ones.append(start + columns[column] + number)


def _empire(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    ones, places, values = sink.ones, sink.places, sink.values
    start, _, columns = _starts(features, "empire")
    empire = view["hre"]
    emperor = empire["emperor"]
    if emperor is not None:
        ones.append(start + columns["emperor"] + slots.get(emperor, len(features.seats)))
    if empire["imperial_authority"]:
        places.append(start + columns["authority"])
        values.append(_scaled(empire["imperial_authority"], AUTHORITY_SCALE))
    number = features.religion_index.get(empire["religion"])
    if number is not None:
        ones.append(start + columns["religion"] + number)
    for key in ("dissolved", "defending"):
        if empire[key]:
            ones.append(start + columns[key])
    if empire["imperial_units"]:
        places.append(start + columns["imperial_units"])
        values.append(_scaled(empire["imperial_units"], UNIT_SCALE))
    if "election" in empire:
        ones.append(start + columns["election"])


def _curia(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    start, _, columns = _starts(features, "curia")
    curia = view["curia"]
    seats: list[str | None] = curia["slots"]
    if seats:
        empty = sum(1 for realm in seats if realm is None)
        held = [realm for realm in seats if realm is not None and realm in slots]
        for slot, count in _counted(held, slots, 0).items():
            sink.places.append(start + columns["cardinals"] + slot)
            sink.values.append(count / len(seats))
        if empty:
            sink.places.append(start + columns["empty"])
            sink.values.append(empty / len(seats))
    roma = slots.get(curia["roma"])
    if roma is not None:
        sink.ones.append(start + columns["roma"] + roma)


def _wars(features: ViewFeatures, view: State, slots: dict[str, int], sink: Sink) -> None:
    wars: dict[str, Any] = view["wars"]
    if not wars:
        return
    start, _, columns = _starts(features, "wars")
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
    for column, counts in (("member", members), ("leader", leaders)):
        for slot, count in counts.items():
            sink.places.append(start + columns[column] + slot)
            sink.values.append(_scaled(count, COUNT_SCALE))
    sink.places.append(start + columns["count"])
    sink.values.append(_scaled(len(wars), COUNT_SCALE))
