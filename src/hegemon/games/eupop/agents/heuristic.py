"""A heuristic player for eupop's human-rules seats.

It weighs each legal action by what it adds to the final score of its own realm, read from
the action and from the content (never from another seat's secrets): prestige counts in
full, stability twice (final scoring), monarch power, ducats and tokens by what they buy,
unrest and loans against. An Event is worth its better option and the ducats on it; a
researched idea its prestige; trade its income. It passes once nothing left is worth a
turn. Ties are broken by its own random stream, so two heuristic seats differ.

A ducat is worth less the fuller the treasury. Action cards are kept when the rules can
play them and their effects are worth their price, and played then; battle cards are kept
while at war. Missions are picked by prestige and completed when they can be. War is
declared only with a casus belli on a side its army clearly outnumbers (public land units
on the board); a call to arms is answered by the same count; at war it recruits, sieges
where it stands, and gives up its cheapest units first; a winner enforces the harshest
peace term, keeps what a peace lets it keep and places the influence it allows, and fights
pirates only with twice their strength in ships. Every verb the rules offer has a worth in
:data:`VERB_VALUES`; a verb missing there is worth a little less than ending the turn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from hegemon.engine import rng
from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.content.cards import action_card, event_card, mission_card
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_cards import ActionCard, EventOption
from hegemon.games.eupop.rules.cards.costs import effects_built
from hegemon.games.eupop.rules.characters.cards import leader_card
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
    "gain_alliance": 1.0,
    "gain_royal_marriage": 1.0,
    "gain_influence": 0.3,
}
"""Final-score worth of one unit of an effect (per point of an amount)."""
POWER_VALUE = 0.35
UNREST_VALUE = -0.6
UNIT_VALUE = 0.2
EVENT_BONUS = 0.5
"""Taking the round's Event is owed before passing, so it is worth a little in itself."""
PASS_VALUE = 0.1

