"""The mat of a human player realm: monarch power, ducats, prestige, corruption and
stability, each changed by one function that logs what it did (eupop-aid GOVERNING PR).

A cost is paid only when it can be: options whose cost cannot be paid are never offered
(:func:`can_pay_power`, :func:`can_pay_ducats`). A loss imposed by a rule takes what there is
and never drives a value below 0 (interpretation:EUPOP-E1).
"""

from __future__ import annotations

from typing import Literal

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import PlayerMat

PowerType = Literal["administrative", "diplomatic", "military"]
POWERS: tuple[PowerType, ...] = ("administrative", "diplomatic", "military")
MONARCH_POWER = "eupop-aid:Monarch Power (♠) (p. 19)"
STABILITY = "eupop-aid:Stability (♠) (p. 20)"
PRESTIGE = "eupop-aid:PRESTIGE (🏰) (p. 42-43)"
CORRUPTION = "eupop-aid:C. Corruption"
GOVERNING = "eupop-aid:GOVERNING PR (p. 19-21)"
"""The heading over monarch power, characters, stability, bankruptcy and cores: this
module keeps the human realm's mat values it names."""
STABILITY_OVERFLOW_PRESTIGE = 2
"""Prestige gained (at +3) or lost (at -3) per step of stability beyond the track."""


def mat(game: Game, realm: str) -> PlayerMat:
    return world(game.state)["players"][realm]


def power_type(name: str) -> PowerType:
    if name not in POWERS:
        raise ValueError(f"no monarch power type {name!r}")
    return name


def can_pay_power(game: Game, realm: str, power: PowerType, amount: int) -> bool:
    return mat(game, realm)["monarch_power"][power] >= amount


@implements(GOVERNING, MONARCH_POWER, "interpretation:EUPOP-E1")
def gain_power(game: Game, realm: str, power: PowerType, amount: int, rule: str) -> int:
    """Add monarch power of one type, at most the limit (10); returns what was gained."""
    limit = content_of(game).components.monarch_power_limit
    held = mat(game, realm)["monarch_power"]
    gained = max(0, min(amount, limit - held[power]))
    held[power] += gained
    game.log(
        "monarch_power", realm, rule=rule, power=power, change=gained, now=held[power], asked=amount
    )
    return gained


@implements(GOVERNING, MONARCH_POWER, "interpretation:EUPOP-E1")
def lose_power(game: Game, realm: str, power: PowerType, amount: int, rule: str) -> int:
    """Take monarch power of one type: a cost (checked by the caller) or a loss imposed by a
    rule, which takes what there is. Returns what was taken."""
    held = mat(game, realm)["monarch_power"]
    taken = max(0, min(amount, held[power]))
    held[power] -= taken
    game.log(
        "monarch_power", realm, rule=rule, power=power, change=-taken, now=held[power], asked=amount
    )
    return taken


@implements(MONARCH_POWER, "interpretation:EUPOP-E2")
def lose_any_power(game: Game, realm: str, amount: int, rule: str) -> int:
    """Lose ``amount`` monarch power of any types, one at a time from the type held most
    (ties: administrative, diplomatic, military); returns what was taken."""
    taken = 0
    for _ in range(amount):
        held = mat(game, realm)["monarch_power"]
        amounts = {power: held[power] for power in POWERS}
        most = max(POWERS, key=lambda power: (amounts[power], -POWERS.index(power)))
        if amounts[most] == 0:
            break
        taken += lose_power(game, realm, most, 1, rule)
    return taken


def can_pay_ducats(game: Game, realm: str, amount: int) -> bool:
    return mat(game, realm)["ducats"] >= amount


def gain_ducats(game: Game, realm: str, amount: int, rule: str, reason: str = "") -> None:
    held = mat(game, realm)
    held["ducats"] += amount
    game.log("ducats", realm, rule=rule, change=amount, now=held["ducats"], reason=reason)


@implements("interpretation:EUPOP-E1")
def lose_ducats(game: Game, realm: str, amount: int, rule: str, reason: str = "") -> int:
    """Take ducats from the treasury, never below 0; returns what was taken. A mandatory cost
    that may exceed the treasury goes through :func:`..treasury.pay_mandatory` instead."""
    held = mat(game, realm)
    taken = max(0, min(amount, held["ducats"]))
    held["ducats"] -= taken
    game.log("ducats", realm, rule=rule, change=-taken, now=held["ducats"], reason=reason)
    return taken


@implements(PRESTIGE, "interpretation:EUPOP-E1")
def change_prestige(game: Game, realm: str, amount: int, rule: str, reason: str = "") -> int:
    """Gain (positive) or lose (negative) prestige, never below 0; returns the change made."""
    held = mat(game, realm)
    change = max(amount, -held["prestige"])
    held["prestige"] += change
    game.log("prestige", realm, rule=rule, change=change, now=held["prestige"], reason=reason)
    return change


@implements(CORRUPTION, "interpretation:EUPOP-E1")
def change_corruption(game: Game, realm: str, amount: int, rule: str) -> int:
    """Gain (positive) or remove (negative) corruption, never below 0."""
    held = mat(game, realm)
    change = max(amount, -held["corruption"])
    held["corruption"] += change
    game.log("corruption", realm, rule=rule, change=change, now=held["corruption"])
    return change


@implements(GOVERNING, STABILITY, "interpretation:EUPOP-E2", "interpretation:EUPOP-E3")
def change_stability(game: Game, realm: str, amount: int, rule: str) -> None:
    """Move stability by ``amount`` steps, one at a time. A step up at +3 gains 2 prestige
    instead; a step down at -3 loses 2 prestige instead, and each prestige missing costs a
    monarch power of any type; with no monarch power left the rest is ignored."""
    limit = content_of(game).components.stability_limit
    held = mat(game, realm)
    step = 1 if amount > 0 else -1
    for _ in range(abs(amount)):
        if step > 0 and held["stability"] >= limit:
            change_prestige(game, realm, STABILITY_OVERFLOW_PRESTIGE, STABILITY, "stability at +3")
            continue
        if step < 0 and held["stability"] <= -limit:
            lost = -change_prestige(
                game, realm, -STABILITY_OVERFLOW_PRESTIGE, STABILITY, "stability at -3"
            )
            missing = STABILITY_OVERFLOW_PRESTIGE - lost
            if missing:
                lose_any_power(game, realm, missing, STABILITY)
            continue
        held["stability"] += step
        game.log("stability", realm, rule=rule, change=step, now=held["stability"])
