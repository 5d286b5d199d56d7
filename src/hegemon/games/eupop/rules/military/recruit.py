"""The Recruit Units action (eupop-aid Recruit Units (p. 17)): pay 1 military power, then
recruit unit by unit, each paid in ducats as the Costs table says, until the realm stops.

Regular units and mercenaries go to areas holding an own province of the realm or of one of
its vassals and no unit hostile to it; allied units to the realm's own areas or an active
NPR ally's. Regular units take 1 available manpower, allied units 1 from the realm's allied
pool (never manpower). Regular and allied units use military capacity, mercenaries none but
at most 3 a turn; ships come from an own port, one per port (two from a large one), docked
there or in a non-hostile sea zone it faces. Capacity, mercenaries and ports are a budget of
the turn shared with every other unit put on the board in it (:mod:`..world.muster`). Only
regular infantry and light ships stand outside an army or fleet: another unit joins the
realm's army or fleet in that space, or a new one from the supply (interpretation:
EUPOP-M2, EUPOP-M3, EUPOP-W7)."""

from __future__ import annotations

from collections.abc import Callable
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
from hegemon.games.eupop.world import allied, muster
from hegemon.games.eupop.world.hostility import Outlook, outlook, sea_zone_status
from hegemon.games.eupop.world.layout import own_provinces, port_active, unit_count, vassals, world
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
REGULAR_KINDS = ("infantry", "cavalry", "artillery")
"""Units paid with 1 available manpower."""
ALLIED_KINDS = ("allied_infantry", "allied_cavalry")
"""Units paid with 1 allied unit of the realm's allied pool (interpretation:EUPOP-W7)."""
MERCENARIES = ("mercenary_infantry", "mercenary_cavalry", "mercenary_artillery")
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
    slot: bool = False
    """A light ship put on a vacant trade-protection slot of the sea zone ``where``."""

    @property
    def argument(self) -> tuple[str, ...]:
        """The action argument naming it: [kind, where, source] (+ "slot")."""
        plain = (self.kind, self.where, self.source)
        return (*plain, "slot") if self.slot else plain

    @classmethod
    def of(cls, argument: object) -> Recruitment:
        assert isinstance(argument, (tuple, list))
        values = [str(value) for value in argument]
        return cls(values[0], values[1], values[2], len(values) > 3 and values[3] == "slot")

    def label(self, docked: bool) -> str:
        place = f"docked in {self.source}" if docked else f"in {self.where}"
        if self.kind in SHIP_KINDS and not docked:
            place += f" (from {self.source})"
        if self.slot:
            place += " on a trade-protection slot"
        extra = ", 1 manpower" if self.kind in REGULAR_KINDS else ""
        extra = ", 1 allied unit" if self.kind in ALLIED_KINDS else extra
        name = self.kind.replace("_", " ")
        return f"Recruit 1 {name} {place}: {COST[self.kind]} ducats{extra}"


@implements(c.CAPACITIES, c.MC, c.REGULAR, c.ALLIED, "interpretation:EUPOP-M2")
def capacity_left(state: State, content: Content, realm: str, source: str, where: str) -> int:
    """Units ``realm`` may still put in the area this turn on the capacity of ``source``
    (itself, or an active NPR ally): the turn's budget (:mod:`..world.muster`)."""
    return muster.capacity_left(state, content.geography, realm, source, where)


def _supplied(state: State, realm: str, kind: str) -> bool:
    figure = FIGURE.get(kind)
    return figure is None or world(state)["supply"][realm][figure] > 0  # type: ignore[literal-required]


def _needs_army(kind: str) -> bool:
    return kind not in c.LOOSE_KINDS


Armies = dict[tuple[str, str | None], str]
"""(space, port) → the realm's first army or fleet there, by id."""


def _armies(state: State, realm: str) -> Armies:
    """The realm's armies and fleets by space and port, the forces read once."""
    forces = world(state)["forces"]
    found: Armies = {}
    for key in sorted(forces):
        force = forces[key]
        if force["realm"] == realm and force["army"]:
            found.setdefault((force["where"], force["port"]), key)
    return found


def _army_at(state: State, realm: str, where: str, port: str | None) -> str | None:
    return _armies(state, realm).get((where, port))


def _room_for_army(state: State, realm: str, armies: Armies, where: str, ship: bool) -> bool:
    """An army (a fleet) of the realm in the space, or one left in its supply."""
    if (where, None) in armies:
        return True
    return world(state)["supply"][realm]["fleets" if ship else "armies"] > 0


