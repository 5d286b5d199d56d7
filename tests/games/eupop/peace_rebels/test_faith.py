"""Counter-Reformed realms and areas count as Catholic in religious dissent (eupop-aid
RELIGION, FAITH (p. 38); G. Religious Dissent)."""

from __future__ import annotations

import pytest

from hegemon.games.eupop.content.access import rules_content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.unrest import dissent_areas

GEOGRAPHY = rules_content(RULES).geography


@pytest.mark.rule("eupop-aid:RELIGION, FAITH (p. 38)", "eupop-aid:G. Religious Dissent")
def test_a_counter_reformed_realm_does_not_dissent_in_its_catholic_areas() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    catholic = dissent_areas(state, GEOGRAPHY, "castile")
    state["realms"]["castile"]["religion"] = "counter_reformed"
    assert dissent_areas(state, GEOGRAPHY, "castile") == catholic
    state["realms"]["castile"]["religion"] = "protestant"
    assert len(dissent_areas(state, GEOGRAPHY, "castile")) > len(catholic)
