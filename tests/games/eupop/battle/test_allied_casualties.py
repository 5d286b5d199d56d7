"""An allied unit destroyed in battle, lost to attrition or disbanded gives its infantry or
cavalry figure back to its realm's supply, and is not given back to the allied pool (aid
4. Assign Casualties, Attrition; interpretation:EUPOP-W7)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.battle.losses import take_hit
from hegemon.games.eupop.rules.economy.treasury import disband_units
from hegemon.games.eupop.rules.events.secondary import lose_casualty
from hegemon.games.eupop.world.records import Force


def _game() -> tuple[State, Game]:
    """England with one allied infantry and one allied cavalry in Guyenne (figures taken
    from its supply as recruiting takes them), two more in its allied pool."""
    state = RULES.setup("six_crowns", seed=1).state
    state["forces"]["f900"] = Force(
        realm="england",
        where="Guyenne",
        port=None,
        army=False,
        leader=None,
        units={"allied_infantry": 1, "allied_cavalry": 1},
    )
    state["supply"]["england"]["infantry"] -= 1
    state["supply"]["england"]["cavalry"] -= 1
    state["players"]["england"]["allied_units"] = {"available": 2, "granted": {"navarra": 4}}
    state["stack"] = [frame("situation", {"procedure": "noop", "local": {}, "seat": "england"})]
    return state, RULES.resume(state)


@pytest.mark.rule("eupop-aid:4. Assign Casualties", "interpretation:EUPOP-W7")
def test_an_allied_infantry_destroyed_in_battle_returns_its_figure() -> None:
    state, game = _game()
    infantry = state["supply"]["england"]["infantry"]
    assert take_hit(game, "Guyenne", "england", "allied_infantry") == "allied_infantry"
    assert state["supply"]["england"]["infantry"] == infantry + 1
    assert state["players"]["england"]["allied_units"]["available"] == 2


@pytest.mark.rule("eupop-aid:Attrition", "interpretation:EUPOP-W7")
def test_an_allied_cavalry_lost_to_attrition_returns_its_figure() -> None:
    state, game = _game()
    cavalry = state["supply"]["england"]["cavalry"]
    lose_casualty(game, "england", "f900/allied_cavalry")
    assert state["supply"]["england"]["cavalry"] == cavalry + 1
    assert state["players"]["england"]["allied_units"]["available"] == 2


@pytest.mark.rule("interpretation:EUPOP-W7")
def test_disbanded_allied_units_return_their_figures() -> None:
    state, game = _game()
    infantry = state["supply"]["england"]["infantry"]
    disband_units(game, "england", "f900", "allied_infantry", 1, "eupop-aid:Attrition")
    assert state["supply"]["england"]["infantry"] == infantry + 1
    assert state["players"]["england"]["allied_units"]["available"] == 2
