"""Player mats, Bot mats and token supplies at the start of a scenario."""

from __future__ import annotations

from typing import Any

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.content.schema_realms import PlayerRealmSetup
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.layout import LAND_UNITS, owned_provinces

DIFFICULTIES: dict[str, dict[str, int]] = {
    "easy": {
        "bot_power_per_round": 6,
        "focus_to_score": 3,
        "minimum_on_war": 5,
        "units_per_recruit": 7,
    },
    "normal": {
        "bot_power_per_round": 7,
        "focus_to_score": 2,
        "minimum_on_war": 5,
        "units_per_recruit": 9,
    },
    "hard": {
        "bot_power_per_round": 8,
        "focus_to_score": 2,
        "minimum_on_war": 6,
        "units_per_recruit": 9,
    },
    "very_hard": {
        "bot_power_per_round": 9,
        "focus_to_score": 2,
        "minimum_on_war": 7,
        "units_per_recruit": 11,
    },
}
"""The Bot rules' difficulty table."""
STARTING_MERCHANTS = 2
FOCUS_AREAS = ("economic", "expansion", "political", "warfare")
MOST_IDEAS_ON_BOT_MAT = 3


def _land_units(setup: PlayerRealmSetup) -> int:
    return sum(
        count
        for units in setup.armies.values()
        for kind, count in units.items()
        if kind in LAND_UNITS
    )


@implements(
    "eupop-aid:Monarch Power (♠) (p. 19)", "eupop-aid:Manpower (p. 23)", "interpretation:EUPOP-14"
)
def player_mat(
    state: State, content: Content, name: str, setup: PlayerRealmSetup
) -> dict[str, Any]:
    """A human player's mat: monarch power, treasury, stability, manpower and the rest."""
    limit = content.components.manpower_limit
    total = manpower(state, name, limit)
    regular = sum(
        count
        for units in setup.armies.values()
        for kind, count in units.items()
        if kind in ("infantry", "cavalry", "artillery")
    )
    merchants = [{"node": node, "exhausted": False} for node in setup.merchants]
    while len(merchants) < STARTING_MERCHANTS:
        merchants.append({"node": None, "exhausted": False})
    return {
        "monarch_power": {power: setup.monarch_power.get(power, 0) for power in POWER_TYPES},
        "ducats": setup.ducats,
        "stability": setup.stability,
        "loans": 0,
        "corruption": 0,
        "prestige": setup.prestige,
        "manpower": {"total": total, "available": max(0, total - regular), "exhausted": 0},
        "merchants": merchants,
        "colonists": 0,
        "ideas": list(setup.ideas),
        "ruler": {"leader": setup.ruler, "ill_health": 0} if setup.ruler else None,
        "advisors": {},
        "leaders": [],
        "hand": [],
        "missions": [],
        "milestones": [],
        "display": [],
    }


@implements(
    "eupop-bots:BOT SETUP",
    "eupop-bots:BOT MAT",
    "eupop-bots:BOT POWER (C)",
    "eupop-bots:DIFFICULTY LEVEL",
)
def bot_mat(
    state: State, content: Content, name: str, setup: PlayerRealmSetup, difficulty: str
) -> dict[str, Any]:
    """A Bot's mat: Bot Power, focus areas, idea counts, army and manpower reserve."""
    ideas = {power: 0 for power in POWER_TYPES}
    types = {idea.id: idea.type for idea in content.ideas.ideas}
    for idea in setup.ideas:
        ideas[types[idea]] = min(MOST_IDEAS_ON_BOT_MAT, ideas[types[idea]] + 1)
    total = manpower(state, name, content.components.manpower_limit)
    return {
        "power": {"available": setup.bot_power, "spent": 0},
        "focus": dict.fromkeys(FOCUS_AREAS, 0),
        "ideas": ideas,
        "researched": list(setup.ideas),
        "army": {"units": _land_units(setup), "laid_down": 0, "area": None},
        "reserve": max(0, total - _land_units(setup)),
        "difficulty": difficulty,
        "prestige": setup.prestige,
        "twenty_towns_tile": False,
        "merchant": setup.merchants[0] if setup.merchants else None,
        "deck": [],
        "used": [],
        "set_aside": [],
    }


@implements("eupop-aid:Token Limits (p.2)", "eupop-bots:TOKEN LIMITATIONS")
def supply(state: State, content: Content, name: str, setup: PlayerRealmSetup) -> dict[str, int]:
    """What is left in the realm's supply once its setup is on the board."""
    box = content.components.player
    towns = [state["map"]["provinces"][key]["town"] for key in owned_provinces(state, name)]
    forces = [force for force in state["forces"].values() if force["realm"] == name]
    on_board: dict[str, int] = {}
    for force in forces:
        for kind, count in force["units"].items():
            on_board[kind] = on_board.get(kind, 0) + count
    bot = state["realms"][name]["player"] == "bot"
    if bot:
        for units in setup.armies.values():
            for kind, count in units.items():
                on_board[kind] = on_board.get(kind, 0) + count
    figures = [force["where"] in content.geography.areas for force in forces if force["army"]]
    areas = state["map"]["areas"]
    influence = sum(int(record["influence"].get(name, 0)) for record in areas.values())
    power = setup.bot_power if bot else sum(setup.monarch_power.values())
    vassal_provinces = sum(
        len(owned_provinces(state, vassal)) for vassal in setup.vassals if not bot
    )
    return {
        "cubes": box.cubes - power - influence,
        "vassal_tokens": box.vassal_tokens - vassal_provinces,
        "small_towns": box.small_towns - towns.count("small"),
        "large_towns": box.large_towns - towns.count("large"),
        "claims": box.claims - len(setup.claims),
        "cores": box.cores - len(setup.cores),
        "alliances": box.alliances - len(setup.alliances),
        "marriages": box.marriages - len(setup.marriages),
        "merchants": box.merchants - (1 if bot else STARTING_MERCHANTS),
        "colonists": box.colonists,
        "infantry": box.infantry - on_board.get("infantry", 0),
        "cavalry": box.cavalry - on_board.get("cavalry", 0),
        "artillery": box.artillery - on_board.get("artillery", 0),
        "light_ships": box.light_ships - on_board.get("light_ship", 0),
        "heavy_ships": box.heavy_ships - on_board.get("heavy_ship", 0),
        "galleys": box.galleys - on_board.get("galley", 0),
        "armies": box.armies - figures.count(True) - (1 if bot else 0),
        "fleets": box.fleets - figures.count(False),
    }
