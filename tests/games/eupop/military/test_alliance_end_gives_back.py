"""However an active alliance ends, the player realm gives back the allied units its
activation granted: an active ally annexed or vassalized by a peace term, or lost to a
Disputed Succession declaration, leaves no allied units behind in the pool (eupop-aid
Refusing a CtA, 2. Total Victory, 4. Aftermath; interpretation:EUPOP-W13, EUPOP-Q14)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace.terms import VASSALIZE, cut_ties
from hegemon.games.eupop.rules.war.calls import activate, end_alliance
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.military.helpers import setup

REFUSING = "eupop-aid:Refusing a CtA"


@pytest.mark.rule(VASSALIZE, "eupop-aid:4. Aftermath", "interpretation:EUPOP-Q14")
def test_an_active_ally_vassalized_by_a_peace_term_takes_its_allied_units_back() -> None:
    state = setup()
    start_war(state, "france", ["england"])
    game = RULES.resume(state)
    activate(game, "france", "scotland", "w1")
    cut_ties(game, "scotland", VASSALIZE)
    assert world(state)["realms"]["france"]["active_allies"] == []
    assert world(state)["players"]["france"]["allied_units"] == {"available": 0, "granted": {}}
    lost = [e.values for e in game.entries if e.kind == "allied_units_lost"]
    assert lost == [{"ally": "scotland", "count": 2}]


@pytest.mark.rule(REFUSING, "interpretation:EUPOP-W13")
def test_a_grant_already_given_back_is_not_given_back_twice() -> None:
    state = setup()
    start_war(state, "france", ["england"])
    game = RULES.resume(state)
    activate(game, "france", "scotland", "w1")
    world(state)["players"]["france"]["allied_units"]["available"] = 5
    end_alliance(game, "france", "scotland", REFUSING, "call to arms refused")
    end_alliance(game, "scotland", "france", REFUSING, "call to arms refused")
    assert world(state)["players"]["france"]["allied_units"] == {"available": 3, "granted": {}}
    assert [e.kind for e in game.entries].count("allied_units_lost") == 1
