"""Standard Event effects that put units on the board or give an action: Gain Military
Unit and Gain Action (eupop-aid Standard Event effects (p. 40)).

Units: every kind an event may give (regular infantry, cavalry and artillery, mercenary
infantry, light and heavy ships) is placed free of ducats where the Recruit Units action
could place it, on the turn's shared budget, and never where a battle would follow
(interpretation:EUPOP-F11). An action: only the actions the menu holds are built."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.battle.triggers import npr_holders
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import TOKEN_LIMITS, ignored
from hegemon.games.eupop.rules.military.recruit import (
    FIGURE,
    REGULAR_KINDS,
    SHIP_KINDS,
    Recruitment,
    place,
    recruitments,
)
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import LAND_UNITS, SHIPS, at_war, forces_at, world

GAIN_UNIT = "eupop-aid:Gain Military Unit"
GAIN_ACTION = "eupop-aid:Gain Action"
REGULAR_UNITS = "eupop-aid:Regular Units"
BUILT_UNITS = (
    "infantry",
    "cavalry",
    "artillery",
    "mercenary_infantry",
    "light_ship",
    "heavy_ship",
)
"""The unit kinds an event may give (the content's UnitGain), each built."""


def _units_built(argument: Any) -> bool:
    return all(kind in BUILT_UNITS for kind in argument)


@implements(GAIN_UNIT, "eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-F11")
def triggers_battle(state: State, content: Content, realm: str, where: str) -> bool:
    """Whether a unit of ``realm`` put in the space would trigger a battle: a realm at war
    with it has units (ships at sea) there, or an NPR at war with it holds a province (an
    active port facing the sea zone) there while none of its units is there already."""
    kinds = LAND_UNITS if where in content.geography.areas else SHIPS
    present = {
        force["realm"]
        for force in forces_at(state, where)
        if force["port"] is None and any(force["units"].get(kind) for kind in kinds)
    }
    if any(at_war(state, realm, other) for other in sorted(present)):
        return True
    return realm not in present and any(
        at_war(state, realm, npr) for npr in npr_holders(state, content.geography, where)
    )


@implements(GAIN_UNIT, REGULAR_UNITS, "interpretation:EUPOP-F11")
def unit_places(state: State, content: Content, realm: str, kind: str) -> list[Recruitment]:
    """Where a gained unit of the kind may go: where Recruit Units could put it (its areas,
    capacity, the mercenary limit, the ports, on this turn's budget; ducats aside), except
    a space where a battle would follow."""
    return [
        r
        for r in recruitments(state, content, realm, free=True)
        if r.kind == kind and not triggers_battle(state, content, realm, r.where)
    ]


def _label(recruitment: Recruitment, content: Content) -> str:
    name = recruitment.kind.replace("_", " ")
    if recruitment.kind in SHIP_KINDS and recruitment.where in content.geography.areas:
        return f"Place 1 {name} docked in {recruitment.source}"
    if recruitment.kind in SHIP_KINDS:
        slot = " on a trade-protection slot" if recruitment.slot else ""
        return f"Place 1 {name} in {recruitment.where}{slot} (from {recruitment.source})"
    return f"Place 1 {name} in {recruitment.where}"


class GainUnitsEffect(Procedure):
    """The units, one at a time, each placed where the realm picks among
    :func:`unit_places` (interpretation:EUPOP-F11)."""

    name = "gain_units_effect"

    @step
    @implements(GAIN_UNIT, "interpretation:EUPOP-F11")
    def start(self, game: Game, local: Local) -> None:
        local["units"] = [
            kind for kind, count in sorted(local["argument"].items()) for _ in range(int(count))
        ]
        game.goto("ask_area")

    @step(optional=True)
    def ask_area(self, game: Game, local: Local) -> Decision | None:
        seat = local["seat"]
        state = game.state
        content = content_of(game)
        while local["units"]:
            kind = local["units"][0]
            reason = self._short(state, seat, kind)
            places = [] if reason else unit_places(state, content, seat, kind)
            if places:
                break
            ignored(game, seat, "gain_units", reason or "no space can take it", GAIN_UNIT)
            local["units"].pop(0)
        else:
            game.end(None)
            return None
        if len(places) == 1:
            self._place(game, local, places[0])
            return None
        actions = tuple(Action("place_unit", r.argument, _label(r, content)) for r in places)
        left = len(local["units"])
        return Decision(
            seat, f"Place 1 {kind.replace('_', ' ')} ({left} to place): where?", actions
        )

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        recruitment = Recruitment.of(action.argument)
        kind, where = recruitment.kind, recruitment.where
        if recruitment not in unit_places(game.state, content_of(game), local["seat"], kind):
            raise ValueError(f"{local['seat']} cannot place {kind} in {where}")
        self._place(game, local, recruitment)

    @staticmethod
    @implements(GAIN_UNIT, TOKEN_LIMITS, "interpretation:EUPOP-F1")
    def _short(state: State, realm: str, kind: str) -> str | None:
        """Why the next unit cannot be gained: none in supply, or no available manpower for
        a regular unit."""
        figure = FIGURE.get(kind)
        if figure is not None and world(state)["supply"][realm][figure] < 1:  # type: ignore[literal-required]
            return f"no {kind} left in supply"
        if kind in REGULAR_KINDS and world(state)["players"][realm]["manpower"]["available"] < 1:
            return "no available manpower"
        return None

    @staticmethod
    def _place(game: Game, local: Local, recruitment: Recruitment) -> None:
        seat = local["seat"]
        local["units"].pop(0)
        place(game.state, content_of(game), seat, recruitment)
        game.log(
            "units_gained",
            seat,
            rule=GAIN_UNIT,
            area=recruitment.where,
            unit=recruitment.kind,
            count=1,
        )
        game.goto("ask_area")


class GainActionEffect(Procedure):
    """The named action, taken at once through its menu entry: the realm picks one of the
    entry's offers and the entry's procedure runs; with no offer the effect is ignored
    (interpretation:EUPOP-F12)."""

    name = "gain_action_effect"

    def __init__(self, entries: Iterable[MenuEntry]) -> None:
        self.entries = {entry.verb: entry for entry in entries}

    def built(self, argument: Any) -> bool:
        return argument in self.entries

    @step
    @implements(GAIN_ACTION, "interpretation:EUPOP-F12")
    def start(self, game: Game, local: Local) -> None:
        seat = local["seat"]
        entry = self.entries[str(local["argument"])]
        offers = entry.offers(game.state, content_of(game), seat)
        if not offers:
            ignored(game, seat, "gain_action", f"cannot take {entry.verb} now", GAIN_ACTION)
            game.end(None)
            return
        game.log("action_gained", seat, rule=GAIN_ACTION, action=entry.verb)
        if len(offers) == 1:
            self._take(game, local, offers[0])
            return
        game.goto("ask_offer")

    @step
    def ask_offer(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        entry = self.entries[str(local["argument"])]
        offers = entry.offers(game.state, content_of(game), seat)
        return Decision(seat, f"Take the {entry.verb} action gained", tuple(offers))

    def on_offer(self, game: Game, local: Local, action: Action) -> None:
        self._take(game, local, action)

    def _take(self, game: Game, local: Local, action: Action) -> None:
        entry = self.entries[str(local["argument"])]
        argument = list(action.argument) if isinstance(action.argument, tuple) else action.argument
        game.call(entry.procedure, then="done", seat=local["seat"], argument=argument)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(None)


def gain_action(entries: Iterable[MenuEntry]) -> tuple[EffectRule, GainActionEffect]:
    """The Gain Action effect over the menu entries an event may name (the module's own, so
    that one list says which actions the game has): its rule and its procedure. Its
    requirement: the action has an offer for the realm now (interpretation:EUPOP-R7)."""
    procedure = GainActionEffect(entries)

    def possible(state: State, content: Content, realm: str, argument: Any) -> bool:
        return bool(procedure.entries[str(argument)].offers(state, content, realm))

    rule = EffectRule(
        "gain_action",
        GAIN_ACTION,
        procedure=GainActionEffect.name,
        handles=procedure.built,
        possible=possible,
    )
    return rule, procedure


@implements(GAIN_UNIT, "interpretation:EUPOP-R7")
def _units_possible(state: State, content: Content, realm: str, argument: Any) -> bool:
    """The requirement of Gain Military Unit: at least one of the units can be placed."""
    return any(
        GainUnitsEffect._short(state, realm, kind) is None
        and bool(unit_places(state, content, realm, kind))
        for kind in sorted(argument)
        if int(argument[kind]) > 0
    )


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule(
        "gain_units",
        GAIN_UNIT,
        procedure=GainUnitsEffect.name,
        handles=_units_built,
        possible=_units_possible,
    ),
)
"""Gain Action is made with the module's menu entries: :func:`gain_action`."""
PROCEDURES: tuple[Procedure, ...] = (GainUnitsEffect(),)
