"""Invariants of an eupop state: what must hold whatever the rules did (for the fuzzer)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_common import POWER_TYPES
from hegemon.games.eupop.setup.mats import DIFFICULTIES, MOST_IDEAS_ON_BOT_MAT
from hegemon.games.eupop.world.conservation import conservation
from hegemon.games.eupop.world.curia import is_catholic, regular_slot_count
from hegemon.games.eupop.world.layout import (
    LAND_UNITS,
    REBELS,
    overlord,
    vassal_index,
    world,
)
from hegemon.games.eupop.world.records import BotMat, War
from hegemon.games.eupop.world.wars import SIDES, fighting, members, war_index


def _provinces(state: State) -> list[str]:
    """Owners, occupiers and towns of the provinces, and the ``owned`` index against the
    owners (built in the same pass, as ``layout.ownership_index`` builds it: one walk, not two)."""
    broken = []
    known = world(state)["realms"]
    index: dict[str, list[str]] = {}
    for name, record in sorted(world(state)["map"]["provinces"].items()):
        owner, occupier = record["owner"], record["occupier"]
        if owner is not None:
            index.setdefault(owner, []).append(name)
        if owner is not None and owner not in known:
            broken.append(f"{name} is owned by the unknown realm {owner}")
        if occupier is not None and (
            occupier == owner or (occupier not in known and occupier != REBELS)
        ):
            broken.append(f"{name} is occupied by {occupier}, which cannot occupy it")
        if record["town"] is not None and (owner is None or known[owner]["kind"] != "player"):
            broken.append(f"{name} has a town but no player realm owns it")
    if world(state)["owned"] != index:
        broken.append("the owned index disagrees with the provinces' owners")
    return broken


def _relations(state: State) -> list[str]:
    broken = []
    known = world(state)["realms"]
    for name, record in sorted(known.items()):
        for relation in ("allies", "marriages"):
            for other in record[relation]:
                if other not in known or name not in known[other][relation]:
                    broken.append(f"{name} lists {other} among its {relation}, not the other way")
        if record["overlord"] is not None and record["overlord"] not in known:
            broken.append(f"{name} has the unknown overlord {record['overlord']}")
    if world(state)["vassals"] != vassal_index(known):
        broken.append("the vassals index disagrees with the realms' overlords")
    return broken


def _war(state: State, key: str, war: War) -> list[str]:
    broken = []
    names = members(war, "attackers") + members(war, "defenders")
    number = key.removeprefix("w")
    if war["id"] != key or not number.isdigit() or int(number) >= world(state)["next_war"]:
        broken.append(f"war {key} is not numbered as its id and below next_war")
    unknown = sorted(set(names) - set(world(state)["realms"]))
    if unknown:
        broken.append(f"war {key} has the unknown realm {unknown[0]}")
    if len(set(names)) != len(names):
        broken.append(f"war {key} lists a realm more than once")
    # A member that made peace with every enemy stays listed (world/wars.py join_war): a
    # separate peace may make it a vassal while the war goes on without it. A vassal never
    # fights in a war of its own (it shares its overlord's wars).
    still_fighting = {name for pair in fighting(war) for name in pair}
    vassals = [name for name in names if name in still_fighting and overlord(state, name)]
    if vassals:
        broken.append(f"war {key} has the vassal {vassals[0]} fighting as a member")
    for side in SIDES:
        if members(war, side)[:1] != [war[side]["leader"]]:
            broken.append(f"war {key}: the {side}' leader is not their first member")
    opposing = {
        (min(first, second), max(first, second))
        for first in members(war, "attackers")
        for second in members(war, "defenders")
    }
    pairs = [(pair[0], pair[1]) for pair in war["peace"] if len(pair) == 2]
    if len(pairs) != len(war["peace"]) or not set(pairs) <= opposing:
        broken.append(f"war {key} has a peace between realms that are not enemies in it")
    if len(set(pairs)) != len(pairs) or pairs != sorted(pairs):
        broken.append(f"war {key} lists its peace pairs unsorted or twice")
    if not fighting(war):
        broken.append(f"war {key} is over but still recorded")
    return broken


def _wars(state: State) -> list[str]:
    broken = []
    for key, war in sorted(world(state)["wars"].items()):
        broken += _war(state, key, war)
    if world(state)["at_war_with"] != war_index(world(state)["wars"]):
        broken.append("the at-war-with index disagrees with the wars")
    return broken


def _forces(state: State, content: Content) -> list[str]:
    geography = content.geography
    broken = []
    for key, force in sorted(world(state)["forces"].items()):
        where, port = force["where"], force["port"]
        at_sea = where in geography.sea_zones
        kinds = {kind for kind, count in force["units"].items() if count}
        if where not in geography.areas and not at_sea:
            broken.append(f"force {key} is at the unknown space {where}")
        elif port is not None and (
            port not in geography.provinces
            or geography.provinces[port].port is None
            or geography.provinces[port].area != where
        ):
            broken.append(f"force {key} is docked at {port}, not a port of {where}")
        elif kinds & set(LAND_UNITS) and (at_sea or port is not None):
            broken.append(f"force {key} has land units at sea or in port")
        elif kinds - set(LAND_UNITS) and not at_sea and port is None:
            broken.append(f"force {key} has ships on land")
        if any(count < 0 for count in force["units"].values()):
            broken.append(f"force {key} has a negative number of units")
    return broken


def _mats(state: State, content: Content) -> list[str]:
    limits = content.components
    broken = []
    for name, mat in sorted(world(state)["players"].items()):
        for power in POWER_TYPES:
            amount = mat["monarch_power"][power]
            if not 0 <= amount <= limits.monarch_power_limit:
                broken.append(f"{name} has {amount} {power} power")
        if not -limits.stability_limit <= mat["stability"] <= limits.stability_limit:
            broken.append(f"{name} has stability {mat['stability']}")
        if mat["ducats"] < 0:
            broken.append(f"{name} has {mat['ducats']} ducats")
    return broken


def _bot_counts(name: str, bot: BotMat) -> list[str]:
    """Bot Power, focus, army, reserve, idea counts and the rest never below zero; at most
    3 ideas a type; a known difficulty level."""
    broken = []
    amounts = {
        "available Bot Power": bot["power"]["available"],
        "spent Bot Power": bot["power"]["spent"],
        "units in its army": bot["army"]["units"],
        "laid-down units": bot["army"]["laid_down"],
        "units in its reserve": bot["reserve"],
        "prestige": bot["prestige"],
        "colonists": bot["colonists"],
        **{f"Bot Power on its {area} focus": cubes for area, cubes in bot["focus"].items()},
    }
    for what, amount in amounts.items():
        if amount < 0:
            broken.append(f"the Bot {name} has {amount} {what}")
    if bot["army"]["laid_down"] > bot["army"]["units"]:
        broken.append(f"the Bot {name} has more laid-down units than units")
    for power in POWER_TYPES:
        if not 0 <= bot["ideas"][power] <= MOST_IDEAS_ON_BOT_MAT:
            broken.append(f"the Bot {name} counts {bot['ideas'][power]} {power} ideas")
    if bot["twenty_towns_tile"] and not bot.get("twenty_towns_given", False):
        broken.append(f"the Bot {name} holds the +20 Income tile without its 20 more towns")
    if bot["difficulty"] not in DIFFICULTIES:
        broken.append(f"the Bot {name} plays at the unknown difficulty {bot['difficulty']}")
    return broken


def _bot_army(state: State, name: str, bot: BotMat) -> list[str]:
    """The army figure is a force on the map exactly while the mat names its area, with the
    mat's units, all infantry, and no leader (decision 0108 §1)."""
    army, key = bot["army"], bot["army_force"]
    force = world(state)["forces"].get(key) if key is not None else None
    if (key is None) != (army["area"] is None):
        return [f"the Bot {name}'s army is on the map without a force, or the other way"]
    if key is None:
        return []
    if force is None:
        return [f"the Bot {name}'s army force {key} does not exist"]
    if (force["realm"], force["where"], force["army"], force["units"], force["leader"]) != (
        name,
        army["area"],
        True,
        {"infantry": army["units"]},
        None,
    ):
        return [f"the Bot {name}'s army force {key} disagrees with its mat"]
    return []


