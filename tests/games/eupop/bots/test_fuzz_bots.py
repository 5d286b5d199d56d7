"""`hegemon fuzz eupop --bots ...`: a Bot turn runs inside the rules, so the fuzzer checks
the invariants at the end of each Bot turn by a watcher, and a rule not built yet met in a
game with Bots is its own kind of failure (engine/fuzz.py; decision 0108 §2.17)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.fuzz import INVARIANT, NOT_BUILT, fuzz, fuzz_game, has_bots, reproduce
from hegemon.engine.match import ReplayRecord
from hegemon.engine.serial import State
from hegemon.games.eupop.bots.chart_data import SECTIONS, ChartLibrary
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import world

runner = CliRunner()
SEATS = ["brandenburg", "austria", "poland"]


@pytest.fixture
def no_charts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every chart a rule not built yet: every Bot game stops at its first Bot turn."""

    def missing(self: ChartLibrary, content: Content, name: str) -> object:
        raise RuleNotBuilt(SECTIONS[name], f"the test has no {name} chart")

    monkeypatch.setattr(ChartLibrary, "chart", missing)


def test_a_rule_not_built_in_a_bot_game_is_its_own_kind(no_charts: None, tmp_path: Path) -> None:
    played = fuzz_game(RULES, 0, "margrave", replay_folder=tmp_path, seats=[])
    assert played.failure is not None
    assert played.failure.kind == NOT_BUILT and played.failure.decisions == 0
    assert played.failure.message.startswith(
        "rule eupop-bots:MAIN TURN STRUCTURE is not built yet: the test has no main chart"
    )
    assert played.failure.replay == tmp_path / "eupop-seed0-not-built.json"
    record = ReplayRecord.load(played.failure.replay)
    assert reproduce(record, RULES) == f"{NOT_BUILT}: {played.failure.message}"


def _after_a_bot_turn(state: State) -> list[str]:
    return ["a Bot turn has ended"] if world(state)["round"]["bot_turns"] >= 1 else []


def test_the_invariants_run_at_the_end_of_each_bot_turn(tmp_path: Path) -> None:
    """An all-Bot game has no decision to check after: only the watcher sees a problem a
    Bot turn leaves, and it names the Bot turn."""
    hooks = (_after_a_bot_turn,)
    played = fuzz_game(RULES, 0, "margrave", hooks=hooks, replay_folder=tmp_path, seats=[])
    assert played.failure is not None and played.failure.kind == INVARIANT
    assert played.failure.decisions == 0
    assert re.fullmatch(r"after Bot turn 1 \(\w+\): a Bot turn has ended", played.failure.message)
    assert played.failure.replay is not None
    record = ReplayRecord.load(played.failure.replay)
    assert reproduce(record, RULES, hooks) == f"{INVARIANT}: {played.failure.message}"


def test_a_game_without_bots_is_fuzzed_as_before() -> None:
    assert not has_bots(RULES, "margrave", SEATS)
    assert has_bots(RULES, "margrave", ["brandenburg"])


def test_fuzz_bots_counts_the_rules_not_built(no_charts: None, tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["fuzz", "eupop", "--bots", "all", "--games", "2", "--out", str(tmp_path)]
    )
    assert result.exit_code == 1, result.output
    assert "2 games, 0 decisions, 2 failure(s) (2 at a rule not built yet)" in result.stdout
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "eupop-seed0-not-built.json",
        "eupop-seed1-not-built.json",
    ]
    again = runner.invoke(
        app, ["replay", "reproduce", str(tmp_path / "eupop-seed1-not-built.json")]
    )
    assert again.exit_code == 0, again.output
    assert again.stdout.startswith("reproduces: not built: rule eupop-bots:MAIN TURN STRUCTURE")


# -- short fuzz per scenario and the bound on a round's Bot turns (decision 0108 §2.4, §4) --

FUZZ_GAMES = {"margrave": 12, "crowns_of_the_west": 4, "six_crowns": 3}
"""All-Bot games fuzzed per scenario in CI: a few seconds each (the acceptance runs 1000)."""


@pytest.mark.parametrize("scenario", sorted(FUZZ_GAMES))
def test_bots_alone_play_every_scenario_without_a_fault(scenario: str, tmp_path: Path) -> None:
    """No crash, dead end, runaway or broken invariant (checked after every Bot turn); a
    game may still stop at a rule not built yet (its own kind, naming the rule), which the
    acceptance run counts."""
    for played in fuzz(RULES, FUZZ_GAMES[scenario], 500, scenario, tmp_path, seats=[]):
        assert played.failure is None or played.failure.kind == NOT_BUILT, played.failure


def test_bots_beside_a_random_player_on_margrave(tmp_path: Path) -> None:
    """A person's seat among Bots: the invariants after every decision and Bot turn, and
    hidden information checked at random decisions (the Bots' decks are hidden)."""
    for played in fuzz(RULES, 3, 700, "margrave", tmp_path, seats=["brandenburg"]):
        assert played.failure is None, played.failure


def test_bots_alone_play_margrave_to_the_end() -> None:
    for seed in (3, 4):
        game = RULES.setup("margrave", seed, [])
        outcome = game.state["outcome"]
        assert outcome is not None and outcome["reason"] == "final scoring after round 8"


