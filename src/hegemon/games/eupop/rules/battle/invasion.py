"""The procedure ``npr_invasion`` (aid "NPR Invasions (p. 36)" and its "Invasion sequence").

Local when called: ``npr``. Phase 3 step B calls it for each NPR at war with a player
realm, A→Z; it checks whether the invasion takes place, picks the target area, marks two
enemy provinces there with unrest (interpretation:EUPOP-B14), places the NPR's units, fights
the battle (``battle``, the NPR attacking) and leaves the NPR's units as rebels. No
decision of its own: the battle's decisions are the defenders'.

Ends with ``{"area": target or None, "units": n, "battle": the battle's result or None}``."""

from __future__ import annotations

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.battle import procedure, retreat
from hegemon.games.eupop.rules.economy.treasury import half_up
from hegemon.games.eupop.rules.peace_rebels.unrest import add_unrest
from hegemon.games.eupop.world.adjacency import sea_links
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import outlook
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    REBELS,
    SHIPS,
    at_war,
    controller,
    forces_at,
    realm,
    vassals,
    world,
)
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.records import Force

INVASIONS = "eupop-aid:NPR Invasions (p. 36)"
SEQUENCE = "eupop-aid:Invasion sequence"
NAME = "npr_invasion"
MARKED = 2


def _controlled(state: State, npr: str) -> list[str]:
    return sorted(
        name
        for name, record in world(state)["map"]["provinces"].items()
        if (record["occupier"] or record["owner"]) == npr
    )


def _reach(state: State, geography: Geography, npr: str) -> set[str]:
    """The areas the NPR reaches from: those where it controls or lawfully owns a province
    (interpretation:EUPOP-B14)."""
    owned = [
        name
        for name, record in world(state)["map"]["provinces"].items()
        if record["owner"] == npr or (record["occupier"] or record["owner"]) == npr
    ]
    return {geography.provinces[name].area for name in owned}


def _by_land(geography: Geography, base: set[str], target: str) -> bool:
    return target in base or any(target in geography.areas[own].land_neighbours for own in base)


def _enemy_provinces(state: State, geography: Geography, npr: str, area_name: str) -> list[str]:
    return [
        name
        for name in geography.areas[area_name].provinces
        if (holder := controller(state, name)) is not None
        and holder != REBELS
        and realm(state, holder)["kind"] == "player"
        and at_war(state, npr, holder)
    ]


@implements(INVASIONS, "interpretation:EUPOP-B14")
def targets(state: State, geography: Geography, npr: str) -> list[str]:
    """Eligible target areas, sorted; empty when the invasion does not take place."""
    if any(npr in record["active_allies"] for record in world(state)["realms"].values()):
        return []
    seen = outlook(state, npr)
    home = {geography.provinces[name].area for name in _controlled(state, npr)}
    for area_name in home:
        if any(
            seen.hostile(force["realm"]) and force["units"] for force in forces_at(state, area_name)
        ):
            return []
    result = []
    base = _reach(state, geography, npr)
    near = base | {other for area_name in base for other in geography.areas[area_name].adjacent}
    for area_name in sorted(near):
        if area_name not in geography.areas or not _enemy_provinces(
            state, geography, npr, area_name
        ):
            continue
        if any(
            force["realm"] != REBELS
            and realm(state, force["realm"])["kind"] == "player"
            and not seen.hostile(force["realm"])
            and any(force["units"].get(kind) for kind in LAND_UNITS)
            for force in forces_at(state, area_name)
        ):
            continue
        if not _by_land(geography, base, area_name) and not _open_sea(
            state, geography, npr, base, area_name
        ):
            continue
        result.append(area_name)
    return result


def _open_sea(state: State, geography: Geography, npr: str, home: set[str], target: str) -> bool:
    """A sea zone joining the NPR's areas to the target holds no ship hostile to the NPR."""
    seen = outlook(state, npr)
    zones = {
        zone
        for area_name in home
        for port in geography.areas[area_name].provinces
        for zone in sea_links(state, geography, port, target)
    }
    return any(
        not any(
            seen.hostile(force["realm"]) and any(force["units"].get(kind) for kind in SHIPS)
            for force in forces_at(state, zone)
        )
        for zone in zones
    )


@implements(SEQUENCE, "interpretation:EUPOP-B14")
def pick(game: Game, npr: str, eligible: list[str]) -> str:
    """The capital's area, then most of the NPR's core provinces, then by land, then at
    random."""
    state, geography = game.state, content_of(game).geography
    capital = realm(state, npr)["capital"]
    if capital is not None and geography.provinces[capital].area in eligible:
        return geography.provinces[capital].area
    cores = {
        name: sum(is_core(state, geography, p, npr) for p in geography.areas[name].provinces)
        for name in eligible
    }
    best = [name for name in eligible if cores[name] == max(cores.values())]
    base = _reach(state, geography, npr)
    by_land = [name for name in best if _by_land(geography, base, name)]
    chosen = by_land or best
    if len(chosen) == 1:
        return chosen[0]
    area_name: str = game.choose_at_random(chosen, "target area of an NPR invasion", SEQUENCE)
    return area_name


