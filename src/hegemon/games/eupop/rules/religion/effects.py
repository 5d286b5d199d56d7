"""Standard Event effects of religion (eupop-aid Standard Event effects (p. 40), whose list
names none of them: each is read with the section of the action or token it names,
interpretation:EUPOP-L10).

- ``change_state_religion: <religion>``: the realm's state religion becomes the one named,
  as Change State Religion converts (influence moved, unrest and rebel dice in its areas
  of the abandoned faith) but without the action's price, Age or Emperor conditions; never
  Diverse Faiths, and nothing for a realm already of that religion.
- ``embrace_counter_reformation: true``: Embrace the Counter-Reformation without its price,
  under its conditions (a Catholic realm, a Counter-Reformation token in play).
- ``place_counter_reformation: <area>``: a Counter-Reformation token goes on the religion
  slot governing the area (replacing its religion token; a Revolutionary token stays on
  top); the non-player realms whose capital areas it governs follow it."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import STANDARD, ignored
from hegemon.games.eupop.rules.religion.change import (
    CHANGE,
    EMBRACE,
    VERB,
    embrace,
    may_embrace,
    refusal,
)
from hegemon.games.eupop.rules.religion.state import follow_capital
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.religion import COUNTER_REFORMED, set_slot_religion

CHANGE_EFFECT = "change_state_religion_effect"


class ChangeStateReligionEffect(Procedure):
    """The named religion, through Change State Religion's procedure without its price."""

    name = CHANGE_EFFECT

    @step
    @implements(STANDARD, CHANGE, "interpretation:EUPOP-L10")
    def start(self, game: Game, local: Local) -> None:
        name, religion = local["seat"], str(local["argument"])
        reason = refusal(game.state, name, religion)
        if reason is not None:
            ignored(game, name, VERB, reason)
            game.end(None)
            return
        game.call(VERB, then="done", seat=name, argument=religion, free=True)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


def _change_possible(state: State, content: Content, name: str, argument: Any) -> bool:
    return refusal(state, name, argument) is None


def _embrace_possible(state: State, content: Content, name: str, argument: Any) -> bool:
    return name in world(state)["players"] and may_embrace(state, name)


@implements(STANDARD, EMBRACE, "interpretation:EUPOP-L10")
def _embrace(game: Game, name: str, argument: Any) -> None:
    if not _embrace_possible(game.state, content_of(game), name, argument):
        ignored(game, name, "embrace_counter_reformation", "not Catholic, or no token in play")
        return
    embrace(game, name, STANDARD)


def _slot(content: Content, where: str) -> str:
    return content.geography.areas[where].religion_slot


def _place_possible(state: State, content: Content, name: str, argument: Any) -> bool:
    slot = _slot(content, str(argument))
    return world(state)["map"]["religion_slots"][slot]["religion"] != COUNTER_REFORMED


@implements(STANDARD, EMBRACE, "interpretation:EUPOP-L6", "interpretation:EUPOP-L10")
def _place(game: Game, name: str, argument: Any) -> None:
    state, content = game.state, content_of(game)
    if not _place_possible(state, content, name, argument):
        ignored(game, name, "place_counter_reformation", f"{argument} is Counter-Reformed")
        return
    slot = _slot(content, str(argument))
    before = set_slot_religion(state, slot, COUNTER_REFORMED)
    game.log(
        "counter_reformation_placed",
        name,
        rule=STANDARD,
        slot=slot,
        before=before,
        areas=list(content.geography.religion_slots[slot]),
    )
    follow_capital(game, slot, STANDARD)


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule(VERB, CHANGE, procedure=CHANGE_EFFECT, possible=_change_possible),
    EffectRule("embrace_counter_reformation", EMBRACE, _embrace, possible=_embrace_possible),
    EffectRule("place_counter_reformation", STANDARD, _place, possible=_place_possible),
)
PROCEDURES: tuple[Procedure, ...] = (ChangeStateReligionEffect(),)
