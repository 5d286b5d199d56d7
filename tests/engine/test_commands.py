"""Seat commands (decision 0110): given outside a seat's decisions, checked against those
offered, kept in the history, replayed bit for bit and proved by their own chain links."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import FlowError, Game
from hegemon.engine.match import (
    REPLAY_VERSION,
    Match,
    Played,
    ReplayError,
    ReplayRecord,
    chain_link,
    verify,
)
from hegemon.engine.serial import canonical_json
from tests.engine.commandgame import CONCEDE, PLAY_ON, ConcedingTower
from tests.engine.commandgame import RULES as CONCEDING
from tests.engine.dicegame import RULES as TOWER

runner = CliRunner()


def _south_concedes() -> Match:
    """Duel seed 3: north rolls twice; while it is north's decision, south concedes."""
    match = Match.new(CONCEDING, "duel", 3)
    match.apply("north", Action("roll"))
    match.apply("north", Action("roll"))
    entries = match.command("south", Action("concede"))
    assert [(entry.kind, entry.seat) for entry in entries] == [("concede", "south")]
    return match


def test_a_command_is_kept_in_the_history_and_the_rules_act_on_it_at_their_moment() -> None:
    match = _south_concedes()
    assert match.history[-1] == Played("south", CONCEDE, command=True)
    assert [played.command for played in match.history] == [False, False, True]
    assert match.log[-1].kind == "concede"
    assert match.state["conceding"] == ["south"]
    decision = match.decision()  # north's turn goes on: the command cut nothing short
    assert decision is not None and decision.seat == "north"
    assert match.commands("south") == [PLAY_ON] and match.commands("north") == [CONCEDE]
    match.apply("north", Action("bank"))
    match.apply("north", Action("keep"))  # the secret card decision after banking 10
    outcome = match.outcome
    assert outcome is not None
    assert (outcome.winners, outcome.reason) == (("north",), "the others conceded")


def test_a_withdrawn_concession_lets_the_race_go_on() -> None:
    match = _south_concedes()
    match.command("south", Action("play_on"))
    match.apply("north", Action("bank"))
    match.apply("north", Action("keep"))
    decision = match.decision()
    assert match.outcome is None and decision is not None and decision.seat == "south"


def test_a_game_with_commands_replays_bit_for_bit_and_verifies_through_its_chain() -> None:
    match = _south_concedes()
    match.apply("north", Action("roll"))
    data = json.loads(json.dumps(match.record().to_data()))
    assert data["version"] == REPLAY_VERSION == 3
    assert [item.get("command") for item in data["actions"]] == [None, None, True, None]
    record = ReplayRecord.from_data(data)
    assert record.chained and record.actions == match.history
    again = Match.replay(record, CONCEDING)
    assert again.state_hash() == match.state_hash()
    assert canonical_json(again.state) == canonical_json(match.state)
    assert again.log == match.log
    assert verify(record, CONCEDING) == (True, match.state_hash())


def _sha256(parts: list[Any]) -> str:
    return hashlib.sha256(canonical_json(parts).encode("utf-8")).hexdigest()


def test_a_commands_link_holds_the_word_command_and_an_answers_link_is_as_before() -> None:
    match = _south_concedes()
    previous, after = match.history[1].chain, match.state_hash()
    link = match.history[2].chain
    assert link == _sha256([previous, "south", "command", CONCEDE.to_data(), after])
    assert link != chain_link(previous, "south", CONCEDE, after)
    # an answer's link is what it was before commands existed (every pinned chain holds)
    first = Match.new(CONCEDING, "duel", 3)
    first.apply("north", Action("roll"))
    roll = Action("roll").to_data()
    assert match.history[0].chain == _sha256([match.setup_hash, "north", roll, first.state_hash()])


def test_a_command_passed_off_as_an_answer_or_the_reverse_is_caught() -> None:
    match = _south_concedes()
    match.apply("north", Action("roll"))
    record = match.record()
    actions = list(record.actions)
    as_answer = replace(record, actions=[*actions[:2], replace(actions[2], command=False)])
    with pytest.raises(ReplayError, match=r"^action 3 \(south: concede None\) is illegal"):
        verify(as_answer, CONCEDING)
    as_command = replace(record, actions=[*actions[:3], replace(actions[3], command=True)])
    with pytest.raises(ReplayError, match=r"^action 4 .* is illegal: roll None is not a command"):
        verify(as_command, CONCEDING)
    # the link of an answer pinned onto the command (as if it had been one) is refused
    answer_link = chain_link(actions[1].chain, "south", CONCEDE, actions[2].chain)
    forged = replace(record, actions=[*actions[:2], replace(actions[2], chain=answer_link)])
    with pytest.raises(ReplayError, match=r"^action 3 \(south: concede None\) is not the one"):
        verify(forged, CONCEDING)


def _unchanged(match: Match) -> tuple[str, int, int, bool]:
    return match.state_hash(), len(match.history), len(match.log), match.can_undo


