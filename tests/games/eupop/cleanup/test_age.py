"""Clean-up D, the End of Age routine, and the final scoring triggers on six_crowns
(eupop-aid 5. CLEAN-UP D, FINAL SCORING)."""

from __future__ import annotations

import pytest

from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State
from hegemon.games.eupop.content.cards import event_card
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.events.effects import resolvable
from hegemon.games.eupop.setup.decks import event_deck
from tests.games.eupop.cleanup.helpers import REALMS, answer, decision, ended_with, set_up, start

END_OF_AGE = "eupop-aid:D. End of Age Routine"
FINAL = "eupop-aid:FINAL SCORING"


@pytest.fixture
def state() -> State:
    prepared = set_up()
    prepared["hre"]["emperor"] = None
    return prepared


def reasons(entries: list[LogEntry]) -> list[object]:
    return [e.values["reasons"] for e in entries if e.kind == "final_scoring_triggered"]


@pytest.mark.rule(FINAL)
def test_nothing_triggers_final_scoring_at_the_start(state: State) -> None:
    game = start(state)
    assert ended_with(game) == {"final_scoring": False}
    assert reasons(game.entries) == []


@pytest.mark.rule(FINAL)
def test_the_scenarios_last_round_triggers_final_scoring(state: State) -> None:
    state["round"]["number"] = 14
    game = start(state)
    assert ended_with(game) == {"final_scoring": True}
    assert reasons(game.entries) == [["last_round"]]


@pytest.mark.rule(FINAL)
def test_a_round_before_the_last_does_not(state: State) -> None:
    state["round"]["number"] = 13
    assert ended_with(start(state)) == {"final_scoring": False}


@pytest.mark.rule(FINAL, END_OF_AGE)
@pytest.mark.parametrize(("left", "triggered"), [(6, True), (0, True), (7, False)])
def test_the_last_ages_deck_running_short_of_a_rounds_draw_triggers_final_scoring(
    state: State, left: int, triggered: bool
) -> None:
    """Six player realms draw 7 events a round."""
    state["round"]["age"] = 3
    state["decks"]["events"] = state["decks"]["events"][:left]
    game = start(state)
    assert ended_with(game) == {"final_scoring": triggered}
    assert reasons(game.entries) == ([["no_more_events"]] if triggered else [])
    assert state["round"]["age"] == 3


@pytest.mark.rule(FINAL)
@pytest.mark.parametrize(
    ("mine", "best_other", "triggered"),
    [(100, 80, True), (120, 100, True), (100, 81, False), (99, 0, False)],
)
def test_100_prestige_with_a_lead_of_20_triggers_final_scoring(
    state: State, mine: int, best_other: int, triggered: bool
) -> None:
    state["players"]["poland"]["prestige"] = mine
    state["players"]["england"]["prestige"] = best_other
    game = start(state)
    assert ended_with(game) == {"final_scoring": triggered}
    assert reasons(game.entries) == ([["prestige_lead"]] if triggered else [])


@pytest.mark.rule(FINAL)
@pytest.mark.parametrize(
    ("small", "large", "triggered"), [(0, 0, True), (0, 1, False), (1, 0, False)]
)
def test_every_town_on_the_map_triggers_final_scoring(
    state: State, small: int, large: int, triggered: bool
) -> None:
    state["supply"]["england"].update(small_towns=small, large_towns=large)
    game = start(state)
    assert ended_with(game) == {"final_scoring": triggered}
    assert reasons(game.entries) == ([["all_towns"]] if triggered else [])


