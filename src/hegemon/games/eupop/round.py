"""The round (eupop-aid SEQUENCE): its procedure is the first frame of every eupop game.

The sequence of play is a later issue; until it is built, asking the round for a
decision raises RuleNotBuilt naming the sequence of play (docs/decisions/0100).
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision, RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step

SEQUENCE_OF_PLAY = "eupop-aid:SEQUENCE (p. 8-11)"


class Round(Procedure):
    name = "round"

    @step
    def ask_round(self, game: Game, local: Local) -> Decision:
        raise RuleNotBuilt(SEQUENCE_OF_PLAY, "the round of eupop is not played yet")

    def on_round(self, game: Game, local: Local, action: Action) -> None:
        raise RuleNotBuilt(SEQUENCE_OF_PLAY, "the round of eupop is not played yet")
