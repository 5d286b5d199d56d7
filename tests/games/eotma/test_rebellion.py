"""Unrest and rebellion, the Unrest & Rebellion Table, the Pillage/Plunder Table, heirless
rebellions and claims."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hegemon.engine.content import ContentError
from hegemon.engine.flow import FlowError, Game, frame
from hegemon.games.eotma.content.loader import PACK, load_pack
from hegemon.games.eotma.rules.plunder_table import plunder_gold
from hegemon.games.eotma.rules.rebellion import rebellion_chance, rebellion_value
from hegemon.games.eotma.rules.scoring import victory_points
from tests.games.eotma.helpers import content, new_game

UNREST = "eotma-overview:Unrest and rebellion"
TABLE = "interpretation:EOTMA-40"
HEIRLESS = "interpretation:EOTMA-44"
LEADER_DICE = [3, 3, 3, 3, 3, 3]
"""Six dice for the three statures of a new leader."""


def _push(game: Game, procedure: str, dice: list[int], **local: object) -> None:
    game.state["rng"]["forced"] = list(dice)
    game.state["stack"].append(frame(procedure, dict(local)))
    game.advance()


@pytest.mark.rule(UNREST, TABLE)
@pytest.mark.parametrize(
    ("value", "total", "result"),
    [
        (-4, 2, "none"),
        (-1, 12, "none"),
        (0, 2, "unrest"),
        (0, 7, "none"),
        (1, 3, "rebellion"),
        (1, 4, "unrest"),
        (1, 10, "unrest"),
        (1, 9, "none"),
        (4, 5, "rebellion"),
        (4, 9, "unrest"),
        (7, 7, "unrest"),
        (7, 8, "rebellion"),
        (8, 7, "rebellion"),
        (15, 7, "rebellion"),
    ],
)
def test_the_unrest_and_rebellion_table(value: int, total: int, result: str) -> None:
    assert content().rebellion.result(value, total) == result


@pytest.mark.rule(UNREST)
def test_the_table_rebels_on_the_overviews_totals() -> None:
    table = content().rebellion
    expected = {
        1: {2, 3, 11, 12},
        2: {2, 3, 4, 11, 12},
        3: {2, 3, 4, 10, 11, 12},
        4: {2, 3, 4, 5, 10, 11, 12},
        5: {2, 3, 4, 5, 9, 10, 11, 12},
        6: {2, 3, 4, 5, 6, 9, 10, 11, 12},
        7: {2, 3, 4, 5, 6, 8, 9, 10, 11, 12},
        8: set(range(2, 13)),
    }
    for value, totals in expected.items():
        rebels = {total for total in range(2, 13) if table.result(value, total) == "rebellion"}
        assert rebels == totals, value


@pytest.mark.rule("eotma:11.3")
@pytest.mark.parametrize(("roll", "gold"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])
def test_the_pillage_plunder_table(roll: int, gold: int) -> None:
    game = new_game()
    game.state["rng"]["forced"] = [roll]
    assert plunder_gold(game, content(), "france", "test") == gold


@pytest.mark.parametrize(
    ("file", "old", "new", "problem"),
    [
        ("rebellion.yaml", "unrest: [4, 10]", "unrest: [3, 10]", "both rebellion and unrest"),
        ("rebellion.yaml", "unrest: [4, 10]", "unrest: [4, 13]", "cannot roll"),
        ("rebellion.yaml", "rebellion: [2, 3, 4, 11, 12]", "rebellion: [2, 3]", "fewer totals"),
        ("pillage_plunder.yaml", "rolls: [6]", "rolls: [5]", "every face once"),
    ],
)
def test_a_broken_table_is_refused(
    tmp_path: Path, file: str, old: str, new: str, problem: str
) -> None:
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)
    text = (folder / file).read_text()
    assert old in text
    (folder / file).write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as error:
        load_pack(folder)
    assert problem in str(error.value)


@pytest.mark.rule(UNREST, "eotma:12.42", "eotma:14.32", "eotma:16.16")
def test_every_term_of_the_rebellion_value() -> None:
    game = new_game()
    state = game.state
    flanders = state["areas"]["Flanders"]
    flanders.update(
        owner="france", unrest=True, fortification=2, ties=["france", "england"], claims=[]
    )
    state["areas"]["Frisia"].update(owner=None, magnate=None)
    value = rebellion_value(state, content(), "Flanders", 2)
    terms = dict(value.terms)
    assert terms["gold attempted"] == 2
    assert terms["fortification"] == -2
    assert terms["owner's tie"] == -2
    assert terms["opponents' ties"] == 2
    assert terms["unrest"] == 5
    assert terms["language"] == 2
    assert terms["religion"] == 0
    assert value.value == sum(terms.values())
    assert value.explain().endswith(f"= {value.value}")
    waived = rebellion_value(state, content(), "Flanders", 2, ["england"])
    assert waived.value == value.value - 2


@pytest.mark.rule(UNREST)
def test_an_area_of_no_empire_has_no_rebellion_value() -> None:
    game = new_game()
    with pytest.raises(ValueError, match="belongs to no empire"):
        rebellion_value(game.state, content(), "Flanders", 0)
    with pytest.raises(FlowError, match="belongs to no empire"):
        _push(game, "rebellion_check", [], area="Flanders", gold=0, cause="test")


@pytest.mark.rule(UNREST, "interpretation:EOTMA-42", "interpretation:EOTMA-21")
def test_a_court_that_rebels_outside_taxation_moves() -> None:
    game = new_game()
    state = game.state
    state["areas"]["Ile-de-France"]["unrest"] = True
    _push(game, "rebellion_check", [1, 1], area="Ile-de-France", gold=0, cause="test")
    assert state["areas"]["Ile-de-France"]["owner"] is None
    assert state["empires"]["france"]["court"] != "Ile-de-France"
    assert state["areas"][state["empires"]["france"]["court"]]["owner"] == "france"


@pytest.mark.rule(HEIRLESS)
def test_a_heirless_death_checks_the_areas_already_in_unrest() -> None:
    game = new_game()
    state = game.state
    state["areas"]["Flanders"]["owner"] = "france"
    state["areas"]["Burgundy"]["unrest"] = True
    _push(game, "stature_check", [1, 1, 1, *LEADER_DICE, 1, 1], seat="france", rating="combat")
    assert state["areas"]["Burgundy"]["owner"] is None
    assert state["areas"]["Flanders"]["owner"] == "france"
    assert state["areas"]["Flanders"]["unrest"] is True
    assert state["rng"]["forced"] == []


@pytest.mark.rule(HEIRLESS)
def test_a_death_with_an_heir_checks_nothing() -> None:
    game = new_game()
    state = game.state
    state["areas"]["Burgundy"]["unrest"] = True
    _push(game, "stature_check", [1, 1, 6, *LEADER_DICE, 1, 1], seat="france", rating="combat")
    assert state["areas"]["Burgundy"]["owner"] == "france"
    assert state["rng"]["forced"] == [1, 1]


@pytest.mark.rule(HEIRLESS, "interpretation:EOTMA-11")
def test_the_heirless_event_checks_the_areas_in_unrest() -> None:
    game = new_game()
    state = game.state
    state["events"]["deck"] = ["dies-heirless"]
    state["areas"]["Burgundy"]["unrest"] = True
    state["areas"]["Champagne"]["unrest"] = True
    _push(game, "event", [*LEADER_DICE, 1, 1, 3, 4], seat="france")
    assert state["areas"]["Champagne"]["owner"] is None
    assert state["areas"]["Burgundy"]["owner"] == "france"
    assert state["stack"][-1]["local"]["result"] == "dies-heirless"


@pytest.mark.rule("interpretation:EOTMA-45", "interpretation:EOTMA-13")
def test_a_claim_scores_for_an_owned_area() -> None:
    game = new_game()
    state = game.state
    state["areas"]["Normandy"]["claims"] = []
    state["areas"]["Normandy"]["ties"] = ["france"]
    before = victory_points(state, content(), "france")
    _push(game, "press_claim", [], seat="france", argument="Normandy")
    assert state["areas"]["Normandy"]["claims"] == ["france"]
    assert victory_points(state, content(), "france") == before + content().victory.claim_bonus


@pytest.mark.rule(TABLE)
def test_the_chance_of_rebellion_rises_with_the_value() -> None:
    chances = [rebellion_chance(content(), value) for value in range(-1, 10)]
    assert chances == sorted(chances)
    assert chances[0] == 0.0
    assert chances[2] == pytest.approx(6 / 36)
    assert chances[-1] == 1.0
