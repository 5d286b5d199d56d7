"""The results of a rebel die (aid "Rebel Dice", p. 37), one at a time.

Each function that finishes a result moves the phase on to its ``resolve_die`` step; a
result that needs the realm's choice stores the options and goes to ``ask_rebel_die``.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision, RuleNotBuilt
from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.peace_rebels import rebels, treasury, unrest
from hegemon.games.eupop.world.layout import REBELS, owned_provinces, province, world
from hegemon.games.eupop.world.realms import is_core

REBEL_DICE = "eupop-aid:Rebel Dice"
PAYMENT = 2
"""Ducats paid instead of the monarch power or manpower a realm cannot give, and ducats
lost on the ducats face."""


@implements(REBEL_DICE, "interpretation:EUPOP-P8")
def resolve(game: Game, local: Local, name: str, where: str, face: str) -> None:
    state = game.state
    if face == "remove_unrest":
        if unrest.remove_unrest(state, where, name):
            game.log("unrest_removed", name, rule=REBEL_DICE, area=where, count=1)
    elif face == "lose_ducats":
        lost = treasury.lose_ducats(state, name, PAYMENT)
        game.log("ducats_lost", name, rule=REBEL_DICE, amount=lost)
    elif face == "exhaust_manpower":
        if treasury.exhaust_manpower(state, name):
            game.log("manpower_exhausted", name, rule=REBEL_DICE, amount=1)
        else:
            _pay(game, name)
    elif face == "lose_monarch_power":
        held = treasury.powers_held(state, name)
        if not held:
            _pay(game, name)
        elif len(held) == 1:
            lose_power(game, name, held[0])
        else:
            local["choice"] = {"verb": "lose_power", "options": held}
            game.goto("ask_rebel_die")
            return
    elif face == "rebellion":
        rebellion(game, local, name, where)
        return
    game.goto("resolve_die")


def _pay(game: Game, name: str) -> None:
    treasury.pay_ducats(game.state, name, PAYMENT)
    game.log("ducats_paid", name, rule=REBEL_DICE, amount=PAYMENT)


def lose_power(game: Game, name: str, power: str) -> None:
    treasury.lose_power(game.state, name, power)
    game.log("monarch_power_lost", name, rule=REBEL_DICE, power=power, amount=1)


@implements(REBEL_DICE, "eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-P15")
def rebellion(game: Game, local: Local, name: str, where: str) -> None:
    """With its land units in the area, a rebel unit joins the area (the battle comes after
    every die); without, the die strikes one of its provinces there not struck yet."""
    state, geography = game.state, content_of(game).geography
    if rebels.player_land_units(state, where, name):
        placed = 1 if world(state)["box"]["rebels"] > 0 else 0
        rebels.set_rebels(state, where, rebels.rebels_in(state, where) + placed)
        local.setdefault("battles", []).append(where)
        game.log("rebellion", name, rule=REBEL_DICE, area=where, rebels_placed=placed)
        game.goto("resolve_die")
        return
    struck = local.setdefault("struck", [])
    candidates = [
        target
        for target in owned_provinces(state, name)
        if geography.provinces[target].area == where
        and target not in struck
        and province(state, target)["occupier"] != REBELS
    ]
    unbuilt = [target for target in candidates if not is_core(state, geography, target, name)]
    if unbuilt:
        raise RuleNotBuilt(rebels.REBEL_UNITS, f"rebels would liberate {unbuilt[0]}")
    if len(candidates) > 1:
        local["choice"] = {"verb": "rebellion", "options": candidates}
        game.goto("ask_rebel_die")
        return
    if candidates:
        strike(game, local, candidates[0])
        return
    game.log("rebellion", name, rule=REBEL_DICE, area=where, rebels_placed=0)
    game.goto("resolve_die")


def strike(game: Game, local: Local, target: str) -> None:
    """A rebellion die assigned to one of the realm's provinces."""
    result = rebels.rebels_take(game.state, content_of(game).geography, target)
    local.setdefault("struck", []).append(target)
    game.log("rebels_siege", local["seat"], rule=REBEL_DICE, province=target, result=result)
    game.goto("resolve_die")


def ask(local: Local) -> Decision:
    choice = local["choice"]
    if choice["verb"] == "lose_power":
        actions = tuple(
            Action("lose_power", power, f"Lose 1 {power} power") for power in choice["options"]
        )
        return Decision(local["seat"], "Rebel die: which monarch power do you lose?", actions)
    actions = tuple(
        Action("rebellion", target, f"Rebels strike {target}") for target in choice["options"]
    )
    return Decision(local["seat"], "Rebellion: which province do rebels strike?", actions)
