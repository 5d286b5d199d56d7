"""A declaration on an NPR whose area the declaring realm's army already stands in: the
units became hostile to the NPR by the declaration, so its battle is triggered
(interpretation:EUPOP-W14, aid Battle Triggers)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.war.battles import due_battles
from hegemon.games.eupop.world.records import Force
from hegemon.games.eupop.world.wars import join_war, start_war

DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"
TRIGGERS = "eupop-aid:Battle Triggers (p. 27, 28)"


@pytest.fixture
def state() -> State:
    """England's army f005 stands in Bourgogne, an area of Burgundy; its fleet f006 lies in
    the Eastern Atlantic, facing no Burgundian port."""
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f005"]["where"] = "Bourgogne"
    state["forces"]["f006"]["where"] = "Eastern Atlantic"
    state["players"]["england"]["monarch_power"]["military"] = 1
    return state


def declare(state: State, seat: str, argument: Any) -> Game:
    local = {"procedure": "declare_war", "local": {"seat": seat, "argument": argument}}
    state["stack"] = [frame("situation", {**local, "seat": seat})]
    game = RULES.resume(state)
    game.advance()
    return game


def battle(state: State) -> dict[str, Any] | None:
    for entry in state["stack"]:
        if entry["procedure"] == "battle":
            return dict(entry["local"])
    return None


@pytest.mark.rule(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def test_declaring_on_an_npr_whose_area_the_army_stands_in_fights_its_battle(
    state: State,
) -> None:
    declare(state, "england", [["burgundy", None]])
    fought = battle(state)
    assert fought is not None
    assert (fought["where"], fought["attacker"], fought["defender"]) == (
        "Bourgogne",
        "england",
        "burgundy",
    )


@pytest.mark.rule(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def test_ships_facing_the_npr_targets_active_port_fight_first(state: State) -> None:
    state["forces"]["f006"]["where"] = "English Channel"
    declare(state, "england", [["burgundy", None]])
    fought = battle(state)
    assert fought is not None
    assert (fought["where"], fought["defender"]) == ("English Channel", "burgundy")


@pytest.mark.rule(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def test_units_hostile_to_the_npr_before_the_declaration_trigger_nothing(state: State) -> None:
    """England was at war with Burgundy through an earlier war: its army was in Bourgogne,
    hostile, before the turn, so the new war on Burgundy and France triggers no battle
    there."""
    start_war(state, "england", ["burgundy"])
    war = start_war(state, "england", ["france", "burgundy"])
    geography = rules_content(RULES).geography
    assert due_battles(state, geography, war, []) == ([], [])


@pytest.mark.rule(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def test_a_new_war_on_the_npr_makes_its_area_due(state: State) -> None:
    war = start_war(state, "england", ["burgundy"])
    geography = rules_content(RULES).geography
    assert due_battles(state, geography, war, []) == ([], ["Bourgogne"])


@pytest.mark.rule(DECLARE_WAR, "eupop-aid:1. Battle Preparations", "interpretation:EUPOP-W14")
def test_every_realm_of_the_declaring_side_there_attacks_together(state: State) -> None:
    """England declared on France, Castile joined England's side; England's army and
    Castile's stand in Guyenne with France's: both attack, England leading."""
    war = start_war(state, "england", ["france"])
    join_war(state, war, "attackers", "castile", "offensive_call", "england")
    state["forces"]["f001"]["where"] = "Guyenne"
    state["forces"]["f003"]["where"] = "Guyenne"
    state["forces"]["f005"]["where"] = "Guyenne"
    local = {"seat": "england", "war": war, "free": False}
    state["stack"] = [
        frame("situation", {"procedure": "declaration_battles", "local": local, "seat": "england"})
    ]
    game = RULES.resume(state)
    game.advance()
    fought = battle(state)
    assert fought is not None
    assert fought["sides"]["attacker"]["factions"] == ["england", "castile"]
    assert fought["sides"]["defender"]["factions"] == ["france"]


@pytest.mark.rule(DECLARE_WAR, "eupop-aid:Warfare vs NPRs (p. 36)", "interpretation:EUPOP-B3")
def test_the_npr_fights_its_capital_area_first(state: State) -> None:
    """England's 4 units stand in Bourgogne (Burgundy's capital area) and 6 more in
    Flandres: Burgundy's priorities put its capital area before the larger enemy force, so
    England is not asked and Bourgogne is fought first."""
    state["forces"]["f900"] = Force(
        realm="england", where="Flandres", port=None, army=False, leader=None,
        units={"infantry": 6},
    )  # fmt: skip
    game = declare(state, "england", [["burgundy", None]])
    fought = battle(state)
    assert fought is not None and fought["where"] == "Bourgogne"
    asked = game.decision()
    assert asked is not None and asked.step != "ask_next_battle"


@pytest.mark.rule(DECLARE_WAR, TRIGGERS, "interpretation:EUPOP-W14")
def test_the_targets_units_in_an_area_of_an_npr_of_the_declaring_side_fight_it(
    state: State,
) -> None:
    """France declared on England with Burgundy on its side: England's army in Bourgogne
    became hostile to Burgundy by the declaration, so it attacks Burgundy there."""
    war = start_war(state, "france", ["england"])
    join_war(state, war, "attackers", "burgundy", "offensive_call", "france")
    state["forces"]["f004"]["where"] = "North Sea"
    local = {"seat": "france", "war": war, "free": False}
    state["stack"] = [
        frame("situation", {"procedure": "declaration_battles", "local": local, "seat": "france"})
    ]
    RULES.resume(state).advance()
    fought = battle(state)
    assert fought is not None
    assert (fought["where"], fought["attacker"], fought["defender"]) == (
        "Bourgogne",
        "england",
        "burgundy",
    )
