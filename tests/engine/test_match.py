from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.match import Match, ReplayError, ReplayRecord, verify
from hegemon.engine.rules import SetupError
from hegemon.engine.serial import state_hash
from tests.engine.dicegame import RULES


def _played(seed: int, steps: int) -> Match:
    match = Match.new(RULES, "four", seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        decision = match.decision()
        if decision is None:
            break
        match.apply(decision.seat, chooser.choice(decision.actions))
    return match


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 10_000),
    st.integers(0, 60),
    st.sampled_from(["roll", "bank", "card", "pass", "keep"]),
)
def test_an_illegal_action_changes_nothing(seed: int, steps: int, verb: str) -> None:
    match = _played(seed, steps)
    decision = match.decision()
    if decision is None:
        return
    before = state_hash(match.state)
    history = len(match.history)
    wrong_seat = next(seat for seat in match.meta["seats"] if seat != decision.seat)
    for seat, action in ((wrong_seat, decision.actions[0]), (decision.seat, Action(verb, 99))):
        with pytest.raises(IllegalAction):
            match.apply(seat, action)
        assert state_hash(match.state) == before
        assert len(match.history) == history


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 80))
def test_a_replay_reproduces_the_original_state(seed: int, steps: int) -> None:
    match = _played(seed, steps)
    record = ReplayRecord.from_data(match.record().to_data())
    again = Match.replay(record, RULES)
    assert again.state_hash() == match.state_hash()
    assert verify(record, RULES) == (True, match.state_hash())


def test_an_illegal_message_names_the_seat_and_the_legal_options() -> None:
    match = Match.new(RULES, "duel", 1)
    with pytest.raises(IllegalAction, match=r"it is north's decision, not south's$"):
        match.apply("south", Action("roll"))
    with pytest.raises(
        IllegalAction, match=r"bank None is not a legal answer.*legal: Roll the die"
    ):
        match.apply("north", Action("bank"))


def _at_card_choice(hand: list[int], scenario: str = "duel") -> Match:
    """North has banked 12 points without dice in that action and now chooses a card."""
    match = Match.new(RULES, scenario, 2)
    match.state["hands"]["north"] = hand
    match.state["rng"]["forced"] = [6, 6]
    match.apply("north", Action("roll"))
    match.apply("north", Action("roll"))
    match.apply("north", Action("bank"))
    return match


@pytest.mark.parametrize("argument", [True, 1.0, (1,), [1], "1", {"card": 1}, None], ids=repr)
def test_an_argument_only_loosely_equal_to_a_legal_one_is_illegal(argument: object) -> None:
    match = _at_card_choice([1])
    decision = match.decision()
    assert decision is not None and Action("card", 1) in decision.actions
    before, history, log = state_hash(match.state), list(match.history), list(match.log)
    with pytest.raises(IllegalAction, match="not a legal answer"):
        match.apply("north", Action("card", argument))  # type: ignore[arg-type]
    assert (state_hash(match.state), match.history, match.log) == (before, history, log)
    assert match.can_undo


def test_no_action_is_legal_once_the_game_is_over() -> None:
    match = Match.new(RULES, "duel", 5)
    while (decision := match.decision()) is not None:
        match.apply(decision.seat, decision.actions[-1])  # bank when it can
    assert match.outcome is not None
    before, history, log = state_hash(match.state), list(match.history), list(match.log)
    for seat in match.meta["seats"]:
        for action in (Action("roll"), Action("bank"), Action("keep")):
            with pytest.raises(IllegalAction, match="the game is over"):
                match.apply(seat, action)
    assert (state_hash(match.state), match.history, match.log) == (before, history, log)


def _duel_with_hand(hand: list[int]) -> Match:
    match = Match.new(RULES, "duel", 2)
    match.state["hands"]["north"] = hand
    match.state["rng"]["forced"] = [6, 6]
    match.apply("north", Action("roll"))
    match.apply("north", Action("roll"))
    return match


