from __future__ import annotations

import hashlib
import multiprocessing
import random
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

import pytest

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.match import Match, Played, verify
from hegemon.engine.store import (
    STORE_FORMAT,
    STORE_VERSION,
    StaleWrite,
    Store,
    StoredAction,
    StoredMatch,
    StoreError,
)
from hegemon.engine.store import store as store_module
from hegemon.engine.store.records import ACTION_COLUMNS, MATCH_COLUMNS, row_hash
from tests.engine.dicegame import RULES


def _play(match: Match | StoredMatch, steps: int, seed: int | None) -> None:
    """Random legal actions from ``seed``; with None always the first legal action (a roll,
    so nobody ever scores and the game runs as long as wanted)."""
    chooser = random.Random(seed)
    for _ in range(steps):
        decision = match.match.decision() if isinstance(match, StoredMatch) else match.decision()
        if decision is None:
            return
        action = decision.actions[0] if seed is None else chooser.choice(decision.actions)
        match.apply(decision.seat, action)


def _new(store: Store, scenario: str = "four", seed: int = 1, every: int = 50) -> StoredMatch:
    return store.load(store.create(Match.new(RULES, scenario, seed)), RULES, every)


def _card_choice(store: Store, every: int = 50) -> StoredMatch:
    """Duel seed 3: north rolls twice (10 points) and banks; north then picks a card,
    a decision in the same seat with no dice, so the bank can be undone."""
    stored = _new(store, "duel", 3, every)
    for verb in ("roll", "roll", "bank"):
        stored.apply("north", Action(verb))
    decision = stored.match.decision()
    assert decision is not None and decision.prompt.startswith("Play a secret card")
    assert stored.can_undo
    return stored


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- creating and reading back ---------------------------------------------------------------
def test_a_new_store_is_a_wal_sqlite_file_marked_as_a_hegemon_store(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "games.db"
    Store.open(path).close()
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    connection.close()
    assert (meta["format"], meta["version"]) == (STORE_FORMAT, str(STORE_VERSION))
    assert sorted(item.name for item in path.parent.iterdir()) == ["games.db"]


def test_a_stored_match_loads_in_another_client_exactly_as_played(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, every=3)
        _play(stored, 60, seed=5)
        assert stored.match.outcome is not None
        with Store.open(tmp_path / "s.db") as other:
            loaded = other.load(stored.id, RULES)
        assert loaded.match.state_hash() == stored.match.state_hash()
        assert loaded.match.history == stored.match.history
        assert loaded.match.log == stored.match.log
        assert loaded.number == stored.number == len(stored.match.history)


def test_each_apply_writes_one_row_with_its_log_entries_and_state_hash(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, "duel", 3)
        entries = stored.apply("north", Action("roll"))
        [row] = store.actions(stored.id)
        assert (row.number, row.seat, row.action, row.undoes) == (1, "north", Action("roll"), None)
        assert row.entries == entries and entries[0].kind == "roll"
        assert row.state_hash == stored.match.state_hash()


def test_create_saves_the_history_a_match_already_has(tmp_path: Path) -> None:
    match = Match.new(RULES, "four", 8)
    _play(match, 70, seed=8)
    assert match.outcome is not None and len(match.history) > 10
    with Store.open(tmp_path / "s.db") as store:
        match_id = store.create(match, snapshot_every=5)
        assert store.history(match_id) == match.history
        assert store.log(match_id) == match.log
        assert verify(store.record(match_id), RULES) == (True, match.state_hash())
        assert store.load(match_id, RULES).match.state_hash() == match.state_hash()


@pytest.mark.parametrize("seed", [2**63 - 1, -(2**63)])
def test_a_keyed_game_with_a_seed_of_64_bits_is_stored_and_verifies(
    tmp_path: Path, seed: int
) -> None:
    """A server's game: the keyed generator and a seed drawn below 2**63."""
    with Store.open(tmp_path / "s.db") as store:
        stored = store.load(
            store.create(Match.new(RULES, "four", seed, options={"generator": "blake2b"})), RULES
        )
        _play(stored, 12, seed=1)
        assert store.summary(stored.id).seed == seed
        assert store.verify(stored.id, RULES) == stored.match.state_hash()
        assert verify(store.record(stored.id), RULES) == (True, stored.match.state_hash())


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1, 10**30])
def test_a_seed_beyond_64_bits_is_refused_and_nothing_is_written(tmp_path: Path, seed: int) -> None:
    with Store.open(tmp_path / "s.db") as store:
        with pytest.raises(StoreError, match=f"its seed {seed} does not fit"):
            store.create(Match.new(RULES, "four", seed))
        assert store.matches() == []


