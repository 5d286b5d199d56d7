"""Hidden information: sealed frame data, hidden paths through lists, private log entries,
and the fuzzer's check that no seat's view, options or log depend on secrets hidden from it."""

from __future__ import annotations

import re
from pathlib import Path

from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game, Local, Procedures, frame, step
from hegemon.engine.fuzz import HIDDEN, fuzz, reproduce
from hegemon.engine.log import LogEntry
from hegemon.engine.match import ReplayRecord
from hegemon.engine.rules import HiddenField
from hegemon.engine.secrets import scramble
from tests.engine.dicegame import RULES, PlayCard, Tower, Turn


def _next_seat(game: Game) -> str:
    seats = game.state["meta"]["seats"]
    return str(seats[(seats.index(game.state["active"]) + 1) % len(seats)])


class PromptTellsTheNextHand(Turn):
    @step
    def ask_roll_or_bank(self, game: Game, local: Local) -> Decision:
        decision = super().ask_roll_or_bank(game, local)
        following = _next_seat(game)
        return Decision(
            decision.seat,
            f"{decision.prompt} ({following} holds {game.state['hands'][following]})",
            decision.actions,
        )


class LogTellsTheNextHand(Turn):
    def on_roll_or_bank(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "bank":
            following = _next_seat(game)
            game.log("gossip", following, hand=game.state["hands"][following])
        super().on_roll_or_bank(game, local, action)


class BankShowsOwnHand(Turn):
    """Banking lays the seat's own hand open in a public field without revealing it."""

    def on_roll_or_bank(self, game: Game, local: Local, action: Action) -> None:
        if action.verb == "bank":
            seat = game.state["active"]
            game.state["on_the_table"] = list(game.state["hands"][seat])
        super().on_roll_or_bank(game, local, action)


def test_the_fuzzer_finds_a_seat_that_publishes_its_own_hand_unrevealed() -> None:
    leaky = _leaky(BankShowsOwnHand())
    games = list(fuzz(leaky, 10, scenario="four", secrets_rate=0.3))
    failures = [game.failure for game in games if game.failure is not None]
    assert failures and failures[0].kind == HIDDEN
    assert re.search(r"after Bank \d+ points, the view of \w+ changes", failures[0].message)


def test_a_hidden_path_with_a_list_index_is_scrambled() -> None:
    class Rows(Tower):
        hidden = (HiddenField("rows/1", pool="rows"), HiddenField("rows/2", pool="rows"))

    rules = Rows(RULES.procedures)
    state = rules.setup("duel", seed=1).state
    state["rows"] = ["open", [1, 2, 3], [4, 5, 6]]
    changed = scramble(rules, state, "north", seed=3)
    assert changed["rows"][0] == "open"
    assert changed["rows"][1:] != state["rows"][1:]
    assert sorted(changed["rows"][1] + changed["rows"][2]) == [1, 2, 3, 4, 5, 6]


def test_a_frames_sealed_data_is_seen_by_its_seat_alone() -> None:
    state = RULES.setup("duel", seed=1).state
    state["stack"].append(frame("play_card", {"sealed": {"north": 3, "south": 1}, "open": 2}))
    north = RULES.view(state, "north")["stack"][-1]["local"]
    assert north == {"sealed": {"north": 3, "south": "hidden"}, "open": 2}
    spectator = RULES.view(state, None)["stack"][-1]["local"]
    assert spectator["sealed"] == {"north": "hidden", "south": "hidden"}


def test_a_hidden_path_reaches_into_lists() -> None:
    class Listed(Tower):
        hidden = (HiddenField("piles/*/secret"), HiddenField("rows/1"))

    rules = Listed(RULES.procedures)
    state = rules.setup("duel", seed=1).state
    state["piles"] = [{"secret": 1, "open": 2}, {"secret": 3, "open": 4}]
    state["rows"] = ["a", "b", "c"]
    seen = rules.view(state, "north")
    assert seen["piles"] == [{"secret": "hidden", "open": 2}, {"secret": "hidden", "open": 4}]
    assert seen["rows"] == ["a", "hidden", "c"]


def test_a_private_log_entry_is_read_by_its_seats_alone() -> None:
    entries = [LogEntry("draw", "north", {"card": 3}, seen_by=("north",)), LogEntry("bank")]
    assert [entry.kind for entry in LogEntry.seen(entries, "north")] == ["draw", "bank"]
    assert [entry.kind for entry in LogEntry.seen(entries, "south")] == ["bank"]
    assert [entry.kind for entry in LogEntry.seen(entries, None)] == ["bank"]
    assert LogEntry.from_data(entries[0].to_data()) == entries[0]


def test_scrambling_changes_only_what_the_seat_may_not_see() -> None:
    state = RULES.setup("four", seed=5).state
    changed = scramble(RULES, state, "north", seed=2)
    assert changed["hands"]["north"] == state["hands"]["north"]
    others = ["east", "south", "west"]
    assert [changed["hands"][seat] for seat in others] != [state["hands"][seat] for seat in others]
    assert sorted(card for seat in others for card in changed["hands"][seat]) == sorted(
        card for seat in others for card in state["hands"][seat]
    )


def _leaky(turn: Turn) -> Tower:
    return Tower(Procedures([turn, PlayCard()]))


def test_the_fuzzer_finds_a_prompt_that_shows_another_hand(tmp_path: Path) -> None:
    leaky = _leaky(PromptTellsTheNextHand())
    games = list(fuzz(leaky, 5, scenario="four", replay_folder=tmp_path, secrets_rate=0.2))
    failures = [game.failure for game in games if game.failure is not None]
    assert failures and failures[0].kind == HIDDEN
    assert "the decision offered to" in failures[0].message
    assert failures[0].replay is not None
    found = reproduce(ReplayRecord.load(failures[0].replay), leaky)
    assert found is not None and found.startswith(f"{HIDDEN}: the decision offered to")
    assert [game.failure for game in fuzz(RULES, 5, scenario="four", secrets_rate=0.2)] == [
        None
    ] * 5


def test_the_fuzzer_finds_a_log_entry_that_tells_another_hand() -> None:
    leaky = _leaky(LogTellsTheNextHand())
    games = list(fuzz(leaky, 10, scenario="four", secrets_rate=0.3))
    failures = [game.failure for game in games if game.failure is not None]
    assert failures and failures[0].kind == HIDDEN
    assert "the log" in failures[0].message and "reads changes" in failures[0].message
