"""Peace resolution (phase 3 D) on a six crowns game: what stops, how victory is measured,
and the board changes of the terms (interpretations EUPOP-Q1 to Q9)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import victory
from hegemon.games.eupop.world.wars import start_war

GEOGRAPHY = rules_content(RULES).geography


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def keep_all(game: Game) -> None:
    """Answer every Keep Current Board State question with keeping the province."""
    while (decision := game.decision()) is not None and decision.step == "ask_keep":
        game.apply(decision.seat, Action("keep_choice", "keep", ""))


def answer(game: Game, term: str) -> None:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_term"
    game.apply(decision.seat, Action("peace_term", term, ""))


def force(state: State, key: str, realm: str, where: str, infantry: int) -> None:
    state["forces"][key] = {
        "realm": realm,
        "where": where,
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": infantry},
    }


def occupy(state: State, occupier: str, *names: str) -> None:
    for name in names:
        state["map"]["provinces"][name]["occupier"] = occupier


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-Q8")
def test_a_war_while_the_emperor_defends_the_hre_no_longer_stops(state: State) -> None:
    start_war(state, "france", ["cologne"])
    state["hre"]["defending"] = True
    game = run(state)
    assert game.decision() is not None


@pytest.mark.rule("eupop-aid:Defending the HRE (p. 44)", "interpretation:EUPOP-Q8")
def test_defending_the_hre_without_a_war_stops_nothing(state: State) -> None:
    state["hre"]["defending"] = True
    game = run(state)
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-Q8")
def test_a_war_with_a_bot_member_is_settled_as_any(state: State) -> None:
    # nothing occupied: the white peace of step 1 (a Bot's own terms: tests/games/eupop/bots)
    start_war(state, "france", ["england"])
    state["realms"]["england"]["player"] = "bot"
    run(state)
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:2. Total Victory", "interpretation:EUPOP-Q3")
def test_an_enemy_land_unit_on_the_map_prevents_total_victory(state: State) -> None:
    start_war(state, "castile", ["granada"])
    occupy(state, "castile", "Granada", "Malaga")
    assert victory.total_victory(state, GEOGRAPHY, "castile", "granada")
    force(state, "x1", "granada", "Leon", 1)
    assert not victory.total_victory(state, GEOGRAPHY, "castile", "granada")
    assert not victory.total_victory(state, GEOGRAPHY, "granada", "castile")


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q3")
def test_partial_victory_over_a_player_realm_needs_twice_its_land_units(state: State) -> None:
    state["forces"]["f005"]["units"] = {"infantry": 3, "cavalry": 1}  # England: 4
    assert not victory.partial_victory(state, GEOGRAPHY, "france", "england")  # 7 < 8
    state["forces"]["f003"]["units"] = {"infantry": 6, "cavalry": 2}  # France: 8
    assert victory.partial_victory(state, GEOGRAPHY, "france", "england")
    assert not victory.partial_victory(state, GEOGRAPHY, "england", "france")


@pytest.mark.rule("eupop-aid:3. Partial Victory or Inconclusive", "interpretation:EUPOP-Q3")
def test_units_on_a_distant_continent_without_the_enemy_do_not_count(state: State) -> None:
    del state["forces"]["f001"]
    force(state, "x1", "castile", "Anahuac", 4)
    assert victory.land_units(state, GEOGRAPHY, "castile", "aragon") == 0
    assert victory.land_units(state, GEOGRAPHY, "castile", "aztecs") == 4
    assert not victory.partial_victory(state, GEOGRAPHY, "castile", "aragon")


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-Q3")
def test_victory_goes_only_to_player_realms(state: State) -> None:
    start_war(state, "castile", ["granada"])
    del state["forces"]["f001"]
    occupy(state, "granada", *victory.de_jure(state, "castile"))
    assert not victory.total_victory(state, GEOGRAPHY, "granada", "castile")
    force(state, "x1", "granada", "Granada", 9)
    assert not victory.partial_victory(state, GEOGRAPHY, "granada", "castile")


@pytest.mark.rule("eupop-aid:Peace Resolution (p. 29-30)", "interpretation:EUPOP-Q1")
def test_pairs_go_in_turn_order_then_by_war(state: State) -> None:
    start_war(state, "poland", ["teutonic_order"])
    start_war(state, "england", ["scotland", "ireland"])
    start_war(state, "aragon", ["naples"])
    start_war(state, "castile", ["portugal"])
    assert victory.ordered_pairs(state) == [
        ("w4", "castile", "portugal"),
        ("w2", "england", "ireland"),
        ("w2", "england", "scotland"),
        ("w1", "poland", "teutonic_order"),
        ("w3", "aragon", "naples"),
    ]


@pytest.mark.rule("eupop-aid:Full Annexation", "interpretation:EUPOP-Q7")
def test_the_emperor_annexing_a_subject_of_his_religion_loses_imperial_authority(
    state: State,
) -> None:
    start_war(state, "austria", ["bohemia"])
    occupy(state, "austria", "Praha", "Brno")
    game = run(state)
    answer(game, "full_annexation")
    assert state["hre"]["imperial_authority"] == 1
    assert state["map"]["provinces"]["Praha"]["owner"] == "austria"


@pytest.mark.rule("eupop-aid:Full Annexation", "interpretation:EUPOP-Q7")
def test_annexing_a_realm_of_another_religion_keeps_imperial_authority(state: State) -> None:
    start_war(state, "austria", ["bohemia"])
    state["realms"]["bohemia"]["religion"] = "protestant"
    occupy(state, "austria", "Praha", "Brno")
    game = run(state)
    answer(game, "full_annexation")
    assert state["hre"]["imperial_authority"] == 2


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6")
def test_vassalization_removes_the_losers_alliances_and_marriages(state: State) -> None:
    start_war(state, "austria", ["bavaria"])
    state["realms"]["austria"]["allies"] = []
    state["realms"]["bavaria"]["allies"] = ["france"]
    state["realms"]["france"]["allies"] = ["bavaria"]
    state["realms"]["bavaria"]["marriages"] = ["castile"]
    state["realms"]["castile"]["marriages"] = ["bavaria"]
    tokens = state["supply"]["castile"]["marriages"]
    occupy(state, "austria", "Munchen", "Regensburg")
    game = run(state)
    answer(game, "vassalization")
    assert state["realms"]["bavaria"]["overlord"] == "austria"
    assert (state["realms"]["bavaria"]["allies"], state["realms"]["france"]["allies"]) == ([], [])
    assert state["realms"]["castile"]["marriages"] == []
    assert state["supply"]["castile"]["marriages"] == tokens + 1


@pytest.mark.rule("eupop-aid:Keep Current Board State", "eupop-aid:DNPRs (👤) (p. 35)")
def test_a_dnpr_province_gained_keeps_its_token(state: State) -> None:
    start_war(state, "castile", ["aztecs"])
    force(state, "x1", "castile", "Anahuac", 2)
    occupy(state, "castile", "Veracruz")
    game = run(state)
    answer(game, "keep_board_state")
    assert state["map"]["provinces"]["Veracruz"]["owner"] == "castile"
    assert state["map"]["provinces"]["Veracruz"]["dnpr_token"] == "aztecs"


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5")
def test_a_vassals_province_lost_gives_its_overlord_a_vassal_token(state: State) -> None:
    start_war(state, "ottomans", ["poland"])
    state["forces"]["f008"]["units"] = {"infantry": 12}  # Poland: 6
    occupy(state, "ottomans", "Minsk")
    tokens = state["supply"]["poland"]["vassal_tokens"]
    game = run(state)
    answer(game, "keep_board_state")
    keep_all(game)
    assert state["map"]["provinces"]["Minsk"]["owner"] == "ottomans"
    assert state["supply"]["poland"]["vassal_tokens"] == tokens + 1


@pytest.mark.rule("eupop-aid:Peace Terms (p. 30-31)", "interpretation:EUPOP-Q23")
def test_no_town_token_left_for_a_gained_province_returns_it(state: State) -> None:
    start_war(state, "castile", ["aragon"])
    occupy(state, "castile", "Valencia")
    state["supply"]["castile"]["small_towns"] = 0
    state["supply"]["castile"]["large_towns"] = 0
    game = run(state)
    answer(game, "keep_board_state")
    record = state["map"]["provinces"]["Valencia"]
    assert (record["owner"], record["occupier"]) == ("aragon", None)


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)", "interpretation:EUPOP-Q10")
def test_an_area_vassalized_by_the_emperor_rejoins_the_hre(state: State) -> None:
    state["map"]["areas"]["Bohmen"]["hre"] = False
    start_war(state, "austria", ["bohemia"])
    occupy(state, "austria", "Praha", "Brno")
    game = run(state)
    answer(game, "vassalization")
    assert state["realms"]["bohemia"]["overlord"] == "austria"
    assert state["map"]["areas"]["Bohmen"]["hre"] is True
    assert state["hre"]["imperial_authority"] == 3


@pytest.mark.rule("eupop-aid:Leaving and Rejoining HRE (p. 45)", "interpretation:EUPOP-Q10")
def test_an_area_keeps_its_place_while_a_member_owns_a_province(state: State) -> None:
    start_war(state, "ottomans", ["bohemia"])
    occupy(state, "ottomans", "Brno")
    game = run(state)
    answer(game, "keep_board_state")
    assert state["map"]["provinces"]["Brno"]["owner"] == "ottomans"
    assert state["map"]["areas"]["Bohmen"]["hre"] is True
    assert state["hre"]["imperial_authority"] == 2
