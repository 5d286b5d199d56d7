"""Terminal play against AI seats, saved in the store as it goes, and the demo (a whole
game between AI seats)."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.panel import Panel

from hegemon.cli.errors import fail, path_problem, reports_unbuilt_rules
from hegemon.cli.options import (
    DifficultyOption,
    OptionValues,
    WrittenBotsOption,
    bot_seats,
    game_options,
)
from hegemon.cli.saves import DbOption, open_store, resume_command, store_path
from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Agent, Observation, make_agent
from hegemon.engine.decision import Action, Decision, IllegalAction, Outcome
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match, ReplayError, ReplayRecord
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame
from hegemon.engine.store import StaleWrite, Store, StoredMatch, StoreError
from hegemon.web.pages import has_map, map_svg

console = Console(soft_wrap=True)


def _rules(game: str) -> RulesModule:
    try:
        return rules_registry.load(game)
    except UnknownGame as error:
        fail(str(error))


def _ai_name(rules: RulesModule) -> str:
    return "heuristic" if "heuristic" in rules.agents else "random"


def _show_board(match: Match, seat: str) -> None:
    lines = match.rules.describe(match.state, seat)
    if lines:
        console.print(
            Panel("\n".join(lines), title="board", expand=False), highlight=False, soft_wrap=False
        )


def _narrate(rules: RulesModule, entries: list[LogEntry]) -> None:
    """The log entries a player reads (a game may keep some out: an empty sentence)."""
    for entry in entries:
        sentence = rules.narrate(entry)
        if sentence:
            console.print(f"  · {sentence}", highlight=False)


def _explain(match: Match, seat: str, options: list[tuple[str, list[Action]]], text: str) -> None:
    """``?N``: what option N would do and cost, as the game explains it; ``?`` alone: one
    line (the explanation's first) for every option shown."""
    number = text.removeprefix("?").strip()
    if not number:
        for index, (label, members) in enumerate(options, start=1):
            lines = (
                match.rules.explain_action(match.state, seat, members[0])
                if len(members) == 1
                else []
            )
            note = f" — {lines[0]}" if lines else ""
            console.print(f"  {index:3d}. {label}{note}", highlight=False)
        return
    if not number.isdigit() or not 1 <= int(number) <= len(options):
        console.print(f"[yellow]type ?N with N from 1 to {len(options)}[/yellow]")
        return
    label, members = options[int(number) - 1]
    if len(members) > 1:
        console.print(f"[yellow]{label} is a group: open it, then ask about one option[/yellow]")
        return
    lines = match.rules.explain_action(match.state, seat, members[0])
    console.print(f"[bold]{label}[/bold]", highlight=False)
    for line in lines or ["nothing more to say than its label"]:
        console.print(f"    {line}", highlight=False)


def _write_map(match: Match, seat: str, path: Path) -> None:
    """``m``: the map as the seat sees it, written as SVG for a viewer beside the terminal."""
    if not has_map(match.rules):
        console.print(f"[yellow]{match.rules.name} has no map drawing[/yellow]")
        return
    seen = match.rules.view(match.state, seat)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(map_svg(match.rules, seen), "utf-8")
    except OSError as error:  # the game goes on: the map is a convenience
        console.print(f"[yellow]the map cannot be written: {path_problem(error)}[/yellow]")
        return
    console.print(f"map written to {path.resolve()}", highlight=False)


def _check_save(save: Path) -> None:
    """Refuse, before the game starts, a replay file that could never be written: a
    folder, or a path under a file. A missing folder is made when the replay is saved."""
    if save.is_dir():
        fail(f"{save}: a folder; name the .json replay file to write")
    for parent in save.parents:
        if parent.exists():
            if not parent.is_dir():
                fail(f"{save}: {parent} is a file, not a folder")
            break


MENU_AT_ONCE = 24
"""Longer menus are shown as groups first (e.g. every conquest together)."""


def _group(action: Action) -> str:
    """The group of an option in a long menu: its label up to the first colon."""
    head, colon, _ = str(action).partition(": ")
    return head if colon else str(action)


def _options(decision: Decision, group: str | None) -> list[tuple[str, list[Action]]]:
    """The numbered entries of a menu: one per action, or one per group of a long menu."""
    if group is not None:
        return [(str(action), [action]) for action in decision.actions if _group(action) == group]
    if len(decision.actions) <= MENU_AT_ONCE:
        return [(str(action), [action]) for action in decision.actions]
    groups: dict[str, list[Action]] = {}
    for action in decision.actions:
        groups.setdefault(_group(action), []).append(action)
    return [
        (
            name if len(members) == 1 and str(members[0]) == name else f"{name} … ({len(members)})",
            members,
        )
        for name, members in groups.items()
    ]


def _show_menu(
    decision: Decision,
    options: list[tuple[str, list[Action]]],
    can_undo: bool,
    nested: bool,
    bots: bool = False,
    commands: bool = False,
) -> None:
    console.print(f"[bold]{decision.prompt}[/bold]", highlight=False)
    for number, (label, _) in enumerate(options, start=1):
        console.print(f"  {number:3d}. {label}", highlight=False)
    extra = "u = undo, " if can_undo else ""
    back = "0 = back, " if nested else ""
    why = "why = the Bots' last turns, " if bots else ""
    more = "commands = what else you may do, " if commands else ""
    console.print(
        f"  ({back}{extra}?N = explain option N, ? = explain all, b = board, l = log, "
        f"{why}h = words, {more}q = quit)"
    )


COMMAND_WORDS = {"bot": "hand_to_bot"}
"""Words a player types for a seat command (decision 0110) besides its verb: ``bot`` hands
the seat to a Bot."""


def _command_word(verb: str) -> str:
    return next((word for word, meant in COMMAND_WORDS.items() if meant == verb), verb)


def _command(stored: StoredMatch, signals: _Signals, seat: str, answer: str) -> None:
    """``commands``: the seat's commands, each with the word that gives it; a command's
    word: give it (saved in the game's history, decision 0110)."""
    offered = stored.match.commands(seat)
    if answer == "commands":
        if not offered:
            console.print("no command is offered to you now")
        for action in offered:
            label = action.label or action.verb
            console.print(f"  {_command_word(action.verb)}: {label}", highlight=False)
        return
    verb = COMMAND_WORDS.get(answer, answer)
    chosen = next((action for action in offered if action.verb == verb), None)
    if chosen is None:
        console.print(f"[yellow]{answer} is not offered now; commands lists what is[/yellow]")
        return
    try:
        with signals.held():
            stored.command(seat, chosen)
    except StaleWrite:
        _played_elsewhere(stored)


def _show_outcome(outcome: Outcome, mine: str) -> None:
    console.print(f"[bold]game over[/bold]: {outcome.reason}", highlight=False)
    for seat, score in sorted(outcome.scores.items(), key=lambda item: -item[1]):
        marks = (" (you)" if seat == mine else "") + ("  winner" if seat in outcome.winners else "")
        console.print(f"  {seat:<20} {score:>5}{marks}", highlight=False)
    if not outcome.winners:
        console.print("  no winner", highlight=False)


class _Leave(Exception):
    """The player leaves: ``q``, the end of input, or a signal (its status is 128 + its
    number, 130 for Ctrl-C)."""

    def __init__(self, status: int = 0) -> None:
        super().__init__(status)
        self.status = status


LEAVING_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class _Signals:
    """While a game is played, Ctrl-C, SIGTERM and a closed terminal (SIGHUP) end it
    cleanly: at once at a prompt or while an AI thinks, and only once it is saved while an
    action is being applied and saved (so the store and the game on screen never differ)."""

    def __init__(self) -> None:
        self.saving = True
        """Whether a signal waits (until :meth:`listen`): at first, and while saving."""
        self.pending: int | None = None
        self.previous: dict[int, Any] = {}

    def __enter__(self) -> _Signals:
        for number in LEAVING_SIGNALS:
            self.previous[number] = signal.signal(number, self._received)
        return self

    def __exit__(self, *exc: object) -> None:
        for number, handler in self.previous.items():
            signal.signal(number, handler)

    def _received(self, number: int, frame: FrameType | None) -> None:
        if self.saving:
            self.pending = self.pending or 128 + number
            return
        raise _Leave(128 + number)

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """A signal arriving inside is acted on once the block is done."""
        self.saving = True
        try:
            yield
        finally:
            self.saving = False
        self.listen()

    def listen(self) -> None:
        """From now on a signal leaves at once; one that waited leaves now."""
        self.saving = False
        if self.pending is not None:
            raise _Leave(self.pending)


def _ask(prompt: str) -> str:
    """A line typed by the player; the end of input (Ctrl-D) leaves."""
    try:
        return input(prompt).strip().lower()
    except EOFError:
        console.print()
        raise _Leave(0) from None


def _to_play(
    db: Path | None,
    game: str | None,
    scenario: str | None,
    seed: int | None,
    seat: str | None,
    resume: str | None,
    option: list[str] | None = None,
    bots: str | None = None,
    difficulty: str | None = None,
) -> Match | int:
    """What the arguments ask for: a new game or a replay file's game played again (a
    Match to store), or the id of a saved game. A bad argument is one line, exit 2, before
    anything is written."""
    if resume is None:
        if game is None:
            fail("name a GAME to play, or --resume a saved game (hegemon saves lists them)")
        rules = _rules(game)
        seats = bot_seats(rules, scenario, bots, written=True, seat=seat)
        if seats == []:
            fail("--bots leaves no seat for you to play (hegemon demo plays a game without you)")
        if seat is not None and seats is not None and seat not in seats:
            fail(f"--seat {seat} is played by a Bot (--bots {bots})")
        options = game_options(rules, scenario, option, seats, difficulty)
        try:
            match = Match.new(rules, scenario, seed or 0, seats, options)
        except SetupError as error:
            fail(str(error))
        _check_seat(match, seat)
        return match
    if scenario is not None or seed is not None or option or bots or difficulty:
        fail(
            "--resume continues a game as it was set up: drop --scenario, --seed, --option, "
            "--bots and --difficulty"
        )
    if resume.isdigit():
        if not store_path(db).exists():
            fail(f"no saved game {resume}: there is no store {store_path(db)}")
        return int(resume)
    try:
        record = ReplayRecord.load(Path(resume))
        match = Match.replay(record, _rules(record.game))
    except (ReplayError, SetupError) as error:
        fail(str(error))
    _check_game(match, game, resume)
    _check_seat(match, seat)
    return match


def _stored(
    store: Store, db: Path | None, game: str | None, seat: str | None, chosen: Match | int
) -> tuple[StoredMatch, str]:
    """The game to play, held in the store, and the player's seat when ``--seat`` does not
    name one: a new game is saved there with the player's seat (``--seat``, or the first);
    a saved one is loaded with the seat stored with it (the first when none is)."""
    if isinstance(chosen, Match):
        mine = seat or str(chosen.meta["seats"][0])
        try:
            return store.load(store.create(chosen, people=[mine]), chosen.rules), mine
        except StoreError as error:
            fail(str(error))
    try:
        stored = store.load(chosen)
        people = store.summary(chosen).people
    except StoreError as error:
        where = "" if db is None else f" in {db}"
        known = f"no saved game {chosen}{where} (hegemon saves lists them)"
        fail(known if f"no match {chosen}" in str(error) else str(error))
    _check_game(stored.match, game, f"saved game {chosen}")
    _check_seat(stored.match, seat)
    seats = list(stored.match.meta["seats"])
    kept = [person for person in people or [] if person in seats]
    return stored, kept[0] if kept else seats[0]


def _check_game(match: Match, game: str | None, what: str) -> None:
    if game is not None and game != match.rules.name:
        fail(f"{what} is a game of {match.rules.name}, not {game}")


def _check_seat(match: Match, seat: str | None) -> None:
    seats = list(match.meta["seats"])
    if seat is not None and seat not in seats:
        fail(f"no seat {seat!r}; seats: {', '.join(seats)}")


@reports_unbuilt_rules
def play_command(
    game: Annotated[str | None, typer.Argument(help="The game (not needed with --resume).")] = None,
    scenario: Annotated[str | None, typer.Option(help="Scenario name.")] = None,
    seat: Annotated[
        str | None,
        typer.Option(
            help="Your seat (default: the first; with --resume ID, the seat the game was "
            "saved with)."
        ),
    ] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of a new game (default 0).")] = None,
    save: Annotated[
        Path, typer.Option(help="Replay file written when you leave or the game ends.")
    ] = Path("out/play-replay.json"),
    resume: Annotated[
        str | None,
        typer.Option(
            help="Continue saved game ID (hegemon saves), or play REPLAY.json again into a "
            "new saved game and continue it."
        ),
    ] = None,
    db: DbOption = None,
    option: OptionValues = None,
    bots: WrittenBotsOption = None,
    difficulty: DifficultyOption = None,
) -> None:
    """Play in the terminal; the other seats are played by the game's AI, or by the game's
    Bot rules where the scenario gives them to Bots (a solo game) or --bots says so. Every
    action is saved as it is played (hegemon saves lists the games, --resume continues
    one)."""
    _check_save(save)
    chosen = _to_play(db, game, scenario, seed, seat, resume, option, bots, difficulty)
    with open_store(db) as store:
        stored, usual = _stored(store, db, game, seat, chosen)
        mine = seat or usual
        command = resume_command(stored.id, db, None if mine == usual else mine)
        map_file = save.with_name(f"{stored.match.rules.name}-map.svg")
        status = 0
        with _Signals() as signals:
            try:
                signals.listen()
                _play(stored, mine, signals, map_file, resume is not None, command)
            except _Leave as leaving:
                status = leaving.status
                console.print(
                    f"the game is saved as {stored.id}; resume with: {command}", highlight=False
                )
            except StoreError as error:
                fail(f"the game cannot be saved: {error}", 1)
            finally:
                signals.saving = True  # from here on, a signal only waits for the end
                store.record(stored.id).save(save)
                console.print(f"replay saved to {save}", highlight=False)
        match = stored.match
        if status == 0 and match.outcome is not None:
            _show_board(match, mine)
            _show_outcome(match.outcome, mine)
    if status:
        raise typer.Exit(status)


def _play(
    stored: StoredMatch, mine: str, signals: _Signals, map_file: Path, resumed: bool, command: str
) -> None:
    """The game until it ends; :class:`_Leave` when the player leaves first."""
    rules = stored.match.rules
    seed = int(stored.match.meta["seed"])
    ai: dict[str, Agent] = {
        other: make_agent(rules, _ai_name(rules), seed + index)
        for index, other in enumerate(stored.match.meta["seats"])
        if other != mine
    }
    shown = len(stored.match.log) if resumed else 0
    since = shown
    """Where the log stood at the player's last decision: ``why`` tells the Bot turns after."""
    bots = bool(
        rules.automated_seats(
            rules.scenario(stored.match.meta["scenario"]), tuple(stored.match.meta["seats"])
        )
    )
    if resumed:
        console.print(
            f"saved game {stored.id}: {rules.title}, scenario {stored.match.meta['scenario']}, "
            f"{len(stored.match.history)} actions played; you are {mine}",
            highlight=False,
        )
    group: str | None = None
    """The group of a long menu being shown, if any."""
    brief = False
    """Whether the menu is still on screen (after ``?``): only its prompt is repeated."""
    board_due = True
    """The board is shown once the log of the setup has been told, before the first menu."""
    while True:
        match = stored.match
        _narrate(rules, LogEntry.seen(match.log[shown:], mine))
        shown = len(match.log)
        decision = match.decision()
        if decision is None:
            return
        if board_due and decision.seat == mine:
            _show_board(match, mine)
            if has_map(rules):
                console.print(f"(m at any prompt writes the map to {map_file})", highlight=False)
            board_due = False
        if decision.seat != mine:
            chosen = ai[decision.seat].choose(Observation(rules, match.state, decision))
            _apply(stored, signals, decision.seat, chosen)
            continue
        options = _options(decision, group)
        offered = bool(match.commands(mine))
        _show_menu(
            decision, [] if brief else options, match.can_undo, group is not None, bots, offered
        )
        brief = False
        answer = _ask("> ")
        if answer == "q":
            leave = _ask(f"leave? the game is saved as {stored.id}; resume with {command} (y/n) ")
            if leave in ("y", "yes"):
                raise _Leave(0)
            continue
        if answer == "b":
            _show_board(match, mine)
            continue
        if answer == "l":
            _narrate(rules, LogEntry.seen(match.log, mine)[-30:])
            continue
        if answer == "h":
            words = rules.glossary()
            for term, meaning in words:
                console.print(f"  [bold]{term}[/bold]: {meaning}")
            if not words:
                console.print(f"{rules.title} has no glossary")
            brief = True
            continue
        if answer == "m":
            _write_map(match, mine, map_file)
            brief = True
            continue
        if answer.startswith("?"):
            _explain(match, mine, options, answer)
            brief = True
            continue
        if answer == "why" or answer.startswith("why "):
            from hegemon.cli.bots import why

            for line in why(rules, match.log, min(since, len(match.log)), mine, answer):
                console.print(f"  {line}", highlight=False, markup=False)
            brief = True
            continue
        if answer in ("commands", *COMMAND_WORDS) or answer in {
            action.verb for action in match.commands(mine)
        }:
            _command(stored, signals, mine, answer)
            continue
        if answer == "u":
            try:
                with signals.held():
                    stored.undo()
                shown = len(stored.match.log)
                group = None
                console.print("undone")
            except IllegalAction as error:
                console.print(f"[yellow]{error}[/yellow]")
            except StaleWrite:
                _played_elsewhere(stored)
                shown = len(stored.match.log)
            continue
        if answer == "0" and group is not None:
            group = None
            continue
        if not answer.isdigit() or not 1 <= int(answer) <= len(options):
            wanted = "type 1" if len(options) == 1 else f"type a number from 1 to {len(options)}"
            console.print(f"[yellow]{wanted}[/yellow]")
            continue
        _, members = options[int(answer) - 1]
        if len(members) > 1:
            group = _group(members[0])
            continue
        group = None
        since = len(match.log)
        _apply(stored, signals, mine, members[0])


def _apply(stored: StoredMatch, signals: _Signals, seat: str, action: Action) -> None:
    """Apply and save an action; a signal waits until it is saved."""
    try:
        with signals.held():
            stored.apply(seat, action)
    except StaleWrite:
        _played_elsewhere(stored)


def _played_elsewhere(stored: StoredMatch) -> None:
    console.print(
        f"[yellow]saved game {stored.id} was played elsewhere meanwhile; "
        "it goes on from there[/yellow]"
    )


@reports_unbuilt_rules
def demo_command(
    game: Annotated[str, typer.Argument(help="Game to demonstrate.")] = "eotma",
    scenario: Annotated[str | None, typer.Option()] = None,
    seed: Annotated[int, typer.Option()] = 1,
    save: Annotated[Path, typer.Option(help="Where the replay goes.")] = Path(
        "out/demo-replay.json"
    ),
    option: OptionValues = None,
    bots: WrittenBotsOption = None,
    difficulty: DifficultyOption = None,
) -> None:
    """Play a complete game between AI seats and the game's Bots (those the scenario gives
    to Bots, or those --bots names), print the final scores and the replay file."""
    rules = _rules(game)
    taken = bot_seats(rules, scenario, bots, written=True)
    options = game_options(rules, scenario, option, taken, difficulty)
    match = Match.new(rules, scenario, seed, taken, options)
    seats = list(match.meta["seats"])
    automated = rules.automated_seats(rules.scenario(scenario), tuple(seats))
    ai = {
        seat: make_agent(rules, _ai_name(rules), seed * 16 + index)
        for index, seat in enumerate(seats)
    }
    console.print(
        f"{rules.title}: scenario {match.meta['scenario']}, "
        f"seats {', '.join(seats) or 'none'}, AI {_ai_name(rules)}"
        + (f", Bots {', '.join(automated)}" if automated else ""),
        highlight=False,
    )
    with console.status("playing", spinner="dots"):
        while (decision := match.decision()) is not None:
            match.apply(
                decision.seat, ai[decision.seat].choose(Observation(rules, match.state, decision))
            )
    outcome = match.outcome
    assert outcome is not None
    for line in rules.describe(match.state, None):
        console.print(line, highlight=False)
    console.print(f"\n[bold]final scores[/bold] ({outcome.reason}):")
    for seat, score in sorted(outcome.scores.items(), key=lambda item: -item[1]):
        mark = "  winner" if seat in outcome.winners else ""
        console.print(f"  {seat:<20} {score:>5}{mark}", highlight=False)
    console.print(f"{len(match.history)} decisions; {len(match.log)} log entries")
    match.record("demo").save(save)
    console.print(f"replay: {save.resolve()}  (check it with: hegemon replay verify {save})")
