"""`hegemon report GAME OUT_DIR`: a balance report of many games (docs/simulation.md), and
what it shares with `hegemon simulate`: the options that choose where a simulation's games
are played (``--backend``, ``--ray-address``, ``--workers``) and how its seats, agents, Bots
and game options are read (:func:`simulation_seats`).

The games are played as ``simulate`` plays them (the same seeds give the same games), or
read from a ``simulate --json`` file with ``--from``; their results are counted
(:mod:`hegemon.sim.report`) and written as a page with figures and the numbers behind them
(:mod:`hegemon.sim.report_files`). Every argument, the output folder and matplotlib are
checked before the first game, so a bad one writes nothing.
"""

from __future__ import annotations

import importlib.util
import os
import shlex
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from hegemon.cli.errors import err, expanded, fail, reports_unbuilt_rules
from hegemon.cli.options import (
    BotsOption,
    DifficultyOption,
    OptionValues,
    bot_seats,
    game_options,
)
from hegemon.engine import rules as rules_registry
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame
from hegemon.sim.backends import Backend, BackendError, open_backend
from hegemon.sim.batch import DEFAULT_AGENT, seat_agents
from hegemon.sim.report import ReportTally
from hegemon.sim.results_file import ResultsFile, ResultsFileError

SIM_EXTRA = "pip install 'hegemon[sim]'"


class BackendName(StrEnum):
    local = "local"
    ray = "ray"


WorkersOption = Annotated[
    int | None,
    typer.Option(
        min=1,
        help="Games played at once: local processes (default 1); with --backend ray the CPUs "
        "of the local Ray instance (default: every core) or at most that many tasks on the "
        "cluster.",
    ),
]
BackendOption = Annotated[
    BackendName | None,
    typer.Option(
        help="Where the games are played: local processes (the default) or Ray (the sim "
        "extra); the same results either way.",
    ),
]
RayAddressOption = Annotated[
    str | None,
    typer.Option(
        "--ray-address",
        help="With --backend ray: the cluster to play on (auto, or the head node as HOST:6379); "
        "default: a local Ray instance started for the run.",
    ),
]

out = Console(soft_wrap=True)


def refuse(message: str) -> NoReturn:
    """One line of bad input, exit 2; the message printed as it is (a path or an extra in
    brackets is no markup)."""
    fail(escape(message))


def chosen_backend(name: BackendName | None, workers: int | None, address: str | None) -> Backend:
    """The backend the options name, ready to play; a bad choice is one line, exit 2."""
    try:
        return open_backend((name or BackendName.local).value, workers, address)
    except BackendError as error:
        refuse(str(error))


def simulation_seats(
    rules: RulesModule,
    scenario: str | None,
    agents: str | None,
    seats: list[str] | None,
    bots: str | None,
    option: list[str] | None,
    difficulty: str | None,
) -> tuple[dict[str, str], dict[str, Any]]:
    """The seats of a simulation's games with their agents, and its game options, from
    ``--agents``, ``--seats`` (None: every seat), ``--bots``, ``--option`` and
    ``--difficulty``: the seats ``--bots`` leaves, when given, take part; a bad one is one
    line and exit 2."""
    if bots is not None and seats is not None:
        fail("give --seats or --bots, not both: --bots seats every realm it does not name")
    taken = bot_seats(rules, scenario, bots)
    options = game_options(rules, scenario, option, taken, difficulty)
    try:
        playing = seat_agents(
            rules,
            scenario,
            agents.split(",") if agents else None,
            seats if taken is None else taken,
        )
    except (ValueError, SetupError) as error:
        fail(str(error))
    return playing, options


def _load(name: str) -> RulesModule:
    try:
        return rules_registry.load(name)
    except UnknownGame as error:
        refuse(str(error))


def _check_folder(folder: Path) -> None:
    """Refuse an output folder that cannot be written before any work."""
    if folder.exists() and not folder.is_dir():
        refuse(f"{folder}: not a folder; name the folder to write the report in")
    if not folder.exists() and not folder.parent.is_dir():
        refuse(f"{folder}: no folder {folder.parent}")
    writable = folder if folder.exists() else folder.parent
    if not os.access(writable, os.W_OK | os.X_OK):
        refuse(f"{writable}: permission denied")


def _check_matplotlib() -> None:
    if importlib.util.find_spec("matplotlib") is None:
        refuse(f"hegemon report draws its figures with matplotlib, in the sim extra: {SIM_EXTRA}")


def _refuse_run_options(given: dict[str, object]) -> None:
    named = [option for option, value in given.items() if value is not None]
    if named:
        refuse(
            f"--from reads the games from a file: {', '.join(named)} "
            f"{'is' if len(named) == 1 else 'are'} for games the report plays"
        )


