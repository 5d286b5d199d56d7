"""The procedure ``siege`` (aid "Siege (p. 28)").

Local when called: ``realm`` (the realm sieging) and ``province`` (a province controlled
by an enemy of the realm, in an area where the realm has land units). The realm may add
further enemy-controlled provinces of the same area, as long as its units there are strong
enough for their total tax value and it can pay for them (``ask_more``,
interpretation:EUPOP-B11). The action's cost (paid by the caller) covers the first sieging
unit; each further one costs 1 military power here. The realm sieges with the fewest units
whose strength reaches the total tax value. Before a paid siege resolves, the lawful owner
of each sieged province is given its reaction (``siege_reaction``,
interpretation:EUPOP-K6), once per owner. After it, ships docked in a sieged port that
is no longer friendly to them leave it for a sea zone the port faces, a human owner
choosing (``ask_leave``), a Bot's taking the first by name (interpretation:EUPOP-B19), and
fight there if a battle is due (interpretation:EUPOP-B16).

Ends with ``{"outcome": ..., "province": p, "strength": n, "units": n, "cost": n,
"provinces": {p: outcome, ...}}``, ``outcome`` and ``province`` being the first
province's: ``too_weak``, ``cannot_pay``, ``rebels_removed`` (a rebel occupier goes),
``liberated`` (an enemy occupier goes, the lawful owner being friendly or neutral) or
``occupied`` (the realm becomes the occupier, ``map/provinces/<p>/occupier``)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle import procedure as battle
from hegemon.games.eupop.rules.battle.sides import units_of
from hegemon.games.eupop.rules.battle.triggers import battle_due, npr_holders
from hegemon.games.eupop.rules.economy.governing import can_pay_power, lose_power
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import (
    REBELS,
    SHIPS,
    at_war,
    controller,
    forces_at,
    province,
    realm,
    unit_count,
    world,
)

SIEGE = "eupop-aid:Siege (p. 28)"
SHIPS_IN_PORT = "eupop-aid:Ships in Port (p. 26)"
BOT_SELECTION = "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION"
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
    """Change the province's control by the siege's cases; returns the outcome. The
    occupation is the occupier on the province's record; the Town/Vassal track slot it
    covers and frees follows from it (interpretation:EUPOP-8)."""
    record = province(game.state, name)
    seen = outlook(game.state, sieger)
    occupier, owner = record["occupier"], record["owner"]
    owner_hostile = owner is not None and seen.hostile(owner)
    if occupier is not None and not owner_hostile:
        record["occupier"] = None
        return "rebels_removed" if occupier == REBELS else "liberated"
    record["occupier"] = sieger
    return "occupied"


def siege_strength_units(state: State, sieger: str, area_name: str) -> dict[str, int]:
    """The realm's land units in the area that count for a siege."""
    return {
        kind: count
        for kind, count in units_of(state, area_name, [sieger]).items()
        if kind in STRENGTH_HALVES
    }


@implements(SIEGE, "interpretation:EUPOP-B11")
def more_provinces(game: Game, sieger: str, chosen: list[str]) -> list[str]:
    """Provinces of the area the realm may add to a siege of ``chosen``: controlled by an
    enemy, not cut off, and with the total tax value still within reach of its units and
    its military power."""
    state, geography = game.state, content_of(game).geography
    area_name = geography.provinces[chosen[0]].area
    units = siege_strength_units(state, sieger, area_name)
    seen = outlook(state, sieger)
    total = sum(geography.provinces[name].tax_value for name in chosen)
    found = []
    for name in geography.areas[area_name].provinces:
        if name in chosen or not seen.hostile(controller(state, name)):
            continue
        needed = total + geography.provinces[name].tax_value
        count, strength = sieging_units(units, needed)
        if strength < needed or island_cut_off(game, name, sieger):
            continue
        if can_pay_power(game, sieger, "military", count - 1):
            found.append(name)
    return found


@implements(SHIPS_IN_PORT, SIEGE, "interpretation:EUPOP-B16")
def ships_to_leave(state: State, ports: list[str]) -> list[str]:
    """Forces docked in these ports whose controller is no longer friendly to them, by id."""
    everything = world(state)["forces"]
    return [
        key
        for key in sorted(everything)
        if everything[key]["port"] in ports
        and unit_count(everything[key]) > 0
        and not outlook(state, everything[key]["realm"]).friendly(
            controller(state, str(everything[key]["port"]))
        )
    ]


