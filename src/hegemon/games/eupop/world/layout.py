"""The dynamic world in the state, and the typed look-ups every query uses.

State keys of the eupop module (all plain data, typed by :mod:`.records`; maps are keyed
by name and never iterated to decide an order — callers sort):

- ``map/religion_slots/<slot>``: ``religion``, ``counter_reformation``, ``revolutionary``
  (one religion token governs every area of its slot).
- ``map/areas/<area>``: ``hre`` (still in the HRE), ``influence`` (realm → count),
  ``claims`` and ``cores`` (realms), ``unrest`` (realm → count), ``crusade``.
- ``map/provinces/<province>``: ``owner`` (the lawful owner, None when vacant),
  ``town`` (``small``/``large``/None: a player realm's town), ``occupier`` (a realm or
  ``rebels`` controlling it on top of the owner, else None), ``plus_one``, ``colonist``
  (a realm's colonist on a vacant territory), ``dnpr_token`` (a DNPR token kept under a
  town or vassal token).
- ``map/trade_nodes/<node>``: ``pirates``, ``merchants`` (realms);
  ``map/sea_zones/<zone>``: ``trade_protection`` (realms holding its slots).
- ``realms/<realm>``: ``kind`` (``player``/``npr``/``dnpr``), ``player``
  (``human``/``bot``/None), ``papal_states``, ``capital``, ``natural_capital``,
  ``religion`` (state religion), ``overlord``, ``allies``, ``active_allies``,
  ``marriages``, ``truces``, ``casus_belli``, ``manpower_tokens``.
- ``wars/<id>``: a war record (``w1``, ``w2`` … numbered by ``next_war``): ``attackers``
  and ``defenders``, each a ``leader`` and its ``members`` (``realm``, ``joined``,
  ``through``) in the order they joined; ``casus_belli`` (realm declared on → casus belli
  or None); ``peace`` (pairs of opposing members no longer at war). See :mod:`.wars` and
  docs/decisions/0103-eupop-wars-as-records.md.
- ``at_war_with/<realm>``: the realms it is at war with as a war member, sorted; a realm
  at peace has no entry. An index of ``wars``, rewritten by every function of
  :mod:`.wars` and checked by the invariants. Vassals share their overlord's wars and
  rebels are at war with everyone: both are derived (``at_war``, ``enemies``), not listed.
- ``forces/<id>``: ``realm`` (or ``rebels``), ``where`` (an area or sea zone), ``port``
  (for ships docked in a port: the port province, ``where`` being its area; else None),
  ``army`` (an army or fleet figure rather than loose units), ``leader``, ``units``
  (kind → count). Province names may repeat area names, so ``where`` is never a province.
- ``players/<realm>`` and ``bots/<realm>``: the player mat and the Bot mat;
  ``supply/<realm>``: its tokens off the board; ``box``, ``round``, ``hre``, ``decks``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import cast, get_args

from hegemon.engine.refs import cite, implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.schema_realms import LandUnit
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.records import Area, EupopState, Force, Province, Realm

cite("interpretation:EUPOP-2", "eupop.world.layout")
REBELS = "rebels"
LAND_UNITS: tuple[str, ...] = get_args(LandUnit)
SHIPS = ("light_ship", "heavy_ship", "damaged_heavy_ship", "galley")


def world(state: State) -> EupopState:
    """The state, read through its types."""
    return cast(EupopState, state)


# The accessors below are called millions of times in a game: they index the plain state
# into a typed local rather than going through ``world`` (a call and a cast each time).


def province(state: State, name: str) -> Province:
    record: Province = state["map"]["provinces"][name]
    return record


def area(state: State, name: str) -> Area:
    record: Area = state["map"]["areas"][name]
    return record


def realm(state: State, name: str) -> Realm:
    record: Realm = state["realms"][name]
    return record


@implements("eupop-aid:Convert Area (2👤 + 3👤) (p. 14)", "interpretation:EUPOP-16")
@implements("eupop-aid:RELIGION, FAITH (p. 38)")
def faith(religion: str) -> str:
    """The faith a religion counts as: Counter-Reformed realms and areas are Catholic."""
    return "catholic" if religion == "counter_reformed" else religion


def area_religion(state: State, geography: Geography, name: str) -> str:
    """The religion of an area: that of its religion slot."""
    slot = geography.areas[name].religion_slot
    return world(state)["map"]["religion_slots"][slot]["religion"]


@implements("eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-19")
def port_active(state: State, geography: Geography, name: str) -> bool:
    """A port that works: any printed port but an inactive distant one, which wakes once a
    town, a colonist or a DNPR token is on its province."""
    kind = geography.provinces[name].port
    if kind is None:
        return False
    if kind != "inactive":
        return True
    record = province(state, name)
    return bool(record["town"] or record["colonist"] or record["dnpr_token"])


def owner(state: State, name: str) -> str | None:
    """The lawful owner of a province."""
    return province(state, name)["owner"]


def controller(state: State, name: str) -> str | None:
    """Who controls a province: its occupier, else its lawful owner."""
    record = province(state, name)
    return record["occupier"] or record["owner"]


def is_own(state: State, name: str, realm_name: str) -> bool:
    """An Own province: the realm's, and not occupied (aid Concepts & Terms)."""
    record = province(state, name)
    return record["owner"] == realm_name and record["occupier"] is None


