"""Trade power in a trade node (aid Trade Power)."""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import is_own


@implements("eupop-aid:Trade Power (🏰)", "eupop-aid:Secondary Trade Nodes")
def trade_power(state: State, geography: Geography, realm_name: str, node: str) -> int:
    """1 for the realm's merchant there; 1 and each "+" per own key province (not in a
    secondary node); 1 per light ship of the realm in the node's trade-protection slots
    (maritime nodes only)."""
    info = geography.trade_nodes[node]
    power = 1 if realm_name in state["map"]["trade_nodes"][node]["merchants"] else 0
    if info.secondary_of is None:
        for province in info.key_provinces:
            if is_own(state, province, realm_name):
                power += 1 + geography.provinces[province].key_plus
    if info.kind == "maritime":
        for zone, zone_info in sorted(geography.sea_zones.items()):
            if zone_info.node == node:
                slots = state["map"]["sea_zones"][zone]["trade_protection"]
                power += slots.count(realm_name)
    return power
