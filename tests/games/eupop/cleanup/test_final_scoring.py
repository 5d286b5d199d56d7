"""Final scoring on six_crowns: each line, the totals and the tie breakers (eupop-aid FINAL
SCORING)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.rules.cleanup.scoring import score_lines, winners
from tests.games.eupop.cleanup.helpers import REALMS, set_up, start

FINAL = "eupop-aid:FINAL SCORING"


def arranged() -> State:
    """Castile: two missions in hand, one met (4) and one not (5), two alliances, a
    marriage, a core, the Papal Curia, stability 2, two loans and Toledo (tax value 3)
    occupied by France."""
    state = set_up()
    castile = state["players"]["castile"]
    castile.update(missions=["m_castile_trade", "m_castile_expand"], stability=2, loans=2)
    state["realms"]["castile"]["allies"] = ["portugal", "aragon"]
    state["realms"]["castile"]["marriages"] = ["france"]
    state["map"]["areas"]["Castilla"]["cores"] = ["castile"]
    state["map"]["provinces"]["Toledo"]["occupier"] = "france"
    state["curia"] = {"slots": ["castile", None], "roma": None}
    return state


@pytest.mark.rule(FINAL, "eupop-aid:Missions (p. 42)", "eupop-aid:PAPAL CURIA (p. 45-46)")
def test_each_final_scoring_line_of_castile() -> None:
    state = arranged()
    assert score_lines(state, shipped(), "castile") == {
        "missions": 4,
        "tax_income": 12,
        "alliances": 2,
        "marriages": 1,
        "cores": 1,
        "papal_controller": 5,
        "emperor": 0,
        "stability": 4,
        "occupied": -3,
        "loans": -2,
    }


@pytest.mark.rule(FINAL, "eupop-aid:B. Collect Income minus Costs", "eupop-aid:Rounding")
def test_the_emperor_scores_imperial_authority_and_a_vassal_half_its_tax_rounded_up() -> None:
    state = set_up()
    austria = score_lines(state, shipped(), "austria")
    assert (austria["tax_income"], austria["emperor"], austria["alliances"]) == (7, 2, 1)
    geography = shipped().geography
    vassal = sum(
        geography.provinces[name].tax_value
        for name, record in state["map"]["provinces"].items()
        if record["owner"] == "lithuania"
    )
    assert score_lines(state, shipped(), "poland")["tax_income"] == 7 + (vassal + 1) // 2


@pytest.mark.rule(FINAL)
def test_negative_stability_loses_twice_its_value() -> None:
    state = set_up()
    state["players"]["england"]["stability"] = -3
    assert score_lines(state, shipped(), "england")["stability"] == -6


@pytest.mark.rule(FINAL, "eupop-aid:Missions (p. 42)", "interpretation:EUPOP-S10")
def test_a_mission_in_hand_whose_goal_is_not_met_scores_nothing() -> None:
    """Castile holds Expand (5 prestige; two provinces of Bohmen), owning none there."""
    state = set_up()
    state["players"]["castile"]["missions"] = ["m_castile_expand"]
    assert score_lines(state, shipped(), "castile")["missions"] == 0


@pytest.mark.rule(FINAL, "eupop-aid:PAPAL CURIA (p. 45-46)", "eupop-aid:RELIGION, FAITH (p. 38)")
def test_the_papal_controller_counts_counter_reformed_realms_as_catholic() -> None:
    """Five Catholic realms (all but the Ottomans), England turned Counter-Reformed."""
    state = set_up()
    state["curia"] = {"slots": ["castile", None], "roma": None}
    state["realms"]["england"]["religion"] = "counter_reformed"
    assert score_lines(state, shipped(), "castile")["papal_controller"] == 5


@pytest.mark.rule(FINAL, "interpretation:EUPOP-S10", "interpretation:EUPOP-E1")
def test_final_scoring_never_takes_prestige_below_zero() -> None:
    """England, no prestige, stability -3 (-6) and 20 loans (-20): its lines add up below
    0, and its prestige stops at 0."""
    state = set_up()
    state["players"]["england"].update(prestige=0, stability=-3, loans=20)
    assert sum(score_lines(state, shipped(), "england").values()) < 0
    game = start(state, "final_scoring")
    assert game.outcome is not None
    assert state["players"]["england"]["prestige"] == 0


@pytest.mark.rule(FINAL)
def test_without_a_curia_record_no_one_scores_as_papal_controller() -> None:
    state = set_up()
    assert [score_lines(state, shipped(), r)["papal_controller"] for r in REALMS] == [0] * 6


@pytest.mark.rule(FINAL)
def test_final_scoring_adds_every_line_logs_them_and_ends_the_game() -> None:
    state = arranged()
    game = start(state, "final_scoring")
    outcome = game.outcome
    assert outcome is not None
    assert outcome.winners == ("castile",)
    assert outcome.scores["castile"] == 24
    assert outcome.scores["france"] == 16 + 1
    assert outcome.scores["austria"] == 7 + 2 + 1
    assert outcome.scores["england"] == 12
    assert state["players"]["castile"]["prestige"] == 24
    lines = [
        (e.values["line"], e.values["points"])
        for e in game.entries
        if e.kind == "final_score" and e.values["realm"] == "castile"
    ]
    assert lines == [
        ("missions", 4),
        ("tax_income", 12),
        ("alliances", 2),
        ("marriages", 1),
        ("cores", 1),
        ("papal_controller", 5),
        ("emperor", 0),
        ("stability", 4),
        ("occupied", -3),
        ("loans", -2),
    ]
    assert [e.values for e in game.entries if e.kind == "winners"] == [{"realms": ["castile"]}]


@pytest.mark.rule(FINAL)
@pytest.mark.parametrize(
    ("france", "expected"),
    [
        ({"prestige": 40, "stability": 0, "ducats": 0}, ("france",)),
        ({"prestige": 30, "stability": 2, "ducats": 0}, ("france",)),
        ({"prestige": 30, "stability": 1, "ducats": 11}, ("france",)),
        ({"prestige": 30, "stability": 1, "ducats": 9}, ("castile",)),
        ({"prestige": 30, "stability": 1, "ducats": 10}, ("castile", "france")),
    ],
)
def test_the_tie_breakers_are_stability_then_ducats(
    france: dict[str, int], expected: tuple[str, ...]
) -> None:
    state = set_up()
    state["players"]["castile"].update(prestige=30, stability=1, ducats=10)
    state["players"]["france"].update(france)
    assert winners(state) == expected
