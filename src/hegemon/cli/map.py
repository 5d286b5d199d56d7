"""`hegemon map render GAME [--scenario S] OUT.svg`: draw a game's map with a set-up state.

A game that draws its map offers ``hegemon.games.<game>.render.render_svg(content, state)``
and its rules module a ``content`` attribute.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from hegemon.engine.rules import SetupError, UnknownGame, load

map_app = typer.Typer(help="Draw a game's map.", no_args_is_help=True)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


@map_app.command("render")
def render(
    game: str,
    output: Path,
    scenario: Annotated[str | None, typer.Option(help="Scenario (default: the first).")] = None,
    seed: Annotated[int, typer.Option(help="Setup seed.")] = 0,
) -> None:
    """Write the map of a freshly set-up scenario as SVG."""
    try:
        rules = load(game)
        drawer = importlib.import_module(f"hegemon.games.{game}.render")
    except (UnknownGame, ModuleNotFoundError) as error:
        err.print(f"[red]error:[/red] {game}: no map drawing ({error})")
        raise typer.Exit(2) from None
    try:
        state = rules.setup(scenario, seed).state
    except SetupError as error:
        err.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from None
    content = getattr(rules, "content", None)
    if content is None:
        err.print(f"[red]error:[/red] {game}: the rules module offers no content to draw")
        raise typer.Exit(2)
    output.write_text(drawer.render_svg(content, state), "utf-8")
    out.print(f"wrote {output}")
