"""An NPR invasion may strike its own areas, and ships docked in the target area are not
its defenders (aid "NPR Invasions (p. 36)", "Invasion sequence", interpretations EUPOP-B14,
B15)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import frame
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.invasion import invasion_defenders, targets
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war

INVASIONS = "eupop-aid:NPR Invasions (p. 36)"


@pytest.mark.rule(INVASIONS, "eupop-aid:Invasion sequence", "interpretation:EUPOP-B14")
def test_the_npr_invades_its_capital_area_where_an_enemy_holds_its_capital() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["aragon"], None)
    state["map"]["provinces"]["Zaragoza"]["occupier"] = "castile"
    assert "Aragon" in targets(state, rules_content(RULES).geography, "aragon")
    state["stack"] = [
        frame(
            "situation",
            {"procedure": "npr_invasion", "local": {"npr": "aragon"}, "seat": "castile"},
        )
    ]
    game = RULES.resume(state)
    game.advance()
    invasions = [e.values for e in game.entries if e.kind == "npr_invasion"]
    assert [(v["area"], v["units"]) for v in invasions] == [("Aragon", 4)]


@pytest.mark.rule(INVASIONS, "interpretation:EUPOP-B15")
def test_a_realm_with_only_ships_docked_in_the_area_does_not_defend_it() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["aragon"], None)
    start_war(state, "france", ["aragon"], None)
    state["forces"]["f002"].update(where="Granada", port="Malaga")
    state["forces"]["f003"]["where"] = "Granada"
    assert invasion_defenders(state, "aragon", "Granada") == ["france"]
    state["forces"]["f010"] = Force(
        realm="castile", where="Granada", port=None, army=False, leader=None, units={"infantry": 1}
    )
    assert invasion_defenders(state, "aragon", "Granada") == ["castile", "france"]
