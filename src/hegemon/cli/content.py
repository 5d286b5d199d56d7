"""`hegemon content check GAME|PATH`: validate a content pack and report every problem.

A game's content lives in ``hegemon.games.<game>.content.loader``, which offers ``PACK``
(the shipped pack folder) and ``load_pack(folder)``; a path is checked by the loader of
the game its ``pack.yaml`` names.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import typer
from rich.console import Console

from hegemon.engine.content import ContentError, pack_game
from hegemon.engine.rules import game_names

content_app = typer.Typer(help="Check content packs.", no_args_is_help=True)
out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


def _loader(game: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"hegemon.games.{game}.content.loader")
    except ModuleNotFoundError:
        return None


def check_pack(target: str) -> tuple[Path, list[str]]:
    """The folder checked and its problems as ``file: path: reason`` lines (empty: valid)."""
    loader = _loader(target) if target in game_names() else None
    if loader is not None:
        folder = Path(loader.PACK)
    else:
        folder = Path(target)
        try:
            game = pack_game(folder)
        except ContentError as error:
            return folder, [str(problem) for problem in error.problems]
        loader = _loader(game) if game in game_names() else None
        if loader is None:
            return folder, [f"pack.yaml: game: no content loader for the game {game!r}"]
    try:
        loader.load_pack(folder)
    except ContentError as error:
        return folder, [str(problem) for problem in error.problems]
    return folder, []


@content_app.command("check")
def check(target: str) -> None:
    """Validate a game's shipped pack (GAME) or a pack folder (PATH); exit 1 on any problem."""
    if target not in game_names() and not Path(target).exists():
        err.print(
            f"[red]error:[/red] {target}: neither a game ({', '.join(game_names())}) nor a folder"
        )
        raise typer.Exit(2)
    folder, problems = check_pack(target)
    for problem in problems:
        out.print(problem)
    if problems:
        out.print(f"{folder}: {len(problems)} problem(s)")
        raise typer.Exit(1)
    out.print(f"ok: {folder}")
