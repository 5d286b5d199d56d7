"""Pillage (11.0–11.3): a raid from an own area on a neighbour, which lowers the
neighbour's social state and may bring gold.

Pillage is foreign: its target is an area the active player does not own — independent,
a magnate's (interpretation:EOTMA-50) or another player's — and never one at social
state −3 (11.0). Its base is an own area next to the target (interpretation:EOTMA-51).
It costs no gold but the sea cost of the line of communication (11.1). The owner of an
attacked area may defend it (13.0). Results (11.2): −1(n>) lowers the target when the
rating reaches n; −1(<n) lowers the base when the rating is at most n (an own area in
unrest is then checked for rebellion); G rolls on the Pillage/Plunder Table (11.3).
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.content.schema import CardResult
from hegemon.games.eotma.rules.bases import foreign_pairs
from hegemon.games.eotma.rules.endeavour import Endeavour
from hegemon.games.eotma.rules.menu import EndeavourEntry
from hegemon.games.eotma.rules.plunder_table import plunder_gold
from hegemon.games.eotma.state import Area
from hegemon.games.eotma.world.layout import empire

PILLAGE = "eotma:11.0"
RESULTS = "eotma:11.2"
MAGNATES = "interpretation:EOTMA-50"
APPLYING = "interpretation:EOTMA-52"
LOWEST_LEVEL = -3


def _pillageable(base: str, holding: Area, target: str, aimed: Area) -> bool:
    return aimed["social_state"] > LOWEST_LEVEL


@implements(PILLAGE, "eotma:11.1", MAGNATES)
def pillage_targets(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    """Every (base, target) pair the seat may pillage now: a foreign neighbour above social
    state −3 whose sea cost the treasury covers."""
    return foreign_pairs(state, content, seat, "pillage", _pillageable)


class Pillage(Endeavour):
    """``call("pillage", then=..., seat=, kind="pillage", base=, target=)``; ends with
    ``{result, rating, effect, ...}``: ``effect`` is ``target_lost_level``,
    ``base_lost_level``, ``gold`` (with ``gold``) or ``none``."""

    name = "pillage"
    kind = "pillage"
    rule = RESULTS
    defended = True

    @implements(RESULTS, "eotma:11.3", APPLYING)
    def apply_result(
        self, game: Game, content: Content, local: Local, result: CardResult, rating: int
    ) -> dict[str, Any]:
        seat, base, target = local["seat"], local["base"], local["target"]
        number = result.number
        summary: dict[str, Any] = {"result": result.text(), "effect": "none"}
        if result.code == "-1>" and number is not None and rating >= number:
            self.lost_level(game, local, target, "pillage", check=False)
            summary.update(effect="target_lost_level", area=target)
        elif result.code == "-1<" and number is not None and rating <= number:
            self.lost_level(game, local, base, "pillage", check=True)
            summary.update(effect="base_lost_level", area=base)
        elif result.code == "G":
            gold = plunder_gold(game, content, seat, "pillage")
            record = empire(game.state, seat)
            record["gold"] += gold
            game.log("gold", seat, rule="eotma:11.3", change=gold, purpose="pillage", area=target)
            summary.update(effect="gold", gold=gold)
        return summary


PILLAGE_ENTRY = EndeavourEntry("pillage", "pillage", pillage_targets, "Pillage")
