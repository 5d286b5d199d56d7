"""Trade power and the nodes a realm may trade in, counted once per question.

A rule that asks about several realms or nodes builds one table (:func:`power_table`,
:func:`eligible_nodes`) and reads from it: a table reads each node's key provinces and
trade-protection slots once, and a realm's trade network is walked once for every node,
never once per node.
"""

from __future__ import annotations

from collections.abc import Iterable

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import is_own, provinces_by_owner, vassals, world
from hegemon.games.eupop.world.trade import trade_network

POWER = "eupop-aid:Trade Power (🏰)"
SECONDARY = "eupop-aid:Secondary Trade Nodes"
INCOME = "eupop-aid:Trade Income (p. 34-35)"

PowerTable = dict[str, dict[str, int]]
"""Node → realm → trade power (only realms with some power there)."""


@implements(POWER, SECONDARY)
def node_power(state: State, geography: Geography, node: str) -> dict[str, int]:
    """Every realm's trade power in one node: 1 for its merchant there, 1 and each "+" per
    key province it owns (primary nodes only), 1 per light ship of it on the node's
    trade-protection slots (maritime nodes only). A Bot's merchant is only a marker of where
    it collected last (eupop-bots BOT TRADE): no trade power."""
    info = geography.trade_nodes[node]
    power: dict[str, int] = {}
    bots = world(state)["bots"]
    for realm_name in set(world(state)["map"]["trade_nodes"][node]["merchants"]):
        if realm_name not in bots:
            power[realm_name] = 1
    if info.secondary_of is None:
        for province in info.key_provinces:
            holder = world(state)["map"]["provinces"][province]["owner"]
            if holder is not None and is_own(state, province, holder):
                power[holder] = power.get(holder, 0) + 1 + geography.provinces[province].key_plus
    if info.kind == "maritime":
        for zone in info.protection_zones:
            for realm_name in world(state)["map"]["sea_zones"][zone]["trade_protection"]:
                power[realm_name] = power.get(realm_name, 0) + 1
    return power


@implements(POWER)
def power_table(state: State, geography: Geography) -> PowerTable:
    """Trade power of every realm in every node, in one pass over the nodes."""
    return {node: node_power(state, geography, node) for node in geography.trade_nodes}


@implements(INCOME, "interpretation:EUPOP-18")
def eligible_nodes(state: State, geography: Geography, realm_name: str) -> frozenset[str]:
    """The nodes connected to the realm's capital area (EUPOP-18), its network walked once."""
    owned = provinces_by_owner(state, [realm_name, *vassals(state, realm_name)])
    present = {name for names in owned.values() for name in names}
    areas, zones = trade_network(state, geography, realm_name, present)
    present_areas = {geography.provinces[name].area for name in present}
    facing: set[str] = set()
    for name in present:
        if geography.provinces[name].area in areas:
            facing.update(geography.provinces[name].faces)
    found: set[str] = set()
    for node, info in geography.trade_nodes.items():
        if info.kind == "inland":
            if info.area in areas or info.area in present_areas:
                found.add(node)
        elif (zones | facing) & set(info.sea_zones):
            found.add(node)
    return frozenset(found)


def eligibility(
    state: State, geography: Geography, realms: Iterable[str]
) -> dict[str, frozenset[str]]:
    """Realm → its eligible nodes, one network walk per realm."""
    return {name: eligible_nodes(state, geography, name) for name in realms}
