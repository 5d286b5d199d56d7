"""The board at the start of a scenario: areas, provinces, realms, forces, merchants.

Player realms place their towns, vassals, influence, claims, alliances, marriages, armies,
fleets and merchants as the scenario lists them; every other province flies its printed
flag. A Bot seat is set up by the Bot rules: towns instead of vassal tokens, one ship in
each sea zone where it has ships, no army on the board, one merchant.
"""

from __future__ import annotations

from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_realms import PlayerRealmSetup, Scenario
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import (
    provinces_by_owner,
    reindex,
    set_overlord,
    set_owner,
    world,
)
from hegemon.games.eupop.world.records import (
    Area,
    Board,
    Control,
    Curia,
    Empire,
    Force,
    Province,
    Realm,
    RealmKind,
    ReligionSlot,
    SeaZone,
    TradeNode,
)


def _religion_slots(geography: Geography) -> dict[str, ReligionSlot]:
    return {
        slot: ReligionSlot(
            religion=geography.areas[names[0]].religion,
            counter_reformation=False,
            revolutionary=False,
        )
        for slot, names in geography.religion_slots.items()
    }


def _areas(geography: Geography) -> dict[str, Area]:
    return {
        name: Area(hre=info.hre, influence={}, claims=[], cores=[], unrest={}, crusade=False)
        for name, info in geography.areas.items()
    }


def _provinces(geography: Geography) -> dict[str, Province]:
    return {
        name: Province(
            owner=info.flag,
            town=None,
            dnpr_token=None,
            occupier=None,
            plus_one=False,
            colonist=None,
        )
        for name, info in geography.provinces.items()
    }


def _realm(
    kind: RealmKind, player: Control | None, religion: str, natural: str, papal_states: bool
) -> Realm:
    return Realm(
        kind=kind,
        player=player,
        papal_states=papal_states,
        capital=None,
        natural_capital=natural,
        religion=religion,
        overlord=None,
        allies=[],
        active_allies=[],
        marriages=[],
        flipped_marriages=[],
        truces=[],
        casus_belli=[],
        manpower_tokens=0,
        excommunicated=False,
    )


@implements("eupop-aid:NPRS (p. 35-36)")
def npr_capital(
    state: State,
    geography: Geography,
    name: str,
    natural: str,
    owned: list[str] | None = None,
) -> str | None:
    """The natural capital if the realm owns it, else a large province first, then A→Z.
    ``owned`` (the realm's provinces, sorted) saves a pass over the map."""
    if world(state)["map"]["provinces"][natural]["owner"] == name:
        return natural
    if owned is None:
        owned = provinces_by_owner(state, [name])[name]
    large = [key for key in owned if geography.provinces[key].town == "large"]
    chosen = large or owned
    return chosen[0] if chosen else None


@implements("eupop-bots:BOT SETUP", "interpretation:EUPOP-13")
def place_player_realm(
    state: State, content: Content, name: str, setup: PlayerRealmSetup, bot: bool
) -> None:
    geography = content.geography
    board = world(state)["map"]
    realms = world(state)["realms"]
    record = realms[name]
    record["capital"] = setup.capital or content.realms.realms[name].capital
    if setup.state_religion is not None:
        record["religion"] = setup.state_religion
    towns = list(setup.provinces)
    if bot:
        held = provinces_by_owner(state, setup.vassals)
        towns += [key for vassal in setup.vassals for key in held[vassal]]
    for province in towns:
        set_owner(state, province, name)
        board["provinces"][province]["town"] = geography.provinces[province].town
    if not bot:
        for vassal in setup.vassals:
            set_overlord(state, vassal, name)
    for area_name, count in sorted(setup.influence.items()):
        board["areas"][area_name]["influence"][name] = count
    for area_name in setup.claims:
        board["areas"][area_name]["claims"].append(name)
    for area_name in setup.cores:
        board["areas"][area_name]["cores"].append(name)
    for ally in setup.alliances:
        record["allies"].append(ally)
        realms[ally]["allies"].append(name)
    for partner in setup.marriages:
        record["marriages"].append(partner)
        realms[partner]["marriages"].append(name)
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
        board["trade_nodes"][node]["merchants"].append(name)


def _add_force(
    state: State, realm_name: str, where: str, units: dict[str, int], army: bool
) -> None:
    """Put units on the board: an army or fleet figure (``army``) or loose units."""
    number = world(state)["next_force"]
    world(state)["next_force"] = number + 1
    world(state)["forces"][f"f{number:03d}"] = Force(
        realm=realm_name, where=where, army=army, leader=None, port=None, units=units
    )


def build_board(state: State, content: Content, scenario: Scenario, bots: set[str]) -> None:
    """The board and the realms; ``bots`` are the player realms played by Bots. No war is
    on at the start."""
    geography = content.geography
    typed = world(state)
    typed["map"] = Board(
        areas=_areas(geography),
        religion_slots=_religion_slots(geography),
        provinces=_provinces(geography),
        sea_zones={name: SeaZone(trade_protection=[]) for name in geography.sea_zones},
        trade_nodes={name: TradeNode(pirates=0, merchants=[]) for name in geography.trade_nodes},
    )
    typed["forces"] = {}
    typed["next_force"] = 1
    typed["wars"] = {}
    typed["at_war_with"] = {}
    typed["next_war"] = 1
    realms: dict[str, Realm] = {}
    typed["realms"] = realms
    for name, info in content.realms.realms.items():
        kind: RealmKind
        player: Control | None
        if name in scenario.player_realms:
            kind, player = "player", ("bot" if name in bots else "human")
        else:
            kind, player = ("dnpr" if info.kind == "dnpr" else "npr"), None
        realms[name] = _realm(
            kind, player, info.religion, info.capital, info.kind == "papal_states"
        )
    reindex(state)
    for name, setup in scenario.player_realms.items():
        place_player_realm(state, content, name, setup, name in bots)
    board = world(state)["map"]["provinces"]
    for name, npr in scenario.non_player_realms.items():
        for province in npr.provinces or []:
            set_owner(state, province, name)
        for province in npr.plus_one:
            board[province]["plus_one"] = True
    others = [name for name in content.realms.realms if name not in scenario.player_realms]
    owned = provinces_by_owner(state, others)
    for name in others:
        chosen = scenario.non_player_realms.get(name)
        natural = (
            chosen.capital if chosen and chosen.capital else content.realms.realms[name].capital
        )
        realms[name]["capital"] = npr_capital(state, geography, name, natural, owned[name])
    typed["hre"] = Empire(
        emperor=scenario.emperor,
        imperial_authority=scenario.imperial_authority,
        religion=scenario.hre_religion,
        defending=False,
        imperial_influence={},
        dissolved=False,
        imperial_units=0,
        intruded=[],
    )
    typed["curia"] = Curia(slots=[], roma=None)
