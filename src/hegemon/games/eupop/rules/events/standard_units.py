"""Standard Event effects that put units on the board or give an action: Gain Military
Unit and Gain Action (eupop-aid Standard Event effects (p. 40)).

Units: only regular infantry is built, the one land unit that may stand outside an army
(eupop-aid Recruit Units); cavalry, artillery, mercenaries and ships are arguments not
built yet (``handles``). An action: only the actions the menu holds are built."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_base import TOKEN_LIMITS, ignored
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.capacity import military_capacity
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.hostility import hostile_units_in, outlook
from hegemon.games.eupop.world.layout import forces_at, world
from hegemon.games.eupop.world.realms import realm_areas
from hegemon.games.eupop.world.records import Force

GAIN_UNIT = "eupop-aid:Gain Military Unit"
GAIN_ACTION = "eupop-aid:Gain Action"
REGULAR_UNITS = "eupop-aid:Regular Units"
REGULARS = ("infantry", "cavalry", "artillery")
BUILT_UNITS = {"infantry": "infantry"}
"""Unit kind of the effect → the supply's count of it."""


def _units_built(argument: Any) -> bool:
    return all(kind in BUILT_UNITS for kind in argument)


def _regulars_in(state: State, realm: str, where: str) -> int:
    return sum(
        force["units"].get(kind, 0)
        for force in forces_at(state, where)
        if force["realm"] == realm
        for kind in REGULARS
    )


@implements(GAIN_UNIT, REGULAR_UNITS, "interpretation:EUPOP-F11")
def unit_areas(state: State, geography: Geography, realm: str) -> list[str]:
    """Where a gained regular unit may go: an area of the realm's own provinces holding no
    unit hostile to it (no battle may follow) whose military capacity has room."""
    seen = outlook(state, realm)
    return [
        name
        for name in realm_areas(state, geography, realm)
        if not hostile_units_in(state, seen, name)
        and _regulars_in(state, realm, name) < military_capacity(state, geography, realm, name)
    ]


class GainUnitsEffect(Procedure):
    """Regular units, one at a time, each from the supply and the realm's available
    manpower, in an area the realm picks (interpretation:EUPOP-F11)."""

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
        if not local["units"]:
            game.end(None)
            return None
        kind = local["units"][0]
        reason = self._short(state, seat, kind)
        areas = [] if reason else unit_areas(state, content_of(game).geography, seat)
        if reason or not areas:
            ignored(game, seat, "gain_units", reason or "no area can take it", GAIN_UNIT)
            game.end(None)
            return None
        if len(areas) == 1:
            self._place(game, local, areas[0])
            return None
        actions = tuple(Action("place_unit", name, f"Place 1 {kind} in {name}") for name in areas)
        left = len(local["units"])
        return Decision(seat, f"Place 1 {kind} ({left} to place): where?", actions)

    def on_area(self, game: Game, local: Local, action: Action) -> None:
        self._place(game, local, str(action.argument))

    @staticmethod
    @implements(GAIN_UNIT, TOKEN_LIMITS, "interpretation:EUPOP-F1")
    def _short(state: State, realm: str, kind: str) -> str | None:
        """Why the next unit cannot be gained: none in supply, or no available manpower."""
        if world(state)["supply"][realm][BUILT_UNITS[kind]] < 1:  # type: ignore[literal-required]
            return f"no {kind} left in supply"
        if world(state)["players"][realm]["manpower"]["available"] < 1:
            return "no available manpower"
        return None

    @staticmethod
    def _place(game: Game, local: Local, where: str) -> None:
        seat = local["seat"]
        kind = local["units"].pop(0)
        typed = world(game.state)
        typed["supply"][seat][BUILT_UNITS[kind]] -= 1  # type: ignore[literal-required]
        typed["players"][seat]["manpower"]["available"] -= 1
        loose = [
            key
            for key in sorted(typed["forces"])
            if (force := typed["forces"][key])["realm"] == seat
            and force["where"] == where
            and not force["army"]
            and force["port"] is None
        ]
        if loose:
            units = typed["forces"][loose[0]]["units"]
            units[kind] = units.get(kind, 0) + 1
        else:
            number = typed["next_force"]
            typed["next_force"] = number + 1
            typed["forces"][f"f{number:03d}"] = Force(
                realm=seat, where=where, port=None, army=False, leader=None, units={kind: 1}
            )
        game.log("units_gained", seat, rule=GAIN_UNIT, area=where, unit=kind, count=1)
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
    that one list says which actions the game has): its rule and its procedure."""
    procedure = GainActionEffect(entries)
    rule = EffectRule(
        "gain_action", GAIN_ACTION, procedure=GainActionEffect.name, handles=procedure.built
    )
    return rule, procedure


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("gain_units", GAIN_UNIT, procedure=GainUnitsEffect.name, handles=_units_built),
)
"""Gain Action is made with the module's menu entries: :func:`gain_action`."""
PROCEDURES: tuple[Procedure, ...] = (GainUnitsEffect(),)
