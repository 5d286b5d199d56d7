"""Phase 4 as a procedure and the treasury's minor actions in the action menu."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.economy import MENU_ENTRIES, PROCEDURES
from hegemon.games.eupop.rules.sequence.menu import ActionMenu
from tests.games.eupop.economy.support import answer, new_game, run, verbs

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
    content = RULES.content
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


@pytest.mark.rule("eupop-aid:4. INCOME AND UPKEEP", "eupop-bots:INCOME & UPKEEP PHASE")
def test_human_realms_go_in_turn_order_then_the_bots() -> None:
    game = new_game(["poland", "england"])
    game.state["round"]["turn_order"] = ["poland", "castile", "england"]
    game = run(game, PHASE, "poland")
    # austria, the Bot Emperor, rolls for Imperial Authority first
    assert [entry.kind for entry in game.entries] == ["roll", "imperial_authority"]
    asked = []
    while (decision := game.decision()) is not None and decision.step == "ask_cut":
        asked.append(decision.seat)
        assert "castile" not in {entry.seat for entry in game.entries}
        answer(game, decision.seat, "collect_income")
    assert asked == ["poland", "england"]
    assert game.state["players"]["poland"]["ducats"] == 14
    # castile, the one Bot in this turn order, refreshes its Bot Power once the humans are done
    assert [
        (entry.kind, entry.values["move"]) for entry in game.entries if entry.seat == "castile"
    ] == [("bot_power", "discard"), ("bot_power", "gain")]


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


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "eupop-aid:E. Score Prestige")
def test_an_active_crusade_is_scored_and_its_token_removed() -> None:
    """Nobody controls the Curia nor is committed: nothing scores, the token goes (the
    scoring itself: tests/games/eupop/curia/test_scoring.py)."""
    game = new_game(["castile", "france"])
    game.state["map"]["areas"]["Castilla"]["crusade"] = True
    game = run(game, PHASE, "castile")
    answer(game, "castile", "collect_income")
    game.apply("france", Action("collect_income"))
    assert game.state["map"]["areas"]["Castilla"]["crusade"] is False


@pytest.mark.rule("eupop-aid:Scoring Power Struggles (p. 43)")
def test_an_active_power_struggle_is_scored_at_the_end_of_the_phase() -> None:
    """The scoring itself: tests/games/eupop/economy/test_power_struggle.py."""
    game = new_game(["castile", "france"])
    struggle = game.state["decks"]["power_struggle"]
    struggle["active"] = "ps1_italian_wars"  # Bohmen, Brandenburg, Thrakien
    game.state["map"]["areas"]["Bohmen"]["influence"] = {}  # no Bot realm scores
    game = run(game, PHASE, "castile")
    answer(game, "castile", "collect_income")
    game.apply("france", Action("collect_income"))
    assert game.state["decks"]["power_struggle"]["active"] is None
    assert [e.kind for e in game.entries].count("power_struggle_scored") == 1


def test_every_step_the_economy_goes_to_exists() -> None:
    from hegemon.engine.audit import audit

    assert audit(RULES.procedures) == []


@pytest.mark.rule("eupop-aid:Bankruptcy (p. 21)", "eupop-aid:A. Cut costs")
def test_with_nothing_to_cut_and_no_loan_left_upkeep_ends_in_bankruptcy() -> None:
    game = new_game(["castile", "france"])
    state = game.state
    for name in ("f001", "f002"):
        del state["forces"][name]
    for record in state["map"]["provinces"].values():
        if record["owner"] == "castile":
            record["occupier"] = "rebels"
    mat = state["players"]["castile"]
    mat.update(ducats=3, loans=5, stability=-3, prestige=4)
    game = run(game, PHASE, "castile")
    # castile is not asked to cut (nothing to cut, no loan allowed); at -3 it loses 1 power
    assert game.decision() is not None and game.decision().step == "ask_stability_power"
    answer(game, "castile", "stability_power", ("military",))
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("france", "ask_cut")
    income = next(entry for entry in game.entries if entry.kind == "income")
    assert (income.values["base_tax"], income.values["net"]) == (0, -8)
    assert [entry.kind for entry in game.entries if entry.seat == "castile"].count(
        "bankruptcy"
    ) == 1
    # 3 steps past -3 cost 6 prestige (4 held: the 2 missing cost 2 monarch power), then 1 more
    assert (mat["stability"], mat["prestige"], mat["ducats"], mat["loans"]) == (-3, 0, 0, 2)
    # 3/3/3: 2 taken for missing prestige from the largest (administrative, then diplomatic),
    # half of each rounded up (1/1/1), the ruler's 2/1/2 of step D, 1 military lost at -3
    assert mat["monarch_power"] == {"administrative": 3, "diplomatic": 2, "military": 2}