@implements(BOT_SELECTION, "interpretation:EUPOP-B19")
def bot_zone(zones: list[str]) -> str:
    """The sea zone a Bot's ships sail out to from a port taken (or the one zone a port
    faces): the first by name, the Bots' choice when nothing else decides."""
    return sorted(zones)[0]


def zone_defender(game: Game, name: str, zone: str) -> str | None:
    """Whom ships entering the zone fight: a realm at war with them with ships there (A→Z),
    else an NPR at war with them holding an active port facing the zone."""
    state = game.state
    present = sorted(
        {
            force["realm"]
            for force in forces_at(state, zone)
            if any(force["units"].get(kind) for kind in SHIPS)
            and at_war(state, name, force["realm"])
        }
    )
    if present:
        return present[0]
    holders = npr_holders(state, content_of(game).geography, zone)
    return next((npr for npr in holders if at_war(state, name, npr)), None)


@implements(SIEGE, "interpretation:EUPOP-K6")
def effects(game: Game, local: Local, result: dict[str, Any]) -> None:
    """Steps 4 to 7 of a siege paid for, of the provinces ``local["chosen"]``: each lawful
    owner's reaction once (step 4), the control changes (5), ships leaving the ports taken
    (6); the Town/Vassal track follows control (7, interpretation:EUPOP-8). The siege
    procedure goes on with them; ``result`` is what it ends with."""
    local["siege"] = result
    owners: list[str | None] = []
    local["reacting"] = []
    for name in local["chosen"]:
        owner = province(game.state, name)["owner"]
        if owner not in owners:
            owners.append(owner)
            local["reacting"].append(name)
    game.goto("react_next")


@implements("eupop-bots:SIEGE ACTION", SIEGE, "interpretation:EUPOP-BOT-11")
def bot_siege(game: Game, local: Local) -> None:
    """A Bot's siege: the provinces its SIEGE action chose and paid for in Bot Power
    (``local["provinces"]``, bots/charts/siege.py) go to steps 4 to 7 as they are — no
    strength check and no military power."""
    chosen = [str(name) for name in local.get("provinces") or [local["province"]]]
    local["chosen"] = chosen
    area_name = content_of(game).geography.provinces[chosen[0]].area
    units = sum(siege_strength_units(game.state, local["realm"], area_name).values())
    cost = int(local.get("cost", 0))
    effects(game, local, {"province": chosen[0], "strength": units, "units": units, "cost": cost})


