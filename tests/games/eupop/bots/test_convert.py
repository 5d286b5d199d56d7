"""The CONVERT chart (eupop-bots CONVERT ACTION; decision 0108 §2.6; EUPOP-BOT-37): CNV-2
converts the Bot's area of highest tax value it may convert, without the human price, its
unrest and rebel dice following; CNV-3 reads the faith of most of the Bot's tax value from
Age II on; CNV-4 changes it, with one more area (S 750).

Poland, a catholic Bot of margrave: Litauen (Kiev 2, Minsk 1, Vilnius 2) and Polska
(Krakow 3, Poznan 2, Warszawa 2), each its own religion slot."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State, clone
from hegemon.games.eupop.bots.charts.convert import (
    dissent_area,
    religion_due,
    state_religion_change_due,
)
from hegemon.games.eupop.bots.facts import context
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner

BASE = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state


def protestant_polska(age: int = 2) -> State:
    """Polska's slot protestant, Poznan and Kiev held by a protestant Brandenburg: Poland may
    not convert Polska (an owner of another faith), and its tax value is 5 protestant
    (Krakow, Warszawa) to 3 catholic (Minsk, Vilnius)."""
    state = clone(BASE)
    state["round"]["age"] = age
    state["map"]["religion_slots"]["Polska"]["religion"] = "protestant"
    state["realms"]["brandenburg"]["religion"] = "protestant"
    set_owner(state, "Poznan", "brandenburg")
    set_owner(state, "Kiev", "brandenburg")
    return state


@pytest.mark.rule("eupop-bots:CONVERT ACTION", "interpretation:EUPOP-BOT-37")
def test_the_bot_converts_its_area_of_another_faith_without_the_human_price() -> None:
    state = clone(BASE)
    state["map"]["religion_slots"]["Polska"]["religion"] = "orthodox"
    state["map"]["religion_slots"]["Litauen"]["religion"] = "orthodox"
    state["rng"]["forced"] = [6]
    local = {"realm": "poland", "chart": "convert", "turn": 1}
    state["stack"] = [
        frame("situation", {"procedure": "bot_chart", "local": local, "seat": "poland"})
    ]
    game = RULES.resume(state)
    game.advance()
    steps = [entry.values for entry in game.entries if entry.kind == "bot_step"]
    assert [(step["node"], step["answer"]) for step in steps] == [
        ("CNV-1", "yes"),
        ("CNV-2", "call"),
        ("CNV-2", "done"),
    ]
    assert steps[0]["facts"] == {"area": "Polska", "slot": "Polska"}
    slots = game.state["map"]["religion_slots"]
    assert (slots["Polska"]["religion"], slots["Litauen"]["religion"]) == ("catholic", "orthodox")
    assert [entry.values["area"] for entry in game.entries if entry.kind == "unrest_added"] == [
        "Polska"
    ]
    dice = [entry.kind for entry in game.entries if entry.kind in ("roll", "bot_rebel_die")]
    assert dice == ["roll", "bot_rebel_die"]  # its rebel die in Polska, by the Bot rules
    assert game.state["bots"]["poland"]["power"] == BASE["bots"]["poland"]["power"]


@pytest.mark.rule("eupop-bots:CONVERT ACTION", "interpretation:EUPOP-BOT-37")
def test_an_area_with_an_owner_of_another_faith_is_not_converted() -> None:
    bot = context(Game(protestant_polska(), RULES.procedures, RULES), RULES.content, "poland", 1)
    assert dissent_area(bot).value is False


@pytest.mark.rule("eupop-bots:CONVERT ACTION", "interpretation:EUPOP-BOT-37")
@pytest.mark.parametrize(("age", "due"), [(1, None), (2, "protestant")])
def test_from_age_ii_the_faith_of_most_of_its_tax_value_is_due(age: int, due: str | None) -> None:
    state = protestant_polska(age)
    assert religion_due(state, RULES.content, "poland") == due
    bot = context(Game(state, RULES.procedures, RULES), RULES.content, "poland", 1)
    answer = state_religion_change_due(bot)
    assert answer.value is (due is not None)
    assert answer.facts["shares"] == ["catholic 3", "protestant 5"]


@pytest.mark.rule("eupop-bots:CONVERT ACTION", "interpretation:EUPOP-BOT-37")
def test_an_equal_share_keeps_the_state_religion() -> None:
    state = protestant_polska()
    set_owner(state, "Kiev", "poland")
    assert religion_due(state, RULES.content, "poland") is None


@pytest.mark.rule("eupop-bots:CONVERT ACTION", "interpretation:EUPOP-BOT-37")
def test_a_bot_due_a_new_faith_changes_its_state_religion_and_one_more_area() -> None:
    state = protestant_polska()
    local = {"realm": "poland", "chart": "convert", "turn": 1}
    state["stack"] = [
        frame("situation", {"procedure": "bot_chart", "local": local, "seat": "poland"})
    ]
    game = RULES.resume(state)
    game.advance()
    steps = [entry.values for entry in game.entries if entry.kind == "bot_step"]
    assert [(step["node"], step["answer"]) for step in steps] == [
        ("CNV-1", "no"),
        ("CNV-3", "yes"),
        ("CNV-4", "call"),
        ("CNV-4", "done"),
    ]
    assert game.state["realms"]["poland"]["religion"] == "protestant"
    slots = game.state["map"]["religion_slots"]
    assert (slots["Polska"]["religion"], slots["Litauen"]["religion"]) == (
        "protestant",
        "protestant",
    )
    assert not [entry for entry in game.entries if entry.kind == "unrest_added"]
