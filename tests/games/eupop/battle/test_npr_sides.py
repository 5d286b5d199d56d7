"""Every hostile NPR holding a province of the area defends it, and an NPR retreats only
when its whole side is outnumbered (aid "Warfare vs NPRs (p. 36)", "6. Retreat",
interpretations EUPOP-B3, B9)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.prepare import prepare
from hegemon.games.eupop.rules.battle.retreat import npr_retreat
from hegemon.games.eupop.rules.battle.sides import SideData
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war

VS_NPRS = "eupop-aid:Warfare vs NPRs (p. 36)"


@pytest.mark.rule(VS_NPRS, "interpretation:EUPOP-B3")
def test_a_second_hostile_npr_holding_a_province_there_defends_too() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["granada", "aragon"], None)
    state["map"]["provinces"]["Malaga"]["occupier"] = "aragon"
    state["forces"]["f001"]["where"] = "Granada"
    game = RULES.resume(state)
    sides, placed = prepare(game, "Granada", "castile", "granada")
    assert [state["forces"][key]["realm"] for key in placed] == ["granada", "aragon"]
    assert sides["defender"]["factions"] == ["granada", "aragon"]


def side(members: list[str]) -> SideData:
    return SideData(
        main=members[0],
        factions=members,
        leader=None,
        leader_force=None,
        dice="infantry",
        actions=0,
    )


@pytest.mark.rule("eupop-aid:6. Retreat", "interpretation:EUPOP-B9")
def test_an_npr_stays_when_its_side_with_a_player_ally_is_not_outnumbered() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england", "aragon"], None)
    state["forces"]["f003"].update(where="Guyenne", units={"infantry": 5})
    state["forces"]["f011"] = Force(
        realm="aragon", where="Guyenne", port=None, army=False, leader=None, units={"infantry": 2}
    )
    game = RULES.resume(state)
    local = {
        "where": "Guyenne",
        "sides": {"attacker": side(["france"]), "defender": side(["england", "aragon"])},
    }
    npr_retreat(game, local, "aragon", "defender")
    assert state["forces"]["f011"]["units"] == {"infantry": 2}
    state["forces"]["f005"]["units"] = {"infantry": 1}
    npr_retreat(game, local, "aragon", "defender")
    assert state["forces"].get("f011", {}).get("units", {}) == {}
