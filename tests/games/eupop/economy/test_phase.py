"""Phase 4 as a procedure and the treasury's minor actions in the action menu."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, RuleNotBuilt
from hegemon.games.eupop.rules.economy import MENU_ENTRIES, PROCEDURES
from hegemon.games.eupop.rules.sequence.menu import ActionMenu
from tests.games.eupop.economy.support import ECONOMY, answer, new_game, run, verbs

PHASE = "income_and_upkeep"


def test_the_package_lists_its_procedures_and_minor_entries() -> None:
    assert [procedure.name for procedure in PROCEDURES] == [
        PHASE,
        "take_loan",
        "repay_loan",
        "replenish_manpower",
    ]
    assert [(entry.verb, entry.procedure, entry.minor) for entry in MENU_ENTRIES] == [
        ("take_loan", "take_loan", True),
        ("repay_loan", "repay_loan", True),
        ("replenish_manpower", "replenish_manpower", True),
    ]


@pytest.mark.rule("eupop-aid:Take/Repay Loan (p. 14)", "eupop-aid:MINOR ACTIONS")
def test_the_menu_offers_loans_and_replenishment_only_when_allowed() -> None:
    state = new_game().state
    menu = ActionMenu(MENU_ENTRIES)
    content = ECONOMY.content
    assert [action.key for action in menu.offers(state, content, "castile", True)] == [
        ("take_loan", None)
    ]
    mat = state["players"]["castile"]
    mat.update(loans=5, ducats=6)
    mat["manpower"]["exhausted"] = 4
    offered = menu.offers(state, content, "castile", True)
    assert [action.key for action in offered] == [
        ("repay_loan", None),
        ("replenish_manpower", 1),
        ("replenish_manpower", 2),
    ]
    assert offered[2].label == "Replenish 4 manpower for 2 military power"
    mat["monarch_power"]["military"] = 0
    mat["ducats"] = 5
    assert menu.offers(state, content, "castile", True) == []


@pytest.mark.rule("eupop-aid:4. INCOME AND UPKEEP")
def test_bot_realms_are_skipped_and_human_realms_go_in_turn_order() -> None:
    game = new_game(["poland", "england"])
    game.state["round"]["turn_order"] = ["poland", "castile", "england"]
    game = run(game, PHASE, "poland")
    # austria, the Bot Emperor, rolls for Imperial Authority first
    assert [entry.kind for entry in game.entries] == ["roll", "imperial_authority"]
    asked = []
    while (decision := game.decision()) is not None and decision.step == "ask_cut":
        asked.append(decision.seat)
        answer(game, decision.seat, "collect_income")
    assert asked == ["poland", "england"]
    assert game.state["players"]["poland"]["ducats"] == 14
    assert "castile" not in {entry.seat for entry in game.entries}


@pytest.mark.rule("eupop-aid:A. Cut costs", "eupop-aid:Characters (p. 19)")
def test_firing_an_advisor_and_recalling_ships_before_collecting() -> None:
    game = new_game(["castile", "france"])
    game.state["players"]["castile"]["advisors"] = {"military": "advisor_1_military_colbert"}
    game = run(game, PHASE, "castile")
    offered = verbs(game)
    assert ("fire_advisor", "military") in offered
    assert ("recall_ships", ("f002", "Oviedo")) in offered
    answer(game, "castile", "fire_advisor", "military")
    answer(game, "castile", "recall_ships", ("f002", "Sevilla"))
    assert game.state["forces"]["f002"]["where"] == "Andalucia"
    assert game.state["forces"]["f002"]["port"] == "Sevilla"
    assert not any(key[0] == "recall_ships" for key in verbs(game))
    answer(game, "castile", "collect_income")
    income = next(entry for entry in game.entries if entry.kind == "income")
    assert (income.values["advisors"], income.values["maintenance"]) == (0, -5)
    assert game.state["players"]["castile"]["ducats"] == 20


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)")
def test_an_active_crusade_is_not_built_yet() -> None:
    game = new_game(["castile", "france"])
    game.state["map"]["areas"]["Castilla"]["crusade"] = True
    game = run(game, PHASE, "castile")
    answer(game, "castile", "collect_income")
    with pytest.raises(RuleNotBuilt, match="Crusade Scoring"):
        game.apply("france", Action("collect_income"))


@pytest.mark.rule("eupop-aid:Scoring Power Struggles (p. 43)")
def test_an_active_power_struggle_is_not_built_yet() -> None:
    game = new_game(["castile", "france"])
    struggle = game.state["decks"]["power_struggle"]
    struggle["active"] = struggle["upcoming"]
    assert struggle["active"] is not None
    game = run(game, PHASE, "castile")
    answer(game, "castile", "collect_income")
    with pytest.raises(RuleNotBuilt, match="Scoring Power Struggles"):
        game.apply("france", Action("collect_income"))