def overlord(state: State, realm_name: str) -> str | None:
    record: Realm | None = state["realms"].get(realm_name)
    return None if record is None else record["overlord"]


def vassals(state: State, realm_name: str) -> list[str]:
    realms: dict[str, Realm] = state["realms"]
    return sorted([name for name, record in realms.items() if record["overlord"] == realm_name])


def top_realm(state: State, realm_name: str) -> str:
    """A vassal counts as part of its overlord in wars."""
    return overlord(state, realm_name) or realm_name


def at_war(state: State, first: str, second: str) -> bool:
    """Two realms at war (a vassal shares its overlord's wars; rebels are at war with all)."""
    if first == second:
        return False
    if REBELS in (first, second):
        return True
    index = world(state)["at_war_with"]
    sides = {second, top_realm(state, second)}
    return any(
        other in sides for one in {first, top_realm(state, first)} for other in index.get(one, ())
    )


def enemies(state: State, realm_name: str) -> set[str]:
    """Every realm at war with this one, as ``at_war`` says (rebels aside): the enemies of the
    realm and of its overlord, and the vassals of those."""
    index = world(state)["at_war_with"]
    direct = {
        other for one in {realm_name, top_realm(state, realm_name)} for other in index.get(one, ())
    }
    if not direct:
        return set()
    result = direct | {
        name for name, record in world(state)["realms"].items() if record["overlord"] in direct
    }
    result.discard(realm_name)
    return result


def friends(state: State, realm_name: str) -> set[str]:
    """The realm, its overlord, its vassals and its allies: their things are Friendly to it
    (interpretation:EUPOP-3)."""
    record = realm(state, realm_name)
    result = {realm_name, *vassals(state, realm_name), *record["allies"]}
    if record["overlord"] is not None:
        result.add(record["overlord"])
    return result


def forces_at(state: State, where: str) -> list[Force]:
    """Forces in an area or sea zone, by id."""
    everything = world(state)["forces"]
    return [
        everything[key]
        for key in sorted(key for key, force in everything.items() if force["where"] == where)
    ]


def unit_count(force: Force) -> int:
    return sum(force["units"].values())


def provinces_by_owner(
    state: State, owners: Collection[str], occupied: bool = True
) -> dict[str, list[str]]:
    """Each of ``owners`` → the provinces it lawfully owns, sorted, in one pass over the map;
    without the occupied ones unless ``occupied``."""
    result: dict[str, list[str]] = {name: [] for name in owners}
    for name, record in world(state)["map"]["provinces"].items():
        holder = record["owner"]
        if holder is not None and holder in result and (occupied or record["occupier"] is None):
            result[holder].append(name)
    for names in result.values():
        names.sort()
    return result


def own_provinces(state: State, realm_name: str) -> list[str]:
    """The realm's Own provinces: lawfully its and not occupied."""
    return provinces_by_owner(state, [realm_name], occupied=False)[realm_name]


def owned_provinces(state: State, realm_name: str) -> list[str]:
    """Provinces the realm lawfully owns, occupied or not."""
    return provinces_by_owner(state, [realm_name])[realm_name]
