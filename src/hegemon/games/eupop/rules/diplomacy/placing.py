"""Placing influence cubes, one at a time, where DIP. RELATIONS allows it (eupop-aid
Influence (♠) (p. 32): at most 5 cubes an area, none in a distant area nor in one whose
provinces player realms all own; Token Limits (p.2): a cube short in the supply is one of
the realm's own taken from elsewhere on the map). The options read as the peace terms'
(:func:`hegemon.games.eupop.rules.peace.terms.influence_options`): ``place:<area>``,
``displace:<area>:<realm>`` in a full area, each with ``|from:<area>`` when the cube comes
from the map."""

from __future__ import annotations

from collections.abc import Sequence

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.influence import cube_sources, cubes_in, influence_allowed
from hegemon.games.eupop.world.layout import area, realm, world

INFLUENCE = "eupop-aid:Influence (♠) (p. 32)"
GAIN_INFLUENCE = "eupop-aid:Gain/place Influence"
TOKEN_LIMITS = "eupop-aid:Token Limits (p.2)"
AREA_LIMIT = 5
FROM_MAP = "|from:"


@implements(INFLUENCE, TOKEN_LIMITS, "interpretation:EUPOP-Q20", "interpretation:EUPOP-Q21")
def influence_options(
    state: State, geography: Geography, name: str, areas: Sequence[str]
) -> list[str]:
    """Where the realm may put one influence cube among ``areas``: ``place:<area>`` where
    the area has room, ``displace:<area>:<realm>`` in a full area for each other realm
    holding a cube there; never where influence may not stand. With no cube in its
    supply, each option once per area holding one of its own cubes, ``|from:<area>``."""
    found: list[str] = []
    for where in areas:
        if not influence_allowed(state, geography, where):
            continue
        influence = area(state, where)["influence"]
        if cubes_in(state, where) < AREA_LIMIT:
            found.append(f"place:{where}")
            continue
        found += [
            f"displace:{where}:{other}"
            for other in sorted(influence)
            if other != name and influence[other] > 0
        ]
    if world(state)["supply"][name]["cubes"] > 0 or not found:
        return found
    sources = cube_sources(state, name)
    return [
        f"{option}{FROM_MAP}{source}"
        for option in found
        for source in sources
        if source != option.split(":")[1]
    ]


@implements(GAIN_INFLUENCE, "interpretation:EUPOP-D6")
def effect_areas(state: State, geography: Geography, areas: Sequence[str]) -> list[str]:
    """Of an effect's named areas, A→Z, those holding a province owned by a non-player realm
    or a vassal."""
    provinces = world(state)["map"]["provinces"]
    found = []
    for where in sorted(set(areas)):
        for name in geography.areas[where].provinces:
            holder = provinces[name]["owner"]
            if holder is None:
                continue
            record = realm(state, holder)
            if record["kind"] != "player" or record["overlord"] is not None:
                found.append(where)
                break
    return found


@implements(INFLUENCE, GAIN_INFLUENCE, "interpretation:EUPOP-D6")
def effect_options(
    state: State, geography: Geography, name: str, areas: Sequence[str], replaced: bool
) -> list[str]:
    """Where one cube of the realm may go among ``areas``: an area with room; only when
    every one is full, a cube of another realm replaced — once an effect (``replaced``
    says it was)."""
    options = influence_options(state, geography, name, areas)
    free = [option for option in options if option.startswith("place:")]
    if free:
        return free
    return [] if replaced else options


def label(option: str) -> str:
    chosen, _, source = option.partition(FROM_MAP)
    verb, where, victim = [*chosen.split(":"), ""][:3]
    text = f"Place 1 influence in {where}"
    if verb == "displace":
        text += f", replacing one of {victim}'s"
    if source:
        text += f" (your cube from {source})"
    return text


@implements(INFLUENCE, TOKEN_LIMITS, "interpretation:EUPOP-D6")
def place(game: Game, name: str, option: str, rule: str) -> None:
    """Carry out one option: the displaced realm's cube back to its supply, then the
    realm's cube from its supply (or from the area the option names) into the area."""
    state = game.state
    chosen, _, source = option.partition(FROM_MAP)
    verb, where, victim = [*chosen.split(":"), ""][:3]
    influence = area(state, where)["influence"]
    if verb == "displace":
        influence[victim] -= 1
        if influence[victim] <= 0:
            del influence[victim]
        supply = world(state)["supply"].get(victim)
        if supply is not None:
            supply["cubes"] += 1
        game.log("influence_displaced", name, rule=rule, area=where, realm=victim)
    if source:
        left = area(state, source)["influence"]
        left[name] -= 1
        if left[name] <= 0:
            del left[name]
        game.log("influence_taken", name, rule=TOKEN_LIMITS, area=source, to=where)
    else:
        world(state)["supply"][name]["cubes"] -= 1
    influence[name] = influence.get(name, 0) + 1
    game.log("influence_placed", name, rule=rule, area=where, count=1)
