"""Before the first round: ships leave the trade-protection slots, NPRs put their defenders
on the board, the sides are formed, each names its leader and its dice (aid "Battle
Sequence (p. 26-28)", "1. Battle Preparations", "Warfare vs NPRs (p. 36)")."""

from __future__ import annotations

from collections.abc import Sequence

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.sides import (
    PREPARATIONS,
    SEQUENCE,
    VS_NPRS,
    SideData,
    defending_factions,
    forces_of,
    is_naval,
    is_npr,
    is_player,
    main_defender,
    place_npr_units,
    strength,
)
from hegemon.games.eupop.rules.battle.triggers import npr_holders
from hegemon.games.eupop.rules.characters.appoint import may_appoint
from hegemon.games.eupop.rules.characters.cards import APPOINT, leader_card, pool
from hegemon.games.eupop.world import empire
from hegemon.games.eupop.world.curia import MUSLIM
from hegemon.games.eupop.world.layout import REBELS, at_war, owner, realm, world
from hegemon.games.eupop.world.records import Force

ACTIVATING = "eupop-aid:Activating Def. the HRE (p. 44)"
DRAWN_LEADER_UNITS = 3


@implements(SEQUENCE)
def slots_vacating(state: State, zone: str, attacker: str) -> list[tuple[str, int]]:
    """(realm, light ships) of the attacker and of its enemies on the zone's
    trade-protection slots, A→Z: the ships a battle there brings off the slots."""
    slots = world(state)["map"]["sea_zones"][zone]["trade_protection"]
    return [
        (holder, slots.count(holder))
        for holder in sorted(set(slots))
        if holder == attacker or at_war(state, attacker, holder)
    ]


@implements(SEQUENCE)
def vacate_slots(game: Game, zone: str, attacker: str) -> None:
    """Light ships of the attacker and of its enemies on the zone's trade-protection slots
    leave them and fight as a force in the zone."""
    state = world(game.state)
    for holder, count in slots_vacating(game.state, zone, attacker):
        state["map"]["sea_zones"][zone]["trade_protection"] = [
            name for name in state["map"]["sea_zones"][zone]["trade_protection"] if name != holder
        ]
        number = state["next_force"]
        state["next_force"] = number + 1
        state["forces"][f"f{number:03d}"] = Force(
            realm=holder,
            where=zone,
            port=None,
            army=False,
            leader=None,
            units={"light_ship": count},
        )
        game.log("slots_vacated", holder, rule=SEQUENCE, zone=zone, ships=count)


@implements(PREPARATIONS, "interpretation:EUPOP-B4")
def imperial_units_usable(game: Game, where: str, attacker: str, defenders: list[str]) -> bool:
    """Whether the Emperor, Defending the HRE, could add its Imperial units to this land
    battle: it is on a side, the area is in the HRE or is one of its own areas bordering
    the HRE by land, and the other side is not made only of NPR HRE members."""
    return imperial_units_fight(game.state, content_of(game), where, attacker, defenders)


@implements(PREPARATIONS, "interpretation:EUPOP-B4")
def imperial_units_fight(
    state: State, content: Content, where: str, attacker: str, defenders: list[str]
) -> bool:
    """:func:`imperial_units_usable` from the state and the content (the ``?N`` odds ask
    it too, interpretation:EUPOP-B18)."""
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if not hre["defending"] or emperor is None:
        return False
    if emperor == attacker:
        enemies = defenders
    elif emperor in defenders:
        enemies = [attacker]
    else:
        return False
    geography = content.geography
    info = geography.areas[where]
    own = any(owner(state, province) == emperor for province in info.provinces)
    if not empire.in_empire(state, where) and not (
        own and any(empire.in_empire(state, other) for other in info.land_neighbours)
    ):
        return False
    members = empire.members(state, geography)
    return not all(is_npr(state, name) and name in members for name in enemies)


IMPERIAL_FORCE = "f000"
"""The id of the force the Emperor's Imperial units fight as (no other force takes it: ids
are numbered from 1), so that a hit on a mercenary infantry takes one of them first."""
IMPERIAL_UNIT = "mercenary_infantry"
"""Imperial units fight as infantry that nothing pays for and nothing gives back."""


@implements(PREPARATIONS, ACTIVATING, "interpretation:EUPOP-B4", "interpretation:EUPOP-I10")
def place_imperial_units(game: Game, where: str, attacker: str, defenders: list[str]) -> str | None:
    """Where the Emperor may use them, every Imperial unit it holds joins the land battle
    on its side (they cost it nothing, so it always does); the force's id, or None."""
    state = game.state
    hre = world(state)["hre"]
    emperor = hre["emperor"]
    if emperor is None or hre["imperial_units"] <= 0:
        return None
    if not imperial_units_usable(game, where, attacker, defenders):
        return None
    world(state)["forces"][IMPERIAL_FORCE] = Force(
        realm=emperor,
        where=where,
        port=None,
        army=False,
        leader=None,
        units={IMPERIAL_UNIT: hre["imperial_units"]},
    )
    game.log(
        "imperial_units_join", emperor, rule=ACTIVATING, where=where, units=hre["imperial_units"]
    )
    return IMPERIAL_FORCE


@implements(ACTIVATING, "interpretation:EUPOP-I10")
def imperial_units_back(game: Game) -> None:
    """After the battle the Imperial units still standing go back to the Emperor's Imperial
    slot (the losses are gone for good)."""
    state = game.state
    force = world(state)["forces"].pop(IMPERIAL_FORCE, None)
    if force is None:
        return
    hre = world(state)["hre"]
    hre["imperial_units"] = sum(force["units"].values())
    game.log("imperial_units_back", force["realm"], rule=ACTIVATING, units=hre["imperial_units"])


