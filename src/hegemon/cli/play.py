"""Terminal play against AI seats, and the demo (a whole game between AI seats)."""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel

from hegemon.cli.errors import reports_unbuilt_rules
from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Agent, Observation, make_agent
from hegemon.engine.decision import Action, Decision, IllegalAction, Outcome
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Match
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame

console = Console(soft_wrap=True)


def _rules(game: str) -> RulesModule:
    try:
        return rules_registry.load(game)
    except UnknownGame as error:
        console.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from None


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


def _has_map(rules: RulesModule) -> bool:
    """Whether the game draws its map (``hegemon.games.<game>.render``, decision 0102)."""
    return importlib.util.find_spec(f"hegemon.games.{rules.name}.render") is not None


def _write_map(match: Match, seat: str, path: Path) -> None:
    """``m``: the map as the seat sees it, written as SVG for a viewer beside the terminal."""
    if not _has_map(match.rules):
        console.print(f"[yellow]{match.rules.name} has no map drawing[/yellow]")
        return
    drawer = importlib.import_module(f"hegemon.games.{match.rules.name}.render")
    seen = match.rules.view(match.state, seat)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(drawer.render_svg(getattr(match.rules, "content", None), seen), "utf-8")
    console.print(f"map written to {path.resolve()}", highlight=False)


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
    decision: Decision, options: list[tuple[str, list[Action]]], can_undo: bool, nested: bool
) -> None:
    console.print(f"[bold]{decision.prompt}[/bold]", highlight=False)
    for number, (label, _) in enumerate(options, start=1):
        console.print(f"  {number:3d}. {label}", highlight=False)
    extra = "u = undo, " if can_undo else ""
    back = "0 = back, " if nested else ""
    console.print(
        f"  ({back}{extra}?N = explain option N, ? = explain all, b = board, l = log, q = quit)"
    )


def _show_outcome(outcome: Outcome, mine: str) -> None:
    console.print(f"[bold]game over[/bold]: {outcome.reason}", highlight=False)
    for seat, score in sorted(outcome.scores.items(), key=lambda item: -item[1]):
        marks = (" (you)" if seat == mine else "") + ("  winner" if seat in outcome.winners else "")
        console.print(f"  {seat:<20} {score:>5}{marks}", highlight=False)
    if not outcome.winners:
        console.print("  no winner", highlight=False)


@reports_unbuilt_rules
def play_command(
    game: str,
    scenario: Annotated[str | None, typer.Option(help="Scenario name.")] = None,
    seat: Annotated[str | None, typer.Option(help="Your seat (default: the first).")] = None,
    seed: Annotated[int, typer.Option()] = 0,
    save: Annotated[
        Path, typer.Option(help="Replay file written when you quit or the game ends.")
    ] = Path("out/play-replay.json"),
) -> None:
    """Play in the terminal; the other seats are played by the game's AI."""
    rules = _rules(game)
    try:
        match = Match.new(rules, scenario, seed)
    except SetupError as error:
        console.print(f"[red]error:[/red] {error}")
        raise typer.Exit(2) from None
    seats = list(match.meta["seats"])
    mine = seat or seats[0]
    if mine not in seats:
        console.print(f"[red]error:[/red] no seat {mine!r}; seats: {', '.join(seats)}")
        raise typer.Exit(2)
    ai: dict[str, Agent] = {
        other: make_agent(rules, _ai_name(rules), seed + index)
        for index, other in enumerate(seats)
        if other != mine
    }
    shown = 0
    group: str | None = None
    """The group of a long menu being shown, if any."""
    brief = False
    """Whether the menu is still on screen (after ``?``): only its prompt is repeated."""
    board_due = True
    """The board is shown once the log of the setup has been told, before the first menu."""
    map_file = save.with_name(f"{rules.name}-map.svg")
    while True:
        _narrate(rules, LogEntry.seen(match.log[shown:], mine))
        shown = len(match.log)
        decision = match.decision()
        if decision is None:
            break
        if board_due and decision.seat == mine:
            _show_board(match, mine)
            if _has_map(rules):
                console.print(f"(m at any prompt writes the map to {map_file})", highlight=False)
            board_due = False
        if decision.seat != mine:
            match.apply(
                decision.seat, ai[decision.seat].choose(Observation(rules, match.state, decision))
            )
            continue
        options = _options(decision, group)
        _show_menu(decision, [] if brief else options, match.can_undo, group is not None)
        brief = False
        answer = input("> ").strip().lower()
        if answer == "q":
            break
        if answer == "b":
            _show_board(match, mine)
            continue
        if answer == "l":
            _narrate(rules, LogEntry.seen(match.log, mine)[-30:])
            continue
        if answer == "m":
            _write_map(match, mine, map_file)
            brief = True
            continue
        if answer.startswith("?"):
            _explain(match, mine, options, answer)
            brief = True
            continue
        if answer == "u":
            try:
                match.undo()
                shown = len(match.log)
                group = None
                console.print("undone")
            except IllegalAction as error:
                console.print(f"[yellow]{error}[/yellow]")
            continue
        if answer == "0" and group is not None:
            group = None
            continue
        if not answer.isdigit() or not 1 <= int(answer) <= len(options):
            console.print(f"[yellow]type a number from 1 to {len(options)}[/yellow]")
            continue
        _, members = options[int(answer) - 1]
        if len(members) > 1:
            group = _group(members[0])
            continue
        group = None
        match.apply(mine, members[0])
    match.record().save(save)
    if match.outcome is not None:
        _show_board(match, mine)
        _show_outcome(match.outcome, mine)
    console.print(f"replay saved to {save}")


@reports_unbuilt_rules
def demo_command(
    game: Annotated[str, typer.Argument(help="Game to demonstrate.")] = "eotma",
    scenario: Annotated[str | None, typer.Option()] = None,
    seed: Annotated[int, typer.Option()] = 1,
    save: Annotated[Path, typer.Option(help="Where the replay goes.")] = Path(
        "out/demo-replay.json"
    ),
) -> None:
    """Play a complete game between AI seats, print the final scores and the replay file."""
    rules = _rules(game)
    match = Match.new(rules, scenario, seed)
    seats = list(match.meta["seats"])
    ai = {
        seat: make_agent(rules, _ai_name(rules), seed * 16 + index)
        for index, seat in enumerate(seats)
    }
    console.print(
        f"{rules.title}: scenario {match.meta['scenario']}, "
        f"seats {', '.join(seats)}, AI {_ai_name(rules)}",
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
