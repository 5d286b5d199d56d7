"""The HRE action Increase Imperial Authority (eupop-aid HRE ACTIONS; Increase 🏰 (👤 =
1+current 🏰) (p. 43)): the Emperor pays 1 plus the current Imperial Authority in
diplomatic power (interpretation:EUPOP-I4) to raise it by 1, within its maximum."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import PowerType, lose_power
from hegemon.games.eupop.rules.sequence.menu import HRE, MenuEntry
from hegemon.games.eupop.world.empire import maximum_imperial_authority
from hegemon.games.eupop.world.layout import realm, world

INCREASE = "eupop-aid:Increase 🏰 (👤 = 1+current 🏰) (p. 43)"
POWER: PowerType = "diplomatic"
"""The monarch power the action costs (EUPOP-I4)."""


@implements(INCREASE, "interpretation:EUPOP-I4")
def authority_cost(state: State) -> int:
    """Diplomatic power the Emperor pays to raise Imperial Authority by 1 now."""
    return 1 + world(state)["hre"]["imperial_authority"]


@implements(INCREASE, HRE, "interpretation:EUPOP-I4")
def may_increase(state: State, content: Content, name: str) -> bool:
    """The realm is the human Emperor of an Empire not dissolved, Imperial Authority is
    below its maximum and the realm holds the price."""
    hre = world(state)["hre"]
    mat = world(state)["players"].get(name)
    if mat is None or hre["emperor"] != name or hre["dissolved"]:
        return False
    if realm(state, name)["player"] != "human":
        return False
    if hre["imperial_authority"] >= maximum_imperial_authority(state, content.geography):
        return False
    return mat["monarch_power"][POWER] >= authority_cost(state)


def offers(state: State, content: Content, name: str) -> list[Action]:
    if not may_increase(state, content, name):
        return []
    now = world(state)["hre"]["imperial_authority"]
    cost = authority_cost(state)
    label = f"Increase Imperial Authority to {now + 1} ({cost} diplomatic power)"
    return [Action("increase_imperial_authority", None, label)]


class IncreaseImperialAuthority(Procedure):
    name = "increase_imperial_authority"

    @step
    @implements(INCREASE, HRE, "interpretation:EUPOP-I4")
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        seat = local["seat"]
        if not may_increase(state, content_of(game), seat):
            raise ValueError(f"{seat} may not increase Imperial Authority now")
        lose_power(game, seat, POWER, authority_cost(state), INCREASE)
        hre = world(state)["hre"]
        hre["imperial_authority"] += 1
        game.log(
            "imperial_authority_changed",
            seat,
            rule=INCREASE,
            change=1,
            now=hre["imperial_authority"],
        )
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (IncreaseImperialAuthority(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("increase_imperial_authority", "increase_imperial_authority", offers, INCREASE),
)
