"""The situation format (docs/situations.md): every field a rule case may use, checked
strictly so that a misspelt field never lets a case pass silently."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from hegemon.engine import refs
from hegemon.engine.content import ContentError, ContentProblem, load_yaml, validate


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ActionPattern(_Strict):
    """An action or a part of one: a verb, an argument, or both (a bare string in a list of
    patterns is a verb). An argument given as null means the action without argument."""

    verb: str | None = None
    argument: Any = None

    @model_validator(mode="after")
    def _names_something(self) -> ActionPattern:
        if self.verb is None and "argument" not in self.model_fields_set:
            raise ValueError("an action pattern names a verb, an argument or both")
        return self

    @property
    def has_argument(self) -> bool:
        return "argument" in self.model_fields_set


def _verb_alone(value: Any) -> Any:
    return {"verb": value} if isinstance(value, str) else value


Pattern = Annotated[ActionPattern, BeforeValidator(_verb_alone)]
"""An action pattern, or a bare verb."""


class LogPattern(_Strict):
    """Log entries of a kind, or citing a rule, or both; optionally by a seat and with at
    least the values given."""

    kind: str | None = None
    rule: str | None = None
    seat: str | None = None
    values: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _names_something(self) -> LogPattern:
        if self.kind is None and self.rule is None:
            raise ValueError("a log pattern names a kind, a rule or both")
        return self


class ExpectedDecision(_Strict):
    """The pending decision. ``verbs`` and ``arguments`` are the whole sets offered;
    ``contains`` and ``lacks`` name some actions only."""

    seat: str | None = None
    procedure: str | None = None
    step: str | None = None
    verbs: list[str] | None = None
    arguments: list[Any] | None = None
    contains: list[Pattern] = Field(default_factory=list)
    lacks: list[Pattern] = Field(default_factory=list)


class QueryCase(_Strict):
    query: str
    args: dict[str, Any] = Field(default_factory=dict)
    equals: Any


class SituationAction(_Strict):
    """One action, with what must hold before it (``decision``, ``queries``) and after it
    (``expect``, ``expect_log``, ``expect_no_log``: the entries this action wrote), or the
    error it must raise (``expect_error``; the case goes on from the unchanged state)."""

    seat: str
    verb: str
    argument: Any = None
    decision: ExpectedDecision | None = None
    queries: list[QueryCase] = Field(default_factory=list)
    expect_error: str | None = None
    expect: dict[str, Any] = Field(default_factory=dict)
    expect_log: list[LogPattern] = Field(default_factory=list)
    expect_no_log: list[LogPattern] = Field(default_factory=list)

    @model_validator(mode="after")
    def _error_or_outcome(self) -> SituationAction:
        after = self.expect or self.expect_log or self.expect_no_log
        if self.expect_error is not None and after:
            raise ValueError("an action that must be illegal changes nothing to expect after it")
        return self


class SituationStart(_Strict):
    """The frame the case starts with, replacing the stack. ``under_caller`` calls the
    procedure from the kernel's case caller, so that a procedure that ends leaves the game
    resting at a decision that shows its result (``expect_result``)."""

    procedure: str
    local: dict[str, Any] = Field(default_factory=dict)
    under_caller: bool = False


class Situation(_Strict):
    """One rule case (see docs/situations.md)."""

    situation: str
    rules: list[str] = Field(min_length=1)
    game: str
    scenario: str | None = None
    seed: int = 0
    seats: list[str] | None = None
    options: dict[str, Any] = Field(default_factory=dict)
    content: dict[str, Any] = Field(default_factory=dict)
    setup_until: str | None = None
    first_seat: str | None = None
    set: dict[str, Any] = Field(default_factory=dict)
    arrange: list[dict[str, dict[str, Any]]] = Field(default_factory=list)
    """Named changes of the game (``RulesModule.arrangements``), each ``{name: {args}}``,
    made in order after ``set``."""
    draws: dict[str, list[Any]] = Field(default_factory=dict)
    dice: list[int] = Field(default_factory=list)
    start: SituationStart | None = None
    actions: list[SituationAction] = Field(default_factory=list)
    expect: dict[str, Any] = Field(default_factory=dict)
    expect_log: list[LogPattern] = Field(default_factory=list)
    expect_no_log: list[LogPattern] = Field(default_factory=list)
    expect_decision: ExpectedDecision | None = None
    expect_result: Any = None
    expect_error: str | None = None
    queries: list[QueryCase] = Field(default_factory=list)

    @field_validator("setup_until")
    @classmethod
    def _a_step(cls, value: str | None) -> str | None:
        if value is not None and len(value.split(".")) != 2:
            raise ValueError(f"setup_until names a step as procedure.step, not {value!r}")
        return value

    @model_validator(mode="after")
    def _result_of_a_case(self) -> Situation:
        if "expect_result" in self.model_fields_set and (
            self.start is None or not self.start.under_caller
        ):
            raise ValueError("expect_result reads the result of a start with under_caller: true")
        return self

    @property
    def expects_result(self) -> bool:
        return "expect_result" in self.model_fields_set


def _cited(situation: Situation) -> list[tuple[str, str]]:
    """(path in the file, rule) of every rule the situation names, so that a misspelt
    rule in an absence check cannot pass for a rule that was never cited."""
    cited = [(f"rules/{index}", ref) for index, ref in enumerate(situation.rules)]
    for name in ("expect_log", "expect_no_log"):
        for index, pattern in enumerate(getattr(situation, name)):
            if pattern.rule is not None:
                cited.append((f"{name}/{index}/rule", pattern.rule))
    for number, action in enumerate(situation.actions):
        for name in ("expect_log", "expect_no_log"):
            for index, pattern in enumerate(getattr(action, name)):
                if pattern.rule is not None:
                    cited.append((f"actions/{number}/{name}/{index}/rule", pattern.rule))
    return cited


def load(file: Path) -> Situation:
    """Read and validate a situation file; a ContentError names every problem."""
    data = load_yaml(file)
    situation = validate(Situation, data, str(file))
    problems = []
    for path, ref in _cited(situation):
        try:
            refs.check(ref)
        except refs.UnknownRule as error:
            problems.append(ContentProblem(str(file), path, str(error)))
    if problems:
        raise ContentError(problems)
    return situation
