"""Clean-up A to C on six_crowns: update and refresh, the board and status mats, discarding
down to five (eupop-aid 5. CLEAN-UP)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.cleanup.helpers import (
    REALMS,
    answer,
    decision,
    ended_with,
    kinds,
    set_up,
    start,
)

UPDATE = "eupop-aid:A. Update and Refresh"
BOARD = "eupop-aid:B. Board and Status Mat clean-up"


def quiet(state: State) -> None:
    """No human Emperor to place Imperial influence: the clean-up runs without a question."""
    state["hre"]["emperor"] = None


@pytest.fixture
def state() -> State:
    prepared = set_up()
    quiet(prepared)
    return prepared


@pytest.mark.rule(UPDATE, "eupop-aid:Rounding")
@pytest.mark.parametrize(
    ("exhausted", "moved"), [(0, 0), (2, 2), (3, 3), (5, 3), (7, 4), (9, 5), (12, 6), (15, 6)]
)
def test_half_the_exhausted_manpower_rounded_up_within_3_and_6_is_refreshed(
    state: State, exhausted: int, moved: int
) -> None:
    mat = state["players"]["castile"]["manpower"]
    mat.update(total=9 + exhausted, available=4, exhausted=exhausted)
    state["players"]["castile"]["manpower"]["total"] = 9
    game = start(state)
    assert ended_with(game) == {"final_scoring": False}
    assert state["players"]["castile"]["manpower"] == {
        "total": 9,
        "available": 4 + moved,
        "exhausted": exhausted - moved,
    }


@pytest.mark.rule(UPDATE, "eupop-aid:Manpower (p. 23)", "interpretation:EUPOP-E6")
def test_a_fall_of_manpower_comes_out_of_depleted_then_exhausted_then_available(
    state: State,
) -> None:
    """Castile's tracks give 9 and it has 5 regular units deployed; a mat showing 14 with 6
    available and 2 exhausted holds 1 depleted. It loses 5: 1 depleted, 2 exhausted, then 2
    available (EUPOP-E6, the order of every other decrease)."""
    state["players"]["castile"]["manpower"].update(total=14, available=6, exhausted=2)
    game = start(state)
    assert state["players"]["castile"]["manpower"] == {"total": 9, "available": 4, "exhausted": 0}
    updated = [
        e.values for e in game.entries if e.kind == "manpower_updated" and e.seat == "castile"
    ]
    assert updated == [{"change": -5, "total": 9}]


@pytest.mark.rule(UPDATE)
def test_a_rise_of_manpower_is_added_to_available(state: State) -> None:
    state["players"]["castile"]["manpower"].update(total=7, available=2, exhausted=0)
    start(state)
    assert state["players"]["castile"]["manpower"] == {"total": 9, "available": 4, "exhausted": 0}


@pytest.mark.rule(UPDATE)
def test_allied_units_leave_the_armies_for_the_allied_pool(state: State) -> None:
    army = next(f for f in state["forces"].values() if f["realm"] == "castile" and f["army"])
    army["units"].update(allied_infantry=2, allied_cavalry=1)
    infantry = state["supply"]["castile"]["infantry"]
    cavalry = state["supply"]["castile"]["cavalry"]
    game = start(state)
    assert army["units"] == {"infantry": 4, "cavalry": 1}
    assert state["players"]["castile"]["manpower"]["available"] == 4
    assert state["players"]["castile"]["allied_units"]["available"] == 3
    assert state["supply"]["castile"]["infantry"] == infantry + 2
    assert state["supply"]["castile"]["cavalry"] == cavalry + 1
    assert [e.values for e in game.entries if e.kind == "allied_units_released"] == [{"count": 3}]


@pytest.mark.rule(UPDATE)
def test_an_army_of_allied_units_alone_goes_back_to_supply(state: State) -> None:
    key = next(k for k, f in state["forces"].items() if f["realm"] == "castile" and f["army"])
    state["forces"][key]["units"] = {"allied_infantry": 3}
    armies = state["supply"]["castile"]["armies"]
    start(state)
    assert key not in state["forces"]
    assert state["supply"]["castile"]["armies"] == armies + 1


@pytest.mark.rule(UPDATE)
def test_damaged_heavy_ships_in_port_are_repaired_and_those_at_sea_are_not(state: State) -> None:
    fleet = next(
        f
        for f in state["forces"].values()
        if f["realm"] == "england" and f["where"] == "English Channel"
    )
    fleet["units"] = {"light_ship": 2, "damaged_heavy_ship": 1}
    at_sea = dict(fleet["units"])
    state["forces"]["f900"] = {
        "realm": "england",
        "where": shipped().geography.provinces["London"].area,
        "port": "London",
        "army": True,
        "leader": None,
        "units": {"damaged_heavy_ship": 2, "heavy_ship": 1},
    }
    game = start(state)
    assert fleet["units"] == at_sea == {"light_ship": 2, "damaged_heavy_ship": 1}
    assert state["forces"]["f900"]["units"] == {"heavy_ship": 3}
    assert [e.values for e in game.entries if e.kind == "ships_repaired"] == [{"count": 2}]


@pytest.mark.rule(UPDATE)
def test_exhausted_merchants_are_refreshed(state: State) -> None:
    for merchant in state["players"]["france"]["merchants"]:
        merchant["exhausted"] = True
    game = start(state)
    assert [m["exhausted"] for m in state["players"]["france"]["merchants"]] == [False, False]
    assert [e.values for e in game.entries if e.kind == "merchants_refreshed"] == [{"count": 2}]


def _territories() -> list[str]:
    geography = shipped().geography
    return sorted(n for n, p in geography.provinces.items() if p.territory is not None)


@pytest.mark.rule(UPDATE, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-S3")
@pytest.mark.parametrize(("tokens", "gained"), [(1, 1), (3, 3), (5, 4)])
def test_a_colonist_per_colonial_token_at_most_four(state: State, tokens: int, gained: int) -> None:
    """Castile's colonists stand on vacant territories: one colonist each, at most 4, from
    the supply to the mat."""
    state["supply"]["castile"]["colonists"] = 6
    for name in _territories()[:tokens]:
        set_owner(state, name, None)
        state["map"]["provinces"][name].update(town=None, colonist="castile")
    start(state)
    assert state["players"]["castile"]["colonists"] == gained
    assert state["supply"]["castile"]["colonists"] == 6 - gained


@pytest.mark.rule(UPDATE, "eupop-aid:Concepts & Terms", "interpretation:EUPOP-S3")
def test_a_town_on_a_territory_is_not_colonial(state: State) -> None:
    """A town makes its territory no longer vacant: it gives no colonist."""
    state["supply"]["castile"]["colonists"] = 6
    for name in _territories()[:2]:
        set_owner(state, name, "castile")
        state["map"]["provinces"][name].update(town="small", colonist=None)
    start(state)
    assert state["players"]["castile"]["colonists"] == 0


@pytest.mark.rule(UPDATE, "eupop-aid:Token Limits (p.2)", "interpretation:EUPOP-S3")
def test_colonists_gained_in_clean_up_are_capped_by_the_supply(state: State) -> None:
    """Three Colonial tokens but one colonist left in the supply: one is gained."""
    state["supply"]["castile"]["colonists"] = 1
    for name in _territories()[:3]:
        set_owner(state, name, None)
        state["map"]["provinces"][name].update(town=None, colonist="castile")
    start(state)
    assert state["players"]["castile"]["colonists"] == 1
    assert state["supply"]["castile"]["colonists"] == 0


def large_aztecs(state: State, also: tuple[str, ...] = ()) -> None:
    """The Aztecs own the richest provinces no player realm holds, 10 tax income or more,
    and ``also``; Castile is their ally."""
    geography = shipped().geography
    provinces = sorted(geography.provinces, key=lambda n: (-geography.provinces[n].tax_value, n))
    chosen: list[str] = list(also)
    for name in provinces:
        if state["map"]["provinces"][name]["owner"] not in REALMS:
            chosen.append(name)
        if sum(geography.provinces[n].tax_value for n in chosen) >= 10:
            break
    for name in chosen:
        set_owner(state, name, "aztecs")
    state["realms"]["aztecs"]["allies"] = ["castile"]
    state["realms"]["castile"]["allies"] = ["aztecs"]


@pytest.mark.rule(BOARD, "eupop-aid:Alliances (♠) (p. 32)", "interpretation:EUPOP-S4")
def test_an_alliance_with_a_dnpr_of_tax_income_10_or_more_ends(state: State) -> None:
    large_aztecs(state)
    tokens = state["supply"]["castile"]["alliances"]
    game = start(state)
    assert state["realms"]["castile"]["allies"] == []
    assert state["realms"]["aztecs"]["allies"] == []
    assert state["supply"]["castile"]["alliances"] == tokens + 1
    ended = [(e.seat, dict(e.values)) for e in game.entries if e.kind == "alliance_ended"]
    assert ended == [("castile", {"ally": "aztecs", "reason": "dnpr tax income"})]


@pytest.mark.rule(BOARD, "eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-S4")
def test_ships_in_the_ports_of_a_dnpr_whose_alliance_ends_leave_them(state: State) -> None:
    """Castile's fleet f002 is docked in Lisboa, an Aztec port now: the alliance ends in
    clean-up B and the fleet sails out to the Eastern Atlantic."""
    large_aztecs(state, also=("Lisboa",))
    state["forces"]["f002"]["where"] = "Portugal"
    state["forces"]["f002"]["port"] = "Lisboa"
    start(state)
    assert (state["forces"]["f002"]["where"], state["forces"]["f002"]["port"]) == (
        "Eastern Atlantic",
        None,
    )


@pytest.mark.rule(BOARD, "interpretation:EUPOP-S4", "interpretation:EUPOP-Q14")
def test_an_active_dnpr_ally_ends_too(state: State) -> None:
    """Castile's ally the Aztecs is active in a war: clean-up B ends the alliance (it used to
    stop on RuleNotBuilt) and the Aztecs are no longer an active ally."""
    large_aztecs(state)
    state["realms"]["castile"]["active_allies"] = ["aztecs"]
    game = start(state)
    assert ended_with(game) == {"final_scoring": False}
    assert state["realms"]["castile"]["active_allies"] == []


@pytest.mark.rule(BOARD)
def test_an_alliance_with_a_small_dnpr_stays(state: State) -> None:
    state["realms"]["aztecs"]["allies"] = ["castile"]
    state["realms"]["castile"]["allies"] = ["aztecs"]
    game = start(state)
    assert state["realms"]["castile"]["allies"] == ["aztecs"]
    assert "alliance_ended" not in kinds(game)


@pytest.mark.rule(BOARD, "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)")
def test_a_human_emperor_places_imperial_influence_equal_to_imperial_authority() -> None:
    state = set_up()
    state["hre"]["imperial_influence"] = {"Toscana": 1}
    game = start(state)
    current = decision(game)
    assert (current.seat, current.procedure, current.step) == (
        "austria",
        "imperial_influence",
        "ask_place",
    )
    assert state["hre"]["imperial_influence"] == {}
    assert [a.argument for a in current.actions] == [
        "Bayern",
        "Bohmen",
        "Brandenburg",
        "Holstein",
        "Lombardia",
        "Rheinland",
        "Sachsen",
        "Schwaben",
        "Toscana",
        "Westfalen",
    ]
    answer(game, "place_imperial", "Sachsen")
    answer(game, "place_imperial", "Sachsen")
    assert state["hre"]["imperial_influence"] == {"Sachsen": 2}
    assert ended_with(game) == {"final_scoring": False}


@pytest.mark.rule(BOARD, "eupop-aid:HRE (p. 43-45) / Imperial Influence (p. 44)")
def test_an_area_holding_five_cubes_takes_no_imperial_influence() -> None:
    state = set_up()
    state["map"]["areas"]["Sachsen"]["influence"] = {"poland": 3}
    game = start(state)
    answer(game, "place_imperial", "Sachsen")
    answer(game, "place_imperial", "Sachsen")
    state["hre"]["imperial_influence"] = {}
    state["map"]["areas"]["Sachsen"]["influence"] = {"poland": 5}
    game = start(state)
    assert "Sachsen" not in [a.argument for a in decision(game).actions]


@pytest.mark.rule(BOARD)
def test_the_defending_tag_comes_off_when_the_emperor_is_at_peace(state: State) -> None:
    state["hre"].update(emperor="bavaria", defending=True)
    game = start(state)
    assert state["hre"]["defending"] is False
    assert "defending_hre_ended" in kinds(game)


@pytest.mark.rule(BOARD)
def test_the_defending_tag_stays_while_the_emperor_is_at_war(state: State) -> None:
    state["hre"].update(emperor="bavaria", defending=True)
    state["at_war_with"] = {"bavaria": ["france"], "france": ["bavaria"]}
    start(state)
    assert state["hre"]["defending"] is True


@pytest.mark.rule(BOARD)
@pytest.mark.parametrize(
    ("passed", "holder", "order"),
    [
        (["england", "castile", "france"], "england", ["england", "austria", "ottomans"]),
        (["castile", "poland", "france"], "poland", ["poland", "castile", "france"]),
        (["castile"], "castile", ["castile", "france", "england"]),
        ([], "castile", ["castile", "france", "england"]),
    ],
)
def test_the_first_to_pass_takes_the_first_player_token_or_the_second_if_the_first_holds_it(
    state: State, passed: list[str], holder: str, order: list[str]
) -> None:
    state["round"]["passed"] = passed
    start(state)
    assert state["round"]["first_player"] == holder
    assert state["round"]["turn_order"][:3] == order
    assert state["round"]["passed"] == []


@pytest.mark.rule("eupop-aid:C. Discard down to 5 Action Cards")
def test_a_realm_holding_seven_cards_discards_two_of_its_choice(state: State) -> None:
    hand = ["a1_development", "a1_tax_reform", "a1_land_survey", "a1_court_reform"]
    state["players"]["castile"]["hand"] = [
        *hand,
        "a1_public_works",
        "a1_royal_treasury",
        "a1_integrate_area",
    ]
    state["players"]["france"]["hand"] = [*hand, "a1_public_works"]
    game = start(state)
    current = decision(game)
    assert (current.seat, current.step, len(current.actions)) == ("castile", "ask_discard", 7)
    answer(game, "discard", "a1_tax_reform")
    assert len(decision(game).actions) == 6
    answer(game, "discard", "a1_integrate_area")
    assert ended_with(game) == {"final_scoring": False}
    assert state["players"]["castile"]["hand"] == [
        "a1_development",
        "a1_land_survey",
        "a1_court_reform",
        "a1_public_works",
        "a1_royal_treasury",
    ]
    assert len(state["players"]["france"]["hand"]) == 5
    discards = state["decks"]["action_discards"]["administrative"]
    assert discards[:2] == ["a1_integrate_area", "a1_tax_reform"]


@pytest.mark.rule("eupop-aid:5. CLEAN-UP", "eupop-bots:CLEANUP PHASE")
def test_a_game_with_a_bot_realm_runs_the_bots_clean_up() -> None:
    """Poland, the Bot, takes its part of clean-up A: its reserve back at its manpower less
    its army (bots/phases.py; the human-only steps are tested above)."""
    state = set_up(seats=("castile", "france", "england", "austria", "ottomans"))
    reserve = state["bots"]["poland"]["reserve"]
    assert reserve > 0
    state["bots"]["poland"]["reserve"] = 0
    game = start(state)
    assert game.state["bots"]["poland"]["reserve"] == reserve
