"""Ships on trade-protection slots in battles and their odds (fourth check of 2026-11-28,
findings 1, 2 and 5): the ships are in their sea zone (interpretation EUPOP-20), a realm at
war with their owner sailing in fights them, and the odds ``?N`` shows count them on the
side the battle puts them (a Bot's beside a human as 3 ships, EUPOP-BOT-73)."""

from __future__ import annotations

import pytest

from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.odds import battle_odds, due_against, forecast
from hegemon.games.eupop.rules.battle.triggers import battle_due_for
from hegemon.games.eupop.rules.military.common import battle_defender
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import choose, run, setup

CONTENT = rules_content(RULES)
ZONE = "Eastern Atlantic"
ARTILLERY_DIE = tuple(CONTENT.dice.battle_dice["artillery"])
SEQUENCE = "eupop-aid:Battle Sequence (p. 26-28)"
TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"
ODDS = "interpretation:EUPOP-B18"


def _at_war(slots: list[str], france_ships: int = 0) -> State:
    """Castile at war with France; Castile's fleet f002 (2 light ships) docked in Sevilla,
    facing the Eastern Atlantic, whose slots hold ``slots``; France's loose ships there."""
    state = setup()
    typed = world(state)
    start_war(state, "castile", ["france"])
    typed["map"]["sea_zones"][ZONE]["trade_protection"] = list(slots)
    typed["forces"]["f002"].update(where="Andalucia", port="Sevilla")
    if france_ships:
        typed["forces"]["f900"] = Force(
            realm="france",
            where=ZONE,
            port=None,
            army=False,
            leader=None,
            units={"light_ship": france_ships},
        )
    return state


@pytest.mark.rule(SEQUENCE, ODDS, "interpretation:EUPOP-20")
def test_the_attackers_own_slot_ships_count_in_its_odds() -> None:
    """The battle brings Castile's 2 slot ships off the slots to fight: 4 against 2."""
    state = _at_war(["castile", "castile"], france_ships=2)
    seen = forecast(state, CONTENT, ZONE, ["castile"], "france", {"light_ship": 2})
    assert seen.attacker.units == {"light_ship": 4}
    assert seen.attacker.from_slots == 2
    assert seen.defender.units == {"light_ship": 2}
    expected = battle_odds((4, 0, 0), (2, 0, 0), True, (3, 3), (ARTILLERY_DIE, ARTILLERY_DIE))
    assert seen.odds == expected
    assert world(state)["map"]["sea_zones"][ZONE]["trade_protection"] == ["castile", "castile"]


@pytest.mark.rule(SEQUENCE, ODDS, "interpretation:EUPOP-20")
def test_the_enemys_slot_ships_count_on_the_defending_side() -> None:
    state = _at_war(["france", "france"], france_ships=2)
    seen = forecast(state, CONTENT, ZONE, ["castile"], "france", {"light_ship": 2})
    assert seen.defender.realms == ("france",)
    assert seen.defender.units == {"light_ship": 4}
    assert seen.defender.from_slots == 2
    expected = battle_odds((2, 0, 0), (4, 0, 0), True, (3, 3), (ARTILLERY_DIE, ARTILLERY_DIE))
    assert seen.odds == expected


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-20", "interpretation:EUPOP-B13")
def test_enemy_ships_only_on_slots_make_a_battle_due_for_the_realm_sailing_in() -> None:
    state = _at_war(["france"])
    assert due_against(state, CONTENT, ZONE, "castile")
    assert battle_defender(state, "castile", ZONE, True, ()) == "france"
    seen = forecast(state, CONTENT, ZONE, ["castile"], "france", {"light_ship": 2})
    assert seen.defender.units == {"light_ship": 1}
    assert seen.defender.from_slots == 1


@pytest.mark.rule(TRIGGERS, "interpretation:EUPOP-20", "interpretation:EUPOP-B13")
def test_two_other_realms_at_war_on_the_slots_start_no_battle_of_the_mover() -> None:
    """France and England, at war with each other, both hold the zone's slots; Castile, at
    war with neither, sails in: it fights nobody."""
    state = setup()
    start_war(state, "france", ["england"])
    world(state)["map"]["sea_zones"][ZONE]["trade_protection"] = ["england", "france"]
    assert not battle_due_for(state, CONTENT.geography, ZONE, "castile")
    assert battle_due_for(state, CONTENT.geography, ZONE, "france")


@pytest.mark.rule(TRIGGERS, SEQUENCE, "interpretation:EUPOP-20")
def test_sailing_into_enemy_slot_ships_fights_them() -> None:
    state = _at_war(["france"])
    game = run(state, "naval_activation", "castile", ("move", "f002"))
    choose(game, "sail_to", (ZONE, None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    kinds = [(entry.kind, entry.seat) for entry in game.entries]
    assert ("slots_vacated", "france") in kinds
    battles = [entry.values for entry in game.entries if entry.kind == "battle"]
    assert battles == [{"where": ZONE, "attacker": "castile", "defenders": ["france"]}]
    assert world(game.state)["map"]["sea_zones"][ZONE]["trade_protection"] == []


@pytest.mark.rule("eupop-aid:1. Battle Preparations", ODDS, "interpretation:EUPOP-BOT-73")
def test_the_odds_count_a_bot_beside_the_main_defender_at_sea_as_3_ships() -> None:
    """France attacks the English Channel, where England (human: 2 light ships and a heavy
    one) and Castile (a Bot) have ships: Castile fights as 3 NPR ships of England's side,
    whether its ships sail there or stand on the zone's slots."""
    for on_slots in (False, True):
        state = RULES.setup("six_crowns", seed=1).state
        start_war(state, "france", ["england", "castile"], None)
        state["realms"]["castile"]["player"] = "bot"
        if on_slots:
            del state["forces"]["f002"]
            state["map"]["sea_zones"]["English Channel"]["trade_protection"] = ["castile"]
        else:
            state["forces"]["f002"]["where"] = "English Channel"
        seen = forecast(state, CONTENT, "English Channel", ["france"], "england")
        assert seen.defender.realms == ("england", "castile")
        assert seen.defender.units == {"light_ship": 5, "heavy_ship": 1}
