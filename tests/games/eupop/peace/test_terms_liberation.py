"""Keep Current Board State: liberating a province that is no realm's core, or the core of
a realm annexed earlier (interpretation:EUPOP-Q5)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war

KEEP = "eupop-aid:Keep Current Board State"


@pytest.fixture
def state() -> State:
    """France at war with England, France with a partial victory (7 land units to 3)."""
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}
    return state


def english(state: State, name: str) -> None:
    """England owns the province (a small town) and France occupies it."""
    set_owner(state, name, "england")
    record = state["map"]["provinces"][name]
    record["town"], record["occupier"] = "small", "france"


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    game.apply("france", Action("peace_term", "keep_board_state", ""))
    return game


def options(game: Game) -> list[str]:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_keep" and decision.seat == "france"
    return [str(action.argument) for action in decision.actions]


@pytest.mark.rule(KEEP, "eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-Q5")
def test_a_territory_may_be_liberated_to_any_dnpr_the_victor_picks(state: State) -> None:
    english(state, "Cuba")  # no flag, no core token in Antillen; tax value 1
    prestige = state["players"]["france"]["prestige"]
    game = run(state)
    assert options(game) == [
        "keep", "return", "liberate:aztecs", "liberate:incas", "liberate:ternate",
    ]  # fmt: skip
    game.apply("france", Action("keep_choice", "liberate:incas", ""))
    record = state["map"]["provinces"]["Cuba"]
    assert (record["owner"], record["occupier"], record["town"]) == ("incas", None, None)
    assert state["players"]["france"]["prestige"] == prestige + 1


@pytest.mark.rule(KEEP, "eupop-aid:DNPRs (👤) (p. 35)", "interpretation:EUPOP-Q5")
def test_a_territory_over_a_dnpr_token_goes_back_to_that_dnpr(state: State) -> None:
    english(state, "Cuba")
    state["map"]["provinces"]["Cuba"]["dnpr_token"] = "aztecs"
    game = run(state)
    assert options(game) == ["keep", "return", "liberate:aztecs"]
    game.apply("france", Action("keep_choice", "liberate:aztecs", ""))
    record = state["map"]["provinces"]["Cuba"]
    assert (record["owner"], record["dnpr_token"]) == ("aztecs", None)


@pytest.mark.rule(KEEP, "interpretation:EUPOP-Q5")
def test_a_realm_annexed_earlier_comes_back_with_its_liberated_core(state: State) -> None:
    for name in ("Edinburgh", "Glasgow"):
        set_owner(state, name, "england")
    state["realms"]["scotland"]["capital"] = None
    state["map"]["provinces"]["Glasgow"]["occupier"] = "france"
    game = run(state)
    assert options(game) == ["keep", "return", "liberate:scotland"]
    game.apply("france", Action("keep_choice", "liberate:scotland", ""))
    assert state["map"]["provinces"]["Glasgow"]["owner"] == "scotland"
    assert state["realms"]["scotland"]["capital"] == "Glasgow"
    assert state["map"]["provinces"]["Edinburgh"]["owner"] == "england"


@pytest.mark.rule(KEEP, "interpretation:EUPOP-Q5")
def test_a_province_that_is_only_a_player_realms_core_is_not_liberated(state: State) -> None:
    english(state, "Cuba")
    state["map"]["areas"]["Antillen"]["cores"] = ["castile"]
    game = run(state)
    assert options(game) == ["keep", "return"]
