"""Replays prove every action: a hash chain names the first action that is not the one
recorded; files are read strictly; the note never changes what `replay verify` checks."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from hegemon import __version__
from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action
from hegemon.engine.match import Match, Played, ReplayError, ReplayRecord, verify
from hegemon.engine.rules import RulesModule
from tests.engine.dicegame import RULES as TOWER

runner = CliRunner()


@dataclass(frozen=True)
class Recorded:
    """A whole game and, for each action, another legal action at that point (or None)."""

    rules: RulesModule
    record: ReplayRecord
    alternatives: list[Action | None]


def _record_a_game(rules: RulesModule, scenario: str, seed: int, seats: list[str]) -> Recorded:
    match = Match.new(rules, scenario, seed, seats)
    chooser = random.Random(seed)
    alternatives: list[Action | None] = []
    while (decision := match.decision()) is not None:
        action = chooser.choice(decision.actions)
        others = [option for option in decision.actions if option != action]
        alternatives.append(chooser.choice(others) if others else None)
        match.apply(decision.seat, action)
    return Recorded(rules, match.record(), alternatives)


@pytest.fixture(scope="module")
def eotma() -> Recorded:
    return _record_a_game(rules_registry.load("eotma"), "millennium", 9, ["france", "empire"])


def _with_actions(record: ReplayRecord, actions: list[Played]) -> ReplayRecord:
    return replace(record, actions=actions)


def _named(record: ReplayRecord, rules: RulesModule) -> str:
    """The first number verify names in its refusal of ``record``."""
    with pytest.raises(ReplayError) as caught:
        verify(record, rules)
    message = str(caught.value)
    assert message.startswith("action "), message
    return message.split()[1]


def test_a_recorded_game_verifies_with_its_whole_chain(eotma: Recorded) -> None:
    record = ReplayRecord.from_data(json.loads(json.dumps(eotma.record.to_data())))
    assert record.chained and len(record.actions) > 150
    assert verify(record, eotma.rules) == (True, eotma.record.state_hash)


def test_every_single_action_substituted_by_a_legal_alternative_is_caught_by_its_number(
    eotma: Recorded,
) -> None:
    substituted = 0
    for index, alternative in enumerate(eotma.alternatives):
        if alternative is None:
            continue
        actions = list(eotma.record.actions)
        actions[index] = replace(actions[index], action=alternative)  # its link left as it was
        assert _named(_with_actions(eotma.record, actions), eotma.rules) == str(index + 1)
        substituted += 1
    assert substituted > 100


def _positions(count: int) -> list[int]:
    return sorted({0, 1, count // 2, count - 2, count - 1, *range(0, count, 9)})


def test_a_removed_action_is_caught_by_its_number(eotma: Recorded) -> None:
    count = len(eotma.record.actions)
    for index in _positions(count)[:-1]:
        actions = eotma.record.actions[:index] + eotma.record.actions[index + 1 :]
        assert _named(_with_actions(eotma.record, actions), eotma.rules) == str(index + 1)
    same, _ = verify(_with_actions(eotma.record, eotma.record.actions[:-1]), eotma.rules)
    assert not same  # the last one: the chain holds, the final state does not


def test_an_added_action_is_caught_by_its_number(eotma: Recorded) -> None:
    record = eotma.record
    for index in _positions(len(record.actions)):
        alternative = eotma.alternatives[index]
        if alternative is None:
            continue
        seat = record.actions[index].seat
        for link in ("", record.actions[index].chain):
            added = Played(seat, alternative, link)
            actions = [*record.actions[:index], added, *record.actions[index:]]
            assert _named(_with_actions(record, actions), eotma.rules) == str(index + 1)
    after_the_end = [*record.actions, Played("france", Action("pass"), "0" * 64)]
    assert _named(_with_actions(record, after_the_end), eotma.rules) == str(len(after_the_end))


def test_a_game_in_progress_with_one_more_legal_action_is_caught_by_its_number() -> None:
    match = Match.new(TOWER, "four", 3)
    chooser = random.Random(3)
    for _ in range(12):
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, chooser.choice(decision.actions))
    record = match.record()
    decision = match.decision()
    assert decision is not None
    for link in ("", record.actions[-1].chain):
        longer = [*record.actions, Played(decision.seat, decision.actions[0], link)]
        assert _named(_with_actions(record, longer), TOWER) == "13"


def test_a_changed_seat_or_setup_is_caught() -> None:
    record = _record_a_game(TOWER, "four", 5, ["north", "east", "south", "west"]).record
    first = record.actions[0]
    moved = [Played("east", first.action, first.chain), *record.actions[1:]]
    with pytest.raises(ReplayError, match=r"^action 1 \(east: "):
        verify(_with_actions(record, moved), TOWER)
    with pytest.raises(ReplayError, match="does not give the first state recorded"):
        verify(replace(record, seed=record.seed + 1), TOWER)
    with pytest.raises(ReplayError, match="does not give the first state recorded"):
        verify(replace(record, seats=["north", "east", "west", "south"]), TOWER)


def test_a_match_with_undone_actions_records_a_chain_that_verifies() -> None:
    match = Match.new(TOWER, "four", 8)
    chooser = random.Random(8)
    undone = 0
    while (decision := match.decision()) is not None:
        match.apply(decision.seat, chooser.choice(decision.actions))
        if match.can_undo:
            match.undo()
            undone += 1
            decision = match.decision()
            assert decision is not None
            match.apply(decision.seat, decision.actions[-1])
    assert undone > 0
    assert verify(match.record(), TOWER) == (True, match.state_hash())


def test_a_match_resumed_from_a_saved_state_records_no_chain() -> None:
    played = Match.new(TOWER, "duel", 4)
    played.apply("north", Action("roll"))
    resumed = Match(TOWER, TOWER.resume(played.state))
    resumed.history = [Played(step.seat, step.action) for step in played.history]
    decision = resumed.decision()
    assert decision is not None
    resumed.apply(decision.seat, decision.actions[0])
    record = resumed.record()
    assert not record.chained and record.setup_hash == ""
    assert ReplayRecord.from_data(record.to_data()) == record


def test_content_and_engine_are_checked(eotma: Recorded) -> None:
    with pytest.raises(ReplayError, match="content 'another pack'"):
        verify(replace(eotma.record, content="another pack"), eotma.rules)
    with pytest.raises(ReplayError, match=r"engine .0\.0\.1., this is engine"):
        verify(replace(eotma.record, engine="0.0.1"), eotma.rules)
    with pytest.raises(ReplayError, match="game 'tower'"):
        verify(replace(eotma.record, game="tower"), eotma.rules)


# -- reading files strictly ------------------------------------------------------------------


def _tower_data() -> dict[str, Any]:
    record = _record_a_game(TOWER, "duel", 6, ["north", "south"]).record
    data: dict[str, Any] = json.loads(json.dumps(record.to_data()))
    return data


WRONG_FIELDS: list[tuple[str, object, str]] = [
    ("seed", 777.9, "'seed' is a whole number, not 777.9"),
    ("seed", "777", "'seed' is a whole number, not '777'"),
    ("seed", True, "'seed' is a whole number, not True"),
    ("seed", None, "'seed' is a whole number"),
    ("version", True, "replay version True is not 1, 2 or 3"),
    ("version", "2", "replay version '2'"),
    ("version", 2.0, "replay version 2.0"),
    ("version", 4, "replay version 4"),
    ("seats", "north", "'seats' is a list of texts"),
    ("seats", ["north", 2], "'seats' is a list of texts"),
    ("options", [], "'options' is an object"),
    ("options", {"speed": 1.5}, "options/speed: floats are not allowed"),
    ("game", 7, "'game' is text, not 7"),
    ("content", None, "'content' is text"),
    ("scenario", ["duel"], "'scenario' is text"),
    ("engine", 1, "'engine' is text"),
    ("note", False, "'note' is text"),
    ("state_hash", "abc", "'state_hash' is 64 lowercase hex digits"),
    ("state_hash", "A" * 64, "'state_hash' is 64 lowercase hex digits"),
    ("setup_hash", 0, "'setup_hash' is text"),
    ("actions", {}, "'actions' is a list"),
]


@pytest.mark.parametrize(("name", "value", "message"), WRONG_FIELDS, ids=repr)
def test_a_field_of_the_wrong_type_is_an_error(name: str, value: object, message: str) -> None:
    data = _tower_data()
    data[name] = value
    with pytest.raises(ReplayError) as caught:
        ReplayRecord.from_data(data)
    assert message in str(caught.value)


WRONG_ACTIONS: list[tuple[dict[str, object], str]] = [
    ({"argument": 1.0}, "argument is text, a whole number"),
    ({"argument": {"card": 1}}, "argument is text, a whole number"),
    ({"argument": [[1]]}, "argument is text, a whole number"),
    ({"argument": [1.5, 2]}, "argument is text, a whole number"),
    ({"verb": 3}, "text 'verb'"),
    ({"verb": None}, "text 'verb'"),
    ({"seat": 1}, "'seat' is text, not 1"),
    ({"chain": "xyz"}, "'chain' is 64 lowercase hex digits"),
    ({"chain": ""}, "'chain' is empty"),
    ({"label": "Roll"}, "a field it cannot have: 'label'"),
]


@pytest.mark.parametrize(("change", "message"), WRONG_ACTIONS, ids=repr)
def test_an_action_of_the_wrong_shape_is_an_error_naming_it(
    change: dict[str, object], message: str
) -> None:
    data = _tower_data()
    data["actions"][2].update(change)
    with pytest.raises(ReplayError, match=r"^action 3: ") as caught:
        ReplayRecord.from_data(data)
    assert message in str(caught.value)


@pytest.mark.parametrize("name", ["seat", "verb", "argument", "chain"])
def test_an_action_without_one_of_its_fields_is_an_error(name: str) -> None:
    data = _tower_data()
    del data["actions"][0][name]
    with pytest.raises(ReplayError, match=rf"^action 1: an action has no '{name}'"):
        ReplayRecord.from_data(data)


def test_missing_and_unknown_fields_are_errors() -> None:
    for name in ("seed", "seats", "options", "note", "state_hash", "setup_hash", "engine"):
        data = _tower_data()
        del data[name]
        with pytest.raises(ReplayError, match=f"a replay has no '{name}'"):
            ReplayRecord.from_data(data)
    data = _tower_data()
    data["mode"] = "lenient"
    with pytest.raises(ReplayError, match="a field it cannot have: 'mode'"):
        ReplayRecord.from_data(data)


def test_a_chain_link_without_a_setup_hash_is_an_error() -> None:
    data = _tower_data()
    data["setup_hash"] = ""
    with pytest.raises(ReplayError, match=r"^action 1: an action has a field it cannot have"):
        ReplayRecord.from_data(data)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=6,
)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_changed_field_is_read_as_it_should_be_or_refused(data: st.DataObject) -> None:
    """Changing any one value of a file either still reads (the same type, a plausible
    value) or is a ReplayError: never another exception, never a value of another type."""
    original = _tower_data()
    changed = copy.deepcopy(original)
    paths: list[tuple[Any, Any]] = [(changed, key) for key in changed]
    for item in changed["actions"]:
        paths.extend((item, key) for key in item)
    container, key = data.draw(st.sampled_from(paths))
    container[key] = data.draw(_json)
    try:
        record = ReplayRecord.from_data(changed)
    except ReplayError:
        return
    assert type(record.seed) is int and all(type(seat) is str for seat in record.seats)
    for played in record.actions:
        assert type(played.seat) is str and type(played.action.verb) is str
    assert ReplayRecord.from_data(record.to_data()).to_data() == record.to_data()


def test_json_that_is_too_deep_or_a_number_too_long_is_an_error(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ReplayError, match="not JSON"):
        ReplayRecord.load(deep)
    long = tmp_path / "long.json"
    long.write_text('{"seed": ' + "7" * 10_000 + "}")
    with pytest.raises(ReplayError, match="not JSON"):
        ReplayRecord.load(long)


# -- version 1 -----------------------------------------------------------------------------


def _version_one(data: dict[str, Any]) -> dict[str, Any]:
    old = {key: value for key, value in data.items() if key != "setup_hash"}
    old["version"] = 1
    old["actions"] = [
        {key: value for key, value in item.items() if key != "chain"} for item in data["actions"]
    ]
    return old


def test_a_version_one_file_is_read_without_a_chain_and_checked_by_its_final_state() -> None:
    data = _tower_data()
    record = ReplayRecord.from_data(_version_one(data))
    assert not record.chained and record.setup_hash == ""
    assert verify(record, TOWER) == (True, data["state_hash"])
    record.state_hash = "0" * 64
    assert verify(record, TOWER)[0] is False


# -- the command ------------------------------------------------------------------------------


def _file(tmp_path: Path, data: dict[str, Any], name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return path


def _verify(path: Path, *options: str) -> Any:
    return runner.invoke(app, ["replay", "verify", str(path), *options])


def test_verify_names_a_substituted_action(tmp_path: Path) -> None:
    data = _tower_data()
    good = _verify(_file(tmp_path, data))
    assert (
        good.exit_code == 0 and good.stdout.startswith("ok:") and "each as recorded" in good.stdout
    )
    seat = data["actions"][3]["seat"]
    data["actions"][3]["verb"] = "bank" if data["actions"][3]["verb"] == "roll" else "roll"
    result = _verify(_file(tmp_path, data))
    assert result.exit_code == 1
    assert f"action 4 ({seat}: " in result.stderr


def test_verify_names_where_actions_end_when_the_last_is_removed(tmp_path: Path) -> None:
    data = _tower_data()
    count = len(data["actions"])
    del data["actions"][-1]
    result = _verify(_file(tmp_path, data))
    assert result.exit_code == 1 and f"action {count} or later is missing" in result.stderr


def test_a_note_does_not_change_what_verify_checks(tmp_path: Path) -> None:
    data = _tower_data()
    data["note"] = "fuzz crash: RuntimeError: whatever"
    assert _verify(_file(tmp_path, data)).exit_code == 0  # a good game stays good
    data["actions"][1]["verb"] = "fly"
    result = _verify(_file(tmp_path, data))
    assert result.exit_code == 1 and "action 2 (" in result.stderr and "illegal" in result.stderr


def test_verify_refuses_a_file_without_a_chain_unless_told_to_check_the_final_state(
    tmp_path: Path,
) -> None:
    data = _version_one(_tower_data())
    path = _file(tmp_path, data)
    refused = _verify(path)
    assert refused.exit_code == 1 and "no hash chain" in refused.stderr
    accepted = _verify(path, "--allow-unchained")
    assert accepted.exit_code == 0 and accepted.stdout.startswith("ok:")
    assert "only the final state was checked" in accepted.stderr
    data["state_hash"] = "0" * 64
    assert _verify(_file(tmp_path, data), "--allow-unchained").exit_code == 1


def test_verify_refuses_a_record_without_a_final_state(tmp_path: Path) -> None:
    data = _tower_data()
    data["state_hash"] = ""
    result = _verify(_file(tmp_path, data))
    assert result.exit_code == 2 and "replay reproduce" in result.stderr


def test_verify_refuses_another_engine_version(tmp_path: Path) -> None:
    data = _tower_data()
    data["engine"] = "0.0.1"
    result = _verify(_file(tmp_path, data))
    assert result.exit_code == 1 and f"engine '0.0.1', this is engine '{__version__}'" in (
        result.stderr
    )


def _crash_dump() -> dict[str, Any]:
    """A fuzzer's dump of the test game's planted bug: its last action crashes."""
    for seed in range(200):
        game = TOWER.setup("four", seed, options={"planted_bug": True})
        chooser = random.Random(seed)
        played = []
        while (decision := game.decision()) is not None:
            action = chooser.choice(decision.actions)
            played.append(Played(decision.seat, action))
            try:
                game.apply(decision.seat, action)
            except RuntimeError as error:
                record = ReplayRecord(
                    game="tower",
                    content=TOWER.content_id(),
                    scenario="four",
                    seed=seed,
                    seats=list(game.state["meta"]["seats"]),
                    options={"planted_bug": True},
                    actions=played,
                    note=f"fuzz crash: RuntimeError: {error}",
                )
                data: dict[str, Any] = record.to_data()
                return data
    raise AssertionError("the planted bug was not reached in 200 games")


def test_reproduce_replays_a_failure_dump_and_checks_it_is_the_recorded_one(
    tmp_path: Path,
) -> None:
    data = _crash_dump()
    path = _file(tmp_path, data)
    found = runner.invoke(app, ["replay", "reproduce", str(path)])
    assert found.exit_code == 0 and "reproduces: crash: RuntimeError: planted bug" in found.stdout
    assert _verify(path).exit_code == 2  # a dump records no final state to verify
    other = dict(data, note="fuzz invariant: north has a negative score")
    result = runner.invoke(app, ["replay", "reproduce", str(_file(tmp_path, other, "o.json"))])
    assert result.exit_code == 1 and "another failure than the recorded one" in result.stderr
    tampered = copy.deepcopy(data)
    tampered["actions"][0]["verb"] = "fly"
    result = runner.invoke(app, ["replay", "reproduce", str(_file(tmp_path, tampered, "t.json"))])
    assert result.exit_code == 1 and "an action is illegal" in result.stderr
    plain = dict(data, note="")
    result = runner.invoke(app, ["replay", "reproduce", str(_file(tmp_path, plain, "p.json"))])
    assert result.exit_code == 2 and "does not record a fuzzer's failure" in result.stderr
