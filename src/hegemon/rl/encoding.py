"""The research encoding of a game: a fixed catalogue of action keys and a flat numeric
observation built from a seat's view (docs/rl.md).

A game provides its own part in ``hegemon.games.<game>.encoding`` as a function
``encoding(rules, scenario, seats)`` returning a :class:`GameEncoding`: the catalogue of
every action key its content can ever offer, and the features of a view. This module adds
what every game shares: the index of each key, the action mask of a decision, the action an
index stands for, and the decision point (procedure and step) the seat is asked at.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol

import numpy as np
from numpy.typing import NDArray

from hegemon.engine.decision import Action, Argument, Decision
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State

if TYPE_CHECKING:
    from hegemon.rl.tokens import TokenEncoding, TokenGameEncoding

ActionKey = tuple[str, Argument]
"""An action's verb and argument: what makes two actions the same option."""

Vector = NDArray[np.float32]


Node = dict[str | None, "Node | Action"]
"""A step of a factored choice (:mod:`hegemon.rl.tokens`): each next token → the rest of the
choice; ``None`` → the action that ends here."""


@dataclass(slots=True)
class Choice:
    """Where a seat stands in answering its decision: the options by action index (each the
    action it plays, or with a factored action space a further step of the choice) and the
    indices already chosen on the way (always none with a catalogue)."""

    options: Mapping[int, Node | Action]
    chosen: tuple[int, ...] = ()


def action_mask(count: int, legal: Mapping[int, object]) -> NDArray[np.int8]:
    """An ``int8`` mask of ``count`` entries, 1 at each index of ``legal``."""
    mask = bytearray(count)
    for number in legal:
        mask[number] = 1
    return np.frombuffer(mask, dtype=np.int8)


class _Head(Protocol):
    """What :func:`observation_head` reads of an encoding."""

    @property
    def game(self) -> GameEncoding | TokenGameEncoding: ...

    feature_size: int
    point_index: dict[str, int]


def observation_head(
    encoding: _Head, view: State, seat: str, decision: Decision | None, size: int
) -> tuple[Vector, Decision | None]:
    """A vector of ``size`` entries beginning with what every encoding's observation
    begins with: the game's features of ``view``, one entry per decision point (1 where
    ``seat`` is asked now) and 1 when it is asked; and ``decision`` when it is ``seat``'s."""
    out = np.zeros(size, dtype=np.float32)
    own = decision if decision is not None and decision.seat == seat else None
    start = encoding.feature_size
    encoding.game.features(view, seat, own, out[:start])
    if own is not None:
        point = encoding.point_index.get(f"{own.procedure}.{own.step}")
        if point is not None:
            out[start + point] = 1.0
        out[start + len(encoding.point_index)] = 1.0
    return out, own


class NotEncoded(LookupError):
    """A game, or a scenario of it, that has no research encoding; the message says what is
    missing."""


class GameEncoding(Protocol):
    """What a game's ``encoding`` module builds for one scenario and seat list."""

    @property
    def actions(self) -> Sequence[ActionKey]:
        """Every action key the game can offer in this scenario, each once, in a fixed
        order: the action with index ``i`` is ``actions[i]``."""
        ...

    @property
    def size(self) -> int:
        """The length of the feature vector :meth:`features` writes."""
        ...

    def features(self, view: State, seat: str, decision: Decision | None, out: Vector) -> None:
        """Write the features of ``view`` (``rules.view(state, seat)``) and of ``seat``'s own
        pending ``decision`` (None when it is not asked) into ``out`` (zeros, of length
        :attr:`size`), each in [-1, 1]."""
        ...


def decision_points(rules: RulesModule) -> tuple[str, ...]:
    """Every ``procedure.step`` a decision can be asked at, sorted: the one-hot part of an
    observation that says where the seat is asked."""
    procedures = rules.procedures
    return tuple(
        sorted(
            f"{name}.{step}"
            for name in procedures.names()
            for step in procedures.steps(name)
            if step.startswith("ask_")
        )
    )


