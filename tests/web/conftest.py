"""The web API tests' setup: a server on a fresh store file (its AI runner playing in the
background), the seats' links of a new game, and bounded waits for a person's decision."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from hegemon.web.api import create_app

LOOKS = 3000
"""How many times a test looks at a page before it gives up waiting (the AI seats play
hundreds of moves a second; this bound only stops a test that would hang)."""
PAUSE_SECONDS = 0.01

SOLO = {"game": "eotma", "scenario": "reconquista", "players": {"castile": "person"}}
"""A game with one seat, a person's: nothing moves unless the test acts."""
MILLENNIUM_SEATS = ("france", "england", "leon", "empire", "byzantium", "denmark")


def millennium(**people: str) -> dict[str, Any]:
    """A new eotma Millennium game: the seats named are played as given, the others by AI."""
    return {
        "game": "eotma",
        "scenario": "millennium",
        "players": {seat: people.get(seat, "ai") for seat in MILLENNIUM_SEATS},
    }


@dataclass(frozen=True)
class Seat:
    """One person's seat of a game, from its secret link."""

    match: int
    name: str
    token: str

    @property
    def api(self) -> str:
        return f"/api/play/{self.match}/{self.token}"


def open_server(db: Path) -> TestClient:
    """A client of a new server on ``db``; a 500 comes back as a response, not raised."""
    return TestClient(create_app(db, 0.0), raise_server_exceptions=False)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "server.db"


@pytest.fixture
def client(db: Path) -> Iterator[TestClient]:
    with open_server(db) as client:
        yield client


def new_game(client: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    """Create a game; its id, links and watch link."""
    response = client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def seats(created: dict[str, Any]) -> dict[str, Seat]:
    """The person seats of a created game, by name."""
    found = {}
    for name, link in created["links"].items():
        _, play, match, token = link.split("/")
        assert play == "play"
        found[name] = Seat(int(match), name, token)
    return found


def solo_seat(client: TestClient) -> Seat:
    """The person's seat of a new solitaire game (nothing played yet: version 0)."""
    return seats(new_game(client, SOLO))["castile"]


def page(client: TestClient, url: str) -> dict[str, Any]:
    response = client.get(url)
    assert response.status_code == 200, response.text
    state: dict[str, Any] = response.json()
    return state


def wait_for(
    client: TestClient, url: str, ready: Callable[[dict[str, Any]], bool]
) -> dict[str, Any]:
    """The page state at ``url`` once ``ready`` holds of it (looking a bounded number of times)."""
    state = page(client, url)
    for _ in range(LOOKS):
        if ready(state):
            return state
        time.sleep(PAUSE_SECONDS)
        state = page(client, url)
    raise AssertionError(f"{url} never became ready; last decision {state['decision']}")


def wait_for_turn(client: TestClient, seat: Seat) -> dict[str, Any]:
    """The seat's page state once the pending decision is its own."""
    return wait_for(
        client, seat.api, lambda state: bool(state["decision"] and state["decision"]["yours"])
    )


def wait_for_people(client: TestClient, url: str) -> dict[str, Any]:
    """The page state once the AI seats have stopped: a person's decision, or the end."""

    def people_turn(state: dict[str, Any]) -> bool:
        decision = state["decision"]
        return decision is None or state["players"][decision["seat"]] == "person"

    return wait_for(client, url, people_turn)


def stored_rows(db: Path, match: int) -> list[tuple[Any, ...]]:
    """The match's rows in the store file, read beside the server's own connection."""
    with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as connection:
        return connection.execute(
            "SELECT number, kind, seat, verb, argument, undoes FROM actions "
            "WHERE match_id = ? ORDER BY number",
            (match,),
        ).fetchall()


def action_with_verb(state: dict[str, Any], verb: str) -> dict[str, Any]:
    """The pending decision's action with ``verb`` (verb and argument, as the page sends it)."""
    for action in state["decision"]["actions"]:
        if action["verb"] == verb:
            return {"verb": action["verb"], "argument": action["argument"]}
    raise AssertionError(f"no {verb!r} among {[a['label'] for a in state['decision']['actions']]}")


@dataclass(frozen=True)
class FinishedGame:
    """A game every seat of which the AI played to its end, on a server still running."""

    client: TestClient
    match: int
    outcome: dict[str, Any]


@pytest.fixture(scope="session")
def finished_game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FinishedGame]:
    with open_server(tmp_path_factory.mktemp("finished") / "server.db") as client:
        created = new_game(
            client, {"game": "eotma", "scenario": "reconquista", "players": {"castile": "ai"}}
        )
        watch = f"/api/watch/{created['match']}"
        over = wait_for(client, watch, lambda state: state["outcome"] is not None)
        yield FinishedGame(client, created["match"], over["outcome"])
