"""Attrition's casualties: the realm taking the hits picks the unit within the kind whose
turn it is (aid Attrition "as Casualties", 4. Assign Casualties, EUPOP-H7)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.wars import start_war


def _attrition(state: State) -> Game:
    """The Attrition procedure for an event Castile took."""
    state["stack"] = [
        frame(
            "situation", {"procedure": "attrition", "local": {"seat": "castile"}, "seat": "castile"}
        )
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def _france_at_war() -> State:
    state = RULES.setup("six_crowns", seed=1).state
    start_war(state, "castile", ["france"])
    return state


@pytest.mark.rule(
    "eupop-aid:Attrition", "eupop-aid:4. Assign Casualties", "interpretation:EUPOP-H7"
)
def test_the_realm_picks_which_regular_it_loses() -> None:
    """France has 5 infantry and 3 cavalry deployed (8: 2 casualties) and no mercenary or
    allied unit: both casualties are regulars, and France picks cavalry each time."""
    state = _france_at_war()
    state["forces"]["f003"]["units"] = {"infantry": 5, "cavalry": 3}
    game = _attrition(state)
    for _ in range(2):
        decision = game.decision()
        assert decision is not None and decision.seat == "france"
        assert [action.key for action in decision.actions] == [
            ("lose_unit", "f003/infantry"),
            ("lose_unit", "f003/cavalry"),
        ]
        game.apply("france", Action("lose_unit", "f003/cavalry"))
    assert state["forces"]["f003"]["units"] == {"infantry": 5, "cavalry": 1}
    decision = game.decision()
    assert decision is not None and decision.step == "ask_close"


@pytest.mark.rule(
    "eupop-aid:Attrition", "eupop-aid:4. Assign Casualties", "interpretation:EUPOP-H7"
)
def test_the_choice_is_only_within_the_kind_whose_turn_it_is() -> None:
    """2 mercenary kinds and regulars, 8 units: the first casualty is a mercenary (France
    picks among the two), the second a regular (France picks among the regulars)."""
    state = _france_at_war()
    state["forces"]["f003"]["units"] = {
        "infantry": 5,
        "cavalry": 1,
        "mercenary_infantry": 1,
        "mercenary_cavalry": 1,
    }
    game = _attrition(state)
    decision = game.decision()
    assert decision is not None
    assert [action.argument for action in decision.actions] == [
        "f003/mercenary_infantry",
        "f003/mercenary_cavalry",
    ]
    game.apply("france", Action("lose_unit", "f003/mercenary_cavalry"))
    decision = game.decision()
    assert decision is not None
    assert [action.argument for action in decision.actions] == ["f003/infantry", "f003/cavalry"]