VERB_VALUES: Mapping[str, float] = {
    # The turn and the action menu (`event`, `research_idea`, `increase_stability`,
    # `appoint`, `trade`, `recruit`, `declare_war`, `suppress_unrest` and the cards are
    # weighed by :meth:`HeuristicAgent.value`; the value here is their fallback).
    "pass": PASS_VALUE,
    "end_turn": 0.0,
    "event": EVENT_BONUS,
    "event_option": 0.0,
    "research_idea": 0.5,
    "change_national_focus": -0.4,
    "increase_stability": -1.0,
    "convert_area": -0.5,
    "appoint": -1.0,
    "take_loan": -2.0,
    "repay_loan": -1.0,
    "keep_loans": 0.0,
    "replenish_manpower": -0.3,
    "trade": 1.2,
    "recruit": -0.5,
    "land_activation": -0.3,
    "naval_activation": -0.3,
    "suppress_unrest": 0.0,
    "declare_war": -4.0,
    "play_action_card": 0.0,
    "use_display_card": 0.0,
    "discard_display": 0.0,
    "complete_mission": 3.0,
    # The HRE (issue 12, WP5): the Emperor's HRE action, Defending the HRE, a subject's
    # contribution.
    "increase_imperial_authority": 0.6,
    "defend_hre": 0.2,
    "refuse_hre_defence": 0.0,
    "subject_manpower": 0.0,
    "subject_ducats": -0.2,
    "subject_prestige": -0.3,
    "subject_casus_belli": 0.1,
    # An Imperial Election's ties, the sitting Emperor's to decide: see HeuristicAgent.value.
    "elector_vote": 0.0,
    "elect_emperor": 0.0,
    # The Papal Curia (issue 12, WP4): papal actions, the crusade's free war, the
    # Controller's extra power, the cardinal an event kills.
    "excommunicate_ruler": 0.2,
    "call_crusade": 0.3,
    "crusade_war": -1.0,
    "crusade_no_war": 0.0,
    "papal_power": 0.0,
    "cardinal_dies": 0.0,
    # Exploration (issue 12, WP6): Explore and its choices, Colonize.
    "explore": 0.4,
    "explore_ship": 0.1,
    "explore_stay": 0.0,
    "explore_reroll": -0.2,
    "explore_keep": 0.0,
    "explore_discover": 0.3,
    "explore_pay": 0.1,
    "explore_fail": -0.3,
    "colonize": 1.0,
    "uprising_ignore": 0.0,
    "uprising_colonist": 0.0,
    "uprising_area": 0.0,
    # Spread of Religious Ideas: the taker picks the targets (no preference yet).
    "spread_religion": 0.0,
    "place_diverse_faiths": 0.0,
    # Spread of the Revolution and Optional rule 5 (Religious Rebels).
    "spread_revolution": 0.0,
    "take_revolutionary": 0.0,
    "keep_revolutionary": 0.0,
    "religious_rebels_convert": 0.5,
    "religious_rebels_keep": 0.0,
    "sail_pacific": -0.5,
    # Religion (issue 12, WP3): Change State Religion and its choices (no change unless
    # forced, decision 0106 §6).
    "change_state_religion": -2.0,
    "rel_remove": 0.0,
    "rel_place": 0.0,
    "rel_forced_remove": 0.0,
    # Losing influence cubes (excommunication, an Emperor's war on a subject): any area.
    "lose_influence_cube": 0.0,
    # Phase 1: cards and missions.
    "draw_from": 0.0,
    "keep_card": -1.0,
    "discard_card": 0.0,
    "pick_mission": 1.0,
    "draw_mission": 0.5,
    "keep_missions": 0.0,
    "replace_mission": -1.0,
    # An event's effects and its choices (forced picks: indifferent unless weighed).
    "remove_unrest_from": 0.0,
    "move_token_from": 0.0,
    "choose_power": 0.0,
    "place_unit": 0.0,
    "replace_ruler": 0.1,
    "keep_ruler": 0.0,
    "lose_ship": 0.0,
    "lose_unit": 0.0,
    "pick_dnpr": 0.0,
    "place_dnpr_token": 0.0,
    "disloyal_area": 0.0,
    "pirate_node": 0.0,
    # Change National Focus.
    "focus_discard": 0.0,
    "focus_done": 0.0,
    "focus_draw": 0.0,
    "focus_pick": -0.5,
    "focus_cube": 0.0,
    # Trade.
    "trade_node": 0.3,
    "trade_ducats": 0.4,
    "trade_ship": 0.0,
    "trade_tie": 0.0,
    # Income and upkeep, clean-up, the End of Age.
    "collect_income": 1.0,
    "fire_advisor": -1.0,
    "disband": -1.0,
    "recall_ships": -0.2,
    "pay_corruption": 0.0,
    "discard_ducats": 0.0,
    "stability_power": 0.0,
    "emperor_power": 0.0,
    "discard": 0.0,
    "place_imperial": 0.0,
    "keep": 0.0,
    "replace": -0.1,
    "remove_marriage": 0.0,
    "pay_power": 0.3,
    # Peace and rebels.
    "siege": 0.0,
    "dissent_influence": 0.0,
    "dissent_unrest": -0.5,
    "unrest_gain": -1.0,
    "unrest_remove": 1.0,
    "lose_power": 0.0,
    "rebellion": 0.0,
    "territory_dnpr": 0.0,
    "peace_term": 0.0,
    "peace_answer": 0.0,
    "keep_choice": 0.0,
    "peace_bargain": 0.0,
    "peace_swap": 0.0,
    "peace_influence": 0.0,
    "peace_ruler": 0.0,
    "go_home": 0.0,
    # War: declarations and calls to arms.
    "declare_more": -1.0,
    "declare_also": -4.0,
    "declare_no_more": 0.0,
    "fight_battle": 0.0,
    "free_action": 0.0,
    "no_free_action": 0.1,
    "leave_port": 0.0,
    "call_to_arms": 0.2,
    "no_more_calls": 0.0,
    "accept_call": 0.3,
    "refuse_call": -1.0,
    "activate_ally": 0.2,
    "keep_inactive": 0.0,
    "place_casus_belli": 0.2,
    "place_truce": 0.0,
    # Battles and sieges.
    "battle_action": 0.3,
    "no_battle_action": 0.0,
    "battle_leader": 0.5,
    "no_battle_leader": 0.0,
    "appoint_battle_leader": -0.5,
    "battle_dice": 0.0,
    "casualty": 0.0,
    "stay": 0.1,
    "retreat": -0.3,
    "siege_also": -0.2,
    "siege_done": 0.0,
    "leave_to": 0.0,
    "counter_covert": -0.5,
    "no_counter": 0.0,
    "play_reaction": 0.2,
    "no_reaction": 0.0,
    # Recruiting and moving (reorganising armies and fleets is below stopping, so a turn
    # never loops on it).
    "recruit_unit": -0.1,
    "recruit_done": 0.0,
    "move_to": 0.0,
    "move_stop": 0.0,
    "pick_up": -0.1,
    "drop_off": -0.1,
    "take_unit": -0.1,
    "give_unit": -0.1,
    "split_off": -0.1,
    "merge_army": -0.1,
    "grant_access": -0.2,
    "refuse_access": 0.0,
    "sail_to": 0.0,
    "sail_stop": 0.0,
    "sail_also": 0.0,
    "sail_done": 0.0,
    "fleet_pick_up": -0.1,
    "fleet_drop_off": -0.1,
    "protect_trade": 0.2,
    "slots_done": 0.0,
    "bridge_army": -0.1,
    "bridge_none": 0.0,
    "undock_to": 0.0,
    "undock_done": 0.0,
    "fight_pirates": -0.5,
    "pirates_left": 0.0,
    # Diplomacy (issue 12, WP1): relation effects and diplomatic actions.
    "influence_area": 0.3,
    "remove_relation": 0.0,
    "relation_answer": 0.1,
    "influence": 0.4,
    "influence_place": 0.3,
    "influence_source": 0.0,
    "forge_alliance": 0.6,
    "forge_source": 0.0,
    "cut_ties": -0.5,
    "cut_tie": -0.5,
    "freed_vassal": 0.2,
    "liberation_ally": 0.5,
    "liberation_influence": 0.3,
    "peace_marriage": 0.3,
    "fabricate_claim": 0.3,
    "fabricate_in": 0.3,
    # Player-to-player diplomacy (issue 12, WP2): it rarely starts one (below ending the
    # turn) and refuses offers, whose fairness it does not weigh; it draws a marriage's card.
    "diplomacy": -0.1,
    "deal_confer": 0.0,
    "deal_term": 0.0,
    "deal_amount": 0.0,
    "deal_accept": -0.1,
    "deal_refuse": 0.0,
    "deal_draw": 0.1,
    "peace_agreement": -0.2,
    "no_peace_agreement": 0.0,
    "accept_peace_agreement": -0.1,
    "refuse_peace_agreement": 0.0,
}
"""Every verb the rules offer a human realm → its worth, or its fallback where
:meth:`HeuristicAgent.value` weighs the action itself (a test checks every verb the rules
can offer is here)."""
UNKNOWN_VALUE = -0.05
"""A verb it does not weigh: below ending the turn, so it never wanders into one blindly."""
PEACE_TERMS: Mapping[str, float] = {
    "full_annexation": 4.0,
    "vassalization": 3.0,
    "humiliation": 2.5,
    "force_conversion": 2.0,
    "keep_board_state": 1.5,
    "white_peace": 0.5,
    "none": 1.0,
    "surrender": -2.0,
}
"""What a winner's peace term is worth (fighting on, ``none``, only beats a white peace);
a proposal ``victor:term`` is worth half the term to its victor (the other may refuse it)
and the whole term against it to the other."""
KEEP_CHOICES: Mapping[str, float] = {"keep": 1.0, "exchange": 0.6, "return": 0.4, "liberate": 0.2}
"""Keep Current Board State: keeping a province gains most, liberating it least."""
INFLUENCE_CHOICES: Mapping[str, float] = {"displace": 0.4, "place": 0.3, "yes": 0.5}
"""A peace's influence placements (displacing a rival's cube is worth a little more) and the
discard swap (1 influence for 2 unrest removed); declining any of them is 0."""
SHIP_ORDER: Mapping[str, float] = {
    "galley": 0.4,
    "light_ship": 0.3,
    "damaged_heavy_ship": 0.2,
    "heavy_ship": 0.1,
}
"""The ship it gives up first: the cheapest."""
SHIP_STRENGTH: Mapping[str, int] = {
    "galley": 1,
    "light_ship": 1,
    "damaged_heavy_ship": 1,
    "heavy_ship": 2,
}
"""A rough weight of a ship against pirates (each pirate counts as a light ship)."""
CASUALTY_ORDER: Mapping[str, float] = {
    "mercenary_infantry": 0.4,
    "infantry": 0.3,
    "mercenary_cavalry": 0.2,
    "cavalry": 0.1,
    "artillery": 0.0,
}
"""The unit it gives up first in a battle: the cheapest to replace."""
LAND_KINDS = ("infantry", "cavalry", "artillery")
DUCATS = re.compile(r"(\d+) ducats")
POWER_AMOUNT = re.compile(r"(\d+) \w+ power")


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