def test_undo_takes_back_a_choice_within_the_same_seats_run() -> None:
    match = _duel_with_hand([3])
    log = list(match.log)
    match.apply("north", Action("bank"))  # no dice: north now chooses a card
    assert match.can_undo and len(match.log) > len(log)
    match.undo()
    assert match.log == log
    decision = match.decision()
    assert decision is not None and decision.prompt.startswith("12 points this turn")
    assert match.state["scores"]["north"] == 0
    assert len(match.history) == 2


def test_undo_is_cleared_by_a_die_roll() -> None:
    match = _duel_with_hand([3])
    assert not match.can_undo
    with pytest.raises(IllegalAction, match="dice were rolled"):
        match.undo()


def test_undo_is_cleared_when_hidden_information_is_revealed() -> None:
    match = _duel_with_hand([3])
    match.apply("north", Action("bank"))
    match.apply("north", Action("card", 3))  # the card is revealed; the turn passes too
    assert not match.can_undo


def test_a_reveal_alone_clears_undo_even_when_the_same_seat_goes_on() -> None:
    # Alone at the table north decides again after the card; no die was rolled in it.
    kept = _at_card_choice([3], "solo")
    kept.apply("north", Action("keep"))
    decision = kept.decision()
    assert decision is not None and decision.seat == "north" and kept.can_undo
    revealed = _at_card_choice([3], "solo")
    revealed.apply("north", Action("card", 3))
    decision = revealed.decision()
    assert decision is not None and decision.seat == "north"
    assert not revealed.can_undo


def test_undo_is_cleared_when_the_seat_changes() -> None:
    match = _duel_with_hand([])
    match.apply("north", Action("bank"))  # no card to play: south's turn
    assert not match.can_undo


def test_a_replay_file_round_trips_and_a_broken_one_is_refused(tmp_path: Path) -> None:
    match = _played(4, 30)
    file = tmp_path / "game.json"
    match.record().save(file)
    assert ReplayRecord.load(file).to_data() == match.record().to_data()
    (tmp_path / "bad.json").write_text('{"format": "something else"}')
    with pytest.raises(ReplayError, match="not a hegemon replay"):
        ReplayRecord.load(tmp_path / "bad.json")
    (tmp_path / "text.json").write_text("not json")
    with pytest.raises(ReplayError, match="not JSON"):
        ReplayRecord.load(tmp_path / "text.json")


def test_a_tampered_replay_does_not_verify() -> None:
    record = _played(4, 30).record()
    record.state_hash = "0" * 64
    same, _ = verify(record, RULES)
    assert not same


def test_a_replay_with_an_illegal_action_names_it() -> None:
    record = _played(4, 3).record()
    record.actions.append(record.actions[0].__class__("south", Action("fly")))
    with pytest.raises(ReplayError, match=r"action 4 .*illegal"):
        Match.replay(record, RULES)


def test_views_hide_other_seats_hands() -> None:
    match = Match.new(RULES, "duel", 3)
    view = RULES.view(match.state, "north")
    assert view["hands"]["north"] == match.state["hands"]["north"]
    assert view["hands"]["south"] == "hidden"
    assert "rng" not in view
    assert RULES.view(match.state, None)["hands"] == {"north": "hidden", "south": "hidden"}


def test_a_rules_crash_half_way_through_an_action_leaves_the_match_as_it_was() -> None:
    from hegemon.engine.flow import Game, Local, Procedures
    from tests.engine.dicegame import PlayCard, Tower, Turn

    class HalfDoneBank(Turn):
        def on_roll_or_bank(self, game: Game, local: Local, action: Action) -> None:
            if action.verb == "bank":
                game.state["scores"][game.state["active"]] += 100
                game.log("bank", game.state["active"], points=100)
                game.roll("a die nobody asked for")
                raise RuntimeError("a rules bug after the state changed")
            super().on_roll_or_bank(game, local, action)

    broken = Tower(Procedures([HalfDoneBank(), PlayCard()]))
    match = Match.new(broken, "duel", 2)
    match.state["rng"]["forced"] = [6, 6]
    match.apply("north", Action("roll"))
    before, history, log = state_hash(match.state), list(match.history), list(match.log)
    with pytest.raises(RuntimeError, match="rules bug"):
        match.apply("north", Action("bank"))
    assert (state_hash(match.state), match.history, match.log) == (before, history, log)
    assert match.state["scores"]["north"] == 0
    match.apply("north", Action("roll"))  # the match goes on from where it was
    assert len(match.history) == 2