@implements(PREPARATIONS, "interpretation:EUPOP-B8")
def best_leader(
    game: Game, content: Content, where: str, main: str
) -> tuple[str | None, str | None]:
    """The leader of the main realm's forces in the space with the most skill (ties: the
    lower force id): the leader card and its force."""
    best: tuple[int, str, str] | None = None
    for key, force in forces_of(game.state, where, [main]):
        card = force["leader"]
        if card is None:
            continue
        skill = leader_card(content, card).skill or 0
        if best is None or skill > best[0]:
            best = (skill, card, key)
    return (None, None) if best is None else (best[1], best[2])


@implements(PREPARATIONS, "interpretation:EUPOP-B8")
def drawn_leader(game: Game, content: Content, naval: bool) -> str | None:
    """A leader drawn at random for NPR or rebel defenders from the leaders open to
    appointment (admirals at sea, generals on land), if any is left."""
    role = "admiral" if naval else "general"
    cards = [leader.id for leader in pool(game.state, content) if leader.role == role]
    if not cards:
        return None
    card: str = game.choose_at_random(cards, "leader of the NPR or rebel defenders", PREPARATIONS)
    return card


@implements(VS_NPRS, "interpretation:EUPOP-B3")
def npr_defending(game: Game, where: str, attacker: str, defender: str) -> list[str]:
    """The NPRs that put defenders on the board: the named defender when it is an NPR, then
    every other NPR at war with the attacker that controls a province of the area (an
    active port facing the sea zone), A→Z; each only when it has no units there."""
    state = game.state
    named = [defender] if defender != REBELS and is_npr(state, defender) else []
    others = [
        name
        for name in npr_holders(state, content_of(game).geography, where)
        if name not in named and at_war(state, attacker, name)
    ]
    return [name for name in (*named, *others) if not strength(state, where, [name])]


@implements(PREPARATIONS, VS_NPRS, "interpretation:EUPOP-B1")
def prepare(
    game: Game, where: str, attacker: str, defender: str, co_attackers: Sequence[str] = ()
) -> tuple[dict[str, SideData], list[str]]:
    """Form both sides; returns them and the ids of the NPR forces put on the board.
    ``co_attackers``: realms of the attacker's side with units there that attack with it (a
    declaration's battle, interpretation:EUPOP-W14), after it in the side."""
    content = content_of(game)
    state = game.state
    naval = is_naval(content, where)
    if naval:
        vacate_slots(game, where, attacker)
    placed: list[str] = []
    for npr in npr_defending(game, where, attacker, defender):
        key = place_npr_units(state, content, npr, where)
        if key is not None:
            placed.append(key)
            units = world(state)["forces"][key]["units"]
            game.log("npr_defenders", npr, rule=VS_NPRS, where=where, units=dict(units))
    factions = defending_factions(state, where, attacker, defender)
    main = main_defender(state, where, factions)
    factions = [main, *(name for name in factions if name != main)]
    if not naval:
        imperial = place_imperial_units(game, where, attacker, factions)
        if imperial is not None:
            placed.append(imperial)
    sides: dict[str, SideData] = {}
    attacking = [attacker, *(name for name in co_attackers if name != attacker)]
    for label, members in (("attacker", attacking), ("defender", factions)):
        leader, carrier = (None, None)
        if is_player(state, members[0]):
            leader, carrier = best_leader(game, content, where, members[0])
        sides[label] = SideData(
            main=members[0],
            factions=members,
            leader=leader,
            leader_force=carrier,
            dice="artillery" if naval else "infantry",
            actions=0,
        )
    defenders = sides["defender"]
    if not any(is_player(state, name) for name in factions) and (
        strength(state, where, factions) >= DRAWN_LEADER_UNITS
    ):
        defenders["leader"] = drawn_leader(game, content, naval)
    for label in ("attacker", "defender"):
        if sides[label]["leader"] is not None and not is_player(state, sides[label]["main"]):
            game.log(
                "battle_leader",
                sides[label]["main"],
                rule=PREPARATIONS,
                leader=sides[label]["leader"],
            )
    return sides, placed


@implements(PREPARATIONS, "interpretation:EUPOP-B8")
def leaders_present(game: Game, where: str, main: str) -> list[tuple[str, str]]:
    """(leader, force) of each leader with the main realm's forces in the space, by force
    id."""
    return [
        (str(force["leader"]), key)
        for key, force in forces_of(game.state, where, [main])
        if force["leader"] is not None
    ]


@implements(PREPARATIONS, APPOINT, "interpretation:EUPOP-B8")
def appointable(game: Game, where: str, main: str, label: str) -> list[str]:
    """Leader cards the main realm may appoint to lead this battle: generals on land,
    admirals at sea, for the attacker; for a defender only generals, and only in an area
    where it owns a province."""
    content = content_of(game)
    state = game.state
    naval = is_naval(content, where)
    if main not in world(state)["players"]:
        return []
    if label == "defender" and (
        naval or not any(owner(state, p) == main for p in content.geography.areas[where].provinces)
    ):
        return []
    role = "admiral" if naval else "general"
    return [
        leader.id
        for leader in pool(state, content)
        if leader.role == role and may_appoint(state, content, main, leader)
    ]


@implements("eupop-aid:Religion abilities")
def muslim_choosers(game: Game, sides: dict[str, SideData], naval: bool) -> list[str]:
    """Sides whose main realm is a player realm of Muslim state religion now (Sunni or
    Shia, whatever the realm was printed as), who may roll cavalry dice on land."""
    if naval:
        return []
    return [
        label
        for label in ("attacker", "defender")
        if is_player(game.state, sides[label]["main"])
        and realm(game.state, sides[label]["main"])["religion"] in MUSLIM
    ]