def label_ducats(label: str) -> int:
    """The ducats a label names (its first amount), 0 when it names none."""
    found = DUCATS.search(label)
    return int(found.group(1)) if found else 0


def land_strength(state: Any, realm: str) -> int:
    """The land units of a realm's forces on the board (public)."""
    return sum(
        count
        for force in world(state)["forces"].values()
        if force["realm"] == realm
        for kind, count in force["units"].items()
        if any(land in kind for land in LAND_KINDS)
    )


def at_war(state: Any, realm: str) -> bool:
    return bool(world(state)["at_war_with"].get(realm))


def card_effects(card: ActionCard) -> float:
    return sum(effect_value(effect) for effect in card.effects)


def card_price(card: ActionCard, rate: float = 0.2) -> float:
    return POWER_VALUE * card.cost.power + rate * card.cost.ducats


def ducat_value(treasury: int) -> float:
    """What one ducat is worth to a treasury: less the fuller it is (ducats only break
    ties at the end, and a treasury past 49 costs corruption)."""
    if treasury < 20:
        return 0.2
    return 0.1 if treasury < 40 else 0.03


def playable(observation: Observation, card: ActionCard) -> bool:
    """Whether the rules built the card's effects (a card whose effects are not built is
    never offered): a public fact of the rules, like the content."""
    table = getattr(observation.rules, "effect_table", None)
    return table is None or effects_built(table, card)