def test_no_seats_means_none_and_no_list_means_every_seat() -> None:
    assert Match.new(RULES, "four", seed=1).meta["seats"] == ["north", "east", "south", "west"]
    with pytest.raises(SetupError, match="needs at least 2 seats"):
        Match.new(RULES, "four", seed=1, seats=[])


class _Quarrelsome:
    """An argument that cannot be compared, hashed or shown."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("compared")

    def __hash__(self) -> int:
        raise RuntimeError("hashed")

    def __repr__(self) -> str:
        raise RuntimeError("shown")


def _nested(depth: int) -> tuple[object, ...]:
    value: tuple[object, ...] = (1,)
    for _ in range(depth):
        value = (value,)
    return value


MEGABYTES = 5 * 1024 * 1024

NOT_ACTIONS: list[tuple[object, object]] = [
    ("north", None),
    ("north", {"verb": "card", "argument": 1}),
    ("north", "card"),
    ("north", ("card", 1)),
    ("north", Action(7)),  # type: ignore[arg-type]
    ("north", Action(_Quarrelsome())),  # type: ignore[arg-type]
    ("north", Action("card", _nested(100_000))),  # type: ignore[arg-type]
    ("north", Action("card", (_nested(100_000), 1))),  # type: ignore[arg-type]
    ("north", Action("card", _Quarrelsome())),  # type: ignore[arg-type]
    ("north", Action("card", (1, _Quarrelsome()))),  # type: ignore[arg-type]
    ("north", Action("card", "x" * MEGABYTES)),
    ("north", Action("card", ("x" * MEGABYTES,) * 3)),
    ("north", Action("card", tuple(range(MEGABYTES // 8)))),
    ("north", Action("x" * MEGABYTES, 1)),
    ("north", Action("card\nroll", 1)),
    (None, Action("card", 1)),
    (_Quarrelsome(), Action("card", 1)),
    ("south" * MEGABYTES, Action("card", 1)),
]


@pytest.mark.parametrize(("seat", "action"), NOT_ACTIONS, ids=range(len(NOT_ACTIONS)))
def test_anything_but_a_legal_action_is_illegal_in_a_short_line_and_changes_nothing(
    seat: object, action: object
) -> None:
    match = _at_card_choice([1])
    before, history, log = state_hash(match.state), list(match.history), list(match.log)
    with pytest.raises(IllegalAction) as caught:
        match.apply(seat, action)  # type: ignore[arg-type]
    message = str(caught.value)
    assert len(message) < 1000 and "\n" not in message
    assert (state_hash(match.state), match.history, match.log) == (before, history, log)
    assert match.can_undo
    match.apply("north", Action("card", 1))  # the match goes on from where it was


_anything = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
    lambda inner: (
        st.lists(inner, max_size=4).map(tuple)
        | st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None)
@given(
    st.one_of(st.sampled_from(["north", "south"]), _anything),
    st.one_of(st.sampled_from(["card", "keep", "roll"]), _anything),
    _anything,
)
def test_an_arbitrary_answer_is_legal_or_illegal_and_nothing_else(
    seat: object, verb: object, argument: object
) -> None:
    match = _at_card_choice([1, 2])
    decision = match.decision()
    assert decision is not None
    before = state_hash(match.state)
    action = Action(verb, argument)  # type: ignore[arg-type]
    try:
        match.apply(seat, action)  # type: ignore[arg-type]
    except IllegalAction as error:
        assert len(str(error)) < 1000 and "\n" not in str(error)
        assert state_hash(match.state) == before and len(match.history) == 3
    else:
        assert seat == "north" and action in decision.actions
