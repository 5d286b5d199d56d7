"""Rebel units on the board: where they are, how they siege, move and are placed
(aid "REBELS (p. 37)" and phase 3 C)."""

from __future__ import annotations

from collections.abc import Collection

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.sequence.options import RELIGIOUS_REBELS, option
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    REBELS,
    area_religion,
    at_war,
    controller,
    faith,
    forces_at,
    owned_provinces,
    province,
    realm,
    set_owner,
    unit_count,
    world,
)
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.tokens import (
    TOKEN_LIMITS,
    place_small_town,
    return_town,
    vassal_tokens,
)

REBEL_UNITS = "eupop-aid:Rebel Units (👤)"
SIEGE_OR_MOVE = "eupop-aid:C. Rebels Siege or Move"
REBEL_UNIT = "infantry"
"""Rebel units are one kind of figure; the state counts them as infantry."""
RELIGIOUS_REBELS_RULE = "eupop-aid:Optional rule 5: Religious Rebels"
RELIGIOUS_REBELS_NAME = "religious_rebels"
"""The procedure asking the realm (rules/religion/rebels.py)."""
RELIGIOUS_OTHERS = 2
"""Provinces besides the capital religious rebels must occupy."""


def rebels_in(state: State, where: str) -> int:
    return sum(unit_count(force) for force in forces_at(state, where) if force["realm"] == REBELS)


def set_rebels(state: State, where: str, count: int) -> None:
    """Make ``count`` rebel units stand in the area, as one force (the box gives or takes
    the difference)."""
    forces = world(state)["forces"]
    keys = sorted(key for key, force in forces.items() if force["realm"] == REBELS)
    here = [key for key in keys if forces[key]["where"] == where]
    world(state)["box"]["rebels"] -= count - rebels_in(state, where)
    for key in here:
        del forces[key]
    if count <= 0:
        return
    if here:
        key = here[0]
    else:
        number = world(state)["next_force"]
        world(state)["next_force"] = number + 1
        key = f"f{number:03d}"
    forces[key] = Force(
        realm=REBELS, where=where, port=None, army=False, leader=None, units={REBEL_UNIT: count}
    )


@implements(RELIGIOUS_REBELS_RULE, "interpretation:EUPOP-L17")
def religious_occupations(state: State, geography: Geography, realm_name: str) -> list[str]:
    """The realm's provinces occupied by rebels in areas following another faith than its
    state religion (religious dissent): religious rebels' occupations, A→Z."""
    state_faith = faith(realm(state, realm_name)["religion"])
    return [
        name
        for name in owned_provinces(state, realm_name)
        if province(state, name)["occupier"] == REBELS
        and faith(area_religion(state, geography, geography.provinces[name].area)) != state_faith
    ]


@implements(RELIGIOUS_REBELS_RULE, "interpretation:EUPOP-L18")
def religious_rebels_hold(state: State, geography: Geography, realm_name: str) -> bool:
    """With the option ``religious_rebels``: religious rebels occupy the player realm's
    capital and at least 2 of its other provinces."""
    if not option(state, RELIGIOUS_REBELS):
        return False
    record = realm(state, realm_name)
    capital = record["capital"]
    if record["kind"] != "player" or capital is None:
        return False
    held = religious_occupations(state, geography, realm_name)
    return capital in held and len(held) >= 1 + RELIGIOUS_OTHERS


def player_land_units(state: State, where: str, realm_name: str | None = None) -> int:
    """Land units of player realms (or of one realm) in an area."""
    total = 0
    for force in forces_at(state, where):
        owner = force["realm"]
        if owner == REBELS or realm(state, owner)["kind"] != "player":
            continue
        if realm_name is not None and owner != realm_name:
            continue
        total += sum(force["units"].get(kind, 0) for kind in ("infantry", "cavalry", "artillery"))
    return total


def is_player_realm(state: State, name: str | None) -> bool:
    return name is not None and name != REBELS and realm(state, name)["kind"] == "player"


