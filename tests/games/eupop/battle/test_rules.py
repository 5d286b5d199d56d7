"""The battle's counting rules on their own: hits per roll, the category a round's first
casualty is taken from, siege strength, the main defender and the battle triggers
(interpretations EUPOP-B1, B4, B5, B11, B13)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle import battle_due
from hegemon.games.eupop.rules.battle.sides import (
    casualty_choices,
    hit_order,
    main_defender,
    score,
)
from hegemon.games.eupop.rules.battle.siege import sieging_units
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


@pytest.mark.rule("eupop-aid:3. Roll Battle Dice")
def test_each_unit_scores_once_matched_with_a_face_of_its_type() -> None:
    faces = ["infantry", "infantry", "infantry", "cavalry", "artillery", "second_infantry"]
    assert score(faces, {"infantry": 2, "cavalry": 1}, naval=False) == 3
    assert score(faces, {"mercenary_infantry": 1, "allied_infantry": 5}, naval=False) == 3
    assert score(faces, {"artillery": 1}, naval=False) == 1
    assert score(["second_infantry", "blank"], {"infantry": 3}, naval=False) == 0


@pytest.mark.rule("eupop-aid:3. Roll Battle Dice")
def test_ships_match_artillery_faces_and_heavy_ships_add_a_hit() -> None:
    faces = ["artillery", "artillery", "infantry"]
    assert score(faces, {"light_ship": 1}, naval=True) == 1
    assert score(faces, {"light_ship": 1, "heavy_ship": 1}, naval=True) == 3
    assert score(["blank"], {"damaged_heavy_ship": 2}, naval=True) == 2


@pytest.mark.rule("eupop-aid:4. Assign Casualties")
def test_a_round_of_casualties_starts_with_mercenaries_and_ships_are_any() -> None:
    units = {"infantry": 1, "mercenary_cavalry": 1, "allied_infantry": 1}
    assert casualty_choices(units, naval=False) == (["mercenary_cavalry"], 0)
    assert casualty_choices({"infantry": 1, "cavalry": 2, "allied_cavalry": 1}, False) == (
        ["infantry", "cavalry"],
        1,
    )
    assert casualty_choices({"allied_infantry": 1}, naval=False) == (["allied_infantry"], 2)
    assert casualty_choices({"galley": 1, "heavy_ship": 1}, naval=True) == (
        ["heavy_ship", "galley"],
        0,
    )


@pytest.mark.rule("eupop-aid:Siege (p. 28)")
def test_siege_uses_the_fewest_units_strongest_first() -> None:
    assert sieging_units({"artillery": 1, "infantry": 3}, 3) == (2, 3)
    assert sieging_units({"infantry": 1, "cavalry": 3}, 2) == (3, 2)
    assert sieging_units({"cavalry": 1}, 1) == (1, 0)
    assert sieging_units({"infantry": 4}, 0) == (0, 0)


@pytest.mark.rule("eupop-aid:1. Battle Preparations")
def test_the_main_defender_is_the_human_realm_with_most_units(state: State) -> None:
    state["forces"]["f001"]["where"] = "Guyenne"
    assert main_defender(state, "Guyenne", ["england", "castile"]) == "castile"
    state["forces"]["f001"]["units"] = {"infantry": 1}
    assert main_defender(state, "Guyenne", ["england", "castile"]) == "england"
    state["realms"]["england"]["player"] = "bot"
    assert main_defender(state, "Guyenne", ["england", "castile"]) == "castile"
    assert hit_order(state, "Guyenne", ["castile", "england"]) == ["england", "castile"]


@pytest.mark.rule("eupop-aid:Battle Triggers (p. 27, 28)")
def test_a_battle_is_due_between_enemies_and_against_hostile_npr_provinces(state: State) -> None:
    geography = rules_content(RULES).geography
    state["forces"]["f003"]["where"] = "Guyenne"
    assert not battle_due(state, geography, "Guyenne")
    start_war(state, "france", ["england"], None)
    assert battle_due(state, geography, "Guyenne")
    state["forces"]["f001"]["where"] = "Granada"
    assert not battle_due(state, geography, "Granada")
    start_war(state, "castile", ["granada"], None)
    assert battle_due(state, geography, "Granada")
    assert not battle_due(state, geography, "Granada", settled=["castile"])
    assert battle_due(state, geography, "English Channel")
