"""DNPR tokens on the map (eupop-aid DNPRs (p. 35), Placing DNPR tokens, DNPR Expansion):
where a DNPR may place a token and what a placed token does. Plain functions on the
state; the effect (``place_dnpr``, :mod:`.standard_tokens`) and the secondary effect
(DNPR Expansion, :mod:`.secondary`) call them.

A DNPR's token on a province with nothing of a player realm on it makes the province the
DNPR's (its owner). On a player realm's town, or on an NPR vassal of a player realm (its
vassal token), the token goes underneath (``dnpr_token``) and the province stays where it
was (interpretation:EUPOP-F13)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.peace_rebels.unrest import add_unrest
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.world.economy import tax_income
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import owned_provinces, province, realm, set_owner, world
from hegemon.games.eupop.world.realms import is_core
from hegemon.games.eupop.world.relations import is_npr

DNPRS = "eupop-aid:DNPRs (👤) (p. 35)"
PLACING = "eupop-aid:Placing DNPR tokens"
EXPANSION = "eupop-aid:DNPR Expansion"
NPRS = "eupop-aid:NPRS (p. 35-36)"
DISTANT = "eupop-aid:Distant Trade (p. 35)"
VACANT_FROM_AGE = 2
"""DNPR Expansion may reach a vacant territory from Age II on."""

Placed = Literal["taken", "under_the_town", "under_the_vassal"]


def player_realms(state: State) -> list[str]:
    typed = world(state)
    return sorted(name for name, record in typed["realms"].items() if record["kind"] == "player")


@implements(DNPRS, "eupop-aid:Core Provinces (♠) (p. 21)", "interpretation:EUPOP-F13")
def player_core(state: State, geography: Geography, name: str) -> bool:
    """A core province of some player realm: no DNPR token may go there."""
    return any(is_core(state, geography, name, other) for other in player_realms(state))


def vassal_overlord(state: State, owner: str | None) -> str | None:
    """The player realm whose vassal token lies on a province of ``owner``, if any."""
    if owner is None:
        return None
    lord = realm(state, owner)["overlord"]
    if lord is not None and realm(state, lord)["kind"] == "player":
        return lord
    return None


@implements(EXPANSION, "interpretation:EUPOP-F14")
def player_allies(state: State, npr: str) -> list[str]:
    """The player realms whose alliance token lies on the NPR ("a PR's NPR"), A→Z."""
    return sorted(
        ally for ally in realm(state, npr)["allies"] if realm(state, ally)["kind"] == "player"
    )


@implements(EXPANSION, "eupop-bots:SECONDARY EFFECTS", "eupop-bots:ACTION PHASE")
@implements("interpretation:EUPOP-BOT-14", "interpretation:EUPOP-BOT-15")
def bot_claim(game: Game, bot: str, where: str, rule: str) -> None:
    """A Bot allied to the NPR that lost a province to DNPR Expansion holds no casus belli:
    it places a claim in that province's area instead, as a Bot places one (bots/claims.py;
    interpretation:EUPOP-BOT-15)."""
    # imported here: the Bot package builds on the event rules
    from hegemon.games.eupop.bots.claims import place_claim

    place_claim(game, bot, where, rule)  # none when it holds a claim or core there already


@implements(
    DNPRS, PLACING, EXPANSION, DISTANT, "interpretation:EUPOP-F13", "interpretation:EUPOP-F14"
)
def place_token(game: Game, dnpr: str, name: str, rule: str, expansion: bool) -> Placed:
    """Place ``dnpr``'s token on a province. Under a player realm's town or vassal token it
    goes underneath; by DNPR Expansion the player realm (a vassal's overlord) then gains an
    unrest token in the area. Anywhere else the DNPR takes the province (an NPR's last
    province, its capital, leaves it without a capital); by DNPR Expansion each player
    realm allied to the NPR that loses it gains a casus belli on the DNPR. The
    first DNPR token on a distant continent brings in its trade cards."""
    state = game.state
    geography = content_of(game).geography
    record = province(state, name)
    owner = record["owner"]
    where = geography.provinces[name].area
    lord = vassal_overlord(state, owner)
    placed: Placed
    if owner is not None and (realm(state, owner)["kind"] == "player" or lord is not None):
        record["dnpr_token"] = dnpr
        holder = owner if lord is None else lord
        placed = "under_the_town" if lord is None else "under_the_vassal"
        if expansion:
            add_unrest(state, where, holder, 1)
            game.log("unrest_added", holder, rule=rule, area=where, count=1)
    else:
        if expansion and owner is not None:
            for ally in player_allies(state, owner):
                if realm(state, ally)["player"] == "bot":
                    bot_claim(game, ally, where, rule)
                    continue
                if dnpr not in realm(state, ally)["casus_belli"]:
                    realm(state, ally)["casus_belli"].append(dnpr)
                    game.log("casus_belli_gained", ally, rule=rule, target=dnpr)
        if owner is not None and realm(state, owner)["capital"] == name:
            realm(state, owner)["capital"] = None
        set_owner(state, name, dnpr)
        placed = "taken"
    game.log("dnpr_token_placed", None, rule=rule, realm=dnpr, province=name, result=placed)
    if placed == "taken":
        after_provinces_changed(game, [name])
    area_info = geography.areas[where]
    if area_info.distant:
        open_distant_trade(game, content_of(game), area_info.continent)
    return placed


@implements(EXPANSION, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-F14")
def adjacent_areas(state: State, geography: Geography, dnpr: str) -> tuple[list[str], list[str]]:
    """The areas where the DNPR owns provinces, and the areas adjacent to its provinces
    but not among those: bordering areas, and through a port of the DNPR the areas with
    ports facing the same sea zone."""
    own = owned_provinces(state, dnpr)
    held = sorted({geography.provinces[name].area for name in own})
    near: set[str] = set()
    owned = set(own)
    for name in held:
        info = geography.areas[name]
        near.update(info.land_neighbours)
        for zone, ports in info.ports_facing.items():
            if owned.intersection(ports):
                near.update(
                    geography.provinces[port].area for port in geography.sea_zones[zone].ports
                )
    return held, sorted(near - set(held))


@implements(EXPANSION, "interpretation:EUPOP-F14")
def may_reach_vacant(state: State, geography: Geography, dnpr: str) -> bool:
    """From Age II, a DNPR with a port facing a main-map sea zone where no player realm
    has a town or vassal token on a port may place on a vacant territory."""
    if world(state)["round"]["age"] < VACANT_FROM_AGE:
        return False
    for name in owned_provinces(state, dnpr):
        info = geography.areas[geography.provinces[name].area]
        for zone, ports in info.ports_facing.items():
            if name not in ports or geography.sea_zones[zone].distant:
                continue
            if not any(_player_token(state, port) for port in geography.sea_zones[zone].ports):
                return True
    return False


def _player_token(state: State, name: str) -> bool:
    owner = province(state, name)["owner"]
    if owner is None:
        return False
    return realm(state, owner)["kind"] == "player" or vassal_overlord(state, owner) is not None


@implements(
    EXPANSION, NPRS, DNPRS, "interpretation:EUPOP-F14", "eupop-aid:Core Provinces (♠) (p. 21)"
)
def expansion_targets(state: State, geography: Geography, dnpr: str) -> list[str]:
    """Provinces adjacent to the DNPR where its token may go: not its own, not holding a
    DNPR token already, not occupied, not its ally's, no player realm's core, no capital
    unless it is its NPR's last province; a vacant territory (with no colonist) only when
    ``may_reach_vacant``. A→Z."""
    held, near = adjacent_areas(state, geography, dnpr)
    if not held:
        return []
    allies = set(realm(state, dnpr)["allies"])
    vacant = may_reach_vacant(state, geography, dnpr)
    targets = []
    for area_name in [*held, *near]:
        for name in geography.areas[area_name].provinces:
            record = province(state, name)
            owner = record["owner"]
            if owner == dnpr or record["dnpr_token"] is not None or record["occupier"]:
                continue
            if owner is None:
                if vacant and record["colonist"] is None and geography.provinces[name].territory:
                    targets.append(name)
                continue
            if owner in allies or player_core(state, geography, name):
                continue
            if realm(state, owner)["capital"] == name and (
                realm(state, owner)["kind"] == "player" or len(owned_provinces(state, owner)) > 1
            ):
                continue
            targets.append(name)
    return sorted(targets)


@implements(EXPANSION, "interpretation:EUPOP-F14", "interpretation:EUPOP-D27")
def auto_target(
    state: State, geography: Geography, dnpr: str, avoid: Collection[str] = ()
) -> str | None:
    """Auto-resolution: an adjacent NPR's province (a vassal is no NPR, EUPOP-D27); areas
    where the DNPR owns provinces first, then areas adjacent by land; within them the
    province of the realm with the lowest tax income, then A→Z. None: no such province.
    ``avoid``: areas left out (a Bot resolving it skips its own, eupop-bots SECONDARY
    EFFECTS)."""
    held, _ = adjacent_areas(state, geography, dnpr)
    by_land = sorted(
        {n for name in held for n in geography.areas[name].land_neighbours} - set(held)
    )
    targets = set(expansion_targets(state, geography, dnpr))
    for areas in (held, by_land):
        found = [
            name
            for area_name in areas
            if area_name not in avoid
            for name in geography.areas[area_name].provinces
            if name in targets and is_npr(state, province(state, name)["owner"])
        ]
        if found:
            income = {
                name: tax_income(state, geography, str(province(state, name)["owner"]))["total"]
                for name in found
            }
            return min(found, key=lambda name: (income[name], name))
    return None


@implements(EXPANSION, "interpretation:EUPOP-F14")
def expanding_dnprs(
    state: State, colours: list[str], dnpr_colour: dict[str, str | None]
) -> list[list[str]]:
    """Per matching colour (in the card's order), the DNPRs of that colour still on the map
    (owning a province), A→Z."""
    typed = world(state)
    found = []
    for colour in colours:
        group = [
            name
            for name in sorted(typed["realms"])
            if typed["realms"][name]["kind"] == "dnpr"
            and dnpr_colour.get(name) == colour
            and owned_provinces(state, name)
        ]
        if group:
            found.append(group)
    return found
