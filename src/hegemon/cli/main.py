"""`hegemon`: list games and scenarios, play, simulate, fuzz, replay, check rules and content.

Output contract for scripts: see docs/cli.md. Errors go to standard error with exit status 2
for bad arguments and 1 for failed checks.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from hegemon import __version__
from hegemon.cli.errors import Commands, err, expanded, fail, reports_unbuilt_rules
from hegemon.cli.options import (
    BotsOption,
    DifficultyOption,
    OptionValues,
    bot_seats,
    game_options,
)
from hegemon.cli.report import (
    BackendName,
    BackendOption,
    RayAddressOption,
    WorkersOption,
    chosen_backend,
    simulation_seats,
)
from hegemon.engine import rules as rules_registry
from hegemon.engine.content import ContentError
from hegemon.engine.coverage import coverage
from hegemon.engine.decision import IllegalAction
from hegemon.engine.fuzz import (
    CRASH,
    DEAD_END,
    HIDDEN,
    INVARIANT,
    NOT_BUILT,
    RUNAWAY,
    SECRETS_RATE,
    reproduce,
)
from hegemon.engine.fuzz import fuzz as run_fuzz
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, ReplayError, ReplayRecord, verify
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame
from hegemon.engine.situations import run_file
from hegemon.sim.batch import DEFAULT_AGENT, Tally, timer

app = typer.Typer(
    cls=Commands,
    help="hegemon: historical grand-strategy board games by their full rules.",
    no_args_is_help=True,
)
replay_app = typer.Typer(help="Verify and show replay files.", no_args_is_help=True)
situation_app = typer.Typer(help="Run rule situations.", no_args_is_help=True)
rules_app = typer.Typer(help="Rule references and coverage.", no_args_is_help=True)
app.add_typer(replay_app, name="replay")
app.add_typer(situation_app, name="situation")
app.add_typer(rules_app, name="rules")

out = Console(soft_wrap=True)


def load_game(name: str) -> RulesModule:
    try:
        return rules_registry.load(name)
    except UnknownGame as error:
        fail(str(error))


def check_scenario(rules: RulesModule, scenario: str | None) -> None:
    """Refuse a scenario the game does not have before any work."""
    try:
        rules.scenario(scenario)
    except SetupError as error:
        fail(str(error))


def _version(value: bool) -> None:
    if value:
        out.print(f"hegemon {__version__}")
        raise typer.Exit()


def _seat_list(text: str | None) -> list[str] | None:
    """A ``--seats`` option: None for every seat, ``none`` for no seat."""
    if text is None:
        return None
    if text.strip().lower() == "none":
        return []
    return [seat.strip() for seat in text.split(",") if seat.strip()]


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")
    ] = False,
) -> None:
    """hegemon: historical grand-strategy board games by their full rules."""


@app.command()
def games() -> None:
    """List the games."""
    for name in rules_registry.game_names():
        try:
            title = rules_registry.load(name).title
        except UnknownGame as error:
            title = f"(not available: {error})"
        sys.stdout.write(f"{name}\t{title}\n")  # plain text: a console would expand the tab


@app.command()
def scenarios(game: str) -> None:
    """List a game's scenarios with their seats."""
    rules = load_game(game)
    for info in rules.scenarios():
        sys.stdout.write(f"{info.name}\t{info.title}\tseats: {', '.join(info.seats)}\n")


