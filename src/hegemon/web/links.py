"""Who plays each seat of a server's game, and the secret links of the seats people play.

The table ``seat_links`` lives in the store file beside the store's own tables (every
other command ignores it), so the file stays the whole server state. A token is kept
only as its SHA-256: the file never holds a link that would let its reader play a seat.
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from hegemon.engine.store import StoreError

PERSON = "person"
AI = "ai"
BOT = "bot"
PLAYERS = (PERSON, AI, BOT)

SCHEMA = """
CREATE TABLE IF NOT EXISTS seat_links (
    match_id INTEGER NOT NULL,
    seat TEXT NOT NULL,
    player TEXT NOT NULL CHECK (player IN ('person', 'ai', 'bot')),
    agent TEXT NOT NULL,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS web_status (
    match_id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    waiting_for TEXT,
    problem TEXT NOT NULL
);
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    """A seat's secret: 128 random bits from the operating system, URL-safe."""
    return secrets.token_urlsafe(16)


@dataclass(frozen=True, slots=True)
class Status:
    """Where a game stood when the server last changed or loaded it (the lobby's list,
    read without loading any game)."""

    number: int
    finished: bool
    waiting_for: str | None
    problem: str


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """Who plays one seat: a person (through a link), an agent by name, or a Bot (a seat
    the rules play themselves, not one of the match's seats)."""

    seat: str
    player: str
    agent: str


class SeatLinks:
    """The ``seat_links`` table of one store file. Not thread-safe by itself: the server
    uses it under its lock."""

    def __init__(self, path: Path) -> None:
        try:
            self._connection = sqlite3.connect(
                path, timeout=30.0, isolation_level=None, check_same_thread=False
            )
            self._connection.executescript(SCHEMA)
        except sqlite3.Error as error:
            raise StoreError(f"{path}: cannot keep the seat links ({error})") from None

    def close(self) -> None:
        self._connection.close()

    def add(self, match_id: int, players: list[SeatPlayer]) -> dict[str, str]:
        """Record who plays each seat of a new match; the token of each person's seat."""
        tokens = {player.seat: new_token() for player in players if player.player == PERSON}
        rows = [
            (
                match_id,
                player.seat,
                player.player,
                player.agent,
                token_hash(tokens[player.seat]) if player.seat in tokens else None,
            )
            for player in players
        ]
        with self._connection:
            self._connection.execute("BEGIN IMMEDIATE")
            self._connection.executemany(
                "INSERT INTO seat_links (match_id, seat, player, agent, token_hash) "
                "VALUES (?, ?, ?, ?, ?)",
                rows,
            )
        return tokens

    def players(self, match_id: int) -> list[SeatPlayer]:
        """Who plays each seat of a match the server created; empty for any other match
        (one played in the terminal, say)."""
        rows = self._connection.execute(
            "SELECT seat, player, agent FROM seat_links WHERE match_id = ? ORDER BY rowid",
            (match_id,),
        ).fetchall()
        return [SeatPlayer(seat, player, agent) for seat, player, agent in rows]

    def seat_of(self, match_id: int, token: str) -> str | None:
        """The seat whose link holds ``token``, or None."""
        row = self._connection.execute(
            "SELECT seat FROM seat_links WHERE match_id = ? AND token_hash = ?",
            (match_id, token_hash(token)),
        ).fetchone()
        return None if row is None else str(row[0])

    def note(self, match_id: int, status: Status) -> None:
        """Keep where a game stands for the lobby."""
        self._connection.execute(
            "INSERT OR REPLACE INTO web_status (match_id, number, finished, waiting_for, problem)"
            " VALUES (?, ?, ?, ?, ?)",
            (match_id, status.number, int(status.finished), status.waiting_for, status.problem),
        )

    def statuses(self) -> dict[int, Status]:
        rows = self._connection.execute(
            "SELECT match_id, number, finished, waiting_for, problem FROM web_status"
        ).fetchall()
        return {
            int(match_id): Status(int(number), bool(finished), waiting_for, str(problem))
            for match_id, number, finished, waiting_for, problem in rows
        }

    def matches(self) -> set[int]:
        """The matches the server created."""
        rows = self._connection.execute("SELECT DISTINCT match_id FROM seat_links").fetchall()
        return {int(row[0]) for row in rows}
