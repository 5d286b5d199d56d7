"""A Bot's claims (eupop-bots CLAIMS & CORE TOKENS; aid Claims & Core Tokens;
interpretation:EUPOP-BOT-28): a Bot uses its tokens 1-6 as claims and 7-8 as cores only
(its supply holds 6 claims and 2 cores from setup). Placing a claim with none left in the
supply takes one back from the map first: a claim in a distant area that is not colonial
(no territory in it), else the main-map claim in the area of lowest total tax value, ties
furthest from the Bot's capital area, then A→Z.

``place_claim(game, realm, where, rule) -> Placed``: the one entry point the charts
(targeting, SPY, the event translation of a casus belli) place a Bot's claim through. It
logs ``claim_gained`` (``moved_from`` the area a claim was taken back from).
"""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import area, realm, world

CLAIMS = "eupop-bots:CLAIMS & CORE TOKENS"
AID_CLAIMS = "eupop-aid:Claims & Core Tokens"
FAR_AWAY = 1_000
"""The distance counted for an area no path reaches (furthest of all)."""


@dataclass(frozen=True, slots=True)
class Placed:
    """Where the claim went (None: not placed), the area a claim was taken back from to
    place it, and why nothing was placed."""

    where: str | None
    moved_from: str | None = None
    because: str = ""


def claim_areas(state: State, name: str) -> list[str]:
    """The areas holding a claim of ``name``, A→Z (the areas' records, not the provinces)."""
    return sorted(
        key for key, record in world(state)["map"]["areas"].items() if name in record["claims"]
    )


def _capital_area(state: State, geography: Geography, name: str) -> str:
    record = realm(state, name)
    return geography.provinces[record["capital"] or record["natural_capital"]].area


def colonial(geography: Geography, where: str) -> bool:
    """A colonial area: a distant area with a territory in it."""
    info = geography.areas[where]
    return info.distant and any(
        geography.provinces[key].territory is not None for key in info.provinces
    )


@implements(CLAIMS, AID_CLAIMS, "interpretation:EUPOP-BOT-28")
def claim_to_take_back(state: State, geography: Geography, name: str) -> str | None:
    """The claim a Bot with none left in its supply takes back from the map: a distant
    claim outside colonial areas first, then the main-map claim in the area of lowest
    total tax value; ties furthest from the capital area, then A→Z. None: no claim on the
    map."""
    held = claim_areas(state, name)
    if not held:
        return None
    home = _capital_area(state, geography, name)

    def far(where: str) -> int:
        steps = geography.distance(home, where)
        return -(FAR_AWAY if steps is None else steps)

    distant = [where for where in held if geography.areas[where].distant]
    plain = [where for where in distant if not colonial(geography, where)]
    if plain:
        return min(plain, key=lambda where: (far(where), where))
    main = [where for where in held if not geography.areas[where].distant]
    if not main:
        return min(held, key=lambda where: (far(where), where))
    return min(main, key=lambda where: (geography.areas[where].tax_value, far(where), where))


@implements(CLAIMS, AID_CLAIMS, "interpretation:EUPOP-BOT-28")
def place_claim(game: Game, name: str, where: str, rule: str) -> Placed:
    """A Bot places a claim in ``where``: nothing when it already holds a claim or a core
    there; from its supply, or, with none left, the claim :func:`claim_to_take_back`
    names moves here."""
    state = game.state
    record = area(state, where)
    if name in record["claims"]:
        return Placed(None, None, f"a claim in {where} already")
    if name in record["cores"]:
        return Placed(None, None, f"a core in {where} already")
    supply = world(state)["supply"][name]
    moved_from: str | None = None
    if supply["claims"] > 0:
        supply["claims"] -= 1
    else:
        moved_from = claim_to_take_back(state, content_of(game).geography, name)
        if moved_from is None:
            return Placed(None, None, "no claim token anywhere")
        area(state, moved_from)["claims"].remove(name)
    record["claims"].append(name)
    game.log("claim_gained", name, rule=CLAIMS, area=where, moved_from=moved_from)
    return Placed(where, moved_from)
