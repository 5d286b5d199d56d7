"""Colonize (eupop-aid Colonize (4👤/🏰) (p. 14)), an administrative action.

For 4 administrative power (interpretation:EUPOP-X5) the realm replaces one of its colonists
on a vacant territory by a small town of its supply: the territory becomes its province
(``world.layout.set_owner``, then the ownership reactions), the colonist goes back to its
supply. The territory must be connected to its capital area through areas with its towns
and sea zones with its ships (EUPOP-X5). The first town on a distant continent adds its
trade cards (eupop-aid Distant Trade (p. 35), already added when a colonist came first)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import lose_power
from hegemon.games.eupop.rules.exploration.distant import (
    COLONIZE,
    connected_to_capital,
    distant_areas,
)
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.rules.trade.cards import open_distant_trade
from hegemon.games.eupop.world.layout import set_owner, world
from hegemon.games.eupop.world.tokens import place_small_town

ADMINISTRATIVE_COST = 4


@implements(COLONIZE, "interpretation:EUPOP-X5")
def colonies(state: State, content: Content, realm: str) -> list[str]:
    """The realm's colonists on vacant territories connected to its capital area, A→Z."""
    geography = content.geography
    provinces = world(state)["map"]["provinces"]
    found = []
    for here in distant_areas(geography):
        for name in geography.areas[here].provinces:
            record = provinces[name]
            if record["colonist"] != realm or record["owner"] is not None:
                continue
            if geography.provinces[name].territory is None:
                continue
            if connected_to_capital(state, geography, realm, here):
                found.append(name)
    return sorted(found)


def offers(state: State, content: Content, realm: str) -> list[Action]:
    if not c.player_turn(state, realm):
        return []
    typed = world(state)
    if typed["players"][realm]["monarch_power"]["administrative"] < ADMINISTRATIVE_COST:
        return []
    supply = typed["supply"][realm]
    if supply["small_towns"] + supply["large_towns"] < 1:
        return []
    return [
        Action(
            "colonize",
            name,
            f"Colonize {name} ({ADMINISTRATIVE_COST} administrative power): a small town "
            "replaces your colonist",
        )
        for name in colonies(state, content, realm)
    ]


class Colonize(Procedure):
    name = "colonize"

    @step
    @implements(COLONIZE, "interpretation:EUPOP-X5")
    def start(self, game: Game, local: Local) -> None:
        state, content = game.state, content_of(game)
        realm, name = local["seat"], str(local["argument"])
        if name not in colonies(state, content, realm):
            raise ValueError(f"{realm} may not colonize {name}")
        mat = world(state)["players"][realm]
        if mat["monarch_power"]["administrative"] < ADMINISTRATIVE_COST:
            raise ValueError(f"{realm} cannot pay to colonize {name}")
        record = world(state)["map"]["provinces"][name]
        if not place_small_town(state, realm, record):
            raise ValueError(f"{realm} has no town token left")
        lose_power(game, realm, "administrative", ADMINISTRATIVE_COST, COLONIZE)
        record["colonist"] = None
        world(state)["supply"][realm]["colonists"] += 1
        set_owner(state, name, realm)
        game.log("colony_founded", realm, rule=COLONIZE, province=name)
        after_provinces_changed(game, [name])
        geography = content.geography
        open_distant_trade(game, content, geography.areas[geography.provinces[name].area].continent)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (Colonize(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (MenuEntry("colonize", "colonize", offers, COLONIZE),)
