"""``--option NAME=VALUE``: a game's options (optional rules, a Bot difficulty) from the
command line, the same for play, demo, simulate and fuzz.

A value reads as true/false, a whole number, or else as text; the game's setup then
refuses an option it does not have or a value of the wrong kind, before anything runs.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from hegemon.cli.errors import fail
from hegemon.engine.rules import RulesModule, SetupError

OptionValues = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        help="A game option as NAME=VALUE, e.g. no_surrender=true; repeat for more.",
    ),
]


def _value(text: str) -> Any:
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text.strip()


def game_options(
    rules: RulesModule, scenario: str | None, given: list[str] | None
) -> dict[str, Any]:
    """The options named on the command line, checked by setting up a game with them; a
    malformed or refused option is one line and exit 2."""
    options: dict[str, Any] = {}
    for item in given or ():
        name, equals, value = item.partition("=")
        if not equals or not name.strip():
            fail(f"--option {item!r}: write NAME=VALUE, e.g. --option no_surrender=true")
        if name.strip() in options:
            fail(f"--option {name.strip()!r} is given twice")
        options[name.strip()] = _value(value)
    if options:
        try:
            rules.setup(scenario, 0, None, options)
        except SetupError as error:
            fail(str(error))
    return options
