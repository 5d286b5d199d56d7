"""What the Curia gives and scores in phase 4 and clears in clean-up (aid D. Collect
Monarch Power, E. Score Prestige, Uncontested Papal Controller, Crusade Scoring (p. 46),
B. Board and Status Mat clean-up; EUPOP-U2, U7, U10)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.rules.curia.scoring import (
    clear_tags,
    remove_tokens,
    score_crusades,
    score_uncontested,
)
from hegemon.games.eupop.rules.economy.income import advisor_upkeep
from hegemon.games.eupop.world.curia import catholic_player_realms, papal_controller
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.curia.support import new_game, seat_cardinals
from tests.games.eupop.economy.support import answer, run, verbs

CURIA = "eupop-aid:PAPAL CURIA (p. 45-46)"


@pytest.mark.rule(
    "eupop-aid:D. Collect Monarch Power",
    "eupop-aid:PAPAL CURIA (p. 45-46)",
    "interpretation:EUPOP-U7",
)
def test_the_controller_takes_one_administrative_or_diplomatic_power_in_step_d() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", None, None, None, None, None])
    game = run(game, "income_and_upkeep", "castile")
    answer(game, "castile", "collect_income")
    assert verbs(game) == [("papal_power", "administrative"), ("papal_power", "diplomatic")]
    before = game.state["players"]["castile"]["monarch_power"]["diplomatic"]
    answer(game, "castile", "papal_power", "diplomatic")
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == before + 1


@pytest.mark.rule("eupop-aid:D. Collect Monarch Power", "eupop-aid:PAPAL CURIA (p. 45-46)")
def test_another_realm_takes_no_extra_power() -> None:
    game = new_game()
    seat_cardinals(game, ["france", None, None, None, None, None])
    game = run(game, "income_and_upkeep", "castile")
    answer(game, "castile", "collect_income")
    decision = game.decision()
    assert decision is None or all(action.verb != "papal_power" for action in decision.actions)


@pytest.mark.rule(
    "eupop-aid:B. Collect Income minus Costs",
    "eupop-aid:PAPAL CURIA (p. 45-46)",
    "interpretation:EUPOP-E7",
)
def test_the_controller_pays_one_ducat_less_per_advisor() -> None:
    """Two advisors of skill 1: 2 ducats, none for the Controller."""
    game = new_game()
    game.state["players"]["castile"]["advisors"] = {
        "administrative": "advisor_1_administrative_von_frundsberg",
        "diplomatic": "advisor_1_diplomatic_fugger",
    }
    assert advisor_upkeep(game.state, content_of(game), "castile") == 2
    seat_cardinals(game, ["castile", None, None, None, None, None])
    assert advisor_upkeep(game.state, content_of(game), "castile") == 0


@pytest.mark.rule(
    "eupop-aid:E. Score Prestige",
    "eupop-aid:• Uncontested Papal Controller",
    "interpretation:EUPOP-U2",
)
def test_the_uncontested_controller_scores_catholic_player_realms_but_one_at_most_3() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "castile", "france", None, None, None])
    prestige = game.state["players"]["castile"]["prestige"]
    score_uncontested(game)
    assert game.state["players"]["castile"]["prestige"] == prestige + 3
    for name in ("england", "austria", "poland"):
        game.state["realms"][name]["religion"] = "protestant"
    score_uncontested(game)
    assert game.state["players"]["castile"]["prestige"] == prestige + 3 + 1


@pytest.mark.rule(
    "eupop-aid:E. Score Prestige",
    "eupop-aid:• Uncontested Papal Controller",
    "interpretation:EUPOP-U2",
)
def test_a_contested_controller_scores_nothing() -> None:
    game = new_game()
    seat_cardinals(game, ["castile", "france", "castile", "france", None, None])
    prestige = game.state["players"]["castile"]["prestige"]
    score_uncontested(game)
    assert game.state["players"]["castile"]["prestige"] == prestige


@pytest.mark.rule(
    "eupop-aid:E. Score Prestige",
    "eupop-aid:• Uncontested Papal Controller",
    "eupop-bots:INCOME & UPKEEP PHASE",
)
def test_a_bot_uncontested_controller_scores_on_its_mat() -> None:
    game = new_game()
    seat_cardinals(game, ["england", "england", None, None, None, None])
    prestige = game.state["bots"]["england"]["prestige"]
    score_uncontested(game)
    catholic = len(catholic_player_realms(game.state))
    assert catholic >= 3
    assert game.state["bots"]["england"]["prestige"] == prestige + min(3, catholic - 1)


def crusading() -> Game:
    """A crusade on Granada (two provinces of the Sunni Granada); Castile committed; France
    controls the Curia."""
    game = new_game()
    seat_cardinals(game, ["france", None, None, None, None, None])
    game.state["map"]["areas"]["Granada"]["crusade"] = True
    game.state["players"]["castile"]["crusade"] = ["Granada"]
    game.state["players"]["castile"]["prestige"] = 5
    game.state["players"]["france"]["prestige"] = 5
    return game


def _castile_army_in_granada(game: Game) -> None:
    forces = game.state["forces"]
    key = next(key for key, force in sorted(forces.items()) if force["realm"] == "castile")
    forces[key]["where"] = "Granada"
    forces[key]["units"]["infantry"] = 2


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10")
def test_a_committed_realm_loses_2_while_muslims_hold_the_area() -> None:
    game = crusading()
    _castile_army_in_granada(game)
    score_crusades(game)
    assert game.state["players"]["castile"]["prestige"] == 3


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10")
def test_a_won_crusade_scores_1() -> None:
    game = crusading()
    _castile_army_in_granada(game)
    for province in content_of(game).geography.areas["Granada"].provinces:
        if game.state["map"]["provinces"][province]["owner"] == "granada":
            set_owner(game.state, province, "castile")
    score_crusades(game)
    assert game.state["players"]["castile"]["prestige"] == 6
    assert game.state["players"]["france"]["prestige"] == 5


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10")
def test_no_units_there_is_a_lost_crusade() -> None:
    game = crusading()
    for province in content_of(game).geography.areas["Granada"].provinces:
        set_owner(game.state, province, "castile")
    score_crusades(game)
    assert game.state["players"]["castile"]["prestige"] == 3


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10")
def test_nobody_committed_costs_the_controller_1() -> None:
    game = crusading()
    game.state["players"]["castile"]["crusade"] = []
    score_crusades(game)
    assert game.state["players"]["france"]["prestige"] == 4
    assert game.state["players"]["castile"]["prestige"] == 5


@pytest.mark.rule("eupop-aid:E. Score Prestige", "interpretation:EUPOP-U10")
def test_crusade_and_excommunication_tokens_go_in_step_e() -> None:
    game = crusading()
    game.state["realms"]["france"]["excommunicated"] = True
    remove_tokens(game)
    assert game.state["map"]["areas"]["Granada"]["crusade"] is False
    assert game.state["realms"]["france"]["excommunicated"] is False


@pytest.mark.rule(
    "eupop-aid:E. Score Prestige", "eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10"
)
def test_phase_4_scores_the_crusade_then_clears_the_tokens() -> None:
    """Bot realms are skipped in phase 4; Castile and France pass their steps, then the
    crusade is scored for everyone and the tokens go."""
    game = crusading()
    game.state["realms"]["france"]["excommunicated"] = True
    game = run(game, "income_and_upkeep", "castile")
    for _ in range(30):
        decision = game.decision()
        if decision is None or decision.step == "ask_close":
            break
        game.apply(decision.seat, decision.actions[0])
    assert game.state["map"]["areas"]["Granada"]["crusade"] is False
    assert game.state["realms"]["france"]["excommunicated"] is False
    assert any(entry.kind == "crusade_scored" for entry in game.entries)


@pytest.mark.rule("eupop-aid:B. Board and Status Mat clean-up", "interpretation:EUPOP-U10")
def test_clean_up_b_removes_the_crusade_tags_and_the_rounds_papal_action() -> None:
    game = crusading()
    game.state["round"]["papal_action"] = True
    clear_tags(game)
    assert game.state["players"]["castile"]["crusade"] == []
    assert game.state["round"]["papal_action"] is False


@pytest.mark.rule("eupop-aid:PAPAL CURIA (p. 45-46)", "interpretation:EUPOP-U3")
def test_phase_4_settles_the_roma_cardinal_before_the_controllers_lines() -> None:
    """France occupies Roma during the round: at the start of phase 4 it holds the Roma
    cardinal and, with it, the Curia over Castile's single cardinal to the right."""
    game = new_game()
    seat_cardinals(game, [None, "castile", None, None, None, None])
    game.state["map"]["provinces"]["Roma"]["occupier"] = "france"
    game = run(game, "income_and_upkeep", "castile")
    assert game.state["curia"]["roma"] == "france"
    assert papal_controller(game.state) == "france"


@pytest.mark.rule("eupop-aid:Crusade Scoring (p. 46)", "interpretation:EUPOP-U10")
def test_a_committed_realm_no_longer_catholic_does_not_spare_the_controller() -> None:
    """Castile, committed, has turned Protestant: no Catholic realm is committed, so the
    Controller (France) loses 1 and Castile scores nothing (audit 2026-11-29, finding 2)."""
    game = crusading()
    game.state["realms"]["castile"]["religion"] = "protestant"
    score_crusades(game)
    assert game.state["players"]["france"]["prestige"] == 4
    assert game.state["players"]["castile"]["prestige"] == 5
