"""Where `play` keeps its games (a store under the user's data folder, or ``--db``), and
`hegemon saves`, which lists them; `hegemon saves command` gives a seat's command to one
(decision 0110)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated, cast

import typer

from hegemon.cli.errors import err, expanded, fail, reports_unbuilt_rules
from hegemon.engine.decision import Action, Argument, IllegalAction, is_argument, same
from hegemon.engine.store import MatchSummary, Store, StoredMatch, StoreError

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


saves_app = typer.Typer(help="The saved games of `play`.")


@saves_app.callback(invoke_without_command=True)
def saves_command(ctx: typer.Context, db: DbOption = None) -> None:
    """List the saved games of `play`: id, game, scenario, seats, your seat, last played,
    whose decision it is, finished or playing (tab-separated)."""
    if ctx.invoked_subcommand is not None:
        return
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


def _inherited(ctx: typer.Context, db: Path | None) -> Path | None:
    """``--db`` given to the command, or else to `saves` before it."""
    if db is not None or ctx.parent is None:
        return db
    given = ctx.parent.params.get("db")
    return given if isinstance(given, Path) else None


def _loaded(store: Store, match_id: int, db: Path | None) -> StoredMatch:
    try:
        return store.load(match_id)
    except StoreError as error:
        where = "" if db is None else f" in {db}"
        missing = f"no match {match_id}" in str(error)
        fail(
            f"no saved game {match_id}{where} (hegemon saves lists them)" if missing else str(error)
        )


def _offered(commands: list[Action]) -> str:
    if not commands:
        return "none is offered now"
    return "offered: " + "; ".join(_typed(option) for option in commands)


def _typed(option: Action) -> str:
    """A command as it is typed: its verb, and its argument when it has one (text as it
    is, anything else as JSON)."""
    argument = option.argument
    if argument is None:
        return option.verb
    if isinstance(argument, str):
        return f"{option.verb} {argument}"
    return (
        f"{option.verb} {json.dumps(list(argument) if isinstance(argument, tuple) else argument)}"
    )


def _chosen(commands: list[Action], verb: str, argument: str | None) -> Action:
    """The offered command typed as ``verb`` and ``argument`` (its text, or its JSON: ``3``,
    ``true``, ``["a", 1]``); when none is, the action as typed, which is then refused."""
    read = _read(argument)
    for option in commands:
        if option.verb == verb and (same(option.argument, read) or option.argument == argument):
            return option
    return Action(verb, read)


def _read(argument: str | None) -> Argument:
    """An argument as typed: JSON when it reads as an argument's shape, else its text."""
    if argument is None:
        return None
    try:
        data = json.loads(argument)
    except ValueError:
        return argument
    value = tuple(data) if type(data) is list else data
    return cast(Argument, value) if is_argument(value) else argument


@saves_app.command("command")
@reports_unbuilt_rules
def command_command(
    ctx: typer.Context,
    match_id: Annotated[int, typer.Argument(metavar="ID", help="The saved game (hegemon saves).")],
    seat: Annotated[str, typer.Argument(metavar="SEAT", help="The seat giving the command.")],
    verb: Annotated[str, typer.Argument(metavar="VERB", help="The command's verb (e.g. concede).")],
    argument: Annotated[
        str | None,
        typer.Argument(metavar="ARGUMENT", help="Its argument, when it takes one (text or JSON)."),
    ] = None,
    db: DbOption = None,
) -> None:
    """Give a seat's command to a saved game.

    A command is what a seat may do outside its decisions (decision 0110), e.g. hand its
    seat to a Bot: one the game offers that seat now, saved in the game's history like any
    action. A game, seat or command that is not there is one line, exit 2; a refused
    command lists those offered."""
    db = _inherited(ctx, db)
    path = store_path(db)
    if not path.exists():
        fail(f"no saved game {match_id}: there is no store ({path})")
    try:
        with Store.open(path) as store:
            stored = _loaded(store, match_id, db)
            seats = list(stored.match.meta["seats"])
            if seat not in seats:
                fail(f"saved game {match_id} has no seat {seat!r}; seats: {', '.join(seats)}")
            offered = stored.match.commands(seat)
            action = _chosen(offered, verb, argument)
            try:
                entries = stored.command(seat, action)
            except IllegalAction:
                typed = verb if argument is None else f"{verb} {argument}"
                fail(
                    f"{typed} is not a command {seat} may give in saved game {match_id} now; "
                    f"{_offered(offered)}"
                )
            for entry in entries:
                sentence = stored.match.rules.narrate(entry)
                if sentence:
                    sys.stdout.write(sentence + "\n")
            sys.stdout.write(
                f"{seat}: {_typed(action)} given to saved game {match_id} (row {stored.number})\n"
            )
    except StoreError as error:
        fail(str(error))
