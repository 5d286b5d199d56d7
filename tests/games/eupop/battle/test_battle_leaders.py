"""A player realm picks its battle's leader among several, and may appoint one as the
battle starts; a defender only in its own realm (aid "1. Battle Preparations",
interpretation EUPOP-B8)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.battle.harness import BLANK, answer, fight, guyenne, pending

PREPARATIONS = "eupop-aid:1. Battle Preparations"
PASHA, TROLLE, TARNOWSKI = "general_1_pasha", "general_1_trolle", "general_1_tarnowski"


def rolled(game: Game) -> list[int]:
    return [len(e.values["faces"]) for e in game.entries if e.kind == "battle_roll"]


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B8")
def test_with_two_leaders_there_the_player_picks_the_one_that_leads() -> None:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["forces"]["f003"]["leader"] = PASHA
    state["forces"]["f011"] = Force(
        realm="france", where="Guyenne", port=None, army=True, leader=TROLLE, units={"infantry": 1}
    )
    state["players"]["france"]["monarch_power"]["military"] = 0
    state["players"]["england"]["monarch_power"]["military"] = 0
    game = fight(state, [BLANK] * 12, leaders=True)
    decision = pending(game)
    assert (decision.seat, [(a.verb, a.argument) for a in decision.actions]) == (
        "france",
        [("battle_leader", PASHA), ("battle_leader", TROLLE)],
    )
    answer(game, "france", "battle_leader", TROLLE)
    answer(game, "france", "no_battle_action")
    answer(game, "england", "no_battle_action")
    leaders = [(e.seat, e.values["leader"]) for e in game.entries if e.kind == "battle_leader"]
    assert leaders == [("france", TROLLE)]
    assert rolled(game) == [3 + 2, 3]


@pytest.mark.rule(PREPARATIONS, "eupop-aid:Appoint Advisor/Leader (p. 13)")
def test_the_attacker_appoints_a_general_who_leads_the_battle() -> None:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["players"]["england"]["monarch_power"]["military"] = 0
    game = fight(state, [BLANK] * 12, leaders=True)
    offered = [(a.verb, a.argument) for a in pending(game).actions]
    assert offered == [
        ("no_battle_leader", None),
        ("appoint_battle_leader", TARNOWSKI),
        ("appoint_battle_leader", PASHA),
        ("appoint_battle_leader", TROLLE),
    ]
    answer(game, "france", "appoint_battle_leader", PASHA)
    assert state["players"]["france"]["monarch_power"]["military"] == 1
    assert state["players"]["france"]["leaders"] == [PASHA]
    answer(game, "france", "no_battle_action")
    answer(game, "england", "no_battle_action")
    assert rolled(game) == [3 + 3, 3]


@pytest.mark.rule(PREPARATIONS, "interpretation:EUPOP-B8")
def test_a_defender_appoints_no_general_outside_its_realm() -> None:
    state = guyenne({"infantry": 3}, {"infantry": 3})
    for key in ("f003", "f005"):
        state["forces"][key]["where"] = "Languedoc"
    state["players"]["france"]["monarch_power"]["military"] = 0
    game = fight(state, [BLANK] * 12, leaders=True, where="Languedoc")
    decision = pending(game)
    assert (decision.seat, decision.step) == ("france", "ask_action")
    state = guyenne({"infantry": 3}, {"infantry": 3})
    state["players"]["france"]["monarch_power"]["military"] = 0
    game = fight(state, [BLANK] * 12, leaders=True)
    assert (pending(game).seat, pending(game).step) == ("england", "ask_leader")
