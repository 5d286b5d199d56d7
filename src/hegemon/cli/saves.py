"""Where `play` keeps its games (a store under the user's data folder, or ``--db``), and
`hegemon saves`, which lists them."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from hegemon.cli.errors import err, expanded, fail
from hegemon.engine.store import MatchSummary, Store, StoreError

DATA_VARIABLE = "HEGEMON_DATA"
"""An environment variable naming the folder of the default store (tests set it)."""

STORE_NAME = "games.db"

DbOption = Annotated[
    Path | None,
    typer.Option(
        "--db",
        callback=expanded,
        help=f"The store of saved games (default: {STORE_NAME} in the user's data folder, "
        f"or in ${DATA_VARIABLE}).",
    ),
]


def data_folder() -> Path:
    """The user's data folder for hegemon: $HEGEMON_DATA when set, else the platform's
    (XDG_DATA_HOME or ~/.local/share on Linux, Application Support on macOS, LOCALAPPDATA
    on Windows)."""
    override = os.environ.get(DATA_VARIABLE)
    if override:
        return Path(override).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        return (Path(local) if local else home / "AppData" / "Local") / "hegemon"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "hegemon"
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "hegemon"


def store_path(db: Path | None) -> Path:
    return db if db is not None else data_folder() / STORE_NAME


def open_store(db: Path | None) -> Store:
    """The store `play` saves into, created when missing (with its folder, for the default);
    a file that is not a sound store is one line, exit 2."""
    path = store_path(db)
    if db is None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            fail(f"{path.parent}: cannot make the folder of saved games ({error.strerror})")
    try:
        return Store.open(path)
    except StoreError as error:
        fail(str(error))


def resume_command(match_id: int, db: Path | None, seat: str | None) -> str:
    """The command that continues a saved game, as the player would type it."""
    words = ["hegemon", "play", "--resume", str(match_id)]
    if db is not None:
        words += ["--db", str(db)]
    if seat is not None:
        words += ["--seat", seat]
    return " ".join(words)


def _line(store: Store, saved: MatchSummary) -> str:
    """id, game, scenario, seats, the person's seat(s), last played, whose decision,
    finished or playing."""
    try:
        match = store.load(saved.id).match
    except StoreError as error:
        whose, status = "-", f"unreadable: {error}"
    else:
        decision = match.decision()
        whose = decision.seat if decision is not None else "-"
        status = "finished" if match.outcome is not None else "playing"
    person = ",".join(saved.people) if saved.people else "-"
    return "\t".join(
        [
            str(saved.id),
            saved.game,
            saved.scenario,
            ",".join(saved.seats),
            person,
            saved.played,
            whose,
            status,
        ]
    )


def saves_command(db: DbOption = None) -> None:
    """List the saved games of `play`: id, game, scenario, seats, your seat, last played,
    whose decision it is, finished or playing (tab-separated)."""
    path = store_path(db)
    if not path.exists():
        if db is not None:
            fail(f"{path}: no such file")
        err.print(f"no saved games yet ({path}); hegemon play saves each game as it is played")
        return
    try:
        with Store.open(path) as store:
            matches = store.matches()
            for saved in matches:
                sys.stdout.write(_line(store, saved) + "\n")
    except StoreError as error:
        fail(str(error))
    if not matches:
        err.print(f"no saved games yet in {path}")
