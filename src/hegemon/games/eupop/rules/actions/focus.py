"""Change National Focus (eupop-aid Change National Focus (p. 13)), once a round: move up
to 1 monarch power from each of two pools into the third, then place the realm's marker
in the slot (the mat's ``national_focus``: the round it was placed in,
interpretation:EUPOP-A7).

The second part of the action, exchanging up to 3 action cards, is not built: no choice
offers it, so the action moves power only (interpretation:EUPOP-A8).
"""

from __future__ import annotations

from itertools import combinations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy.governing import (
    POWERS,
    PowerType,
    gain_power,
    lose_power,
    power_type,
)
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

FOCUS = "eupop-aid:Change National Focus (p. 13)"
MOVED_PER_POOL = 1
Move = tuple[PowerType, tuple[PowerType, ...]]
"""(the pool receiving, the pools giving 1 each)."""


def changed_this_round(state: State, realm: str) -> bool:
    return world(state)["players"][realm]["national_focus"] == world(state)["round"]["number"]


@implements(FOCUS, "interpretation:EUPOP-A7")
def moves(state: State, content: Content, realm: str) -> list[Move]:
    """(target pool, pools giving 1 each): each pool gives at most 1, at least one gives,
    and the target has room for all it receives."""
    held = world(state)["players"][realm]["monarch_power"]
    limit = content.components.monarch_power_limit
    result: list[Move] = []
    for target in POWERS:
        givers = [power for power in POWERS if power != target and held[power] >= MOVED_PER_POOL]
        for count in (1, 2):
            for sources in combinations(givers, count):
                if held[target] + count * MOVED_PER_POOL <= limit:
                    result.append((target, sources))
    return result


def offers(state: State, content: Content, realm: str) -> list[Action]:
    if realm not in world(state)["players"] or changed_this_round(state, realm):
        return []
    actions = []
    for target, sources in moves(state, content, realm):
        given = " and ".join(f"1 {source}" for source in sources)
        label = f"Change National Focus: move {given} power to {target} (free, once a round)"
        actions.append(Action("change_national_focus", (target, *sources), label))
    return actions


class ChangeNationalFocus(Procedure):
    name = "change_national_focus"

    @step
    @implements(FOCUS, "interpretation:EUPOP-A7", "interpretation:EUPOP-A8")
    def start(self, game: Game, local: Local) -> None:
        state, realm = game.state, local["seat"]
        target, *rest = [power_type(str(name)) for name in local["argument"]]
        sources = tuple(rest)
        legal = moves(state, content_of(game), realm)
        if changed_this_round(state, realm) or (target, sources) not in legal:
            raise ValueError(f"{realm} cannot change its national focus that way")
        for source in sources:
            lose_power(game, realm, source, MOVED_PER_POOL, FOCUS)
        gain_power(game, realm, target, MOVED_PER_POOL * len(sources), FOCUS)
        mat = world(state)["players"][realm]
        mat["national_focus"] = world(state)["round"]["number"]
        game.log(
            "national_focus",
            realm,
            rule=FOCUS,
            target=target,
            sources=list(sources),
            round=mat["national_focus"],
        )
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ChangeNationalFocus(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("change_national_focus", "change_national_focus", offers, FOCUS),
)
