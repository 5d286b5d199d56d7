"""No seat rebuilds another's secrets from the seed: live views carry no seed, generator or
full-state hash; the keyed generator; the fuzzer plays the attacker."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine import rng
from hegemon.engine.decision import Action
from hegemon.engine.flow import Procedures
from hegemon.engine.fuzz import HIDDEN, fuzz
from hegemon.engine.match import Match
from hegemon.engine.rules import SetupError
from hegemon.engine.secrets import rebuild_problems
from hegemon.engine.serial import State, state_hash
from tests.engine.dicegame import RULES, PlayCard, Tower, Turn


def _rebuilt_hands(view: State, history: list[tuple[str, Action]]) -> Any:
    meta = view["meta"]
    match = Match.new(RULES, meta["scenario"], meta["seed"], meta["seats"], meta["options"])
    for seat, action in history:
        match.apply(seat, action)
    return match.state["hands"]


def test_a_live_view_has_no_seed_and_a_finished_one_has() -> None:
    match = Match.new(RULES, "duel", seed=9)
    assert "seed" not in RULES.view(match.state, "north")["meta"]
    assert "seed" not in RULES.view(match.state, None)["meta"]
    while match.outcome is None:
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, decision.actions[-1])
    finished = RULES.view(match.state, "south")
    assert finished["meta"]["seed"] == 9
    assert (
        _rebuilt_hands(finished, [(p.seat, p.action) for p in match.history])
        == (match.state["hands"])
    )


class SeedShowingTower(Tower):
    """Shows the seed in every view, as views did before."""

    def view(self, state: State, seat: str | None) -> State:
        seen = super().view(state, seat)
        seen["meta"]["seed"] = state["meta"]["seed"]
        return seen


class HashShowingTower(Tower):
    def view(self, state: State, seat: str | None) -> State:
        seen = super().view(state, seat)
        seen["check"] = state_hash(state)
        return seen


def test_the_attacker_rebuilds_the_hands_from_a_seed_in_the_view() -> None:
    leaky = SeedShowingTower(Procedures([Turn(), PlayCard()]))
    match = Match.new(leaky, "four", seed=3)
    match.apply("north", Action("roll"))
    history = [(played.seat, played.action) for played in match.history]
    problems = rebuild_problems(leaky, match.state, history)
    assert "north rebuilds the secrets hidden from it from the seed in its view" in problems
    assert "a spectator rebuilds the secrets hidden from it from the seed in its view" in problems
    assert rebuild_problems(RULES, Match.new(RULES, "four", seed=3).state) == []


def test_the_attacker_finds_the_full_state_hash_and_the_generator_secret() -> None:
    leaky = HashShowingTower(Procedures([Turn(), PlayCard()]))
    state = leaky.setup("duel", seed=3).state
    assert "the view of north holds the hash of the full state" in rebuild_problems(leaky, state)
    state["log_of_dice"] = [state["rng"]["state"]]
    assert "the view of south holds the random generator's secret" in rebuild_problems(RULES, state)


def test_the_fuzzer_reports_a_view_that_shows_the_seed() -> None:
    leaky = SeedShowingTower(Procedures([Turn(), PlayCard()]))
    failures = [game.failure for game in fuzz(leaky, 3, scenario="four", secrets_rate=0.5)]
    found = [failure for failure in failures if failure is not None]
    assert found and found[0].kind == HIDDEN and "from the seed in its view" in found[0].message


def test_the_keyed_generator_is_chosen_at_setup_and_kept_for_replays() -> None:
    match = Match.new(RULES, "four", seed=12, options={"generator": "blake2b"})
    assert match.state["rng"]["algorithm"] == "blake2b"
    assert match.meta["options"] == {"generator": "blake2b"}
    plain = Match.new(RULES, "four", seed=12)
    assert match.state["hands"] != plain.state["hands"]
    again = Match.replay(match.record())
    assert again.state_hash() == match.state_hash()
    with pytest.raises(SetupError, match="no random generator 'dice'"):
        Match.new(RULES, "four", seed=12, options={"generator": "dice"})


def test_the_keyed_generator_gives_the_same_draws_everywhere_and_uniform_dice() -> None:
    record = rng.new_record(2026, algorithm=rng.KEYED)
    assert record["key"] == rng.new_record(2026, algorithm=rng.KEYED)["key"]
    other = rng.new_record(2026, algorithm=rng.KEYED)
    assert [rng.next_u32(record) for _ in range(3)] == [rng.next_u32(other) for _ in range(3)]
    assert record["counter"] == 3
    rng.check_record(record)
    faces = [rng.die(record) for _ in range(6000)]
    assert all(900 <= faces.count(face) <= 1100 for face in range(1, 7))
    assert rng.new_record(2027, algorithm=rng.KEYED)["key"] != record["key"]
