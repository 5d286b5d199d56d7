"""Allied units are a pool of their own, apart from manpower (eupop-aid Allied Units,
Costs, Activating NPR Ally () (p. 33), Refusing a CtA, 2. Total Victory, 5. Clean-up A;
interpretation:EUPOP-W7, EUPOP-W13, EUPOP-Q13, EUPOP-S3)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.recruit import recruitments
from hegemon.games.eupop.rules.war.calls import activate, give_back_allied_units
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup

ALLIED = "eupop-aid:Allied Units"
ACTIVATING = "eupop-aid:Activating NPR Ally () (p. 33)"
REFUSING = "eupop-aid:Refusing a CtA"


@pytest.fixture
def state() -> State:
    """Castile with Portugal as an active ally (no allied units granted yet)."""
    state = setup()
    world(state)["realms"]["castile"]["active_allies"] = ["portugal"]
    return state


def _kinds(state: State) -> set[str]:
    return {r.kind for r in recruitments(state, RULES.content, "castile")}


@pytest.mark.rule(ALLIED, "eupop-aid:Costs", "interpretation:EUPOP-W7")
def test_an_active_ally_with_no_allied_units_left_gives_no_free_infantry(state: State) -> None:
    assert world(state)["players"]["castile"]["manpower"]["available"] == 4
    kinds = _kinds(state)
    assert "infantry" in kinds
    assert "allied_infantry" not in kinds and "allied_cavalry" not in kinds


@pytest.mark.rule(ALLIED, "eupop-aid:Costs", "interpretation:EUPOP-W7")
def test_regular_units_never_use_the_allied_pool(state: State) -> None:
    mat = world(state)["players"]["castile"]
    mat["manpower"]["available"] = 0
    mat["allied_units"] = {"available": 2, "granted": {"portugal": 2}}
    kinds = _kinds(state)
    assert "infantry" not in kinds and "cavalry" not in kinds
    assert "allied_infantry" in kinds


@pytest.mark.rule(ALLIED, "interpretation:EUPOP-W7")
def test_allied_infantry_is_free_and_takes_one_from_the_pool_not_manpower(state: State) -> None:
    mat = world(state)["players"]["castile"]
    mat["allied_units"] = {"available": 2, "granted": {"portugal": 2}}
    game = run(state, "recruit", "castile", None)
    choose(game, "recruit_unit", ("allied_infantry", "Castilla", "castile"))
    mat = world(game.state)["players"]["castile"]
    assert (mat["ducats"], mat["manpower"]["available"], mat["allied_units"]["available"]) == (
        10,
        4,
        1,
    )


@pytest.mark.rule(ACTIVATING, "interpretation:EUPOP-W7")
def test_activation_grants_allied_units_to_the_pool_and_keeps_the_number() -> None:
    state = setup()
    start_war(state, "france", ["england"])
    manpower = world(state)["players"]["france"]["manpower"]["available"]
    game = RULES.resume(state)
    activate(game, "france", "scotland", "w1")
    mat = world(state)["players"]["france"]
    assert mat["allied_units"] == {"available": 2, "granted": {"scotland": 2}}
    assert mat["manpower"]["available"] == manpower


@pytest.mark.rule(REFUSING, "interpretation:EUPOP-W13")
def test_exactly_the_grant_goes_back_even_after_the_ally_lost_provinces() -> None:
    state = setup()
    start_war(state, "france", ["england"])
    game = RULES.resume(state)
    activate(game, "france", "scotland", "w1")
    world(state)["players"]["france"]["allied_units"]["available"] = 5
    for name in ("Edinburgh", "Glasgow"):
        world(state)["map"]["provinces"][name]["occupier"] = "england"
    assert give_back_allied_units(game, "france", "scotland", REFUSING) == 2
    assert world(state)["players"]["france"]["allied_units"] == {"available": 3, "granted": {}}


@pytest.mark.rule(REFUSING, "interpretation:EUPOP-W13")
def test_a_short_pool_gives_back_allied_units_from_the_board(state: State) -> None:
    typed = world(state)
    typed["players"]["castile"]["allied_units"] = {"available": 1, "granted": {"portugal": 3}}
    typed["forces"]["f090"] = Force(
        realm="castile",
        where="Leon",
        port=None,
        army=True,
        leader=None,
        units={"allied_infantry": 1, "allied_cavalry": 2},
    )
    infantry, cavalry = (
        typed["supply"]["castile"]["infantry"],
        typed["supply"]["castile"]["cavalry"],
    )
    game = RULES.resume(state)
    assert give_back_allied_units(game, "castile", "portugal", REFUSING) == 3
    assert typed["forces"]["f090"]["units"] == {"allied_cavalry": 1}
    assert typed["supply"]["castile"]["infantry"] == infantry + 1
    assert typed["supply"]["castile"]["cavalry"] == cavalry + 1
    assert typed["players"]["castile"]["allied_units"]["available"] == 0
