"""The round (eupop-aid SEQUENCE): its procedure is the first frame of every eupop game.

A round plays the five phases in order, each a procedure of its own subsystem
(:mod:`.phases`). Clean-up ends with whether final scoring is triggered; if it is, the
final scoring procedure ends the game, else the next round begins. Ages change inside
clean-up's End of Age routine.
"""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.games.eupop.bots.substitute import take_replacements
from hegemon.games.eupop.rules.prestige.milestones import claim_milestones
from hegemon.games.eupop.rules.sequence.phases import (
    CLEAN_UP,
    FINAL_SCORING,
    PHASES,
    take_up_election,
)
from hegemon.games.eupop.world.layout import world

SEQUENCE_OF_PLAY = "eupop-aid:SEQUENCE (p. 8-11)"
ROUND = "round"


class Round(Procedure):
    name = ROUND

    @step
    @implements(SEQUENCE_OF_PLAY)
    def start(self, game: Game, local: Local) -> None:
        """Realms whose seats asked for a Bot are handed to it first, between the rounds
        (eupop-bots REPLACING HUMANS, interpretation:EUPOP-BOT-60)."""
        if world(game.state)["round"]["replacements"]:
            take_replacements(game)
        track = world(game.state)["round"]
        game.log("round", None, rule=SEQUENCE_OF_PLAY, age=track["age"], number=track["number"])
        local["phase"] = 0
        game.goto("play_phase")

    @step
    def play_phase(self, game: Game, local: Local) -> None:
        """An Imperial Election called in the phase before is held first
        (interpretation:EUPOP-I19)."""
        if take_up_election(game, then="play_phase"):
            return
        marker, procedure, rule = PHASES[local["phase"]]
        world(game.state)["round"]["phase"] = marker
        game.log("phase", None, rule=rule, phase=marker)
        game.call(procedure, then="after_phase")

    @step
    @implements("eupop-aid:Milestones (p. 42-43)", "interpretation:EUPOP-G5")
    def after_phase(self, game: Game, local: Local) -> None:
        """Milestones are checked at the end of each phase but clean-up, which checks them
        itself before its End of Age routine (interpretation:EUPOP-G5)."""
        result: Any = local.get("result")
        if PHASES[local["phase"]][1] != CLEAN_UP:
            claim_milestones(game, None)
        local["phase"] += 1
        if local["phase"] < len(PHASES):
            game.goto("play_phase")
            return
        track = world(game.state)["round"]
        track["phase"] = None
        if isinstance(result, dict) and result.get("final_scoring"):
            game.goto("final_scoring")
            return
        track["number"] += 1
        game.goto("start")

    @step
    def final_scoring(self, game: Game, local: Local) -> None:
        """Final scoring, once an Imperial Election called in clean-up has been held
        (interpretation:EUPOP-I19)."""
        if take_up_election(game, then="final_scoring"):
            return
        game.hand_over(FINAL_SCORING)
