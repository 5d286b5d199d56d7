"""Step C: every rebel unit acts once, and a lone rebel unit next to a target stays
(aid C. Rebels Siege or Move, EUPOP-P3, EUPOP-P7)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from tests.games.eupop.peace_rebels.harness import ended, kinds, run, six_crowns


def rebels(state: State, key: str, where: str, count: int) -> None:
    state["forces"][key] = {
        "realm": "rebels",
        "where": where,
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": count},
    }
    state["box"]["rebels"] -= count


def rebels_at(state: State) -> dict[str, int]:
    found: dict[str, int] = {}
    for force in state["forces"].values():
        if force["realm"] == "rebels":
            found[force["where"]] = found.get(force["where"], 0) + force["units"]["infantry"]
    return found


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P3")
def test_rebels_that_moved_in_do_not_siege_again_in_the_same_step() -> None:
    """3 rebels in Aragon, 1 in Languedoc (two provinces of tax value 2). Aragon goes first
    and moves 2 into Languedoc; Languedoc's own single rebel then sieges with strength 1,
    too little for either province. The 2 that moved have acted already."""
    state = six_crowns()
    rebels(state, "r1", "Aragon", 3)
    rebels(state, "r2", "Languedoc", 1)
    game = run(state)
    assert ended(game)
    assert rebels_at(state) == {"Aragon": 1, "Languedoc": 3}
    assert state["map"]["provinces"]["Toulouse"]["occupier"] is None
    assert state["map"]["provinces"]["Montpellier"]["occupier"] is None
    assert [kind for kind, _ in kinds(game) if kind == "rebels_siege"] == []


@pytest.mark.rule("eupop-aid:C. Rebels Siege or Move", "interpretation:EUPOP-P7")
def test_a_lone_rebel_unit_next_to_a_target_stays() -> None:
    """One rebel in Aragon; Languedoc (French provinces, no French units) is a target:
    "all but one" moves nobody, and "otherwise" does not apply, so the unit stays."""
    state = six_crowns()
    rebels(state, "r1", "Aragon", 1)
    game = run(state)
    assert ended(game)
    assert rebels_at(state) == {"Aragon": 1}
    assert state["box"]["rebels"] == 23
    assert [kind for kind, _ in kinds(game) if kind.startswith("rebels_")] == []