@app.command(name="simulate")
@reports_unbuilt_rules
def simulate_command(
    game: str,
    scenario: Annotated[
        str | None, typer.Option(help="Scenario name (default: the first).")
    ] = None,
    games: Annotated[int, typer.Option(min=1, help="How many games.")] = 10,
    seed: Annotated[int, typer.Option(help="Game k uses seed SEED+k.")] = 0,
    workers: WorkersOption = None,
    backend: BackendOption = BackendName.local,
    ray_address: RayAddressOption = None,
    agents: Annotated[
        str | None,
        typer.Option(
            help="One agent for every seat (e.g. heuristic), or one per seat in seat order "
            f"(e.g. heuristic,random); default: {DEFAULT_AGENT} for every seat (play and "
            "demo use the game's heuristic).",
        ),
    ] = None,
    seats_taking_part: Annotated[
        str | None,
        typer.Option(
            "--seats",
            help="Seats taking part, e.g. france,england (default: all; 'none': no seat).",
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="One JSON object per game, then a summary.")
    ] = False,
    option: OptionValues = None,
    bots: BotsOption = None,
    difficulty: DifficultyOption = None,
) -> None:
    """Play many games between agents (random ones unless --agents says otherwise)."""
    rules = load_game(game)
    seats, options = simulation_seats(
        rules, scenario, agents, _seat_list(seats_taking_part), bots, option, difficulty
    )
    tally = Tally(seats, game, rules.scenario(scenario).name)
    start = timer()
    interrupted = False
    with chosen_backend(backend, workers, ray_address) as runner:
        iterator = runner.simulate(game, scenario, games, seed, seats, options)
        try:
            if as_json:
                for result in iterator:
                    tally.add(result)
                    sys.stdout.write(json.dumps(result.to_data(), sort_keys=True) + "\n")
            else:
                with Progress(console=out, transient=True, disable=not out.is_terminal) as progress:
                    task = progress.add_task("simulating", total=games)
                    for result in iterator:
                        tally.add(result)
                        progress.advance(task)
        except KeyboardInterrupt:
            interrupted = True
            iterator.close()
            err.print(f"interrupted after {tally.games} of {games} games; what they gave:")
    if as_json:
        sys.stdout.write(json.dumps(tally.summary(), sort_keys=True) + "\n")
    else:
        _simulation_table(game, seats, tally, timer() - start)
    if interrupted:
        raise typer.Exit(130)


def _simulation_table(game: str, seats: dict[str, str], tally: Tally, seconds: float) -> None:
    report = tally.summary()
    played = max(tally.games, 1)
    table = Table(title=f"{tally.games} games of {game}")
    for column in ("seat", "agent", "wins", "win rate"):
        table.add_column(column)
    for seat, agent in seats.items():
        won = report["wins"][seat]
        table.add_row(seat, agent, str(won), f"{100 * won / played:.1f}%")
    out.print(table)
    out.print(f"mean decisions per game: {report['decisions_mean']}; {seconds:.3f} s")


@app.command(name="fuzz")
@reports_unbuilt_rules
def fuzz_command(
    game: str,
    games: Annotated[int, typer.Option(min=1)] = 100,
    seed: Annotated[int, typer.Option()] = 0,
    scenario: Annotated[str | None, typer.Option()] = None,
    out_folder: Annotated[
        Path, typer.Option("--out", callback=expanded, help="Where failure replays go.")
    ] = Path("out/fuzz"),
    secrets_rate: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=1.0,
            help="Share of decisions checked for hidden information (besides one early on).",
        ),
    ] = SECRETS_RATE,
    commands_rate: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=1.0,
            help="Share of decisions before which a random seat gives a random command it is "
            "offered (eupop: hand_to_bot, keep_my_seat); 0: none (decision 0110).",
        ),
    ] = 0.0,
    option: OptionValues = None,
    bots: BotsOption = None,
    difficulty: DifficultyOption = None,
    world: Annotated[
        str | None,
        typer.Option(
            help="Fuzz a world the game names besides its shipped pack (hegemon bench times "
            "them: eupop's full_scale, a synthetic pack of the official map's scale) in its "
            "own scenario; its failure replays name that world's content."
        ),
    ] = None,
) -> None:
    """Play random legal games checking invariants and hidden information; exit 1 on any
    failure."""
    rules = load_game(game)
    if world is not None:
        rules, scenario = _world(rules, world, scenario)
    check_scenario(rules, scenario)
    seats = bot_seats(rules, scenario, bots)
    options = game_options(rules, scenario, option, seats, difficulty, first_turn=False)
    if out_folder.exists() and not out_folder.is_dir():
        fail(f"{out_folder}: not a folder; --out names the folder where failure replays go")
    failures = []
    decisions = 0
    with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
        task = progress.add_task("fuzzing", total=games)
        fuzzed = run_fuzz(
            rules,
            games,
            seed,
            scenario,
            out_folder,
            secrets_rate=secrets_rate,
            options=options,
            seats=seats,
            commands_rate=commands_rate,
        )
        for played in fuzzed:
            decisions += played.decisions
            if played.failure is not None:
                failures.append(played.failure)
                err.print(f"[red]FAIL[/red] {played.failure}", highlight=False)
            progress.advance(task)
    unbuilt = sum(failure.kind == NOT_BUILT for failure in failures)
    said = f" ({unbuilt} at a rule not built yet)" if unbuilt else ""
    out.print(
        f"{games} games, {decisions} decisions, {len(failures)} failure(s){said}", highlight=False
    )
    if failures:
        raise typer.Exit(1)


