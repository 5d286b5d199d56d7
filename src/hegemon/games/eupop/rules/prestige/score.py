"""Prestige of any player realm, human or Bot, changed by one function (eupop-aid PRESTIGE
(🏰) (p. 42-43)): a human realm's through its mat (:func:`..economy.governing.change_prestige`),
a Bot's on the Bot's mat, both never below 0 and both logged as ``prestige``
(interpretation:EUPOP-E1, EUPOP-G7)."""

from __future__ import annotations

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.games.eupop.rules.economy.governing import PRESTIGE, change_prestige
from hegemon.games.eupop.world.layout import world


@implements(PRESTIGE, "interpretation:EUPOP-E1", "interpretation:EUPOP-G7")
def score_prestige(game: Game, realm: str, amount: int, rule: str, reason: str = "") -> int:
    """Gain (positive) or lose (negative) prestige for a player realm, never below 0;
    returns the change made."""
    typed = world(game.state)
    if realm in typed["players"]:
        return change_prestige(game, realm, amount, rule, reason)
    bot = typed["bots"][realm]
    change = max(amount, -bot["prestige"])
    bot["prestige"] += change
    game.log("prestige", realm, rule=rule, change=change, now=bot["prestige"], reason=reason)
    return change
