"""The Suppress Unrest action (eupop-aid Suppress Unrest (p. 17)): remove the realm's unrest
tokens from one area, 1 military power each, when none of its provinces there is occupied
and no unit hostile to it is there (interpretation:EUPOP-M11)."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.military import common as c
from hegemon.games.eupop.rules.peace_rebels.unrest import areas_with_unrest, remove_unrest
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.hostility import hostile_units_in, outlook
from hegemon.games.eupop.world.layout import area, province


@implements(c.SUPPRESS, "interpretation:EUPOP-M11")
def suppressible(state: State, content: Content, name: str) -> dict[str, int]:
    """Area → the realm's unrest tokens there, where suppressing is allowed."""
    seen = outlook(state, name)
    found = {}
    for where in areas_with_unrest(state, name):
        provinces = content.geography.areas[where].provinces
        if any(
            province(state, p)["owner"] == name and province(state, p)["occupier"] is not None
            for p in provinces
        ):
            continue
        if hostile_units_in(state, seen, where):
            continue
        found[where] = area(state, where)["unrest"][name]
    return found


@implements(c.SUPPRESS)
def suppress_offers(state: State, content: Content, name: str) -> list[Action]:
    """One offer per area and number of tokens the realm can pay for."""
    if not c.player_turn(state, name):
        return []
    power = c.military_power(state, name)
    actions = []
    for where, tokens in sorted(suppressible(state, content, name).items()):
        for count in range(1, min(tokens, power) + 1):
            label = (
                f"Suppress unrest: remove {count} of {tokens} unrest in {where}"
                f" for {count} military power"
            )
            actions.append(Action("suppress_unrest", (where, count), label))
    return actions


class SuppressUnrest(Procedure):
    """Called with ``seat`` and ``argument`` (``[area, count]``)."""

    name = "suppress_unrest"

    @step
    @implements(c.SUPPRESS, "interpretation:EUPOP-M11")
    def start(self, game: Game, local: Local) -> None:
        name = local["seat"]
        where, count = str(local["argument"][0]), int(local["argument"][1])
        tokens = suppressible(game.state, content_of(game), name).get(where, 0)
        if not 1 <= count <= tokens:
            raise ValueError(f"{name} cannot suppress {count} unrest in {where}")
        c.pay_military(game, name, count, c.SUPPRESS)
        for _ in range(count):
            remove_unrest(game.state, where, name)
        game.log("unrest_suppressed", name, rule=c.SUPPRESS, area=where, count=count)
        game.end(None)


MENU_ENTRY = MenuEntry("suppress_unrest", "suppress_unrest", suppress_offers, c.SUPPRESS)