@pytest.mark.rule(END_OF_AGE, "eupop-aid:A. Reveal Events")
def test_an_age_ends_when_its_deck_cannot_give_the_next_rounds_events(state: State) -> None:
    state["decks"]["events"] = state["decks"]["events"][:6]
    state["players"]["castile"]["ideas"] = ["cabinet"]
    game = start(state)
    assert ended_with(game) == {"final_scoring": False}
    content = shipped()
    assert state["round"]["age"] == 2
    resolvable_now = [
        event
        for event in event_deck(content, 2, set(REALMS))
        if resolvable(RULES.effect_table, event_card(content, event))
    ]  # the Age's events whose rules are built (interpretation:EUPOP-R5)
    assert sorted(state["decks"]["events"]) == sorted(resolvable_now)
    assert 0 < len(state["decks"]["events"]) <= 37
    ages = {m.id: (m.age, m.type) for m in content.milestones.milestones}
    assert [ages[m] for m in state["decks"]["milestones"]] == [
        (2, "economic"),
        (2, "expansion"),
        (2, "political"),
        (2, "warfare"),
    ]
    diplomatic = state["decks"]["ideas"]["diplomatic"]
    assert diplomatic[:2] == ["diplomatic_corps", "cabinet"]
    assert len(diplomatic) == 4 and diplomatic[2] < diplomatic[3]
    assert set(diplomatic[2:]) < {"naval_doctrine", "merchant_marine", "deus_vult"}
    ended = [e.values for e in game.entries if e.kind == "age_ended"]
    assert ended == [{"age": 1, "next_age": 2}]


@pytest.mark.rule(END_OF_AGE)
def test_an_age_with_a_full_draw_left_goes_on(state: State) -> None:
    state["decks"]["events"] = state["decks"]["events"][:7]
    milestones = list(state["decks"]["milestones"])
    start(state)
    assert state["round"]["age"] == 1
    assert state["decks"]["milestones"] == milestones


@pytest.mark.rule(END_OF_AGE)
def test_final_scoring_skips_the_end_of_age(state: State) -> None:
    state["decks"]["events"] = state["decks"]["events"][:6]
    state["round"]["number"] = 14
    milestones = list(state["decks"]["milestones"])
    assert ended_with(start(state)) == {"final_scoring": True}
    assert state["round"]["age"] == 1
    assert state["decks"]["milestones"] == milestones


def end_of_age(state: State) -> None:
    state["decks"]["events"] = state["decks"]["events"][:6]
    for realm in REALMS:
        state["players"][realm]["prestige"] = 5
    state["players"]["ottomans"]["prestige"] = 2


@pytest.mark.rule(END_OF_AGE)
def test_the_realm_with_least_prestige_may_keep_the_new_cards(state: State) -> None:
    game = start(state, arrange=end_of_age)
    current = decision(game)
    assert (current.seat, current.step) == ("ottomans", "ask_replacement")
    display = next(e.values["cards"] for e in game.entries if e.kind == "age_display")
    milestones = [card for card in display if card.startswith("ms2_")]
    assert len(display) == 4 + 9 and len(milestones) == 4
    assert [(a.verb, a.argument) for a in current.actions] == [("keep", None)] + [
        ("replace", card) for card in milestones
    ]
    milestones = list(state["decks"]["milestones"])
    answer(game, "keep")
    assert ended_with(game) == {"final_scoring": False}
    assert state["decks"]["milestones"] == milestones


@pytest.mark.rule(END_OF_AGE)
def test_the_realm_with_least_prestige_may_replace_a_new_milestone(state: State) -> None:
    game = start(state, arrange=end_of_age)
    old = state["decks"]["milestones"][2]
    answer(game, "replace", old)
    new = state["decks"]["milestones"][2]
    types = {m.id: (m.age, m.type) for m in shipped().milestones.milestones}
    assert new != old and types[new] == (2, "political")
    replaced = [e.values for e in game.entries if e.kind == "age_replacement"]
    assert replaced == [{"card": old, "new": new}]


@pytest.mark.rule(END_OF_AGE)
def test_no_replacement_when_the_least_prestige_is_tied(state: State) -> None:
    def tied(prepared: State) -> None:
        end_of_age(prepared)
        prepared["players"]["poland"]["prestige"] = 2

    game = start(state, arrange=tied)
    assert ended_with(game) == {"final_scoring": False}
    assert state["round"]["age"] == 2


def married(prepared: State) -> None:
    prepared["decks"]["events"] = prepared["decks"]["events"][:6]
    prepared["realms"]["castile"]["marriages"] = ["france", "scotland"]
    prepared["realms"]["france"]["marriages"] = ["castile"]
    prepared["realms"]["scotland"]["marriages"] = ["castile"]


