"""The mat changes every rule uses: monarch power, ducats, prestige, stability, loans,
bankruptcy and manpower (six crowns, castile: 10 ducats, 3/3/3 monarch power)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.rules.economy import governing as gov
from hegemon.games.eupop.rules.economy import treasury
from tests.games.eupop.economy.support import new_game

STABILITY = "eupop-aid:Stability (♠) (p. 20)"
BANKRUPTCY = "eupop-aid:Bankruptcy (p. 21)"
MANPOWER = "eupop-aid:Manpower (p. 23)"


@pytest.fixture
def game() -> Game:
    handle = new_game()
    handle.entries = []
    return handle


def castile(game: Game) -> dict[str, object]:
    return dict(game.state["players"]["castile"])


@pytest.mark.rule("eupop-aid:GOVERNING PR (p. 19-21)", "eupop-aid:Monarch Power (♠) (p. 19)")
def test_monarch_power_stops_at_10_and_a_loss_takes_what_there_is(game: Game) -> None:
    assert gov.gain_power(game, "castile", "military", 9, STABILITY) == 7
    assert game.state["players"]["castile"]["monarch_power"]["military"] == 10
    assert gov.lose_power(game, "castile", "diplomatic", 5, STABILITY) == 3
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == 0
    assert gov.can_pay_power(game, "castile", "administrative", 3)
    assert not gov.can_pay_power(game, "castile", "administrative", 4)
    kinds = [(entry.kind, entry.values["change"]) for entry in game.entries]
    assert kinds == [("monarch_power", 7), ("monarch_power", -3)]


@pytest.mark.rule(STABILITY)
@pytest.mark.parametrize(("start", "after", "prestige"), [(2, 3, 5), (3, 3, 7), (-2, -3, 5)])
def test_one_step_of_stability(game: Game, start: int, after: int, prestige: int) -> None:
    mat = game.state["players"]["castile"]
    mat["stability"], mat["prestige"] = start, 5
    gov.change_stability(game, "castile", 1 if after > start or start == 3 else -1, STABILITY)
    assert (mat["stability"], mat["prestige"]) == (after, prestige)


@pytest.mark.rule("eupop-aid:PRESTIGE (🏰) (p. 42-43)", "eupop-aid:Stability (♠) (p. 20)")
def test_a_step_lost_at_minus_three_costs_2_prestige(game: Game) -> None:
    mat = game.state["players"]["castile"]
    mat["stability"], mat["prestige"] = -3, 5
    gov.change_stability(game, "castile", -2, STABILITY)
    assert (mat["stability"], mat["prestige"]) == (-3, 1)
    assert mat["monarch_power"] == {"administrative": 3, "diplomatic": 3, "military": 3}


@pytest.mark.rule(STABILITY)
def test_missing_prestige_at_minus_three_costs_monarch_power_then_nothing(game: Game) -> None:
    mat = game.state["players"]["castile"]
    mat["stability"], mat["prestige"] = -3, 1
    mat["monarch_power"] = {"administrative": 0, "diplomatic": 2, "military": 0}
    gov.change_stability(game, "castile", -1, STABILITY)
    assert mat["prestige"] == 0
    assert mat["monarch_power"] == {"administrative": 0, "diplomatic": 1, "military": 0}
    gov.change_stability(game, "castile", -1, STABILITY)
    assert mat["monarch_power"] == {"administrative": 0, "diplomatic": 0, "military": 0}
    gov.change_stability(game, "castile", -1, STABILITY)
    assert (mat["stability"], mat["prestige"]) == (-3, 0)


@pytest.mark.rule("eupop-aid:Take/Repay Loan (p. 14)")
def test_loans_up_to_five_and_repaying(game: Game) -> None:
    for _ in range(5):
        treasury.take_loan(game, "castile")
    mat = game.state["players"]["castile"]
    assert (mat["ducats"], mat["loans"]) == (35, 5)
    assert not treasury.can_take_loan(game, "castile")
    with pytest.raises(ValueError):
        treasury.take_loan(game, "castile")
    treasury.repay_loan(game, "castile")
    assert (mat["ducats"], mat["loans"]) == (29, 4)


@pytest.mark.rule(BANKRUPTCY)
def test_a_cost_beyond_treasury_and_loans_is_bankruptcy_with_its_whole_list(game: Game) -> None:
    state = game.state
    mat = state["players"]["castile"]
    mat.update(
        ducats=4,
        loans=5,
        stability=-1,
        prestige=10,
        monarch_power={"administrative": 7, "diplomatic": 1, "military": 0},
        advisors={"military": "advisor_1_military_colbert"},
    )
    state["forces"]["f001"]["units"] = {"infantry": 4, "cavalry": 1, "mercenary_cavalry": 2}
    assert treasury.pay_mandatory(
        game, "castile", 9, "eupop-aid:B. Collect Income minus Costs", "upkeep"
    )
    # stability -1 → -3, one step past -3 costs 2 prestige; then 1 prestige
    assert mat["stability"] == -3
    assert mat["prestige"] == 7
    assert (mat["ducats"], mat["loans"]) == (0, 2)
    assert state["forces"]["f001"]["units"] == {"infantry": 4, "cavalry": 1}
    assert mat["advisors"] == {}
    # half rounded up, at most 3: 7 loses 3, 1 loses 1
    assert mat["monarch_power"] == {"administrative": 4, "diplomatic": 0, "military": 0}
    assert [entry.kind for entry in game.entries].count("bankruptcy") == 1
    assert game.entries[1].values == {"unpaid": 5}


@pytest.mark.rule(BANKRUPTCY, "eupop-aid:Take/Repay Loan (p. 14)")
def test_a_cost_covered_by_loans_is_no_bankruptcy(game: Game) -> None:
    mat = game.state["players"]["castile"]
    mat["ducats"], mat["loans"] = 2, 3
    assert not treasury.pay_mandatory(game, "castile", 11, BANKRUPTCY, "upkeep")
    assert (mat["ducats"], mat["loans"]) == (1, 5)


@pytest.mark.rule(MANPOWER)
def test_manpower_rises_to_20_into_available(game: Game) -> None:
    manpower = game.state["players"]["castile"]["manpower"]
    assert manpower == {"total": 9, "available": 4, "exhausted": 0}
    assert treasury.gain_manpower(game, "castile", 15, MANPOWER) == 11
    assert manpower == {"total": 20, "available": 15, "exhausted": 0}


@pytest.mark.rule(MANPOWER)
def test_manpower_falls_from_depleted_then_exhausted_then_available(game: Game) -> None:
    # castile deploys 5 regulars: 12 = 5 deployed + 2 depleted + 3 exhausted + 2 available
    manpower = game.state["players"]["castile"]["manpower"]
    manpower.update(total=12, available=2, exhausted=3)
    assert treasury.lose_manpower(game, "castile", 4, MANPOWER) == 4
    assert manpower == {"total": 8, "available": 2, "exhausted": 1}
    assert treasury.lose_manpower(game, "castile", 2, MANPOWER) == 2
    assert manpower == {"total": 6, "available": 1, "exhausted": 0}
    assert game.entries[-1].kind == "manpower" and game.entries[-1].values["change"] == -2


@pytest.mark.rule("eupop-aid:A. Cut costs", MANPOWER)
def test_disbanding_regular_units_returns_them_to_available_manpower(game: Game) -> None:
    supply = game.state["supply"]["castile"]["cavalry"]
    treasury.disband_units(game, "castile", "f001", "cavalry", 1, "eupop-aid:A. Cut costs")
    assert game.state["forces"]["f001"]["units"] == {"infantry": 4}
    assert game.state["players"]["castile"]["manpower"]["available"] == 5
    assert game.state["supply"]["castile"]["cavalry"] == supply + 1
