"""A factored action space: an action as a short sentence of tokens, the verb then the parts
of its argument, chosen one token at a time (docs/rl.md "Factored action spaces",
docs/decisions/0113-eupop-actions-are-chosen-token-by-token.md).

A game whose arguments name things made during play (eupop's forces, copies of cards, lists
of targets) cannot list every action it may offer; it lists every *token* instead. Its
encoding provides ``vocabulary`` (the tokens, each once) and ``spell(view, actions)`` (each
legal action as a tuple of tokens, spelled from the seat's view). This module adds what every
such game shares:

- the action space: ``<end>``, the game's vocabulary, then :data:`OTHER_SLOTS` slots
  ``<other k>`` for a word the vocabulary lacks (the k-th such word among a step's options,
  in the order the game offers them), so that every legal action can be chosen;
- the choice of a decision as a tree of tokens. A token every option shares is taken for
  the agent (a *forced* token), except that each decision asks the agent at least once;
  ``<end>`` is offered only where one action ends and another goes on. Two actions spelled
  alike are one option: the first the game offers is played (:attr:`TokenEncoding.merged`
  counts them);
- the observation: the game's features, the decision point, the asked flag, then one entry
  per token of the action space set for each token already chosen in the pending decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

import numpy as np
from numpy.typing import NDArray

from hegemon.engine.decision import Action, Decision
from hegemon.engine.serial import State
from hegemon.rl.encoding import (
    Choice,
    Node,
    NotEncoded,
    Vector,
    action_mask,
    observation_head,
)

END = "<end>"
"""The token that ends an action where another action goes on with more tokens."""
OTHER_SLOTS = 32
"""Slots for words a game's vocabulary lacks, per step of a choice."""


def other(slot: int) -> str:
    return f"<other {slot}>"


class TokenGameEncoding(Protocol):
    """What a game with a factored action space builds for one scenario and seat list."""

    @property
    def vocabulary(self) -> Sequence[str]:
        """Every token the game's actions are spelled with, each once, in a fixed order."""
        ...

    @property
    def size(self) -> int:
        """The length of the feature vector :meth:`features` writes."""
        ...

    def spell(self, view: State, actions: Sequence[Action]) -> list[tuple[str, ...]]:
        """Each action as its tokens (the verb first), spelled from the asked seat's view."""
        ...

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        """As :meth:`hegemon.rl.encoding.GameEncoding.features`."""
        ...


