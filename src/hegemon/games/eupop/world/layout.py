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
  ``marriages``, ``truces``, ``casus_belli``, ``manpower_tokens``, ``excommunicated``.
- ``owned/<realm>``: the provinces the realm lawfully owns (occupied or not), sorted; a
  realm owning none has no entry. An index of the provinces' ``owner``, kept by
  ``set_owner`` (the only writer of an owner once the state is built) and checked by the
  invariants (docs/decisions/0104-eupop-map-queries-at-full-scale.md).
- ``vassals/<realm>``: its vassals, sorted; a realm with none has no entry. An index of
  the realms' ``overlord``, kept by ``set_overlord`` likewise.
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
- ``players/<realm>`` and ``bots/<realm>``: the player mat (with ``crusade``, the areas
  of crusades it is committed to, and ``discovered``, what it has explored) and the Bot
  mat (its fields, and the package writing each, in :class:`.records.BotMat`);
  ``supply/<realm>``: its tokens off the board; ``box``, ``round`` (with
  ``papal_action``, taken this round, and the Bots' ``bot_turns``, ``bot_invaded``,
  ``replacements``), ``decks``; ``supply_offsets`` only in a situation's
  hand-written board (the token counts it started from, decision 0109).
- ``hre``: ``emperor``, ``imperial_authority``, ``religion``, ``defending``,
  ``imperial_influence`` (area → cubes), ``dissolved``, ``imperial_units``, ``intruded``,
  and ``election`` only while an Imperial Election waits to be held (EUPOP-I19);
  ``curia``: ``slots`` (regular cardinal slots left to right: a realm or None), ``roma``
  (the Roma cardinal's realm). Issue 12's records (decision 0106) are written only by the
  package of their rule, as :mod:`.records` says of each.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, cast, get_args

from hegemon.engine.refs import cite, implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.schema_realms import LandUnit
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.records import Area, EupopState, Force, Province, Realm

cite("interpretation:EUPOP-2", "eupop.world.layout")
REBELS = "rebels"
LAND_UNITS: tuple[str, ...] = get_args(LandUnit)
SHIPS = ("light_ship", "heavy_ship", "damaged_heavy_ship", "galley")


if TYPE_CHECKING:

    def world(state: State) -> EupopState:
        """The state, read through its types."""
        return cast(EupopState, state)

else:

    def world(state):
        """The state, read through its types (at run time the state itself: ``world`` is
        called about a million times in a game, and ``cast`` is a call of its own)."""
        return state


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
    """The realm's vassals, sorted (from the vassal index)."""
    index: dict[str, list[str]] = state["vassals"]
    return list(index.get(realm_name, ()))


def ownership_index(provinces: Mapping[str, Province]) -> dict[str, list[str]]:
    """Realm → the provinces it lawfully owns, sorted: the ``owned`` index, built afresh."""
    index: dict[str, list[str]] = {}
    for name in sorted(provinces):
        holder = provinces[name]["owner"]
        if holder is not None:
            index.setdefault(holder, []).append(name)
    return index


def vassal_index(realms: Mapping[str, Realm]) -> dict[str, list[str]]:
    """Overlord → its vassals, sorted: the ``vassals`` index, built afresh."""
    index: dict[str, list[str]] = {}
    for name in sorted(realms):
        lord = realms[name]["overlord"]
        if lord is not None:
            index.setdefault(lord, []).append(name)
    return index


def reindex(state: State) -> None:
    """Build the ``owned`` and ``vassals`` indexes from the provinces' owners and the
    realms' overlords: for a state built or edited as data (setup, a situation's paths)."""
    typed = world(state)
    typed["owned"] = ownership_index(typed["map"]["provinces"])
    typed["vassals"] = vassal_index(typed["realms"])


def _move(index: dict[str, list[str]], item: str, old: str | None, new: str | None) -> None:
    if old is not None:
        names = index[old]
        names.remove(item)
        if not names:
            del index[old]
    if new is not None:
        insort(index.setdefault(new, []), item)


def set_owner(state: State, name: str, holder: str | None) -> None:
    """Make ``holder`` (None: nobody) the lawful owner of a province, keeping the ``owned``
    index: every owner written after setup goes through here."""
    record = province(state, name)
    if record["owner"] != holder:
        _move(world(state)["owned"], name, record["owner"], holder)
        record["owner"] = holder


def set_overlord(state: State, realm_name: str, lord: str | None) -> None:
    """Make ``lord`` (None: nobody) the overlord of a realm, keeping the ``vassals`` index:
    every overlord written after setup goes through here."""
    record = realm(state, realm_name)
    if record["overlord"] != lord:
        _move(world(state)["vassals"], realm_name, record["overlord"], lord)
        record["overlord"] = lord


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
    index_of_vassals = world(state)["vassals"]
    result = direct | {name for lord in direct for name in index_of_vassals.get(lord, ())}
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
    """Each of ``owners`` → the provinces it lawfully owns, sorted (from the ``owned``
    index); without the occupied ones unless ``occupied``."""
    index = world(state)["owned"]
    if occupied:
        return {name: list(index.get(name, ())) for name in owners}
    provinces = world(state)["map"]["provinces"]
    return {
        name: [key for key in index.get(name, ()) if provinces[key]["occupier"] is None]
        for name in owners
    }


def own_provinces(state: State, realm_name: str) -> list[str]:
    """The realm's Own provinces: lawfully its and not occupied."""
    return provinces_by_owner(state, [realm_name], occupied=False)[realm_name]


def owned_provinces(state: State, realm_name: str) -> list[str]:
    """Provinces the realm lawfully owns, occupied or not."""
    return provinces_by_owner(state, [realm_name])[realm_name]