def _world(rules: RulesModule, name: str, scenario: str | None) -> tuple[RulesModule, str | None]:
    """The rules and scenario of the world ``name`` the game names for ``hegemon bench``
    (``WorldBench.bench_worlds``); an unknown world or a scenario given with one is one line
    and exit 2."""
    from hegemon.sim.bench import WorldBench

    if scenario is not None:
        fail("--world plays the world's own scenario: drop --scenario")
    worlds = rules.bench_worlds(None) if isinstance(rules, WorldBench) else []
    for label, world, its_scenario in worlds:
        if label == name:
            return world, its_scenario
    names = ", ".join(label for label, _, _ in worlds) or "none"
    fail(f"{rules.name} has no world {name!r}; worlds: {names}")


def _load_record(file: Path) -> ReplayRecord:
    try:
        return ReplayRecord.load(file)
    except ReplayError as error:
        fail(str(error))


@replay_app.command("verify")
@reports_unbuilt_rules
def replay_verify(
    file: Path,
    allow_unchained: Annotated[
        bool,
        typer.Option(
            "--allow-unchained",
            help="Accept a replay without a hash chain (version 1) on its final state alone.",
        ),
    ] = False,
) -> None:
    """Replay a file checking every action against its hash chain and the final state;
    exit 1 at the first thing that differs."""
    record = _load_record(file)
    rules = load_game(record.game)
    if not record.state_hash:
        fail(
            f"{file}: no final state is recorded, so there is nothing to verify (a fuzzer's "
            f"failure dump? `hegemon replay reproduce {file}` replays its failure)"
        )
    if not record.chained and not allow_unchained:
        fail(
            f"{file}: no hash chain (a version-1 replay): a changed action could go unnoticed; "
            "--allow-unchained checks its final state alone",
            1,
        )
    try:
        same, actual = verify(record, rules)
    except (ReplayError, SetupError) as error:
        fail(f"{file}: {error}", 1)
    count = len(record.actions)
    if not same:
        if record.chained:
            fail(
                f"{file}: its {count} actions reproduce their links, but the recorded final "
                f"state is another: action {count + 1} or later is missing, or the final "
                "hash was changed",
                1,
            )
        fail(f"{file}: final state {actual[:16]}, but {record.state_hash[:16]} is recorded", 1)
    if record.chained:
        out.print(f"ok: {count} actions reproduce state {actual[:16]}, each as recorded")
        return
    out.print(f"ok: {count} actions reproduce state {actual[:16]}")
    err.print(
        "[yellow]warning:[/yellow] no hash chain, so only the final state was checked",
        highlight=False,
    )


@replay_app.command("reproduce")
@reports_unbuilt_rules
def replay_reproduce(file: Path) -> None:
    """Replay a fuzzer's failure dump; exit 0 when the failure its note records happens again."""
    record = _load_record(file)
    rules = load_game(record.game)
    kind = _recorded_failure(record.note)
    if kind is None:
        fail(f"{file}: its note does not record a fuzzer's failure ('fuzz KIND: message')")
    found = reproduce(record, rules)
    if found is None:
        fail(f"{file}: the recorded failure ({kind}) does not happen again", 1)
    if found.startswith(f"{CRASH}: {IllegalAction.__name__}:"):
        fail(f"{file}: an action is illegal, so this is not the game the fuzzer played: {found}", 1)
    if not found.startswith(f"{kind}: "):
        fail(f"{file}: another failure than the recorded one ({kind}) happens: {found}", 1)
    out.print(f"reproduces: {found}", highlight=False)


