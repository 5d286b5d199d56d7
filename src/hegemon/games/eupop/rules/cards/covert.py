"""Reactions (eupop-aid Reactions, Covert Actions): a reaction card is never the turn's
action; it is played out of turn at the moment its card names. Two moments are named: a
covert action played by another realm, which Counterespionage counters (here), and a
siege of the holder's province, answered by Defensive Mentality (:mod:`.reactions`).

Each other human realm is asked in turn order from the player's left (``ask_in_turn``,
stopping at the first that counters). The question is always put, with "let it pass"
among the answers, so whether a realm is asked tells nobody whether it holds the card;
Bots never counter (eupop-bots COVERT ACTIONS) and are not asked
(interpretation:EUPOP-K2, EUPOP-K5). A counter pays the Counterespionage card's price,
discards it and applies its effects to the countering realm; the covert card is then
revealed, paid and discarded without effect.
"""

from __future__ import annotations

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.refs import implements
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.content.cards import action_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.rules.cards.costs import (
    can_pay,
    cost_label,
    effects_built,
    play_from_hand,
)
from hegemon.games.eupop.rules.events.effects import effect_table
from hegemon.games.eupop.world.layout import world

COVERT = "eupop-aid:Covert Actions (🏰)"
REACTIONS = "eupop-aid:Reactions (🏰)"
COUNTER = "counter_covert"
COUNTERESPIONAGE = "Counterespionage"
REACTION_MOMENTS = {
    COUNTERESPIONAGE: "covert_played",
    "Defensive Mentality": "siege_step_4",
    "Fortify": "siege_step_4",
    "Naval Blockade": "naval_battle_first_round",
}
"""Reaction card name → the moment it may be played (interpretation:EUPOP-K5, K6, K7):
Counterespionage here; Defensive Mentality and Fortify at step 4 of a siege of its
holder's province (:mod:`.reactions`); Naval Blockade in the main defender's first
battle-action question of a naval battle (rules/battle/actions.py)."""


def counters(game: Game, content: Content, realm: str) -> list[str]:
    """The realm's Counterespionage cards it can pay for, effects built, one per card."""
    state: State = game.state
    table = effect_table(game)
    found: list[str] = []
    seen: set[str] = set()
    for card_copy in world(state)["players"][realm]["hand"]:
        card = action_card(content, card_copy)
        if card.kind != "reaction" or card.name != COUNTERESPIONAGE or card.id in seen:
            continue
        if can_pay(state, realm, card) and effects_built(table, card):
            seen.add(card.id)
            found.append(card_copy)
    return found


class CounterCovert(Procedure):
    """One realm's answer to a covert action of ``player`` (its local: ``seat``,
    ``player``); ends with the Counterespionage card played, or None."""

    name = COUNTER

    @step
    def start(self, game: Game, local: Local) -> None:
        game.goto("ask_counter")

    @step
    @implements(REACTIONS, COVERT, "interpretation:EUPOP-K2", "interpretation:EUPOP-K5")
    def ask_counter(self, game: Game, local: Local) -> Decision:
        seat = local["seat"]
        content = content_of(game)
        state = game.state
        actions = [
            Action(
                "counter_covert",
                card_copy,
                f"Counter with {COUNTERESPIONAGE}: "
                f"{cost_label(state, seat, action_card(content, card_copy))}",
            )
            for card_copy in counters(game, content, seat)
        ]
        actions.append(Action("no_counter", None, "Let the covert action pass"))
        prompt = f"{local['player']} plays a covert action face down: counter it?"
        return Decision(seat, prompt, tuple(actions))

    def on_counter(self, game: Game, local: Local, action: Action) -> None:
        if action.verb != "counter_covert":
            game.end(None)
            return
        seat = local["seat"]
        card_copy = str(action.argument)
        ducats, power = play_from_hand(game, seat, card_copy, REACTIONS)
        game.log(
            "covert_countered",
            seat,
            rule=COVERT,
            card=card_copy,
            player=local["player"],
            ducats=ducats,
            power=power,
        )
        local["played"] = card_copy
        game.call("card_effects", then="done", seat=seat, card=card_copy)

    @step
    def done(self, game: Game, local: Local) -> None:
        game.end(local["played"])
