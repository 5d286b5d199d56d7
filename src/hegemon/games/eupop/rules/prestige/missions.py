"""Completing a mission (eupop-aid Missions (p. 42), 1. DRAW CARDS; interpretation:EUPOP-G3,
EUPOP-G4): a minor action of the realm's own turn in phase 2, offered for a mission in hand
whose goal it meets and whose reward the rules can apply. The realm gains the mission's
prestige, the mission moves to its completed missions, then its reward effects resolve
in order through the effect table, as an event's effects do."""

from __future__ import annotations

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import mission_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.events.effects import EffectTable, effect_table, is_built, verb_of
from hegemon.games.eupop.rules.prestige.goals import goal_met
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

MISSIONS = "eupop-aid:Missions (p. 42)"
NOT_IN_PHASE_1 = "eupop-aid:1. DRAW CARDS"
COMPLETE_MISSION = "complete_mission"
DRAW_PHASE = "draw_cards"
"""The round's marker of phase 1, in which no mission is scored."""


@implements(MISSIONS, NOT_IN_PHASE_1, "interpretation:EUPOP-G3", "interpretation:EUPOP-G4")
def completable(state: State, content: Content, table: EffectTable | None, realm: str) -> list[str]:
    """The missions in the realm's hand it may complete now: never in phase 1; the goal met;
    every reward effect built (``table`` None: rewards not asked about)."""
    mat = world(state)["players"].get(realm)
    if mat is None or world(state)["round"]["phase"] == DRAW_PHASE:
        return []
    found = []
    for held in mat["missions"]:
        card = mission_card(content, held)
        if table is not None and not all(is_built(table, effect) for effect in card.reward):
            continue
        if goal_met(state, content, realm, card.goal):
            found.append(held)
    return found


def mission_entry(table: EffectTable | None) -> MenuEntry:
    """The menu entry of the action, reading rewards against ``table`` (the module's)."""

    def offers(state: State, content: Content, realm: str) -> list[Action]:
        actions = []
        for held in completable(state, content, table, realm):
            card = mission_card(content, held)
            label = f"Complete the mission {card.name} ({card.prestige} prestige)"
            actions.append(Action("complete_mission", held, label))
        return actions

    return MenuEntry(COMPLETE_MISSION, COMPLETE_MISSION, offers, MISSIONS, minor=True)


class CompleteMission(Procedure):
    """Called with ``seat`` (the realm) and ``argument`` (the mission in hand)."""

    name = COMPLETE_MISSION

    @step
    @implements(MISSIONS, "interpretation:EUPOP-G3", "interpretation:EUPOP-G4")
    def start(self, game: Game, local: Local) -> None:
        realm = local["seat"]
        held = str(local["argument"])
        content = content_of(game)
        table = effect_table(game)
        if held not in completable(game.state, content, table, realm):
            raise ValueError(f"{realm} cannot complete the mission {held}")
        mat = world(game.state)["players"][realm]
        card = mission_card(content, held)
        mat["missions"].remove(held)
        mat["completed_missions"].append(held)
        game.log("mission_completed", realm, rule=MISSIONS, mission=held, prestige=card.prestige)
        gov.change_prestige(game, realm, card.prestige, MISSIONS, reason=f"mission {card.id}")
        local["effects"] = [dict(effect) for effect in card.reward]
        game.goto("next_effect")

    @step
    def next_effect(self, game: Game, local: Local) -> None:
        """The reward effects in order; an effect the realm decides is a procedure."""
        if not local["effects"]:
            game.end(None)
            return
        verb, argument = verb_of(local["effects"].pop(0))
        rule = effect_table(game).effects[verb]
        if rule.procedure is not None:
            game.call(rule.procedure, then="next_effect", seat=local["seat"], argument=argument)
            return
        assert rule.apply is not None
        rule.apply(game, local["seat"], argument)
        game.goto("next_effect")
