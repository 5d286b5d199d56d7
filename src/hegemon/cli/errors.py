"""How every `hegemon` command reports a failure: one line on standard error, an exit status."""

from __future__ import annotations

import errno
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import typer
from rich.console import Console
from typer.core import TyperGroup

from hegemon.engine.decision import RuleNotBuilt

F = TypeVar("F", bound=Callable[..., Any])

err = Console(stderr=True, soft_wrap=True)

UsageError: type[Exception] = typer.BadParameter.__mro__[1]
"""click's UsageError (a bad argument, option or command), reached through typer's public
BadParameter: typer ships its own copy of click, so ``click`` itself may not be there."""
assert UsageError.__name__ == "UsageError"


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


class Commands(TyperGroup):
    """The command group of `hegemon`: whatever command meets a path the system refuses
    (a missing file or folder, a folder where a file is meant, no permission), and any
    command given a bad argument or option, says so in one line with exit status 2. A
    closed pipe is left to typer, which exits quietly."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except UsageError as error:
            usage: Any = error
            path = usage.ctx.command_path if usage.ctx is not None else ctx.command_path
            where = " ".join(["hegemon", *path.split(" ")[1:]])  # however it was started
            fail(f"{usage.format_message()} (see {where} --help)")
        except OSError as error:
            if error.errno == errno.EPIPE or error.filename is None:
                raise
            fail(path_problem(error))


def path_problem(error: OSError) -> str:
    """``path: reason`` for an error the system gave about a path."""
    reason = error.strerror or type(error).__name__
    return f"{error.filename}: {reason[0].lower()}{reason[1:]}"


def expanded(path: Path | None) -> Path | None:
    """A path option with ``~`` at its start expanded, as a shell leaves it in
    ``--option=~/folder``; as given when there is no such home."""
    if path is None:
        return None
    try:
        return path.expanduser()
    except RuntimeError:
        return path


def output_file(path: Path, suffix: str) -> None:
    """Refuse, before any work, a file a command cannot write as asked: another suffix
    than ``suffix`` (the format it writes), a folder, or a path in a missing folder."""
    if path.is_dir():
        fail(f"{path}: a folder; name the {suffix} file to write")
    if path.suffix.lower() != suffix:
        fail(f"{path}: only {suffix} files are written; name the output *{suffix}")
    if not path.parent.is_dir():
        fail(f"{path}: no folder {path.parent}")


def writes(parameter: str, suffix: str) -> Callable[[F], F]:
    """A command whose ``parameter`` names the ``suffix`` file it writes checks it first
    (:func:`output_file`)."""

    def checked(command: F) -> F:
        @functools.wraps(command)
        def run(*args: Any, **kwargs: Any) -> Any:
            output_file(Path(kwargs[parameter]), suffix)
            return command(*args, **kwargs)

        return run  # type: ignore[return-value]

    return checked
