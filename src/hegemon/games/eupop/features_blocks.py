"""The scales of eupop's observation and the writers of its blocks (:mod:`.features`): each
writes the rows it is given into a float32 array (a seat's vector, or a row shared by every
seat), setting them to 0 first. :mod:`.features` tells which rows to write again, from what
each reads of the view (:data:`ROUND_FIELDS`, :func:`named_by` ...).

Each writer reads the places of its columns from the block's layout, then looks every name
up in the index dicts the layout built (name → row); nothing scans the map per entry. A
value the view may hold beyond a scale is capped at 1 (:func:`_scaled`).
"""

from __future__ import annotations

from array import array
from operator import itemgetter
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


ROUND_FIELDS = itemgetter(
    "age", "number", "phase", "turn_order", "first_player", "passed", "event_taken",
    "replacements", "papal_action",
)  # fmt: skip
"""What the round block reads of the round track."""
DECK_FIELDS = itemgetter(
    "events_revealed", "event_ducats", "events_face_down", "action_discards", "trade_discard",
    "trade_set_aside", "ideas", "milestones", "power_struggle",
)  # fmt: skip
"""What the decks block reads of the decks (none of them hidden)."""


def clear(features: ViewFeatures, vector: array[float], start: int, length: int) -> None:
    """Set ``length`` entries of ``vector`` from ``start`` to 0."""
    vector[start : start + length] = features.zeros[:length]


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


def write_forces(
    features: ViewFeatures,
    view: State,
    references: dict[str, int],
    vector: array[float],
    written: list[int],
) -> list[int]:
    """The force table, and each realm's land units in the areas and ships in the sea zones
    (every force counts there, in the table or not), all written again; ``written`` are the
    places of the units and ships written before, set to 0 first. The places written now."""
    forces: dict[str, Any] = view["forces"]
    for place in written:
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
    start, width, columns = _starts(features, "forces")
    clear(features, vector, start, features.layout["forces"].length)
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
    return list(totals)


def write_areas(
    features: ViewFeatures,
    view: State,
    slots: dict[str, int],
    vector: array[float],
    rows: list[int],
) -> None:
    """Each area's row but its land units (:func:`write_forces`), from its record, its
    religion slot and its imperial influence."""
    imperial_influence: dict[str, int] = view["hre"]["imperial_influence"]
    records: dict[str, Any] = view["map"]["areas"]
    religions: dict[str, Any] = view["map"]["religion_slots"]
    start, width, columns = _starts(features, "areas")
    hre, crusade, imperial = columns["hre"], columns["crusade"], columns["imperial_influence"]
    religion_column = columns["religion"]
    counter, revolutionary = columns["counter_reformation"], columns["revolutionary"]
    influence_column, claim, core = columns["influence"], columns["claim"], columns["core"]
    unrest_column, units = columns["unrest"], columns["units"]
    other = len(features.seats)
    scale = float(features.content.components.influence_per_area)
    religion_index = features.religion_index
    for row in rows:
        name = features.area_names[row]
        record, religion = records[name], religions[features.religion_slots[row]]
        cubes = imperial_influence.get(name)
        base = start + row * width
        clear(features, vector, base, units)
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


def write_provinces(
    features: ViewFeatures,
    view: State,
    references: dict[str, int],
    vector: array[float],
    rows: list[int],
) -> None:
    records: dict[str, Any] = view["map"]["provinces"]
    start, width, columns = _starts(features, "provinces")
    vacant, town, occupier = columns["vacant"], columns["town"], columns["occupier"]
    plus_one, colonist, dnpr_token = columns["plus_one"], columns["colonist"], columns["dnpr_token"]
    other = len(features.seats)
    for row in rows:
        record = records[features.province_names[row]]
        base = start + row * width
        clear(features, vector, base, width)
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


def write_sea_zones(
    features: ViewFeatures,
    view: State,
    slots: dict[str, int],
    vector: array[float],
    rows: list[int],
) -> None:
    """Each sea zone's row but its ships (:func:`write_forces`)."""
    records: dict[str, Any] = view["map"]["sea_zones"]
    start, width, columns = _starts(features, "sea_zones")
    protection = columns["trade_protection"]
    other = len(features.seats)
    printed = features.zone_slots
    for row in rows:
        base = start + row * width
        clear(features, vector, base, columns["ships"])
        held: list[str] = records[features.zone_names[row]]["trade_protection"]
        if held:
            for slot, count in _counted(held, slots, other).items():
                vector[base + protection + slot] = _scaled(count, printed[row])


def write_trade_nodes(
    features: ViewFeatures,
    view: State,
    slots: dict[str, int],
    vector: array[float],
    rows: list[int],
) -> None:
    records: dict[str, Any] = view["map"]["trade_nodes"]
    start, width, columns = _starts(features, "trade_nodes")
    merchants = columns["merchants"]
    other = len(features.seats)
    tokens = float(features.content.components.player.merchants)
    for row in rows:
        record = records[features.node_names[row]]
        base = start + row * width
        clear(features, vector, base, width)
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


