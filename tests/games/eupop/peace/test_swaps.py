"""The token swaps after a peace term: influence discarded for unrest in areas of gained
provinces, influence placed where a province was lost (interpretation EUPOP-Q19)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def ask(game: Game) -> tuple[str, str]:
    decision = game.decision()
    assert decision is not None and decision.step == "ask_swap"
    return decision.seat, decision.prompt


@pytest.mark.rule("eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q19")
def test_keeping_a_province_opens_both_swaps(state: State) -> None:
    start_war(state, "france", ["england"])
    state["forces"]["f005"]["units"] = {"infantry": 3}  # France 7 to 3: partial victory
    state["map"]["provinces"]["Bordeaux"]["occupier"] = "france"
    set_owner(state, "Bayonne", "aragon")  # influence may stand in Guyenne
    guyenne = state["map"]["areas"]["Guyenne"]
    guyenne["influence"] = {"france": 1}
    guyenne["unrest"] = {"france": 3}
    cubes = state["supply"]["england"]["cubes"]
    game = run(state)
    game.apply("france", Action("peace_term", "keep_board_state", ""))
    game.apply("france", Action("keep_choice", "keep", ""))
    assert ask(game) == (
        "france",
        "After the peace: discard 1 influence in Guyenne to remove 2 unrest there?",
    )
    game.apply("france", Action("peace_swap", "yes", ""))
    assert (guyenne["influence"], guyenne["unrest"]) == ({}, {"france": 1})
    assert ask(game)[0] == "england"
    game.apply("england", Action("peace_swap", "place:Guyenne", ""))
    assert guyenne["influence"] == {"england": 1}
    assert state["supply"]["england"]["cubes"] == cubes - 1
    decision = game.decision()
    assert decision is None or decision.step != "ask_swap"


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q19")
def test_the_vassalizer_may_discard_influence_for_unrest_in_the_vassals_areas(
    state: State,
) -> None:
    start_war(state, "austria", ["bohemia"])
    state["map"]["provinces"]["Praha"]["occupier"] = "austria"
    state["map"]["provinces"]["Brno"]["occupier"] = "austria"
    bohmen = state["map"]["areas"]["Bohmen"]
    bohmen["influence"] = {"austria": 2}
    bohmen["unrest"] = {"austria": 2}
    game = run(state)
    game.apply("austria", Action("peace_term", "vassalization", ""))
    game.apply("austria", Action("peace_influence", "stop", ""))  # its optional 2 influence
    assert ask(game)[0] == "austria"
    game.apply("austria", Action("peace_swap", "no", ""))
    assert (bohmen["influence"], bohmen["unrest"]) == ({"austria": 2}, {"austria": 2})
