from __future__ import annotations

from pathlib import Path

from hegemon.engine.fuzz import CRASH, INVARIANT, fuzz, reproduce
from hegemon.engine.match import ReplayRecord
from hegemon.engine.rules import ScenarioInfo
from tests.engine.dicegame import RULES, Tower


class BuggyTower(Tower):
    """The test game with its planted bug switched on in every scenario."""

    name = "tower"

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, object], game
    ):  # type: ignore[no-untyped-def]
        super().initial_state(scenario, seats, options, game)
        game.state["meta"]["options"]["planted_bug"] = True


BUGGY = BuggyTower(RULES.procedures)


def test_the_fuzzer_passes_the_correct_game() -> None:
    games = list(fuzz(RULES, 40, seed=0, scenario="four"))
    assert [game.failure for game in games if game.failure] == []
    assert all(game.decisions > 0 for game in games)


def test_the_fuzzer_finds_the_planted_bug_and_its_replay_reproduces_it(tmp_path: Path) -> None:
    failures = [
        game.failure for game in fuzz(BUGGY, 60, seed=0, scenario="four", replay_folder=tmp_path)
    ]
    found = [failure for failure in failures if failure is not None]
    assert found, "the planted bug was not found in 60 games"
    first = found[0]
    assert first.kind == CRASH and "planted bug" in first.message
    assert first.replay is not None and first.replay.exists()
    record = ReplayRecord.load(first.replay)
    assert record.actions[-1].action.verb == "bank"
    assert reproduce(record, BUGGY) == "crash: RuntimeError: planted bug: banking 13 points"
    assert reproduce(record, RULES) is None


def test_a_failure_found_by_an_invariant_hook_is_reproduced_with_that_hook(
    tmp_path: Path,
) -> None:
    def no_score_of_ten(state: dict[str, object]) -> list[str]:
        scores = state["scores"]
        assert isinstance(scores, dict)
        return [f"{seat} has 10 points" for seat, score in scores.items() if score == 10]

    hooks = (no_score_of_ten,)
    found = [
        game.failure
        for game in fuzz(RULES, 60, scenario="four", replay_folder=tmp_path, hooks=hooks)
        if game.failure is not None
    ]
    assert found and found[0].kind == INVARIANT and found[0].replay is not None
    record = ReplayRecord.load(found[0].replay)
    assert reproduce(record, RULES, hooks) == f"{INVARIANT}: {found[0].message}"
    assert reproduce(record, RULES) is None
