"""Ruling (15.0–15.3): raising an own area's social state and quelling its unrest.

The ruling endeavour is domestic: it targets one of the active player's own areas, which
is also its base. It costs nothing but the sea cost of the line of communication (15.1);
its rating loses the size of the area's social state, above or below zero (overview ER
table). Its results (15.2) are +1(n>) (the level rises, never above +3,
interpretation:EOTMA-62) and −1(<n) (the level falls). Unrest goes unless the result
lowers, or would lower, the level (15.3, interpretation:EOTMA-63).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.domestic import domestic_targets
from hegemon.games.eotma.rules.endeavour import Endeavour
from hegemon.games.eotma.rules.menu import EndeavourEntry
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import area

HIGHEST_LEVEL = 3
RAISE = "interpretation:EOTMA-62"
QUELL = "interpretation:EOTMA-63"
TARGETS = "interpretation:EOTMA-65"
LOSS_AT_MINUS_THREE = "interpretation:EOTMA-64"


def _any_area(record: Area) -> bool:
    return True


@implements("eotma:15.0", "eotma:15.1", TARGETS)
def ruling_targets(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    """Every own area the seat reaches and can pay the sea cost for, in map order."""
    return domestic_targets(state, content, seat, "ruling", _any_area)


class Ruling(Endeavour):
    """``call("ruling", then=..., seat=, kind="ruling", base=A, target=A)``; ends with
    ``{result, area, social_state, unrest}``."""

    name = "ruling"
    kind = "ruling"
    rule = "eotma:15.2"

    @implements("eotma:15.2", "eotma:15.3", RAISE, QUELL, LOSS_AT_MINUS_THREE)
    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        seat, target = local["seat"], local["target"]
        record = area(game.state, target)
        number = result.number
        outcome = "none"
        if result.code == "+1" and number is not None and rating >= number:
            outcome = "+1"
            if record["social_state"] < HIGHEST_LEVEL:
                record["social_state"] += 1
                game.log("social_state", seat, rule="eotma:15.2", area=target, change=1)
        elif result.code == "-1<" and number is not None and rating <= number:
            outcome = "-1"
            self.lost_level(game, local, target, "ruling", check=True)
        if outcome != "-1" and record["unrest"]:
            record["unrest"] = False
            game.log("unrest_quelled", seat, rule="eotma:15.3", area=target)
        return {
            "result": outcome,
            "area": target,
            "social_state": record["social_state"],
            "unrest": record["unrest"],
        }


RULING = EndeavourEntry("ruling", "ruling", ruling_targets, "Rule")