def _hostile_places(state: State, seen: Outlook) -> set[str]:
    """The spaces holding a unit hostile to the realm (``hostile_units_in`` for every space
    at once, the forces read once)."""
    return {
        force["where"]
        for force in world(state)["forces"].values()
        if unit_count(force) > 0 and seen.hostile(force["realm"])
    }


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


@implements(c.REGULAR, c.MERCENARY, "interpretation:EUPOP-M2")
def recruiting_areas(
    state: State, content: Content, realm: str, hostile: set[str] | None = None
) -> list[str]:
    """Areas where regular and mercenary units may be recruited: those holding an own
    province of the realm or of one of its vassals, and no unit hostile to the realm
    (``hostile``: the spaces holding one, when the caller has them)."""
    geography = content.geography
    if hostile is None:
        hostile = _hostile_places(state, outlook(state, realm))
    names = set(realm_areas(state, geography, realm))
    for vassal in vassals(state, realm):
        names.update(realm_areas(state, geography, vassal))
    return [name for name in sorted(names) if name not in hostile]


@implements(c.RECRUIT, c.REGULAR, c.ALLIED, c.MERCENARY, c.SHIPS_RULE, c.COSTS)
def recruitments(
    state: State, content: Content, realm: str, free: bool = False
) -> list[Recruitment]:
    """Every unit the realm may recruit next and can pay for: regular units from its
    manpower, allied units from its allied pool (interpretation:EUPOP-W7), all on this
    turn's budget (:mod:`hegemon.games.eupop.world.muster`). ``free``: no ducats are paid
    (a unit an event gives)."""
    mat = world(state)["players"][realm]
    ducats, manpower = mat["ducats"], mat["manpower"]["available"]
    pool = allied.available(state, realm)
    cannons = CANNONS in mat["ideas"]
    seen = outlook(state, realm)
    geography = content.geography
    found: list[Recruitment] = []

    def payable(kind: str) -> bool:
        if (not free and COST[kind] > ducats) or not _supplied(state, realm, kind):
            return False
        if kind in REGULAR_KINDS and manpower < 1:
            return False
        if kind in ALLIED_KINDS and pool < 1:
            return False
        return cannons or not kind.endswith("artillery")

    own = set(realm_areas(state, geography, realm))
    mercenaries = muster.mercenaries_left(state, realm) > 0
    armies = _armies(state, realm)
    hostile = _hostile_places(state, seen)
    for where in recruiting_areas(state, content, realm, hostile):
        army = _room_for_army(state, realm, armies, where, ship=False)
        kinds = [k for k in (*REGULAR_KINDS, *MERCENARIES) if payable(k)]
        if where in own:
            kinds.extend(k for k in ALLIED_KINDS if payable(k))
        room: int | None = None
        for kind in kinds:
            if _needs_army(kind) and not army:
                continue
            if kind in MERCENARIES:
                if mercenaries:
                    found.append(Recruitment(kind, where, realm))
                continue
            if room is None:
                room = capacity_left(state, content, realm, realm, where)
            if room > 0:
                found.append(Recruitment(kind, where, realm))
    allied_kinds = [k for k in ALLIED_KINDS if payable(k)]
    allies = sorted(world(state)["realms"][realm]["active_allies"]) if allied_kinds else []
    for ally in allies:
        for where in realm_areas(state, geography, ally):
            if where in hostile or where in own:
                continue
            if not _room_for_army(state, realm, armies, where, ship=False):
                continue
            if capacity_left(state, content, realm, ally, where) < 1:
                continue
            found.extend(Recruitment(k, where, ally) for k in allied_kinds)
    found.extend(_ship_recruitments(state, content, realm, payable, seen, armies))
    return found