def test_create_refuses_a_match_whose_state_was_edited_by_hand(tmp_path: Path) -> None:
    match = Match.new(RULES, "duel", 3)
    match.state["scores"]["north"] = 19
    with Store.open(tmp_path / "s.db") as store, pytest.raises(StoreError, match="edited"):
        store.create(match)


def test_matches_lists_each_match_with_its_last_row_and_state_hash(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        first = _new(store, "duel", 3)
        second = _new(store, "four", 4)
        first.apply("north", Action("roll"))
        summaries = store.matches()
    assert [(item.id, item.scenario, item.seed, item.number) for item in summaries] == [
        (first.id, "duel", 3, 1),
        (second.id, "four", 4, 0),
    ]
    assert summaries[0].state_hash == first.match.state_hash()
    assert summaries[1].seats == ["north", "east", "south", "west"]


def test_an_illegal_action_writes_nothing(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, "duel", 3)
        with pytest.raises(IllegalAction):
            stored.apply("north", Action("bank"))
        assert store.actions(stored.id) == []
        assert stored.number == 0


def test_a_missing_match_is_named(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store, pytest.raises(StoreError, match="no match 7"):
        store.load(7, RULES)


# -- snapshots -------------------------------------------------------------------------------
def _snapshot_numbers(path: Path) -> list[int]:
    connection = sqlite3.connect(path)
    numbers = [row[0] for row in connection.execute("SELECT number FROM snapshots ORDER BY 1")]
    connection.close()
    return numbers


def test_a_snapshot_waits_for_a_state_no_undo_can_go_behind(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        stored = _card_choice(store, every=1)  # rows 1, 2 roll; row 3 banks (undoable)
        stored.apply("north", Action("keep"))  # row 4 passes the turn: undo is cleared
    assert _snapshot_numbers(path) == [0, 1, 2, 4]


def test_a_load_plays_again_only_the_rows_after_the_latest_snapshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        stored = _new(store, every=10)
        _play(stored, 45, seed=None)
        assert _snapshot_numbers(path) == [0, 10, 20, 30, 40]
        replayed: list[int] = []
        replay = StoredMatch.replay

        def counted(self: StoredMatch, row: StoredAction) -> None:
            replayed.append(row.number)
            replay(self, row)

        monkeypatch.setattr(StoredMatch, "replay", counted)
        loaded = store.load(stored.id, RULES)
        assert replayed == [41, 42, 43, 44, 45]
        assert loaded.match.state_hash() == stored.match.state_hash()
        assert loaded.match.history == stored.match.history


def _forge(path: Path, *statements: str) -> None:
    """Change a store with SQL, then give every row the hash it would have been written
    with: what a writer with a bug would leave, which no hash can tell."""
    connection = sqlite3.connect(path)
    for statement in statements:
        connection.execute(statement)
    for (match_id,) in connection.execute("SELECT id FROM matches").fetchall():
        values = connection.execute(
            f"SELECT {', '.join(MATCH_COLUMNS)} FROM matches WHERE id = ?", (match_id,)
        ).fetchone()
        previous = row_hash("", values)
        connection.execute("UPDATE matches SET row_hash = ? WHERE id = ?", (previous, match_id))
        for values in connection.execute(
            f"SELECT {', '.join(ACTION_COLUMNS)} FROM actions WHERE match_id = ? ORDER BY number",
            (match_id,),
        ).fetchall():
            previous = row_hash(previous, values)
            connection.execute(
                "UPDATE actions SET row_hash = ? WHERE match_id = ? AND number = ?",
                (previous, match_id, values[0]),
            )
    connection.commit()
    connection.close()


def test_a_row_that_no_longer_reproduces_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        stored = _new(store, "duel", 3)
        stored.apply("north", Action("roll"))
        _forge(path, "UPDATE actions SET state_hash = 'abc' WHERE number = 1")
        with pytest.raises(StoreError, match="row 1: replaying gives another state"):
            store.load(stored.id, RULES)


# -- undo ------------------------------------------------------------------------------------
def test_an_undo_is_appended_as_its_own_row_and_leaves_the_history(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _card_choice(store)
        before_bank = store.actions(stored.id)[1].state_hash
        stored.undo()
        rows = store.actions(stored.id)
        assert [(row.number, row.action, row.undoes) for row in rows] == [
            (1, Action("roll"), None),
            (2, Action("roll"), None),
            (3, Action("bank"), None),
            (4, None, 3),
        ]
        assert rows[3].state_hash == before_bank == stored.match.state_hash()
        assert store.history(stored.id) == [Played("north", Action("roll"))] * 2
        assert [entry.kind for entry in store.log(stored.id)] == ["shuffle", "roll", "roll"]
        assert verify(store.record(stored.id), RULES) == (True, before_bank)


def test_a_reloaded_match_can_still_undo_and_go_on_after_an_undo(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _card_choice(store)
        loaded = store.load(stored.id, RULES)
        assert loaded.can_undo
        loaded.undo()
        loaded.apply("north", Action("bank"))
        loaded.apply("north", Action("card", 3))
        again = store.load(stored.id, RULES)
        assert again.match.history == loaded.match.history
        assert again.match.state["scores"]["north"] == 13
        assert not again.can_undo


def test_a_snapshot_after_an_undo_is_loaded_with_the_undone_action_left_out(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        stored = _card_choice(store, every=1)
        stored.undo()  # row 4: nothing left to undo, so it is snapshot
        assert _snapshot_numbers(path) == [0, 1, 2, 4]
        loaded = store.load(stored.id, RULES)
        assert loaded.match.history == [Played("north", Action("roll"))] * 2
        assert loaded.match.log == store.log(stored.id)
        loaded.apply("north", Action("bank"))
        assert [row.number for row in store.actions(stored.id)] == [1, 2, 3, 4, 5]


def test_nothing_to_undo_writes_nothing(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, "duel", 3)
        stored.apply("north", Action("roll"))
        with pytest.raises(IllegalAction, match="nothing to undo"):
            stored.undo()
        assert len(store.actions(stored.id)) == 1


def test_the_store_refuses_an_undo_of_an_action_that_is_not_last(tmp_path: Path) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _card_choice(store)
        with pytest.raises(StoreError, match="action 2 is not the last action standing"):
            store.append_undo(stored.id, 4, 2, "0" * 64)
        assert len(store.actions(stored.id)) == 3


def test_a_full_disk_refuses_the_write_and_the_match_shows_what_is_stored(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, every=1)
        connection = store._connection  # a disk that is full once the file needs a page more
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(StoreError, match="database or disk is full"):
            _play(stored, 100, None)
        assert stored.number == len(store.actions(stored.id)) > 0
        assert stored.match.state_hash() == store.summary(stored.id).state_hash


# -- concurrency -----------------------------------------------------------------------------
def test_a_second_client_acting_on_a_stale_match_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as setup:
        match_id = _new(setup, "duel", 3).id
    with Store.open(path) as first_client, Store.open(path) as second_client:
        first = first_client.load(match_id, RULES)
        second = second_client.load(match_id, RULES)
        first.apply("north", Action("roll"))
        with pytest.raises(StaleWrite, match="at action 1, so action 1 cannot be written"):
            second.apply("north", Action("roll"))
        rows = first_client.actions(match_id)
        assert [(row.number, row.entries) for row in rows] == [
            (1, first.match.log[-1:]),
        ]
        assert second.match.state_hash() == first.match.state_hash()  # reloaded


def test_an_undo_racing_an_action_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as setup:
        match_id = _card_choice(setup).id
    with Store.open(path) as first_client, Store.open(path) as second_client:
        first = first_client.load(match_id, RULES)
        second = second_client.load(match_id, RULES)
        first.apply("north", Action("keep"))
        with pytest.raises(StaleWrite):
            second.undo()
        assert [row.action for row in first_client.actions(match_id)][-1] == Action("keep")


@pytest.mark.parametrize("expected", [1, 3])
def test_append_wants_exactly_the_next_number(tmp_path: Path, expected: int) -> None:
    with Store.open(tmp_path / "s.db") as store:
        stored = _new(store, "duel", 3)
        stored.apply("north", Action("roll"))
        played = Played("north", Action("roll"))
        with pytest.raises(StaleWrite, match=f"match {stored.id} is at action 1"):
            store.append(stored.id, expected, played, [], "0" * 64)
        assert len(store.actions(stored.id)) == 1


def _race_client(path: str, match_id: int, barrier: Barrier, results: Any) -> None:
    with Store.open(path) as store:
        stored = store.load(match_id, RULES)
        barrier.wait(timeout=60)
        try:
            stored.apply("north", Action("roll"))
            results.put(("won", stored.match.state_hash()))
        except StaleWrite:
            results.put(("stale", stored.match.state_hash()))


def test_two_processes_racing_for_one_action_number_one_wins(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as setup:
        match_id = _new(setup, "duel", 3).id
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    results = context.Queue()
    clients = [
        context.Process(target=_race_client, args=(str(path), match_id, barrier, results))
        for _ in range(2)
    ]
    for client in clients:
        client.start()
    outcomes = sorted(results.get(timeout=120) for _ in clients)
    for client in clients:
        client.join(timeout=60)
    assert [outcome for outcome, _ in outcomes] == ["stale", "won"]
    with Store.open(path) as store:
        assert len(store.actions(match_id)) == 1
        assert {hashed for _, hashed in outcomes} == {store.summary(match_id).state_hash}


# -- files that are not sound stores -------------------------------------------------------
def _stored_file(path: Path) -> Path:
    with Store.open(path) as store:
        for seed in range(3):
            _play(_new(store, seed=seed), 40, None)
    return path


def _text(path: Path) -> None:
    path.write_text("name,score\nnorth,20\n", "utf-8")


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(4).randbytes(5000))


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _short_header(path: Path) -> None:
    path.write_bytes(_stored_file(path).read_bytes()[:60])


def _truncated(path: Path) -> None:
    data = _stored_file(path).read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _damaged_page(path: Path) -> None:
    data = bytearray(_stored_file(path).read_bytes())
    data[4096 * 2 : 4096 * 3] = random.Random(5).randbytes(4096)
    path.write_bytes(bytes(data))


def _other_database(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE scores (seat TEXT, score INTEGER)")
    connection.commit()
    connection.close()


def _foreign_meta(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    connection.execute("INSERT INTO meta VALUES ('format', 'photo-album')")
    connection.commit()
    connection.close()


def _future_version(path: Path) -> None:
    _stored_file(path)
    connection = sqlite3.connect(path)
    connection.execute(f"UPDATE meta SET value = '{STORE_VERSION + 1}' WHERE key = 'version'")
    connection.commit()
    connection.close()


def _old_version(path: Path) -> None:
    _stored_file(path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE meta SET value = '1' WHERE key = 'version'")
    connection.commit()
    connection.close()


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (_text, "not an SQLite database"),
        (_random_bytes, "not an SQLite database"),
        (_empty, "it is empty"),
        (_short_header, "shorter than an SQLite header"),
        (_truncated, "corrupt SQLite database .database disk image is malformed"),
        (_damaged_page, "corrupt"),
        (_other_database, "not a hegemon store .no meta table"),
        (_foreign_meta, "meta format is 'photo-album'"),
        (_future_version, f"format version {STORE_VERSION + 1}, newer than this hegemon"),
        (_old_version, "format version 1, older than this hegemon"),
    ],
)
def test_a_file_that_is_not_a_sound_store_is_refused_and_left_unchanged(
    tmp_path: Path, make: Callable[[Path], None], reason: str
) -> None:
    path = tmp_path / "games.db"
    make(path)
    before = _digest(path)
    with pytest.raises(StoreError, match=reason) as refused:
        Store.open(path)
    assert str(path) in str(refused.value)
    assert _digest(path) == before
    assert sorted(item.name for item in tmp_path.iterdir()) == ["games.db"]


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="not a regular file"):
        Store.open(tmp_path)


# -- when rows were written, who plays, and the upgrade from format version 2 ----------------
def _time(text: str | None) -> datetime:
    assert text is not None
    parsed = datetime.fromisoformat(text)
    assert parsed.utcoffset() == timedelta(0) and text == parsed.isoformat(timespec="seconds")
    return parsed


def test_each_row_records_when_it_was_written_and_the_summary_when_last_played(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.db"
    start = datetime.now(UTC).replace(microsecond=0)
    with Store.open(path) as store:
        stored = _card_choice(store)
        untouched = _new(store)
        stored.undo()
        end = datetime.now(UTC)
        rows = store.actions(stored.id)
        assert [row.action is None for row in rows] == [False, False, False, True]
        assert all(start <= _time(row.written) <= end for row in rows)
        created = store.summary(untouched.id)
        assert created.played == created.created and created.number == 0
        # Give each row its own time, as if played on four days: the last row's is shown.
        for row in rows:
            _change_played(path, stored.id, row.number, f"2030-01-0{row.number}T12:00:00+00:00")
        assert [row.written for row in store.actions(stored.id)][-1] == "2030-01-04T12:00:00+00:00"
        assert store.summary(stored.id).played == "2030-01-04T12:00:00+00:00"
        assert store.matches()[0].played == "2030-01-04T12:00:00+00:00"
        assert store.summary(stored.id).created != "2030-01-04T12:00:00+00:00"


def _change_played(path: Path, match_id: int, number: int, played: str | None) -> None:
    connection = sqlite3.connect(path)
    connection.execute(
        "UPDATE actions SET played = ? WHERE match_id = ? AND number = ?",
        (played, match_id, number),
    )
    connection.commit()
    connection.close()


def _row_hashes(path: Path) -> list[tuple[int, int, str]]:
    connection = sqlite3.connect(path)
    hashes = connection.execute(
        "SELECT match_id, number, row_hash FROM actions ORDER BY match_id, number"
    ).fetchall()
    connection.close()
    return [(int(match_id), int(number), str(hashed)) for match_id, number, hashed in hashes]


def test_row_hashes_do_not_depend_on_when_rows_were_written_or_who_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two stores hold the same match, created at the same moment (``created`` is part of
    the match row's hash, and every action row chains from it: matches created in two
    different seconds rightly differ, which once made this test fail now and then), with
    its rows written at other times and other people recorded: the same row hashes."""
    played: list[list[tuple[int, int, str]]] = []
    for name, people, day in (("a.db", ["north"], 2), ("b.db", None, 3)):
        clock = iter(
            [
                "2030-01-01T12:00:00+00:00",
                *(f"2030-01-0{day}T1{hour}:00:00+00:00" for hour in (0, 1)),
            ]
        )
        monkeypatch.setattr(store_module, "_now", lambda clock=clock: next(clock))
        path = tmp_path / name
        with Store.open(path) as store:
            stored = store.load(store.create(Match.new(RULES, "duel", 3), people=people), RULES)
            stored.apply("north", Action("roll"))
            stored.apply("north", Action("roll"))
            assert [row.written for row in store.actions(stored.id)] == [
                f"2030-01-0{day}T10:00:00+00:00",
                f"2030-01-0{day}T11:00:00+00:00",
            ]
        played.append(_row_hashes(path))
    assert played[0] == played[1] and len(played[0]) == 2
    # Changing a time or a person afterwards breaks no hash: the match loads and verifies.
    path = tmp_path / "a.db"
    _change_played(path, 1, 1, "1999-12-31T23:59:59+00:00")
    _change_played(path, 1, 2, None)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE matches SET people = '[\"south\"]'")
    connection.commit()
    connection.close()
    with Store.open(path) as store:
        loaded = store.load(1, RULES)
        assert store.verify(1, RULES) == loaded.match.state_hash()
        assert store.summary(1).people == ["south"]
        assert store.summary(1).played == store.summary(1).created  # the last row has no time


def test_the_seats_a_person_plays_are_kept_with_the_match(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        chosen = store.create(Match.new(RULES, "four", 1), people=["south"])
        unknown = store.create(Match.new(RULES, "four", 2))
        with pytest.raises(StoreError, match="nobody is not one of its seats"):
            store.create(Match.new(RULES, "four", 3), people=["nobody"])
        assert [item.people for item in store.matches()] == [["south"], None]
        assert store.load(chosen, RULES).match.meta["seats"][0] == "north"
    connection = sqlite3.connect(path)
    connection.execute("UPDATE matches SET people = 'not json' WHERE id = ?", (unknown,))
    connection.commit()
    connection.close()
    with Store.open(path) as store:
        assert store.summary(unknown).people is None  # no hash covers it: unknown, not damage
        store.verify(unknown, RULES)


SCHEMA_VERSION_2 = """
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    content TEXT NOT NULL,
    scenario TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    options TEXT NOT NULL,
    engine TEXT NOT NULL,
    created TEXT NOT NULL,
    setup_log TEXT NOT NULL,
    initial_hash TEXT NOT NULL,
    row_hash TEXT NOT NULL
);
CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
    seat TEXT NOT NULL,
    verb TEXT,
    argument TEXT,
    undoes INTEGER,
    entries TEXT NOT NULL,
    state_hash TEXT NOT NULL,
    row_hash TEXT NOT NULL,
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
"""The schema of format version 2, as hegemon wrote it before ``played`` and ``people``."""


def _version_2_file(path: Path, source: Path) -> None:
    """A store of format version 2 at ``path`` holding the matches of ``source`` (their
    version-2 columns, so every hash holds), made with the old schema."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.executescript("BEGIN;" + SCHEMA_VERSION_2 + "COMMIT;")
    connection.execute("ATTACH DATABASE ? AS source", (str(source),))
    connection.execute("BEGIN")
    connection.execute("INSERT INTO meta SELECT key, value FROM source.meta")
    connection.execute("UPDATE meta SET value = '2' WHERE key = 'version'")
    for table, columns in (
        ("matches", ("id", *MATCH_COLUMNS[1:], "row_hash")),
        ("actions", ("match_id", *ACTION_COLUMNS, "row_hash")),
        ("snapshots", ("match_id", "number", "state")),
    ):
        listed = ", ".join(columns)
        connection.execute(f"INSERT INTO {table} ({listed}) SELECT {listed} FROM source.{table}")
    connection.execute("COMMIT")
    connection.execute("DETACH DATABASE source")
    connection.close()


def _columns(path: Path, table: str) -> list[str]:
    connection = sqlite3.connect(path)
    names = [str(row[1]) for row in connection.execute(f"PRAGMA table_info({table})")]
    connection.close()
    return names


def test_a_version_2_store_is_upgraded_when_opened_and_keeps_its_matches(tmp_path: Path) -> None:
    source = tmp_path / "source.db"
    with Store.open(source) as store:
        first = _new(store, every=5)
        _play(first, 20, seed=None)
        second = _card_choice(store)
        second.undo()
        expected = [(item.id, item.number, item.state_hash) for item in store.matches()]
        histories = [store.history(item.id) for item in store.matches()]
    path = tmp_path / "old.db"
    _version_2_file(path, source)
    assert "played" not in _columns(path, "actions")
    assert "people" not in _columns(path, "matches")

    with Store.open(path) as store:
        summaries = store.matches()
        assert [(item.id, item.number, item.state_hash) for item in summaries] == expected
        assert [store.history(item.id) for item in summaries] == histories
        for item in summaries:
            assert store.verify(item.id, RULES) == item.state_hash
            assert item.played == item.created and item.people is None
        assert all(row.written is None for row in store.actions(first.id))
        loaded = store.load(second.id, RULES)
        loaded.apply("north", Action("bank"))
        assert store.summary(second.id).played == store.actions(second.id)[-1].written
        assert store.verify(second.id, RULES) == loaded.match.state_hash()
    assert "played" in _columns(path, "actions") and "people" in _columns(path, "matches")
    connection = sqlite3.connect(path)
    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    connection.close()
    assert meta["version"] == str(STORE_VERSION) == "4"
    with Store.open(path) as store:  # opening it again changes nothing
        assert store.verify(first.id, RULES) == expected[0][2]
