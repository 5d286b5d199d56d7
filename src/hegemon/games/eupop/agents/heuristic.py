"""A heuristic player for eupop's human-rules seats.

It weighs each legal action by what it adds to the final score of its own realm, read from
the action and from the content (never from another seat's secrets): prestige counts in
full, stability twice (final scoring), monarch power, ducats and tokens by what they buy,
unrest and loans against. An Event is worth its better option and the ducats on it; a
researched idea its prestige; trade its income. It passes once nothing left is worth a
turn. Ties are broken by its own random stream, so two heuristic seats differ.

Action cards cannot be played yet (their rules come later), so it keeps none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hegemon.engine import rng
from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import EventOption
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import PlayerMat

EFFECT_VALUES: Mapping[str, float] = {
    "gain_prestige": 1.0,
    "lose_prestige": -1.0,
    "gain_ducats": 0.2,
    "lose_ducats": -0.2,
    "gain_stability": 1.8,
    "lose_stability": -1.8,
    "gain_manpower": 0.1,
    "exhaust_manpower": -0.1,
    "gain_corruption": -0.2,
    "take_loan": -1.2,
    "gain_merchant": 0.8,
    "gain_colonist": 0.3,
    "gain_imperial_authority": 0.5,
    "lose_imperial_authority": -0.5,
    "gain_claim": 0.4,
    "gain_core": 1.0,
    "develop_town": 1.5,
    "gain_plus_one": 0.8,
    "research_idea": 1.5,
    "gain_action": 0.5,
    "appoint_ruler": 0.5,
    "gain_leader": 0.3,
    "remove_unrest": 0.6,
}
"""Final-score worth of one unit of an effect (per point of an amount)."""
POWER_VALUE = 0.35
UNREST_VALUE = -0.6
UNIT_VALUE = 0.2
EVENT_BONUS = 0.5
"""Taking the round's Event is owed before passing, so it is worth a little in itself."""
PASS_VALUE = 0.1

VERB_VALUES: Mapping[str, float] = {
    "pass": PASS_VALUE,
    "end_turn": 0.0,
    "take_loan": -2.0,
    "replenish_manpower": -0.3,
    "convert_area": -0.5,
    "change_national_focus": -0.4,
    "keep_card": -1.0,
    "discard_card": 0.0,
    "pick_mission": 1.0,
    "draw_mission": 0.5,
    "keep_missions": 0.0,
    "replace_mission": -1.0,
    "collect_income": 1.0,
    "fire_advisor": -1.0,
    "disband": -1.0,
    "unrest_remove": 1.0,
    "unrest_gain": -1.0,
    "dissent_influence": 0.0,
    "dissent_unrest": -0.5,
    "keep_ruler": 0.0,
    "replace_ruler": 0.1,
    "refuse_call": -0.5,
    "accept_call": 0.0,
}


def effect_value(effect: Mapping[str, Any]) -> float:
    """What one effect of the vocabulary is worth (0 for what it does not weigh)."""
    ((verb, argument),) = effect.items()
    if verb in ("gain_monarch_power", "lose_monarch_power"):
        sign = 1 if verb.startswith("gain") else -1
        return sign * POWER_VALUE * int(argument["amount"])
    if verb == "gain_unrest":
        return UNREST_VALUE * int(argument["count"])
    if verb == "gain_units":
        return UNIT_VALUE * sum(int(count) for count in argument.values())
    if verb == "draw_action_cards":
        return 0.0
    worth = EFFECT_VALUES.get(verb, 0.0)
    return worth * int(argument) if isinstance(argument, int) and argument is not True else worth


def option_value(option: EventOption) -> float:
    return sum(effect_value(effect) for effect in [*option.cost, *option.effects])


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self._record: dict[str, Any] = rng.new_record(seed, stream=2029)

    def choose(self, observation: Observation) -> Action:
        content = rules_content(observation.rules)
        actions = observation.decision.actions
        values = [self.value(observation, content, action) for action in actions]
        best = max(values)
        candidates = [
            action for action, value in zip(actions, values, strict=True) if value == best
        ]
        return candidates[rng.below(self._record, len(candidates))]

    def value(self, observation: Observation, content: Content, action: Action) -> float:
        seat = observation.seat
        mat = world(observation.state)["players"].get(seat)
        verb = action.verb
        if verb == "event":
            card = event_card(content, str(action.argument))
            options = [option for option in (card.a, card.b) if option is not None]
            ducats = world(observation.state)["decks"]["event_ducats"].get(card.id, 0)
            return EVENT_BONUS + 0.2 * ducats + max(option_value(option) for option in options)
        if verb == "event_option":
            return self._option(observation, content, str(action.argument))
        if verb == "research_idea" and mat is not None:
            return self._research(content, mat, action)
        if verb == "increase_stability" and mat is not None:
            return 1.8 if mat["stability"] < 3 else -1.0
        if verb == "appoint" and mat is not None:
            return 0.8 if mat["ducats"] >= 8 else -1.0
        if verb == "repay_loan" and mat is not None:
            return 1.0 if mat["ducats"] >= 12 else -1.0
        if verb in ("trade", "trade_node", "trade_ducats"):
            return 1.2
        return VERB_VALUES.get(verb, 0.0)

    @staticmethod
    def _option(observation: Observation, content: Content, name: str) -> float:
        """The option of the event being taken (its card is the last one the realm took)."""
        taken = [
            frame["local"].get("event")
            for frame in observation.state["stack"]
            if frame["procedure"] == "take_event"
        ]
        if not taken or taken[-1] is None:
            return 0.0
        card = event_card(content, str(taken[-1]))
        option = card.a if name == "a" else card.b
        return option_value(option) if option is not None else 0.0

    @staticmethod
    def _research(content: Content, mat: PlayerMat, action: Action) -> float:
        idea_id = action.argument[0] if isinstance(action.argument, tuple) else action.argument
        for idea in content.ideas.ideas:
            if idea.id == idea_id:
                return 1.0 + idea.prestige - 0.2 * idea.cost
        return 0.5