FAILURE_KINDS = (CRASH, DEAD_END, RUNAWAY, INVARIANT, HIDDEN, NOT_BUILT)


def _recorded_failure(note: str) -> str | None:
    """The kind of failure a fuzzer's note records (``fuzz <kind>: <message>``), or None."""
    for kind in FAILURE_KINDS:
        if note.startswith(f"fuzz {kind}: "):
            return kind
    return None


@replay_app.command("show")
@reports_unbuilt_rules
def replay_show(file: Path) -> None:
    """Replay a file and print its setup, each action by its label and what it did, as the
    game narrates its log."""
    record = _load_record(file)
    rules = load_game(record.game)
    out.print(
        f"{record.game} / {record.scenario} / seed {record.seed} / seats {', '.join(record.seats)}",
        highlight=False,
    )
    if record.note:
        out.print(f"note: {record.note}", highlight=False)
    try:
        match = Match.new(rules, record.scenario, record.seed, record.seats, record.options)
    except SetupError as error:
        fail(f"{file}: its setup fails: {error}", 1)
    _narrate(rules, match.log)
    for number, played in enumerate(record.actions, start=1):
        decision = match.decision()
        answers = list(decision.actions) if decision else []
        choices = match.commands(played.seat) if played.command else answers
        offered = [action for action in choices if action == played.action]
        action = offered[0] if offered else played.action
        label = action.label or f"{action.verb} {action.argument!r}"
        label = f"(command) {label}" if played.command else label
        out.print(f"{number:5d}  {played.seat:<12} {label}", highlight=False)
        try:
            give = match.command if played.command else match.apply
            entries = give(played.seat, played.action)
        except IllegalAction as error:
            fail(f"{file}: action {number} is illegal: {error}", 1)
        except Exception as error:  # a fuzzer's dump records the crash it ends on
            fail(f"{file}: action {number} fails: {type(error).__name__}: {error}", 1)
        _narrate(rules, entries)
    out.print(f"final state hash: {record.state_hash or '(none)'}")
    out.print(f"hash chain: {'yes' if record.chained else 'no'}")


def _narrate(rules: RulesModule, entries: list[LogEntry]) -> None:
    """The log entries a reader reads: a game keeps some out with an empty sentence."""
    for entry in entries:
        sentence = rules.narrate(entry)
        if sentence:
            out.print(f"{'':19}· {sentence}", highlight=False)


@situation_app.command("run")
def situation_run(files: list[Path]) -> None:
    """Run situation files; exit 0 only when every expectation holds."""
    failed = 0
    for file in files:
        if not file.exists():
            fail(f"{file}: no such file")
        try:
            result = run_file(file)
        except (UnknownGame, SetupError, ContentError) as error:
            out.print(f"[red]FAIL[/red] {escape(f'{file}: {error}')}", highlight=False)
            failed += 1
            continue
        where = escape(f"{file}: {result.title}")
        if result.passed:
            out.print(f"[green]ok[/green]   {where}", highlight=False)
        else:
            failed += 1
            out.print(f"[red]FAIL[/red] {where}", highlight=False)
            for line in result.failures:
                out.print(f"       {escape(line)}", highlight=False)
    out.print(f"{len(files) - failed} passed, {failed} failed")
    if failed:
        raise typer.Exit(1)


