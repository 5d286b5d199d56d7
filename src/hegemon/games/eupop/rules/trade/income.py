"""Trade income of a Trade action: who collects, from which row, how many ducats
(eupop-aid Trade Income (p. 34-35), Secondary Trade Nodes, Pirates).

The realms that collect in a node are the human player realms with a merchant there and
the node eligible for them. They take one row each, best row first, in order of trade
power; the trading realm orders ties. Each pirate in the node pushes every realm one row
down; a realm pushed past the last row collects nothing. Bots collect no row: they gain
Bot Power passively where they are eligible (bots/trade.py ``passive_income``).
"""

from __future__ import annotations

from dataclasses import dataclass

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import world

INCOME = "eupop-aid:Trade Income (p. 34-35)"
SECONDARY = "eupop-aid:Secondary Trade Nodes"
PIRATES = "eupop-aid:Pirates"


@dataclass(frozen=True)
class Payout:
    realm: str
    node: str
    row: int | None
    """1 for the best row; None when pushed past the last row."""
    ducats: int


def collectors(
    state: State, node: str, eligible: dict[str, frozenset[str]], leaving: str | None = None
) -> list[str]:
    """Human realms with a merchant in the node that is eligible for them; ``leaving`` is
    left out (the trading realm, when it trades in the node's secondary node)."""
    merchants = set(world(state)["map"]["trade_nodes"][node]["merchants"])
    return sorted(
        name
        for name in merchants
        if name in world(state)["players"] and name != leaving and node in eligible.get(name, ())
    )


@implements(INCOME)
def ranked(powers: dict[str, int], realms: list[str]) -> list[list[str]]:
    """The realms grouped by trade power, highest first; a group of two or more is a tie
    the trading realm breaks."""
    levels = sorted({powers.get(name, 0) for name in realms}, reverse=True)
    return [sorted(name for name in realms if powers.get(name, 0) == level) for level in levels]


@implements(INCOME, PIRATES, "interpretation:EUPOP-T2")
def row_income(geography: Geography, node: str, rank: int, pirates: int, expanded: bool) -> Payout:
    """What the realm ranked ``rank`` (0: first) collects in the node, pirates counted."""
    rows = geography.trade_nodes[node].rows
    index = rank + pirates
    if index >= len(rows):
        return Payout("", node, None, 0)
    normal, wide = rows[index]
    return Payout("", node, index + 1, wide if expanded else normal)


@implements(INCOME, PIRATES)
def payouts(
    geography: Geography, node: str, order: list[str], pirates: int, expanded: bool
) -> list[Payout]:
    found = []
    for rank, name in enumerate(order):
        paid = row_income(geography, node, rank, pirates, expanded)
        found.append(Payout(name, node, paid.row, paid.ducats))
    return found


@implements(SECONDARY, "interpretation:EUPOP-T2")
def lowest_row(geography: Geography, node: str, expanded: bool) -> Payout:
    rows = geography.trade_nodes[node].rows
    normal, wide = rows[-1]
    return Payout("", node, len(rows), wide if expanded else normal)


@implements(SECONDARY, "interpretation:EUPOP-T4")
def secondary_open(
    state: State, powers: dict[str, int], realm_name: str, node: str, has_merchant: bool
) -> bool:
    """A secondary node may be chosen when it holds no pirate and the realm's trade power
    there, its merchant counted as moved in, is at least every other realm's."""
    if world(state)["map"]["trade_nodes"][node]["pirates"]:
        return False
    own = powers.get(realm_name, 0) + (0 if has_merchant else 1)
    return all(own >= power for name, power in powers.items() if name != realm_name)
