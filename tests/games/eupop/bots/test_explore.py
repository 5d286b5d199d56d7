"""The EXPLORE chart's parts that situations do not show (eupop-bots EXPLORE ACTION;
decision 0108 §2.13; EUPOP-BOT-41): the Columbus case of footnote 1, and the distant areas
a Bot reaches from its colonists and towns (footnote 2). The chart's nodes are walked by
the situations tests/situations/eupop/bots/explore-*.yaml."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, Procedures
from hegemon.engine.serial import State, clone
from hegemon.games.eupop import bots
from hegemon.games.eupop.bots.charts import explore
from hegemon.games.eupop.bots.facts import Call, context
from hegemon.games.eupop.module import RULES

BASE = RULES.setup("crowns_of_the_west", seed=1, seats=["france", "england", "austria"]).state
QUEST = "quest_for_the_new_world"


def with_columbus() -> State:
    state = clone(BASE)
    state["decks"]["events_revealed"].append("e1_columbus")
    return state


@pytest.mark.rule("eupop-bots:EXPLORE ACTION", "interpretation:EUPOP-BOT-41")
def test_castile_without_the_quest_and_its_columbus_event_on_display_takes_it() -> None:
    game = Game(with_columbus(), Procedures([*bots.PROCEDURES]), RULES)
    answer = explore.columbus_on_display(context(game, RULES.content, "castile", 1))
    assert (answer.value, answer.facts["event"]) == (True, "e1_columbus")
    went = explore.take_columbus(game, context(game, RULES.content, "castile", 1), {})
    assert isinstance(went, Call)
    assert (went.procedure, went.local["argument"], went.local["bot_option"]) == (
        "take_event",
        "e1_columbus",
        "a",
    )
    assert went.local["bot_price_paid"] is True


@pytest.mark.rule("eupop-bots:EXPLORE ACTION", "interpretation:EUPOP-BOT-41")
@pytest.mark.parametrize("why", ["quest", "event_taken", "not_on_display"])
def test_no_columbus_case_with_the_quest_the_event_taken_or_for_another_realm(why: str) -> None:
    state = with_columbus()
    realm = "castile"
    if why == "quest":
        state["bots"]["castile"]["researched"] = [QUEST]
    elif why == "event_taken":
        state["round"]["event_taken"] = ["castile"]
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    bot = context(game, RULES.content, realm, 1)
    if why == "not_on_display":
        state["decks"]["events_revealed"].remove("e1_columbus")
    assert explore.columbus_on_display(bot).value is False


@pytest.mark.rule("eupop-bots:EXPLORE ACTION", "interpretation:EUPOP-BOT-41")
def test_a_colonist_reaches_its_own_area_and_the_areas_next_to_it_by_land() -> None:
    state = clone(BASE)
    state["map"]["provinces"]["Pernambuco"]["colonist"] = "castile"
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    bot = context(game, RULES.content, "castile", 1)
    assert explore.reachable_areas(bot) == ["Brasil", "Tawantinsuyu"]
    territories, others = explore.discoveries(bot, 1)
    assert (territories, others) == ([], ["Cusco", "Lima"])
    territories, _ = explore.discoveries(bot, 2)
    assert territories == ["Bahia"]


@pytest.mark.rule("eupop-bots:EXPLORE ACTION", "interpretation:EUPOP-BOT-41")
def test_an_area_the_bot_discovered_is_not_discovered_again() -> None:
    state = clone(BASE)
    state["map"]["provinces"]["Pernambuco"]["colonist"] = "castile"
    state["bots"]["castile"]["discovered"] = ["Tawantinsuyu"]
    game = Game(state, Procedures([*bots.PROCEDURES]), RULES)
    assert explore.discoveries(context(game, RULES.content, "castile", 1), 1) == ([], [])


@pytest.mark.rule("eupop-bots:EXPLORE ACTION", "interpretation:EUPOP-BOT-41")
def test_without_a_colonist_town_or_ship_out_there_a_bot_reaches_no_distant_area() -> None:
    game = Game(clone(BASE), Procedures([*bots.PROCEDURES]), RULES)
    assert explore.reachable_areas(context(game, RULES.content, "castile", 1)) == []