def card_worth(card: ActionCard, war: bool) -> float:
    """What holding an action card is worth: battle cards at war, reactions nothing, others
    their net effect (a display card's for each charge)."""
    if card.kind == "battle":
        return 0.8 if war else 0.2
    if card.kind == "reaction":
        return 0.0  # played only against another realm's move: seldom worth 2 ducats
    net = card_effects(card) - card_price(card)
    return max(net * (card.charges or 1), 0.0)


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
        state = observation.state
        mat = world(state)["players"].get(seat)
        verb = action.verb
        argument = action.argument
        if verb == "event":
            card = event_card(content, str(argument))
            options = [option for option in (card.a, card.b) if option is not None]
            ducats = world(state)["decks"]["event_ducats"].get(card.id, 0)
            return EVENT_BONUS + 0.2 * ducats + max(option_value(option) for option in options)
        if verb == "event_option":
            return self._option(observation, content, str(argument))
        if verb == "research_idea" and mat is not None:
            return self._research(content, mat, action)
        if verb == "increase_stability" and mat is not None:
            return 1.8 if mat["stability"] < 3 else -1.0
        if verb == "appoint" and mat is not None:
            return self._appoint(state, seat, mat, action)
        if verb == "pay_corruption":
            power = POWER_AMOUNT.search(action.label)
            corruption = 0.5 if "corruption" in action.label.split(":", 1)[-1] else 0.0
            return -POWER_VALUE * (int(power.group(1)) if power else 0) - corruption
        if verb == "discard_ducats" and mat is not None:
            return -ducat_value(mat["ducats"]) * int(str(argument))
        if verb == "repay_loan" and mat is not None:
            return 1.0 if mat["ducats"] >= 12 else -1.0
        if verb == "trade":
            return 1.2
        rate = ducat_value(mat["ducats"]) if mat is not None else 0.2
        if verb == "trade_node":
            return 0.3 + rate * label_ducats(action.label)
        if verb == "trade_ducats":
            return 2 * rate
        if verb == "pick_mission":
            return VERB_VALUES[verb] + 0.2 * mission_card(content, str(argument)).prestige
        if verb == "complete_mission":
            mission = mission_card(content, str(argument))
            return VERB_VALUES[verb] + sum(effect_value(effect) for effect in mission.reward)
        if verb in ("keep_card", "discard", "focus_discard") and mat is not None:
            held = action_card(content, str(argument))
            worth = card_worth(held, at_war(state, seat)) if playable(observation, held) else 0.0
            if verb != "keep_card":
                return -worth
            affordable = mat["ducats"] >= 4 and len(mat["hand"]) < 5
            return worth - 0.2 - 2 * rate if affordable else -1.0
        if verb in ("play_action_card", "use_display_card"):
            played = action_card(content, str(argument))
            worth = card_effects(played) - card_price(played, rate)
            if verb == "play_action_card" and played.kind == "display":
                return 0.5 * (played.charges or 1) * worth
            return worth
        if verb == "declare_war":
            return self._declare_war(state, seat, argument)
        if verb == "accept_call":
            return self._accept_call(state, seat)
        if verb == "peace_term":
            return self._peace_term(seat, str(argument))
        if verb == "peace_answer":
            return self._peace_answer(state, seat) if argument == "accept" else 0.0
        if verb in ("keep_choice", "peace_swap", "peace_influence"):
            choice = str(argument).partition(":")[0]
            table = KEEP_CHOICES if verb == "keep_choice" else INFLUENCE_CHOICES
            return table.get(choice, VERB_VALUES[verb])
        if verb in ("battle_leader", "appoint_battle_leader"):
            leader = leader_card(content, str(argument))
            skill = 0.2 * (leader.skill or 0)
            if verb == "battle_leader":
                return VERB_VALUES[verb] + skill
            return 0.3 + skill - POWER_VALUE * leader.cost
        if verb == "battle_dice":
            return self._dice(state, seat, str(argument))
        if verb == "fight_pirates" and isinstance(argument, tuple):
            return self._pirates(state, seat, str(argument[0]), str(argument[1]))
        if verb == "free_action" and isinstance(argument, tuple) and argument:
            rest = argument[1:]
            inner = Action(str(argument[0]), rest[0] if len(rest) == 1 else rest, action.label)
            return self.value(observation, content, inner) + POWER_VALUE
        if verb == "declare_also":
            return self._declare_war(state, seat, argument)
        if verb == "elect_emperor":
            return 1.0 if argument == seat else VERB_VALUES[verb]
        if verb == "elector_vote" and isinstance(argument, tuple):
            return 1.0 if argument[1] == seat else VERB_VALUES[verb]
        if verb == "move_to" and isinstance(argument, tuple) and len(argument) > 1:
            return VERB_VALUES[verb] if argument[1] == "free" else -0.3
        if verb in ("lose_unit", "lose_ship"):
            kind = str(argument).rpartition("/")[2]
            return CASUALTY_ORDER.get(kind, SHIP_ORDER.get(kind, 0.0))
        if verb == "discard_display":
            shown = action_card(content, str(argument))
            return -card_worth(shown, at_war(state, seat))
        if verb == "emperor_power":
            return 0.1 if argument == "administrative" else 0.0
        if mat is not None and verb in ("lose_power", "choose_power", "stability_power"):
            return self._power_choice(mat, action)
        if verb == "recruit" and mat is not None:
            return 0.6 if at_war(state, seat) and mat["ducats"] >= 6 else -0.5
        if verb == "recruit_unit" and mat is not None:
            price = label_ducats(action.label)
            if not at_war(state, seat) or mat["ducats"] - price < 2:
                return -0.1
            kind = str(argument[0]) if isinstance(argument, tuple) else ""
            return (0.5 if kind.startswith("mercenary") else 0.6) - 0.05 * price
        if verb == "land_activation" and isinstance(argument, tuple) and argument[0] == "siege":
            return 1.0
        if verb == "suppress_unrest" and isinstance(argument, tuple):
            return 0.25 * int(str(argument[1]))
        if verb == "casualty":
            return CASUALTY_ORDER.get(str(argument), 0.0)
        return VERB_VALUES.get(verb, UNKNOWN_VALUE)

    @staticmethod
    def _appoint(state: Any, seat: str, mat: PlayerMat, action: Action) -> float:
        """An advisor while the treasury pays its upkeep; a general or admiral at war."""
        label = action.label
        if "advisor" in label:
            price = label_ducats(label)
            taken = any(kind in label for kind in mat["advisors"])
            if mat["ducats"] < price + 6:
                return -1.0
            return (0.2 if taken else 1.0) + (0.3 if mat["ducats"] >= 30 else 0.0)
        if "general" in label or "admiral" in label:
            return 0.2 if at_war(state, seat) else -0.5
        return 0.8

    @staticmethod
    def _peace_term(seat: str, term: str) -> float:
        """A term it enforces, or a proposal: its own victory at half the term's worth (it
        may be refused), the other's against it."""
        victor, _, name = term.rpartition(":")
        worth = PEACE_TERMS.get(name, 0.0)
        if not victor:
            return worth
        return 0.5 * worth if victor == seat else -worth

    @staticmethod
    def _peace_answer(state: Any, seat: str) -> float:
        """Accept a white peace, or a proposal making it the victor; refuse one making the
        proposer the victor."""
        frames = [f["local"] for f in state["stack"] if f["procedure"] == "peace_resolutions"]
        pending = frames[-1].get("pending") if frames else None
        proposal = str(pending.get("proposal", "")) if isinstance(pending, dict) else ""
        victor, _, name = proposal.rpartition(":")
        if not victor:
            return 0.3
        worth = PEACE_TERMS.get(name, 0.0)
        return worth if victor == seat else -worth

    @staticmethod
    def _dice(state: Any, seat: str, kind: str) -> float:
        """The dice of the kind of unit it has most of in the battle's space."""
        frames = [f["local"] for f in state["stack"] if f["procedure"] == "battle"]
        where = frames[-1].get("where") if frames else None
        return 0.01 * sum(
            count
            for force in world(state)["forces"].values()
            if force["realm"] == seat and force["where"] == where
            for unit, count in force["units"].items()
            if kind in unit
        )

    @staticmethod
    def _pirates(state: Any, seat: str, zone: str, node: str) -> float:
        """Fight pirates only with a clear edge: twice their number in ship strength."""
        pirates = int(world(state)["map"]["trade_nodes"][node]["pirates"])
        ships = sum(
            SHIP_STRENGTH.get(kind, 0) * count
            for force in world(state)["forces"].values()
            if force["realm"] == seat and force["where"] == zone
            for kind, count in force["units"].items()
        )
        return 0.6 if ships >= 2 * pirates else VERB_VALUES["fight_pirates"]

    @staticmethod
    def _power_choice(mat: PlayerMat, action: Action) -> float:
        """Monarch power by type: gain where it holds least, lose where it holds most."""
        power = mat["monarch_power"]
        held = {
            "administrative": power["administrative"],
            "diplomatic": power["diplomatic"],
            "military": power["military"],
        }
        argument = action.argument
        chosen = [str(one) for one in argument] if isinstance(argument, tuple) else [argument]
        losing = action.verb == "lose_power" or action.label.startswith("Lose")
        return (0.01 if losing else -0.01) * sum(held.get(str(kind), 0) for kind in chosen)

    @staticmethod
    def _accept_call(state: Any, seat: str) -> float:
        """Join an ally's war unless the other side clearly outnumbers the caller's (refusing
        ends the alliance, and may cost prestige)."""
        frames = [f["local"] for f in state["stack"] if f["procedure"] == "answer_call_to_arms"]
        war = world(state)["wars"].get(str(frames[-1].get("war"))) if frames else None
        if war is None:
            return VERB_VALUES["accept_call"]
        sides = [
            [war[side]["leader"], *(member["realm"] for member in war[side]["members"])]
            for side in ("attackers", "defenders")
        ]
        caller = str(frames[-1].get("caller"))
        ours, theirs = sides if caller in sides[0] else sides[::-1]
        mine = land_strength(state, seat) + sum(land_strength(state, r) for r in set(ours))
        enemy = sum(land_strength(state, realm) for realm in set(theirs))
        return VERB_VALUES["accept_call"] if mine >= 0.8 * enemy else -1.5

    @staticmethod
    def _declare_war(state: Any, seat: str, argument: Any) -> float:
        """Only with a casus belli, on a realm whose side its army clearly outnumbers."""
        if not isinstance(argument, tuple) or argument[1] is None:
            return -4.0
        target = str(argument[0])
        realms = world(state)["realms"]
        enemies = [target, *realms[target]["allies"]] if target in realms else [target]
        theirs = sum(land_strength(state, realm) for realm in enemies)
        mine = land_strength(state, seat)
        if world(state)["at_war_with"].get(seat) or theirs == 0:
            return -1.0
        return 1.5 if mine >= 3 * theirs else -1.0

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
