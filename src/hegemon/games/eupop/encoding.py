"""eupop's research encoding (``hegemon.rl``, docs/rl.md "eupop"): a factored action space
of tokens (:mod:`hegemon.rl.tokens`, docs/decisions/0113) and the features of a seat's view
(:mod:`hegemon.games.eupop.features`).

An action is spelled as its verb, then each part of its argument: a tuple gives its items in
order, and a text splits at ``:`` and ``/`` (``place:Bayern`` is ``place`` then ``Bayern``,
``Languedoc/Aragon`` two areas). A part is

- a name from the content (an area, province, sea zone, trade node, realm, action card, event,
  idea, leader, milestone, mission, power struggle, trade card); each copy of an action card
  (``id``, ``id#2``, ...) is a token of its own, as the rules tell copies apart (which copy
  a Focus pick takes sets the order of the discard pile it leaves);
- a force: ``<force k>``, row k of the force table of the observation (forces by number,
  :func:`hegemon.games.eupop.features.force_order`), so a token names the same force as the
  features do;
- a number (``-10`` to ``99``), ``<yes>``/``<no>`` for true and false, ``<none>`` for a
  missing part, ``<empty>`` for an empty text;
- a verb, or one of the words the rules put in arguments (:data:`WORDS`).

A part the vocabulary lacks is still offered, in a slot ``<other k>`` of its step.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine.decision import Action, Decision, Scalar
from hegemon.engine.rules import RulesModule, SetupError
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.features import FORCE_SLOTS, Vector, ViewFeatures, force_order
from hegemon.games.eupop.module import Eupop
from hegemon.games.eupop.setup.decks import copies

_VERB_LIST = """
    accept_call accept_peace_agreement activate_ally appoint appoint_battle_leader
    battle_action battle_dice battle_leader bridge_army bridge_none call_crusade call_to_arms
    cardinal_dies casualty change_national_focus change_state_religion choose_power
    collect_income colonize complete_mission convert_area counter_covert crusade_no_war
    crusade_war cut_tie cut_ties deal_accept deal_amount deal_confer deal_draw deal_refuse
    deal_term declare_also declare_more declare_no_more declare_war defend_hre diplomacy
    disband discard discard_card discard_display discard_ducats disloyal_area
    dissent_influence dissent_unrest draw_from draw_mission drop_off elect_emperor
    elector_vote emperor_power end_turn event event_option excommunicate_ruler explore
    explore_discover explore_fail explore_keep explore_pay explore_reroll explore_ship
    explore_stay fabricate_claim fabricate_in fight_battle fight_pirates fire_advisor
    fleet_drop_off fleet_pick_up focus_cube focus_discard focus_done focus_draw focus_pick
    forge_alliance forge_source free_action freed_vassal give_unit go_home grant_access
    increase_imperial_authority increase_stability influence influence_area influence_place
    influence_source keep keep_card keep_choice keep_inactive keep_loans keep_missions
    keep_revolutionary keep_ruler land_activation leave_port leave_to liberation_ally
    liberation_influence lose_influence_cube lose_power lose_ship lose_unit merge_army
    move_stop move_to move_token_from naval_activation no_battle_action no_battle_leader
    no_counter no_free_action no_more_calls no_peace_agreement no_reaction papal_power pass
    pay_corruption pay_power peace_agreement peace_answer peace_bargain peace_influence
    peace_marriage peace_ruler peace_swap peace_term pick_dnpr pick_mission pick_up
    pirate_node pirates_left place_casus_belli place_diverse_faiths place_dnpr_token
    place_imperial place_truce place_unit play_action_card play_reaction protect_trade
    rebellion recall_ships recruit recruit_done recruit_unit refuse_access refuse_call
    refuse_hre_defence refuse_peace_agreement rel_forced_remove rel_place rel_remove
    relation_answer religious_rebels_convert religious_rebels_keep remove_marriage
    remove_relation remove_unrest_from repay_loan replace replace_mission replace_ruler
    replenish_manpower research_idea retreat sail_also sail_done sail_pacific sail_stop
    sail_to siege siege_also siege_done slots_done split_off spread_religion
    spread_revolution stability_power stay subject_casus_belli subject_ducats
    subject_manpower subject_prestige suppress_unrest take_loan take_revolutionary take_unit
    territory_dnpr trade trade_ducats trade_node trade_ship trade_tie undock_done undock_to
    unrest_gain unrest_remove uprising_area uprising_colonist uprising_ignore
    use_display_card
"""
VERBS: tuple[str, ...] = tuple(_VERB_LIST.split())
"""Every verb eupop offers (docs/verbs-and-log-eupop.md "Verbs"; a test keeps them equal)."""

_WORD_LIST = """
    a b accept access administrative alliance allied_cavalry allied_infantry ally army
    artillery ask both buy cardinal catholic cavalry claim colonist counter_reformation
    cut_ties damaged_heavy_ship decline diplomacy diplomatic displace displaced done draw
    exchange force force_conversion free full_annexation galley give heavy_ship holy_war
    humiliation infantry keep keep_board_state liberate light_ship marriage marry
    mercenary_artillery mercenary_cavalry mercenary_infantry military money move no
    no_surrender none orthodox pagan pay_ducats place private propose protestant public
    refuse remove_influence return sell siege slot slots source stop sunni surrender term
    undock unrest vassal vassalization victor white_peace yes
"""
WORDS: tuple[str, ...] = tuple(_WORD_LIST.split())
"""The words eupop's rules put in arguments besides names and verbs: decks and power
types, unit kinds, religions, ways of moving and of paying, terms of deals and peace."""

NUMBERS = range(-10, 100)
"""The numbers with a token of their own; any other is offered in an ``<other k>`` slot."""
YES, NO, NONE, EMPTY = "<yes>", "<no>", "<none>", "<empty>"
_SEPARATORS = re.compile(r"[:/]")


CONTEXT_DEPTH = 4
"""How deep the context reads into the asking procedure's values (lists and records)."""


