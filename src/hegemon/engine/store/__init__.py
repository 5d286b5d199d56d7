"""SQLite persistence: many matches in one file, append-only actions, periodic snapshots.

One applied action (or undo) is one transaction. A write names the action number it
adds; when another client added that number first the write is refused with
:class:`StaleWrite`, so two clients acting on one match never lose or merge an action.
A file that is not a hegemon store, or is damaged, is refused with :class:`StoreError`
after a read-only check that leaves its bytes as they were. Layout and rules:
docs/store.md.

The modules: ``file`` (format, schema, the checks before opening, creation),
``records`` (rows as values), ``store`` (:class:`Store`), ``stored_match``
(:class:`StoredMatch`), ``errors``.
"""

from hegemon.engine.store.errors import StaleWrite, StoreError
from hegemon.engine.store.file import STORE_FORMAT, STORE_VERSION
from hegemon.engine.store.records import MatchSummary, StoredAction, standing
from hegemon.engine.store.store import Store
from hegemon.engine.store.stored_match import SNAPSHOT_EVERY, StoredMatch

__all__ = [
    "SNAPSHOT_EVERY",
    "STORE_FORMAT",
    "STORE_VERSION",
    "MatchSummary",
    "StaleWrite",
    "Store",
    "StoreError",
    "StoredAction",
    "StoredMatch",
    "standing",
]
