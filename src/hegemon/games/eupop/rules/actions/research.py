"""Research Idea (eupop-aid Research Idea (X④) (p. 12)) and the Standard Event effect of
the same name (eupop-aid Research Idea).

A realm pays the idea's cost in monarch power of the idea's type, tags the idea, applies
its immediate effects and scores its prestige; the other player realms that had tagged it
score its prestige too, when there are at most two of them (interpretation:EUPOP-A1). A
government-form idea replaces the one the realm held (interpretation:EUPOP-A2); an
Imperial Subject may not research one while Imperial Authority is 3 or more.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.decision import Action, RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import Idea
from hegemon.games.eupop.rules.economy.effects import EFFECT_RULES as ECONOMY_EFFECTS
from hegemon.games.eupop.rules.economy.governing import (
    change_prestige,
    lose_power,
    power_type,
)
from hegemon.games.eupop.rules.events.effects import EffectRule, verb_of
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.rules.religion.state import give_up_revolution
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.empire import imperial_subjects
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.religion import revolutionary

RESEARCH = "eupop-aid:Research Idea (X④) (p. 12)"
RESEARCH_EFFECT = "eupop-aid:Research Idea"
REVOLUTIONARY = "eupop-aid:Revolutionary Ideology"
IMPERIAL_SUBJECT_BAR = 3
"""From this Imperial Authority on, Imperial Subjects may not research government forms."""
MOST_OTHERS_SCORING = 2
"""Other realms that tagged an idea score with it only while they are at most this many."""
REVOLUTIONARY_REGIME = "revolutionary_regime"
ECONOMY_RULES: Mapping[str, EffectRule] = {rule.verb: rule for rule in ECONOMY_EFFECTS}


def idea_of(content: Content, idea_id: str) -> Idea:
    for idea in content.ideas.ideas:
        if idea.id == idea_id:
            return idea
    raise ValueError(f"no idea {idea_id!r}")


def effects_built(idea: Idea) -> bool:
    """Every immediate effect of the idea is one the economy applies at once
    (interpretation:EUPOP-A3)."""
    for effect in idea.effects:
        verb, argument = verb_of(effect)
        rule = ECONOMY_RULES.get(verb)
        if rule is None or rule.apply is None or not rule.built_for(argument):
            return False
    return True


def tagged_by(state: State, idea_id: str) -> list[str]:
    """Player realms, human or Bot, whose tag is on the idea, in turn order."""
    typed = world(state)
    tags = {realm: mat["ideas"] for realm, mat in typed["players"].items()}
    tags.update({realm: bot["researched"] for realm, bot in typed["bots"].items()})
    return [realm for realm in typed["round"]["turn_order"] if idea_id in tags.get(realm, [])]


def on_display(state: State, idea_id: str) -> bool:
    return any(idea_id in ideas for ideas in world(state)["decks"]["ideas"].values())


@implements(RESEARCH, "eupop-aid:HRE Lands (p. 44)")
def barred(state: State, content: Content, realm: str, idea: Idea) -> bool:
    """An Imperial Subject may not research a government form while Imperial Authority is
    3 or more."""
    if not idea.government_form:
        return False
    if world(state)["hre"]["imperial_authority"] < IMPERIAL_SUBJECT_BAR:
        return False
    return realm in imperial_subjects(state, content.geography)


@implements(REVOLUTIONARY, "interpretation:EUPOP-L2")
def gives_up_revolution(state: State, content: Content, realm: str, idea: Idea) -> bool:
    """A Revolutionary realm researching another government form than Revolutionary Regime
    gives up its revolution (rules/religion/state.py give_up_revolution)."""
    return bool(
        idea.government_form
        and idea.id != REVOLUTIONARY_REGIME
        and revolutionary(state, content.geography, realm)
    )


def researchable(state: State, content: Content, realm: str, idea: Idea) -> bool:
    """Whatever the cost: the realm may take this idea and every part of it is built."""
    return (
        idea.id not in world(state)["players"][realm]["ideas"]
        and not barred(state, content, realm, idea)
        and effects_built(idea)
    )


def offers(state: State, content: Content, realm: str) -> list[Action]:
    """Every idea on display the realm has not tagged and can pay for."""
    if realm not in world(state)["players"]:
        return []
    held = world(state)["players"][realm]["monarch_power"]
    actions = []
    for power in sorted(world(state)["decks"]["ideas"]):
        for idea_id in world(state)["decks"]["ideas"][power]:
            idea = idea_of(content, idea_id)
            if held[power_type(idea.type)] < idea.cost:
                continue
            if not researchable(state, content, realm, idea):
                continue
            label = (
                f"Research {idea.name} ({idea.cost} {idea.type} power, {idea.prestige} prestige)"
            )
            actions.append(Action("research_idea", idea.id, label))
    return actions


@implements(RESEARCH, RESEARCH_EFFECT, "interpretation:EUPOP-A1", "interpretation:EUPOP-A2")
def research(game: Game, realm: str, idea_id: str, rule: str) -> None:
    """Tag the idea (a government form replacing the one held), apply its immediate
    effects, score its prestige, then let the other realms that tagged it score."""
    state, content = game.state, content_of(game)
    idea = idea_of(content, idea_id)
    if not effects_built(idea):
        raise RuleNotBuilt(rule, f"an immediate effect of the idea {idea_id}")
    revolution_ends = gives_up_revolution(state, content, realm, idea)
    others = [other for other in tagged_by(state, idea_id) if other != realm]
    mat = world(state)["players"][realm]
    if idea.government_form:
        for previous in [held for held in mat["ideas"] if idea_of(content, held).government_form]:
            mat["ideas"].remove(previous)
            game.log("idea_lost", realm, rule=RESEARCH, idea=previous, replaced_by=idea_id)
    mat["ideas"].append(idea_id)
    game.log("idea_researched", realm, rule=rule, idea=idea_id, type=idea.type)
    if revolution_ends:
        give_up_revolution(game, realm, REVOLUTIONARY)
    for effect in idea.effects:
        verb, argument = verb_of(effect)
        apply = ECONOMY_RULES[verb].apply
        assert apply is not None
        apply(game, realm, argument)
    change_prestige(game, realm, idea.prestige, rule, f"idea {idea_id}")
    if len(others) <= MOST_OTHERS_SCORING:
        for other in others:
            score_other(game, other, idea, rule)


@implements(RESEARCH, "interpretation:EUPOP-A1", "interpretation:EUPOP-G7")
def score_other(game: Game, realm: str, idea: Idea, rule: str) -> None:
    """A realm whose tag was already on the idea scores its prestige (a Bot on its mat),
    through the one prestige function of every player realm."""
    score_prestige(game, realm, idea.prestige, rule, f"idea {idea.id} tagged earlier")


class ResearchIdea(Procedure):
    """The action: pay the idea's cost in power of its type, then research it."""

    name = "research_idea"

    @step
    @implements(RESEARCH)
    def start(self, game: Game, local: Local) -> None:
        realm, idea_id = local["seat"], str(local["argument"])
        content = content_of(game)
        idea = idea_of(content, idea_id)
        mat = world(game.state)["players"][realm]
        power = power_type(idea.type)
        if not on_display(game.state, idea_id) or mat["monarch_power"][power] < idea.cost:
            raise ValueError(f"{realm} cannot research {idea_id}")
        if not researchable(game.state, content, realm, idea):
            raise ValueError(f"{realm} may not research {idea_id}")
        lose_power(game, realm, power, idea.cost, RESEARCH)
        research(game, realm, idea_id, RESEARCH)
        game.end(None)


