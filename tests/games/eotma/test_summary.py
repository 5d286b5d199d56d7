"""The board summary shown in the terminal."""

from __future__ import annotations

from hegemon.games.eotma.module import RULES
from hegemon.games.eotma.summary import area_line
from tests.games.eotma.helpers import content, new_game


def test_an_area_line_shows_its_markers_ties_and_claims() -> None:
    game = new_game()
    record = game.state["areas"]["Normandy"]
    record.update(
        social_state=-1,
        fortification=2,
        unrest=True,
        partial_conquest={"Wessex": {"seat": "england", "count": 1}},
        ties=["england"],
        claims=["france"],
    )
    assert area_line(game.state, content(), "Normandy", record) == (
        "Normandy (population 2, social state -1, fortification 2, in unrest); "
        "C results: england 1 from Wessex; ties: england; claims: france"
    )


def test_the_summary_lists_each_empire_then_its_areas() -> None:
    game = new_game(seats=["france", "england"])
    lines = RULES.describe(game.state, None)
    assert lines[0] == "AD 1000, round 1 of 10"
    assert lines[1].startswith("Kingdom of France (france): ")
    assert lines[2] == "  Normandy (population 2, social state +1); claims: france"
