"""Adjacency, kinship, lines of communication and connection to the court, as table look-ups."""

from __future__ import annotations

import pytest

from hegemon.games.eotma.module import RULES
from tests.games.eotma.helpers import content, new_game

QUERIES = RULES.queries()


def test_adjacency_covers_land_coast_and_sea_borders() -> None:
    geography = content().geography
    assert geography.adjacent("Ile-de-France", "Normandy")
    assert geography.adjacent("Wessex", "English Channel")
    assert geography.adjacent("English Channel", "North Sea")
    assert not geography.adjacent("Wessex", "Normandy")
    assert geography.steps["Wessex"]["Normandy"] == 2
    assert geography.land_steps["Leon"]["Cordoba"] == 2
    assert "Ireland" not in geography.land_steps["Wessex"]


def test_languages_and_religions_are_told_apart_by_group_and_faith() -> None:
    geography = content().geography
    assert geography.kinship("English", "Frisian") == "related"
    assert geography.kinship("English", "French") == "unrelated"
    assert geography.belief("catholic", "orthodox") == "other_church"
    assert geography.belief("catholic", "sunni") == "other_faith"


@pytest.mark.rule("interpretation:EOTMA-8")
@pytest.mark.parametrize(
    ("seat", "target", "seas"),
    [
        ("england", "Normandy", 1),
        ("england", "Ireland", 1),
        ("france", "Lombardy", 0),
        ("france", "Sicily", 3),
        ("byzantium", "Apulia", 1),
        ("leon", "Ireland", 1),
    ],
)
def test_the_line_of_communication_crosses_the_fewest_sea_areas(
    seat: str, target: str, seas: int
) -> None:
    game = new_game()
    assert QUERIES["line_of_communication"](game.state, seat=seat, target=target) == seas


@pytest.mark.rule("interpretation:EOTMA-8")
def test_the_line_runs_only_through_own_land_areas() -> None:
    game = new_game()
    # Without Burgundy, France reaches Provence only by sea, round Iberia, and Lombardy
    # (no coast) not at all.
    game.state["areas"]["Burgundy"]["owner"] = None
    assert QUERIES["line_of_communication"](game.state, seat="france", target="Provence") == 3
    assert QUERIES["line_of_communication"](game.state, seat="france", target="Lombardy") is None


@pytest.mark.rule("eotma:16.13", "interpretation:EOTMA-8")
def test_an_area_beyond_more_seas_than_the_limit_is_not_connected() -> None:
    game = new_game()
    game.state["areas"]["Normandy"]["owner"] = "england"
    game.state["areas"]["Sicily"]["owner"] = "england"
    assert QUERIES["connected"](game.state, seat="england", area="Normandy")
    assert not QUERIES["connected"](game.state, seat="england", area="Sicily")


@pytest.mark.rule("eotma:16.13", "interpretation:EOTMA-8")
def test_an_area_cut_off_by_land_is_not_connected() -> None:
    game = new_game()
    # Austria touches the Empire's lands only through Bavaria.
    game.state["areas"]["Austria"]["owner"] = "empire"
    game.state["areas"]["Bavaria"]["owner"] = None
    assert not QUERIES["connected"](game.state, seat="empire", area="Austria")