@implements(RESEARCH_EFFECT, "interpretation:EUPOP-A4")
def display_idea(game: Game, idea: Idea) -> None:
    """An idea researched by an event that is not on display takes the place of an idea of
    its type that nobody has tagged and is not basic (the first such in the row); with none,
    it starts a new row (it is added to the display)."""
    state = game.state
    row = world(state)["decks"]["ideas"].setdefault(idea.type, [])
    content = content_of(game)
    for index, shown in enumerate(row):
        if not idea_of(content, shown).basic and not tagged_by(state, shown):
            row[index] = idea.id
            game.log("idea_displayed", None, rule=RESEARCH_EFFECT, idea=idea.id, replaced=shown)
            return
    row.append(idea.id)
    game.log("idea_displayed", None, rule=RESEARCH_EFFECT, idea=idea.id, replaced=None)


@implements(RESEARCH_EFFECT, "interpretation:EUPOP-A4")
def research_effect(game: Game, realm: str, argument: Any) -> None:
    """The event effect: the realm researches the idea at no cost. A realm that already
    has it, or may not take it (an Imperial Subject's government form), ignores it."""
    state, content = game.state, content_of(game)
    idea = idea_of(content, str(argument))
    mat = world(state)["players"][realm]
    if idea.id in mat["ideas"] or barred(state, content, realm, idea):
        game.log("idea_not_researched", realm, rule=RESEARCH_EFFECT, idea=idea.id)
        return
    if not on_display(state, idea.id):
        display_idea(game, idea)
    research(game, realm, idea.id, RESEARCH_EFFECT)


def _handles(argument: Any) -> bool:
    return isinstance(argument, str)


@implements(RESEARCH_EFFECT, "interpretation:EUPOP-A4", "interpretation:EUPOP-R7")
def research_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    """The requirement of the event effect: the realm has not the idea and may take it."""
    idea = idea_of(content, str(argument))
    mat = world(state)["players"][realm]
    return idea.id not in mat["ideas"] and not barred(state, content, realm, idea)


PROCEDURES: tuple[Procedure, ...] = (ResearchIdea(),)
MENU_ENTRIES: tuple[MenuEntry, ...] = (
    MenuEntry("research_idea", "research_idea", offers, RESEARCH, minor=False),
)
EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule(
        "research_idea",
        RESEARCH_EFFECT,
        research_effect,
        handles=_handles,
        possible=research_possible,
    ),
)
