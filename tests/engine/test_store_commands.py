"""A stored game keeps its seats' commands (decision 0110): rows of kind ``command``,
saved with the same optimistic concurrency as actions, reloaded, continued and verified;
a store written before (format 3) is upgraded and keeps its matches; `hegemon saves
command` gives one from the command line."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.match import Match, Played, verify
from hegemon.engine.store import STORE_VERSION, StaleWrite, Store, StoreError
from hegemon.engine.store.records import ACTION_COLUMNS, MATCH_COLUMNS
from tests.engine.commandgame import CONCEDE
from tests.engine.commandgame import RULES as CONCEDING

runner = CliRunner()


def _kinds(path: Path, match_id: int = 1) -> list[str]:
    connection = sqlite3.connect(path)
    kinds = [
        str(row[0])
        for row in connection.execute(
            "SELECT kind FROM actions WHERE match_id = ? ORDER BY number", (match_id,)
        )
    ]
    connection.close()
    return kinds


def _stored_with_a_command(path: Path) -> str:
    """Match 1 (duel seed 3): north rolls, south concedes, north rolls; its state hash."""
    with Store.open(path) as store:
        stored = store.load(store.create(Match.new(CONCEDING, "duel", 3)), CONCEDING)
        stored.apply("north", Action("roll"))
        entries = stored.command("south", Action("concede"))
        assert [entry.kind for entry in entries] == ["concede"]
        stored.apply("north", Action("roll"))
        return stored.match.state_hash()


def test_a_stored_game_with_a_command_reloads_and_continues(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    played = _stored_with_a_command(path)
    assert _kinds(path) == ["action", "command", "action"]
    with Store.open(path) as store:
        history = store.history(1)
        assert [one.command for one in history] == [False, True, False]
        assert history[1] == Played("south", CONCEDE, command=True)
        assert [row.command for row in store.actions(1)] == [False, True, False]
        loaded = store.load(1, CONCEDING)
        assert loaded.match.state_hash() == played and loaded.match.history == history
        assert [one.chain for one in loaded.match.history] == [one.chain for one in history]
        loaded.apply("north", Action("bank"))
        loaded.apply("north", Action("keep"))
        outcome = loaded.match.outcome
        assert outcome is not None and outcome.reason == "the others conceded"
        assert store.verify(1, CONCEDING) == loaded.match.state_hash()
        record = store.record(1)
    assert verify(record, CONCEDING) == (True, record.state_hash)


def test_a_match_created_with_a_command_in_its_history_stores_it(tmp_path: Path) -> None:
    match = Match.new(CONCEDING, "duel", 3)
    match.apply("north", Action("roll"))
    match.command("south", Action("concede"))
    with Store.open(tmp_path / "games.db") as store:
        match_id = store.create(match)
        assert store.history(match_id) == match.history
        assert store.load(match_id, CONCEDING).match.state_hash() == match.state_hash()
    assert _kinds(tmp_path / "games.db", match_id) == ["action", "command"]


def test_a_command_on_a_stale_match_is_refused_and_the_match_reloaded(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    with Store.open(path) as first, Store.open(path) as second:
        match_id = first.create(Match.new(CONCEDING, "duel", 3))
        mine = first.load(match_id, CONCEDING)
        theirs = second.load(match_id, CONCEDING)
        mine.command("south", Action("concede"))
        with pytest.raises(StaleWrite, match="another client acted first"):
            theirs.command("north", Action("concede"))
        assert theirs.match.history == mine.match.history  # reloaded: the store's game
        assert theirs.match.state["conceding"] == ["south"]
        theirs.command("north", Action("concede"))
    assert _kinds(path, match_id) == ["command", "command"]


def test_an_illegal_command_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    with Store.open(path) as store:
        stored = store.load(store.create(Match.new(CONCEDING, "duel", 3)), CONCEDING)
        with pytest.raises(IllegalAction, match="offered: concede None"):
            stored.command("south", Action("play_on"))
        assert store.actions(stored.id) == [] and stored.number == 0


def test_no_undo_takes_back_a_command_even_one_written_by_hand(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    _stored_with_a_command(path)
    with Store.open(path) as store:
        with pytest.raises(StoreError, match="action 2 is not the last action standing"):
            store.append_undo(1, 4, 2, "0" * 64)
        stored = store.load(1, CONCEDING)
        stored.command("north", Action("concede"))
        with pytest.raises(StoreError, match="action 4 is a command, which no undo takes back"):
            store.append_undo(1, 5, 4, stored.match.state_hash())
    assert _kinds(path) == ["action", "command", "action", "command"]


SCHEMA_VERSION_3 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE matches (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, content TEXT NOT NULL,
    scenario TEXT NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,
    options TEXT NOT NULL, engine TEXT NOT NULL, created TEXT NOT NULL,
    setup_log TEXT NOT NULL, initial_hash TEXT NOT NULL, row_hash TEXT NOT NULL,
    people TEXT
);
CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
    seat TEXT NOT NULL, verb TEXT, argument TEXT, undoes INTEGER,
    entries TEXT NOT NULL, state_hash TEXT NOT NULL, row_hash TEXT NOT NULL,
    played TEXT,
    PRIMARY KEY (match_id, number),
    CHECK ((kind = 'action') = (verb IS NOT NULL AND undoes IS NULL))
);
CREATE TABLE snapshots (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 0),
    state TEXT NOT NULL,
    PRIMARY KEY (match_id, number)
);
"""
"""The schema of format version 3, as hegemon wrote it before commands: no row could be
of kind ``command``."""