@implements(REBEL_UNITS, "interpretation:EUPOP-P18")
def player_side(state: State, holder: str | None) -> str | None:
    """The player realm a province's holder answers for before rebels: the holder when it
    is a player realm, its overlord when it is a player realm's vassal, else None."""
    if holder is None or holder == REBELS:
        return None
    record = realm(state, holder)
    if record["kind"] == "player":
        return holder
    lord = record["overlord"]
    return lord if is_player_realm(state, lord) else None


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P3", "interpretation:EUPOP-P18")
def player_provinces(state: State, geography: Geography, area_name: str) -> list[str]:
    """The area's provinces controlled by player realms or their vassals (what rebels
    siege)."""
    return [
        name
        for name in geography.areas[area_name].provinces
        if player_side(state, controller(state, name)) is not None
    ]


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P3")
def rebel_area_order(state: State) -> list[str]:
    """Areas with rebels, most rebels first, then A→Z."""
    counts: dict[str, int] = {}
    for force in world(state)["forces"].values():
        if force["realm"] == REBELS and unit_count(force) > 0:
            counts[force["where"]] = counts.get(force["where"], 0) + unit_count(force)
    return sorted(counts, key=lambda name: (-counts[name], name))


@implements(SIEGE_OR_MOVE, "eupop-aid:Siege (p. 28)", "interpretation:EUPOP-P4")
def siege_group(
    state: State,
    geography: Geography,
    area_name: str,
    strength: int,
    sieged: Collection[str] = (),
) -> list[str]:
    """The provinces rebels with ``strength`` left would siege next, all of the same
    priority: large provinces before the others, then A→Z. Only provinces whose tax value
    fits in the strength left, and not ``sieged`` already in this area, are candidates."""
    fits = [
        name
        for name in player_provinces(state, geography, area_name)
        if geography.provinces[name].tax_value <= strength and name not in sieged
    ]
    large = [name for name in fits if geography.provinces[name].town == "large"]
    return sorted(large or fits)


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P5", "interpretation:EUPOP-P18")
def siege_chooser(
    state: State, geography: Geography, area_name: str, group: list[str]
) -> str | None:
    """When the group holds provinces of 2+ player realms (a vassal's counting as its
    overlord's), the one with the lowest tax income in the area chooses; a tie lets no one
    choose (A→Z decides)."""
    holders = {player_side(state, controller(state, name)) for name in group}
    if len(holders) < 2:
        return None
    income: dict[str, int] = {}
    for name in player_provinces(state, geography, area_name):
        holder = player_side(state, controller(state, name))
        assert holder is not None
        income[holder] = income.get(holder, 0) + geography.provinces[name].tax_value
    ranked = sorted(income.items(), key=lambda item: item[1])
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


@implements(REBEL_UNITS, "interpretation:EUPOP-P6", "interpretation:EUPOP-P18")
def holds_as_core(state: State, geography: Geography, name: str, owner: str) -> bool:
    """The province is a core of its owner or, for a player realm's vassal, of that
    player realm: rebels occupy it rather than liberate it."""
    if is_core(state, geography, name, owner):
        return True
    side = player_side(state, owner)
    return side is not None and side != owner and is_core(state, geography, name, side)


@implements(REBEL_UNITS, "interpretation:EUPOP-P6", "interpretation:EUPOP-P18")
def rebels_take(state: State, geography: Geography, name: str, dnpr: str | None = None) -> str:
    """Rebels siege (or a rebellion strikes) a province: a core province of its owner (or,
    a vassal's, of its overlord), not occupied, is occupied by rebels; one occupied by an
    enemy of its owner is liberated (the occupier leaves); another is liberated from its
    owner (``liberate``; ``dnpr``: the Active Player's DNPR for a territory). Returns
    ``occupied``, ``liberated``, or ``not_liberated`` when no realm can take the province
    and it stays with its owner (interpretation:EUPOP-P19)."""
    record = province(state, name)
    owner = record["owner"]
    occupier = record["occupier"]
    if occupier is not None and owner is not None and at_war(state, occupier, owner):
        record["occupier"] = None
        return "liberated"
    if owner is None:
        raise RuleNotBuilt(REBEL_UNITS, f"rebels liberate {name}, which has no owner")
    if not holds_as_core(state, geography, name, owner):
        return "not_liberated" if liberate(state, geography, name, dnpr) is None else "liberated"
    record["occupier"] = REBELS
    return "occupied"