def named_by(view: State, seats: tuple[str, ...]) -> dict[str, tuple[list[str], list[str]]]:
    """Each seat's active allies and the realms it holds a casus belli on (a realm's row has
    an entry for each seat that names it)."""
    found = {}
    for seat in seats:
        record = view["realms"].get(seat)
        if record is not None:
            found[seat] = (record["active_allies"], record["casus_belli"])
    return found


def write_realms(
    features: ViewFeatures,
    view: State,
    slots: dict[str, int],
    vector: array[float],
    rows: list[int],
) -> None:
    """Each realm's row, from its record, its vassals, its enemies, the provinces it owns and
    the slots' active allies and casus belli (which name it from their own records)."""
    realms: dict[str, Any] = view["realms"]
    names = features.realm_names
    naming = [
        (slots[realm], allies, targets)
        for realm, (allies, targets) in named_by(view, features.seats).items()
    ]
    vassals: dict[str, list[str]] = view["vassals"]
    enemies_of: dict[str, list[str]] = view["at_war_with"]
    owned: dict[str, list[str]] = view["owned"]
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
    for row in rows:
        name = names[row]
        record = realms.get(name)
        base = start + row * width
        clear(features, vector, base, width)
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
        for slot, allies, targets in naming:
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


def write_seat_row(features: ViewFeatures, view: State, seat: str, row: array[float]) -> None:
    """``seat``'s row of the seats block, the same in every observing seat's vector: its
    player mat (but the hand), its Bot mat (but the deck), its supply; and whether a player's
    national focus changed this round."""
    _, width, columns = _starts(features, "seats")
    clear(features, row, 0, width)
    mat, bot = view["players"].get(seat), view["bots"].get(seat)
    if mat is not None:
        _player_mat(features, mat, view["round"]["number"], columns, row)
    if bot is not None:
        _bot_mat(features, bot, columns, row)
    supply = view["supply"].get(seat)
    if supply is not None:
        for place, (kind, box) in enumerate(features.supply_box):
            amount = supply.get(kind)
            if amount:
                row[columns["supply"] + place] = _scaled(amount, box)


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


def write_hand(features: ViewFeatures, hand: Any, vector: array[float]) -> None:
    """The seat's own hand (its mat's, None without one): copies of each action card (``id``
    and ``id#n`` alike)."""
    start, _, columns = _starts(features, "hand")
    clear(features, vector, start, features.layout["hand"].length)
    if not isinstance(hand, list) or not hand:
        return
    counts: dict[int, int] = {}
    for card in hand:
        number = features.action_cards.get(card.split("#", 1)[0])
        if number is not None:
            counts[number] = counts.get(number, 0) + 1
    copies = features.card_copies
    for number, count in counts.items():
        vector[start + columns["cards"] + number] = _scaled(count, copies[number])
    vector[start + columns["size"]] = _scaled(len(hand), COUNT_SCALE)


def _one_row(
    features: ViewFeatures, vector: array[float], block: str
) -> tuple[int, dict[str, int]]:
    """Where one-row ``block`` starts, its entries set to 0, and the start of each column."""
    start = features.layout[block].start
    clear(features, vector, start, features.layout[block].length)
    return start, features.starts[block][2]


def write_round(
    features: ViewFeatures, view: State, slots: dict[str, int], vector: array[float]
) -> None:
    """The round track (what :data:`ROUND_FIELDS` names)."""
    start, columns = _one_row(features, vector, "round")
    track = view["round"]
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


def write_decks(features: ViewFeatures, decks: dict[str, Any], vector: array[float]) -> None:
    """What lies open, written once for every seat into the decks block's ``vector``: the
    face-up events and their ducats, the events face down (counted only), the discards, the
    ideas and milestones on offer, the power struggles."""
    clear(features, vector, 0, len(vector))
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


def write_empire(
    features: ViewFeatures, view: State, slots: dict[str, int], vector: array[float]
) -> None:
    start, columns = _one_row(features, vector, "empire")
    empire = view["hre"]
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


def write_curia(
    features: ViewFeatures, view: State, slots: dict[str, int], vector: array[float]
) -> None:
    start, columns = _one_row(features, vector, "curia")
    curia = view["curia"]
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


def write_wars(
    features: ViewFeatures, view: State, slots: dict[str, int], vector: array[float]
) -> None:
    start, columns = _one_row(features, vector, "wars")
    wars: dict[str, Any] = view["wars"]
    if not wars:
        return
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
            vector[start + columns[column] + slot] = _scaled(count, COUNT_SCALE)
    vector[start + columns["count"]] = _scaled(len(wars), COUNT_SCALE)
