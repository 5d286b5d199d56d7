"""Battle preparations once not built, now fought (aid "1. Battle Preparations",
interpretation EUPOP-B4): the Emperor's Imperial units, and a Bot among the defenders at sea
(interpretation EUPOP-BOT-73)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.battle.harness import BLANK, fight, guyenne, pending

RULES_CONTENT = rules_content(RULES)

PREPARATIONS = "eupop-aid:1. Battle Preparations"


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B4")
def test_an_emperor_defending_the_hre_brings_its_imperial_units_to_a_battle_in_the_hre() -> None:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["hre"].update(emperor="england", defending=True, imperial_units=2)
    state["map"]["areas"]["Guyenne"]["hre"] = True
    fight(state, [BLANK] * 6)
    assert state["forces"]["f000"]["units"] == {"mercenary_infantry": 2}


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B4")
def test_an_emperor_defending_the_hre_fights_without_imperial_units_far_from_it() -> None:
    """Guyenne is outside the HRE and borders none of it by land: the Imperial units cannot
    be used there, so the battle goes on to its first roll."""
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["hre"].update(emperor="england", defending=True)
    game = fight(state, [BLANK] * 6)
    assert pending(game).step != "ask_leader"
    assert any(entry["procedure"] == "battle" for entry in state["stack"])


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B4")
def test_imperial_units_are_not_used_against_npr_hre_members_only() -> None:
    """In an HRE area, against an attacker that is an NPR HRE member, the Emperor may not
    use them: no stop."""
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["hre"].update(emperor="england", defending=True)
    state["map"]["areas"]["Guyenne"]["hre"] = True
    state["realms"]["france"]["kind"] = "npr"
    capital = state["realms"]["france"]["capital"]
    area = RULES_CONTENT.geography.provinces[capital].area
    state["map"]["areas"][area]["hre"] = True
    game = fight(state, [BLANK] * 6)
    assert any(entry["procedure"] == "battle" for entry in state["stack"])
    assert game.decision() is not None


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-BOT-73")
def test_a_bot_among_the_defenders_of_a_naval_battle_fights_as_3_npr_ships() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england", "castile"], None)
    state["realms"]["castile"]["player"] = "bot"
    state["forces"]["f002"]["where"] = "English Channel"
    local = {"where": "English Channel", "attacker": "france", "defender": "england"}
    state["stack"] = [frame("situation", {"procedure": "battle", "local": local, "seat": "france"})]
    game = RULES.resume(state)
    game.advance()
    assert state["forces"]["f002"]["units"] == {"light_ship": 3}
    assert [entry.seat for entry in game.entries if entry.kind == "bot_stand_in"] == ["castile"]
    assert game.decision() is not None  # the humans' battle goes on