@pytest.mark.parametrize(
    ("seat", "action", "message"),
    [
        (
            "south",
            Action("play_on"),
            "play_on None is not a command south may give now; offered: concede None",
        ),
        ("north", Action("concede", 1), "concede 1 is not a command north may give now"),
        ("north", Action("roll"), "roll None is not a command north may give now"),
        ("east", Action("concede"), "no seat east in this game; seats: north, south"),
        ("south", "concede", "'concede' is not an action"),
        (7, Action("concede"), "a seat is named by text, not by 7"),
    ],
)
def test_an_illegal_command_is_refused_naming_what_is_offered_and_changes_nothing(
    seat: Any, action: Any, message: str
) -> None:
    match = Match.new(CONCEDING, "duel", 3)
    match.apply("north", Action("roll"))
    before = _unchanged(match)
    with pytest.raises(IllegalAction) as caught:
        match.command(seat, action)
    assert message in str(caught.value)
    assert _unchanged(match) == before


def test_a_game_without_commands_offers_none_and_refuses_any() -> None:
    match = Match.new(TOWER, "duel", 3)
    assert match.commands("north") == []
    before = _unchanged(match)
    with pytest.raises(IllegalAction, match="concede None is not a command north may give: none"):
        match.command("north", Action("concede"))
    assert _unchanged(match) == before


def test_a_command_clears_the_undo_snapshots() -> None:
    match = Match.new(CONCEDING, "duel", 3)
    for verb in ("roll", "roll", "bank"):
        match.apply("north", Action(verb))
    assert match.can_undo  # north's card choice follows its bank, no dice between
    match.command("north", Action("concede"))
    assert not match.can_undo
    with pytest.raises(IllegalAction, match="nothing to undo"):
        match.undo()
    assert match.history[-1].command


class _Cheating(ConcedingTower):
    """Commands that break the contract: one rolls a die, one moves the game on."""

    name = "cheating_tower"

    def command(self, game: Game, seat: str, action: Action) -> None:
        game.state["conceding"].append(seat)
        if seat == "north":
            game.roll("a command's die", seat=seat)
        else:
            game.state["stack"][-1]["step"] = "next_seat"


@pytest.mark.parametrize(("seat", "message"), [("north", "drew at random"), ("south", "stack")])
def test_a_command_that_rolls_or_moves_the_game_on_fails_and_changes_nothing(
    seat: str, message: str
) -> None:
    cheating = _Cheating(CONCEDING.procedures)
    match = Match.new(cheating, "duel", 3)
    match.apply("north", Action("roll"))
    before = _unchanged(match)
    with pytest.raises(FlowError, match=message):
        match.command(seat, Action("concede"))
    assert _unchanged(match) == before and match.state["conceding"] == []


# -- versions ---------------------------------------------------------------------------------


def _data(match: Match) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(match.record().to_data()))
    return data


def test_a_version_2_replay_still_reads_and_verifies() -> None:
    match = Match.new(TOWER, "duel", 6)
    for _ in range(5):
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, decision.actions[0])
    data = _data(match)
    data["version"] = 2
    record = ReplayRecord.from_data(data)
    assert record.chained and not any(played.command for played in record.actions)
    assert verify(record, TOWER) == (True, match.state_hash())
    # written again, it is a version-3 file with the same actions, links and hashes
    rewritten = record.to_data()
    assert rewritten == {**data, "version": 3}


def test_a_command_field_is_refused_in_version_2_and_anything_but_true_in_version_3() -> None:
    data = _data(_south_concedes())
    old = {**data, "version": 2}
    with pytest.raises(ReplayError, match=r"^action 3: an action has a field it cannot have"):
        ReplayRecord.from_data(old)
    for value in (False, 1, "true", None):
        changed = json.loads(json.dumps(data))
        changed["actions"][2]["command"] = value
        with pytest.raises(ReplayError, match=r"^action 3: 'command' is true or absent"):
            ReplayRecord.from_data(changed)


def test_an_unchained_record_keeps_its_commands() -> None:
    played = _south_concedes()
    resumed = Match(CONCEDING, CONCEDING.resume(json.loads(canonical_json(played.state))))
    resumed.command("north", Action("concede"))
    record = resumed.record()
    assert not record.chained
    assert record.actions == [Played("north", CONCEDE, command=True)]
    assert ReplayRecord.from_data(record.to_data()).actions[0].command


def test_replay_verify_and_show_play_a_file_with_commands(tmp_path: Path) -> None:
    match = _south_concedes()
    path = tmp_path / "conceded.json"
    match.record().save(path)
    verified = runner.invoke(app, ["replay", "verify", str(path)])
    assert verified.exit_code == 0, verified.output
    shown = runner.invoke(app, ["replay", "show", str(path)])
    assert shown.exit_code == 0, shown.output
    assert "    3  south        (command) Concede the race\n" in shown.stdout
    assert f"final state hash: {match.state_hash()}" in shown.stdout
