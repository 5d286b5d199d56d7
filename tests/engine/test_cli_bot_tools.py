"""`hegemon bot trace`, `hegemon bot report` and `why` in `hegemon play` (decision 0108
§2.17): a game's Bot turns read back from a replay or a saved game, listed or told node by
node; games with Bots counted; the Bot turns since the player's last decision.

Other work builds the Bots' action charts meanwhile, so these tests never pin which chart
a game stops at: they read what is stable — the first Bot turn's Main Turn Structure
(MTS-1..MTS-6 answered no, then the card drawn and paid), the card, the output's shape."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hegemon.cli.bots import why
from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Observation, make_agent
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import ScenarioInfo
from hegemon.engine.store import Store
from hegemon.games.eupop.setup.mats import DIFFICULTIES

runner = CliRunner()


def _one_line_error(output: str) -> str:
    assert "Traceback" not in output
    lines = [line for line in output.splitlines() if line.startswith("error:")]
    assert len(lines) == 1, output
    return lines[0]


@dataclass(frozen=True)
class AllBots:
    """A margrave game every realm of which is a Bot: its replay (setup alone: the game
    runs inside its setup until its end or a rule not built yet, which may be raised at
    rest or inside a step), and the log it wrote."""

    record: ReplayRecord
    log: list[LogEntry]
    finished: bool


def all_bots(seed: int = 0) -> AllBots:
    rules = rules_registry.load("eupop")
    kept: list[Game] = []

    def keep(game: Game, label: str, seat: str | None) -> None:
        kept.append(game)

    with contextlib.suppress(RuleNotBuilt):  # raised inside a step: the watcher kept it
        kept.append(rules.setup("margrave", seed, [], {}, watchers=(keep,)))
    record = ReplayRecord("eupop", rules.content_id(), "margrave", seed, [], {})
    return AllBots(record, list(kept[-1].entries), kept[-1].outcome is not None)


def first_card(log: list[LogEntry]) -> tuple[str, int, int]:
    """The realm, card and cost paid of the game's first Bot turn, from its log."""
    card = next(entry for entry in log if entry.kind == "bot_card")
    assert card.values["turn"] == 1
    return str(card.seat), int(card.values["card"]), int(card.values["paid"])


@pytest.fixture
def replay(tmp_path: Path) -> tuple[Path, AllBots]:
    game = all_bots()
    path = tmp_path / "bots.json"
    game.record.save(path)
    return path, game


MTS = [f"MTS-{number} ask" for number in range(1, 7)]


