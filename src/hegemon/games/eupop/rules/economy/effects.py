"""The effects of events and missions that change a realm's mat (eupop-aid Standard Event
effects (p. 40)): prestige, ducats, stability, corruption, manpower and monarch power,
each applied by this package's one function for it (decision 0105)."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.rules.economy.governing import (
    change_corruption,
    change_prestige,
    change_stability,
    gain_ducats,
    lose_ducats,
    power_type,
)
from hegemon.games.eupop.rules.economy.treasury import gain_manpower
from hegemon.games.eupop.rules.events.effects import EffectRule
from hegemon.games.eupop.rules.events.standard_mat import GAIN_POWER, LOSE_POWER
from hegemon.games.eupop.world.layout import world

STANDARD = "eupop-aid:Standard Event effects (p. 40)"
STABILITY_FLOOR = -3


def _mat_at_least(key: str) -> Any:
    def affordable(state: State, realm: str, amount: Any) -> bool:
        value: int = world(state)["players"][realm][key]  # type: ignore[literal-required]
        return value >= int(amount)

    return affordable


def _stability_affordable(state: State, realm: str, amount: Any) -> bool:
    return world(state)["players"][realm]["stability"] - int(amount) >= STABILITY_FLOOR


def _power_affordable(state: State, realm: str, argument: Any) -> bool:
    """Enough of the named type; for ``any``, enough of all types together."""
    held = world(state)["players"][realm]["monarch_power"]
    if argument["type"] == "any":
        return held["administrative"] + held["diplomatic"] + held["military"] >= int(
            argument["amount"]
        )
    return held[power_type(str(argument["type"]))] >= int(argument["amount"])


@implements(STANDARD)
def _gain_prestige(game: Game, realm: str, amount: Any) -> None:
    change_prestige(game, realm, int(amount), STANDARD, "event")


def _lose_prestige(game: Game, realm: str, amount: Any) -> None:
    change_prestige(game, realm, -int(amount), STANDARD, "event")


def _gain_ducats(game: Game, realm: str, amount: Any) -> None:
    gain_ducats(game, realm, int(amount), STANDARD, "event")


def _lose_ducats(game: Game, realm: str, amount: Any) -> None:
    lose_ducats(game, realm, int(amount), STANDARD, "event")


def _gain_stability(game: Game, realm: str, amount: Any) -> None:
    change_stability(game, realm, int(amount), STANDARD)


def _lose_stability(game: Game, realm: str, amount: Any) -> None:
    change_stability(game, realm, -int(amount), STANDARD)


def _gain_corruption(game: Game, realm: str, amount: Any) -> None:
    change_corruption(game, realm, int(amount), STANDARD)


def _gain_manpower(game: Game, realm: str, amount: Any) -> None:
    gain_manpower(game, realm, int(amount), STANDARD)


EFFECT_RULES: tuple[EffectRule, ...] = (
    EffectRule("gain_prestige", STANDARD, _gain_prestige),
    EffectRule("lose_prestige", STANDARD, _lose_prestige, _mat_at_least("prestige")),
    EffectRule("gain_ducats", STANDARD, _gain_ducats),
    EffectRule("lose_ducats", STANDARD, _lose_ducats, _mat_at_least("ducats")),
    EffectRule("gain_stability", STANDARD, _gain_stability),
    EffectRule("lose_stability", STANDARD, _lose_stability, _stability_affordable),
    EffectRule("gain_corruption", STANDARD, _gain_corruption),
    EffectRule("gain_manpower", STANDARD, _gain_manpower),
    EffectRule("gain_monarch_power", STANDARD, procedure=GAIN_POWER),
    EffectRule("lose_monarch_power", STANDARD, affordable=_power_affordable, procedure=LOSE_POWER),
)
"""The mat's effects; a cost (``lose_*``) is affordable when the realm holds it all. Monarch
power is a procedure of rules/events/standard_mat.py: a named type is applied at once, ``any``
asks the realm which type."""
