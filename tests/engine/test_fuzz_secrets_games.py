"""`hegemon fuzz` plays the attacker on both shipped games (issue 9, acceptance): at random
points it looks for the seed, the generator's secret and a state hash in what each seat is
given — its view, the log it reads, its own pending decision — and sets the game up again
from any seed it finds to see whether the other seats' secrets come out.

Each leak below is one the real games do not have; it is put into a copy of the game's
rules module, and the fuzzer (or the check itself) must report it.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game
from hegemon.engine.fuzz import FIRST_CHECK_WITHIN, HIDDEN, FuzzFailure, fuzz, reproduce
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, ReplayRecord
from hegemon.engine.rules import RulesModule, ScenarioInfo
from hegemon.engine.secrets import _secrets_of, rebuild_problems, secrets_problems
from hegemon.engine.serial import State, state_hash

GAMES = ("eotma", "eupop")


def _leaky(game: str, **methods: Any) -> RulesModule:
    """A copy of ``game``'s rules module with ``methods`` replaced."""
    rules = rules_registry.load(game)
    leaky = copy.copy(rules)
    leaky.__class__ = type(f"Leaky{type(rules).__name__}", (type(rules),), methods)
    return leaky


def _seed_in_view(self: RulesModule, state: State, seat: str | None) -> State:
    seen = super(type(self), self).view(state, seat)
    seen["meta"]["seed"] = state["meta"]["seed"]
    return seen


def _seed_in_log(
    self: RulesModule,
    scenario: ScenarioInfo,
    seats: tuple[str, ...],
    options: dict[str, Any],
    game: Game,
) -> None:
    super(type(self), self).initial_state(scenario, seats, options, game)
    game.entries.append(LogEntry("shuffled", values={"seed": game.state["meta"]["seed"]}))


def _first_failure(rules: RulesModule, folder: Path | None = None) -> FuzzFailure:
    """The first fuzzed game's failure; the check runs once early on."""
    (game,) = fuzz(rules, 1, seed=5, replay_folder=folder, secrets_rate=1e-9, max_decisions=400)
    assert game.failure is not None and game.failure.kind == HIDDEN, game.failure
    return game.failure


@pytest.mark.parametrize("game", GAMES)
def test_the_fuzzer_rebuilds_the_secrets_from_a_seed_in_a_view(game: str) -> None:
    failure = _first_failure(_leaky(game, view=_seed_in_view))
    assert "a spectator rebuilds the secrets hidden from it from the seed in its view" in (
        failure.message
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_fuzzer_rebuilds_the_secrets_from_a_seed_in_the_log(game: str, tmp_path: Path) -> None:
    leaky = _leaky(game, initial_state=_seed_in_log)
    failure = _first_failure(leaky, tmp_path)
    found = "a spectator rebuilds the secrets hidden from it from the seed in its log"
    assert found in failure.message
    assert failure.replay is not None
    reproduced = reproduce(ReplayRecord.load(failure.replay), leaky)
    assert reproduced is not None and reproduced.startswith(HIDDEN) and found in reproduced


def _secrets_described(self: RulesModule, state: State, seat: str | None) -> list[str]:
    return [*super(type(self), self).describe(state, seat), str(_secrets_of(self, state, seat))]


def _secrets_explained(self: RulesModule, state: State, seat: str, action: Action) -> list[str]:
    told = super(type(self), self).explain_action(state, seat, action)
    return [*told, str(_secrets_of(self, state, seat))]


@pytest.mark.parametrize("game", GAMES)
def test_a_board_summary_or_an_explanation_telling_secrets_is_found(game: str) -> None:
    match = Match.new(rules_registry.load(game), None, seed=6)
    decision = match.decision()
    assert decision is not None
    chosen = (decision.seat, decision.actions[0])
    assert secrets_problems(match.rules, match.state, 1, chosen) == []
    described = secrets_problems(_leaky(game, describe=_secrets_described), match.state, 1, chosen)
    assert "the board summary shown to a spectator changes with secrets hidden from it" in (
        described
    )
    explained = secrets_problems(
        _leaky(game, explain_action=_secrets_explained), match.state, 1, chosen
    )
    assert explained == [
        f"the explanation of {chosen[1]} shown to {decision.seat} changes with secrets hidden "
        "from it"
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_state_hash_or_the_generator_key_in_a_prompt_or_the_log_is_found(game: str) -> None:
    rules = rules_registry.load(game)
    match = Match.new(rules, None, seed=8, options={"generator": "blake2b"})
    decision = match.decision()
    assert decision is not None and match.outcome is None
    assert rebuild_problems(rules, match.state, log=match.log, decision=decision) == []
    told = Decision(
        decision.seat, f"{decision.prompt} [{state_hash(match.state)}]", decision.actions
    )
    key = LogEntry("dice", values={"check": f"key:{match.state['rng']['key']}"})
    earlier = LogEntry("turn", text="state " + "0123456789abcdef" * 4)
    problems = rebuild_problems(rules, match.state, log=[*match.log, key, earlier], decision=told)
    assert f"the decision of {decision.seat} holds the hash of the full state" in problems
    assert "the log of a spectator holds the random generator's secret" in problems
    assert "the log of a spectator holds a 64-hex digest, the shape of a state hash" in problems
    others = [seat for seat in match.meta["seats"] if seat != decision.seat]
    assert not [
        problem for problem in problems if problem.startswith(f"the decision of {others[0]}")
    ]


@pytest.mark.parametrize(("game", "games"), [("eotma", 1), ("eupop", 2)])
def test_the_shipped_games_pass_the_fuzzers_hidden_information_checks(
    game: str, games: int
) -> None:
    """No leak found at 2% of the decisions (a game another failure ends early is still
    checked up to there: the rules' own faults are the other tests' business)."""
    rules = rules_registry.load(game)
    played = list(fuzz(rules, games, seed=40, secrets_rate=0.02))
    assert all(result.decisions > FIRST_CHECK_WITHIN for result in played)
    leaks = [
        str(result.failure)
        for result in played
        if result.failure is not None
        and (
            result.failure.kind == HIDDEN or "checking hidden information" in result.failure.message
        )
    ]
    assert leaks == []
