"""The server when something goes wrong beside the request: an agent or a rule failing, a
rule not built met by a person's option, another program writing the same game, a game
that no longer loads (audit of issue 14, F1-F8). The server is driven directly, without
HTTP, with no AI runner unless a test starts one."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action, RuleNotBuilt
from hegemon.engine.match import Match
from hegemon.engine.rules import load
from hegemon.engine.store import Store
from hegemon.web.errors import UNPROCESSABLE, WebError
from hegemon.web.runner import AiRunner
from hegemon.web.service import Server
from tests.web.conftest import millennium

SOLO_AI = {"game": "eotma", "scenario": "reconquista", "players": {"castile": "ai"}}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    made = Server(tmp_path / "server.db")
    yield made
    made.close()


class Failing:
    """An agent with a fault."""

    def choose(self, observation: Observation) -> Action:
        raise RuntimeError("the agent's fault")


def test_an_agent_failing_stops_its_game_alone_and_the_runner_plays_on(server: Server) -> None:
    runner = AiRunner(server)
    broken = server.create(SOLO_AI)["match"]
    with server.locked():
        server.get(broken).agents["castile"] = Failing()  # type: ignore[assignment]
    runner.start()
    try:
        server.touched(broken)
        sound = server.create(SOLO_AI)["match"]
        for _ in range(500):
            if server.version(sound) > 10 and server.get(broken).problem:
                break
            time.sleep(0.01)
        assert runner.thread.is_alive()
        assert server.get(broken).problem == (
            "the game cannot go on: castile's AI move failed: the agent's fault"
        )
        assert server.get(broken).version == 0
        assert server.version(sound) > 10
    finally:
        runner.stop()


def test_a_persons_option_meeting_a_rule_not_built_is_refused_and_the_game_goes_on(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = server.create(millennium(france="person"))
    match_id = created["match"]
    while server.play_ai(match_id):
        pass
    live = server.get(match_id)
    decision = live.match.decision()
    assert decision is not None and decision.seat == "france"
    first = decision.actions[0]
    game_type = type(live.match.game)
    real = game_type.apply

    tried: list[Action] = []

    def apply(game: Any, seat: str, action: Action) -> None:
        if action == first and not tried:  # once: the reload after plays the rows again
            tried.append(action)
            raise RuleNotBuilt("X.1", "pretend")
        real(game, seat, action)

    monkeypatch.setattr(game_type, "apply", apply)
    with pytest.raises(WebError) as refused:
        server.act(match_id, "france", {"version": live.version, **_action(first)})
    assert refused.value.status == UNPROCESSABLE
    assert refused.value.message == (
        "rule X.1 is not built yet: pretend: nothing was done; choose another option"
    )
    assert server.get(match_id).problem == ""
    assert server.get(match_id).version == live.version


def test_an_ai_move_made_stale_by_another_program_is_tried_again(
    server: Server, tmp_path: Path
) -> None:
    match_id = server.create(SOLO_AI)["match"]
    with Store.open(tmp_path / "server.db") as other:
        theirs = other.load(match_id)
        decision = theirs.match.decision()
        assert decision is not None
        theirs.apply(decision.seat, decision.actions[0])
    assert server.play_ai(match_id)
    live = server.get(match_id)
    assert live.problem == ""
    assert live.version == 2  # the other program's row, then the AI's own


def test_a_game_another_program_plays_is_shown_as_the_store_holds_it(tmp_path: Path) -> None:
    path = tmp_path / "server.db"
    with Store.open(path) as store:
        match_id = store.create(
            Match.new(load("eotma"), "reconquista", 7, ["castile"], {}), people=["castile"]
        )
    server = Server(path)
    try:
        assert server.page(match_id, None)["version"] == 0
        with Store.open(path) as store:
            stored = store.load(match_id)
            for _ in range(3):
                decision = stored.match.decision()
                assert decision is not None
                stored.apply(decision.seat, decision.actions[0])
        assert server.version(match_id) == 3
        assert server.page(match_id, None)["version"] == 3
    finally:
        server.close()


def test_a_game_that_no_longer_loads_leaves_the_lobby_and_the_start_working(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "server.db"
    first = Server(path)
    match_id = first.create(SOLO_AI)["match"]
    for _ in range(3):
        first.play_ai(match_id)
    assert first.get(match_id).version == 3
    first.close()
    game_type = type(Match.new(load("eotma"), "reconquista", 1, ["castile"], {}).game)

    def changed(game: Any, seat: str, action: Action) -> None:
        raise KeyError("content changed")

    monkeypatch.setattr(game_type, "apply", changed)
    again = Server(path)
    try:
        (listed,) = again.matches()
        assert (listed["match"], listed["finished"]) == (match_id, False)
        assert again.waiting_on_ai() == [match_id]
        with pytest.raises(WebError) as refused:
            again.play_ai(match_id)  # what the runner does first: refused, not raised
        assert refused.value.message.startswith(f"game {match_id} cannot be loaded: KeyError(")
    finally:
        again.close()


def test_a_game_of_bots_alone_is_the_servers_and_listed_finished(server: Server) -> None:
    created = server.create(
        {
            "game": "eupop",
            "scenario": "margrave",
            "players": {"brandenburg": "bot", "austria": "bot", "poland": "bot"},
        }
    )
    (listed,) = server.matches()
    assert listed["match"] == created["match"]
    assert (listed["web"], listed["finished"], listed["players"]) == (True, True, {})
    assert listed["bots"] == ["brandenburg", "austria", "poland"]


def _action(action: Action) -> dict[str, Any]:
    return {"action": action.to_data()}


def test_the_server_holds_the_games_used_last_and_loads_the_others_again(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("hegemon.web.service.LIVE_KEPT", 2)
    first, second, third = (server.create(SOLO_AI)["match"] for _ in range(3))
    assert list(server.live) == [second, third]
    for _ in range(3):
        server.play_ai(first)  # loaded again: the least recently used goes
    assert list(server.live) == [third, first]
    assert server.page(second, None)["version"] == 0
    assert server.page(first, None)["version"] == 3
    assert list(server.live) == [second, first]
