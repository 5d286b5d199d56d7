"""Optional rule 2, Available Mercenaries: an army activated for land movement in an own
area may recruit up to 3 mercenaries that march with it (aid "Land Movement",
interpretation EUPOP-M14)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.world import muster
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, military_module, run, verbs

RULES = ("eupop-aid:Land Movement", "interpretation:EUPOP-M14")
VERB = "recruit_unit"
MERC = ("mercenary_infantry", "Leon", "castile")


def setup(on: bool = True) -> State:
    options = {"available_mercenaries": on}
    game = military_module().setup(
        "six_crowns", seed=1, seats=["castile", "france"], options=options
    )
    state = game.state
    state["forces"]["f001"]["where"] = "Leon"
    state["players"]["castile"]["ducats"] = 30
    return state


def hires(state: State, argument: object = ("move", "f001", "")) -> list[str]:
    game = run(state, "land_activation", "castile", argument)
    return sorted(str(a[1][0]) for a in verbs(game) if a[0] == VERB)


@pytest.mark.rule(*RULES)
def test_an_army_in_an_own_area_is_offered_each_mercenary_it_can_pay() -> None:
    assert hires(setup()) == ["mercenary_cavalry", "mercenary_infantry"]


@pytest.mark.rule(*RULES)
def test_without_the_option_no_mercenary_is_offered() -> None:
    assert hires(setup(on=False)) == []


@pytest.mark.rule(*RULES)
def test_an_army_outside_its_own_areas_is_offered_none() -> None:
    state = setup()
    start_war(state, "castile", ["england"], None)
    state["forces"]["f001"]["where"] = "Guyenne"
    assert hires(state) == []


@pytest.mark.rule(*RULES)
def test_a_single_loose_unit_moved_alone_is_offered_none() -> None:
    state = setup()
    state["forces"]["f001"]["army"] = False
    assert hires(state, ("move", "f001", "infantry")) == []


@pytest.mark.rule(*RULES)
def test_three_at_most_then_none_and_none_after_the_first_move() -> None:
    state = setup()
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    for _ in range(3):
        choose(game, VERB, MERC)
    assert not [a for a in verbs(game) if a[0] == VERB]
    assert state["forces"]["f001"]["units"]["mercenary_infantry"] == 3
    assert state["players"]["castile"]["ducats"] == 18
    state = setup()
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, "move_to", ("Castilla", "free", False))
    assert not [a for a in verbs(game) if a[0] == VERB]


@pytest.mark.rule(*RULES, "eupop-aid:Mercenary Units (Max 3 per Turn)")
def test_the_turns_limit_of_three_is_shared_with_recruit_units() -> None:
    state = setup()
    muster.use_mercenary(state, "castile")
    muster.use_mercenary(state, "castile")
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, VERB, MERC)
    assert not [a for a in verbs(game) if a[0] == VERB]


@pytest.mark.rule(*RULES)
def test_the_army_leaves_no_recruited_mercenary_behind() -> None:
    state = setup()
    game = run(state, "land_activation", "castile", ("move", "f001", ""))
    choose(game, VERB, MERC)
    offered = verbs(game)
    assert ("split_off", "infantry") in offered
    assert ("split_off", "mercenary_infantry") not in offered
