"""Explore (eupop-aid Explore (1 1 + 1 1) (p. 12)), a generic action.

The realm pays 1 diplomatic and 1 military power (interpretation:EUPOP-X1). With Quest for
the New World it may first move one light ship to a distant sea zone that is not hostile
(EUPOP-X3). It rolls the exploration die and may reroll it twice at most, 1 diplomatic power
each; the last result counts. On a number it discovers a matching vacant territory, or a
province of an NPR, with a DNPR token or with another realm's town, in a distant area next to
its realm or (Quest) to its ships; on the failure face it pays 1 diplomatic power to discover a
territory of any number there, or loses a light ship in a distant sea zone (EUPOP-X2). A
discovered territory takes one of its colonists (EUPOP-X4); the area goes on its list of
discoveries; the first colonist on a distant continent adds that continent's trade cards
(eupop-aid Distant Trade (p. 35))."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.rules.exploration.distant import (
    EXPLORE,
    LIGHT_SHIP,
    discoveries,
    explorable_areas,
    ship_moves,
)
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.world.layout import world

DIPLOMATIC_COST = 1
MILITARY_COST = 1
REROLL_COST = 1
MOST_REROLLS = 2
FAILURE_PRICE = 1
FAILURE = 0
"""The exploration die's failure face (content ``dice.exploration_die``)."""


def _power(state: State, realm: str, kind: str) -> int:
    held: int = world(state)["players"][realm]["monarch_power"][kind]  # type: ignore[literal-required]
    return held


@implements(EXPLORE, "interpretation:EUPOP-X1", "interpretation:EUPOP-X2")
def offers(state: State, content: Content, realm: str) -> list[Action]:
    """Explore is offered to a human player realm that can pay and could discover something
    on some face of the die (the Quest ship's zones included)."""
    if not c.player_turn(state, realm):
        return []
    if _power(state, realm, "diplomatic") < DIPLOMATIC_COST:
        return []
    if _power(state, realm, "military") < MILITARY_COST:
        return []
    geography = content.geography
    zones = frozenset(zone for _, zone in ship_moves(state, geography, realm))
    areas = explorable_areas(state, geography, realm, zones)
    if not areas:
        return []
    faces = {face for face in content.dice.exploration_die if face != FAILURE}
    if not any(discoveries(state, geography, realm, face, areas) for face in sorted(faces)):
        return []
    label = (
        f"Explore ({DIPLOMATIC_COST} diplomatic and {MILITARY_COST} military power; "
        "roll the exploration die)"
    )
    return [Action("explore", None, label)]