@implements(REBEL_UNITS, "interpretation:EUPOP-P18", "interpretation:EUPOP-P19")
def frees_from_owner(state: State, geography: Geography, name: str) -> bool:
    """Whether rebels taking the province would free it from its lawful owner (not an
    enemy's occupation ended, not an occupation, not a province no realm can take)."""
    record = province(state, name)
    owner, occupier = record["owner"], record["occupier"]
    if owner is None or (occupier is not None and at_war(state, occupier, owner)):
        return False
    if holds_as_core(state, geography, name, owner):
        return False
    return new_owner(state, geography, name) is not None


def _claimants(state: State, geography: Geography, name: str, owner: str) -> list[str]:
    """The other player realms whose core the province is, A→Z (neither its owner nor the
    player realm its owner answers for)."""
    typed = world(state)
    side = player_side(state, owner)
    return [
        other
        for other in sorted(typed["realms"])
        if other not in (owner, side)
        and typed["realms"][other]["kind"] == "player"
        and is_core(state, geography, name, other)
    ]


@implements(REBEL_UNITS, TOKEN_LIMITS, "interpretation:EUPOP-P19", "interpretation:EUPOP-D29")
def can_take(state: State, geography: Geography, gainer: str, name: str) -> bool:
    """A realm can take the freed province ``name`` when it has the tokens to mark it: a
    player realm a town of either size, a player realm's vassal the province's vassal tokens
    of its overlord (two for a large province, interpretation:EUPOP-D29)."""
    supplies = world(state)["supply"]
    if realm(state, gainer)["kind"] == "player":
        supply = supplies[gainer]
        return supply["small_towns"] > 0 or supply["large_towns"] > 0
    lord = player_side(state, gainer)
    if lord is None or lord not in supplies:
        return True
    return supplies[lord]["vassal_tokens"] >= vassal_tokens(geography, [name])


@implements(REBEL_UNITS, "interpretation:EUPOP-P6", "interpretation:EUPOP-P19")
def new_owner(state: State, geography: Geography, name: str, dnpr: str | None = None) -> str | None:
    """Who takes a province rebels free from its owner: the first player realm, A→Z, whose
    core it is and that has a town token left; with no such core, the DNPR whose token lies
    underneath, else the NPR whose flag it flies, else (a territory) ``dnpr`` or
    ``territory_dnpr``. None: no realm can take it (the realms whose core it is have no
    town left, or the next owner lacks its token or would be the owner itself)."""
    record = province(state, name)
    owner = record["owner"]
    assert owner is not None
    claimants = _claimants(state, geography, name, owner)
    info = geography.provinces[name]
    gainer: str
    if claimants:
        able = [other for other in claimants if can_take(state, geography, other, name)]
        if not able:
            return None
        gainer = able[0]
    elif record["dnpr_token"] is not None:
        gainer = record["dnpr_token"]
    elif info.flag is not None:
        gainer = info.flag
    elif dnpr is not None:
        gainer = dnpr
    else:
        gainer = territory_dnpr(state, geography, name)
    if gainer == owner or not can_take(state, geography, gainer, name):
        return None
    return gainer