def invading_units(state: State, geography: Geography, npr: str) -> int:
    """Half the tax value the NPR and its vassals control, rounded up."""
    names = [npr, *vassals(state, npr)]
    total = sum(
        geography.provinces[p].tax_value for name in names for p in _controlled(state, name)
    )
    return half_up(total)


@implements(SEQUENCE, "interpretation:EUPOP-B14", "interpretation:EUPOP-B15")
def invasion_defenders(state: State, npr: str, area_name: str) -> list[str]:
    """The realms at war with the NPR with land units in the area, A→Z; ships docked in a
    port of the area are no land units there."""
    return sorted(
        {
            force["realm"]
            for force in forces_at(state, area_name)
            if force["realm"] != npr
            and force["port"] is None
            and any(force["units"].get(kind) for kind in LAND_UNITS)
            and at_war(state, npr, force["realm"])
        }
    )


@implements(SEQUENCE, "eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-50")
def bots_invaded(state: State, geography: Geography, npr: str, area_name: str) -> list[str]:
    """The Bots at war with the NPR controlling a province of the area, A→Z: each defends
    it with its army, which appears there (bots/battles.py)."""
    return sorted(
        {
            holder
            for name in geography.areas[area_name].provinces
            if (holder := controller(state, name)) is not None
            and holder != REBELS
            and realm(state, holder)["player"] == "bot"
            and at_war(state, npr, holder)
        }
    )


@implements(INVASIONS, "eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-50")
def bot_invaders(state: State, geography: Geography, nprs: list[str]) -> dict[str, str]:
    """Each Bot an NPR of ``nprs`` may invade in phase 3 B → the one NPR that does: of
    those with an area of the Bot among their targets, the one with most invading units
    (ties A→Z). Each Bot counts apart."""
    best: dict[str, tuple[int, str]] = {}
    for npr in nprs:
        units = invading_units(state, geography, npr)
        for area in targets(state, geography, npr):
            for bot in bots_invaded(state, geography, npr, area):
                if bot not in best or (-units, npr) < (-best[bot][0], best[bot][1]):
                    best[bot] = (units, npr)
    return {bot: best[bot][1] for bot in sorted(best)}


@implements(INVASIONS, "eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-50")
def spared_areas(
    state: State, geography: Geography, npr: str, invaders: dict[str, str]
) -> list[str]:
    """The NPR's target areas it may not invade: those holding a province of a Bot that
    another NPR invades this phase, or that was invaded already."""
    invaded = world(state)["round"]["bot_invaded"]
    return [
        area
        for area in targets(state, geography, npr)
        if any(
            invaders.get(bot) != npr or bot in invaded
            for bot in bots_invaded(state, geography, npr, area)
        )
    ]


class NprInvasion(Procedure):
    name = NAME

    @step
    @implements(INVASIONS, SEQUENCE, "interpretation:EUPOP-B14")
    def start(self, game: Game, local: Local) -> None:
        state, geography = game.state, content_of(game).geography
        npr = local["npr"]
        spared = local.get("spare", [])
        eligible = [name for name in targets(state, geography, npr) if name not in spared]
        if not eligible:
            game.end({"area": None, "units": 0, "battle": None})
            return
        target = pick(game, npr, eligible)
        for name in _enemy_provinces(state, geography, npr, target)[:MARKED]:
            holder = controller(state, name)
            assert holder is not None
            add_unrest(state, target, holder)
            game.log("invasion_unrest", holder, rule=SEQUENCE, area=target, province=name)
        count = invading_units(state, geography, npr)
        number = world(state)["next_force"]
        world(state)["next_force"] = number + 1
        world(state)["forces"][f"f{number:03d}"] = Force(
            realm=npr, where=target, port=None, army=False, leader=None, units={"infantry": count}
        )
        game.log("npr_invasion", None, rule=SEQUENCE, npr=npr, area=target, units=count)
        local.update(target=target, units=count)
        defenders = invasion_defenders(state, npr, target)
        defenders += [
            name for name in bots_invaded(state, geography, npr, target) if name not in defenders
        ]
        if not defenders or not count:
            game.goto("leave")
            return
        game.call(
            procedure.NAME,
            then="leave",
            where=target,
            attacker=npr,
            defender=defenders[0],
            npr_to_rebels=True,
        )

    @step
    def leave(self, game: Game, local: Local) -> None:
        """The NPR units left in the area stay there as rebels."""
        fought = local.get("result")
        if fought is None:
            retreat.clear_nprs(game, local["target"], True)
        game.end({"area": local["target"], "units": local["units"], "battle": fought})
