"""Optional rule 5: Religious Rebels (option ``religious_rebels``; interpretations EUPOP-L17,
L18).

Rebels holding a realm's provinces in areas of religious dissent for it (areas following
another faith than its state religion) are religious rebels. When they occupy its capital
and at least 2 of its other provinces, the realm may, in phase 3 G before its dissent,
change its state religion to that of its capital area; the rebel units and the rebels'
occupations in its areas now of its state religion are then removed. Asked of the realm's
seat; a Bot always changes (interpretation:EUPOP-BOT-78)."""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.empire.religion import may_change_religion
from hegemon.games.eupop.rules.peace_rebels import bots
from hegemon.games.eupop.rules.peace_rebels.rebels import (
    RELIGIOUS_REBELS_NAME,
    RELIGIOUS_REBELS_RULE,
    rebels_in,
    religious_rebels_hold,
    set_rebels,
)
from hegemon.games.eupop.rules.peace_rebels.unrest import areas_with_provinces
from hegemon.games.eupop.rules.religion.state import DIVERSE_FAITHS, set_state_religion
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import REBELS, area_religion, faith, world

RULE = RELIGIOUS_REBELS_RULE
NAME = RELIGIOUS_REBELS_NAME


@implements(RULE, "interpretation:EUPOP-L17", "interpretation:EUPOP-L18")
def offered_religion(state: State, geography: Geography, realm: str) -> str | None:
    """The religion the realm may take now (its capital area's), or None: the option is
    off, it is no player realm, religious rebels do not hold its capital and 2 more of its
    provinces (``religious_rebels_hold``), its capital area is Diverse (never a state
    religion, EUPOP-L3), or it is the Emperor barred from changing religion (EUPOP-I6)."""
    if not religious_rebels_hold(state, geography, realm):
        return None
    capital = world(state)["realms"][realm]["capital"]
    assert capital is not None
    religion = area_religion(state, geography, geography.provinces[capital].area)
    if religion == DIVERSE_FAITHS or not may_change_religion(state, realm):
        return None
    return religion


@implements(RULE, "interpretation:EUPOP-L18")
def convert(game: Game, realm: str, religion: str) -> None:
    """The realm's state religion becomes ``religion`` (the Curia and the Empire told);
    then in each of its areas following that faith the rebel units leave and every
    province the rebels occupy there is free of them."""
    state, geography = game.state, content_of(game).geography
    set_state_religion(game, realm, religion, RULE)
    provinces = world(state)["map"]["provinces"]
    for area in areas_with_provinces(state, geography, realm):
        if faith(area_religion(state, geography, area)) != faith(religion):
            continue
        units = rebels_in(state, area)
        freed = [
            name
            for name in geography.areas[area].provinces
            if provinces[name]["occupier"] == REBELS
        ]
        if not units and not freed:
            continue
        set_rebels(state, area, 0)
        for name in freed:
            provinces[name]["occupier"] = None
        game.log(
            "religious_rebels_removed", realm, rule=RULE, area=area, rebels=units, provinces=freed
        )


class ReligiousRebels(Procedure):
    """``seat``: the realm religious rebels hold (``offered_religion`` is not None)."""

    name = NAME

    @step
    @implements(RULE, bots.BOTS, "interpretation:EUPOP-L18", "interpretation:EUPOP-BOT-78")
    def start(self, game: Game, local: Local) -> None:
        """A Bot is never asked: it always takes the religion offered (EUPOP-BOT-78)."""
        seat = local["seat"]
        religion = offered_religion(game.state, content_of(game).geography, seat)
        if religion is None:
            game.end(None)
            return
        if bots.is_bot(game.state, seat):
            convert(game, seat, religion)
            game.end(None)
            return
        local["religion"] = religion
        game.goto("ask_convert")

    @step
    def ask_convert(self, game: Game, local: Local) -> Decision:
        religion = local["religion"]
        actions = (
            Action(
                "religious_rebels_convert",
                religion,
                f"Take {religion} as your state religion; the rebels leave your {religion} areas",
            ),
            Action("religious_rebels_keep", None, "Keep your state religion"),
        )
        prompt = "Religious rebels hold your capital: change your state religion?"
        return Decision(local["seat"], prompt, actions)

    def on_convert(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "religious_rebels_convert":
            convert(game, local["seat"], local["religion"])
        else:
            game.log("religious_rebels_refused", local["seat"], rule=RULE)
        game.end(None)


PROCEDURES: tuple[Procedure, ...] = (ReligiousRebels(),)