@implements(
    c.SHIPS_RULE, c.NC, c.SHIPS_IN_PORT, "interpretation:EUPOP-M3", "interpretation:EUPOP-M12"
)
def _ship_recruitments(
    state: State,
    content: Content,
    realm: str,
    payable: Callable[[str], bool],
    seen: Outlook,
    armies: Armies,
) -> list[Recruitment]:
    geography = content.geography
    found = []
    for name in own_provinces(state, realm):
        info = geography.provinces[name]
        if info.port is None:
            continue
        if not port_active(state, geography, name):
            continue
        if muster.port_ships_left(state, geography, realm, name) < 1:
            continue
        zones = [z for z in info.faces if sea_zone_status(state, geography, seen, z) != "hostile"]
        for kind in SHIP_KINDS:
            if not payable(kind):
                continue
            galley = kind == "galley"
            fleet = armies.get((info.area, name)) if _needs_army(kind) else None
            if (
                (not galley or c.port_in_galley_waters(geography, name))
                and (not _needs_army(kind) or fleet or world(state)["supply"][realm]["fleets"])
                and port_room(state, content, name, 1, fleet)
            ):
                found.append(Recruitment(kind, info.area, name))
            for zone in zones:
                if galley and not geography.sea_zones[zone].galleys:
                    continue
                if _room_for_army(state, realm, armies, zone, ship=True) or not _needs_army(kind):
                    found.append(Recruitment(kind, zone, name))
                if kind == "light_ship" and _vacant_slots(state, content, zone) > 0:
                    found.append(Recruitment(kind, zone, name, slot=True))
    return found


def _vacant_slots(state: State, content: Content, zone: str) -> int:
    taken = len(world(state)["map"]["sea_zones"][zone]["trade_protection"])
    return content.geography.sea_zones[zone].trade_protection - taken


def _describe(state: State, content: Content, recruitment: Recruitment) -> str:
    is_docked = recruitment.kind in SHIP_KINDS and recruitment.where in content.geography.areas
    return recruitment.label(is_docked)


@implements(c.RECRUIT)
def recruit_offers(state: State, content: Content, realm: str) -> list[Action]:
    """The Recruit Units action, for a human realm with 1 military power that can pay for
    at least one unit."""
    if not c.player_turn(state, realm) or c.military_power(state, realm) < c.ACTION_COST:
        return []
    if not recruitments(state, content, realm):
        return []
    label = f"Recruit units: pay {c.ACTION_COST} military power, then each unit's ducats"
    return [Action("recruit", None, label)]


@implements(c.RECRUIT, c.ARMIES, c.COSTS, c.CAPACITIES, "interpretation:EUPOP-M2")
def place(
    state: State, content: Content, realm: str, recruitment: Recruitment
) -> tuple[str | None, str | None]:
    """Put one unit on the board, ducats aside: its figure from the supply, a regular unit's
    manpower or an allied unit's pool, the turn's budget (capacity, mercenaries, the port's
    ships), and the force it joins (None for a light ship put on a trade-protection slot).
    Returns (force, port)."""
    kind, where, source = recruitment.kind, recruitment.where, recruitment.source
    typed = world(state)
    figure = FIGURE.get(kind)
    if figure is not None:
        typed["supply"][realm][figure] -= 1  # type: ignore[literal-required]
    if kind in REGULAR_KINDS:
        typed["players"][realm]["manpower"]["available"] -= 1
    elif kind in ALLIED_KINDS:
        allied.pool(state, realm)["available"] -= 1
    port: str | None = None
    if kind in SHIP_KINDS:
        muster.use_port(state, realm, source)
        port = source if where in content.geography.areas else None
    elif kind in MERCENARIES:
        muster.use_mercenary(state, realm)
    else:
        muster.use_capacity(state, content.geography, realm, source, where)
    if recruitment.slot:
        typed["map"]["sea_zones"][where]["trade_protection"].append(realm)
        return None, None
    if _needs_army(kind):
        key = _army_at(state, realm, where, port) or c.new_force(
            state, realm, where, port, army=True
        )
    else:
        key = c.loose_force(state, realm, where, port)
    c.add_units(state, key, kind)
    return key, port


class Recruit(Procedure):
    """Called with ``seat`` (the recruiting realm) and ``argument`` (None)."""

    name = "recruit"

    @step
    @implements(c.RECRUIT, "interpretation:EUPOP-M1")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        c.pay_military(game, realm, c.ACTION_COST, c.RECRUIT)
        local["recruited"] = 0
        game.goto("ask_unit")

    @step
    def ask_unit(self, game: Game, local: Local) -> Decision:
        realm = local["seat"]
        content = content_of(game)
        actions = [
            Action("recruit_unit", r.argument, _describe(game.state, content, r))
            for r in recruitments(game.state, content, realm)
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
        recruitment = Recruitment.of(action.argument)
        kind, where = recruitment.kind, recruitment.where
        state, content = game.state, content_of(game)
        if recruitment not in recruitments(state, content, realm):
            raise ValueError(f"{realm} cannot recruit {kind} in {where}")
        lose_ducats(game, realm, COST[kind], c.COSTS, reason=f"recruit {kind}")
        key, port = place(state, content, realm, recruitment)
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