def _version_3_file(path: Path, source: Path) -> None:
    """A store of format version 3 at ``path`` holding the matches of ``source``."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.executescript("BEGIN;" + SCHEMA_VERSION_3 + "COMMIT;")
    connection.execute("ATTACH DATABASE ? AS source", (str(source),))
    connection.execute("BEGIN")
    connection.execute("INSERT INTO meta SELECT key, value FROM source.meta")
    connection.execute("UPDATE meta SET value = '3' WHERE key = 'version'")
    for table, columns in (
        ("matches", ("id", *MATCH_COLUMNS[1:], "row_hash", "people")),
        ("actions", ("match_id", *ACTION_COLUMNS, "row_hash", "played")),
        ("snapshots", ("match_id", "number", "state")),
    ):
        listed = ", ".join(columns)
        connection.execute(f"INSERT INTO {table} ({listed}) SELECT {listed} FROM source.{table}")
    connection.execute("COMMIT")
    connection.execute("DETACH DATABASE source")
    connection.close()


def test_a_version_3_store_is_upgraded_keeps_its_matches_and_then_takes_commands(
    tmp_path: Path,
) -> None:
    source = tmp_path / "source.db"
    with Store.open(source) as store:
        stored = store.load(store.create(Match.new(CONCEDING, "duel", 3), people=["north"]))
        for verb in ("roll", "roll", "bank"):
            stored.apply("north", Action(verb))
        stored.undo()
        before = store.summary(1)
        rows = store.actions(1)
    path = tmp_path / "old.db"
    _version_3_file(path, source)
    with pytest.raises(sqlite3.IntegrityError, match="CHECK constraint failed"):
        connection = sqlite3.connect(path)
        with connection:
            connection.execute("UPDATE actions SET kind = 'command' WHERE number = 1")
    connection.close()

    with Store.open(path) as store:
        assert store.summary(1) == before and store.actions(1) == rows
        assert store.verify(1, CONCEDING) == before.state_hash
        loaded = store.load(1, CONCEDING)
        loaded.command("south", Action("concede"))
        assert store.verify(1, CONCEDING) == loaded.match.state_hash()
    assert _kinds(path) == ["action", "action", "action", "undo", "command"]
    connection = sqlite3.connect(path)
    version = connection.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()[0]
    connection.close()
    assert version == str(STORE_VERSION) == "4"


# -- hegemon saves command --------------------------------------------------------------------


def _refused(arguments: list[str]) -> str:
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
    return result.stderr


def test_saves_command_gives_a_command_to_a_saved_game(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    _stored_with_a_command(path)
    given = runner.invoke(app, ["saves", "command", "1", "north", "concede", "--db", str(path)])
    assert given.exit_code == 0, given.output
    assert given.stdout.endswith("north: concede given to saved game 1 (row 4)\n")
    assert _kinds(path) == ["action", "command", "action", "command"]
    # --db may come before the command too; play_on withdraws north's concession
    withdrawn = runner.invoke(app, ["saves", "--db", str(path), "command", "1", "north", "play_on"])
    assert withdrawn.exit_code == 0, withdrawn.output
    with Store.open(path) as store:
        assert store.load(1, CONCEDING).match.state["conceding"] == ["south"]
        assert [one.command for one in store.history(1)] == [False, True, False, True, True]


def test_saves_command_refuses_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    db = ["--db", str(path)]
    assert "no saved game 1: there is no store" in _refused(
        ["saves", "command", "1", "north", "concede", *db]
    )
    _stored_with_a_command(path)
    assert "no saved game 7 in" in _refused(["saves", "command", "7", "north", "concede", *db])
    assert "saved game 1 has no seat 'east'; seats: north, south" in _refused(
        ["saves", "command", "1", "east", "concede", *db]
    )
    assert (
        "concede is not a command south may give in saved game 1 now; offered: play_on"
        in _refused(["saves", "command", "1", "south", "concede", *db])
    )
    assert "bot 3 is not a command north may give in saved game 1 now; offered: concede" in (
        _refused(["saves", "command", "1", "north", "bot", "3", *db])
    )
    assert _kinds(path) == ["action", "command", "action"]
