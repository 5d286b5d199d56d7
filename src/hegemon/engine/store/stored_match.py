"""A match held in a store: each apply, command or undo is saved as it is made."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, Played
from hegemon.engine.serial import State
from hegemon.engine.store.errors import StoreError
from hegemon.engine.store.records import StoredAction

if TYPE_CHECKING:
    from hegemon.engine.store.store import Store

SNAPSHOT_EVERY = 50
"""A snapshot is written once this many actions followed the last one (see docs/store.md)."""


def snapshot_due(number: int, last_snapshot: int, every: int, match: Match) -> bool:
    """Snapshot once ``every`` rows passed, at the first state no later undo can go behind."""
    return number - last_snapshot >= every and not match.can_undo


class StoredMatch:
    """A match held in a store: each apply or undo is saved in its own transaction.

    When a save is refused (another client acted first: StaleWrite), the match is
    reloaded from the store, so it shows what the store holds, and the error is raised.
    """

    def __init__(
        self, store: Store, match_id: int, match: Match, last_snapshot: int, snapshot_every: int
    ) -> None:
        self.store = store
        self.id = match_id
        self.match = match
        self.number = last_snapshot
        """The number of the last row of the match's action log this client knows."""
        self.numbers: list[int] = []
        """The row number of each action in ``match.history``."""
        self.last_snapshot = last_snapshot
        self.snapshot_every = snapshot_every

    def replay(self, stored: StoredAction) -> None:
        """Play a stored row again (while loading); StoreError when it does not give the
        state hash and log entries the row recorded."""
        where = f"{self.store.path}: match {self.id} row {stored.number}"
        entries: list[LogEntry] = []
        try:
            if stored.action is not None and stored.command:
                entries = self.match.command(stored.seat, stored.action)
                self.numbers.append(stored.number)
            elif stored.action is not None:
                entries = self.match.apply(stored.seat, stored.action)
                self.numbers.append(stored.number)
            else:
                self.match.undo()
                if self.numbers.pop() != stored.undoes:
                    raise StoreError(f"{where}: the undo does not take back action {stored.undoes}")
        except IllegalAction as error:
            raise StoreError(f"{where} cannot be played again: {error}") from None
        if self.match.state_hash() != stored.state_hash:
            raise StoreError(
                f"{where}: replaying gives another state than the one recorded "
                "(rules or content changed since it was stored?)"
            )
        if entries != stored.entries:
            raise StoreError(f"{where}: replaying gives other log entries than those recorded")
        self.number = stored.number

    def _snapshot(self, number: int) -> State | None:
        if snapshot_due(number, self.last_snapshot, self.snapshot_every, self.match):
            return self.match.state
        return None

    def _saved(self, number: int, snapshot: State | None) -> None:
        self.number = number
        if snapshot is not None:
            self.last_snapshot = number

    def apply(self, seat: str, action: Action) -> list[LogEntry]:
        """Apply a legal action and save it; IllegalAction changes nothing, here or stored."""
        entries = self.match.apply(seat, action)
        return self._append(Played(seat, action), entries)

    def command(self, seat: str, action: Action) -> list[LogEntry]:
        """Give a command ``seat`` is offered (:meth:`Match.command`) and save it as a row
        of kind ``command``, with the same check of the action number as :meth:`apply`
        (StaleWrite when another client acted first); IllegalAction changes nothing."""
        entries = self.match.command(seat, action)
        return self._append(Played(seat, action, command=True), entries)

    def _append(self, played: Played, entries: list[LogEntry]) -> list[LogEntry]:
        """Save the action just played; on a refused write, reload what the store holds."""
        number = self.number + 1
        snapshot = self._snapshot(number)
        try:
            self.store.append(self.id, number, played, entries, self.match.state_hash(), snapshot)
        except StoreError:
            self.reload()
            raise
        self.numbers.append(number)
        self._saved(number, snapshot)
        return entries

    @property
    def can_undo(self) -> bool:
        return self.match.can_undo

    def undo(self) -> None:
        """Take back the last action (within Match's undo rules) and save the undo."""
        self.match.undo()
        undone = self.numbers.pop()
        number = self.number + 1
        snapshot = self._snapshot(number)
        try:
            self.store.append_undo(self.id, number, undone, self.match.state_hash(), snapshot)
        except StoreError:
            self.reload()
            raise
        self._saved(number, snapshot)

    def reload(self) -> None:
        """Load the match again as the store now holds it."""
        fresh = self.store.load(self.id, self.match.rules, self.snapshot_every)
        self.match = fresh.match
        self.number = fresh.number
        self.numbers = fresh.numbers
        self.last_snapshot = fresh.last_snapshot
