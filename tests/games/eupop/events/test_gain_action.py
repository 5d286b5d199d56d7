"""Gain Action (interpretation:EUPOP-F12): the effect takes the named action through its
menu entry, and is built only for actions the menu holds. No action the shipped events
name is in the menu yet, so these cases stand an entry of the economy's minor actions in
for one."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, Procedures, frame
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.rules.economy.minor import TakeLoan, take_loan_offers
from hegemon.games.eupop.rules.economy.treasury import LOAN
from hegemon.games.eupop.rules.events.standard_units import GainActionEffect
from hegemon.games.eupop.rules.sequence.menu import MenuEntry
from hegemon.games.eupop.world.layout import world

STAND_IN = MenuEntry("trade", "take_loan", take_loan_offers, LOAN, minor=True)


def _run(loans: int) -> Game:
    procedures = Procedures([GainActionEffect([STAND_IN]), TakeLoan()])
    rules = Eupop(procedures, RULES.content, RULES.effect_table)
    state = RULES.setup("six_crowns", seed=1, seats=["castile", "france"]).state
    world(state)["players"]["castile"]["loans"] = loans
    local = {"seat": "castile", "argument": "trade"}
    state["stack"] = [
        frame("situation", {"procedure": "gain_action_effect", "local": local, "seat": "castile"})
    ]
    game = rules.resume(state)
    game.advance()
    return game


@pytest.mark.rule("eupop-aid:Gain Action", "interpretation:EUPOP-F12")
def test_the_gained_action_runs_its_entry_procedure_at_once() -> None:
    game = _run(loans=1)
    state = game.state
    assert world(state)["players"]["castile"]["loans"] == 2
    assert world(state)["players"]["castile"]["ducats"] == 15
    kinds = [entry.kind for entry in game.entries]
    assert kinds.index("action_gained") < kinds.index("loan")
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"


@pytest.mark.rule("eupop-aid:Gain Action", "interpretation:EUPOP-F12")
def test_an_action_with_no_offer_is_ignored() -> None:
    game = _run(loans=5)
    state = game.state
    assert world(state)["players"]["castile"]["loans"] == 5
    ignored = [e for e in game.entries if e.kind == "effect_ignored"]
    assert [dict(e.values)["verb"] for e in ignored] == ["gain_action"]


def test_only_actions_in_the_menu_are_built() -> None:
    effect = GainActionEffect([STAND_IN])
    assert effect.built("trade")
    assert not effect.built("declare_war")
