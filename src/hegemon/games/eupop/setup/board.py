"""The board at the start of a scenario: areas, provinces, realms, forces, merchants.

Player realms place their towns, vassals, influence, claims, alliances, marriages, armies,
fleets and merchants as the scenario lists them; every other province flies its printed
flag. A Bot seat is set up by the Bot rules: towns instead of vassal tokens, one ship in
each sea zone where it has ships, no army on the board, one merchant.
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_realms import PlayerRealmSetup, Scenario
from hegemon.games.eupop.world.geography import Geography


def _religion_slots(geography: Geography) -> dict[str, Any]:
    return {
        slot: {
            "religion": geography.areas[areas[0]].religion,
            "counter_reformation": False,
            "revolutionary": False,
        }
        for slot, areas in geography.religion_slots.items()
    }


def _areas(geography: Geography) -> dict[str, Any]:
    return {
        name: {
            "hre": info.hre,
            "influence": {},
            "claims": [],
            "cores": [],
            "unrest": {},
            "crusade": False,
        }
        for name, info in geography.areas.items()
    }


def _provinces(geography: Geography) -> dict[str, Any]:
    return {
        name: {
            "owner": info.flag,
            "town": None,
            "dnpr_token": None,
            "occupier": None,
            "plus_one": False,
            "colonist": None,
        }
        for name, info in geography.provinces.items()
    }


def _realm(kind: str, player: str | None, religion: str, natural: str) -> dict[str, Any]:
    return {
        "kind": kind,
        "player": player,
        "capital": None,
        "natural_capital": natural,
        "religion": religion,
        "overlord": None,
        "allies": [],
        "active_allies": [],
        "marriages": [],
        "truces": [],
        "casus_belli": [],
        "manpower_tokens": 0,
    }


@implements("eupop-aid:NPRS (p. 35-36)")
def npr_capital(state: State, geography: Geography, name: str, natural: str) -> str | None:
    """The natural capital if the realm owns it, else a large province first, then A→Z."""
    provinces = state["map"]["provinces"]
    if provinces[natural]["owner"] == name:
        return natural
    owned = sorted(key for key, record in provinces.items() if record["owner"] == name)
    large = [key for key in owned if geography.provinces[key].town == "large"]
    chosen = large or owned
    return chosen[0] if chosen else None


@implements("eupop-bots:BOT SETUP", "interpretation:EUPOP-13")
def place_player_realm(
    state: State, content: Content, name: str, setup: PlayerRealmSetup, bot: bool
) -> None:
    geography = content.geography
    provinces = state["map"]["provinces"]
    areas = state["map"]["areas"]
    record = state["realms"][name]
    record["capital"] = setup.capital or content.realms.realms[name].capital
    if setup.state_religion is not None:
        record["religion"] = setup.state_religion
    for province in setup.provinces:
        provinces[province].update(owner=name, town=geography.provinces[province].town)
    for vassal in setup.vassals:
        if bot:
            for province, info in sorted(provinces.items()):
                if info["owner"] == vassal:
                    info.update(owner=name, town=geography.provinces[province].town)
        else:
            state["realms"][vassal]["overlord"] = name
    for area_name, count in sorted(setup.influence.items()):
        areas[area_name]["influence"][name] = count
    for area_name in setup.claims:
        areas[area_name]["claims"].append(name)
    for area_name in setup.cores:
        areas[area_name]["cores"].append(name)
    for ally in setup.alliances:
        record["allies"].append(ally)
        state["realms"][ally]["allies"].append(name)
    for partner in setup.marriages:
        record["marriages"].append(partner)
        state["realms"][partner]["marriages"].append(name)
    if not bot:
        for area_name, units in sorted(setup.armies.items()):
            _add_force(
                state,
                name,
                area_name,
                {str(kind): count for kind, count in units.items()},
                army=True,
            )
    for zone, ships in sorted(setup.fleets.items()):
        _add_force(
            state,
            name,
            zone,
            {"light_ship": 1} if bot else {str(kind): count for kind, count in ships.items()},
            army=not bot,
        )
    nodes = setup.merchants[:1] if bot else setup.merchants
    for node in nodes:
        state["map"]["trade_nodes"][node]["merchants"].append(name)


def _add_force(
    state: State, realm_name: str, where: str, units: dict[str, int], army: bool
) -> None:
    """Put units on the board: an army or fleet figure (``army``) or loose units."""
    number = state["next_force"]
    state["next_force"] = number + 1
    state["forces"][f"f{number:03d}"] = {
        "realm": realm_name,
        "where": where,
        "army": army,
        "leader": None,
        "port": None,
        "units": units,
    }


def build_board(state: State, content: Content, scenario: Scenario, bots: set[str]) -> None:
    """The board and the realms; ``bots`` are the player realms played by Bots."""
    geography = content.geography
    state["map"] = {
        "areas": _areas(geography),
        "religion_slots": _religion_slots(geography),
        "provinces": _provinces(geography),
        "sea_zones": {name: {"trade_protection": []} for name in geography.sea_zones},
        "trade_nodes": {name: {"pirates": 0, "merchants": []} for name in geography.trade_nodes},
    }
    state["forces"] = {}
    state["next_force"] = 1
    state["wars"] = []
    state["realms"] = {}
    for name, realm in content.realms.realms.items():
        if name in scenario.player_realms:
            kind, player = "player", ("bot" if name in bots else "human")
        else:
            kind, player = ("dnpr" if realm.kind == "dnpr" else "npr"), None
        state["realms"][name] = _realm(kind, player, realm.religion, realm.capital)
        state["realms"][name]["papal_states"] = realm.kind == "papal_states"
    for name, setup in scenario.player_realms.items():
        place_player_realm(state, content, name, setup, name in bots)
    provinces = state["map"]["provinces"]
    for name, npr in scenario.non_player_realms.items():
        for province in npr.provinces or []:
            provinces[province]["owner"] = name
        for province in npr.plus_one:
            provinces[province]["plus_one"] = True
    for name, realm in content.realms.realms.items():
        if name not in scenario.player_realms:
            chosen = scenario.non_player_realms.get(name)
            natural = chosen.capital if chosen and chosen.capital else realm.capital
            state["realms"][name]["capital"] = npr_capital(state, geography, name, natural)
    state["hre"] = {
        "emperor": scenario.emperor,
        "imperial_authority": scenario.imperial_authority,
        "religion": scenario.hre_religion,
        "defending": False,
        "imperial_influence": {},
    }
