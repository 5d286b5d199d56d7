"""Fabricate Claim (eupop-aid Fabricate Claim (2👤 per 🏰) (p. 15), under DIPLOMATIC
ACTIONS): claims placed one at a time, 2 diplomatic power each (1 in an area of the active
or upcoming power struggle), by a realm at peace, next to its realm.

Like a covert action it may be countered by Counterespionage: each other human realm is
asked first, in turn order from the player's left, as for a covert card
(:mod:`..cards.covert`); countered, the action places nothing and costs nothing
(interpretation:EUPOP-D16). The menu offers one action when a first claim can be placed and
paid for; the areas are asked one at a time."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.cards.covert import COUNTER
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.rules.sequence.order import human_realms
from hegemon.games.eupop.world.adjacency import areas_adjacent
from hegemon.games.eupop.world.layout import area, realm, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.relations import is_npr

FABRICATE = "eupop-aid:Fabricate Claim (2👤 per 🏰) (p. 15)"
PRICE = 2
STRUGGLE_PRICE = 1


@implements(FABRICATE, "interpretation:EUPOP-D16")
def struggle_areas(state: State, content: Content) -> set[str]:
    """The areas listed on the active or the upcoming power struggle."""
    struggle = world(state)["decks"]["power_struggle"]
    wanted = {card for card in (struggle["active"], struggle["upcoming"]) if card is not None}
    return {
        where
        for card in content.power_struggles.power_struggles
        if card.id in wanted
        for where in card.battlegrounds
    }


@implements(FABRICATE, "interpretation:EUPOP-D16", "interpretation:EUPOP-D27")
def claim_areas(state: State, content: Content, name: str) -> list[str]:
    """Where the realm may fabricate a claim now, A→Z: an area of its realm or adjacent to
    one, not wholly its own, with no claim or core of it; a distant one only when adjacent
    by land and holding an NPR's province (a vassal is no NPR, EUPOP-D27) or the realm's
    town or colonist."""
    geography = content.geography
    provinces = world(state)["map"]["provinces"]
    mine = realm_areas(state, geography, name)
    candidates = set(mine)
    for where in mine:
        candidates.update(
            other
            for other in geography.areas[where].adjacent
            if other in geography.areas and areas_adjacent(state, geography, where, other)
        )
    found = []
    for where in sorted(candidates):
        record = area(state, where)
        if name in record["claims"] or name in record["cores"]:
            continue
        keys = geography.areas[where].provinces
        if all(provinces[key]["owner"] == name for key in keys):
            continue
        if geography.areas[where].distant:
            by_land = where in mine or any(
                where in geography.areas[own].land_neighbours for own in mine
            )
            held = any(
                provinces[key]["owner"] == name
                or provinces[key]["colonist"] == name
                or is_npr(state, provinces[key]["owner"])
                for key in keys
            )
            if not (by_land and held):
                continue
        found.append(where)
    return found


def price(struggles: set[str], where: str) -> int:
    return STRUGGLE_PRICE if where in struggles else PRICE


def _power(state: State, name: str) -> int:
    return world(state)["players"][name]["monarch_power"]["diplomatic"]


def _options(state: State, content: Content, name: str) -> list[Action]:
    if world(state)["supply"][name]["claims"] <= 0:
        return []
    power = _power(state, name)
    struggles = struggle_areas(state, content)
    actions = []
    for where in claim_areas(state, content, name):
        cost = price(struggles, where)
        if power >= cost:
            actions.append(
                Action("fabricate_in", where, f"A claim in {where} ({cost} diplomatic power)")
            )
    return actions


@implements(FABRICATE, "eupop-aid:DIPLOMATIC ACTIONS")
def offers(state: State, content: Content, name: str) -> list[Action]:
    """One Fabricate Claim action when the realm is at peace and can place a first claim."""
    if name not in world(state)["players"] or realm(state, name)["player"] != "human":
        return []
    if world(state)["at_war_with"].get(name) or _power(state, name) < STRUGGLE_PRICE:
        return []
    if not _options(state, content, name):
        return []
    return [Action("fabricate_claim", None, "Fabricate Claim: claims for diplomatic power")]


class FabricateClaim(Procedure):
    """Ask the other human realms for a counter, then place claims one at a time."""

    name = "fabricate_claim"

    @step
    @implements(FABRICATE, "eupop-aid:Covert Actions (🏰)", "interpretation:EUPOP-D16")
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        local["count"] = 0
        game.log("claim_fabricating", seat, rule=FABRICATE)
        order = human_realms(game.state)
        at = order.index(seat) if seat in order else -1
        others = [other for other in order[at + 1 :] + order[: at + 1] if other != seat]
        game.ask_in_turn(others, COUNTER, then="answered", stop_at_first=True, player=seat)

    @step
    def answered(self, game: Game, local: Local) -> None:
        countered = [other for other, result in local.pop("result") if result is not None]
        if countered:
            game.log("claim_countered", local["seat"], rule=FABRICATE, countered_by=countered[0])
            game.end(None)
            return
        game.goto("ask_area")

    @step(optional=True)
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        actions = _options(game.state, content_of(game), local["seat"])
        if not actions:
            game.end(None)
            return None
        if local["count"] > 0:
            actions.append(Action("fabricate_in", "done", "Fabricate no more"))
        return Decision(local["seat"], "Fabricate a claim: where?", tuple(actions))

    @implements(FABRICATE)
    def on_area(self, game: Game, local: Local, action: Action) -> None:
        seat = local["seat"]
        where = str(action.argument)
        if where == "done":
            game.end(None)
            return
        state = game.state
        cost = price(struggle_areas(state, content_of(game)), where)
        lose_power(game, seat, "diplomatic", cost, FABRICATE)
        world(state)["supply"][seat]["claims"] -= 1
        area(state, where)["claims"].append(seat)
        game.log("claim_gained", seat, rule=FABRICATE, area=where, moved_from=None)
        local["count"] += 1
        game.goto("ask_area")