class Siege(Procedure):
    name = NAME

    @step
    @implements(SIEGE, "interpretation:EUPOP-B11", "interpretation:EUPOP-B12")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        sieger, name = local["realm"], local["province"]
        info = content_of(game).geography.provinces[name]
        holder = controller(state, name)
        if holder is None or not outlook(state, sieger).hostile(holder):
            raise ValueError(f"{name} is not controlled by an enemy of {sieger}")
        if not siege_strength_units(state, sieger, info.area):
            raise ValueError(f"{sieger} has no land units in {info.area}")
        if realm(state, sieger)["player"] == "bot":
            bot_siege(game, local)
            return
        local["chosen"] = [name]
        game.goto("ask_more")

    @step(optional=True)
    @implements(SIEGE, "interpretation:EUPOP-B11")
    def ask_more(self, game: Game, local: Local) -> Decision | None:
        """The realm may add another province of the area to the siege."""
        more = more_provinces(game, local["realm"], local["chosen"])
        if not more:
            game.goto("settle")
            return None
        geography = content_of(game).geography
        chosen = ", ".join(local["chosen"])
        options = [
            Action(
                "siege_also",
                name,
                f"Siege {name} too (tax value {geography.provinces[name].tax_value})",
            )
            for name in more
        ]
        options.append(Action("siege_done", None, f"Siege {chosen} only"))
        return Decision(local["realm"], f"Siege of {chosen}: add a province?", tuple(options))

    def on_more(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "siege_also":
            local["chosen"].append(str(action.argument))
            game.goto("ask_more")
            return
        game.goto("settle")

    @step
    @implements(SIEGE, "interpretation:EUPOP-B11")
    def settle(self, game: Game, local: Local) -> None:
        """Check the strength and pay for the units beyond the first."""
        geography = content_of(game).geography
        sieger, chosen = local["realm"], local["chosen"]
        total = sum(geography.provinces[name].tax_value for name in chosen)
        units = siege_strength_units(game.state, sieger, geography.provinces[chosen[0]].area)
        count, strength = sieging_units(units, total)
        result: dict[str, Any] = {
            "province": chosen[0],
            "strength": strength,
            "units": count,
            "cost": 0,
        }
        if strength < total or any(island_cut_off(game, name, sieger) for name in chosen):
            result["outcome"] = "too_weak"
        elif not can_pay_power(game, sieger, "military", count - 1):
            result["outcome"] = "cannot_pay"
        else:
            if count > 1:
                lose_power(game, sieger, "military", count - 1, SIEGE)
            result["cost"] = count - 1
            effects(game, local, result)
            return
        result["provinces"] = {name: result["outcome"] for name in chosen}
        game.log(
            "siege", sieger, rule=SIEGE, **{k: v for k, v in result.items() if k != "provinces"}
        )
        game.end(result)

    @step
    @implements(SIEGE, "interpretation:EUPOP-K6")
    def react_next(self, game: Game, local: Local) -> None:
        """Step 4: each sieged province's lawful owner, once, in the order chosen."""
        if not local["reacting"]:
            game.goto("resolve")
            return
        name = local["reacting"].pop(0)
        game.call("siege_reaction", then="react_next", sieger=local["realm"], province=name)

    @step
    @implements(SIEGE, "interpretation:EUPOP-B12", "interpretation:EUPOP-B16")
    def resolve(self, game: Game, local: Local) -> None:
        """Step 5 for each province, after the owners' reactions (rules/cards/reactions.py);
        step 6 then moves the ships out of the ports taken."""
        result: dict[str, Any] = local.pop("siege")
        outcomes: dict[str, str] = {}
        for name in local["chosen"]:
            outcomes[name] = outcome(game, local["realm"], name)
            game.log(
                "siege",
                local["realm"],
                rule=SIEGE,
                province=name,
                strength=result["strength"],
                units=result["units"],
                cost=result["cost"],
                outcome=outcomes[name],
            )
        result["outcome"] = outcomes[result["province"]]
        result["provinces"] = outcomes
        local["ended"] = result
        local["leaving"] = ships_to_leave(game.state, list(local["chosen"]))
        game.goto("leave_next")

    @step
    @implements(SIEGE, SHIPS_IN_PORT, "interpretation:EUPOP-B16", "interpretation:EUPOP-B19")
    def leave_next(self, game: Game, local: Local) -> None:
        forces = world(game.state)["forces"]
        while local["leaving"]:
            key = local["leaving"][0]
            if key not in forces or forces[key]["port"] is None:
                local["leaving"].pop(0)
                continue
            force = forces[key]
            zones = sorted(content_of(game).geography.provinces[str(force["port"])].faces)
            owner = force["realm"]
            if len(zones) > 1 and realm(game.state, owner)["player"] == "human":
                game.goto("ask_leave")
                return
            self._leave(game, local, bot_zone(zones))
            return
        game.end(local["ended"])

    @step
    @implements(SIEGE, SHIPS_IN_PORT, "interpretation:EUPOP-B16")
    def ask_leave(self, game: Game, local: Local) -> Decision:
        force = world(game.state)["forces"][local["leaving"][0]]
        port = str(force["port"])
        zones = sorted(content_of(game).geography.provinces[port].faces)
        options = tuple(Action("leave_to", zone, f"Sail out to {zone}") for zone in zones)
        return Decision(force["realm"], f"{port} has fallen: where do your ships sail?", options)

    def on_leave(self, game: Game, local: Local, action: Action) -> None:
        self._leave(game, local, str(action.argument))

    def _leave(self, game: Game, local: Local, zone: str) -> None:
        """Move the first leaving force out to ``zone``; fight there if a battle is due."""
        key = local["leaving"].pop(0)
        force = world(game.state)["forces"][key]
        port = force["port"]
        force["where"], force["port"] = zone, None
        game.log("ships_leave_port", force["realm"], rule=SIEGE, force=key, port=port, to=zone)
        owner = force["realm"]
        defender = zone_defender(game, owner, zone)
        if defender is not None and battle_due(game.state, content_of(game).geography, zone):
            game.call(
                battle.NAME,
                then="leave_next",
                where=zone,
                attacker=owner,
                defender=defender,
                active=local["realm"],
            )
            return
        game.goto("leave_next")
