"""Land Activation (eupop-aid Land Activation (p. 16, 25-26)): pay 1 military power, then
either move an army or a single unit up to 2 spaces, space by space, or siege.

Each move is a decision of the moving realm (the next area, or stop); an army may
reorganise where it stands (Army reorganization: loose infantry, units shifted with the
realm's other armies there, splitting and merging, :mod:`.reorganise`). A move into an area
where a battle is due (battle_due) calls ``battle`` and the movement ends after it; a
siege calls ``siege``. With the optional rule Available Mercenaries, an army activated
in an own area may first recruit up to 3 mercenaries that march with it (:mod:`.hire`,
interpretation:EUPOP-M14). Bots' movement is not offered."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.siege import STRENGTH_HALVES, sieging_units
from hegemon.games.eupop.rules.battle.triggers import battle_due
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.military import hire
from hegemon.games.eupop.rules.military.access import take_access
from hegemon.games.eupop.rules.military.reorganise import (
    REORGANISING,
    form_army,
    merge_loose,
    reorganisations,
    reorganise,
)
from hegemon.games.eupop.rules.military.routes import land_forces, steps
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import (
    controller,
    forces_at,
    world,
)


def _mover_label(state: State, key: str, kind: str) -> str:
    force = world(state)["forces"][key]
    if kind:
        return f"1 {kind.replace('_', ' ')} in {force['where']}"
    units = ", ".join(f"{n} {k}" for k, n in sorted(force["units"].items()) if n)
    return f"army {key} in {force['where']} ({units})"


@implements(c.SIEGE, c.LAND_ACTIVATION, "interpretation:EUPOP-M7")
def siege_targets(state: State, content: Content, name: str) -> list[str]:
    """Provinces an enemy controls in areas where the realm has land units, that its units
    there are strong enough to take and it can pay for (1 military power per unit beyond
    the first, on top of the action's). Enemy ships docked in a port taken sail out
    (interpretation:EUPOP-B16); the siege may add other provinces of the area
    (interpretation:EUPOP-B11)."""
    seen = outlook(state, name)
    found = []
    for area in sorted({world(state)["forces"][key]["where"] for key in land_forces(state, name)}):
        units: dict[str, int] = {}
        for force in forces_at(state, area):
            if force["realm"] == name:
                for kind, count in force["units"].items():
                    if kind in STRENGTH_HALVES:
                        units[kind] = units.get(kind, 0) + count
        for target in content.geography.areas[area].provinces:
            holder = controller(state, target)
            if holder is None or not seen.hostile(holder):
                continue
            count, strength = sieging_units(units, content.geography.provinces[target].tax_value)
            if strength < content.geography.provinces[target].tax_value:
                continue
            if c.military_power(state, name) < c.ACTION_COST + count - 1:
                continue
            found.append(target)
    return found


@implements(c.LAND_ACTIVATION, c.ACTIVATE)
def land_offers(state: State, content: Content, name: str) -> list[Action]:
    """One offer per army or loose unit that has somewhere to go, and per siege."""
    if not c.player_turn(state, name) or c.military_power(state, name) < c.ACTION_COST:
        return []
    power = c.military_power(state, name) - c.ACTION_COST
    actions = []
    for key in land_forces(state, name):
        force = world(state)["forces"][key]
        kinds = [""] if force["army"] else sorted(k for k, n in force["units"].items() if n)
        for kind in kinds:
            units = 1 if kind else c.land_units(force)
            ways = steps(state, content, name, force["where"], units, 0)
            if any(way.mountain <= power for way in ways):
                mover = _mover_label(state, key, kind)
                label = f"Land activation ({c.ACTION_COST} military power): move {mover}"
                actions.append(Action("land_activation", ("move", key, kind), label))
        if not force["army"] and world(state)["supply"][name]["armies"] > 0:
            ways = steps(state, content, name, force["where"], c.land_units(force), 0)
            if any(way.mountain <= power for way in ways):
                group = _mover_label(state, key, "").split("(", 1)[1].rstrip(")")
                label = (
                    f"Land activation ({c.ACTION_COST} military power): form an army of the"
                    f" loose units in {force['where']} ({group}) and move it"
                )
                actions.append(Action("land_activation", ("army", key, ""), label))
    for target in siege_targets(state, content, name):
        area = content.geography.provinces[target].area
        label = f"Land activation ({c.ACTION_COST} military power): siege {target} in {area}"
        actions.append(Action("land_activation", ("siege", target, ""), label))
    return actions


class LandActivation(Procedure):
    """Called with ``seat`` and ``argument``: ``["move", force, kind]`` (kind empty for an
    army, a unit kind for one loose unit), ``["army", loose force, ""]`` (an army formed of
    those loose units moves) or ``["siege", province, ""]``; a naval activation calls it
    with ``["bridge", force, kind]`` and ``zone``: no cost, and only a naval bridge through
    that sea zone (eupop-aid Naval Movement)."""

    name = "land_activation"

    @step
    @implements(c.LAND_ACTIVATION, c.ACTIVATE, "interpretation:EUPOP-M1")
    def start(self, game: Game, local: Local) -> None:
        name = local["seat"]
        mode, target, kind = (str(value) for value in local["argument"])
        if mode != "bridge":
            c.pay_military(game, name, c.ACTION_COST, c.LAND_ACTIVATION)
        if mode == "siege":
            game.call("siege", then="finish", realm=name, province=target)
            return
        state = world(game.state)
        force = state["forces"][target]
        if mode == "army":
            target = form_army(game, name, target)
        elif kind:
            moving = c.new_force(game.state, name, force["where"], None, army=False)
            c.move_units(game.state, target, kind, moving)
            target = moving
        local.update(force=target, moves=0, stopped=False)
        if mode == "bridge":
            local.update(moves=c.MOVES, via=local["zone"])
        else:
            area = hire.hiring_area(game.state, content_of(game), name, target)
            if area is not None:
                local.update(hire_area=area, hired={})
        local["settled"] = {
            f["where"]: sorted({g["realm"] for g in forces_at(game.state, f["where"])})
            for f in state["forces"].values()
        }
        game.log(
            "land_activation", name, rule=c.LAND_ACTIVATION, force=target, where=force["where"]
        )
        game.goto("ask_move")

    @step
    @implements(c.LAND_MOVEMENT, "interpretation:EUPOP-M14")
    def ask_move(self, game: Game, local: Local) -> Decision | None:
        name = local["seat"]
        force = world(game.state)["forces"].get(local["force"])
        if force is None:
            game.goto("finish")
            return None
        actions = [Action("move_stop", None, "Stop here")]
        if not local["stopped"]:
            power = c.military_power(game.state, name)
            for way in steps(
                game.state,
                content_of(game),
                name,
                force["where"],
                c.land_units(force),
                local["moves"],
                local.get("via"),
            ):
                if way.mountain <= power and (
                    way.access != "pay_ducats" or _ducats(game, name) >= 3
                ):
                    argument = (way.to, way.access, way.bridge)
                    actions.append(Action("move_to", argument, way.label()))
        if force["army"]:
            actions.extend(hire.hire_offers(game.state, content_of(game), name, local))
            actions.extend(
                action
                for action in reorganisations(game.state, local["force"])
                if hire.keeps_hired(game.state, local, action)
            )
        prompt = f"Moving {_mover_label(game.state, local['force'], '')}: where next?"
        return Decision(name, prompt, tuple(actions))

    @implements(c.LAND_MOVEMENT, c.ARMIES, c.ACCESS, c.BRIDGE)
    def on_move(self, game: Game, local: Local, action: Action) -> None:
        name = local["seat"]
        state = game.state
        key = local["force"]
        if action.verb == "move_stop":
            game.goto("finish")
            return
        if action.verb == hire.VERB:
            hire.hire(game, name, local, action)
            game.goto("ask_move")
            return
        if action.verb in REORGANISING:
            if not hire.keeps_hired(state, local, action):
                raise ValueError(f"army {key} keeps the mercenaries it recruited")
            reorganise(game, name, key, action.verb, action.argument)
            game.goto("ask_move")
            return
        argument = action.argument
        assert isinstance(argument, tuple)
        to, option, bridge = str(argument[0]), str(argument[1]), bool(argument[2])
        force = world(state)["forces"][key]
        ways = steps(
            state,
            content_of(game),
            name,
            force["where"],
            c.land_units(force),
            local["moves"],
            local.get("via"),
        )
        way = next(w for w in ways if (w.to, w.access, w.bridge) == (to, option, bridge))
        local["way"] = {
            "to": way.to,
            "access": way.access,
            "mountain": way.mountain,
            "stops": way.stops,
            "bridge": way.bridge,
        }
        local["asking"] = list(way.permission)
        game.goto("ask_permission" if way.permission else "enter")

    @step(optional=True)
    @implements(c.ACCESS)
    def ask_permission(self, game: Game, local: Local) -> Decision | None:
        """A realm owning every province of a neutral area is asked, one after the other."""
        if not local["asking"]:
            game.log("access_refused", local["seat"], rule=c.ACCESS, area=local["way"]["to"])
            game.goto("ask_move")
            return None
        seat = local["asking"][0]
        to = local["way"]["to"]
        return Decision(
            seat,
            f"{local['seat']} asks for military access to {to}",
            (
                Action("grant_access", to, f"Let {local['seat']} enter {to}"),
                Action("refuse_access", to, f"Refuse {local['seat']} access to {to}"),
            ),
        )

    def on_permission(self, game: Game, local: Local, action: Action) -> None:
        seat = local["asking"].pop(0)
        game.log(
            "access_answer",
            seat,
            rule=c.ACCESS,
            realm=local["seat"],
            area=local["way"]["to"],
            granted=action.verb == "grant_access",
        )
        if action.verb == "grant_access":
            local["asking"] = []
            game.goto("enter")
        else:
            game.goto("ask_permission")

    @step
    @implements(c.LAND_MOVEMENT, c.ACCESS, c.BRIDGE, c.TRIGGERS)
    def enter(self, game: Game, local: Local) -> None:
        name, key, way = local["seat"], local["force"], local["way"]
        force = world(game.state)["forces"][key]
        came_from = force["where"]
        if way["access"] != "free":
            take_access(game, name, way["to"], way["access"])
        if way["mountain"]:
            c.pay_military(game, name, way["mountain"], c.LAND_MOVEMENT)
        force["where"] = way["to"]
        if not way["bridge"]:
            local["moves"] += 1
        local["stopped"] = bool(way["stops"] or way["bridge"])
        game.log(
            "land_move",
            name,
            rule=c.LAND_MOVEMENT,
            force=key,
            source=came_from,
            to=way["to"],
            bridge=way["bridge"],
            mountain=way["mountain"],
        )
        geography = content_of(game).geography
        settled = local["settled"].get(way["to"], [])
        if battle_due(game.state, geography, way["to"], settled):
            defender = c.battle_defender(
                game.state,
                name,
                way["to"],
                naval=False,
                provinces=content_of(game).geography.areas[way["to"]].provinces,
            )
            local["stopped"] = True
            game.call(
                "battle",
                then="after_battle",
                where=way["to"],
                attacker=name,
                defender=defender,
                came_from=came_from,
                active=name,
            )
            return
        game.goto("ask_move")

    @step
    def after_battle(self, game: Game, local: Local) -> None:
        game.goto("finish")

    @step
    def finish(self, game: Game, local: Local) -> None:
        key = str(local.get("force", ""))
        force = world(game.state)["forces"].get(key)
        if force is not None and not force["army"]:
            merge_loose(game.state, key)
        game.end(None)


def _ducats(game: Game, name: str) -> int:
    return world(game.state)["players"][name]["ducats"]


MENU_ENTRY = MenuEntry("land_activation", "land_activation", land_offers, c.LAND_ACTIVATION)