def _bot_deck(state: State, content: Content, name: str, bot: BotMat) -> list[str]:
    """The deck, the used cards, those set aside, those removed and the card in hand are
    apart and together the realm's Bot cards of one Age (the current one, or another when
    a situation set the Age by hand)."""
    held = [*bot["deck"], *bot["used"], *bot["set_aside"], *bot["removed"]]
    if bot["card"] is not None:
        held.append(bot["card"])
    if len(set(held)) != len(held):
        return [f"the Bot {name} holds a Bot card twice"]
    every = {card.id for card in content.bots.deck}
    data = content.bots.realms.get(bot.get("charts_of", name))  # EUPOP-BOT-59
    removals = [] if data is None else list(data.removals.values())
    ages = [set(removed) for removed in removals] or [set()]
    if not any(set(held) == every - removed for removed in ages):
        return [f"the Bot {name}'s cards are not its Bot deck of an Age"]
    return []


@implements("eupop-bots:BOT MAT", "eupop-bots:BOT POWER (C)", "eupop-bots:BOT CARDS")
def _bots(state: State, content: Content) -> list[str]:
    """A Bot realm plays from a Bot mat alone: no player mat, no casus belli tokens
    (eupop-bots PEACE & REBELS PHASE, A), no vassals, no leaders on its forces; its mat
    keeps the counts, army and deck of :func:`_bot_counts`, :func:`_bot_army` and
    :func:`_bot_deck`."""
    typed = world(state)
    broken = []
    for name, bot in sorted(typed["bots"].items()):
        record = typed["realms"].get(name)
        if record is None or record["player"] != "bot":
            broken.append(f"{name} has a Bot mat but is no Bot realm")
            continue
        if name in typed["players"]:
            broken.append(f"the Bot {name} also has a player mat")
        if record["casus_belli"]:
            broken.append(f"the Bot {name} holds casus belli tokens")
        if typed["vassals"].get(name):
            broken.append(f"the Bot {name} has vassals")
        broken += _bot_counts(name, bot) + _bot_army(state, name, bot)
        broken += _bot_deck(state, content, name, bot)
    led = {force["realm"] for force in typed["forces"].values() if force["leader"] is not None}
    broken += [f"the Bot {name} has a leader" for name in sorted(led & set(typed["bots"]))]
    return broken


