"""Force Conversion of a player realm (eupop-aid Force Conversion, EUPOP-L9, EUPOP-L5): six
crowns, every seat human; the Ottomans beat Austria and hold its whole capital area."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


@pytest.fixture
def state() -> State:
    state = RULES.setup("six_crowns", seed=1).state
    state["players"]["austria"]["prestige"] = 7
    start_war(state, "ottomans", ["austria"])
    for name in ("Wien", "Graz", "Linz"):  # the Ottomans' 8 land units beat Austria's 4
        state["map"]["provinces"][name]["occupier"] = "ottomans"
    return state


def convert(state: State) -> Game:
    """The peace phase, the Ottomans enforcing Force Conversion on Austria."""
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "ottomans"})
    ]
    game = RULES.resume(state)
    game.advance()
    decision = game.decision()
    assert decision is not None
    assert "force_conversion" in [action.argument for action in decision.actions]
    game.apply("ottomans", Action("peace_term", "force_conversion", ""))
    return game


def keys(game: Game) -> list[tuple[str, object]]:
    decision = game.decision()
    assert decision is not None
    return [action.key for action in decision.actions]


@pytest.mark.rule("eupop-aid:Force Conversion")
def test_the_player_loser_and_its_capital_area_take_the_victors_religion(state: State) -> None:
    state["curia"]["slots"][0] = "austria"  # a cardinal: one of its cubes
    state["supply"]["austria"]["cubes"] -= 1
    cubes = state["supply"]["austria"]["cubes"]
    game = convert(state)
    assert state["realms"]["austria"]["religion"] == "sunni"
    assert state["map"]["religion_slots"]["Osterreich"]["religion"] == "sunni"
    assert state["map"]["provinces"]["Wien"]["occupier"] is None
    assert state["players"]["austria"]["prestige"] == 2
    assert state["players"]["ottomans"]["prestige"] == 3
    assert "austria" not in state["curia"]["slots"]
    assert state["wars"] == {}
    # its 4 cubes on the map go at once (no influence may stand in its own capital area,
    # so the victor is not asked)
    assert state["map"]["areas"]["Bohmen"]["influence"] == {}
    assert state["map"]["areas"]["Ungarn"]["influence"] == {}
    assert state["supply"]["austria"]["cubes"] == cubes + 4 + 1  # the cardinal too
    assert keys(game) == [("close", None)]
    kinds = [entry.kind for entry in game.entries]
    assert kinds.count("influence_forced_out") == 4


@pytest.mark.rule("eupop-aid:Force Conversion")
def test_the_loser_picks_which_four_cubes_go_when_it_has_more(state: State) -> None:
    state["map"]["areas"]["Sachsen"]["influence"] = {"austria": 1}
    state["supply"]["austria"]["cubes"] -= 1
    game = convert(state)
    assert keys(game) == [
        ("rel_forced_remove", "Bohmen"),
        ("rel_forced_remove", "Sachsen"),
        ("rel_forced_remove", "Ungarn"),
    ]
    for where in ("Sachsen", "Bohmen", "Bohmen", "Ungarn"):
        game.apply("austria", Action("rel_forced_remove", where, ""))
    assert state["map"]["areas"]["Ungarn"]["influence"] == {"austria": 1}
    assert state["map"]["areas"]["Sachsen"]["influence"] == {}
    assert keys(game) == [("close", None)]


@pytest.mark.rule("eupop-aid:Force Conversion", "eupop-aid:Revolutionary Ideology")
def test_a_revolutionary_token_on_the_capital_area_stays(state: State) -> None:
    state["map"]["religion_slots"]["Osterreich"]["revolutionary"] = True
    convert(state)
    slot = state["map"]["religion_slots"]["Osterreich"]
    assert (slot["religion"], slot["revolutionary"]) == ("sunni", True)
    assert state["realms"]["austria"]["religion"] == "sunni"
