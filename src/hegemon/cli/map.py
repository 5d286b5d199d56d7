"""`hegemon map render GAME [--scenario S] [--replay FILE] OUT.svg`: draw a game's map,
freshly set up or at the end of a replay.

A game that draws its map offers ``hegemon.games.<game>.render.render_svg(content, state)``
and its rules module a ``content`` attribute.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from hegemon.cli.errors import writes
from hegemon.engine.decision import IllegalAction
from hegemon.engine.match import Match, ReplayError, ReplayRecord
from hegemon.engine.rules import SetupError, UnknownGame, load

map_app = typer.Typer(help="Draw a game's map.", no_args_is_help=True)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


@map_app.command("render")
@writes("output", ".svg")
def render(
    game: str,
    output: Path,
    scenario: Annotated[str | None, typer.Option(help="Scenario (default: the first).")] = None,
    seed: Annotated[int, typer.Option(help="Setup seed.")] = 0,
    replay: Annotated[
        Path | None, typer.Option(help="Draw the state at the end of this replay instead.")
    ] = None,
) -> None:
    """Write the map of a freshly set-up scenario (or of a replay's last state) as SVG."""
    try:
        rules = load(game)
        drawer = importlib.import_module(f"hegemon.games.{game}.render")
    except (UnknownGame, ModuleNotFoundError) as error:
        err.print(f"[red]error:[/red] {game}: no map drawing ({error})")
        raise typer.Exit(2) from None
    try:
        if replay is None:
            state = rules.setup(scenario, seed).state
        else:
            record = ReplayRecord.load(replay)
            if record.game != game:
                raise ReplayError(f"{replay}: a replay of {record.game}, not of {game}")
            state = Match.replay(record, rules).state
    except (SetupError, ReplayError, IllegalAction) as error:
        err.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from None
    content = getattr(rules, "content", None)
    if content is None:
        err.print(f"[red]error:[/red] {game}: the rules module offers no content to draw")
        raise typer.Exit(2)
    output.write_text(drawer.render_svg(content, state), "utf-8")
    out.print(f"wrote {output}")
