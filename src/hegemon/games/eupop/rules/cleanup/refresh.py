"""Clean-up steps A and B on the state (eupop-aid 5. CLEAN-UP): plain functions that change
the state and say what they did, so that the procedure logs it and tests check it."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.treasury import drop_manpower
from hegemon.games.eupop.world import allied
from hegemon.games.eupop.world.economy import manpower, tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

UPDATE = "eupop-aid:A. Update and Refresh"
BOARD = "eupop-aid:B. Board and Status Mat clean-up"
REFRESH_LEAST = 3
REFRESH_MOST = 6
COLONISTS_MOST = 4
DNPR_ALLIANCE_TAX = 10
INFLUENCE_PER_AREA = 5


def human_realms(state: State) -> list[str]:
    """The human player realms in turn order."""
    typed = world(state)
    return [
        name for name in typed["round"]["turn_order"] if typed["realms"][name]["player"] == "human"
    ]


def bot_realms(state: State) -> list[str]:
    typed = world(state)
    return sorted(name for name, record in typed["realms"].items() if record["player"] == "bot")


@implements(UPDATE, "interpretation:EUPOP-S3")
def release_allied_units(state: State, realm: str) -> int:
    """Allied units in the realm's armies go back to its allied pool, never to its
    manpower (:func:`hegemon.games.eupop.world.allied.release`); returns how many."""
    return allied.release(state, realm)


@implements(
    UPDATE, "eupop-aid:Manpower (p. 23)", "interpretation:EUPOP-S3", "interpretation:EUPOP-E6"
)
def update_manpower(state: State, content: Content, realm: str) -> int:
    """Manpower from the tracks again; returns the change of the total. A rise goes to
    available manpower; a fall is taken as every other decrease is (``drop_manpower``:
    depleted first, then exhausted, then available)."""
    mat = world(state)["players"][realm]["manpower"]
    total = manpower(state, realm, content.components.manpower_limit)
    change = total - mat["total"]
    if change > 0:
        mat["available"] += change
        mat["total"] = total
    elif change < 0:
        drop_manpower(state, realm, -change)
    return change


@implements(UPDATE, "eupop-aid:Rounding", "interpretation:EUPOP-S3")
def refresh_exhausted(state: State, realm: str) -> int:
    """Half the exhausted manpower (rounded up, 3 to 6, no more than there is) becomes
    available; returns how much."""
    mat = world(state)["players"][realm]["manpower"]
    half = (mat["exhausted"] + 1) // 2
    moved = min(mat["exhausted"], max(REFRESH_LEAST, min(REFRESH_MOST, half)))
    mat["exhausted"] -= moved
    mat["available"] += moved
    return moved


@implements(UPDATE, "interpretation:EUPOP-S3")
def repair_ships(state: State, realm: str) -> int:
    """Damaged heavy ships docked in a port are repaired; returns how many."""
    repaired = 0
    for force in world(state)["forces"].values():
        if force["realm"] != realm or force["port"] is None:
            continue
        damaged = force["units"].pop("damaged_heavy_ship", 0)
        if damaged:
            force["units"]["heavy_ship"] = force["units"].get("heavy_ship", 0) + damaged
            repaired += damaged
    return repaired


@implements(UPDATE)
def refresh_merchants(state: State, realm: str) -> int:
    """Every exhausted merchant is ready again; returns how many were exhausted."""
    merchants = world(state)["players"][realm]["merchants"]
    tired = sum(1 for merchant in merchants if merchant["exhausted"])
    for merchant in merchants:
        merchant["exhausted"] = False
    return tired


@implements(UPDATE, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-S3")
def colonial_tokens(state: State, geography: Geography, realm: str) -> int:
    """The realm's Colonial tokens: its colonists standing on vacant territories (the token
    Explore leaves, before Colonize replaces it with a town)."""
    return sum(
        1
        for name, record in world(state)["map"]["provinces"].items()
        if record["colonist"] == realm
        and record["owner"] is None
        and geography.provinces[name].territory is not None
    )


@implements(UPDATE, "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-S3")
def add_colonists(state: State, geography: Geography, realm: str) -> int:
    """One colonist per Colonial token, at most 4 and no more than the supply holds, from
    the supply to the mat (a Bot's mat too: eupop-bots CLEANUP PHASE gives Bots colonists
    as normal); returns how many."""
    typed = world(state)
    supply = typed["supply"][realm]
    gained = min(COLONISTS_MOST, colonial_tokens(state, geography, realm), supply["colonists"])
    supply["colonists"] -= gained
    mat = typed["players"].get(realm) or typed["bots"][realm]
    mat["colonists"] += gained
    return gained


@implements(BOARD, "eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-S4")
def dnpr_alliances_to_end(state: State, geography: Geography) -> list[tuple[str, str]]:
    """The alliances of player realms with DNPRs whose tax income is 10 or more, which end:
    (player realm, DNPR) pairs, DNPRs A→Z then allies A→Z."""
    typed = world(state)
    ending: list[tuple[str, str]] = []
    for name in sorted(typed["realms"]):
        record = typed["realms"][name]
        if record["kind"] != "dnpr" or not record["allies"]:
            continue
        if tax_income(state, geography, name)["total"] < DNPR_ALLIANCE_TAX:
            continue
        ending.extend((ally, name) for ally in sorted(record["allies"]))
    return ending


def hre_members(state: State, geography: Geography) -> set[str]:
    """Realms whose capital lies in an HRE area."""
    typed = world(state)
    return {
        name
        for name, record in typed["realms"].items()
        if record["capital"] is not None
        and typed["map"]["areas"][geography.provinces[record["capital"]].area]["hre"]
    }


@implements(
    "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)",
    "eupop-aid:SEQUENCE (p. 8-11) / Imperial Influence (p. 44)",
    "interpretation:EUPOP-S4",
)
def imperial_areas(state: State, geography: Geography) -> list[str]:
    """HRE areas where an Imperial influence cube may go now: a province owned by an NPR
    HRE member and room under the area's five cubes."""
    typed = world(state)
    members = {
        name for name in hre_members(state, geography) if typed["realms"][name]["kind"] != "player"
    }
    placed = typed["hre"]["imperial_influence"]
    result = []
    for name in sorted(typed["map"]["areas"]):
        record = typed["map"]["areas"][name]
        if not record["hre"]:
            continue
        if not any(
            typed["map"]["provinces"][province]["owner"] in members
            for province in geography.areas[name].provinces
        ):
            continue
        if sum(record["influence"].values()) + placed.get(name, 0) < INFLUENCE_PER_AREA:
            result.append(name)
    return result


@implements(BOARD, "interpretation:EUPOP-S5")
def pass_first_player_token(state: State) -> str | None:
    """The first player realm to pass takes the token, the second if the first holds it;
    the turn order then starts with the holder. Returns the new holder, or None."""
    track = world(state)["round"]
    candidates = [name for name in track["passed"] if name != track["first_player"]]
    if not candidates:
        return None
    holder = candidates[0]
    track["first_player"] = holder
    order = track["turn_order"]
    if holder in order:
        index = order.index(holder)
        track["turn_order"] = order[index:] + order[:index]
    return holder