@implements(
    REBEL_UNITS,
    "eupop-aid:Core Provinces (♠) (p. 21)",
    "interpretation:EUPOP-P6",
    "interpretation:EUPOP-P18",
    "interpretation:EUPOP-P19",
    "interpretation:EUPOP-D29",
)
def liberate(state: State, geography: Geography, name: str, dnpr: str | None = None) -> str | None:
    """Rebels free a province that is not a core of the realm owning it (nor, a vassal's,
    of its overlord): it goes to ``new_owner``. Its town goes back to the owner's supply, a
    vassal's province gives its overlord's vassal tokens back; a player realm taking it
    places a small town of its supply, a player realm's vassal vassal tokens of its
    overlord (two on a large province, EUPOP-D29). The player realm that lost it (the
    owner, or the overlord of the vassal that did) places a casus belli on the new owner
    and their truce ends. A territory's DNPR is ``dnpr`` when the Active Player picked it.
    Returns the new owner; None, changing nothing, when no realm can take it
    (interpretation:EUPOP-P19)."""
    typed = world(state)
    record = province(state, name)
    loser = record["owner"]
    assert loser is not None
    gainer = new_owner(state, geography, name, dnpr)
    if gainer is None:
        return None
    supplies = typed["supply"]
    loser_side = player_side(state, loser) or loser
    tokens = vassal_tokens(geography, [name])  # two on a large province (EUPOP-D29)
    return_town(state, loser, record)
    if loser_side != loser and loser_side in supplies:
        supplies[loser_side]["vassal_tokens"] += tokens
    if realm(state, gainer)["kind"] == "player":
        placed = place_small_town(state, gainer, record)
        assert placed, "can_take checked the town tokens"
    else:
        gainer_lord = player_side(state, gainer)
        if gainer_lord is not None and gainer_lord in supplies:
            supplies[gainer_lord]["vassal_tokens"] -= tokens
    set_owner(state, name, gainer)
    record["dnpr_token"], record["occupier"] = None, None
    won = realm(state, gainer)
    if won["capital"] is None or won["natural_capital"] == name:
        won["capital"] = name
    lost = realm(state, loser_side)
    bot = lost["player"] == "bot"  # a Bot holds no casus belli (eupop-bots PEACE & REBELS PHASE)
    if lost["kind"] == "player" and not bot and gainer not in lost["casus_belli"]:
        lost["casus_belli"].append(gainer)
    if gainer in lost["truces"]:
        lost["truces"].remove(gainer)
    if loser_side in won["truces"]:
        won["truces"].remove(loser_side)
    return gainer


@implements(REBEL_UNITS, "interpretation:EUPOP-P6", "interpretation:EUPOP-P18")
def territory_choices(state: State, geography: Geography, name: str) -> list[str]:
    """The DNPRs among which the Active Player picks when rebels would free the province
    to a DNPR as a territory (no other player realm's core, no DNPR token underneath, no
    flag), A→Z; empty when the province would go elsewhere or stay."""
    record = province(state, name)
    owner, occupier = record["owner"], record["occupier"]
    if owner is None or (occupier is not None and at_war(state, occupier, owner)):
        return []
    if holds_as_core(state, geography, name, owner) or record["dnpr_token"] is not None:
        return []
    if geography.provinces[name].flag is not None:
        return []
    if _claimants(state, geography, name, owner):
        return []
    typed = world(state)
    return sorted(other for other, item in typed["realms"].items() if item["kind"] == "dnpr")


@implements(REBEL_UNITS, "interpretation:EUPOP-P6")
def territory_dnpr(state: State, geography: Geography, name: str) -> str:
    """The DNPR whose token a liberated territory takes: the DNPR owning most provinces on
    the territory's continent, then A→Z: the pick when no Active Player chooses the colour
    (phase 3, interpretation:EUPOP-P6)."""
    typed = world(state)
    continent = geography.areas[geography.provinces[name].area].continent
    dnprs = sorted(other for other, record in typed["realms"].items() if record["kind"] == "dnpr")
    if not dnprs:
        raise RuleNotBuilt(REBEL_UNITS, f"no DNPR to take the territory {name}")
    held = {other: 0 for other in dnprs}
    for province_name, record in typed["map"]["provinces"].items():
        owner = record["owner"]
        if (
            owner in held
            and geography.areas[geography.provinces[province_name].area].continent == continent
        ):
            held[owner] += 1
    return min(dnprs, key=lambda other: (-held[other], other))


@implements(SIEGE_OR_MOVE, "interpretation:EUPOP-P7")
def move_target(state: State, geography: Geography, area_name: str, moving: int) -> str | None:
    """Where rebels of an area without player provinces go: an area adjacent by land with
    player provinces whose player land units do not outnumber the ``moving`` rebels; most
    unrest, then most player provinces, then A→Z. None: no such area (or none to move)."""
    if moving < 1:
        return None
    candidates = []
    for other in geography.areas[area_name].land_neighbours:
        held = player_provinces(state, geography, other)
        if not held or player_land_units(state, other) > moving:
            continue
        unrest = sum(world(state)["map"]["areas"][other]["unrest"].values())
        candidates.append((-unrest, -len(held), other))
    return min(candidates)[2] if candidates else None
