"""Tax value, tax income (base and vassal) and manpower."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import provinces_by_owner, realm, vassals, world


def area_tax_value(geography: Geography, area: str) -> int:
    """The total printed tax value of an area's provinces (a province's own is in the map
    tables; a province and an area may share a name, as Granada does)."""
    return geography.areas[area].tax_value


def _half_up(value: int) -> int:
    return (value + 1) // 2


@implements(
    "eupop-aid:B. Collect Income minus Costs",
    "eupop-aid:Rounding",
    "interpretation:EUPOP-8",
)
def tax_income(state: State, geography: Geography, realm_name: str) -> dict[str, int]:
    """Base tax income (own provinces) and vassal tax income (half the vassals' own
    provinces, rounded up). Occupied provinces cover their slot and count for no one."""
    vassal_names = vassals(state, realm_name)
    own = provinces_by_owner(state, [realm_name, *vassal_names], occupied=False)
    base = sum(geography.provinces[name].tax_value for name in own[realm_name])
    vassal_value = sum(
        geography.provinces[name].tax_value for vassal in vassal_names for name in own[vassal]
    )
    vassal = _half_up(vassal_value)
    return {"base": base, "vassal": vassal, "total": base + vassal}


@implements("eupop-aid:Manpower (p. 23)", "eupop-bots:BOT SETUP", "interpretation:EUPOP-9")
def manpower(state: State, realm_name: str, limit: int = 20, bot_minimum: int = 3) -> int:
    """1 per small town, 2 per large town and 1 per 2 vassal provinces (rounded up), plus
    +1 manpower tokens, plus the Imperial Authority for the Emperor; at most ``limit``; a
    Bot has at least ``bot_minimum``."""
    records = world(state)["map"]["provinces"]
    vassal_names = vassals(state, realm_name)
    own = provinces_by_owner(state, [realm_name, *vassal_names], occupied=False)
    towns = [records[name]["town"] for name in own[realm_name]]
    vassal_provinces = sum(len(own[vassal]) for vassal in vassal_names)
    record = realm(state, realm_name)
    tokens = record["manpower_tokens"]
    value = towns.count("small") + 2 * towns.count("large") + _half_up(vassal_provinces) + tokens
    empire = world(state)["hre"]
    if empire["emperor"] == realm_name:
        value += empire["imperial_authority"]
    value = min(value, limit)
    if record["player"] == "bot":
        value = max(value, bot_minimum)
    return value


@implements("eupop-aid:Siege (p. 28)", "interpretation:EUPOP-8")
def covered_track_slots(state: State, realm_name: str) -> dict[str, int]:
    """Slots of the town and vassal tracks covered by occupation: one per occupied province
    of the realm (towns) and of its vassals (vassals)."""
    vassal_names = set(vassals(state, realm_name))
    towns = covered = 0
    for record in world(state)["map"]["provinces"].values():
        if record["occupier"] is None:
            continue
        if record["owner"] == realm_name:
            towns += 1
        elif record["owner"] in vassal_names:
            covered += 1
    return {"towns": towns, "vassals": covered}
