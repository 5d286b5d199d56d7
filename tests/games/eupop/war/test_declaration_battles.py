"""The close of a declaration: the battles it triggers, naval ones first and in the order
the declaring realm picks, then, with no battle, the free activation or recruit
(interpretation:EUPOP-W14); and one declaration on several targets (EUPOP-W15)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.records import Force

DECLARE_WAR = "eupop-aid:Declare War (1 $\\times$ ) (p. 16)"


@pytest.fixture
def state() -> State:
    """England's fleet and France's share the English Channel; England's army stands in
    Guyenne."""
    return RULES.setup("six_crowns", seed=1).state


def declare(state: State, seat: str, argument: Any) -> Game:
    local = {"procedure": "declare_war", "local": {"seat": seat, "argument": argument}}
    state["stack"] = [frame("situation", {**local, "seat": seat})]
    game = RULES.resume(state)
    game.advance()
    return game


def decision(game: Game) -> Decision:
    found = game.decision()
    assert found is not None
    return found


def battle_at(state: State) -> str | None:
    """Where the battle under way is fought (None without one)."""
    for entry in state["stack"]:
        if entry["procedure"] == "battle":
            return str(entry["local"]["where"])
    return None


def add_force(state: State, key: str, realm: str, where: str, units: dict[str, int]) -> None:
    state["forces"][key] = Force(
        realm=realm, where=where, port=None, army=False, leader=None, units=units
    )


@pytest.mark.rule(DECLARE_WAR, "eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-W14")
def test_a_declaration_fights_the_naval_battle_before_the_land_battle(state: State) -> None:
    state["forces"]["f003"]["where"] = "Guyenne"
    game = declare(state, "england", [["france", None]])
    decision(game)
    assert battle_at(state) == "English Channel"


@pytest.mark.rule(DECLARE_WAR, "eupop-aid:Battle Triggers (p. 27, 28)", "interpretation:EUPOP-W14")
def test_the_declaring_realm_picks_the_order_of_the_battles(state: State) -> None:
    state["forces"]["f004"]["where"] = "North Sea"
    state["forces"]["f003"]["where"] = "Guyenne"
    add_force(state, "f900", "england", "Ile-de-France", {"infantry": 1})
    add_force(state, "f901", "france", "Ile-de-France", {"infantry": 1})
    game = declare(state, "england", [["france", None]])
    asked = decision(game)
    assert (asked.seat, asked.step) == ("england", "ask_next_battle")
    assert [a.argument for a in asked.actions] == ["Guyenne", "Ile-de-France"]
    game.apply("england", Action("fight_battle", "Ile-de-France"))
    decision(game)
    assert battle_at(state) == "Ile-de-France"


@pytest.mark.rule(DECLARE_WAR, "interpretation:EUPOP-W14")
def test_with_no_battle_the_declaration_offers_a_free_land_activation(state: State) -> None:
    state["forces"]["f004"]["where"] = "North Sea"
    state["players"]["england"]["monarch_power"]["military"] = 1
    game = declare(state, "england", [["france", None]])
    asked = decision(game)
    assert (asked.seat, asked.step) == ("england", "ask_free_action")
    move = Action("free_action", ("land_activation", "move", "f005", ""))
    assert move in asked.actions
    game.apply("england", move)
    assert state["players"]["england"]["monarch_power"]["military"] == 0
    assert decision(game).procedure == "land_activation"


def steps_until_done(game: Game, state: State) -> list[str]:
    """Play the first offer of every decision until the declaration is over."""
    seen = []
    for _ in range(300):
        if not any(entry["procedure"] == "declare_war" for entry in state["stack"]):
            break
        asked = decision(game)
        seen.append(asked.step)
        game.apply(asked.seat, asked.actions[0])
    return seen


@pytest.mark.rule(DECLARE_WAR, "interpretation:EUPOP-W14")
def test_a_declaration_that_triggers_a_battle_offers_no_free_action(state: State) -> None:
    state["forces"]["f004"]["where"] = "North Sea"
    state["forces"]["f003"]["where"] = "Guyenne"
    game = declare(state, "england", [["france", None]])
    seen = steps_until_done(game, state)
    assert "ask_action" in seen
    assert "ask_free_action" not in seen


@pytest.mark.rule("eupop-aid:Wars triggered by Events", "interpretation:EUPOP-W14")
def test_an_events_war_offers_no_free_action(state: State) -> None:
    state["forces"]["f004"]["where"] = "North Sea"
    local = {
        "procedure": "declare_war_by_event",
        "local": {"seat": "england", "argument": "france"},
    }
    state["stack"] = [frame("situation", {**local, "seat": "england"})]
    game = RULES.resume(state)
    game.advance()
    assert list(state["wars"]) == ["w1"]
    assert not any(entry["procedure"] == "declare_war_by_event" for entry in state["stack"])


@pytest.mark.rule(DECLARE_WAR, "interpretation:EUPOP-W15")
def test_one_declaration_on_two_targets_is_one_war_paid_once(state: State) -> None:
    state["players"]["castile"]["monarch_power"]["military"] = 3
    state["players"]["castile"]["stability"] = 3
    declare(state, "castile", [["portugal", None], ["aragon", None]])
    defenders = state["wars"]["w1"]["defenders"]["members"]
    assert [m["realm"] for m in defenders] == ["portugal", "aragon"]
    assert state["players"]["castile"]["monarch_power"]["military"] == 2
    assert state["players"]["castile"]["stability"] == -1


@pytest.mark.rule(DECLARE_WAR, "interpretation:EUPOP-W15")
def test_the_declaring_realm_may_name_a_second_target(state: State) -> None:
    state["players"]["castile"]["monarch_power"]["military"] = 3
    game = declare(state, "castile", ["portugal", None])
    assert decision(game).step == "ask_another"
    game.apply("castile", Action("declare_more", None))
    assert decision(game).step == "ask_targets"
    game.apply("castile", Action("declare_also", ("aragon", None)))
    game.apply("castile", Action("declare_no_more", None))
    assert list(state["wars"]) == ["w1"]
    defenders = state["wars"]["w1"]["defenders"]["members"]
    assert [m["realm"] for m in defenders] == ["portugal", "aragon"]
