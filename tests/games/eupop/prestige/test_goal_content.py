"""A pack whose goal the rules cannot evaluate is refused, naming file and path
(interpretation:EUPOP-G1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hegemon.cli.content import check_pack
from hegemon.cli.main import app
from hegemon.games.eupop.content.goals import check_goal
from tests.games.eupop.helpers import copy_pack, edit

runner = CliRunner()


def _goal(file: str, collection: str, index: int, goal: Any) -> Any:
    def change(data: Any) -> None:
        data[collection][index]["goal"] = goal

    return change


@pytest.mark.parametrize(
    ("file", "collection", "goal", "expected"),
    [
        pytest.param(
            "cards/missions.yaml",
            "missions",
            {"rule_the_world": 3},
            "cards/missions.yaml: missions/1/goal: Value error, unknown goal 'rule_the_world'",
            id="unknown-verb",
        ),
        pytest.param(
            "cards/milestones.yaml",
            "milestones",
            "Have a tax income of at least 9.",
            "cards/milestones.yaml: milestones/1/goal: Input should be a valid dictionary",
            id="free-text",
        ),
        pytest.param(
            "cards/milestones.yaml",
            "milestones",
            {"tax_income": 0},
            "cards/milestones.yaml: milestones/1/goal: Value error, tax_income: the threshold",
            id="threshold-out-of-range",
        ),
        pytest.param(
            "cards/missions.yaml",
            "missions",
            {"own_provinces": {"area": "Castilla"}},
            "cards/missions.yaml: missions/1/goal: Value error, own_provinces: Field required",
            id="argument-missing-a-field",
        ),
        pytest.param(
            "cards/missions.yaml",
            "missions",
            {"all_of": [{"stability": 1}, {"at_peace": "yes"}]},
            "cards/missions.yaml: missions/1/goal: Value error, all_of/1: at_peace",
            id="bad-part-of-all-of",
        ),
        pytest.param(
            "cards/missions.yaml",
            "missions",
            {"own_core": "Atlantis"},
            "cards/missions.yaml: missions/1/goal: unknown area 'Atlantis'",
            id="unknown-area",
        ),
        pytest.param(
            "cards/milestones.yaml",
            "milestones",
            {"highest_trade_power": "Timbuktu"},
            "cards/milestones.yaml: milestones/1/goal: unknown trade node 'Timbuktu'",
            id="unknown-node",
        ),
    ],
)
def test_a_pack_with_a_goal_the_rules_cannot_evaluate_is_refused(
    tmp_path: Path, file: str, collection: str, goal: Any, expected: str
) -> None:
    folder = copy_pack(tmp_path)
    edit(folder, file, _goal(file, collection, 1, goal))
    _, problems = check_pack(str(folder))
    assert any(problem.startswith(expected) for problem in problems), problems
    result = runner.invoke(app, ["content", "check", str(folder)])
    assert result.exit_code == 1


def test_the_shipped_pack_passes_and_every_goal_is_data() -> None:
    result = runner.invoke(app, ["content", "check", "eupop"])
    assert result.exit_code == 0, result.output
    from hegemon.games.eupop.content.loader import shipped

    content = shipped()
    goals = [m.goal for m in content.missions.missions] + [
        m.goal for m in content.milestones.milestones
    ]
    assert goals and all(check_goal(goal) == goal for goal in goals)
