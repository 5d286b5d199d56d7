"""How every `hegemon` command reports a failure: one line on standard error, an exit status."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

import typer
from rich.console import Console

from hegemon.engine.decision import RuleNotBuilt

F = TypeVar("F", bound=Callable[..., Any])

err = Console(stderr=True, soft_wrap=True)


def fail(message: str, status: int = 2) -> NoReturn:
    """Print ``error: message`` and leave with ``status`` (2: bad input, 1: a failed check)."""
    err.print(f"[red]error:[/red] {message}", highlight=False)
    raise typer.Exit(status)


def reports_unbuilt_rules(command: F) -> F:
    """A command that reaches a rule hegemon does not build yet says so in one line."""

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except RuleNotBuilt as error:
            fail(str(error))

    return run  # type: ignore[return-value]
