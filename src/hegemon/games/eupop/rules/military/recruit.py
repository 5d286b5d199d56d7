"""The Recruit Units action (eupop-aid Recruit Units (p. 17)): pay 1 military power, then
recruit unit by unit, each paid in ducats as the Costs table says, until the realm stops.

Land units go to areas of the realm's own provinces holding no unit hostile to it (allied
units also to an active NPR ally's areas); regular and allied ones use the military
capacity there (once a province has given its capacity to an area, it gives none to another
area this turn), mercenaries none but at most 3 a turn. Ships come from an own port, one
per port (two from a large one), docked there or in a non-hostile sea zone it faces.
Only regular infantry and light ships stand outside an army or fleet: another unit joins
the realm's army or fleet in that space, or a new one from the supply (interpretation:
EUPOP-M2, EUPOP-M3)."""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_ducats
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.capacity import military_capacity_sources
from hegemon.games.eupop.world.hostility import hostile_units_in, outlook, sea_zone_status
from hegemon.games.eupop.world.layout import is_own, port_active, world
from hegemon.games.eupop.world.realms import realm_areas

COST: dict[str, int] = {
    "infantry": 2,
    "cavalry": 5,
    "artillery": 6,
    "mercenary_infantry": 4,
    "mercenary_cavalry": 7,
    "mercenary_artillery": 8,
    "allied_infantry": 0,
    "allied_cavalry": 3,
    "light_ship": 4,
    "heavy_ship": 10,
    "galley": 2,
}
"""Ducats per unit (eupop-aid Costs)."""
FIGURE = {
    "infantry": "infantry",
    "cavalry": "cavalry",
    "artillery": "artillery",
    "allied_infantry": "infantry",
    "allied_cavalry": "cavalry",
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "galley": "galleys",
}
"""Unit kind → the supply's count of its figure (mercenaries take none: they come from and
go back to the box, interpretation:EUPOP-M2)."""
MANPOWER_KINDS = ("infantry", "cavalry", "artillery", "allied_infantry", "allied_cavalry")
MERCENARIES = ("mercenary_infantry", "mercenary_cavalry", "mercenary_artillery")
MERCENARY_LIMIT = 3
SHIP_KINDS = ("light_ship", "heavy_ship", "galley")
CANNONS = "cannons"
PORT_LIMIT = {False: 2, True: 4}
"""Ships a small and a large port hold (eupop-aid Ships in Port)."""
SINGLE_FLEET_LIMIT = 6


@dataclass(frozen=True)
class Recruitment:
    kind: str
    where: str
    """An area, or a sea zone for a ship put to sea."""
    source: str
    """The port a ship comes from; the realm whose capacity a land unit uses."""

    def label(self, docked: bool) -> str:
        place = f"docked in {self.source}" if docked else f"in {self.where}"
        if self.kind in SHIP_KINDS and not docked:
            place += f" (from {self.source})"
        extra = ", 1 manpower" if self.kind in MANPOWER_KINDS else ""
        name = self.kind.replace("_", " ")
        return f"Recruit 1 {name} {place}: {COST[self.kind]} ducats{extra}"


def _capacity_key(source: str, where: str) -> str:
    return f"{source}|{where}"


@implements(c.CAPACITIES, c.MC, c.REGULAR, c.ALLIED, "interpretation:EUPOP-M2")
def capacity_left(state: State, content: Content, source: str, where: str, local: Local) -> int:
    """Units the realm ``source`` may still put in the area this turn: its capacity there,
    without the provinces that gave theirs to another area this turn, less what it used."""
    used: dict[str, dict[str, object]] = local.get("capacity", {})
    key = _capacity_key(source, where)
    if key in used:
        given = used[key]
        return int(str(given["capacity"])) - int(str(given["used"]))
    spent = {
        str(name)
        for other, given in used.items()
        if other.split("|")[0] == source
        for name in given["sources"]  # type: ignore[attr-defined]
    }
    geography = content.geography
    names = military_capacity_sources(state, geography, source, where, spent)
    return sum(_value(state, content, name) for name in names)


def _value(state: State, content: Content, name: str) -> int:
    plus = 1 if world(state)["map"]["provinces"][name]["plus_one"] else 0
    return content.geography.provinces[name].tax_value + plus


