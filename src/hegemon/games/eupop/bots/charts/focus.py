"""The FOCUS chart (eupop-bots FOCUS ACTION, BOT MAT; decision 0108 §2.6): the Bot Power a
FOCUS card cost is parked on the card's focus area; once the area holds the difficulty
level's amount, the Bot claims the face-up milestone of that type worth most prestige — the
focus stands for the milestone's goal — and the area's Bot Power returns to the supply.
The chart itself is data, ``focus`` in the pack's ``bot_charts.yaml`` (nodes FOC-1..FOC-3;
interpretation:EUPOP-BOT-38). The card is then set aside for the Age (bots/deck.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine.flow import Game
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.deck import bot_card
from hegemon.games.eupop.bots.facts import Answer, BotContext, Cannot, Done, Fact, Step
from hegemon.games.eupop.bots.facts import Outcome as Went
from hegemon.games.eupop.bots.power import focus_bp, level, release_focus
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.prestige.milestones import MILESTONES, milestone_card
from hegemon.games.eupop.rules.prestige.score import score_prestige
from hegemon.games.eupop.world.layout import world

FOCUS = "eupop-bots:FOCUS ACTION"
BOT_MAT = "eupop-bots:BOT MAT"
DIFFICULTY = "eupop-bots:DIFFICULTY LEVEL"


def _focus(bot: BotContext) -> str:
    if bot.focus is None:
        raise ValueError(f"{bot.realm} follows the FOCUS chart without a focus area")
    return bot.focus


@implements(FOCUS, BOT_MAT, "interpretation:EUPOP-BOT-38")
def park_focus(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """FOC-1: the card's Bot Power, spent when it was drawn, moves onto its focus area."""
    focus = _focus(bot)
    card = bot.mat["card"]
    cost = bot_card(bot.content, card).cost if card is not None else 0
    moved = focus_bp(game, bot.realm, focus, cost, FOCUS, f"focus card {card}")
    held = bot.mat["focus"][focus]
    facts: dict[str, int | str | list[str]] = {"focus": focus, "moved": moved, "held": held}
    return Done(facts, f"{moved} Bot Power onto the {focus} focus ({held} there)")


@implements(FOCUS, DIFFICULTY, "interpretation:EUPOP-BOT-38")
def focus_full(bot: BotContext) -> Answer:
    """FOC-2: the focus area holds the Bot Power the difficulty level asks to score."""
    focus = _focus(bot)
    held = bot.mat["focus"][focus]
    needed = level(bot.state, bot.realm).focus_to_score
    facts: dict[str, int | str | list[str]] = {"focus": focus, "held": held, "needed": needed}
    full = held >= needed
    because = f"{held} of {needed} Bot Power on the {focus} focus"
    return Answer(full, facts, because + (": a milestone to claim" if full else ""))


def best_milestone(state: State, content: Content, kind: str) -> str | None:
    """The face-up milestone of this type worth most prestige, A→Z on a tie."""
    shown = [
        card
        for card in world(state)["decks"]["milestones"]
        if milestone_card(content, card).type == kind
    ]
    if not shown:
        return None
    return min(shown, key=lambda card: (-milestone_card(content, card).prestige, card))


@implements(FOCUS, BOT_MAT, "interpretation:EUPOP-BOT-38")
def claim_milestone(game: Game, bot: BotContext, args: Mapping[str, Any]) -> Went:
    """FOC-3: the Bot claims the best face-up milestone of the focus's type (its prestige on
    the Bot mat, the card off the display) and the focus area's Bot Power returns to the
    supply; with none of that type face up the Bot Power stays."""
    focus = _focus(bot)
    card = best_milestone(bot.state, bot.content, focus)
    if card is None:
        return Cannot(f"no {focus} milestone face up: the Bot Power stays on the focus")
    item = milestone_card(bot.content, card)
    world(game.state)["decks"]["milestones"].remove(card)
    bot.mat["milestones"].append(card)
    game.log(
        "milestone_claimed", bot.realm, rule=MILESTONES, milestone=card, prestige=item.prestige
    )
    score_prestige(game, bot.realm, item.prestige, FOCUS, f"milestone {card}")
    returned = release_focus(game, bot.realm, focus, FOCUS, f"milestone {card}")
    facts: dict[str, int | str | list[str]] = {
        "milestone": card,
        "prestige": item.prestige,
        "returned": returned,
    }
    return Done(facts, f"claims {card} for {item.prestige} prestige")


FACTS: dict[str, Fact] = {"focus_full": focus_full}
STEPS: dict[str, Step] = {"park_focus": park_focus, "claim_milestone": claim_milestone}