@rules_app.command("coverage")
def rules_coverage(
    game: str,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    missing: Annotated[
        bool, typer.Option("--missing", help="Only sections not implemented.")
    ] = False,
) -> None:
    """For every section of a game's rule documents: the code and the tests citing it."""
    load_game(game)
    report = coverage(game)
    if as_json:
        data = [
            {
                "section": item.section,
                "title": item.title,
                "implemented_by": item.implemented_by,
                "tested_by": item.tested_by,
            }
            for item in report
        ]
        sys.stdout.write(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        return
    table = Table(title=f"rules coverage: {game}")
    for column in ("section", "status", "implemented by", "tested by"):
        table.add_column(column, overflow="fold")
    for item in report:
        if missing and item.implemented_by:
            continue
        table.add_row(
            item.section, item.status, str(len(item.implemented_by)), str(len(item.tested_by))
        )
    out.print(table)
    done = sum(1 for item in report if item.implemented_by and item.tested_by)
    out.print(f"{done} of {len(report)} sections implemented and tested")


@rules_app.command("index")
def rules_index(
    rules_folder: Annotated[
        Path | None, typer.Option(callback=expanded, help="Folder of the rule documents.")
    ] = None,
    check: Annotated[
        bool, typer.Option("--check", help="Only compare; exit 1 when out of date.")
    ] = False,
) -> None:
    """Rebuild the shipped rule index from the rule documents."""
    from hegemon.engine import rule_index
    from hegemon.engine.refs import DOCUMENTS

    if rules_folder is None:
        folder = rule_index.default_rules_folder()
        if folder is None:
            fail("no rule documents beside this installation; pass --rules-folder")
    else:
        folder = rules_folder
        if not folder.is_dir():
            fail(f"{folder}: no such folder")
    missing = [name for name in DOCUMENTS.values() if not (folder / name).is_file()]
    if missing:
        fail(f"{folder}: the rule documents {', '.join(missing)} are missing from it")
    text = rule_index.to_text(rule_index.build(folder))
    current = rule_index.shipped_path().read_text("utf-8")
    if check:
        if text != current:
            out.print("the shipped rule index is out of date: run `hegemon rules index`")
            raise typer.Exit(1)
        out.print("the shipped rule index matches the documents")
        return
    rule_index.shipped_path().write_text(text, "utf-8")
    out.print(f"wrote {rule_index.shipped_path()}")


@app.command(name="bench")
@reports_unbuilt_rules
def bench_command(
    game: str,
    scenario: Annotated[str | None, typer.Option()] = None,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    seconds: Annotated[float, typer.Option(min=0.0, help="Minimum seconds of random play.")] = 3.0,
    sample: Annotated[
        int | None,
        typer.Option(min=1, help="At most N calls of each timed query and operation (quick)."),
    ] = None,
    bots: BotsOption = None,
    difficulty: DifficultyOption = None,
) -> None:
    """Measure decisions per second, clone and serialize times, and game time (one process);
    for a game with worlds to time without play (eupop), setup, clone, serialize, view and
    each query on each world."""
    from hegemon.sim.bench import bench, readable

    rules = load_game(game)
    check_scenario(rules, scenario)
    seats = bot_seats(rules, scenario, bots)
    options = game_options(rules, scenario, None, seats, difficulty, first_turn=False)
    with err.status("benchmarking", spinner="dots") if err.is_terminal and not as_json else _null():
        result = bench(rules, scenario, seconds, sample=sample, seats=seats, options=options)
    if as_json:
        sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
        return
    for line in readable(result):
        out.print(line, highlight=False)


class _null:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *args: object) -> None:
        return None


def _mount() -> None:
    from hegemon.cli.bots import bot_app
    from hegemon.cli.content import content_app
    from hegemon.cli.map import map_app
    from hegemon.cli.play import demo_command, play_command
    from hegemon.cli.report import report_command
    from hegemon.cli.saves import saves_app
    from hegemon.cli.serve import serve_command

    app.command(name="play")(play_command)
    app.command(name="serve")(serve_command)
    app.command(name="demo")(demo_command)
    app.command(name="report")(report_command)
    app.add_typer(saves_app, name="saves")
    app.add_typer(content_app, name="content")
    app.add_typer(map_app, name="map")
    app.add_typer(bot_app, name="bot")


_mount()