class Explore(Procedure):
    """Pay, move the Quest's ship, roll (and reroll), then discover or fail."""

    name = "explore"

    @step
    @implements(EXPLORE, "interpretation:EUPOP-X1")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        if _power(game.state, realm, "diplomatic") < DIPLOMATIC_COST:
            raise ValueError(f"{realm} cannot pay to explore")
        if _power(game.state, realm, "military") < MILITARY_COST:
            raise ValueError(f"{realm} cannot pay to explore")
        lose_power(game, realm, "diplomatic", DIPLOMATIC_COST, EXPLORE)
        lose_power(game, realm, "military", MILITARY_COST, EXPLORE)
        local["rerolls"] = 0
        local["ship"] = None
        game.goto("ask_ship")

    @step(optional=True)
    @implements(EXPLORE, "interpretation:EUPOP-X3")
    def ask_ship(self, game: Game, local: Local) -> Decision | None:
        """With Quest for the New World: one light ship may sail to a distant sea zone."""
        realm = local["seat"]
        moves = ship_moves(game.state, content_of(game).geography, realm)
        if not moves:
            self._roll(game, local)
            return None
        actions = [
            Action("explore_ship", (key, zone), f"Sail a light ship of {key} to {zone}")
            for key, zone in moves
        ]
        actions.append(Action("explore_stay", None, "Move no ship"))
        return Decision(realm, "Explore: move a light ship first?", tuple(actions))

    def on_ship(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "explore_ship":
            assert isinstance(action.argument, tuple)
            key, zone = (str(part) for part in action.argument)
            realm = local["seat"]
            if (key, zone) not in ship_moves(game.state, content_of(game).geography, realm):
                raise ValueError(f"{realm} may not sail {key} to {zone}")
            force = world(game.state)["forces"][key]
            start = force["port"] or force["where"]
            target = c.loose_force(game.state, realm, zone, None)
            c.move_units(game.state, key, LIGHT_SHIP, target)
            local["ship"] = target
            game.log("explore_ship_moved", realm, rule=EXPLORE, start=start, zone=zone)
        self._roll(game, local)

    @staticmethod
    @implements(EXPLORE)
    def _roll(game: Game, local: Local) -> None:
        realm = local["seat"]
        faces = content_of(game).dice.exploration_die
        value = game.roll("exploration die", sides=len(faces), seat=realm, rule=EXPLORE)
        local["face"] = faces[value - 1]
        game.log("exploration_die", realm, rule=EXPLORE, face=local["face"])
        game.goto("ask_reroll")

    @step(optional=True)
    @implements(EXPLORE, "interpretation:EUPOP-X1")
    def ask_reroll(self, game: Game, local: Local) -> Decision | None:
        """Twice at most, for 1 diplomatic power each; the last result counts."""
        realm = local["seat"]
        if (
            local["rerolls"] >= MOST_REROLLS
            or _power(game.state, realm, "diplomatic") < REROLL_COST
        ):
            game.goto("ask_discovery")
            return None
        face = local["face"]
        shown = "the failure face" if face == FAILURE else str(face)
        actions = (
            Action("explore_reroll", None, f"Reroll ({REROLL_COST} diplomatic power)"),
            Action("explore_keep", None, f"Keep {shown}"),
        )
        return Decision(realm, f"Explore: the die shows {shown}", actions)

    def on_reroll(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "explore_keep":
            game.goto("ask_discovery")
            return
        local["rerolls"] += 1
        lose_power(game, local["seat"], "diplomatic", REROLL_COST, EXPLORE)
        self._roll(game, local)

    def _choices(self, game: Game, local: Local) -> tuple[list[str], list[str]]:
        """(provinces discoverable on the die's face, territories the failure face may buy)."""
        state, realm = game.state, local["seat"]
        geography = content_of(game).geography
        areas = explorable_areas(state, geography, realm)
        face = local["face"]
        if face != FAILURE:
            return discoveries(state, geography, realm, int(face), areas), []
        if _power(state, realm, "diplomatic") < FAILURE_PRICE:
            return [], []
        return [], discoveries(state, geography, realm, None, areas)

    @step(optional=True)
    @implements(EXPLORE, "interpretation:EUPOP-X2")
    def ask_discovery(self, game: Game, local: Local) -> Decision | None:
        realm = local["seat"]
        found, bought = self._choices(game, local)
        if local["face"] != FAILURE and not found:
            game.log("nothing_discovered", realm, rule=EXPLORE, face=local["face"])
            game.end(None)
            return None
        actions = [Action("explore_discover", name, f"Discover {name}") for name in found]
        actions += [
            Action("explore_pay", name, f"Pay {FAILURE_PRICE} diplomatic power: discover {name}")
            for name in bought
        ]
        if local["face"] == FAILURE:
            actions.append(Action("explore_fail", None, "Discover nothing (lose a light ship)"))
        return Decision(realm, "Explore: what do you discover?", tuple(actions))

    def on_discovery(self, game: Game, local: Local, action: Action) -> None:
        realm = local["seat"]
        found, bought = self._choices(game, local)
        if action.verb == "explore_fail":
            self._lose_ship(game, local)
            game.end(None)
            return
        name = str(action.argument)
        if name not in (found if action.verb == "explore_discover" else bought):
            raise ValueError(f"{realm} may not discover {name}")
        if action.verb == "explore_pay":
            lose_power(game, realm, "diplomatic", FAILURE_PRICE, EXPLORE)
        discover(game, realm, name)
        game.end(None)

    @staticmethod
    @implements(EXPLORE, "interpretation:EUPOP-X2")
    def _lose_ship(game: Game, local: Local) -> None:
        """The failure face unpaid: a light ship of the realm in a distant sea zone is lost
        (the one the Quest moved first, else the first force in a distant zone)."""
        state, realm = game.state, local["seat"]
        geography = content_of(game).geography
        forces = world(state)["forces"]
        keys = [local["ship"]] if local["ship"] in forces else []
        keys += [
            key
            for key in sorted(forces)
            if forces[key]["realm"] == realm
            and forces[key]["port"] is None
            and forces[key]["where"] in geography.sea_zones
            and geography.sea_zones[forces[key]["where"]].distant
        ]
        for key in keys:
            if forces[key]["units"].get(LIGHT_SHIP, 0) > 0:
                zone = forces[key]["where"]
                c.take_units(state, key, LIGHT_SHIP)
                supply = world(state)["supply"].get(realm)
                if supply is not None:
                    supply["light_ships"] += 1
                game.log("explore_ship_lost", realm, rule=EXPLORE, zone=zone)
                return
        game.log("explore_failed", realm, rule=EXPLORE)


@implements(EXPLORE, "eupop-aid:Distant Trade (p. 35)", "interpretation:EUPOP-X4")
def discover(game: Game, realm: str, name: str) -> None:
    """The province is discovered: its area joins the realm's discoveries; a vacant territory
    takes a colonist of the realm's mat (else of its supply); the first colonist on a distant
    continent adds its trade cards. A Bot discovers the same way, on its Bot mat (its EXPLORE
    chart, bots/charts/explore.py)."""
    state, content = game.state, content_of(game)
    geography = content.geography
    here = geography.provinces[name].area
    mat = world(state)["players"].get(realm) or world(state)["bots"][realm]
    if here not in mat["discovered"]:
        mat["discovered"].append(here)
        mat["discovered"].sort()
    game.log("discovered", realm, rule=EXPLORE, province=name, area=here)
    if geography.provinces[name].territory is None:
        return
    supply = world(state)["supply"][realm]
    if mat["colonists"] > 0:
        mat["colonists"] -= 1
    elif supply["colonists"] > 0:
        supply["colonists"] -= 1
    else:
        game.log("no_colonist", realm, rule=EXPLORE, province=name)
        return
    world(state)["map"]["provinces"][name]["colonist"] = realm
    game.log("colonist_placed", realm, rule=EXPLORE, province=name)
    open_distant_trade(game, content, geography.areas[here].continent)


PROCEDURES: tuple[Procedure, ...] = (Explore(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (MenuEntry("explore", "explore", offers, EXPLORE),)
