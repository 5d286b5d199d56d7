"""Every refusal of the JSON API (docs/web.md): a 4xx status, ``{"error": ...}`` naming
what is wrong, never a 500, and nothing changed — the page state and the store's rows
are the same after the request as before it."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from hegemon.engine.decision import Action
from hegemon.engine.match import Match
from hegemon.engine.rules import load
from hegemon.engine.store import Store
from tests.web.conftest import (
    MILLENNIUM_SEATS,
    SOLO,
    FinishedGame,
    Seat,
    action_with_verb,
    millennium,
    new_game,
    open_server,
    page,
    seats,
    solo_seat,
    stored_rows,
)

Everything = tuple[dict[str, Any], list[tuple[Any, ...]]]


def everything(client: TestClient, db: Path, seat: Seat) -> Everything:
    """What a refused request must leave as it was: the seat's page and the stored rows."""
    return page(client, f"{seat.api}?since=0"), stored_rows(db, seat.match)


def refused(response: httpx.Response, status: int, naming: str) -> None:
    """The response refuses with ``status`` and an error line that contains ``naming``."""
    assert response.status_code == status, response.text
    body = response.json()
    assert list(body) == ["error"]
    assert naming in body["error"]


# -- the body of act ---------------------------------------------------------------------
TAX = {"verb": "tax", "argument": None}
MALFORMED_ACTS: dict[str, tuple[str, str]] = {
    "not JSON": ('{"version": 0, "action": ', "not JSON"),
    "not UTF-8": ("\udcff", "not JSON"),
    "an array": ("[0]", "a JSON object, not [0]"),
    "a number": ("0", "a JSON object, not 0"),
    "no version": ('{"action": {"verb": "tax", "argument": null}}', "no 'version'"),
    "no action": ('{"version": 0}', "no 'action'"),
    "an extra field": (
        '{"version": 0, "action": {"verb": "tax", "argument": null}, "seat": "castile"}',
        "cannot have: 'seat'",
    ),
    "version as text": ('{"version": "0", "action": {"verb": "tax"}}', "not '0'"),
    "version a float": ('{"version": 0.0, "action": {"verb": "tax"}}', "not 0.0"),
    "version true": ('{"version": true, "action": {"verb": "tax"}}', "not True"),
    "version null": ('{"version": null, "action": {"verb": "tax"}}', "not None"),
    "action as text": ('{"version": 0, "action": "tax"}', "text 'verb'"),
    "verb a number": ('{"version": 0, "action": {"verb": 3, "argument": null}}', "text 'verb'"),
    "no verb": ('{"version": 0, "action": {"argument": null}}', "text 'verb'"),
    "argument a float": (
        '{"version": 0, "action": {"verb": "tax", "argument": 1.5}}',
        "argument is text, a whole number",
    ),
    "argument a nested list": (
        '{"version": 0, "action": {"verb": "tax", "argument": [["Leon"]]}}',
        "not [['Leon']]",
    ),
    "argument an object": (
        '{"version": 0, "action": {"verb": "tax", "argument": {"area": "Leon"}}}',
        "not {'area': 'Leon'}",
    ),
    "label a number": ('{"version": 0, "action": {"verb": "tax", "label": 7}}', "label is text"),
}


@pytest.mark.parametrize("case", list(MALFORMED_ACTS))
def test_a_malformed_act_is_400_and_changes_nothing(
    client: TestClient, db: Path, case: str
) -> None:
    seat = solo_seat(client)
    text, naming = MALFORMED_ACTS[case]
    before = everything(client, db, seat)
    response = client.post(
        f"{seat.api}/act",
        content=text.encode("utf-8", "surrogateescape"),
        headers={"content-type": "application/json"},
    )
    refused(response, 400, naming)
    assert everything(client, db, seat) == before


