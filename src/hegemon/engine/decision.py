"""Decision, Action, Outcome and IllegalAction: what the engine asks and what it accepts."""

from __future__ import annotations

import reprlib
from dataclasses import dataclass, field
from typing import Any

Scalar = str | int | bool | None
Argument = Scalar | tuple[Scalar, ...]

_SCALARS = (str, int, bool, type(None))

_BRIEF = reprlib.Repr()
_BRIEF.maxlevel = 3
_BRIEF.maxtuple = _BRIEF.maxlist = 16
_BRIEF.maxdict = _BRIEF.maxset = _BRIEF.maxfrozenset = 6
_BRIEF.maxstring = _BRIEF.maxother = 80
_BRIEF.maxlong = 40


def brief(value: object) -> str:
    """``repr(value)`` on one short line, however long, deep or strange ``value`` is
    (cut with ``...``); for what a message quotes from outside."""
    try:
        text = _BRIEF.repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text.replace("\n", "\\n").replace("\r", "\\r")


def brief_text(text: str) -> str:
    """A name as it is when it is short and printable, as :func:`brief` otherwise."""
    return text if len(text) <= 40 and text.isprintable() else brief(text)


def is_argument(value: object) -> bool:
    """Whether ``value`` has an argument's shape: a str, int, bool or None, or a tuple of
    those (exactly these types: no subclass, whose comparison could be anything)."""
    if type(value) is tuple:
        return all(type(item) in _SCALARS for item in value)
    return type(value) in _SCALARS


def unfit(seat: object, action: object) -> str | None:
    """Why ``seat`` and ``action`` cannot be an answer to any decision (a seat that is not
    text, something that is not an :class:`Action`, a verb that is not text), or None."""
    if type(seat) is not str:
        return f"a seat is named by text, not by {brief(seat)}"
    if not isinstance(action, Action):
        return f"{brief(action)} is not an action (an Action with a text verb)"
    if type(action.verb) is not str:
        return f"an action's verb is text, not {brief(action.verb)}"
    return None


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
        """Read an action from JSON data; raises IllegalAction when it is malformed (an
        argument is a scalar or a list of scalars: no float, object or nested list)."""
        if not isinstance(data, dict) or type(data.get("verb")) is not str:
            raise IllegalAction(f"an action is an object with a text 'verb', not {brief(data)}")
        argument = data.get("argument")
        if type(argument) is list:
            argument = tuple(argument)
        if not is_argument(argument):
            raise IllegalAction(
                "an action's argument is text, a whole number, true, false, null or a list "
                f"of those, not {brief(data.get('argument'))}"
            )
        label = data.get("label", "")
        if type(label) is not str:
            raise IllegalAction(f"an action's label is text, not {brief(label)}")
        return Action(data["verb"], argument, label)

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
            if legal is action:  # an agent answering with one of the options themselves
                return legal
        verb = action.verb
        if type(verb) is not str:
            return None
        for legal in self.actions:
            if legal.verb == verb and same(legal.argument, action.argument):
                return legal
        return None


def same(legal: Any, given: Any) -> bool:
    """Equal as plain data of exactly the same types: ``True`` is not ``1`` and ``1.0`` is
    not ``1`` (Python's ``==`` says they are), so a malformed argument is never taken for a
    legal one; and ``given`` is compared only when its type is a built-in one, so its own
    ``__eq__`` never runs and its depth never matters."""
    if type(legal) is not type(given):
        return False
    if type(legal) is tuple:
        return len(legal) == len(given) and all(map(same, legal, given))
    return bool(legal == given)


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
    """An action that is not among the legal options; the state is left unchanged.

    Anything offered as an action that is not one (None, a dict, an argument of another
    shape, a seat that is not text) is an IllegalAction too, never another error: a
    front end catches one exception for every wrong answer. Its message is one line of
    bounded length, whatever it quotes (:func:`brief`)."""


class RuleNotBuilt(NotImplementedError):
    """A rule that hegemon does not implement yet; its message names the rule."""

    def __init__(self, rule: str, what: str = "") -> None:
        self.rule = rule
        self.what = what
        super().__init__(f"rule {rule} is not built yet" + (f": {what}" if what else ""))

    def __reduce__(self) -> tuple[type[RuleNotBuilt], tuple[str, str]]:
        """Rebuilt from the rule and the detail, so that one raised in a worker process
        reads the same in the parent (not "rule rule ... is not built yet")."""
        return (RuleNotBuilt, (self.rule, self.what))
