"""Playing through the JSON API (docs/web.md): a person's decision arrives while the AI
seats play in the background, acting and undoing move the version, a spectator sees no
options, the event stream tells the version, and the store file is the whole server state."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from hegemon.engine.store import Store
from tests.web.conftest import (
    SOLO,
    FinishedGame,
    millennium,
    new_game,
    open_server,
    page,
    seats,
    solo_seat,
    stored_rows,
    wait_for,
    wait_for_people,
    wait_for_turn,
)

TAX = {"verb": "tax", "argument": None}


def test_the_persons_decision_arrives_and_acting_on_it_is_stored_as_theirs(
    client: TestClient, db: Path
) -> None:
    france = seats(new_game(client, millennium(france="person")))["france"]
    before = wait_for_turn(client, france)
    chosen = before["decision"]["actions"][0]
    action = {"verb": chosen["verb"], "argument": chosen["argument"]}
    sent = {"version": before["version"], "action": action}
    response = client.post(f"{france.api}/act", json=sent)
    assert response.status_code == 200
    assert response.json()["version"] > before["version"]
    number, kind, seat, verb, argument, _ = stored_rows(db, france.match)[before["version"]]
    assert (number, kind, seat, verb) == (before["version"] + 1, "action", "france", action["verb"])
    assert json.loads(argument) == action["argument"]


def test_acting_advances_the_version_and_grows_the_log(client: TestClient) -> None:
    seat = solo_seat(client)
    start = page(client, seat.api)
    taxed = client.post(f"{seat.api}/act", json={"version": 0, "action": TAX}).json()
    assert taxed["version"] == 1
    assert taxed["log_total"] == start["log_total"] + 1
    assert taxed["log"][:-1] == start["log"]
    assert taxed["log"][-1]["seat"] == "castile"


def test_undo_takes_back_the_persons_action_and_shows_the_decision_before_it(
    client: TestClient, db: Path
) -> None:
    seat = solo_seat(client)
    start = page(client, seat.api)
    taxed = client.post(f"{seat.api}/act", json={"version": 0, "action": TAX}).json()
    assert (taxed["version"], taxed["can_undo"]) == (1, True)
    undone = client.post(f"{seat.api}/undo", json={"version": 1})
    assert undone.status_code == 200
    shown = undone.json()
    assert (shown["version"], shown["can_undo"]) == (2, False)
    assert shown["decision"] == start["decision"]
    assert shown["log"] == start["log"]
    assert stored_rows(db, seat.match) == [
        (1, "action", "castile", "tax", "null", None),
        (2, "undo", "castile", None, None, 1),
    ]


def test_a_spectator_sees_whose_decision_it_is_and_no_options(client: TestClient) -> None:
    created = new_game(client, millennium(france="person"))
    wait_for_turn(client, seats(created)["france"])
    watched = page(client, f"/api{created['watch']}")
    assert watched["seat"] is None
    assert watched["decision"] == {
        "seat": "france",
        "prompt": "waiting for france",
        "yours": False,
        "actions": [],
    }
    assert (watched["can_undo"], watched["commands"]) == (False, [])


def test_the_event_stream_tells_the_version_first(client: TestClient) -> None:
    seat = solo_seat(client)
    client.post(f"{seat.api}/act", json={"version": 0, "action": TAX})
    with client.stream("GET", f"{seat.api}/events") as stream:
        assert stream.headers["content-type"].startswith("text/event-stream")
        lines = stream.iter_lines()
        assert [next(lines), next(lines)] == ["event: version", "data: 1"]


def test_a_spectators_event_stream_tells_the_version_first(client: TestClient) -> None:
    seat = solo_seat(client)
    with client.stream("GET", f"/api/watch/{seat.match}/events") as stream:
        lines = stream.iter_lines()
        assert [next(lines), next(lines)] == ["event: version", "data: 0"]


def test_the_servers_games_use_the_keyed_generator(client: TestClient, db: Path) -> None:
    solo = solo_seat(client)
    margrave = new_game(
        client,
        {
            "game": "eupop",
            "scenario": "margrave",
            "players": {"brandenburg": "person", "austria": "bot", "poland": "bot"},
            "difficulty": "hard",
        },
    )
    with Store.open(db) as store:
        assert store.record(solo.match).options == {"generator": "blake2b"}
        assert store.record(margrave["match"]).options == {
            "difficulty": "hard",
            "generator": "blake2b",
        }


def test_the_list_of_games_names_who_plays_each_seat(client: TestClient) -> None:
    created = new_game(client, millennium(france="person", england="person"))
    waiting = wait_for_people(client, f"/api{created['watch']}")
    (listed,) = page(client, "/api/matches")["matches"]
    assert listed["match"] == created["match"]
    assert (listed["game"], listed["scenario"]) == ("eotma", "millennium")
    assert listed["players"] == {
        "france": "person",
        "england": "person",
        "leon": "ai",
        "empire": "ai",
        "byzantium": "ai",
        "denmark": "ai",
    }
    assert (listed["finished"], listed["web"]) == (False, True)
    assert listed["waiting_for"] == waiting["decision"]["seat"]


def test_a_restarted_server_shows_each_seat_the_same_page(db: Path) -> None:
    with open_server(db) as client:
        france = seats(new_game(client, millennium(france="person")))["france"]
        turn = wait_for_turn(client, france)
        first = turn["decision"]["actions"][0]
        action = {"verb": first["verb"], "argument": first["argument"]}
        client.post(f"{france.api}/act", json={"version": turn["version"], "action": action})
        wait_for_turn(client, france)
        before = page(client, f"{france.api}?since=0")
    with open_server(db) as client:
        after = page(client, f"{france.api}?since=0")
    assert after == before
    assert after["version"] > turn["version"]


def test_a_restarted_server_goes_on_playing_its_ai_seats(db: Path) -> None:
    with open_server(db) as client:
        match = new_game(client, {**SOLO, "players": {"castile": "ai"}})["match"]
    with Store.open(db) as store:
        assert store.load(match).match.outcome is None
    with open_server(db) as client:
        over = wait_for(client, f"/api/watch/{match}", lambda state: state["decision"] is None)
    assert over["outcome"]["scores"].keys() == {"castile"}


def test_explain_tells_of_an_offered_action(client: TestClient) -> None:
    seat = solo_seat(client)
    response = client.get(f"{seat.api}/explain", params={"verb": "tax", "argument": "null"})
    assert response.status_code == 200
    lines = response.json()["lines"]
    assert lines and all(type(line) is str for line in lines)


def test_the_map_is_svg(client: TestClient) -> None:
    seat = solo_seat(client)
    response = client.get(f"{seat.api}/map.svg")
    assert response.headers["content-type"] == "image/svg+xml"
    assert response.text.startswith("<svg") and 'data-place="Leon"' in response.text


def test_a_game_of_ai_seats_plays_to_its_end(finished_game: FinishedGame) -> None:
    watched = page(finished_game.client, f"/api/watch/{finished_game.match}")
    assert (watched["decision"], watched["players"]) == (None, {"castile": "ai"})
    assert watched["outcome"]["scores"].keys() == {"castile"}


def test_a_finished_games_replay_file_is_served(finished_game: FinishedGame) -> None:
    client, match = finished_game.client, finished_game.match
    response = client.get(f"/api/matches/{match}/replay.json")
    assert response.status_code == 200
    replay = response.json()
    assert (replay["format"], replay["game"], replay["scenario"]) == (
        "hegemon-replay",
        "eotma",
        "reconquista",
    )
    assert replay["options"] == {"generator": "blake2b"}
    watched = page(client, f"/api/watch/{match}")
    assert len(replay["actions"]) == watched["version"]


def test_a_finished_games_first_replay_step_is_the_setup(finished_game: FinishedGame) -> None:
    client, match = finished_game.client, finished_game.match
    first = page(client, f"/api/matches/{match}/replay/0")
    assert (first["step"], first["action"], first["outcome"]) == (0, None, None)
    assert first["steps"] == len(page(client, f"/api/matches/{match}/replay.json")["actions"])
    assert first["svg"].startswith("<svg")


def test_a_finished_games_last_replay_step_has_the_outcome(finished_game: FinishedGame) -> None:
    client, match = finished_game.client, finished_game.match
    steps = page(client, f"/api/matches/{match}/replay/0")["steps"]
    last = page(client, f"/api/matches/{match}/replay/{steps}")
    assert (last["step"], last["steps"]) == (steps, steps)
    assert last["outcome"] == finished_game.outcome
    assert last["action"].startswith("castile: ")