@dataclass(slots=True)
class TokenEncoding:
    """A game's token encoding with the parts every game shares (see the module)."""

    game: TokenGameEncoding
    points: tuple[str, ...]
    tokens: tuple[str, ...] = field(init=False)
    index: dict[str, int] = field(init=False)
    point_index: dict[str, int] = field(init=False)
    action_count: int = field(init=False)
    feature_size: int = field(init=False)
    observation_size: int = field(init=False)
    merged: int = 0
    """Options dropped because an earlier option of their decision was spelled alike."""

    def __post_init__(self) -> None:
        tokens = (END, *self.game.vocabulary, *(other(slot) for slot in range(OTHER_SLOTS)))
        self.index = {}
        for number, token in enumerate(tokens):
            if token in self.index:
                raise ValueError(f"the vocabulary names {token!r} twice")
            self.index[token] = number
        self.tokens = tokens
        self.point_index = {point: number for number, point in enumerate(self.points)}
        self.action_count = len(tokens)
        self.feature_size = self.game.size
        self.observation_size = self.feature_size + len(self.points) + 1 + self.action_count

    spells_from_view: ClassVar[bool] = True
    """Tokens may point into the view (eupop's forces by their row of the force table)."""

    # -- the choice ----------------------------------------------------------------------
    def choice(self, view: State | None, decision: Decision) -> Choice:
        """The first step of ``decision``'s choice, forced tokens taken (the agent is asked at
        least once); ``view`` is the asked seat's."""
        if view is None:
            raise ValueError("a token encoding spells its options from the asked seat's view")
        root, merged = self._tree(decision, self.game.spell(view, decision.actions))
        self.merged += merged
        return self._first(root, decision)

    @staticmethod
    def _tree(decision: Decision, spellings: list[tuple[str, ...]]) -> tuple[Node, int]:
        """The tree of ``decision``'s options by their tokens (``spellings``, in the order of
        its actions), and how many options an earlier one spelled alike stands for."""
        root: Node = {}
        merged = 0
        for action, spelled in zip(decision.actions, spellings, strict=True):
            node = root
            for token in spelled:
                step = node.get(token)
                if step is None:
                    step = node[token] = {}
                assert not isinstance(step, Action)
                node = step
            if None in node:
                merged += 1
            else:
                node[None] = action
        return root, merged

    def _first(self, root: Node, decision: Decision) -> Choice:
        first = self._step(root, (), decision, first=True)
        assert isinstance(first, Choice), "a decision with options asks its seat at least once"
        return first

    def take(self, choice: Choice, index: int, decision: Decision) -> Action | Choice:
        """The action ``index`` completes, or the next step of the choice (forced tokens
        taken); KeyError when ``index`` is not an option of ``choice``."""
        option = choice.options[index]
        if isinstance(option, Action):
            return option
        return self._step(option, (*choice.chosen, index), decision, first=False)

    def _step(
        self, node: Node, chosen: tuple[int, ...], decision: Decision, first: bool
    ) -> Action | Choice:
        while len(node) == 1:
            token, rest = next(iter(node.items()))
            if token is None:
                assert isinstance(rest, Action)
                return rest
            assert not isinstance(rest, Action)
            if first and len(rest) == 1 and None in rest:
                break
            chosen = (*chosen, self._number(token, 0, decision))
            node = rest
        options: dict[int, Node | Action] = {}
        unknown = 0
        for token, rest in node.items():
            if token is None:
                options[self.index[END]] = rest
                continue
            assert not isinstance(rest, Action)
            number = self.index.get(token)
            if number is None:
                number = self._number(token, unknown, decision)
                unknown += 1
            options[number] = rest[None] if len(rest) == 1 and None in rest else rest
        return Choice(options, chosen)

    def _number(self, token: str, unknown: int, decision: Decision) -> int:
        number = self.index.get(token)
        if number is not None:
            return number
        if unknown >= OTHER_SLOTS:
            raise NotEncoded(
                f"{decision.seat}'s decision ({decision.prompt}) offers more than "
                f"{OTHER_SLOTS} words at one step that the vocabulary lacks, e.g. {token!r}: "
                "the game's vocabulary (docs/rl.md) must grow to hold them"
            )
        return self.index[other(unknown)]

    def spelling(self, view: State, decision: Decision, action: Action) -> list[int]:
        """The indices an agent chooses, step by step, to play ``action`` (one of
        ``decision``'s options; an option spelled like an earlier one is played as that
        one): for tests and for tools that replay a game's actions."""
        found = decision.find(action)
        if found is None:
            raise NotEncoded(f"{action.verb} {action.argument!r} is no option here")
        spellings = self.game.spell(view, decision.actions)
        spelled = dict(zip(decision.actions, spellings, strict=True))
        target = next(option for option in decision.actions if spelled[option] == spelled[found])
        root, _ = self._tree(decision, spellings)
        choice = self._first(root, decision)
        path: list[int] = []
        while True:
            number = next(
                number for number, option in choice.options.items() if self._reaches(option, target)
            )
            path.append(number)
            outcome = self.take(choice, number, decision)
            if isinstance(outcome, Action):
                return path
            choice = outcome

    def _reaches(self, option: Node | Action, action: Action) -> bool:
        if isinstance(option, Action):
            return option == action
        return any(self._reaches(rest, action) for rest in option.values())

    # -- the observation -----------------------------------------------------------------
    def observation(
        self, view: State, seat: str, decision: Decision | None, choice: Choice | None
    ) -> Vector:
        out, own = observation_head(self, view, seat, decision, self.observation_size)
        if own is not None and choice is not None:
            chosen = self.feature_size + len(self.points) + 1
            for number in choice.chosen:
                out[chosen + number] = 1.0
        return out

    def mask(self, legal: Mapping[int, object]) -> NDArray[np.int8]:
        return action_mask(self.action_count, legal)