def _use_capacity(game: Game, local: Local, source: str, where: str) -> None:
    used = local.setdefault("capacity", {})
    key = _capacity_key(source, where)
    if key not in used:
        spent = {
            str(name)
            for other, given in used.items()
            if other.split("|")[0] == source
            for name in given["sources"]
        }
        content = content_of(game)
        names = military_capacity_sources(game.state, content.geography, source, where, spent)
        capacity = sum(_value(game.state, content, name) for name in names)
        used[key] = {"capacity": capacity, "used": 0, "sources": names}
    used[key]["used"] += 1


def _supplied(state: State, realm: str, kind: str) -> bool:
    figure = FIGURE.get(kind)
    return figure is None or world(state)["supply"][realm][figure] > 0  # type: ignore[literal-required]


def _needs_army(kind: str) -> bool:
    return kind not in c.LOOSE_KINDS


def _army_at(state: State, realm: str, where: str, port: str | None) -> str | None:
    forces = world(state)["forces"]
    for key in sorted(forces):
        force = forces[key]
        if (
            force["realm"] == realm
            and force["army"]
            and force["where"] == where
            and force["port"] == port
        ):
            return key
    return None


def _room_for_army(state: State, realm: str, where: str, port: str | None, ship: bool) -> bool:
    if _army_at(state, realm, where, port) is not None:
        return True
    return world(state)["supply"][realm]["fleets" if ship else "armies"] > 0


def docked(state: State, port: str) -> list[tuple[str, int]]:
    """(force, ships) docked in the port."""
    return [
        (key, c.ships(force))
        for key, force in sorted(world(state)["forces"].items())
        if force["port"] == port
    ]


@implements(c.SHIPS_IN_PORT)
def port_room(state: State, content: Content, port: str, arriving: int, fleet: str | None) -> bool:
    """Whether ``arriving`` more ships fit in the port: 2 in a small port, 4 in a large one,
    6 in a large one when they are all one fleet (``fleet`` names the fleet they join)."""
    large = content.geography.provinces[port].large_port
    present = docked(state, port)
    total = sum(count for _, count in present) + arriving
    if total <= PORT_LIMIT[large]:
        return True
    single = large and all(key == fleet for key, _ in present) and fleet is not None
    return single and total <= SINGLE_FLEET_LIMIT


@implements(c.RECRUIT, c.REGULAR, c.ALLIED, c.MERCENARY, c.SHIPS_RULE, c.COSTS)
def recruitments(state: State, content: Content, realm: str, local: Local) -> list[Recruitment]:
    """Every unit the realm may recruit next and can pay for."""
    mat = world(state)["players"][realm]
    ducats, manpower = mat["ducats"], mat["manpower"]["available"]
    cannons = CANNONS in mat["ideas"]
    seen = outlook(state, realm)
    geography = content.geography
    found: list[Recruitment] = []

    def payable(kind: str) -> bool:
        if COST[kind] > ducats or not _supplied(state, realm, kind):
            return False
        if kind in MANPOWER_KINDS and manpower < 1:
            return False
        return cannons or not kind.endswith("artillery")

    own = [a for a in realm_areas(state, geography, realm) if not hostile_units_in(state, seen, a)]
    mercenaries = local.get("mercenaries", 0) < MERCENARY_LIMIT
    for where in own:
        army = _room_for_army(state, realm, where, None, ship=False)
        for kind in ("infantry", "cavalry", "artillery", *MERCENARIES, *ALLIED_KINDS):
            if not payable(kind) or (_needs_army(kind) and not army):
                continue
            if kind in MERCENARIES:
                if mercenaries:
                    found.append(Recruitment(kind, where, realm))
            elif kind in ALLIED_KINDS and not world(state)["realms"][realm]["active_allies"]:
                continue
            elif capacity_left(state, content, realm, where, local) > 0:
                found.append(Recruitment(kind, where, realm))
    for ally in sorted(world(state)["realms"][realm]["active_allies"]):
        for where in realm_areas(state, geography, ally):
            if hostile_units_in(state, seen, where) or where in own:
                continue
            if not _room_for_army(state, realm, where, None, ship=False):
                continue
            if capacity_left(state, content, ally, where, local) < 1:
                continue
            found.extend(Recruitment(k, where, ally) for k in ALLIED_KINDS if payable(k))
    found.extend(_ship_recruitments(state, content, realm, local, payable))
    return found


ALLIED_KINDS = ("allied_infantry", "allied_cavalry")


