"""The token swaps a peace term allows once provinces have moved (eupop-aid Keep Current Board
State, Vassalization, Full Annexation): a player realm may discard one of its influence
cubes in an area where it gained provinces to remove 2 of its unrest there, and (Keep
Current Board State) place one influence cube in each area where it lost a province.
Interpretation: docs/interpretations/eupop-peace.md EUPOP-Q19."""

from __future__ import annotations

from collections.abc import Mapping

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.peace.terms import INFLUENCE, influence_options, vassal_provinces
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, world

KEEP = "eupop-aid:Keep Current Board State"
VASSALIZE = "eupop-aid:Vassalization"
ANNEX = "eupop-aid:Full Annexation"
SWAP_RULES = {"keep_board_state": KEEP, "vassalization": VASSALIZE, "full_annexation": ANNEX}
UNREST_REMOVED = 2

Offer = tuple[str, str, str]
"""(realm, ``discard`` or ``place``, area)."""


def occupied_owners(state: State) -> dict[str, str | None]:
    """Before a peace: each occupied province → its lawful owner (what a peace can move)."""
    return {
        name: record["owner"]
        for name, record in world(state)["map"]["provinces"].items()
        if record["occupier"] is not None
    }


def changed_owners(state: State, before: Mapping[str, str | None]) -> list[str]:
    """The provinces of ``before`` (:func:`occupied_owners`) whose lawful owner the term
    changed, sorted: what the peace reports to :func:`rules.ownership.after_provinces_changed`."""
    provinces = world(state)["map"]["provinces"]
    return sorted(name for name, old in before.items() if provinces[name]["owner"] != old)


def _player(state: State, name: str | None) -> str | None:
    """The player realm a province's owner stands for: itself, or its overlord."""
    if name is None:
        return None
    record = realm(state, name)
    if record["kind"] == "player":
        return name
    lord = record["overlord"]
    return lord if lord is not None and realm(state, lord)["kind"] == "player" else None


@implements(KEEP, VASSALIZE, ANNEX, INFLUENCE, "interpretation:EUPOP-Q19")
def offers(
    state: State,
    geography: Geography,
    room: int,
    term: str,
    winner: str,
    loser: str,
    before: Mapping[str, str | None],
) -> list[Offer]:
    """The swaps open after the term: in turn order of the player realms, the areas (sorted)
    where each may discard an influence cube for 2 unrest (where it gained provinces and
    holds both there; after Vassalization or Full Annexation the victor only, the
    vassal's provinces counting as gained), then those where it may place one (where it
    lost a province, Keep Current Board State only, when :func:`terms.influence_options`
    has a way to put a cube there: room or another realm's cube to displace, a cube in
    the supply or else on the map, EUPOP-Q20, EUPOP-Q21; never where influence may not
    stand)."""
    if term not in SWAP_RULES:
        return []
    provinces = world(state)["map"]["provinces"]
    gained: dict[str, set[str]] = {}
    lost: dict[str, set[str]] = {}
    for name, old in before.items():
        new = provinces[name]["owner"]
        if new == old:
            continue
        where = geography.provinces[name].area
        gainer, loser_of = _player(state, new), _player(state, old)
        if gainer is not None:
            gained.setdefault(gainer, set()).add(where)
        if loser_of is not None:
            lost.setdefault(loser_of, set()).add(where)
    if term == "vassalization":
        gained.setdefault(winner, set()).update(
            geography.provinces[name].area for name in vassal_provinces(state, winner, loser)
        )
    if term != "keep_board_state":
        gained = {winner: gained.get(winner, set())}
        lost = {}
    order = world(state)["round"]["turn_order"]
    found: list[Offer] = []
    for name in sorted((set(gained) | set(lost)) & set(order), key=order.index):
        for where in sorted(gained.get(name, ())):
            record = area(state, where)
            if record["influence"].get(name, 0) and record["unrest"].get(name, 0):
                found.append((name, "discard", where))
        for where in sorted(lost.get(name, ())):
            if influence_options(state, geography, room, name, [where]):
                found.append((name, "place", where))
    return found


@implements(KEEP, VASSALIZE, ANNEX, INFLUENCE, "interpretation:EUPOP-Q19")
def carry_out(game: Game, offer: Offer, rule: str) -> None:
    """Discard one influence cube for (at most) 2 unrest. (A place swap is answered with
    one of :func:`terms.influence_options` and carried out by :func:`terms.place_one`.)"""
    state = game.state
    name, verb, where = offer
    if verb != "discard":
        raise ValueError(f"{name}'s {verb} swap is carried out by terms.place_one")
    record = area(state, where)
    supply = world(state)["supply"][name]
    if not record["influence"].get(name, 0):
        return
    record["influence"][name] -= 1
    if record["influence"][name] == 0:
        del record["influence"][name]
    supply["cubes"] += 1
    removed = min(UNREST_REMOVED, record["unrest"].get(name, 0))
    record["unrest"][name] = record["unrest"].get(name, 0) - removed
    if record["unrest"][name] <= 0:
        del record["unrest"][name]
    game.log("influence_for_unrest", name, rule=rule, area=where, removed=removed)
