"""What a hit, a wound and a captured ship do to the board (aid "4. Assign Casualties",
"5A. Wounded Generals/Admirals", "5B. Captured Enemy Ships")."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.rules.battle.sides import (
    CAPTURED,
    CASUALTIES,
    HEAVY,
    WOUNDED,
    SideData,
    forces_of,
)
from hegemon.games.eupop.rules.characters.cards import discard
from hegemon.games.eupop.rules.economy.treasury import remove_units
from hegemon.games.eupop.world.allied import ALLIED_FIGURES, figure_back
from hegemon.games.eupop.world.layout import REBELS, world
from hegemon.games.eupop.world.records import Force

REGULARS = {"infantry": "infantry", "cavalry": "cavalry", "artillery": "artillery"}
SHIP_SUPPLY = {
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "damaged_heavy_ship": "heavy_ships",
    "galley": "galleys",
}


@implements(CASUALTIES, "interpretation:EUPOP-B5")
def take_hit(game: Game, where: str, victim: str, kind: str) -> str | None:
    """One hit on one unit of ``kind`` of the realm (its force with the lowest id holding
    one). A heavy ship turns over on its first hit. A regular unit goes back to the supply,
    its manpower exhausted; mercenaries and allied units are discarded (an allied unit's
    figure back to the supply, interpretation:EUPOP-W7); a ship sunk goes back to its
    owner's supply; rebels go back to the box. Returns the kind destroyed, or
    None when the hit only damaged a heavy ship."""
    state = world(game.state)
    force_id = next(
        key for key, force in forces_of(game.state, where, [victim]) if force["units"].get(kind)
    )
    force = state["forces"][force_id]
    if kind == "heavy_ship":
        force["units"]["heavy_ship"] -= 1
        if not force["units"]["heavy_ship"]:
            del force["units"]["heavy_ship"]
        force["units"]["damaged_heavy_ship"] = force["units"].get("damaged_heavy_ship", 0) + 1
        game.log("casualty", victim, rule=CASUALTIES, force=force_id, unit=kind, result="damaged")
        return None
    remove_units(game, force_id, kind, 1)
    if victim == REBELS:
        state["box"]["rebels"] += 1
    elif victim in state["supply"]:
        if kind in REGULARS:
            supply = state["supply"][victim]
            if kind == "infantry":
                supply["infantry"] += 1
            elif kind == "cavalry":
                supply["cavalry"] += 1
            else:
                supply["artillery"] += 1
            manpower = state["players"][victim]["manpower"]
            manpower["exhausted"] += 1
            game.log("manpower", victim, rule=CASUALTIES, change=0, casualty=1, **manpower)
        elif kind in SHIP_SUPPLY:
            _return_ship(game, victim, kind)
        elif kind in ALLIED_FIGURES:
            figure_back(game.state, victim, kind)
    game.log("casualty", victim, rule=CASUALTIES, force=force_id, unit=kind, result="destroyed")
    return kind


def _return_ship(game: Game, realm_name: str, kind: str) -> None:
    supply = world(game.state)["supply"][realm_name]
    if SHIP_SUPPLY[kind] == "light_ships":
        supply["light_ships"] += 1
    elif SHIP_SUPPLY[kind] == "heavy_ships":
        supply["heavy_ships"] += 1
    else:
        supply["galleys"] += 1


@implements(WOUNDED, "interpretation:EUPOP-B6")
def wound(game: Game, side: SideData, owner: str, count: int) -> None:
    """The side's leader takes ``count`` wounds; the second wound a leader has taken kills
    it (its card is discarded). One wound is kept in ``wounded`` between battles."""
    leader = side["leader"]
    if leader is None or count <= 0:
        return
    state = world(game.state)
    wounded = state.setdefault("wounded", [])
    total = count + (1 if leader in wounded else 0)
    if total < 2:
        wounded.append(leader)
        game.log("leader_wounded", owner, rule=WOUNDED, leader=leader)
        return
    if leader in wounded:
        wounded.remove(leader)
    if side["leader_force"] is not None and side["leader_force"] in state["forces"]:
        state["forces"][side["leader_force"]]["leader"] = None
    elif owner in state["players"] and leader in state["players"][owner]["leaders"]:
        state["players"][owner]["leaders"].remove(leader)
    discard(game, leader)
    side["leader"], side["leader_force"] = None, None
    game.log("leader_dies", owner, rule=WOUNDED, leader=leader)


CAPTURE_ORDER = ("galley", "light_ship", "damaged_heavy_ship", "heavy_ship")


@implements(CAPTURED, "interpretation:EUPOP-B7")
def capture(game: Game, where: str, winner: str, sunk: list[str], count: int) -> list[str]:
    """The victor takes up to ``count`` of the ships it sank in the last roll, the loser
    giving its cheapest first; each becomes one of the victor's own ships from its supply
    (a heavy ship damaged). It joins the victor's force in the zone with the lowest id; a
    victor with no ships left there (its allies won the fight) deploys a new fleet figure
    for it, or, a light ship, a new loose group; with no fleet figure left a heavy ship or
    galley is not captured."""
    state = world(game.state)
    if winner not in state["supply"]:
        return []
    taken: list[str] = []
    for kind in sorted(sunk, key=CAPTURE_ORDER.index)[:count]:
        supply = state["supply"][winner]
        pool = SHIP_SUPPLY[kind]
        if pool == "light_ships" and supply["light_ships"]:
            target = _fleet(game, where, winner, light=True)
            if target is None:
                continue
            supply["light_ships"] -= 1
        elif pool == "heavy_ships" and supply["heavy_ships"]:
            target = _fleet(game, where, winner, light=False)
            if target is None:
                continue
            supply["heavy_ships"] -= 1
        elif pool == "galleys" and supply["galleys"]:
            target = _fleet(game, where, winner, light=False)
            if target is None:
                continue
            supply["galleys"] -= 1
        else:
            continue
        placed = "damaged_heavy_ship" if kind in HEAVY else kind
        force = state["forces"][target]
        force["units"][placed] = force["units"].get(placed, 0) + 1
        taken.append(placed)
    if taken:
        game.log("ships_captured", winner, rule=CAPTURED, where=where, ships=taken)
    return taken


def _fleet(game: Game, where: str, owner: str, light: bool) -> str | None:
    """The force a captured ship joins: the owner's in the zone with the lowest id (a heavy
    ship or galley only a fleet), else a new fleet figure from its supply (a light ship a
    new loose group, EUPOP-M3); None when a fleet is needed and no figure is left."""
    for key, force in forces_of(game.state, where, [owner]):
        if light or force["army"]:
            return key
    state = world(game.state)
    if not light:
        if state["supply"][owner]["fleets"] < 1:
            return None
        state["supply"][owner]["fleets"] -= 1
    number = state["next_force"]
    state["next_force"] = number + 1
    key = f"f{number:03d}"
    state["forces"][key] = Force(
        realm=owner, where=where, port=None, army=not light, leader=None, units={}
    )
    return key
