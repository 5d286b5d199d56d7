"""Phase 4's Papal Controller lines (aid D. Collect Monarch Power "Papal Controller
receives +1", E. Score Prestige "Uncontested Papal Controller scores") are not built:
once a Curia controller exists the phase names the rule instead of counting 0
(EUPOP-E9)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action, RuleNotBuilt
from tests.games.eupop.economy.support import answer, new_game, run

PHASE = "income_and_upkeep"


@pytest.mark.rule("eupop-aid:D. Collect Monarch Power", "interpretation:EUPOP-E9")
def test_the_papal_controllers_extra_power_names_the_curia_rule() -> None:
    game = new_game(["castile", "france"])
    game.state["curia"] = {"controller": "castile"}
    game = run(game, PHASE, "castile")
    with pytest.raises(RuleNotBuilt) as raised:
        answer(game, "castile", "collect_income")
    assert raised.value.rule == "eupop-aid:PAPAL CURIA (p. 45-46)"


@pytest.mark.rule("eupop-aid:E. Score Prestige", "interpretation:EUPOP-E9")
def test_the_uncontested_papal_controllers_prestige_names_the_curia_rule() -> None:
    """France, a Bot here, controls the Curia: the human realms pass D, E stops."""
    game = new_game(["castile", "england"])
    game.state["curia"] = {"controller": "france"}
    game = run(game, PHASE, "castile")
    answer(game, "castile", "collect_income")
    with pytest.raises(RuleNotBuilt) as raised:
        game.apply("england", Action("collect_income"))
    assert raised.value.rule == "eupop-aid:PAPAL CURIA (p. 45-46)"
    assert "scoring the Uncontested Papal Controller" in str(raised.value)
