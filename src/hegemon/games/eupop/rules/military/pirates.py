"""Fighting pirates after a naval activation (eupop-aid Naval Movement, Undock, Battle
Triggers (p. 27, 28)): the realm may attack the pirates of a maritime trade node lying in
the sea zone where its activated ships ended and still are (ships that docked are in no sea
zone: they offer no fight), with all its ships at sea in that zone; docked ships do not
fight.

The aid names the option but not the fight; ours (interpretation: EUPOP-M13) is one
exchange of fire as in a naval battle round: the realm rolls the 3 artillery battle dice
and scores with its ships there as in any naval battle (EUPOP-B4); the pirates roll 3
artillery dice too, each pirate counting as a light ship. Each of the realm's hits removes
a pirate from the node; each of the pirates' hits falls on the realm's ships there, the
cheapest first (galley, light ship, damaged heavy ship, heavy ship, which turns over)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.losses import take_hit
from hegemon.games.eupop.rules.battle.sides import score, units_of
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.world.layout import world

DICE = 3
"""Artillery dice each side rolls."""
CASUALTY_ORDER = ("galley", "light_ship", "damaged_heavy_ship", "heavy_ship")
"""The realm's ships take the pirates' hits in this order."""


def _ships_in(state: State, name: str, zone: str) -> dict[str, int]:
    return {k: n for k, n in units_of(state, zone, [name]).items() if k in CASUALTY_ORDER and n}


@implements(c.NAVAL_MOVEMENT, c.TRIGGERS, "interpretation:EUPOP-M13")
def pirate_targets(state: State, content: Content, name: str, zone: str) -> list[str]:
    """The maritime trade nodes lying in the zone that hold pirates, while the realm has
    ships in the zone (A→Z)."""
    if zone not in content.geography.sea_zones or not _ships_in(state, name, zone):
        return []
    nodes = world(state)["map"]["trade_nodes"]
    return [
        node
        for node, info in sorted(content.geography.trade_nodes.items())
        if info.kind == "maritime" and zone in info.sea_zones and nodes[node]["pirates"] > 0
    ]


@implements(c.TRIGGERS, "interpretation:EUPOP-M13", "interpretation:EUPOP-B4")
def fight_pirates(game: Game, name: str, zone: str, node: str) -> None:
    """One exchange of fire between the realm's ships in the zone and the node's pirates."""
    state = game.state
    content = content_of(game)
    record = world(state)["map"]["trade_nodes"][node]
    if zone not in content.geography.trade_nodes[node].sea_zones or record["pirates"] <= 0:
        raise ValueError(f"no pirates to fight in {node} from {zone}")
    ships = _ships_in(state, name, zone)
    if not ships:
        raise ValueError(f"{name} has no ships in {zone}")
    die: list[str] = list(content.dice.battle_dice["artillery"])
    own = [
        die[v - 1]
        for v in game.roll_dice(
            DICE, f"artillery dice of {name} against pirates", seat=name, rule=c.TRIGGERS
        )
    ]
    theirs = [
        die[v - 1]
        for v in game.roll_dice(DICE, f"artillery dice of the pirates in {node}", rule=c.TRIGGERS)
    ]
    pirates = record["pirates"]
    hits = score(own, ships, naval=True)
    taken = score(theirs, {"light_ship": pirates}, naval=True)
    removed = min(hits, pirates)
    record["pirates"] = pirates - removed
    lost = 0
    for _ in range(taken):
        left = _ships_in(state, name, zone)
        kind = next((k for k in CASUALTY_ORDER if left.get(k)), None)
        if kind is None:
            break
        take_hit(game, zone, name, kind)
        lost += 1
    game.log(
        "pirates_fought",
        name,
        rule=c.TRIGGERS,
        zone=zone,
        node=node,
        removed=removed,
        pirates=record["pirates"],
        hits_taken=lost,
    )
