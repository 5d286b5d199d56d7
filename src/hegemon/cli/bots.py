"""`hegemon bot trace FILE [--turn N]` and `hegemon bot report`: how the Bots of a game
played (eupop, the one game with Bots; decision 0108 §2.17), and `why` in `hegemon play`.

The trace is read back from a game's log (``hegemon.games.eupop.bots.trace``): a replay
file or a saved game is played again from its setup, and its Bot turns are listed, or one
of them told node by node. The report plays games with Bots and counts their logs
(``hegemon.games.eupop.bots.report``). The game's modules are imported when a command
runs, so the rest of the CLI starts without them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.progress import Progress

from hegemon.cli.errors import err, fail
from hegemon.cli.options import bot_seats
from hegemon.cli.saves import DbOption, store_path
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import IllegalAction, RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.match import ReplayError, ReplayRecord, give_command
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame
from hegemon.engine.store import Store, StoreError

if TYPE_CHECKING:
    from hegemon.games.eupop.bots.trace import TurnTrace

GAME = "eupop"
"""The game whose rules play Bots."""

bot_app = typer.Typer(
    help="How the Bots played: their turns, charts and counts.", no_args_is_help=True
)
out = Console(highlight=False, soft_wrap=True, markup=False)


def _rules() -> RulesModule:
    try:
        return rules_registry.load(GAME)
    except UnknownGame as error:
        fail(str(error))


# -- reading a game's log back ---------------------------------------------------------------
class _Kept:
    """A watcher that keeps the game being set up, so its log reads even when the rules
    stop inside the setup; it changes nothing (engine/flow.py ``Watcher``)."""

    def __init__(self) -> None:
        self.game: Game | None = None

    def __call__(self, game: Game, label: str, seat: str | None) -> None:
        self.game = game


def _record(source: str, db: Path | None) -> ReplayRecord:
    """The replay of FILE: a replay file, or the id of a game `play` saved."""
    if source.isdigit() and not Path(source).exists():
        path = store_path(db)
        if not path.exists():
            fail(f"no saved game {source}: there is no store {path}")
        try:
            with Store.open(path) as store:
                return store.record(int(source))
        except StoreError as error:
            fail(str(error))
    try:
        return ReplayRecord.load(Path(source))
    except ReplayError as error:
        fail(str(error))


def game_log(record: ReplayRecord, rules: RulesModule) -> tuple[list[LogEntry], str, list[str]]:
    """The log of a replay played again, where it stopped early ("" when it did not): a
    rule not built yet or a failing action (a fuzzer's dump ends on its crash), and its Bot
    realms. An action the game refuses is bad input: one line, exit 2."""
    kept = _Kept()
    game: Game | None = None
    stop = ""
    try:
        game = rules.setup(
            record.scenario, record.seed, record.seats, record.options, watchers=(kept,)
        )
        for number, played in enumerate(record.actions, start=1):
            try:
                if played.command:  # a seat's command (decision 0110)
                    give_command(rules, game, played.seat, played.action)
                    continue
                game.check(played.seat, played.action)
            except IllegalAction as error:
                fail(f"action {number} of the replay is illegal: {error}")
            game.apply(played.seat, played.action)
        game.decision()
    except SetupError as error:
        fail(f"its setup fails: {error}")
    except RuleNotBuilt as missing:
        stop = str(missing)
    except Exception as error:  # the trace up to the failure is what is asked
        stop = f"{type(error).__name__}: {error}"
    game = game or kept.game
    if game is None:
        return [], stop, []
    return list(game.entries), stop, sorted(game.state.get("bots", {}))


def _turn_row(turn: TurnTrace) -> tuple[str, str, str, str, str]:
    opened = turn.of_kind("bot_turn")
    charts = turn.of_kind("bot_chart")
    round_ = str(opened[0]["round"]) if opened else "-"
    if opened:
        result = turn.result or "unfinished"
    else:
        result = (
            "chart " + ", ".join(str(chart["chart"]) for chart in charts[:1]) if charts else "-"
        )
    card = str(turn.card) if turn.card is not None else "-"
    return str(turn.turn), round_, turn.realm, card, result


@bot_app.command("trace")
def trace_command(
    file: Annotated[str, typer.Argument(help="A replay file, or the id of a saved game.")],
    turn: Annotated[
        int | None, typer.Option(min=1, help="Tell this Bot turn node by node.")
    ] = None,
    realm: Annotated[str | None, typer.Option(help="Only this Bot realm's turns.")] = None,
    db: DbOption = None,
) -> None:
    """The Bot turns of a game (number, round, realm, card, how it ended), or one turn
    told node by node: the card, each chart node with its answer and the facts read, the
    targets considered, the Bot Power moved."""
    from hegemon.games.eupop.bots.trace import render, turns

    record = _record(file, db)
    if record.game != GAME:
        fail(f"{file} is a game of {record.game}: only {GAME} has Bots")
    rules = _rules()
    entries, stop, bots = game_log(record, rules)
    if realm is not None and realm not in bots:
        fail(f"{realm!r} is no Bot realm of {file}; its Bots: {', '.join(bots) or 'none'}")
    found = [one for one in turns(entries) if realm is None or one.realm == realm]
    if turn is None:
        _list_turns(record, found, stop)
        return
    chosen = [one for one in found if one.turn == turn]
    if not chosen:
        numbers = sorted({one.turn for one in found})
        known = _span(numbers)
        fail(f"no Bot turn {turn} in {file}{f' for {realm}' if realm else ''}: it has {known}")
    last = found[-1] if found else None
    for one in chosen:
        for line in render(one):
            out.print(line)
        if stop and one is last and one.result is None:
            out.print(f"  the game stops here: {stop}")


def _span(numbers: list[int]) -> str:
    """The Bot turns a log has, as a reader wants them named."""
    if not numbers:
        return "no Bot turn"
    if len(numbers) == 1:
        return f"Bot turn {numbers[0]} only"
    return f"Bot turns {numbers[0]}–{numbers[-1]}"


def _list_turns(record: ReplayRecord, found: list[TurnTrace], stop: str) -> None:
    count = len(found)
    out.print(
        f"{record.game} / {record.scenario} / seed {record.seed}: "
        f"{count} Bot turn{'' if count == 1 else 's'}"
    )
    if found:
        out.print(f"{'turn':>5}  {'round':>5}  {'realm':<14} {'card':>4}  result")
    for one in found:
        number, round_, realm, card, result = _turn_row(one)
        out.print(f"{number:>5}  {round_:>5}  {realm:<14} {card:>4}  {result}")
    if stop:
        out.print(f"the game stops: {stop}")


# -- why, in play ----------------------------------------------------------------------------
def why(
    rules: RulesModule, log: list[LogEntry], since: int, seat: str | None, text: str
) -> list[str]:
    """``why``: the Bot turns played since the player's last decision (``log[since:]``),
    told node by node; the last Bot turn when none was; ``why N``: Bot turn N. Only what
    ``seat`` (None: a spectator) may read of the log."""
    if rules.name != GAME:
        return [f"{rules.title} has no Bots"]
    from hegemon.games.eupop.bots.trace import render, turns

    asked = text.removeprefix("why").strip()
    if asked and not asked.isdigit():
        return ["type why, or why N for Bot turn N"]
    every = turns(LogEntry.seen(log, seat))
    if not every:
        return ["no Bot has played a turn yet"]
    if asked:
        chosen = [one for one in every if one.turn == int(asked)]
        if not chosen:
            numbers = sorted({one.turn for one in every})
            return [f"no Bot turn {asked}: the game has {_span(numbers)} so far"]
        head: list[str] = []
    else:
        chosen = turns(LogEntry.seen(log[since:], seat))
        head = []
        if not chosen:
            chosen = every[-1:]
            head = ["no Bot turn since your last decision; the last one:"]
    lines = head
    for one in chosen:
        lines.extend(render(one))
    return lines


# -- the report ------------------------------------------------------------------------------
def _difficulties(text: str | None) -> list[str | None]:
    if text is None:
        return [None]
    if text.strip().lower() == "all":
        from hegemon.games.eupop.setup.mats import DIFFICULTIES

        return list(DIFFICULTIES)
    return [text.strip()]


def _check_setup(
    rules: RulesModule, scenario: str | None, seats: list[str], options: dict[str, Any]
) -> None:
    """Refuse bad options before any game; a rule not built (or a crash) in the setup is
    what the report counts, so it passes here."""
    try:
        rules.setup(scenario, 0, seats, options)
    except SetupError as error:
        fail(str(error))
    except Exception:  # counted by the report itself
        return


@bot_app.command("report")
def report_command(
    scenario: Annotated[str | None, typer.Option(help="Scenario (default: the first).")] = None,
    games: Annotated[int, typer.Option(min=1, help="Games at each difficulty.")] = 10,
    seed: Annotated[int, typer.Option(help="Game k uses seed SEED+k.")] = 0,
    difficulty: Annotated[
        str | None,
        typer.Option(
            help="The Bots' level (e.g. hard), REALM:LEVEL pairs, or all (the games again at "
            "each level)."
        ),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            help="The Bot seats: all (the default) or a comma list; the heuristic plays the others."
        ),
    ] = "all",
    workers: Annotated[int, typer.Option(min=1, help="Local processes.")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="The report as one JSON object.")] = False,
) -> None:
    """Play games with Bots and count, per Bot realm and level, each chart node visited,
    each action taken, the Bot Power gained and spent by reason, the wars declared and the
    targets rejected; list the nodes never reached, and where games stopped (a rule not
    built yet, a crash) by how often."""
    from hegemon.games.eupop.bots.report import GameTally, Report

    rules = _rules()
    try:
        info = rules.scenario(scenario)
    except SetupError as error:
        fail(str(error))
    if bots.strip().lower() == "none":
        fail("--bots none: a report needs Bots (all, or a comma list of realms)")
    taken = bot_seats(rules, info.name, bots)
    assert taken is not None
    levels = _difficulties(difficulty)
    for level in levels:
        _check_setup(rules, info.name, taken, {} if level is None else {"difficulty": level})
    seeds = range(seed, seed + games)
    total = games * len(levels)
    with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
        task = progress.add_task("playing", total=total)

        def advance(tally: GameTally) -> None:
            progress.advance(task)

        made = Report(rules, info.name, seeds, taken)
        interrupted = False
        try:
            made.play(levels, workers=workers, on_game=advance)
        except KeyboardInterrupt:
            interrupted = True
    data = made.to_data()
    if interrupted:
        err.print(f"interrupted after {data['games']} of {total} games; what they gave:")
    if as_json:
        sys.stdout.write(json.dumps(data, sort_keys=True, ensure_ascii=False) + "\n")
    else:
        _print_report(data)
    if interrupted:
        raise typer.Exit(130)


def _print_report(data: dict[str, Any]) -> None:
    first, last = data["seeds"]
    out.print(
        f"bot report: {data['game']} / {data['scenario']}, seeds {first}–{last}; "
        f"seats taken: {', '.join(data['seats']) or 'none (every realm a Bot)'}"
    )
    for run in data["runs"]:
        stopped = sum(row["games"] for row in run["stopped"])
        crashed = sum(row["games"] for row in run["crashed"])
        games = f"{run['games']} game{'' if run['games'] == 1 else 's'}"
        out.print(
            f"difficulty {run['difficulty']}: {games}, {run['finished']} finished, "
            f"{stopped} stopped at a rule not built yet, {crashed} crashed"
        )
        for kind, rows in (("stopped", run["stopped"]), ("crashed", run["crashed"])):
            for row in rows:
                said = row["example"] if kind == "stopped" else row["what"]
                out.print(f"  {kind} {row['games']}× (first seed {row['first_seed']}): {said}")
    bots = data["bots"]
    _bots_table(bots)
    _table(
        "actions taken",
        ("Bot", "chart", "done", "cannot"),
        [
            (_who(bot), chart, str(ends.get("done", 0)), str(ends.get("cannot", 0)))
            for bot in bots
            for chart, ends in bot["actions"].items()
        ],
    )
    _table(
        "Bot Power by reason",
        ("Bot", "move", "reason", "cubes"),
        [
            (_who(bot), move, reason, str(amount))
            for bot in bots
            for move, reasons in bot["power"].items()
            for reason, amount in reasons.items()
        ],
    )
    _table(
        "wars declared",
        ("Bot", "target", "wars"),
        [(_who(bot), target, str(count)) for bot in bots for target, count in bot["wars"].items()],
    )
    _table(
        "targets chosen",
        ("Bot", "targeting chart", "target", "times"),
        [
            (_who(bot), chart, target, str(count))
            for bot in bots
            for chart, chosen in bot["targets"].items()
            for target, count in chosen.items()
        ],
    )
    _table(
        "targets rejected",
        ("Bot", "why", "times"),
        [
            (_who(bot), reason, str(count))
            for bot in bots
            for reason, count in bot["rejected"].items()
        ],
    )
    _nodes_table(data["nodes"], [_who(bot) for bot in bots])
    for row in data["never_visited"]:
        out.print(f"never visited: {row['node']} — {row['why']}")
    if data["charts_missing"]:
        out.print(f"charts the pack lacks: {', '.join(data['charts_missing'])}")


def _who(bot: dict[str, Any]) -> str:
    return f"{bot['realm']}/{bot['level']}"


def _table(title: str, columns: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    """A table as plain aligned text (numbers to the right), whatever the terminal's width:
    the report is read in files as much as on screen."""
    if not rows:
        out.print(f"{title}: none")
        return
    widths = [max(len(text) for text in column) for column in zip(columns, *rows, strict=True)]
    numeric = [all(row[index].isdigit() for row in rows) for index in range(len(columns))]

    def line(cells: tuple[str, ...]) -> str:
        shown = [
            cell.rjust(width) if number else cell.ljust(width)
            for cell, width, number in zip(cells, widths, numeric, strict=True)
        ]
        return "  " + "  ".join(shown).rstrip()

    out.print(f"{title}:")
    out.print(line(columns))
    for row in rows:
        out.print(line(row))


def _bots_table(bots: list[dict[str, Any]]) -> None:
    columns = ("Bot", "games", "turns", "passed", "event", "card", "nothing", "cards", "cost")
    rows = []
    for bot in bots:
        results, costs = bot["results"], bot["costs"]
        rows.append(
            (
                _who(bot),
                *(str(value) for value in (bot["games"], bot["turns"])),
                *(str(results.get(name, 0)) for name in ("passed", "event", "card", "nothing")),
                *(str(costs[name]) for name in ("drawn", "cost", "paid", "short")),
                str(sum(bot["power"].get("gain", {}).values())),
                str(sum(bot["power"].get("spend", {}).values())),
                str(sum(bot["wars"].values())),
            )
        )
    _table("Bot turns", (*columns, "paid", "short", "BP gained", "BP spent", "wars"), rows)


def _nodes_table(nodes: list[dict[str, Any]], bots: list[str]) -> None:
    _table(
        "chart nodes visited",
        ("node", "asks or does", *bots, "all"),
        [
            (
                f"{row['chart']}/{row['node']}",
                f"{row['kind']} {row['name']}",
                *(str(row["by_bot"].get(bot, 0)) for bot in bots),
                str(row["visits"]),
            )
            for row in nodes
        ],
    )


# -- drawing a chart -------------------------------------------------------------------------
@bot_app.command("chart")
def chart_command(
    name: Annotated[str | None, typer.Argument(help="The chart (e.g. main, defend).")] = None,
    svg: Annotated[Path | None, typer.Argument(help="Where the SVG drawing goes.")] = None,
    replay: Annotated[
        Path | None, typer.Option(help="A replay file: draw the path one Bot turn took.")
    ] = None,
    game_id: Annotated[
        int | None, typer.Option("--id", help="A saved game's id, instead of --replay.")
    ] = None,
    turn: Annotated[
        int | None, typer.Option(min=1, help="The Bot turn whose path is drawn.")
    ] = None,
    markdown: Annotated[
        Path | None,
        typer.Option(
            help="Write the chart documentation of the shipped pack here (every chart as "
            "text) and each chart's drawing in a folder beside it (FILE's name without .md)."
        ),
    ] = None,
    db: DbOption = None,
) -> None:
    """Draw a Bot chart of the pack as SVG — every node with its id and what it asks or
    does, the answers as labelled edges, links to other charts as boxes of their own — and,
    with a game and a Bot turn, the nodes and edges that turn took in bold, in order."""
    from hegemon.games.eupop.bots.draw import documents, draw, taken
    from hegemon.games.eupop.bots.trace import turns
    from hegemon.games.eupop.content.access import rules_content

    rules = _rules()
    charts = rules_content(rules).bot_charts.charts
    if markdown is not None:
        if name is not None or replay is not None or game_id is not None or turn is not None:
            fail("--markdown writes every chart: give no chart, replay or turn with it")
        folder = markdown.with_suffix("").name
        for relative, text in documents(charts, folder).items():
            target = markdown.parent / relative if relative else markdown
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, "utf-8")
        out.print(f"wrote {markdown} and {len(charts)} drawings in {markdown.parent / folder}")
        return
    if name is None or svg is None:
        fail("name a chart and the SVG file to write (or --markdown FILE)")
    if name not in charts:
        fail(f"no Bot chart {name!r} in the pack; its charts: {', '.join(charts)}")
    if (replay is not None or game_id is not None) != (turn is not None):
        fail("--turn goes with --replay FILE or --id ID (the game whose Bot turn is drawn)")
    if replay is not None and game_id is not None:
        fail("--replay and --id both name a game: keep one")
    path: list[str] | None = None
    edges: list[tuple[str, str]] = []
    caption = ""
    if turn is not None:
        source = str(replay) if replay is not None else str(game_id)
        record = _record(source, db)
        if record.game != GAME:
            fail(f"{source} is a game of {record.game}: only {GAME} has Bots")
        entries, _, _ = game_log(record, rules)
        chosen = [one for one in turns(entries) if one.turn == turn]
        if not chosen:
            known = _span(sorted({one.turn for one in turns(entries)}))
            fail(f"no Bot turn {turn} in {source}: it has {known}")
        path, edges = taken(chosen[0], name)
        caption = f"Bot turn {turn} of {source}: {chosen[0].realm}" + (
            f", {len(path)} node{'' if len(path) == 1 else 's'} of this chart"
            if path
            else ", which did not walk this chart"
        )
    svg.write_text(draw(name, charts[name], path, edges, caption), "utf-8")
    out.print(f"wrote {svg}")