@dataclass(slots=True)
class Encoding:
    """A game's encoding with the parts every game shares.

    The observation is the game's features, then one entry per decision point (1 where the
    seat is asked now), then 1 when the seat has a decision pending; the mask has one entry
    per catalogue action, 1 for each legal action of the seat's pending decision.
    """

    game: GameEncoding
    points: tuple[str, ...]
    index: dict[ActionKey, int] = field(init=False)
    point_index: dict[str, int] = field(init=False)
    action_count: int = field(init=False)
    feature_size: int = field(init=False)
    """The length of the game's features, which begin the observation."""
    observation_size: int = field(init=False)

    def __post_init__(self) -> None:
        self.index = {}
        for number, key in enumerate(self.game.actions):
            if key in self.index:
                raise ValueError(f"the catalogue names {key!r} twice")
            self.index[key] = number
        self.point_index = {point: number for number, point in enumerate(self.points)}
        self.action_count = len(self.index)
        self.feature_size = self.game.size
        self.observation_size = self.feature_size + len(self.points) + 1

    def observation(
        self, view: State, seat: str, decision: Decision | None, choice: Choice | None = None
    ) -> Vector:
        """The observation of ``seat`` from its view; ``decision`` is the pending decision,
        counted only when it is this seat's (``choice`` takes no part: a catalogue's choice
        is one step)."""
        out, _ = observation_head(self, view, seat, decision, self.observation_size)
        return out

    def legal(self, decision: Decision) -> dict[int, Action]:
        """Catalogue index → legal action of ``decision``, for every legal action the
        catalogue holds (docs/rl.md says which a catalogue leaves out by design)."""
        get = self.index.get
        found: dict[int, Action] = {
            number: action
            for action in decision.actions
            if (number := get((action.verb, action.argument))) is not None  # action.key
        }
        if not found and decision.actions:
            raise NotEncoded(
                f"none of the {len(decision.actions)} options of {decision.seat}'s decision "
                f"({decision.prompt}) is in the action catalogue, e.g. "
                f"{decision.actions[0].verb} {decision.actions[0].argument!r}: the catalogue "
                "(docs/rl.md) must grow to hold it"
            )
        return found

    spells_from_view: ClassVar[bool] = False
    """A catalogue's choice needs no view: its indices are the same in every state."""

    def choice(self, view: State | None, decision: Decision) -> Choice:
        """The choice of ``decision``: one step, each legal catalogue action by its index."""
        return Choice(self.legal(decision))

    def take(self, choice: Choice, index: int, decision: Decision) -> Action | Choice:
        """The action of ``index`` (KeyError when it is not an option of ``choice``)."""
        option = choice.options[index]
        assert isinstance(option, Action)
        return option

    def mask(self, legal: Mapping[int, object]) -> NDArray[np.int8]:
        return action_mask(self.action_count, legal)

    def outside(self, decision: Decision) -> list[Action]:
        """The legal actions of ``decision`` the catalogue does not hold."""
        return [action for action in decision.actions if action.key not in self.index]


def load_encoding(
    rules: RulesModule, scenario: str, seats: Sequence[str]
) -> Encoding | TokenEncoding:
    """The encoding of ``rules`` for a scenario and its seats, from the game's own
    ``hegemon.games.<game>.encoding`` module (a catalogue, or a vocabulary of tokens for a
    factored action space: :mod:`hegemon.rl.tokens`); NotEncoded when the game has none."""
    module_name = f"hegemon.games.{rules.name}.encoding"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        missing = error.name or ""
        if module_name != missing and not module_name.startswith(f"{missing}."):
            raise  # the module is there, and something it imports is not
        raise NotEncoded(
            f"{rules.name} has no research encoding: {module_name}, with a fixed catalogue of "
            "every action key the game can offer and the features of a seat's view, is not "
            f'written (docs/rl.md "{rules.name}")'
        ) from None
    game = module.encoding(rules, scenario, tuple(seats))
    if hasattr(game, "vocabulary"):
        from hegemon.rl.tokens import TokenEncoding

        return TokenEncoding(game, decision_points(rules))
    return Encoding(game, decision_points(rules))