def _asking_frame(view: State, decision: Decision) -> dict[str, Any] | None:
    """The frame of the view's stack that asks ``decision`` (the last of its procedure)."""
    for frame in reversed(view.get("stack") or ()):
        if isinstance(frame, dict) and frame.get("procedure") == decision.procedure:
            return frame
    return None


def _texts(value: object, depth: int, names: frozenset[str]) -> Iterator[str]:
    """Every text in ``value``, ``depth`` levels deep: a list's items, a record's values
    and those of its keys that are names of the content (a record by realm or area; its
    other keys are the names of its fields)."""
    if isinstance(value, str):
        yield value
    elif depth > 0 and isinstance(value, dict):
        for key, item in value.items():
            if key in names:
                yield key
            yield from _texts(item, depth - 1, names)
    elif depth > 0 and isinstance(value, list):
        for item in value:
            yield from _texts(item, depth - 1, names)


def force_token(row: int) -> str:
    return f"<force {row}>"


def force_rows(view: State) -> dict[str, str]:
    """Each force of the force table by its token (:func:`force_token` of its row)."""
    return {force: force_token(row) for row, force in enumerate(force_order(view))}


def content_names(content: Content) -> Iterator[str]:
    """Every name of the content an argument may hold, in the content's order; each copy of
    an action card (``id``, ``id#2``, ...) is a name of its own."""
    geography = content.geography
    yield from geography.areas
    yield from geography.provinces
    yield from geography.sea_zones
    yield from geography.trade_nodes
    yield from content.realms.realms
    for card in content.actions.cards:
        yield from copies(card.id, card.copies)
    for items in (
        content.events.events,
        content.ideas.ideas,
        content.leaders.leaders,
        content.milestones.milestones,
        content.missions.missions,
        content.power_struggles.power_struggles,
        content.trade_cards.trade_cards,
    ):
        for item in items:
            yield item.id


def vocabulary(content: Content) -> tuple[str, ...]:
    """The tokens of eupop on ``content``, each once: verbs, words, the scalar tokens,
    numbers, force rows, then the content's names."""
    ordered = (
        *VERBS,
        *WORDS,
        YES,
        NO,
        NONE,
        EMPTY,
        *(str(number) for number in NUMBERS),
        *(force_token(row) for row in range(FORCE_SLOTS)),
        *content_names(content),
    )
    return tuple(dict.fromkeys(ordered))


@dataclass(slots=True)
class EupopEncoding:
    """eupop's part of the research encoding for one scenario (docs/rl.md "eupop").

    Its features are the view's (:class:`ViewFeatures`), then the *context* of the seat's
    own pending decision: one entry per token of the vocabulary, 1 for each token that
    spells a value the asking procedure holds (the area of a battle, the realm of a peace,
    the force that moves, the event being resolved...), read from the view's stack.
    """

    vocabulary: tuple[str, ...]
    view_features: ViewFeatures
    names: frozenset[str]
    position: dict[str, int] = field(init=False)
    _parts: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """A text's tokens other than forces, worked out once per text."""

    def __post_init__(self) -> None:
        self.position = {token: number for number, token in enumerate(self.vocabulary)}

    @property
    def size(self) -> int:
        return self.view_features.size + len(self.vocabulary)

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        start = self.view_features.size
        self.view_features.write(view, seat, out[:start])
        if decision is None:
            return
        frame = _asking_frame(view, decision)
        if frame is None:
            return
        rows = force_rows(view)
        position = self.position
        for value in _texts(frame.get("local"), CONTEXT_DEPTH, self.names):
            for token in self._atom(value, rows):
                number = position.get(token)
                if number is not None:
                    out[start + number] = 1.0

    def spell(self, view: State, actions: Sequence[Action]) -> list[tuple[str, ...]]:
        rows = force_rows(view)
        spelled: list[tuple[str, ...]] = []
        for action in actions:
            argument = action.argument
            if argument is None:
                spelled.append((action.verb,))
                continue
            tokens = [action.verb]
            for part in argument if isinstance(argument, tuple) else (argument,):
                tokens.extend(self._atom(part, rows))
            spelled.append(tuple(tokens))
        return spelled

    def _atom(self, part: Scalar, rows: dict[str, str]) -> tuple[str, ...]:
        if part is None:
            return (NONE,)
        if part is True:
            return (YES,)
        if part is False:
            return (NO,)
        if isinstance(part, int):
            return (str(part),)
        row = rows.get(part)
        if row is not None:
            return (row,)
        known = self._parts.get(part)
        if known is None:
            known = self._parts[part] = self._split(part)
        if len(known) == 1:
            return known
        return tuple(rows.get(piece, piece) for piece in known)

    def _split(self, text: str) -> tuple[str, ...]:
        if text == "":
            return (EMPTY,)
        if text in self.names:
            return (text,)
        return tuple(EMPTY if piece == "" else piece for piece in _SEPARATORS.split(text))


def encoding(rules: RulesModule, scenario: str, seats: Sequence[str]) -> EupopEncoding:
    """The encoding of eupop on ``rules``' content for ``scenario``; the features name every
    seat of the scenario (its Bots' too) relative to the observing seat."""
    if not isinstance(rules, Eupop):
        raise SetupError(f"eupop's encoding takes eupop's rules, not {rules.name}'s")
    content = rules.content
    info = rules.scenario(scenario)
    return EupopEncoding(
        vocabulary=vocabulary(content),
        view_features=ViewFeatures(content, info.name, tuple(info.seats)),
        names=frozenset(content_names(content)),
    )