def _progress() -> Progress:
    return Progress(
        TextColumn("playing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
        disable=not err.is_terminal,
    )


@reports_unbuilt_rules
def report_command(
    game: str,
    out_dir: Annotated[
        Path, typer.Argument(metavar="OUT_DIR", help="The folder to write report.html in.")
    ],
    scenario: Annotated[
        str | None, typer.Option(help="Scenario name (default: the first).")
    ] = None,
    games: Annotated[int | None, typer.Option(min=1, help="How many games (default 1000).")] = None,
    seed: Annotated[int | None, typer.Option(help="Game k uses seed SEED+k (default 0).")] = None,
    agents: Annotated[
        str | None,
        typer.Option(
            help="One agent for every seat (e.g. heuristic), or one per seat in seat order; "
            f"default: {DEFAULT_AGENT} for every seat.",
        ),
    ] = None,
    option: OptionValues = None,
    bots: BotsOption = None,
    difficulty: DifficultyOption = None,
    workers: WorkersOption = None,
    backend: BackendOption = None,
    ray_address: RayAddressOption = None,
    from_file: Annotated[
        Path | None,
        typer.Option("--from", help="Read the games from the output of simulate --json instead."),
    ] = None,
) -> None:
    """Write a balance report: win rates with 95% intervals, scores, game length, the first
    player's edge, endings and actions, as report.html with figures, CSV and JSON."""
    rules = _load(game)
    folder = expanded(out_dir)
    assert folder is not None
    run_options: dict[str, object] = {
        "--scenario": scenario,
        "--games": games,
        "--seed": seed,
        "--agents": agents,
        "--option": option or None,
        "--bots": bots,
        "--difficulty": difficulty,
        "--workers": workers,
        "--backend": None if backend is None else backend.value,
        "--ray-address": ray_address,
    }
    if from_file is not None:
        _refuse_run_options(run_options)
        tally = ReportTally(rules.name, None)
    else:
        seats, options = simulation_seats(rules, scenario, agents, None, bots, option, difficulty)
        tally = ReportTally(rules.name, rules.scenario(scenario).name, seats, options)
    _check_folder(folder)
    _check_matplotlib()
    words = ["hegemon", "report", game]
    for name, value in [*run_options.items(), ("--from", from_file)]:
        for given in value if isinstance(value, list) else [] if value is None else [value]:
            words += [name, str(given)]
    command = shlex.join([*words, str(out_dir)])
    if from_file is not None:
        _read(tally, rules, expanded(from_file) or from_file)
        interrupted = False
    else:
        interrupted = _play(tally, games or 1000, seed or 0, (backend, workers, ray_address))
    if tally.games == 0:
        err.print("interrupted before the first game ended: no report")
        raise typer.Exit(130)
    from hegemon.sim.report_files import write_report

    report = tally.report(_seat_order(rules, tally.scenario))
    stopped = (
        f"Stopped by Ctrl-C after {tally.games} of the {games or 1000} games the command "
        "asked for: every number here counts those games only."
        if interrupted
        else ""
    )
    path = write_report(report, folder, rules.title, command, stopped)
    played = f"{tally.games} game{'' if tally.games == 1 else 's'}"
    out.print(f"wrote {path} ({played}; figures and numbers beside it)", highlight=False)
    if interrupted:
        raise typer.Exit(130)


def _read(tally: ReportTally, rules: RulesModule, path: Path) -> None:
    """Count the games of the ``simulate --json`` file at ``path`` into ``tally``."""
    if not path.is_file():
        refuse(f"{path}: no such file" if not path.exists() else f"{path}: not a file")
    source = ResultsFile(path)
    try:
        for result in source.games():
            tally.add(result)
    except ResultsFileError as error:
        refuse(str(error))
    summary = source.summary
    if summary is not None and summary.game not in (None, rules.name):
        refuse(f"{path}: its games are of {summary.game}, not {rules.name}")
    tally.scenario = summary.scenario if summary is not None else None
    known = {seat for info in rules.scenarios() for seat in info.seats}
    strangers = sorted(set(tally.seats) - known)
    if strangers:
        refuse(f"{path}: its games have seats {rules.name} has not: {', '.join(strangers)}")


def _seat_order(rules: RulesModule, scenario: str | None) -> list[str] | None:
    """The scenario's seat order (a file lists seats by name), None when not known."""
    try:
        return list(rules.scenario(scenario).seats) if scenario is not None else None
    except SetupError:
        return None


def _play(
    tally: ReportTally,
    games: int,
    seed: int,
    where: tuple[BackendName | None, int | None, str | None],
) -> bool:
    """Play the games into ``tally`` with a progress bar; whether Ctrl-C stopped them."""
    assert tally.agents is not None and tally.options is not None
    with chosen_backend(*where) as runner, _progress() as progress:
        task = progress.add_task("playing", total=games)
        results = runner.simulate(
            tally.game, tally.scenario, games, seed, tally.agents, tally.options
        )
        try:
            for result in results:
                tally.add(result)
                progress.advance(task)
        except KeyboardInterrupt:
            results.close()
            err.print(f"interrupted after {tally.games} of {games} games; reporting those")
            return True
    return False
