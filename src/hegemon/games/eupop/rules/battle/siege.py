"""The procedure ``siege`` (aid "Siege (p. 28)").

Local when called: ``realm`` (the realm sieging) and ``province`` (the province sieged,
controlled by an enemy of the realm, in an area where the realm has land units). The
action's cost (paid by the caller) covers the first sieging unit; each further one costs 1
military power here. The realm siege with the fewest units whose strength reaches the
province's tax value (interpretation:EUPOP-B11). Before a paid siege resolves, the
lawful owner's reaction is called (``siege_reaction``, interpretation:EUPOP-K6).

Ends with ``{"outcome": ..., "province": p, "strength": n, "units": n, "cost": n}``,
the outcome being ``too_weak``, ``cannot_pay``, ``rebels_removed`` (a rebel occupier
goes), ``liberated`` (an enemy occupier goes, the lawful owner being friendly or neutral)
or ``occupied`` (the realm becomes the occupier, ``map/provinces/<p>/occupier``)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle.sides import forces_of, units_of
from hegemon.games.eupop.rules.economy.governing import can_pay_power, lose_power
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import REBELS, SHIPS, forces_at, province, realm, world

SIEGE = "eupop-aid:Siege (p. 28)"
NAME = "siege"
STRENGTH_HALVES = {
    "artillery": 4,
    "mercenary_artillery": 4,
    "infantry": 2,
    "mercenary_infantry": 2,
    "allied_infantry": 2,
    "cavalry": 1,
    "mercenary_cavalry": 1,
    "allied_cavalry": 1,
}
"""Siege strength of a unit in halves: artillery 2, infantry 1, cavalry ½."""


@implements(SIEGE, "interpretation:EUPOP-B11")
def sieging_units(units: dict[str, int], needed: int) -> tuple[int, int]:
    """The fewest units reaching ``needed`` strength, strongest first: (units, strength);
    with every unit short of it, all of them."""
    halves, count = 0, 0
    for kind in sorted(STRENGTH_HALVES, key=lambda name: -STRENGTH_HALVES[name]):
        for _ in range(units.get(kind, 0)):
            if halves // 2 >= needed:
                return count, halves // 2
            halves += STRENGTH_HALVES[kind]
            count += 1
    return count, halves // 2


@implements(SIEGE)
def island_cut_off(game: Game, name: str, sieger: str) -> bool:
    """An island province is sieged only with one of the realm's ships in a zone it faces."""
    info = content_of(game).geography.provinces[name]
    if info.port != "island":
        return False
    return not any(
        force["realm"] == sieger and any(force["units"].get(kind) for kind in SHIPS)
        for zone in info.faces
        for force in forces_at(game.state, zone)
    )


@implements(SIEGE, "interpretation:EUPOP-B12")
def outcome(game: Game, sieger: str, name: str) -> str:
    """Change the province's control by the siege's cases; returns the outcome."""
    record = province(game.state, name)
    seen = outlook(game.state, sieger)
    occupier, owner = record["occupier"], record["owner"]
    owner_hostile = owner is not None and seen.hostile(owner)
    if occupier is not None and not owner_hostile:
        record["occupier"] = None
        return "rebels_removed" if occupier == REBELS else "liberated"
    record["occupier"] = sieger
    return "occupied"


class Siege(Procedure):
    name = NAME

    @step
    @implements(SIEGE, "interpretation:EUPOP-B11", "interpretation:EUPOP-B12")
    def start(self, game: Game, local: Local) -> None:
        content, state = content_of(game), game.state
        sieger, name = local["realm"], local["province"]
        info = content.geography.provinces[name]
        holder = province(state, name)["occupier"] or province(state, name)["owner"]
        if holder is None or not outlook(state, sieger).hostile(holder):
            raise ValueError(f"{name} is not controlled by an enemy of {sieger}")
        units = {
            k: v for k, v in units_of(state, info.area, [sieger]).items() if k in STRENGTH_HALVES
        }
        if not units:
            raise ValueError(f"{sieger} has no land units in {info.area}")
        if realm(state, sieger)["player"] == "bot":
            raise RuleNotBuilt("eupop-bots:SIEGE ACTION", f"{sieger} sieges as a Bot")
        docked = [
            key
            for key, force in forces_of(state, info.area, sorted(world(state)["realms"]))
            if force["port"] == name and outlook(state, sieger).hostile(force["realm"])
        ]
        if docked:
            raise RuleNotBuilt(SIEGE, f"ships {docked} would leave {name} if it fell")
        count, strength = sieging_units(units, info.tax_value)
        result: dict[str, Any] = {"province": name, "strength": strength, "units": count, "cost": 0}
        if strength < info.tax_value or island_cut_off(game, name, sieger):
            result["outcome"] = "too_weak"
        elif not can_pay_power(game, sieger, "military", count - 1):
            result["outcome"] = "cannot_pay"
        else:
            if count > 1:
                lose_power(game, sieger, "military", count - 1, SIEGE)
            result["cost"] = count - 1
            local["siege"] = result
            game.call("siege_reaction", then="resolve", sieger=sieger, province=name)
            return
        game.log("siege", sieger, rule=SIEGE, **result)
        game.end(result)

    @step
    @implements(SIEGE, "interpretation:EUPOP-K6")
    def resolve(self, game: Game, local: Local) -> None:
        """Step 5, after the lawful owner's reaction (rules/cards/reactions.py)."""
        result: dict[str, Any] = local.pop("siege")
        result["outcome"] = outcome(game, local["realm"], result["province"])
        game.log("siege", local["realm"], rule=SIEGE, **result)
        game.end(result)
