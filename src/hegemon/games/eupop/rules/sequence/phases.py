"""The names of the procedures the round calls, one per phase, and how a phase that is
not built yet says so (docs/decisions/0105)."""

from __future__ import annotations

from typing import ClassVar, cast

from hegemon.engine.decision import Action, Decision, RuleNotBuilt
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements

DRAW_CARDS = "draw_cards"
ACTIONS = "action_phase"
PEACE_AND_REBELS = "peace_and_rebels"
INCOME_AND_UPKEEP = "income_and_upkeep"
CLEAN_UP = "clean_up"
FINAL_SCORING = "final_scoring"
IMPERIAL_ELECTION = "imperial_election"
"""The Imperial Election (rules/empire/elections.py), held between rules (EUPOP-I19)."""

PHASES: tuple[tuple[str, str, str], ...] = (
    ("draw_cards", DRAW_CARDS, "eupop-aid:1. DRAW CARDS"),
    ("actions", ACTIONS, "eupop-aid:2. ACTIONS"),
    ("peace_and_rebels", PEACE_AND_REBELS, "eupop-aid:3. PEACE & REBELS"),
    ("income_and_upkeep", INCOME_AND_UPKEEP, "eupop-aid:4. INCOME AND UPKEEP"),
    ("clean_up", CLEAN_UP, "eupop-aid:5. CLEAN-UP"),
)
"""(phase marker on the round track, procedure, rule) in the order of play."""
RULE_OF: dict[str, str] = {
    **{procedure: rule for _, procedure, rule in PHASES},
    FINAL_SCORING: "eupop-aid:FINAL SCORING",
}
"""Procedure → the section it implements."""


class Unbuilt(Procedure):
    """A phase whose rules are not built yet: the game rests at its first step, and the
    decision asked there raises RuleNotBuilt naming the section, so a game stops with a
    clear message instead of skipping rules. Made by :func:`unbuilt`, one per phase."""

    rule: ClassVar[str] = ""

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_unbuilt")

    @step
    def ask_unbuilt(self, game: Game, local: Local) -> Decision:
        raise RuleNotBuilt(self.rule, f"the {self.name.replace('_', ' ')} procedure")

    def on_unbuilt(self, game: Game, local: Local, action: Action) -> None:
        raise RuleNotBuilt(self.rule)


@implements("eupop-aid:Imperial Elections (adv. rules) (p. 45)", "interpretation:EUPOP-I19")
def take_up_election(game: Game, then: str) -> bool:
    """Hold an Imperial Election called and not yet held (``hre["election"]``), the caller
    resuming at ``then``; False, with nothing done, when none waits. The round, the action
    phase and a realm's turn call it where one rule is done and the next not begun
    (interpretation:EUPOP-I19)."""
    if "election" not in game.state["hre"]:
        return False
    game.call(IMPERIAL_ELECTION, then=then)
    return True


def unbuilt(procedure: str) -> Unbuilt:
    """The stand-in that raises for the phase procedure ``procedure`` (one of RULE_OF)."""
    rule = RULE_OF[procedure]
    kind = type(f"Unbuilt_{procedure}", (Unbuilt,), {"name": procedure, "rule": rule})
    return cast(Unbuilt, kind())
