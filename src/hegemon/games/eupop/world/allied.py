"""Allied units: what a human player realm's active NPR allies give it, kept apart from its
manpower (aid Allied Units, Activating NPR Ally () (p. 33), Refusing a CtA, 2. Total
Victory, 4. Aftermath, 5. Clean-up A; interpretation:EUPOP-W7, EUPOP-W13, EUPOP-Q13,
EUPOP-S3).

The realm's pool (``players/<realm>/allied_units``) holds the allied units it may still
recruit and, per active ally, how many that ally's activation granted. Allied infantry and
allied cavalry are recruited from the pool only, never from manpower; regular units never
from the pool."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import AlliedUnits

ALLIED_FIGURES = {"allied_infantry": "infantry", "allied_cavalry": "cavalry"}
"""Allied unit kind → the supply figure it stands on the board with."""
GIVE_BACK_ORDER = ("allied_infantry", "allied_cavalry")
"""Allied units on the board given back, when the pool is short: infantry first."""


def pool(state: State, name: str) -> AlliedUnits:
    return world(state)["players"][name]["allied_units"]


def available(state: State, name: str) -> int:
    """Allied units the realm may recruit now (0 for a realm with no player mat)."""
    mat = world(state)["players"].get(name)
    return 0 if mat is None else mat["allied_units"]["available"]


@implements("eupop-aid:Activating NPR Ally () (p. 33)", "interpretation:EUPOP-W7")
def grant(state: State, name: str, ally: str, units: int) -> None:
    """The ally's activation gives ``units`` allied units to the pool; the number is kept
    with the alliance to be given back later."""
    record = pool(state, name)
    record["available"] += units
    record["granted"][ally] = record["granted"].get(ally, 0) + units


def granted(state: State, name: str, ally: str) -> int:
    mat = world(state)["players"].get(name)
    return 0 if mat is None else mat["allied_units"]["granted"].get(ally, 0)


def owes(state: State, name: str, ally: str) -> bool:
    """Whether the realm still has to give back a grant of the ally's activation."""
    mat = world(state)["players"].get(name)
    return mat is not None and ally in mat["allied_units"]["granted"]


@implements(
    "eupop-aid:Refusing a CtA",
    "eupop-aid:2. Total Victory",
    "eupop-aid:4. Aftermath",
    "interpretation:EUPOP-W13",
)
def take_back(state: State, name: str, ally: str) -> int:
    """The realm gives back exactly the allied units the ally's activation granted: from
    the pool first, then allied units standing on the board (infantry before cavalry, forces
    by id, their figures back to the supply), never more than it still has. The grant is
    forgotten. Returns how many went."""
    mat = world(state)["players"].get(name)
    if mat is None:
        return 0
    record = mat["allied_units"]
    owed = record["granted"].pop(ally, 0)
    from_pool = min(owed, record["available"])
    record["available"] -= from_pool
    owed -= from_pool
    lost = from_pool
    typed = world(state)
    for kind in GIVE_BACK_ORDER:
        for key in sorted(typed["forces"]):
            if owed == 0:
                return lost
            force = typed["forces"].get(key)
            if force is None or force["realm"] != name or not force["units"].get(kind):
                continue
            count = min(owed, force["units"][kind])
            _discard(state, key, kind, count)
            owed -= count
            lost += count
    return lost


@implements("eupop-aid:4. Assign Casualties", "eupop-aid:Attrition", "interpretation:EUPOP-W7")
def figure_back(state: State, name: str, kind: str, count: int = 1) -> None:
    """Allied units of the realm gone from the board (destroyed in battle, lost to
    attrition, disbanded): their infantry or cavalry figures go back to its supply. The
    units themselves are discarded, never back to the allied pool."""
    supply = world(state)["supply"][name]
    if ALLIED_FIGURES[kind] == "infantry":
        supply["infantry"] += count
    else:
        supply["cavalry"] += count


def _discard(state: State, key: str, kind: str, count: int) -> None:
    """Take allied units off the board: their figures back to the supply, an emptied force
    off the map (an army's figure back to the supply too)."""
    typed = world(state)
    force = typed["forces"][key]
    force["units"][kind] -= count
    if force["units"][kind] <= 0:
        del force["units"][kind]
    figure_back(state, force["realm"], kind, count)
    supply = typed["supply"][force["realm"]]
    if any(force["units"].values()):
        return
    del typed["forces"][key]
    if force["army"]:
        on_land = force["port"] is None and force["where"] in typed["map"]["areas"]
        supply["armies" if on_land else "fleets"] += 1
    if force["leader"] is not None:
        typed["players"][force["realm"]]["leaders"].append(force["leader"])


@implements("eupop-aid:A. Update and Refresh", "interpretation:EUPOP-S3")
def release(state: State, name: str) -> int:
    """Clean-up: the allied units in the realm's armies go back to its allied pool (never to
    its manpower), their figures to its supply; returns how many."""
    typed = world(state)
    released = 0
    for key in sorted(typed["forces"]):
        force = typed["forces"][key]
        if force["realm"] != name:
            continue
        for kind in GIVE_BACK_ORDER:
            count = force["units"].get(kind, 0)
            if count:
                _discard(state, key, kind, count)
                released += count
    mat = typed["players"].get(name)
    if released and mat is not None:
        mat["allied_units"]["available"] += released
    return released
