"""A seat handed to a Bot from the command line and by the fuzzer (decision 0110): `bot`
and `commands` in `hegemon play`, `--commands-rate` in `hegemon fuzz`, and the command
replayed by `replay reproduce`, `bot trace` and the saved game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.decision import Action
from hegemon.engine.fuzz import fuzz_game, reproduce
from hegemon.engine.match import Match, ReplayRecord
from hegemon.engine.serial import State
from hegemon.engine.store import Store
from hegemon.games.eupop.bots.substitute import HAND_TO_BOT
from hegemon.games.eupop.module import RULES

pytestmark = pytest.mark.rule("eupop-bots:REPLACING HUMANS", "interpretation:EUPOP-BOT-60")
runner = CliRunner()
MARGRAVE = ["eupop", "--scenario", "margrave", "--seat", "brandenburg", "--seed", "3"]


def test_play_lists_the_commands_and_bot_hands_the_seat_over(tmp_path: Path) -> None:
    store = ["--db", str(tmp_path / "games.db"), "--save", str(tmp_path / "replay.json")]
    result = runner.invoke(app, ["play", *MARGRAVE, *store], input="commands\nbot\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "bot: Hand my realm to a Bot at the start of the next round" in result.output
    assert "Brandenburg will be handed to a Bot at the start of the next round" in result.output
    assert "commands = what else you may do" in result.output
    with Store.open(tmp_path / "games.db") as saved:
        history = saved.history(1)
    assert [(played.command, played.action) for played in history] == [(True, Action(HAND_TO_BOT))]
    again = runner.invoke(
        app, ["play", "--resume", "1", *store], input="commands\nkeep_my_seat\nq\ny\n"
    )
    assert again.exit_code == 0, again.output
    assert "keep_my_seat: Keep my seat: do not hand my realm to a Bot after all" in again.output
    assert "2 actions played" not in again.output and "1 actions played" in again.output
    with Store.open(tmp_path / "games.db") as saved:
        assert [played.action.verb for played in saved.history(1)] == [HAND_TO_BOT, "keep_my_seat"]


def test_bot_twice_is_refused_in_a_line_and_saves_nothing_more(tmp_path: Path) -> None:
    store = ["--db", str(tmp_path / "games.db"), "--save", str(tmp_path / "replay.json")]
    result = runner.invoke(app, ["play", *MARGRAVE, *store], input="bot\nbot\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "bot is not offered now; commands lists what is" in result.output
    with Store.open(tmp_path / "games.db") as saved:
        assert [played.action.verb for played in saved.history(1)] == [HAND_TO_BOT]


def _handed_to_a_bot(state: State) -> list[str]:
    """A watch that fails as soon as Brandenburg is a Bot: the fuzzer's dump then ends on
    the round that converted it."""
    return ["brandenburg is a Bot"] if "brandenburg" in state["bots"] else []


def test_fuzz_gives_commands_at_its_rate_and_reproduce_replays_them(tmp_path: Path) -> None:
    hooks = (_handed_to_a_bot,)
    quiet = fuzz_game(RULES, 4, "margrave", hooks=hooks, seats=["brandenburg"], secrets_rate=0)
    assert quiet.failure is None  # without the rate no seat ever gives a command
    played = fuzz_game(
        RULES,
        4,
        "margrave",
        hooks=hooks,
        replay_folder=tmp_path,
        seats=["brandenburg"],
        secrets_rate=0,
        commands_rate=0.5,
    )
    assert played.failure is not None and played.failure.replay is not None
    assert played.failure.message.endswith("brandenburg is a Bot")
    record = ReplayRecord.load(played.failure.replay)
    assert any(one.command for one in record.actions)
    assert reproduce(record, RULES, hooks) == f"invariant: {played.failure.message}"
    again = fuzz_game(
        RULES, 4, "margrave", hooks=hooks, seats=["brandenburg"], secrets_rate=0, commands_rate=0.5
    )
    assert again.decisions == played.decisions  # the same seed gives the same commands


def test_bot_trace_replays_a_game_with_the_command(tmp_path: Path) -> None:
    """Brandenburg hands its seat over at once: from round 2 the Bots play alone to the end."""
    match = Match.new(RULES, "margrave", 3, ["brandenburg"])
    rng = random.Random(2)
    match.command("brandenburg", Action(HAND_TO_BOT))
    while (decision := match.decision()) is not None:
        match.apply(decision.seat, rng.choice(decision.actions))
    assert match.outcome is not None and "brandenburg" in match.state["bots"]
    path = tmp_path / "game.json"
    match.record().save(path)
    result = runner.invoke(app, ["bot", "trace", str(path), "--realm", "brandenburg"])
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.output.splitlines()[2:]]
    assert rows and all(row[2] == "brandenburg" for row in rows)
    assert {row[1] for row in rows} - {"-", "1"}  # its Bot turns from round 2 on


def test_a_saved_game_takes_the_command_once(tmp_path: Path) -> None:
    database = tmp_path / "games.db"
    with Store.open(database) as store:
        number = store.create(Match.new(RULES, "margrave", 3, ["brandenburg"]))
    command = ["saves", "command", str(number), "brandenburg", HAND_TO_BOT, "--db", str(database)]
    given = runner.invoke(app, command)
    assert given.exit_code == 0, given.output
    assert f"brandenburg: hand_to_bot given to saved game {number}" in given.output
    twice = runner.invoke(app, command)
    assert twice.exit_code == 2
    assert "keep_my_seat" in twice.output and "Traceback" not in twice.output
    with Store.open(database) as store:
        assert [played.action.verb for played in store.history(number)] == [HAND_TO_BOT]