@pytest.mark.rule(END_OF_AGE, "eupop-aid:Marriages (♠) (p. 32)")
def test_married_realms_score_then_remove_a_marriage_to_an_npr_first(state: State) -> None:
    tokens = state["supply"]["castile"]["marriages"]
    game = start(state, arrange=married)
    assert state["players"]["castile"]["prestige"] == 1
    assert state["players"]["france"]["prestige"] == 1
    current = decision(game)
    assert (current.seat, current.step) == ("castile", "ask_marriage")
    assert [(a.verb, a.argument) for a in current.actions] == [
        ("remove_marriage", "scotland"),
        ("pay_power", 2),
    ]
    answer(game, "remove_marriage", "scotland")
    assert state["realms"]["castile"]["marriages"] == ["france"]
    assert state["realms"]["scotland"]["marriages"] == []
    assert state["supply"]["castile"]["marriages"] == tokens + 1
    current = decision(game)
    assert current.seat == "france"
    assert [(a.verb, a.argument) for a in current.actions] == [
        ("remove_marriage", "castile"),
        ("pay_power", 2),
    ]
    answer(game, "pay_power", 2)
    assert state["players"]["france"]["monarch_power"]["diplomatic"] == 1
    assert state["realms"]["france"]["marriages"] == ["castile"]
    assert ended_with(game) == {"final_scoring": False}


@pytest.mark.rule(END_OF_AGE)
def test_a_realm_short_of_diplomatic_power_must_remove_a_marriage(state: State) -> None:
    def poor(prepared: State) -> None:
        married(prepared)
        prepared["players"]["castile"]["monarch_power"]["diplomatic"] = 1

    game = start(state, arrange=poor)
    assert [a.verb for a in decision(game).actions] == ["remove_marriage"]


@pytest.mark.rule(END_OF_AGE, "interpretation:EUPOP-S8")
def test_a_realm_whose_only_marriage_an_earlier_realm_removed_is_not_asked(state: State) -> None:
    """Castile and France are married to each other alone; Castile, asked first, removes
    the marriage: France has nothing left to remove or keep, so the Age goes on (a fuzz
    found France asked with no legal action when it was short of diplomatic power)."""

    def couple(prepared: State) -> None:
        prepared["decks"]["events"] = prepared["decks"]["events"][:6]
        prepared["realms"]["castile"]["marriages"] = ["france"]
        prepared["realms"]["france"]["marriages"] = ["castile"]
        prepared["players"]["france"]["monarch_power"]["diplomatic"] = 0

    game = start(state, arrange=couple)
    assert (decision(game).seat, decision(game).step) == ("castile", "ask_marriage")
    answer(game, "remove_marriage", "france")
    assert state["realms"]["france"]["marriages"] == []
    assert ended_with(game) == {"final_scoring": False}


@pytest.mark.rule(END_OF_AGE, "eupop-aid:IDEAS (p. 3)")
def test_a_replaced_idea_is_never_one_just_taken_off_display(state: State) -> None:
    """Castile researched Cabinet: it stays; Quest for the New World goes and two of Naval
    Doctrine, Merchant Marine and Deus Vult come, so a new one may be swapped for the third,
    never for Quest."""

    def researched(prepared: State) -> None:
        end_of_age(prepared)
        prepared["players"]["castile"]["ideas"] = ["cabinet"]

    game = start(state, arrange=researched)
    diplomatic = state["decks"]["ideas"]["diplomatic"]
    assert diplomatic[:2] == ["diplomatic_corps", "cabinet"]
    offered = [a.argument for a in decision(game).actions if a.verb == "replace"]
    assert [card for card in offered if not str(card).startswith("ms2_")] == diplomatic[2:]
    third = ({"naval_doctrine", "merchant_marine", "deus_vult"} - set(diplomatic)).pop()
    sent_back = diplomatic[3]
    answer(game, "replace", sent_back)
    assert state["decks"]["ideas"]["diplomatic"][3] == third
    replaced = [e.values for e in game.entries if e.kind == "age_replacement"]
    assert replaced == [{"card": sent_back, "new": third}]
