"""Every stored byte is covered: each row carries a hash chained from the row before it,
each snapshot must hash to the state hash of the row it follows, the match row must
describe the setup its snapshots hold, and ``Store.verify`` plays everything again."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from hegemon.engine.match import verify
from hegemon.engine.store import Store, StoredMatch, StoreError
from tests.engine.dicegame import RULES
from tests.engine.test_store import _forge, _new, _play

Played = tuple[Path, Store, StoredMatch]


@pytest.fixture
def played(tmp_path: Path) -> Iterator[Played]:
    """A store holding a match of 45 rows with snapshots after rows 10, 20, 30 and 40."""
    path = tmp_path / "s.db"
    with Store.open(path) as store:
        stored = _new(store, every=10)
        _play(stored, 45, seed=None)
        yield path, store, stored


def _change(path: Path, statement: str, *parameters: object) -> None:
    """Change the file as hegemon never would (another program, a damaged disk)."""
    connection = sqlite3.connect(path)
    connection.execute(statement, parameters)
    connection.commit()
    connection.close()


def _change_a_logged_value(path: Path, number: int) -> None:
    """Add 1 to the first number in the values of row ``number``'s first log entry."""
    connection = sqlite3.connect(path)
    query = "SELECT entries FROM actions WHERE number = ?"
    (text,) = connection.execute(query, (number,)).fetchone()
    connection.close()
    entries = json.loads(text)
    values = entries[0]["values"]
    key = next(key for key, value in values.items() if isinstance(value, int))
    values[key] += 1
    _change(path, "UPDATE actions SET entries = ? WHERE number = ?", json.dumps(entries), number)


@pytest.mark.parametrize("number", [3, 43])
def test_a_changed_log_entry_is_refused(played: Played, number: int) -> None:
    path, store, stored = played
    _change_a_logged_value(path, number)
    damaged = f"match {stored.id} row {number} is damaged or was changed"
    with pytest.raises(StoreError, match=damaged):
        store.load(stored.id, RULES)
    with pytest.raises(StoreError, match=damaged):
        store.log(stored.id)


def test_a_damaged_superseded_snapshot_is_refused(played: Played) -> None:
    path, store, stored = played
    _change(path, "UPDATE snapshots SET state = replace(state, 'scores', 'x') WHERE number = 10")
    with pytest.raises(StoreError, match="snapshot 10 is damaged or was changed"):
        store.load(stored.id, RULES)


def test_a_changed_seed_in_the_match_row_is_refused(played: Played) -> None:
    path, store, stored = played
    _change(path, "UPDATE matches SET seed = seed + 1")
    with pytest.raises(StoreError, match=f"match {stored.id}: its row is damaged"):
        store.load(stored.id, RULES)


def test_a_match_row_written_with_another_seed_is_refused(played: Played) -> None:
    path, store, stored = played
    _forge(path, "UPDATE matches SET seed = seed + 1")
    other_setup = "snapshot 0 is not of the match's setup: its row says seed 2, its state 1"
    with pytest.raises(StoreError, match=other_setup):
        store.load(stored.id, RULES)
    with pytest.raises(StoreError, match=other_setup):
        store.verify(stored.id, RULES)


def test_verify_plays_the_whole_match_again_and_names_what_differs(played: Played) -> None:
    path, store, stored = played
    assert store.verify(stored.id, RULES) == stored.match.state_hash()
    _change_a_logged_value(path, 3)
    _forge(path)  # written so by a writer with a bug: the hashes agree
    assert store.load(stored.id, RULES).match.state_hash() == stored.match.state_hash()
    with pytest.raises(StoreError, match="row 3: replaying gives other log entries"):
        store.verify(stored.id, RULES)


def test_a_stored_match_keeps_its_replay_hash_chain(played: Played) -> None:
    _, store, stored = played
    record = store.record(stored.id)
    assert record.chained
    assert verify(record, RULES) == (True, stored.match.state_hash())
    loaded = store.load(stored.id, RULES)
    assert loaded.match.record().actions[-1].chain == record.actions[-1].chain
    _play(loaded, 3, seed=None)
    again = loaded.match.record()
    assert again.chained and verify(again, RULES) == (True, loaded.match.state_hash())


def test_verify_names_another_engine_version(
    played: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, store, stored = played
    monkeypatch.setattr("hegemon.engine.rules.__version__", "9.9.9")
    with pytest.raises(StoreError, match=r"its row says engine '.*', its state '9\.9\.9'"):
        store.verify(stored.id, RULES)
