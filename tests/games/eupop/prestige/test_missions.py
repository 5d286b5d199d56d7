"""Completing a mission (interpretation:EUPOP-G3, EUPOP-G4), through a module of our own
until the package is wired (tests/games/eupop/prestige/helpers.py)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.rules.events.effects import EffectTable
from hegemon.games.eupop.rules.prestige.missions import completable, mission_entry
from hegemon.games.eupop.world.layout import world
from tests.games.eupop.prestige.helpers import prestige_rules, run, set_up

MISSION = "m_castile_consolidate"
"""Own every province of the capital area and have stability 1; 3 prestige; reward +1
stability."""


def _ready(stability: int = 1, phase: str = "actions") -> Game:
    game = set_up()
    typed = world(game.state)
    typed["round"]["phase"] = phase
    typed["players"]["castile"]["missions"] = [MISSION]
    typed["players"]["castile"]["stability"] = stability
    return game


def _offers(game: Game, table: EffectTable | None = None) -> list[object]:
    rules = prestige_rules()
    entry = mission_entry(rules.effect_table if table is None else table)
    return [action.argument for action in entry.offers(game.state, rules.content, "castile")]


def test_a_mission_whose_goal_is_met_is_offered_as_a_minor_action() -> None:
    game = _ready()
    assert _offers(game) == [MISSION]
    entry = mission_entry(prestige_rules().effect_table)
    assert entry.minor


def test_a_mission_whose_goal_is_not_met_is_not_offered() -> None:
    assert _offers(_ready(stability=0)) == []


def test_no_mission_is_completed_in_phase_1() -> None:
    game = _ready(phase="draw_cards")
    assert completable(game.state, prestige_rules().content, None, "castile") == []
    assert _offers(game) == []


def test_a_mission_whose_reward_is_not_built_is_not_offered() -> None:
    assert _offers(_ready(), EffectTable()) == []


def test_completing_scores_prestige_moves_the_card_and_applies_the_reward() -> None:
    game = _ready()
    before = world(game.state)["players"]["castile"]["prestige"]
    game = run(game, "complete_mission", "castile", MISSION)
    mat = world(game.state)["players"]["castile"]
    assert mat["missions"] == []
    assert mat["completed_missions"] == [MISSION]
    assert mat["prestige"] == before + 3
    assert mat["stability"] == 2
    kinds = [entry.kind for entry in game.entries]
    assert kinds.index("mission_completed") < kinds.index("prestige")
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"


def test_a_mission_whose_goal_is_not_met_cannot_be_completed() -> None:
    with pytest.raises(ValueError, match="cannot complete"):
        run(_ready(stability=0), "complete_mission", "castile", MISSION)
