"""Player mats, Bot mats and token supplies at the start of a scenario."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.content.schema_realms import PlayerRealmSetup
from hegemon.games.eupop.world.economy import manpower
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    provinces_by_owner,
    realm,
    world,
)
from hegemon.games.eupop.world.records import (
    AlliedUnits,
    BotArmy,
    BotMat,
    BotPower,
    Manpower,
    Merchant,
    PlayerMat,
    PowerAmounts,
    Ruler,
    Supply,
)
from hegemon.games.eupop.world.tokens import vassal_tokens

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


@implements("interpretation:EUPOP-12")
def starting_ruler(content: Content, name: str, setup: PlayerRealmSetup, age: int) -> str | None:
    """The ruler a seated realm starts with: the scenario's, or, for a realm the scenario
    gives to a Bot (which names none), the pack's first ruler of the realm for the first
    Age; None when the pack has none either."""
    if setup.ruler is not None:
        return setup.ruler
    return next(
        (
            leader.id
            for leader in content.leaders.leaders
            if leader.role == "ruler" and leader.realm == name and leader.age == age
        ),
        None,
    )


@implements(
    "eupop-aid:Monarch Power (♠) (p. 19)", "eupop-aid:Manpower (p. 23)", "interpretation:EUPOP-14"
)
def player_mat(
    state: State, content: Content, name: str, setup: PlayerRealmSetup, age: int
) -> PlayerMat:
    """A human player's mat: monarch power, treasury, stability, manpower and the rest."""
    ruler = starting_ruler(content, name, setup, age)
    limit = content.components.manpower_limit
    total = manpower(state, name, limit)
    regular = sum(
        count
        for units in setup.armies.values()
        for kind, count in units.items()
        if kind in ("infantry", "cavalry", "artillery")
    )
    merchants = [Merchant(node=node, exhausted=False) for node in setup.merchants]
    while len(merchants) < STARTING_MERCHANTS:
        merchants.append(Merchant(node=None, exhausted=False))
    power = setup.monarch_power
    return PlayerMat(
        monarch_power=PowerAmounts(
            administrative=power.get("administrative", 0),
            diplomatic=power.get("diplomatic", 0),
            military=power.get("military", 0),
        ),
        ducats=setup.ducats,
        stability=setup.stability,
        loans=0,
        corruption=0,
        prestige=setup.prestige,
        manpower=Manpower(total=total, available=max(0, total - regular), exhausted=0),
        merchants=merchants,
        colonists=0,
        ideas=list(setup.ideas),
        ruler=Ruler(leader=ruler, ill_health=0) if ruler else None,
        advisors={},
        leaders=[],
        hand=[],
        missions=[],
        completed_missions=[],
        milestones=[],
        display=[],
        national_focus=0,
        crusade=[],
        discovered=[],
        allied_units=AlliedUnits(available=0, granted={}),
    )


@implements(
    "eupop-bots:BOT SETUP",
    "eupop-bots:BOT MAT",
    "eupop-bots:BOT POWER (C)",
    "eupop-bots:DIFFICULTY LEVEL",
)
def bot_mat(
    state: State, content: Content, name: str, setup: PlayerRealmSetup, difficulty: str
) -> BotMat:
    """A Bot's mat: Bot Power, focus areas, idea counts, army and manpower reserve."""
    types = {idea.id: idea.type for idea in content.ideas.ideas}
    researched = [types[idea] for idea in setup.ideas]
    count = {power: min(MOST_IDEAS_ON_BOT_MAT, researched.count(power)) for power in POWER_TYPES}
    total = manpower(state, name, content.components.manpower_limit)
    return BotMat(
        power=BotPower(available=setup.bot_power, spent=0),
        focus=dict.fromkeys(FOCUS_AREAS, 0),
        ideas=PowerAmounts(
            administrative=count["administrative"],
            diplomatic=count["diplomatic"],
            military=count["military"],
        ),
        researched=list(setup.ideas),
        army=BotArmy(units=_land_units(setup), laid_down=0, area=None),
        army_force=None,
        reserve=max(0, total - _land_units(setup)),
        difficulty=difficulty,
        prestige=setup.prestige,
        twenty_towns_tile=False,
        merchant=setup.merchants[0] if setup.merchants else None,
        colonists=0,
        discovered=[],
        crusade=[],
        milestones=[],
        won_battle_turn=0,
        deck=[],
        card=None,
        used=[],
        set_aside=[],
        removed=[],
    )


@implements(
    "eupop-aid:Token Limits (p.2)", "eupop-bots:TOKEN LIMITATIONS", "interpretation:EUPOP-D29"
)
def supply(state: State, content: Content, name: str, setup: PlayerRealmSetup) -> Supply:
    """What is left in the realm's supply once its setup is on the board."""
    box = content.components.player
    bot = realm(state, name)["player"] == "bot"
    vassal_names = [] if bot else setup.vassals
    owned = provinces_by_owner(state, [name, *vassal_names])
    towns = [world(state)["map"]["provinces"][key]["town"] for key in owned[name]]
    own_forces = [force for force in world(state)["forces"].values() if force["realm"] == name]
    on_board: dict[str, int] = {}
    for force in own_forces:
        for kind, count in force["units"].items():
            on_board[kind] = on_board.get(kind, 0) + count
    if bot:
        for units in setup.armies.values():
            for kind, count in units.items():
                on_board[kind] = on_board.get(kind, 0) + count
    figures = [force["where"] in content.geography.areas for force in own_forces if force["army"]]
    influence = sum(
        record["influence"].get(name, 0) for record in world(state)["map"]["areas"].values()
    )
    power = setup.bot_power if bot else sum(setup.monarch_power.values())
    held = [key for vassal in vassal_names for key in owned[vassal]]
    placed = vassal_tokens(content.geography, held)  # 2 on a large province (EUPOP-D29)
    return Supply(
        cubes=box.cubes - power - influence,
        vassal_tokens=box.vassal_tokens - placed,
        small_towns=box.small_towns - towns.count("small"),
        large_towns=box.large_towns - towns.count("large"),
        claims=box.claims - len(setup.claims),
        cores=box.cores - len(setup.cores),
        alliances=box.alliances - len(setup.alliances),
        marriages=box.marriages - len(setup.marriages),
        merchants=box.merchants - (1 if bot else STARTING_MERCHANTS),
        colonists=box.colonists,
        infantry=box.infantry - on_board.get("infantry", 0),
        cavalry=box.cavalry - on_board.get("cavalry", 0),
        artillery=box.artillery - on_board.get("artillery", 0),
        light_ships=box.light_ships - on_board.get("light_ship", 0),
        heavy_ships=box.heavy_ships - on_board.get("heavy_ship", 0),
        galleys=box.galleys - on_board.get("galley", 0),
        armies=box.armies - figures.count(True) - (1 if bot else 0),
        fleets=box.fleets - figures.count(False),
    )
