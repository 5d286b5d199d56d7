"""Step I, the rebel dice: one die per unrest token, each face forced (EUPOP-P2, P8,
P15)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_take
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.peace_rebels.harness import answer, ended, kinds, options, run, six_crowns

REBELLION, POWER, MANPOWER, DUCATS, UNREST, NOTHING = 1, 2, 3, 4, 5, 6
"""The shipped rebel die's faces, by the value rolled."""


@pytest.fixture
def state() -> State:
    state = six_crowns()
    state["map"]["areas"]["Leon"]["unrest"] = {"castile": 1}
    return state


def castile(state: State) -> dict[str, object]:
    mat = state["players"]["castile"]
    return {
        "ducats": mat["ducats"],
        "power": dict(mat["monarch_power"]),
        "manpower": dict(mat["manpower"]),
    }


def faces(game: Game) -> list[tuple[str, dict[str, object]]]:
    return [entry for entry in kinds(game) if entry[0] in ("roll", "rebel_die")]


@pytest.mark.rule(
    "eupop-aid:I. Roll Rebel Dice", "eupop-aid:REBELS (👤) (p. 37)", "eupop-aid:Rebel Dice"
)
def test_one_die_per_unrest_token_area_by_area(state: State) -> None:
    state["map"]["areas"]["Castilla"]["unrest"] = {"castile": 2}
    game = run(state, dice=[NOTHING, NOTHING, NOTHING])
    assert ended(game)
    assert faces(game) == [
        ("roll", {"purpose": "rebel dice in Castilla", "sides": 6, "result": [6, 6]}),
        ("rebel_die", {"area": "Castilla", "face": "none"}),
        ("rebel_die", {"area": "Castilla", "face": "none"}),
        ("roll", {"purpose": "rebel dice in Leon", "sides": 6, "result": [6]}),
        ("rebel_die", {"area": "Leon", "face": "none"}),
    ]


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_blank_face_does_nothing(state: State) -> None:
    before = castile(state)
    game = run(state, dice=[NOTHING])
    assert ended(game)
    assert castile(state) == before
    assert state["map"]["areas"]["Leon"]["unrest"] == {"castile": 1}


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_unrest_face_removes_one_unrest(state: State) -> None:
    game = run(state, dice=[UNREST])
    assert ended(game)
    assert state["map"]["areas"]["Leon"]["unrest"] == {}


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_ducats_face_loses_two_ducats(state: State) -> None:
    game = run(state, dice=[DUCATS])
    assert ended(game)
    assert state["players"]["castile"]["ducats"] == 8


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_ducats_face_loses_no_more_than_the_realm_holds(state: State) -> None:
    state["players"]["castile"]["ducats"] = 1
    game = run(state, dice=[DUCATS])
    assert ended(game)
    assert state["players"]["castile"]["ducats"] == 0


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_manpower_face_exhausts_one_manpower(state: State) -> None:
    game = run(state, dice=[MANPOWER])
    assert ended(game)
    assert state["players"]["castile"]["manpower"] == {"total": 9, "available": 3, "exhausted": 1}
    assert state["players"]["castile"]["ducats"] == 10


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_manpower_face_without_manpower_costs_two_ducats(state: State) -> None:
    state["players"]["castile"]["manpower"]["available"] = 0
    game = run(state, dice=[MANPOWER])
    assert ended(game)
    assert state["players"]["castile"]["ducats"] == 8
    assert state["players"]["castile"]["manpower"]["exhausted"] == 0


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_power_face_loses_one_power_of_the_realms_choice(state: State) -> None:
    game = run(state, dice=[POWER])
    decision = options(game)
    assert (decision.seat, decision.step) == ("castile", "ask_rebel_die")
    assert [action.argument for action in decision.actions] == [
        "administrative",
        "diplomatic",
        "military",
    ]
    answer(game, "lose_power", "military")
    assert ended(game)
    assert state["players"]["castile"]["monarch_power"] == {
        "administrative": 3,
        "diplomatic": 3,
        "military": 2,
    }


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_the_power_face_without_power_costs_two_ducats(state: State) -> None:
    state["players"]["castile"]["monarch_power"] = {
        "administrative": 0,
        "diplomatic": 0,
        "military": 0,
    }
    game = run(state, dice=[POWER])
    assert ended(game)
    assert state["players"]["castile"]["ducats"] == 8


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Take/Repay Loan (p. 14)")
def test_a_payment_the_treasury_cannot_make_takes_a_loan(state: State) -> None:
    state["players"]["castile"]["ducats"] = 1
    state["players"]["castile"]["manpower"]["available"] = 0
    game = run(state, dice=[MANPOWER])
    assert ended(game)
    assert (state["players"]["castile"]["ducats"], state["players"]["castile"]["loans"]) == (4, 1)
    assert kinds(game)[2:] == [
        ("loan", {"change": 1, "loans": 1, "ducats": 6}),
        ("ducats", {"change": -2, "now": 4, "reason": "rebel die"}),
    ]


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Bankruptcy (p. 21)")
def test_a_payment_neither_treasury_nor_loans_can_make_is_bankruptcy(state: State) -> None:
    state["players"]["castile"]["ducats"] = 1
    state["players"]["castile"]["loans"] = 5
    state["players"]["castile"]["manpower"]["available"] = 0
    game = run(state, dice=[MANPOWER])
    assert ended(game)
    mat = state["players"]["castile"]
    assert (mat["ducats"], mat["loans"], mat["stability"], mat["prestige"]) == (0, 2, -3, 0)
    assert mat["monarch_power"] == {"administrative": 1, "diplomatic": 1, "military": 1}
    assert kinds(game)[2:4] == [
        ("ducats", {"change": -1, "now": 0, "reason": "rebel die"}),
        ("bankruptcy", {"unpaid": 1}),
    ]


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Rebel Units (👤)")
def test_a_rebellion_without_units_occupies_a_core_province_of_the_realms_choice(
    state: State,
) -> None:
    game = run(state, dice=[REBELLION])
    decision = options(game)
    assert (decision.seat, decision.step) == ("castile", "ask_rebel_die")
    assert [action.argument for action in decision.actions] == ["Leon", "Oviedo"]
    answer(game, "rebellion", "Oviedo")
    assert ended(game)
    assert state["map"]["provinces"]["Oviedo"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Leon"]["occupier"] is None


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Rebel Units (👤)")
def test_two_rebellions_strike_two_provinces(state: State) -> None:
    state["map"]["areas"]["Leon"]["unrest"] = {"castile": 2}
    game = run(state, dice=[REBELLION, REBELLION])
    answer(game, "rebellion", "Leon")
    assert ended(game)
    assert state["map"]["provinces"]["Leon"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Oviedo"]["occupier"] == "rebels"


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:Rebel Units (👤)")
def test_a_rebellion_passes_over_a_province_rebels_hold(state: State) -> None:
    state["map"]["areas"]["Leon"]["unrest"] = {}
    state["map"]["areas"]["Andalucia"]["unrest"] = {"castile": 1}
    state["map"]["provinces"]["Sevilla"]["occupier"] = "rebels"
    state["players"]["castile"]["prestige"] = 10
    game = run(state, dice=[REBELLION])
    assert ended(game)
    assert state["map"]["provinces"]["Cordoba"]["occupier"] == "rebels"
    assert state["map"]["provinces"]["Sevilla"]["occupier"] == "rebels"
    assert state["players"]["castile"]["prestige"] == 7


@pytest.mark.rule("eupop-aid:Rebel Dice", "eupop-aid:7. Proclaim a Winner")
def test_a_rebellion_beside_the_realms_units_places_a_rebel_that_fights_and_wins(
    state: State,
) -> None:
    state["map"]["areas"]["Leon"]["unrest"] = {}
    state["map"]["areas"]["Castilla"]["unrest"] = {"castile": 1}
    state["forces"]["f001"]["units"] = {"infantry": 1}
    # The rebellion die, then the rebel's infantry face against Castile's blanks.
    game = run(state, dice=[REBELLION, 1, 6, 6, 6, 6, 6])
    answer(game, "no_battle_leader", None)
    decision = options(game)
    assert (decision.seat, decision.procedure) == ("castile", "battle_action")
    answer(game, "no_battle_action", None)
    assert ended(game)
    assert state["box"]["rebels"] == 23
    assert "f001" not in state["forces"]
    assert [
        (force["where"], force["units"])
        for force in state["forces"].values()
        if force["realm"] == "rebels"
    ] == [("Castilla", {"infantry": 1})]
    assert ("rebellion", {"area": "Castilla", "rebels_placed": 1}) in kinds(game)
    won = [values for kind, values in kinds(game) if kind == "battle_won"]
    assert [(item["winner"], item["defender"]) for item in won] == [("attacker", "castile")]


@pytest.mark.rule("eupop-aid:Rebel Dice")
def test_a_rebellion_beside_the_realms_units_is_beaten_back(state: State) -> None:
    state["map"]["areas"]["Leon"]["unrest"] = {}
    state["map"]["areas"]["Castilla"]["unrest"] = {"castile": 1}
    game = run(state, dice=[REBELLION, 6, 6, 6, 1, 6, 6])
    answer(game, "no_battle_leader", None)
    answer(game, "no_battle_action", None)
    assert ended(game)
    assert state["box"]["rebels"] == 24
    assert state["forces"]["f001"]["units"] == {"infantry": 4, "cavalry": 1}
    won = [values for kind, values in kinds(game) if kind == "battle_won"]
    assert [(item["winner"], item["losses"]) for item in won] == [
        ("defender", {"attacker": 1, "defender": 0})
    ]


@pytest.mark.rule("eupop-aid:Rebel Units (👤)")
def test_rebels_liberate_a_core_province_an_enemy_of_its_owner_occupies(state: State) -> None:
    start_war(state, "castile", ["france"])
    state["map"]["provinces"]["Sevilla"]["occupier"] = "france"
    geography = RULES.content.geography
    assert rebels_take(state, geography, "Sevilla") == "liberated"
    assert state["map"]["provinces"]["Sevilla"]["occupier"] is None
    assert rebels_take(state, geography, "Sevilla") == "occupied"
    assert state["map"]["provinces"]["Sevilla"]["occupier"] == "rebels"
