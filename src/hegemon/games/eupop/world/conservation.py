"""Token conservation (for the fuzzer's invariants): every token of a human player realm is
either in its supply or somewhere the state keeps it, never both and never lost (aid Token
Limits (p.2), Unlimited; interpretation:EUPOP-F20).

For each human player realm and each kind of its supply (:class:`.records.Supply`), the
supply plus the realm's tokens of that kind on the board and on its mat equals the box
count of the pack (``content.components.player``). Cubes also stand for monarch power,
which the state keeps as numbers on the mat, never taken from nor given back to the
supply: the realm's other cubes are the box less the monarch power its scenario set up
(EUPOP-F20). A realm with the Cabinet idea may have one alliance and one marriage beyond
its box, on a token of its own (EUPOP-D1). The rebels' box and the rebel units on the
board make up the pack's rebels; that box alone may fall below zero, since NPR units left
as rebels after an invasion come from the NPR units, not from it (aid Invasion sequence,
interpretation:EUPOP-B10), and go back to it.

A Bot realm's cubes are counted the same way, with its Bot Power: supply, influence,
cardinals, Available and Spent Bot Power and the cubes on its focus areas make up the
whole box, since a Bot's power is cubes taken from its supply (eupop-bots BOT POWER (C),
TOKEN LIMITATIONS; decision 0108 §1). Its towns, claims, cores (its tokens 7-8, eupop-bots
CLAIMS & CORE TOKENS), alliance and marriage tokens, vassal tokens and colonists (on the map
and on its mat) are counted as a human's (eupop-bots TOKEN LIMITATIONS; the Bot's relation
tokens are limited as a human's, interpretation:EUPOP-BOT-29); its box holds 20 more small
towns once it has taken the +20 Income tile (``BotMat.twenty_towns_given``; eupop-bots TOWNS,
interpretation:EUPOP-BOT-27). Its light ships too: each of its ships at sea is one token
(also when it stands in for NPR ships in a battle, EUPOP-BOT-73), the supply kept in step
by bots/army.py place_ship and remove_ship (EUPOP-BOT-74). Not its land units and
merchants: its land units stand on the Bot mat as one number of every kind together, so
its supply of units does not add up to the box by design, and its merchant is a single
field.

One pass over the provinces, one over the areas and one over the forces build every
realm's count together; nothing loops over the map per realm.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import REBELS, world
from hegemon.games.eupop.world.records import Supply
from hegemon.games.eupop.world.relations import CABINET
from hegemon.games.eupop.world.tokens import BOT_TOWN_GRANT, vassal_tokens

Counts = dict[str, dict[str, int]]
FIGURES = {
    "infantry": "infantry",
    "allied_infantry": "infantry",
    "cavalry": "cavalry",
    "allied_cavalry": "cavalry",
    "artillery": "artillery",
    "light_ship": "light_ships",
    "heavy_ship": "heavy_ships",
    "damaged_heavy_ship": "heavy_ships",
    "galley": "galleys",
}
"""Unit kind → the supply's count of the figure standing for it. Mercenaries stand on no
figure of the realm: they come from and go back to the box (interpretation:EUPOP-M2)."""
RELATIONS = ("alliances", "marriages")
"""The kinds of which the Cabinet idea gives one more token, the realm's own and never in
its supply (interpretation:EUPOP-D1)."""
KINDS = tuple(sorted(Supply.__required_keys__))
"""The kinds of a human player realm's supply that are counted, A→Z."""
BOT_KINDS = (
    "alliances",
    "claims",
    "colonists",
    "cores",
    "cubes",
    "large_towns",
    "light_ships",
    "marriages",
    "small_towns",
    "vassal_tokens",
)
"""The kinds of a Bot realm's supply that are counted (the module's docstring says why)."""


def _add(counts: Counts, name: str | None, kind: str, amount: int = 1) -> None:
    held = counts.get(name) if name is not None else None
    if held is not None:
        held[kind] = held.get(kind, 0) + amount


