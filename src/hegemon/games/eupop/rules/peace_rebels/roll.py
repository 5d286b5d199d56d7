"""The procedures ``rebel_dice`` and ``rebel_battles`` (aid "Rebel Dice", p. 37): one realm
rolls its rebel dice, and once every die of the occasion is resolved the rebels placed
beside a realm's units fight.

``rebel_dice`` — local: ``seat`` (the realm rolling); optional ``areas`` (the areas it
rolls in, in order; default every area holding its unrest, A→Z) and ``limit`` (the most
dice it rolls in all; default no limit). One die per unrest token of its own in each
area, the area's dice rolled together and resolved one at a time (interpretation:EUPOP-P2).
Decisions: the realm's, as each die is resolved (``ask_rebel_die``). A Bot rolls every die
at once and resolves them by the Bot rules, asking nothing (bots/phases.py, eupop-bots
REBEL DICE ROLLS). Ends with ``{"battles": [[area, realm], ...]}``: the
areas where a rebellion die placed rebels beside the realm's land units.

``rebel_battles`` — local: ``battles`` (pairs as ``rebel_dice`` returns them, several
realms' joined); optional ``active`` (the active realm, for the battle's prestige). Each
area, A→Z, still holding rebels and player land units has a battle: the rebels attack,
the realm named with the area defends (interpretation:EUPOP-P15, EUPOP-P16). Rebels that
win stay in the area. Ends with ``{"battles": [the battle results]}``."""

from __future__ import annotations

from typing import Any

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.peace_rebels import dice, rebels, unrest
from hegemon.games.eupop.world.layout import REBELS, forces_at, realm, world

REBEL_DICE = dice.REBEL_DICE
DICE_NAME = "rebel_dice"
BATTLES_NAME = "rebel_battles"
BATTLE = "battle"
"""The battle package's procedure (rules/battle)."""


def add_battles(local: Local, found: list[list[str]]) -> None:
    """Join the battles a ``rebel_dice`` call returned to the caller's ``battles``, one per
    area (the first realm named keeps it)."""
    battles: list[list[str]] = local.setdefault("battles", [])
    known = {where for where, _ in battles}
    for where, name in found:
        if where not in known:
            battles.append([where, name])
            known.add(where)


@implements(rebels.REBEL_UNITS, "interpretation:EUPOP-P16")
def rebel_defender(state: State, where: str, named: str | None = None) -> str | None:
    """The player realm that defends against rebels in an area: ``named`` if it still has
    land units there, else the player realm with the most land units there (ties A→Z);
    None when no player realm has any."""
    if named is not None and rebels.player_land_units(state, where, named):
        return named
    present = sorted(
        {
            force["realm"]
            for force in forces_at(state, where)
            if force["realm"] != REBELS and realm(state, force["realm"])["kind"] == "player"
        }
    )
    counts = [(-rebels.player_land_units(state, where, name), name) for name in present]
    counts = [item for item in counts if item[0] < 0]
    return min(counts)[1] if counts else None


class RebelDice(Procedure):
    name = DICE_NAME

    @step
    @implements(REBEL_DICE, "interpretation:EUPOP-P2")
    def start(self, game: Game, local: Local) -> None:
        name = local["seat"]
        if local.get("areas") is None:
            local["areas"] = unrest.areas_with_unrest(game.state, name)
        local["areas"] = list(local["areas"])
        bot = realm(game.state, name)["player"] == "bot"
        if local["areas"] and local.get("limit") != 0 and bot:
            # imported here: the Bot rules build on the rules packages
            from hegemon.games.eupop.bots.phases import roll_bot_dice

            roll_bot_dice(game, local)
            game.goto("resolve_die")
            return
        game.goto("roll_area")

    @step
    def roll_area(self, game: Game, local: Local) -> None:
        name, limit = local["seat"], local.get("limit")
        if not local["areas"] or limit == 0:
            game.end({"battles": local.get("battles", [])})
            return
        where = local["areas"].pop(0)
        count = world(game.state)["map"]["areas"][where]["unrest"].get(name, 0)
        if limit is not None:
            count = min(count, limit)
            local["limit"] = limit - count
        faces = content_of(game).dice.rebel_die
        values = game.roll_dice(count, f"rebel dice in {where}", seat=name, rule=REBEL_DICE)
        local["queue"] = [[where, faces[value - 1]] for value in values]
        game.goto("resolve_die")

    @step
    def resolve_die(self, game: Game, local: Local) -> None:
        if not local["queue"]:
            game.goto("roll_area")
            return
        where, face = local["queue"].pop(0)
        name = local["seat"]
        if "bot_dice" in local:
            from hegemon.games.eupop.bots.phases import resolve_bot_die

            resolve_bot_die(game, local, name, str(face))
            return
        game.log("rebel_die", name, rule=REBEL_DICE, area=where, face=face)
        dice.resolve(game, local, name, where, face)

    @step
    def ask_rebel_die(self, game: Game, local: Local) -> Decision:
        return dice.ask(local)

    def on_rebel_die(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "lose_power":
            dice.lose_power(game, local["seat"], str(action.argument))
            game.goto("resolve_die")
        elif action.verb == "territory_dnpr":
            dice.strike(game, local, str(local["choice"]["target"]), str(action.argument))
        else:
            dice.strike(game, local, str(action.argument))


class RebelBattles(Procedure):
    name = BATTLES_NAME

    @step
    @implements(REBEL_DICE, "interpretation:EUPOP-P15", "interpretation:EUPOP-P16")
    def start(self, game: Game, local: Local) -> None:
        local["queue"] = sorted([list(pair) for pair in local.get("battles", [])])
        local["fought"] = []
        game.goto("battle_next")

    @step
    def battle_next(self, game: Game, local: Local) -> None:
        state = game.state
        while local["queue"]:
            where, named = local["queue"].pop(0)
            defender = rebel_defender(state, where, named)
            if not rebels.rebels_in(state, where) or defender is None:
                continue
            call: dict[str, Any] = {"where": where, "attacker": REBELS, "defender": defender}
            if local.get("active"):
                call["active"] = local["active"]
            game.call(BATTLE, then="battle_fought", **call)
            return
        game.end({"battles": local["fought"]})

    @step
    def battle_fought(self, game: Game, local: Local) -> None:
        local["fought"].append(local["result"])
        game.goto("battle_next")
