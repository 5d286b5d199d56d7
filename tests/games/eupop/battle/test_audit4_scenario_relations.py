"""A scenario's alliances and marriages name non-player realms only (fourth check of
2026-11-28, finding 7; interpretation EUPOP-W18): setup takes one token, the listing realm's,
and a relation between two player realms holds a token of each, so its end would give the
partner a token it never paid."""

from __future__ import annotations

import pytest

from hegemon.engine.content import ContentError
from hegemon.games.eupop.module import RULES

AUSTRIA = "scenarios/scenarios/six_crowns/player_realms/austria"
W18 = "interpretation:EUPOP-W18"


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", W18)
@pytest.mark.parametrize("field", ["alliances", "marriages"])
def test_a_scenario_relation_between_two_player_realms_is_refused(field: str) -> None:
    with pytest.raises(ContentError) as refused:
        RULES.with_content({f"{AUSTRIA}/{field}": ["poland"]})
    assert [str(problem) for problem in refused.value.problems] == [
        f"scenarios.yaml: scenarios/six_crowns/player_realms/austria/{field}/0: poland is a "
        f"player realm here: a scenario's {field} name non-player realms only (one between "
        "player realms holds a token of each, EUPOP-W18)"
    ]


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", W18)
def test_a_scenario_relation_with_a_non_player_realm_is_accepted() -> None:
    changed = RULES.with_content({f"{AUSTRIA}/marriages": ["hungary"]})
    assert changed.content.scenarios["six_crowns"].player_realms["austria"].marriages == ["hungary"]