def _board(state: State, geography: Geography, counts: Counts) -> None:
    """Towns, vassal tokens (two on a large province, interpretation:EUPOP-D29) and
    colonists on the provinces; influence, claims and cores in the areas; light ships in
    the sea zones' trade-protection slots."""
    realms = world(state)["realms"]
    for key, record in world(state)["map"]["provinces"].items():
        owner = record["owner"]
        town = record["town"]
        if town is not None:
            token = record.get("town_token")
            if token == "two_small":
                _add(counts, owner, "small_towns", 2)
            elif token == "large" or town == "large":
                _add(counts, owner, "large_towns")
            else:
                _add(counts, owner, "small_towns")
        lord = realms[owner]["overlord"] if owner in realms else None
        if lord is not None:
            _add(counts, lord, "vassal_tokens", vassal_tokens(geography, [key]))
        if record["colonist"] is not None:
            _add(counts, record["colonist"], "colonists")
    for where in world(state)["map"]["areas"].values():
        for name, cubes in where["influence"].items():
            _add(counts, name, "cubes", cubes)
        for name in where["claims"]:
            _add(counts, name, "claims")
        for name in where["cores"]:
            _add(counts, name, "cores")
    for zone in world(state)["map"]["sea_zones"].values():
        for name in zone["trade_protection"]:
            _add(counts, name, "light_ships")


def _forces(state: State, counts: Counts) -> int:
    """Unit figures, army and fleet figures; returns the rebel units on the board."""
    rebels = 0
    areas = world(state)["map"]["areas"]
    realms = world(state)["realms"]
    bots = {name for name in world(state)["bots"] if realms[name]["player"] == "bot"}
    for force in world(state)["forces"].values():
        name = force["realm"]
        if name == REBELS:
            rebels += sum(force["units"].values())
            continue
        if name not in counts:
            continue
        if name in bots and force["where"] not in areas:
            # a Bot's ship is one token, whatever it stands in for (EUPOP-BOT-73, 74)
            _add(counts, name, "light_ships", int(any(force["units"].values())))
            continue
        for kind, count in force["units"].items():
            figure = FIGURES.get(kind)
            if figure is not None:
                _add(counts, name, figure, count)
        if force["army"]:
            on_land = force["port"] is None and force["where"] in areas
            _add(counts, name, "armies" if on_land else "fleets")
    return rebels


def _mats(state: State, counts: Counts) -> None:
    """Relation tokens, merchants, colonists, and the cubes in the Curia and in the
    Changed National Focus slot; a Bot's cubes of Bot Power (available, spent, focus), the
    colonists on its mat and its relation tokens."""
    typed = world(state)
    for name, held in counts.items():
        bot = typed["bots"].get(name)
        if bot is not None:
            power = bot["power"]["available"] + bot["power"]["spent"] + sum(bot["focus"].values())
            held["cubes"] = held.get("cubes", 0) + power
            held["colonists"] = held.get("colonists", 0) + bot["colonists"]
        record = typed["realms"][name]
        held["alliances"] = held.get("alliances", 0) + len(record["allies"])
        held["marriages"] = held.get("marriages", 0) + len(record["marriages"])
        if bot is not None:
            continue
        mat = typed["players"][name]
        held["merchants"] = held.get("merchants", 0) + len(mat["merchants"])
        held["colonists"] = held.get("colonists", 0) + mat["colonists"]
        if mat["national_focus"] == typed["round"]["number"]:
            held["cubes"] = held.get("cubes", 0) + 1
    for cardinal in [*typed["curia"]["slots"], typed["curia"]["roma"]]:
        _add(counts, cardinal, "cubes")


def _counted(state: State) -> Counts:
    """An empty count for each player realm with a supply, human or Bot."""
    typed = world(state)
    return {
        name: {}
        for name in typed["supply"]
        if (name in typed["players"] and typed["realms"][name]["player"] == "human")
        or (name in typed["bots"] and typed["realms"][name]["player"] == "bot")
    }