@implements(c.SHIPS_RULE, c.NC, c.SHIPS_IN_PORT, "interpretation:EUPOP-M3")
def _ship_recruitments(
    state: State, content: Content, realm: str, local: Local, payable: object
) -> list[Recruitment]:
    assert callable(payable)
    geography = content.geography
    seen = outlook(state, realm)
    used: dict[str, int] = local.get("ports", {})
    found = []
    for name in sorted(world(state)["map"]["provinces"]):
        info = geography.provinces[name]
        if info.port is None or not is_own(state, name, realm):
            continue
        if not port_active(state, geography, name):
            continue
        if used.get(name, 0) >= (2 if info.large_port else 1):
            continue
        zones = [z for z in info.faces if sea_zone_status(state, geography, seen, z) != "hostile"]
        for kind in SHIP_KINDS:
            if not payable(kind):
                continue
            fleet = _army_at(state, realm, info.area, name) if _needs_army(kind) else None
            if (not _needs_army(kind) or fleet or world(state)["supply"][realm]["fleets"]) and (
                port_room(state, content, name, 1, fleet)
            ):
                found.append(Recruitment(kind, info.area, name))
            for zone in zones:
                if _room_for_army(state, realm, zone, None, ship=True) or not _needs_army(kind):
                    found.append(Recruitment(kind, zone, name))
    return found


def _describe(state: State, content: Content, recruitment: Recruitment) -> str:
    is_docked = recruitment.kind in SHIP_KINDS and recruitment.where in content.geography.areas
    return recruitment.label(is_docked)


@implements(c.RECRUIT)
def recruit_offers(state: State, content: Content, realm: str) -> list[Action]:
    """The Recruit Units action, for a human realm with 1 military power that can pay for
    at least one unit."""
    if not c.player_turn(state, realm) or c.military_power(state, realm) < c.ACTION_COST:
        return []
    if not recruitments(state, content, realm, {}):
        return []
    label = f"Recruit units: pay {c.ACTION_COST} military power, then each unit's ducats"
    return [Action("recruit", None, label)]


class Recruit(Procedure):
    """Called with ``seat`` (the recruiting realm) and ``argument`` (None)."""

    name = "recruit"

    @step
    @implements(c.RECRUIT, "interpretation:EUPOP-M1")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        c.pay_military(game, realm, c.ACTION_COST, c.RECRUIT)
        local.update(mercenaries=0, capacity={}, ports={}, recruited=0)
        game.goto("ask_unit")

    @step
    def ask_unit(self, game: Game, local: Local) -> Decision:
        realm = local["seat"]
        content = content_of(game)
        actions = [
            Action("recruit_unit", (r.kind, r.where, r.source), _describe(game.state, content, r))
            for r in recruitments(game.state, content, realm, local)
        ]
        actions.append(Action("recruit_done", None, "Stop recruiting"))
        prompt = f"Recruit units ({local['recruited']} so far): which next?"
        return Decision(realm, prompt, tuple(actions))

    @implements(c.RECRUIT, c.ARMIES, c.COSTS)
    def on_unit(self, game: Game, local: Local, action: Action) -> None:
        realm = local["seat"]
        if action.verb == "recruit_done":
            game.log("recruit_done", realm, rule=c.RECRUIT, count=local["recruited"])
            game.end(None)
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        kind, where, source = (str(value) for value in argument)
        state, content = game.state, content_of(game)
        if Recruitment(kind, where, source) not in recruitments(state, content, realm, local):
            raise ValueError(f"{realm} cannot recruit {kind} in {where}")
        lose_ducats(game, realm, COST[kind], c.COSTS, reason=f"recruit {kind}")
        typed = world(state)
        figure = FIGURE.get(kind)
        if figure is not None:
            typed["supply"][realm][figure] -= 1  # type: ignore[literal-required]
        if kind in MANPOWER_KINDS:
            typed["players"][realm]["manpower"]["available"] -= 1
        port: str | None = None
        if kind in SHIP_KINDS:
            local["ports"][source] = local["ports"].get(source, 0) + 1
            port = source if where in content.geography.areas else None
        elif kind in MERCENARIES:
            local["mercenaries"] += 1
        else:
            _use_capacity(game, local, source, where)
        if _needs_army(kind):
            key = _army_at(state, realm, where, port) or c.new_force(
                state, realm, where, port, army=True
            )
        else:
            key = c.loose_force(state, realm, where, port)
        c.add_units(state, key, kind)
        local["recruited"] += 1
        game.log(
            "unit_recruited",
            realm,
            rule=c.RECRUIT,
            unit=kind,
            where=where,
            port=port,
            force=key,
            ducats=COST[kind],
        )
        game.goto("ask_unit")


MENU_ENTRY = MenuEntry("recruit", "recruit", recruit_offers, c.RECRUIT)