def test_undo_with_an_action_in_its_body_is_400(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(f"{seat.api}/undo", json={"version": 0, "action": TAX})
    refused(response, 400, "cannot have: 'action'")
    assert everything(client, db, seat) == before


def test_an_unknown_request_on_a_seat_is_404(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(f"{seat.api}/resign", json={"version": 0})
    refused(response, 404, "no request 'resign'")
    assert everything(client, db, seat) == before


# -- whose link, which game --------------------------------------------------------------
def test_a_token_that_plays_no_seat_is_404_on_every_request(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    stranger = f"/api/play/{seat.match}/not-a-token-of-this-game"
    answers = [
        client.get(stranger),
        client.post(f"{stranger}/act", json={"version": 0, "action": TAX}),
        client.post(f"{stranger}/undo", json={"version": 0}),
        client.get(f"{stranger}/explain", params={"verb": "tax"}),
        client.get(f"{stranger}/why"),
        client.get(f"{stranger}/map.svg"),
        client.get(f"{stranger}/events"),
    ]
    for response in answers:
        refused(response, 404, f"this link plays no seat of game {seat.match}")
    assert everything(client, db, seat) == before


def test_another_games_token_is_404(client: TestClient, db: Path) -> None:
    first = solo_seat(client)
    second = solo_seat(client)
    before = everything(client, db, first)
    response = client.post(
        f"/api/play/{first.match}/{second.token}/act", json={"version": 0, "action": TAX}
    )
    refused(response, 404, f"this link plays no seat of game {first.match}")
    assert everything(client, db, first) == before


@pytest.mark.parametrize(
    "url",
    [
        "/api/play/99/some-token",
        "/api/play/99/some-token/map.svg",
        "/api/watch/99",
        "/api/watch/99/map.svg",
        "/api/watch/99/events",
        "/api/matches/99/replay.json",
        "/api/matches/99/replay/0",
        "/api/watch/99/why",
    ],
)
def test_an_unknown_game_is_404(client: TestClient, url: str) -> None:
    solo_seat(client)
    refused(client.get(url), 404, "no game 99 on this server")


@pytest.mark.parametrize("url", ["/play/99/some-token", "/watch/99", "/replay/99"])
def test_the_page_of_an_unknown_game_is_a_404_page_saying_so(client: TestClient, url: str) -> None:
    solo_seat(client)
    response = client.get(url)
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    assert "no game 99 on this server" in response.text


def test_the_page_of_a_wrong_seat_link_is_a_404_page_saying_so(client: TestClient) -> None:
    seat = solo_seat(client)
    response = client.get(f"/play/{seat.match}/not-a-token-of-this-game")
    assert response.status_code == 404
    assert f"this link plays no seat of game {seat.match}" in response.text


def test_acting_in_an_unknown_game_is_404(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(f"/api/play/99/{seat.token}/act", json={"version": 0, "action": TAX})
    refused(response, 404, "no game 99")
    assert everything(client, db, seat) == before


@pytest.mark.parametrize(
    "url",
    [
        "/api/play/one/some-token",
        "/api/play/-1/some-token",
        "/api/watch/1.0",
        "/api/watch/1e3",
        "/api/matches/x/replay.json",
        "/api/watch/1234567890123456789",
    ],
)
def test_a_game_or_step_that_is_not_a_number_is_400(client: TestClient, url: str) -> None:
    solo_seat(client)
    refused(client.get(url), 400, "whole number")


def test_a_since_that_is_not_a_number_is_400(client: TestClient) -> None:
    seat = solo_seat(client)
    refused(client.get(seat.api, params={"since": "-5"}), 400, "'since' is a whole number")


@pytest.mark.parametrize("where", ["seat", "spectator"])
def test_a_bot_turn_that_is_not_a_number_is_400(client: TestClient, where: str) -> None:
    seat = solo_seat(client)
    base = seat.api if where == "seat" else f"/api/watch/{seat.match}"
    refused(client.get(f"{base}/why", params={"turn": "last"}), 400, "'turn' is a whole number")


def test_acting_in_a_game_whose_number_is_not_a_number_is_400(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(f"/api/play/first/{seat.token}/act", json={"version": 0, "action": TAX})
    refused(response, 400, "a game's number is a whole number, not 'first'")
    assert everything(client, db, seat) == before


# -- acting ------------------------------------------------------------------------------
def test_an_action_not_legal_now_is_422(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(
        f"{seat.api}/act", json={"version": 0, "action": {"verb": "tax", "argument": "Leon"}}
    )
    refused(response, 422, "tax 'Leon' is not one of your options now")
    assert everything(client, db, seat) == before


def test_an_unknown_verb_is_422(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(
        f"{seat.api}/act", json={"version": 0, "action": {"verb": "crusade", "argument": None}}
    )
    refused(response, 422, "crusade None is not one of your options now")
    assert everything(client, db, seat) == before


def test_acting_on_another_seats_decision_is_422(client: TestClient, db: Path) -> None:
    links = seats(new_game(client, millennium(**dict.fromkeys(MILLENNIUM_SEATS, "person"))))
    shown = page(client, next(iter(links.values())).api)
    deciding = shown["decision"]["seat"]
    other = next(seat for name, seat in links.items() if name != deciding)
    their_option = action_with_verb(page(client, links[deciding].api), "tax")
    before = everything(client, db, other)
    response = client.post(
        f"{other.api}/act", json={"version": shown["version"], "action": their_option}
    )
    refused(response, 422, f"not your decision: waiting for {deciding}")
    assert everything(client, db, other) == before


def test_acting_on_a_version_another_tab_moved_past_is_409(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    tab = page(client, seat.api)
    first = client.post(f"{seat.api}/act", json={"version": tab["version"], "action": TAX})
    assert first.status_code == 200
    after_first = everything(client, db, seat)
    second = client.post(
        f"{seat.api}/act",
        json={"version": tab["version"], "action": action_with_verb(after_first[0], "stop_taxing")},
    )
    refused(second, 409, "the game moved on (version 1, your page showed 0)")
    assert everything(client, db, seat) == after_first


def test_two_tabs_sending_the_same_action_on_one_version_play_it_once(
    client: TestClient, db: Path
) -> None:
    seat = solo_seat(client)
    version = page(client, seat.api)["version"]
    rows = stored_rows(db, seat.match)
    start = threading.Barrier(2)

    def send(_: int) -> int:
        start.wait()
        body = {"version": version, "action": TAX}
        status: int = client.post(f"{seat.api}/act", json=body).status_code
        return status

    with ThreadPoolExecutor(2) as tabs:
        statuses = sorted(tabs.map(send, range(2)))
    assert statuses == [200, 409]
    assert stored_rows(db, seat.match) == [*rows, (1, "action", "castile", "tax", "null", None)]


def test_acting_after_another_program_wrote_to_the_store_is_409(
    client: TestClient, db: Path
) -> None:
    seat = solo_seat(client)
    with Store.open(db) as store:
        store.load(seat.match).apply("castile", Action("tax"))
    written = stored_rows(db, seat.match)
    response = client.post(f"{seat.api}/act", json={"version": 0, "action": TAX})
    refused(response, 409, "the game was played elsewhere meanwhile: nothing was done")
    assert stored_rows(db, seat.match) == written
    assert page(client, seat.api)["version"] == 1


def test_undo_with_nothing_to_take_back_is_409(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    response = client.post(f"{seat.api}/undo", json={"version": 0})
    refused(response, 409, "nothing to undo")
    assert everything(client, db, seat) == before


def test_undo_of_another_seats_action_is_409(client: TestClient, db: Path) -> None:
    links = seats(new_game(client, millennium(**dict.fromkeys(MILLENNIUM_SEATS, "person"))))
    shown = page(client, next(iter(links.values())).api)
    deciding = links[shown["decision"]["seat"]]
    taxed = client.post(f"{deciding.api}/act", json={"version": 0, "action": TAX})
    assert taxed.json()["can_undo"] is True
    other = next(seat for seat in links.values() if seat != deciding)
    before = everything(client, db, other)
    response = client.post(f"{other.api}/undo", json={"version": 1})
    refused(response, 409, "nothing to undo")
    assert everything(client, db, other) == before


def test_undo_on_a_stale_version_is_409(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    assert client.post(f"{seat.api}/act", json={"version": 0, "action": TAX}).status_code == 200
    before = everything(client, db, seat)
    assert before[0]["can_undo"] is True
    response = client.post(f"{seat.api}/undo", json={"version": 0})
    refused(response, 409, "the game moved on")
    assert everything(client, db, seat) == before


def test_a_command_not_offered_is_422(client: TestClient, db: Path) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    assert before[0]["commands"] == []
    response = client.post(
        f"{seat.api}/command",
        json={"version": 0, "action": {"verb": "hand_to_bot", "argument": None}},
    )
    refused(response, 422, "hand_to_bot")
    assert everything(client, db, seat) == before


# -- explain -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("query", "naming"),
    [
        ({"verb": "endeavour", "argument": "[conquest"}, "'argument' is JSON, not '[conquest'"),
        ({"argument": "null"}, "explain needs ?verb="),
        ({"verb": "tax", "argument": "1.5"}, "argument is text, a whole number"),
    ],
)
def test_explain_with_a_malformed_query_is_400(
    client: TestClient, query: dict[str, str], naming: str
) -> None:
    seat = solo_seat(client)
    refused(client.get(f"{seat.api}/explain", params=query), 400, naming)


def test_explain_of_an_action_not_offered_is_422(client: TestClient) -> None:
    seat = solo_seat(client)
    response = client.get(f"{seat.api}/explain", params={"verb": "tax", "argument": '"Leon"'})
    refused(response, 422, "not one of your options now")


# -- replays -----------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["replay.json", "replay/0"])
def test_the_replay_of_a_live_game_is_409(client: TestClient, path: str) -> None:
    seat = solo_seat(client)
    response = client.get(f"/api/matches/{seat.match}/{path}")
    refused(response, 409, f"game {seat.match} is not over")


def test_a_replay_step_past_the_end_is_404(finished_game: FinishedGame) -> None:
    client, match = finished_game.client, finished_game.match
    steps = page(client, f"/api/matches/{match}/replay/0")["steps"]
    response = client.get(f"/api/matches/{match}/replay/{steps + 1}")
    refused(response, 404, f"game {match} has {steps} steps, not {steps + 1}")


def test_a_replay_step_that_is_not_a_number_is_400(finished_game: FinishedGame) -> None:
    response = finished_game.client.get(f"/api/matches/{finished_game.match}/replay/last")
    refused(response, 400, "a step is a whole number, not 'last'")


# -- creating a game ---------------------------------------------------------------------
SETUPS: dict[str, tuple[Any, int, str]] = {
    "an array": ([SOLO], 400, "a new game is a JSON object"),
    "an unknown field": ({**SOLO, "seed": 7}, 400, "a new game has no field 'seed'"),
    "no game": ({"players": {"castile": "person"}}, 400, "'game' is a game's name, not None"),
    "a game that is not text": ({**SOLO, "game": 1}, 400, "'game' is a game's name, not 1"),
    "an unknown game": ({**SOLO, "game": "chess"}, 422, "no game named 'chess'"),
    "an unknown scenario": ({**SOLO, "scenario": "crusades"}, 422, "no scenario 'crusades'"),
    "a scenario that is not text": ({**SOLO, "scenario": ["x"]}, 400, "'scenario' is a scenario"),
    "no players": ({"game": "eotma", "scenario": "reconquista"}, 400, "'players' maps each seat"),
    "players as a list": ({**SOLO, "players": ["castile"]}, 400, "'players' maps each seat"),
    "a seat missing": (
        {"game": "eotma", "scenario": "millennium", "players": {"france": "person"}},
        400,
        "'players' does not say who plays england",
    ),
    "an unknown seat": (
        {**SOLO, "players": {"castile": "person", "aragon": "ai"}},
        400,
        "no seat 'aragon' in this scenario",
    ),
    "an unknown role": (
        {**SOLO, "players": {"castile": "robot"}},
        400,
        "seat castile is played by person or ai, not 'robot'",
    ),
    "a role that is not text": (
        {**SOLO, "players": {"castile": ["person"]}},
        400,
        "seat castile is played by person or ai",
    ),
    "a Bot in eotma": (
        {**SOLO, "players": {"castile": "bot"}},
        400,
        "seat castile is played by person or ai, not 'bot'",
    ),
    "a difficulty without a Bot": (
        {**SOLO, "difficulty": "hard"},
        400,
        "'difficulty' is for a game with a Bot seat",
    ),
    "a difficulty without a Bot in eupop": (
        {
            "game": "eupop",
            "scenario": "margrave",
            "players": {"brandenburg": "person", "austria": "ai", "poland": "ai"},
            "difficulty": "hard",
        },
        400,
        "'difficulty' is for a game with a Bot seat",
    ),
    "a difficulty that is not text": (
        {
            "game": "eupop",
            "scenario": "margrave",
            "players": {"brandenburg": "person", "austria": "bot", "poland": "bot"},
            "difficulty": 3,
        },
        400,
        "'difficulty' is a level's name, not 3",
    ),
    "an unknown difficulty": (
        {
            "game": "eupop",
            "scenario": "margrave",
            "players": {"brandenburg": "person", "austria": "bot", "poland": "bot"},
            "difficulty": "impossible",
        },
        422,
        "no difficulty 'impossible'",
    ),
    "the generator chosen": (
        {**SOLO, "options": {"generator": "pcg32"}},
        400,
        "the server chooses the random generator",
    ),
    "options as a list": ({**SOLO, "options": ["fast"]}, 400, "'options' maps names"),
    "an option's value a list": (
        {**SOLO, "options": {"fast": [1]}},
        400,
        "'options' maps names to true, false, numbers or text",
    ),
    "an option the game refuses": (
        {**SOLO, "options": {"fog_of_war": True}},
        422,
        "this game cannot be set up: eotma has no setup options; got fog_of_war",
    ),
}


@pytest.mark.parametrize("case", list(SETUPS))
def test_a_refused_setup_answers_its_status_and_creates_nothing(
    client: TestClient, db: Path, case: str
) -> None:
    body, status, naming = SETUPS[case]
    response = client.post("/api/matches", json=body)
    refused(response, status, naming)
    assert page(client, "/api/matches") == {"matches": []}
    with Store.open(db) as store:
        assert store.matches() == []


def test_a_setup_that_is_not_json_is_400(client: TestClient) -> None:
    response = client.post("/api/matches", content=b"game=eotma&scenario=reconquista")
    refused(response, 400, "the body is not JSON")
    assert page(client, "/api/matches") == {"matches": []}


# -- bugs the tests found (each failed before its fix) -----------------------------------
DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize("where", ["act", "create", "explain"])
def test_a_deeply_nested_json_is_400(client: TestClient, db: Path, where: str) -> None:
    seat = solo_seat(client)
    before = everything(client, db, seat)
    sent: dict[str, Callable[[], httpx.Response]] = {
        "act": lambda: client.post(f"{seat.api}/act", content=DEEP),
        "create": lambda: client.post("/api/matches", content=DEEP),
        "explain": lambda: client.get(
            f"{seat.api}/explain", params={"verb": "x", "argument": DEEP}
        ),
    }
    response = sent[where]()
    assert response.status_code == 400, response.status_code
    assert everything(client, db, seat) == before


@pytest.mark.parametrize(
    "url",
    ["/api/watch/²", "/api/play/²/token", "/api/matches/²/replay.json", "/api/watch/1?since=³"],
)
def test_a_number_written_with_other_digits_is_400(client: TestClient, url: str) -> None:
    solo_seat(client)
    response = client.get(url)
    assert response.status_code == 400, response.status_code


def test_a_match_is_loaded_from_the_store_under_the_servers_lock(tmp_path: Path) -> None:
    db = tmp_path / "server.db"
    rules = load("eotma")
    with Store.open(db) as store:
        match_id = store.create(Match.new(rules, "reconquista", 5, None, {}))
    with open_server(db) as client:
        server = client.app.state.server  # type: ignore[attr-defined]
        held: list[bool] = []
        loading = server.store.load

        def load_and_note(*args: Any, **kwargs: Any) -> Any:
            free = threading.Thread(target=lambda: held.append(not _try_lock(server.lock)))
            free.start()
            free.join()
            return loading(*args, **kwargs)

        server.store.load = load_and_note
        response = client.get(f"/api/play/{match_id}/not-a-token")
        assert response.status_code == 404
        assert held == [True]


def _try_lock(lock: Any) -> bool:
    """Whether ``lock`` was free (taken and given back at once)."""
    if lock.acquire(blocking=False):
        lock.release()
        return True
    return False
