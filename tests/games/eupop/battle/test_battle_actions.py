"""Battle actions are played in the open, the attacker's all first, then the defender's; a
side never plays the same card twice in a round (aid "2. Play Battle Actions ()",
interpretation EUPOP-B2)."""

from __future__ import annotations

import json

import pytest

from hegemon.engine.log import LogEntry
from hegemon.engine.secrets import secrets_problems
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from tests.games.eupop.battle.harness import BLANK, answer, fight, guyenne, pending

FLANKING, FLANKING_2, AMBUSH = "m1_flanking_attack", "m1_flanking_attack#2", "m1_ambush"
ONE_STEP = "m1_one_step_ahead"
ACTIONS = "eupop-aid:2. Play Battle Actions ()"


def with_cards(cards: list[str]) -> State:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    for card in cards:
        state["decks"]["actions"]["military"].remove(card)
    state["players"]["france"]["hand"] = list(cards)
    return state


@pytest.mark.rule(ACTIONS, "interpretation:EUPOP-B2")
def test_the_attacker_plays_different_cards_but_not_a_second_copy_in_a_round() -> None:
    game = fight(with_cards([FLANKING, FLANKING_2, AMBUSH]), [BLANK] * 12)
    answer(game, "france", "battle_action", FLANKING)
    offered = [action.argument for action in pending(game).actions]
    assert (pending(game).seat, offered) == ("france", [AMBUSH, None])
    answer(game, "france", "battle_action", AMBUSH)
    assert [action.argument for action in pending(game).actions] == [None]
    answer(game, "france", "no_battle_action")
    assert pending(game).seat == "england"


@pytest.mark.rule(ACTIONS, "interpretation:EUPOP-B2")
def test_the_defender_knows_the_attackers_cards_before_it_answers() -> None:
    game = fight(with_cards([FLANKING]), [BLANK] * 12)
    answer(game, "france", "battle_action", FLANKING)
    answer(game, "france", "no_battle_action")
    assert pending(game).seat == "england"
    seen = LogEntry.seen(game.entries, "england")
    assert any(e.kind == "battle_action" and e.values["card"] == FLANKING for e in seen)
    assert FLANKING in json.dumps(RULES.view(game.state, "england"))
    assert secrets_problems(RULES, game.state, seed=1) == []


@pytest.mark.rule(ACTIONS, "interpretation:EUPOP-B2")
def test_each_card_played_adds_a_die_for_the_battle() -> None:
    game = fight(with_cards([FLANKING, AMBUSH]), [BLANK] * 12)
    answer(game, "france", "battle_action", FLANKING)
    answer(game, "france", "battle_action", AMBUSH)
    answer(game, "france", "no_battle_action")
    answer(game, "england", "no_battle_action")
    rolls = [len(e.values["faces"]) for e in game.entries if e.kind == "battle_roll"]
    assert rolls == [5, 3]


@pytest.mark.rule(ACTIONS, "interpretation:EUPOP-B2")
def test_a_seat_without_a_battle_card_is_asked_all_the_same() -> None:
    game = fight(guyenne({"infantry": 3}, {"infantry": 3}), [BLANK] * 12)
    answer(game, "france", "no_battle_action")
    decision = pending(game)
    assert (decision.seat, decision.step) == ("england", "ask_action")
    assert [action.verb for action in decision.actions] == ["no_battle_action"]


@pytest.mark.rule("eupop-aid:Card specific rules", "interpretation:EUPOP-B17")
def test_one_step_ahead_is_not_offered_to_an_army_with_more_cavalry_than_infantry() -> None:
    offered = []
    for units in ({"infantry": 1, "cavalry": 2}, {"infantry": 2, "cavalry": 2}):
        state = guyenne(units, {"infantry": 3})
        state["decks"]["actions"]["military"].remove(ONE_STEP)
        state["players"]["france"]["hand"] = [ONE_STEP]
        game = fight(state, [BLANK] * 12)
        offered.append([action.argument for action in pending(game).actions])
    assert offered == [[None], [ONE_STEP, None]]