Tally = tuple[tuple[str, ...], Mapping[str, int], Mapping[str, int], Mapping[str, int]]
"""The kinds counted, and kind → in the supply, placed, and the box count."""
_BOXES: dict[str, dict[str, int]] = {}
"""Pack digest → the box count of each kind of a player realm's supply."""


def _boxed(content: Content) -> dict[str, int]:
    boxed = _BOXES.get(content.digest)
    if boxed is None:
        limits = content.components.player
        boxed = _BOXES[content.digest] = {kind: int(getattr(limits, kind)) for kind in KINDS}
    return boxed


def _totals(state: State, content: Content) -> dict[str, Tally]:
    """Each human player realm → the kinds counted, and kind → in its supply, placed, its
    box count; the rebels under ``REBELS`` (in the box, on the board, the pack's count)."""
    typed = world(state)
    counts = _counted(state)
    _board(state, content.geography, counts)
    rebels = _forces(state, counts)
    _mats(state, counts)
    boxed = _boxed(content)
    scenario = content.scenarios.get(str(state.get("meta", {}).get("scenario")))
    totals: dict[str, Tally] = {}
    for name, placed in counts.items():
        supply = cast(dict[str, int], typed["supply"][name])
        if name in typed["bots"]:
            box = boxed
            if typed["bots"][name].get("twenty_towns_given", False):
                box = dict(boxed)
                box["small_towns"] += BOT_TOWN_GRANT  # the tile's 20 more (EUPOP-BOT-27)
            totals[name] = (BOT_KINDS, supply, placed, box)
            continue
        box = boxed
        setup = None if scenario is None else scenario.player_realms.get(name)
        if setup is not None:
            box = dict(boxed)
            box["cubes"] -= sum(setup.monarch_power.values())
        if CABINET in typed["players"][name]["ideas"]:
            box = dict(box)
            for kind in RELATIONS:
                if placed.get(kind, 0) > box[kind]:
                    box[kind] += 1  # the Cabinet's one more token, its own (EUPOP-D1)
        totals[name] = (KINDS, supply, placed, box)
    totals[REBELS] = (
        ("rebels",),
        {"rebels": typed["box"]["rebels"]},
        {"rebels": rebels},
        {"rebels": content.components.rebels},
    )
    return totals


@implements("eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-F20")
@implements("eupop-bots:TOWNS", "interpretation:EUPOP-BOT-27")
def conservation(state: State, content: Content) -> list[str]:
    """Every token count of a human player realm (and the rebels') that does not add up to
    its box count, as a sentence; empty when all do. A situation's hand-written board is
    held to the counts it started from (:func:`record_offsets`)."""
    offsets = world(state).get("supply_offsets", {})
    broken = []
    for name, (kinds, supplies, placed, box) in sorted(_totals(state, content).items()):
        offset = offsets.get(name, {})
        for kind in kinds:
            supply, down = supplies[kind], placed.get(kind, 0)
            expected = box[kind] + offset.get(kind, 0) if offset else box[kind]
            if (supply < 0 and name != REBELS) or supply + down != expected:
                whose = "the box" if name == REBELS else f"{name}'s supply"
                broken.append(
                    f"{supply} {kind} in {whose} and {down} placed, not {expected} in all"
                )
    return broken


@implements("interpretation:EUPOP-F20")
def record_offsets(state: State, content: Content) -> None:
    """A situation wrote the board by hand: record, for each count that does not add up,
    how far it is from the box, so that the invariant holds the situation's play to the
    counts it started from (``supply_offsets``; a game set up by the rules has none)."""
    offsets = {
        name: {
            kind: supply[kind] + placed.get(kind, 0) - box[kind]
            for kind in kinds
            if supply[kind] + placed.get(kind, 0) != box[kind]
        }
        for name, (kinds, supply, placed, box) in _totals(state, content).items()
    }
    kept = {name: kinds for name, kinds in sorted(offsets.items()) if kinds}
    if kept:
        world(state)["supply_offsets"] = kept
    else:
        world(state).pop("supply_offsets", None)