def _curia(state: State) -> list[str]:
    """The Curia's record (aid PAPAL CURIA (p. 45-46); EUPOP-U1, U3, U4): one regular slot
    per Catholic player realm plus one; every cardinal, the Roma one too, a Catholic player
    realm's; a crusade tag names a known area, once."""
    typed = world(state)
    curia = typed["curia"]
    broken = []
    if len(curia["slots"]) != regular_slot_count(state):
        broken.append(
            f"the Curia has {len(curia['slots'])} regular slots, not {regular_slot_count(state)}"
        )
    holders = [held for held in curia["slots"] if held is not None]
    if curia["roma"] is not None:
        holders.append(curia["roma"])
    for name in sorted(set(holders)):
        if name not in typed["players"] and name not in typed["bots"]:
            broken.append(f"{name} holds a cardinal but is no player realm")
        elif not is_catholic(state, name):
            broken.append(f"{name} holds a cardinal but is not Catholic")
    for name, mat in sorted(typed["players"].items()):
        tags = mat["crusade"]
        if len(set(tags)) != len(tags) or any(tag not in typed["map"]["areas"] for tag in tags):
            broken.append(f"{name} is committed to an unknown crusade area or twice")
    return broken


def invariants(state: State, content: Content) -> list[str]:
    """Every broken invariant as a sentence; empty when all hold."""
    return (
        _provinces(state)
        + _relations(state)
        + _wars(state)
        + _forces(state, content)
        + _mats(state, content)
        + _bots(state, content)
        + _curia(state)
        + conservation(state, content)
    )
