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
    assert lines[1] == "Kingdom of France (france): 14 points, 12 gold, 5 year cards"
    assert lines[2] == "  leader Robert the Pious: combat 5, administrative 4, diplomatic 5"
    assert lines[3] == "  court Ile-de-France"
    assert lines[4] == "  Normandy (population 2, social state +1); claims: france"
    assert "Kingdom of England (england): 13 points, 12 gold, 5 year cards" in lines


def test_a_player_sees_the_others_as_a_table_and_the_own_empire_last() -> None:
    game = new_game()
    game.state["areas"]["Wessex"]["unrest"] = True
    lines = RULES.describe(game.state, "france")
    assert lines[1] == (
        "  Other empires        points gold areas unrest year cards combat diplomatic"
    )
    assert lines[2] == (
        "  England                  13   12     4      1          5      5          6"
    )
    assert not any("France" in line for line in lines[1:7])
    assert lines[7] == "Your empire: Kingdom of France (france): 14 points, 12 gold, 5 year cards"
    assert lines[-1] == "  Burgundy (population 2, social state +1); claims: france"


def test_the_summary_of_a_six_seat_game_fits_a_small_screen() -> None:
    game = new_game()
    for seat in game.state["meta"]["seats"]:
        lines = RULES.describe(game.state, seat)
        assert len(lines) <= 24
        assert max(len(line) for line in lines) <= 80


def test_a_single_year_card_is_counted_in_the_singular() -> None:
    game = new_game(seats=["france", "england"])
    game.state["empires"]["france"]["year_cards_left"] = 1
    assert RULES.describe(game.state, "france")[-7].endswith(" 12 gold, 1 year card")
