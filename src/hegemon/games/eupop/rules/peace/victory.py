"""Who stands where at peace time: the pairs still at war, the occupations between two
enemies, and the tests of the aid's Peace Resolution steps (eupop-aid Peace Resolution
(p. 29-30): 1. Automatic White Peace, 2. Total Victory, 3. Partial Victory or
Inconclusive).

A vassal is part of its overlord throughout: its provinces, its units and what it
occupies count for the overlord (the aid's "treat Vassals as part of their Overlord").
"""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.empire import members
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import LAND_UNITS, REBELS, realm, vassals, world
from hegemon.games.eupop.world.wars import fighting

RESOLUTION = "eupop-aid:Peace Resolution (p. 29-30)"
WHITE_STEP = "eupop-aid:1. Automatic White Peace"
TOTAL_STEP = "eupop-aid:2. Total Victory"
PARTIAL_STEP = "eupop-aid:3. Partial Victory or Inconclusive"

Pair = tuple[str, str, str]
"""(war id, attacker, defender): two members of a war still at war with each other."""


def side(state: State, realm_name: str) -> set[str]:
    """The realm and its vassals."""
    return {realm_name, *vassals(state, realm_name)}


def is_player(state: State, realm_name: str) -> bool:
    return realm(state, realm_name)["kind"] == "player"


@implements(RESOLUTION, "interpretation:EUPOP-Q1")
def ordered_pairs(state: State) -> list[Pair]:
    """Every pair still at war, in turn order: by the earlier place in the turn order of
    the pair's player realms (pairs of non-player realms last), then by war number, then
    by the realms' names."""
    order = world(state)["round"]["turn_order"]

    def place(name: str) -> int:
        return order.index(name) if name in order else len(order)

    pairs = [
        (war_id, attacker, defender)
        for war_id, war in world(state)["wars"].items()
        for attacker, defender in fighting(war)
    ]
    return sorted(
        pairs,
        key=lambda pair: (
            min(place(pair[1]), place(pair[2])),
            int(pair[0].removeprefix("w")),
            pair[1],
            pair[2],
        ),
    )


def still_fighting(state: State, pair: Pair) -> bool:
    war = world(state)["wars"].get(pair[0])
    return war is not None and (pair[1], pair[2]) in fighting(war)


def occupied_by(state: State, occupier: str, loser: str) -> list[str]:
    """Provinces lawfully of ``loser`` (or its vassals) occupied by ``occupier`` (or its
    vassals), sorted."""
    takers, owners = side(state, occupier), side(state, loser)
    return sorted(
        name
        for name, record in world(state)["map"]["provinces"].items()
        if record["owner"] in owners and record["occupier"] in takers
    )


def de_jure(state: State, realm_name: str) -> list[str]:
    """The provinces the realm and its vassals lawfully own, occupied or not."""
    owners = side(state, realm_name)
    return sorted(
        name
        for name, record in world(state)["map"]["provinces"].items()
        if record["owner"] in owners
    )


def capital_occupied_by(state: State, occupier: str, loser: str) -> bool:
    capital = realm(state, loser)["capital"]
    return capital is not None and capital in occupied_by(state, occupier, loser)


@implements(PARTIAL_STEP, "interpretation:EUPOP-Q3")
def land_units(state: State, geography: Geography, realm_name: str, other: str) -> int:
    """The realm's (and its vassals') deployed land units, leaving out those on a distant
    continent where ``other`` (and its vassals) holds no province."""
    owners = side(state, other)
    held_on = {
        geography.areas[geography.provinces[name].area].continent
        for name, record in world(state)["map"]["provinces"].items()
        if record["owner"] in owners
    }
    mine = side(state, realm_name)
    total = 0
    for force in world(state)["forces"].values():
        where = force["where"]
        if force["realm"] not in mine or where not in geography.areas:
            continue
        info = geography.areas[where]
        if info.distant and info.continent not in held_on:
            continue
        total += sum(force["units"].get(kind, 0) for kind in LAND_UNITS)
    return total


@implements(WHITE_STEP)
def automatic_white_peace(state: State, pair: Pair) -> bool:
    """Neither side occupies a province of the other."""
    _, first, second = pair
    return not occupied_by(state, first, second) and not occupied_by(state, second, first)


@implements(TOTAL_STEP, RESOLUTION)
def total_victory(state: State, geography: Geography, winner: str, loser: str) -> bool:
    """A player realm occupies every province the enemy lawfully owns and the enemy has no
    land unit deployed (victory goes only to player realms)."""
    if not is_player(state, winner):
        return False
    owned = de_jure(state, loser)
    return (
        bool(owned)
        and owned == occupied_by(state, winner, loser)
        and not any(
            force["realm"] in side(state, loser)
            and force["where"] in geography.areas
            and any(force["units"].get(kind, 0) for kind in LAND_UNITS)
            for force in world(state)["forces"].values()
        )
    )


@implements(PARTIAL_STEP, RESOLUTION, "interpretation:EUPOP-Q3")
def partial_victory(state: State, geography: Geography, winner: str, loser: str) -> bool:
    """Against a player realm, the winner's deployed land units are at least twice the
    loser's (and there is at least one); against a non-player realm they are more than the
    rebel units standing in the winner's areas plus all the loser's deployed land units."""
    if not is_player(state, winner):
        return False
    mine = land_units(state, geography, winner, loser)
    theirs = land_units(state, geography, loser, winner)
    if is_player(state, loser):
        return mine > 0 and mine >= 2 * theirs
    return mine > theirs + rebels_at_home(state, geography, winner)


@implements(PARTIAL_STEP, "interpretation:EUPOP-Q3")
def rebels_at_home(state: State, geography: Geography, host: str) -> int:
    """The rebel units standing in areas where the host (or its vassals) lawfully owns a
    province: the glyph the aid counts "in your Areas" is the rebels' (an NPR's invaders
    stay behind as rebels), not the enemy's units."""
    owners = side(state, host)
    home = {
        geography.provinces[name].area
        for name, record in world(state)["map"]["provinces"].items()
        if record["owner"] in owners
    }
    return sum(
        force["units"].get(kind, 0)
        for force in world(state)["forces"].values()
        if force["realm"] == REBELS and force["where"] in home
        for kind in force["units"]
    )


def victor(state: State, geography: Geography, pair: Pair, total: bool) -> tuple[str, str] | None:
    """(winner, loser) of a pair when one side has a total (or partial) victory; the side
    earlier in the turn order is tried first."""
    order = world(state)["round"]["turn_order"]
    _, first, second = pair
    tries = sorted(
        [(first, second), (second, first)],
        key=lambda item: order.index(item[0]) if item[0] in order else len(order),
    )
    test = total_victory if total else partial_victory
    for winner, loser in tries:
        if test(state, geography, winner, loser) and _over_the_emperor(
            state, geography, winner, loser, total
        ):
            return winner, loser
    return None


@implements("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-I13")
def _over_the_emperor(
    state: State, geography: Geography, winner: str, loser: str, total: bool
) -> bool:
    """While the Emperor defends the HRE, a realm at war with it enforces a peace on an
    Imperial Subject only with the same victory over the Emperor."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if not hre["defending"] or emperor is None or loser == emperor:
        return True
    if emperor not in world(state)["at_war_with"].get(winner, []):
        return True
    if loser not in members(state, geography):
        return True
    test = total_victory if total else partial_victory
    return test(state, geography, winner, emperor)