def test_trace_lists_the_bot_turns_of_a_replay(replay: tuple[Path, AllBots]) -> None:
    path, game = replay
    realm, card, _ = first_card(game.log)
    result = runner.invoke(app, ["bot", "trace", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("eupop / margrave / seed 0: ")
    assert lines[1].split() == ["turn", "round", "realm", "card", "result"]
    assert lines[2].split()[:4] == ["1", "1", realm, str(card)]
    stops = [line for line in lines if line.startswith("the game stops: ")]
    assert len(stops) == (0 if game.finished else 1)


def test_trace_tells_a_turn_node_by_node(replay: tuple[Path, AllBots]) -> None:
    path, game = replay
    realm, card, paid = first_card(game.log)
    result = runner.invoke(app, ["bot", "trace", str(path), "--turn", "1"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == (
        f"Bot turn 1: {realm} (round 1, normal turn; 9 Bot Power available, 0 spent)"
    )
    asked = [line.strip() for line in lines if line.strip().startswith("MTS-")]
    assert [line.split(":")[0].rsplit(" ", 1)[0] for line in asked[:6]] == MTS
    assert all(": no → MTS-" in line for line in asked[:6])
    assert asked[6].startswith("MTS-7 do draw_and_pay: done → MTS-8")
    assert asked[7].startswith("MTS-8 do card_action: ")
    assert f"    Bot Power spend {paid} for Bot card {card}: " in "\n".join(lines)
    assert any(line.startswith(f"    card {card}: ") for line in lines)


def test_trace_reads_a_replay_whose_person_played_before_the_bots(tmp_path: Path) -> None:
    rules = rules_registry.load("eupop")
    game = rules.setup("margrave", 0, ["brandenburg"], {})
    heuristic = make_agent(rules, "heuristic", 0)
    played: list[Played] = []
    stopped = None
    for _ in range(400):
        try:
            decision = game.decision()
            if decision is None:
                break
            action = heuristic.choose(Observation(rules, game.state, decision))
            played.append(Played(decision.seat, action))
            game.apply(decision.seat, action)
        except RuleNotBuilt as missing:  # at rest, or inside a step of the last action
            stopped = missing
            break
        if any(entry.kind == "bot_turn" for entry in game.entries):
            break
    assert played and any(entry.kind == "bot_turn" for entry in game.entries)
    path = tmp_path / "one.json"
    ReplayRecord("eupop", rules.content_id(), "margrave", 0, ["brandenburg"], {}, played).save(path)
    told = runner.invoke(app, ["bot", "trace", str(path), "--turn", "1"])
    assert told.exit_code == 0, told.output
    assert told.output.startswith("Bot turn 1: ")
    assert "MTS-1 ask event_turn_only: no → MTS-2" in told.output
    listed = runner.invoke(app, ["bot", "trace", str(path)])
    assert listed.exit_code == 0, listed.output
    if stopped is not None:
        assert listed.output.splitlines()[-1] == f"the game stops: {stopped}"


def test_trace_reads_a_saved_game_by_its_id(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    with Store.open(db) as store:  # brandenburg's seat taken: its first decision comes first
        number = store.create(Match.new("eupop", "margrave", 3, ["brandenburg"], {}))
    result = runner.invoke(app, ["bot", "trace", str(number), "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == ["eupop / margrave / seed 3: 0 Bot turns"]


def test_trace_of_one_realm(replay: tuple[Path, AllBots]) -> None:
    path, game = replay
    realm, _, _ = first_card(game.log)
    others = [seat for seat in ("austria", "brandenburg", "poland") if seat != realm]
    mine = runner.invoke(app, ["bot", "trace", str(path), "--realm", realm])
    assert mine.exit_code == 0 and f" {realm} " in mine.output.splitlines()[2]
    turns = {entry.seat for entry in game.log if entry.kind == "bot_turn" and entry.seat in others}
    for other in sorted(set(others) - turns):
        listed = runner.invoke(app, ["bot", "trace", str(path), "--realm", other])
        assert listed.exit_code == 0
        assert ": 0 Bot turns" in listed.output.splitlines()[0]


def test_trace_refuses_bad_input_in_one_line(replay: tuple[Path, AllBots], tmp_path: Path) -> None:
    path, _ = replay
    eotma = tmp_path / "eotma.json"
    Match.new("eotma").record().save(eotma)
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json", "utf-8")
    cases = [
        ([str(tmp_path / "missing.json")], "missing.json: no such file"),
        ([str(garbage)], "garbage.json: not JSON"),
        ([str(eotma)], "is a game of eotma: only eupop has Bots"),
        ([str(path), "--turn", "999"], "no Bot turn 999 in "),
        ([str(path), "--realm", "prussia"], "'prussia' is no Bot realm of "),
        (["7", "--db", str(tmp_path / "none.db")], "no saved game 7: there is no store "),
    ]
    for arguments, message in cases:
        result = runner.invoke(app, ["bot", "trace", *arguments])
        assert result.exit_code == 2, (arguments, result.output)
        assert message in _one_line_error(result.output), arguments


def test_report_counts_all_bot_games_as_json() -> None:
    arguments = ["bot", "report", "--scenario", "margrave", "--games", "2", "--json"]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["game"], data["scenario"], data["seeds"], data["seats"]) == (
        "eupop",
        "margrave",
        [0, 1],
        [],
    )
    [run] = data["runs"]
    assert run["difficulty"] == "default" and run["games"] == 2
    assert run["finished"] + sum(row["games"] for row in run["stopped"] + run["crashed"]) == 2
    assert {row["realm"] for row in data["bots"]} == {"austria", "brandenburg", "poland"}
    mts1 = next(row for row in data["nodes"] if (row["chart"], row["node"]) == ("main", "MTS-1"))
    assert mts1["visits"] >= 2


def test_report_at_every_level_and_as_text() -> None:
    arguments = ["bot", "report", "--scenario", "margrave", "--games", "1", "--difficulty", "all"]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert (
        lines[0] == "bot report: eupop / margrave, seeds 0–0; seats taken: none (every realm a Bot)"
    )
    assert [line.split(":")[0] for line in lines if line.startswith("difficulty ")] == [
        f"difficulty {level}" for level in DIFFICULTIES
    ]
    for title in ("Bot turns:", "chart nodes visited:"):
        assert title in lines
    row = next(line for line in lines if line.strip().startswith("main/MTS-1 "))
    assert row.split()[1:3] == ["ask", "event_turn_only"]
    bots = next(line for line in lines if line.strip().startswith("node "))
    assert "brandenburg/hard" in bots.split() and "austria/easy" in bots.split()


def test_report_with_a_person_among_the_bots() -> None:
    arguments = ["bot", "report", "--scenario", "margrave", "--games", "1", "--json"]
    result = runner.invoke(app, [*arguments, "--bots", "austria,poland"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["seats"] == ["brandenburg"]
    assert {row["realm"] for row in data["bots"]} == {"austria", "poland"}


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--difficulty", "extreme"], "no difficulty 'extreme'; difficulties: easy, normal"),
        (["--bots", "none"], "--bots none: a report needs Bots"),
        (["--bots", "prussia"], "--bots: scenario 'margrave' has no seat 'prussia'"),
        (["--scenario", "atlantis"], "atlantis"),
    ],
)
def test_report_refuses_bad_options_in_one_line(arguments: list[str], message: str) -> None:
    result = runner.invoke(app, ["bot", "report", "--scenario", "margrave", *arguments])
    assert result.exit_code == 2, result.output
    assert message in _one_line_error(result.output)


def test_report_needs_a_scenario_bots_may_play_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    module = type(rules_registry.load("eupop"))
    listed = module.scenarios

    def needing(self: Any) -> list[ScenarioInfo]:  # no shipped scenario needs a person
        return [
            replace(info, minimum_seats=2) if info.name == "six_crowns" else info
            for info in listed(self)
        ]

    monkeypatch.setattr(module, "scenarios", needing)
    result = runner.invoke(app, ["bot", "report", "--scenario", "six_crowns"])
    assert result.exit_code == 2
    assert "needs at least 2 seats not played by a Bot" in _one_line_error(result.output)


# -- why ---------------------------------------------------------------------------------------
def test_why_tells_the_bot_turns_since_the_player_s_last_decision() -> None:
    rules = rules_registry.load("eupop")
    log = all_bots().log
    realm, card, _ = first_card(log)
    lines = why(rules, log, 0, "brandenburg", "why")
    assert lines[0].startswith(f"Bot turn 1: {realm} (round 1, normal turn; ")
    assert any(line.strip().startswith(f"card {card}: ") for line in lines)
    first = why(rules, log, 0, "brandenburg", "why 1")
    assert first == lines[: len(first)]
    assert [line for line in first if line.startswith("Bot turn ")] == [lines[0]]
    assert why(rules, log, 0, "brandenburg", "why 99999")[0].startswith(
        "no Bot turn 99999: the game has Bot turn"
    )
    assert why(rules, log, 0, "brandenburg", "why me") == ["type why, or why N for Bot turn N"]


def test_why_with_no_bot_turn_since_gives_the_last_one() -> None:
    rules = rules_registry.load("eupop")
    log = [
        LogEntry(
            "bot_turn",
            "poland",
            {"turn": 1, "round": 1, "mode": "normal", "available": 3, "spent": 0},
        ),
        LogEntry("bot_turn_end", "poland", {"turn": 1, "result": "passed"}),
        LogEntry(
            "bot_turn",
            "austria",
            {"turn": 2, "round": 1, "mode": "final", "available": 0, "spent": 4},
        ),
        LogEntry("bot_turn_end", "austria", {"turn": 2, "result": "passed"}),
        LogEntry("turn", "brandenburg", {"mode": "normal"}),
    ]
    since_first = why(rules, log, 2, "brandenburg", "why")
    assert since_first == [
        "Bot turn 2: austria (round 1, final turn; 0 Bot Power available, 4 spent)",
        "  turn ends: passed",
    ]
    assert [line for line in why(rules, log, 0, "brandenburg", "why") if "Bot turn" in line] == [
        "Bot turn 1: poland (round 1, normal turn; 3 Bot Power available, 0 spent)",
        "Bot turn 2: austria (round 1, final turn; 0 Bot Power available, 4 spent)",
    ]
    assert why(rules, log, 5, "brandenburg", "why") == [
        "no Bot turn since your last decision; the last one:",
        *since_first,
    ]
    assert why(rules, log[4:], 0, "brandenburg", "why") == ["no Bot has played a turn yet"]


def test_why_shows_only_what_the_seat_may_read() -> None:
    rules = rules_registry.load("eupop")
    log = [
        LogEntry(
            "bot_turn",
            "poland",
            {"turn": 1, "round": 1, "mode": "normal", "available": 3, "spent": 0},
        ),
        LogEntry(
            "roll", "poland", {"purpose": "a secret", "sides": 6, "result": 6}, seen_by=("poland",)
        ),
        LogEntry("bot_turn_end", "poland", {"turn": 1, "result": "card"}),
    ]
    assert "a secret" not in "\n".join(why(rules, log, 0, "brandenburg", "why"))
    assert "rolled 6 for a secret" in "\n".join(why(rules, log, 0, "poland", "why"))


def test_why_in_play(tmp_path: Path) -> None:
    store = ["--db", str(tmp_path / "store.db"), "--save", str(tmp_path / "replay.json")]
    bots = ["eupop", "--scenario", "margrave", "--bots", "austria,poland"]
    result = runner.invoke(app, ["play", *bots, *store], input="why\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "why = the Bots' last turns" in result.output
    # brandenburg's first decision comes before any Bot turn
    assert ">   no Bot has played a turn yet" in result.output
    plain = ["eotma", "--db", str(tmp_path / "other.db"), "--save", str(tmp_path / "e.json")]
    eotma = runner.invoke(app, ["play", *plain], input="why\nq\ny\n")
    assert eotma.exit_code == 0
    assert "why = " not in eotma.output
    assert "has no Bots" in eotma.output


def test_report_is_the_same_on_two_workers() -> None:
    arguments = ["bot", "report", "--scenario", "margrave", "--games", "3", "--json"]
    alone = runner.invoke(app, arguments)
    shared = runner.invoke(app, [*arguments, "--workers", "2"])
    assert alone.exit_code == shared.exit_code == 0, shared.output
    assert json.loads(shared.output) == json.loads(alone.output)


def test_an_interrupted_report_gives_the_games_played_so_far(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from hegemon.games.eupop.bots import report as module

    played = module.play

    def interrupted_at_the_second(*arguments: Any, **named: Any) -> module.GameTally:
        if arguments[2] == 1:
            raise KeyboardInterrupt
        return played(*arguments, **named)

    monkeypatch.setattr(module, "play", interrupted_at_the_second)
    arguments = ["bot", "report", "--scenario", "margrave", "--games", "3"]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 130, result.output
    lines = result.output.splitlines()
    assert "interrupted after 1 of 3 games; what they gave:" in lines
    assert any(line.startswith("difficulty default: 1 game, ") for line in lines)
