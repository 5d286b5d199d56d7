"""Decision, Action, Outcome and IllegalAction: what the engine asks and what it accepts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Scalar = str | int | bool | None
Argument = Scalar | tuple[Scalar, ...]


@dataclass(frozen=True, slots=True)
class Action:
    """One legal option: a verb and an argument, with a label a player understands.

    Two actions are the same option when verb and argument are equal; the label is
    for people and takes no part in comparison.
    """

    verb: str
    argument: Argument = None
    label: str = field(default="", compare=False)

    @property
    def key(self) -> tuple[str, Argument]:
        return (self.verb, self.argument)

    def to_data(self) -> dict[str, Any]:
        argument: Any = list(self.argument) if isinstance(self.argument, tuple) else self.argument
        return {"verb": self.verb, "argument": argument}

    @staticmethod
    def from_data(data: Any) -> Action:
        """Read an action from JSON data; raises IllegalAction when it is malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("verb"), str):
            raise IllegalAction(f"an action is an object with a text 'verb', not {data!r}")
        argument = data.get("argument")
        if isinstance(argument, list):
            argument = tuple(argument)
        return Action(data["verb"], argument, str(data.get("label", "")))

    def __str__(self) -> str:
        return self.label or (
            self.verb if self.argument is None else f"{self.verb} {self.argument}"
        )


@dataclass(frozen=True, slots=True)
class Decision:
    """The one thing the game waits for: a seat, a prompt and every legal action.

    ``procedure`` and ``step`` name where it was asked (the kernel fills them in), for
    front ends, agents and research encodings; they take no part in comparison."""

    seat: str
    prompt: str
    actions: tuple[Action, ...]
    procedure: str = field(default="", compare=False)
    step: str = field(default="", compare=False)

    def find(self, action: Action) -> Action | None:
        """The legal action equal to ``action`` (with its label), or None."""
        for legal in self.actions:
            if legal.verb == action.verb and _same(legal.argument, action.argument):
                return legal
        return None


def _same(legal: Any, given: Any) -> bool:
    """Equal as plain data: ``True`` is not ``1`` and ``1.0`` is not ``1`` (Python's ``==``
    says they are), so a malformed argument is never taken for a legal one."""
    if isinstance(legal, tuple) and isinstance(given, tuple):
        return len(legal) == len(given) and all(map(_same, legal, given))
    return (
        legal == given
        and isinstance(legal, bool) == isinstance(given, bool)
        and isinstance(legal, float) == isinstance(given, float)
    )


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winning seats (empty for none) and each seat's score."""

    winners: tuple[str, ...]
    scores: dict[str, int]
    reason: str = ""

    def to_data(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "scores": dict(self.scores), "reason": self.reason}

    @staticmethod
    def from_data(data: dict[str, Any]) -> Outcome:
        return Outcome(tuple(data["winners"]), dict(data["scores"]), str(data.get("reason", "")))


class IllegalAction(ValueError):
    """An action that is not among the legal options; the state is left unchanged."""


class RuleNotBuilt(NotImplementedError):
    """A rule that hegemon does not implement yet; its message names the rule."""

    def __init__(self, rule: str, what: str = "") -> None:
        self.rule = rule
        super().__init__(f"rule {rule} is not built yet" + (f": {what}" if what else ""))