def test_fuzz_takes_the_synthetic_full_scale_world(tmp_path: Path) -> None:
    result = runner.invoke(
        app,
        [
            *("fuzz", "eupop", "--world", "full_scale", "--bots", "all"),
            *("--games", "1", "--seed", "2", "--out", str(tmp_path)),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "1 games, 0 decisions, 0 failure(s)" in result.stdout
    wrong = runner.invoke(app, ["fuzz", "eupop", "--world", "atlantis", "--games", "1"])
    assert wrong.exit_code == 2
    assert "eupop has no world 'atlantis'; worlds: shipped, full_scale" in wrong.output
    both = runner.invoke(
        app, ["fuzz", "eupop", "--world", "full_scale", "--scenario", "margrave", "--games", "1"]
    )
    assert both.exit_code == 2
    assert "--world plays the world's own scenario: drop --scenario" in both.output


class TurnBound:
    """A watcher holding each Bot turn to the Main Turn Structure's bound: a turn passes,
    takes the round's Event, draws a card or pays at least 1 Bot Power; so a Bot's turns in
    a round are at most the cards of its deck, the Bot Power it had and gained in the
    round, its Event and its pass. It records every breach."""

    def __init__(self) -> None:
        self.breaches: list[str] = []
        self.turns: dict[tuple[int, int, str], int] = {}
        self.budget: dict[tuple[int, int, str], int] = {}
        self.start: dict[str, tuple[int, bool, bool, int]] = {}
        self.cursor = 0
        self.count = 0

    def _gains(self, game: Game) -> None:
        for entry in game.entries[self.cursor :]:
            if entry.kind == "bot_power" and entry.values["move"] == "gain" and entry.seat:
                key = self._key(game, entry.seat)
                if key in self.budget:
                    self.budget[key] += int(entry.values["amount"])
        self.cursor = len(game.entries)

    @staticmethod
    def _key(game: Game, seat: str) -> tuple[int, int, str]:
        track = world(game.state)["round"]
        return (track["age"], track["number"], seat)

    def __call__(self, game: Game, label: str, seat: str | None) -> None:
        if seat is None or label not in ("bot_turn", "bot_turn_end"):
            return
        self._gains(game)
        track = world(game.state)["round"]
        mat = world(game.state)["bots"][seat]
        key = self._key(game, seat)
        if label == "bot_turn":
            self.count += 1
            if key not in self.budget:
                self.budget[key] = len(mat["deck"]) + mat["power"]["available"] + 2
            self.turns[key] = self.turns.get(key, 0) + 1
            if self.turns[key] > self.budget[key]:
                self.breaches.append(f"{key}: turn {self.turns[key]} over {self.budget[key]}")
            self.start[seat] = (
                len(mat["deck"]),
                seat in track["passed"],
                seat in track["event_taken"],
                len(game.entries),
            )
            return
        deck, passed, event, began = self.start.pop(seat)
        paid = any(
            entry.kind == "bot_power"
            and entry.seat == seat
            and entry.values["move"] == "spend"
            and entry.values["amount"] >= 1
            for entry in game.entries[began:]
        )
        moved = (
            len(mat["deck"]) < deck
            or (seat in track["passed"] and not passed)
            or (seat in track["event_taken"] and not event)
            or paid
        )
        if not moved:
            self.breaches.append(f"{key}: a Bot turn of {seat} did nothing toward its end")


@pytest.mark.rule("eupop-bots:MAIN TURN STRUCTURE", "interpretation:EUPOP-BOT-8")
@pytest.mark.parametrize(("scenario", "seed"), [("margrave", 11), ("margrave", 12)])
def test_bot_turns_end(scenario: str, seed: int) -> None:
    """Every Bot turn moves the Bot toward its pass, and a round's Bot turns are bounded
    (decision 0108 §2.4): all-Bot games, each Bot turn watched."""
    bound = TurnBound()
    game = RULES.setup(scenario, seed, [], watchers=(bound,))
    assert game.state["outcome"] is not None
    assert bound.count > 50
    assert bound.breaches == []


def test_the_bound_sees_a_turn_that_does_nothing() -> None:
    """The watcher is no test that cannot fail: a turn with no card, Event, pass or Bot
    Power paid is a breach."""
    game = RULES.setup("margrave", 0, ["brandenburg"])
    bound = TurnBound()
    bound(game, "bot_turn", "austria")
    bound(game, "bot_turn_end", "austria")
    assert bound.breaches == ["(1, 1, 'austria'): a Bot turn of austria did nothing toward its end"]


@pytest.mark.rule("eupop-bots:REBEL DICE ROLLS", "interpretation:EUPOP-BOT-82")
def test_a_bot_active_player_of_rebel_dice_is_never_asked(tmp_path: Path) -> None:
    """crowns_of_the_west, seed 1005, Bots alone: England converts Brasil, a rebellion frees
    Bahia as a territory, and England, the dice's Active Player, would have picked the DNPR
    taking it; a Bot never picks (the territory goes as with no Active Player), and the
    fuzzer counts a decision asked of a seat nobody takes as a broken invariant."""
    played = fuzz_game(RULES, 1005, "crowns_of_the_west", replay_folder=tmp_path, seats=[])
    assert played.failure is None, played.failure
