"""A Bot and the religious rules that would ask its seat: optional rule 5's religious
rebels holding its capital (rules/religion/rebels.py; EUPOP-BOT-78) and a Revolutionary
token it must take from the board (rules/religion/revolution.py; EUPOP-BOT-79).

margrave, Brandenburg seated (human); Poland a Bot, Catholic, capital Krakow in Polska."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from tests.games.eupop.bots.test_army import logged, margrave, run, unbroken

POLSKA = ("Krakow", "Poznan", "Warszawa")


def held_by_religious_rebels() -> State:
    """Polska follows Protestantism; rebels (2 units) occupy its three provinces."""
    state = margrave()
    state["meta"]["options"] = {**(state["meta"].get("options") or {}), "religious_rebels": True}
    geography = content_of(RULES.resume(state)).geography
    slot = geography.areas["Polska"].religion_slot
    state["map"]["religion_slots"][slot]["religion"] = "protestant"
    for key in POLSKA:
        state["map"]["provinces"][key]["occupier"] = "rebels"
    set_rebels(state, "Polska", 2)
    return state


@pytest.mark.rule("eupop-aid:Optional rule 5: Religious Rebels", "eupop-bots:PEACE & REBELS PHASE")
@pytest.mark.rule("interpretation:EUPOP-BOT-78")
def test_religious_rebels_holding_a_bots_capital_make_it_change_religion() -> None:
    game = run(held_by_religious_rebels(), "religious_rebels", seat="poland")
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"  # the Bot asked nothing
    assert game.state["realms"]["poland"]["religion"] == "protestant"
    assert rebels_in(game.state, "Polska") == 0
    provinces = game.state["map"]["provinces"]
    assert [provinces[key]["occupier"] for key in POLSKA] == [None, None, None]
    [removed] = logged(game, "religious_rebels_removed")
    assert (removed["area"], removed["rebels"]) == ("Polska", 2)
    unbroken(game)


@pytest.mark.rule("eupop-aid:Revolutionary Ideology", "eupop-bots:OTHER LIMITED TOKENS")
@pytest.mark.rule("interpretation:EUPOP-BOT-79")
def test_a_bot_out_of_revolutionary_tokens_takes_the_first_from_the_board() -> None:
    state = margrave()
    geography = content_of(RULES.resume(state)).geography
    target = geography.areas["Polska"].religion_slot
    slots = state["map"]["religion_slots"]
    on_board = sorted(slot for slot in slots if slot != target)[-12:]  # every token out
    for slot in on_board:
        slots[slot]["revolutionary"] = True
    game = run(state, "place_revolutionary_effect", seat="poland", argument="Polska")
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"  # the Bot asked nothing
    [taken] = logged(game, "revolutionary_taken")
    assert taken["slot"] == on_board[0]
    assert slots[target]["revolutionary"] is True
    assert slots[on_board[0]]["revolutionary"] is False
    unbroken(game)
