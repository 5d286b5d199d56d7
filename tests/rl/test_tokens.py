"""A factored action space (hegemon.rl.tokens): a decision's options chosen token by token,
forced tokens taken, ``<end>`` only where one action ends and another goes on, actions
spelled alike merged, words the vocabulary lacks in ``<other k>`` slots."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pytest

from hegemon.engine.decision import Action, Decision
from hegemon.engine.serial import State
from hegemon.rl.encoding import Choice, NotEncoded, Vector
from hegemon.rl.tokens import END, OTHER_SLOTS, TokenEncoding, other


@dataclass
class Words:
    """A game whose actions are spelled as the verb and the argument's items, as text."""

    vocabulary: tuple[str, ...] = ("move", "stay", "a", "b", "c", "x")
    size: int = 2

    def spell(self, view: State, actions: Sequence[Action]) -> list[tuple[str, ...]]:
        spelled = []
        for action in actions:
            argument = action.argument
            items = (
                argument if isinstance(argument, tuple) else () if argument is None else (argument,)
            )
            spelled.append((action.verb, *(str(item) for item in items)))
        return spelled

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        out[0] = 0.5


def _decision(*actions: Action) -> Decision:
    return Decision(
        seat="red", prompt="choose", actions=tuple(actions), procedure="turn", step="ask"
    )


def _encoding() -> TokenEncoding:
    return TokenEncoding(Words(), ("turn.ask",))


def _names(encoding: TokenEncoding, choice: Choice) -> list[str]:
    return [encoding.tokens[number] for number in choice.options]


def test_the_action_space_is_end_the_vocabulary_then_the_other_slots() -> None:
    encoding = _encoding()
    assert encoding.tokens[:7] == (END, "move", "stay", "a", "b", "c", "x")
    assert encoding.tokens[7:] == tuple(other(slot) for slot in range(OTHER_SLOTS))
    assert encoding.action_count == 7 + OTHER_SLOTS


def test_the_verb_is_chosen_first_then_the_argument() -> None:
    encoding = _encoding()
    moves = [Action("move", ("a", "b")), Action("move", ("a", "c")), Action("stay")]
    decision = _decision(*moves)
    choice = encoding.choice({}, decision)
    assert _names(encoding, choice) == ["move", "stay"]
    step = encoding.take(choice, encoding.index["move"], decision)
    assert isinstance(step, Choice)
    # "a" is shared by both moves: taken for the agent, and counted as chosen
    assert _names(encoding, step) == ["b", "c"]
    assert step.chosen == (encoding.index["move"], encoding.index["a"])
    assert encoding.take(step, encoding.index["c"], decision) == moves[1]
    assert encoding.take(choice, encoding.index["stay"], decision) == moves[2]


def test_a_decision_of_one_action_still_asks_once() -> None:
    encoding = _encoding()
    only = Action("move", ("a", "b"))
    decision = _decision(only)
    choice = encoding.choice({}, decision)
    assert _names(encoding, choice) == ["b"]
    assert choice.chosen == (encoding.index["move"], encoding.index["a"])
    assert encoding.take(choice, encoding.index["b"], decision) == only


def test_a_forced_rest_after_a_choice_plays_the_action_at_once() -> None:
    encoding = _encoding()
    long = Action("move", ("a", "b", "c"))
    decision = _decision(long, Action("stay"))
    choice = encoding.choice({}, decision)
    assert encoding.take(choice, encoding.index["move"], decision) == long


def test_end_is_offered_where_one_action_ends_and_another_goes_on() -> None:
    encoding = _encoding()
    short, longer = Action("move", ("a",)), Action("move", ("a", "b"))
    decision = _decision(short, longer, Action("stay"))
    step = encoding.take(encoding.choice({}, decision), encoding.index["move"], decision)
    assert isinstance(step, Choice)
    assert _names(encoding, step) == [END, "b"]
    assert encoding.take(step, encoding.index[END], decision) == short


def test_actions_spelled_alike_are_one_option_the_first() -> None:
    encoding = _encoding()
    first, second = Action("move", "a"), Action("move", ("a",))
    decision = _decision(first, second, Action("stay"))
    step = encoding.take(encoding.choice({}, decision), encoding.index["move"], decision)
    assert step == first
    assert encoding.merged == 1


def test_words_the_vocabulary_lacks_take_other_slots_in_the_order_offered() -> None:
    encoding = _encoding()
    north, south = Action("move", "north"), Action("move", "south")
    decision = _decision(north, Action("move", "a"), south, Action("stay"))
    step = encoding.take(encoding.choice({}, decision), encoding.index["move"], decision)
    assert isinstance(step, Choice)
    assert _names(encoding, step) == [other(0), "a", other(1)]
    assert encoding.take(step, encoding.index[other(1)], decision) == south


def test_more_unknown_words_than_slots_at_one_step_is_not_encoded() -> None:
    encoding = _encoding()
    many = [Action("move", f"place{number}") for number in range(OTHER_SLOTS + 1)]
    decision = _decision(*many, Action("stay"))
    with pytest.raises(NotEncoded, match=r"more than 32 words .* e\.g\. 'place32'"):
        encoding.take(encoding.choice({}, decision), encoding.index["move"], decision)


def test_the_spelling_of_an_action_is_the_path_that_plays_it() -> None:
    encoding = _encoding()
    target = Action("move", ("a", "c"))
    decision = _decision(Action("move", ("a", "b")), target, Action("stay"))
    path = encoding.spelling({}, decision, target)
    assert path == [encoding.index["move"], encoding.index["c"]]


def test_the_observation_marks_the_tokens_chosen_so_far() -> None:
    encoding = _encoding()
    decision = _decision(Action("move", ("a", "b")), Action("move", ("a", "c")), Action("stay"))
    step = encoding.take(encoding.choice({}, decision), encoding.index["move"], decision)
    assert isinstance(step, Choice)
    observation = encoding.observation({}, "red", decision, step)
    chosen_block = observation[encoding.feature_size + 2 :]
    assert observation[0] == 0.5 and observation[encoding.feature_size] == 1.0  # features, point
    assert observation[encoding.feature_size + 1] == 1.0  # asked
    assert np.flatnonzero(chosen_block).tolist() == [encoding.index["move"], encoding.index["a"]]
    unasked = encoding.observation({}, "blue", decision, step)
    assert not unasked[encoding.feature_size :].any()


def test_an_option_spelled_like_an_earlier_one_is_played_by_the_earlier_path() -> None:
    encoding = _encoding()
    first, second = Action("move", "a"), Action("move", ("a",))
    decision = _decision(first, second, Action("stay"))
    assert encoding.spelling({}, decision, second) == [encoding.index["move"]]
    assert encoding.merged == 0  # spelling is no choice offered: nothing counted
    encoding.choice({}, decision)
    assert encoding.merged == 1


def test_an_action_that_is_no_option_has_no_spelling() -> None:
    encoding = _encoding()
    decision = _decision(Action("move", "a"), Action("stay"))
    with pytest.raises(NotEncoded, match=r"move 'b' is no option here"):
        encoding.spelling({}, decision, Action("move", "b"))
