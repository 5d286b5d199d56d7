"""Games played by Bots, counted from their logs: ``hegemon bot report`` (decision 0108
§2.17; BOTS.md lesson 1, "Bots degrade silently").

Each game is set up with the Bots the caller names (every realm by default), the other
seats played by the game's heuristic, and played to its end or to where it stops: a rule
not built yet (:class:`RuleNotBuilt`, counted by its rule: where games stop is part of the
report) or a crash (counted by its message). Nothing is measured inside the rules: the
report reads the log the game wrote — the Bot turns, each chart node visited and its
answer, the card actions, the Bot Power moved by reason, the wars the Bots declared and
the targets their charts turned down — and lists every node of the pack's charts with its
visits, a node never visited with the reason its chart data gives (``unreachable_when``)
or as never reached.

A game gives a :class:`GameTally` (plain data, so a worker process can hand it back); a
:class:`Report` adds them up and gives its data (:meth:`Report.to_data`), which the command
prints as tables or JSON. Counts depend only on the games (seeds), never on timing.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import re
import signal
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Agent, Observation, make_agent
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import RulesModule, SetupError
from hegemon.games.eupop.bots.chart_data import CHART_NAMES
from hegemon.games.eupop.content.access import rules_content

AGENT = "heuristic"
"""The agent of every seat the Bots do not play."""

MAX_DECISIONS = 100_000
"""Decisions after which a game without an outcome counts as a crash (a runaway)."""

VISITS = frozenset({"ask", "do", "roll", "chart"})
"""``bot_step`` kinds that are a visit of their node; ``resume`` and ``return`` are the
same visit's outcome, counted among its answers only."""

FINISHED = "finished"
STOPPED = "stopped"
CRASHED = "crashed"


def reason_of(text: str) -> str:
    """A Bot Power reason as counted: a card's number dropped ("Bot card 17" → "Bot card"),
    so reasons add up across cards."""
    return re.sub(r"\bcard \d+\b", "card", text)


def _rejected(values: Mapping[str, Any]) -> list[str]:
    """Why each target a ``bot_target`` entry considered was dropped: its ``path`` lists
    ``[face, target, verdict, reason]`` (bots/targeting.py); every verdict but ``valid`` is a
    rejection, counted by its reason (its verdict when it gives none)."""
    reasons: list[str] = []
    for considered in values.get("path") or []:
        if not isinstance(considered, list | tuple) or len(considered) < 3:
            continue
        verdict = considered[2]
        reason = considered[3] if len(considered) > 3 else None
        if verdict != "valid":
            reasons.append(str(reason or verdict or "no reason logged"))
    return reasons


@dataclass
class BotTally:
    """What one Bot realm did in a game (or, added up, in many) at one difficulty level."""

    realm: str
    level: str
    games: int = 0
    turns: int = 0
    results: Counter[str] = field(default_factory=Counter)
    """Bot turns by how they ended (``bot_turn_end``: passed, event, card, nothing)."""
    nodes: Counter[str] = field(default_factory=Counter)
    """Visits by ``chart/node``."""
    answers: dict[str, Counter[str]] = field(default_factory=dict)
    """By ``chart/node``: each answer given there (a step's ``call`` and what it came back
    with both count)."""
    actions: dict[str, Counter[str]] = field(default_factory=dict)
    """By action chart: ``done`` / ``cannot`` (``bot_action``)."""
    cards: Counter[str] = field(default_factory=Counter)
    """Bot cards drawn by number."""
    costs: Counter[str] = field(default_factory=Counter)
    """``drawn``, and the sums of ``cost``, ``paid``, ``short`` of the cards drawn."""
    power: dict[str, Counter[str]] = field(default_factory=dict)
    """Bot Power moved, by move (gain, spend, lose, ...) and reason: the cubes moved."""
    wars: Counter[str] = field(default_factory=Counter)
    """Wars the Bot declared, by target."""
    rejected: Counter[str] = field(default_factory=Counter)
    """Targets its targeting charts considered and dropped, by why."""
    targets: dict[str, Counter[str]] = field(default_factory=dict)
    """By targeting chart: the target chosen, or ``none valid`` (a chart that always falls
    through shows here)."""

    def merge(self, other: BotTally) -> None:
        self.games += other.games
        self.turns += other.turns
        for mine, theirs in (
            (self.results, other.results),
            (self.nodes, other.nodes),
            (self.cards, other.cards),
            (self.costs, other.costs),
            (self.wars, other.wars),
            (self.rejected, other.rejected),
        ):
            mine.update(theirs)
        for nested, adding in (
            (self.answers, other.answers),
            (self.actions, other.actions),
            (self.power, other.power),
            (self.targets, other.targets),
        ):
            for key, counts in adding.items():
                nested.setdefault(key, Counter()).update(counts)

    def count(self, entry: LogEntry) -> None:
        """Count one entry the Bot wrote (or a war it declared)."""
        values = entry.values
        kind = entry.kind
        if kind == "bot_turn":
            self.turns += 1
        elif kind == "bot_turn_end":
            self.results[str(values["result"])] += 1
        elif kind == "bot_step":
            key = f"{values['chart']}/{values['node']}"
            if values["node_kind"] in VISITS:
                self.nodes[key] += 1
            self.answers.setdefault(key, Counter())[str(values["answer"])] += 1
        elif kind == "bot_action":
            self.actions.setdefault(str(values["chart"]), Counter())[str(values["result"])] += 1
        elif kind == "bot_card":
            self.cards[str(values["card"])] += 1
            self.costs["drawn"] += 1
            for name in ("cost", "paid", "short"):
                self.costs[name] += int(values.get(name) or 0)
        elif kind == "bot_power":
            moved = self.power.setdefault(str(values["move"]), Counter())
            moved[reason_of(str(values["reason"]))] += int(values["amount"])
        elif kind == "war_declared":
            self.wars[str(values["target"])] += 1
        elif kind == "bot_target":
            self.rejected.update(_rejected(values))
            chosen = values.get("chosen")
            chart = self.targets.setdefault(str(values["chart"]), Counter())
            chart["none valid" if chosen is None else str(chosen)] += 1

    def to_data(self) -> dict[str, Any]:
        def plain(counts: Counter[str]) -> dict[str, int]:
            return dict(sorted(counts.items()))

        def nested(table: dict[str, Counter[str]]) -> dict[str, dict[str, int]]:
            return {key: plain(table[key]) for key in sorted(table)}

        return {
            "realm": self.realm,
            "level": self.level,
            "games": self.games,
            "turns": self.turns,
            "results": plain(self.results),
            "nodes": plain(self.nodes),
            "answers": nested(self.answers),
            "actions": nested(self.actions),
            "cards": dict(sorted(self.cards.items(), key=lambda item: int(item[0]))),
            "costs": {name: self.costs[name] for name in ("drawn", "cost", "paid", "short")},
            "power": nested(self.power),
            "wars": plain(self.wars),
            "rejected": plain(self.rejected),
            "targets": nested(self.targets),
        }


COUNTED = frozenset(
    {
        "bot_turn",
        "bot_turn_end",
        "bot_step",
        "bot_action",
        "bot_card",
        "bot_power",
        "war_declared",
        "bot_target",
    }
)


@dataclass
class GameTally:
    """One game: how it ended and what each Bot did in it."""

    seed: int
    difficulty: str
    """The difficulty option the game was set up with ("" when none was given)."""
    ending: str = FINISHED
    """``finished``, ``stopped`` (a rule not built) or ``crashed``."""
    stop: str = ""
    """The rule not built, or the crash as ``Type: message``."""
    detail: str = ""
    """The RuleNotBuilt's whole line, or the crash's message."""
    bots: dict[str, BotTally] = field(default_factory=dict)

    def count(self, entries: Iterable[LogEntry]) -> None:
        for entry in entries:
            if entry.kind in COUNTED and entry.seat in self.bots:
                self.bots[entry.seat].count(entry)


class _Watcher:
    """Keeps the game being set up, so that its log can still be read when the rules
    stop inside the setup (a game with no seat is played to its end there). A watcher
    never changes the game (engine/flow.py ``Watcher``)."""

    def __init__(self) -> None:
        self.game: Game | None = None

    def __call__(self, game: Game, label: str, seat: str | None) -> None:
        self.game = game


def _bots(game: Game) -> dict[str, BotTally]:
    mats: Mapping[str, Mapping[str, Any]] = game.state.get("bots", {})
    return {
        realm: BotTally(realm, str(mat["difficulty"]), games=1)
        for realm, mat in sorted(mats.items())
    }


def play(
    rules: RulesModule,
    scenario: str | None,
    seed: int,
    seats: list[str],
    options: Mapping[str, Any],
    max_decisions: int = MAX_DECISIONS,
) -> GameTally:
    """Play one game with ``seats`` taken by the heuristic (the others are Bots) and count
    its log. SetupError (bad options) is left to the caller: it is no game."""
    tally = GameTally(seed, str(options.get("difficulty", "")))
    watcher = _Watcher()
    game: Game | None = None
    try:
        game = rules.setup(scenario, seed, list(seats), dict(options), watchers=(watcher,))
        tally.bots = _bots(game)
        agents: dict[str, Agent] = {
            seat: make_agent(rules, AGENT, seed * 16 + index) for index, seat in enumerate(seats)
        }
        decisions = 0
        while (decision := game.decision()) is not None:
            if decisions >= max_decisions:
                raise RuntimeError(f"no outcome after {max_decisions} decisions")
            if decision.seat not in agents:  # a Bot is a rule: nobody answers for it
                raise RuntimeError(f"a decision asked of {decision.seat}: {decision.prompt}")
            tally.count(game.entries)
            game.entries.clear()
            action = agents[decision.seat].choose(Observation(rules, game.state, decision))
            game.apply(decision.seat, action)
            decisions += 1
    except SetupError:
        raise
    except RuleNotBuilt as missing:
        tally.ending, tally.stop, tally.detail = STOPPED, missing.rule, str(missing)
    except Exception as error:  # a crash is what the report is for: counted, not raised
        message = str(error).splitlines()[0] if str(error) else ""
        tally.ending, tally.stop = CRASHED, f"{type(error).__name__}: {message}"[:240]
        tally.detail = message
    game = game or watcher.game
    if game is not None:
        if not tally.bots:
            tally.bots = _bots(game)
        tally.count(game.entries)
    return tally


def _play_seeds(
    game_name: str,
    scenario: str | None,
    seeds: range,
    seats: list[str],
    options: dict[str, Any],
) -> list[GameTally]:
    """A worker's games (a fresh process loads the rules by name)."""
    rules = rules_registry.load(game_name)
    return [play(rules, scenario, seed, seats, options) for seed in seeds]


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_games(
    rules: RulesModule,
    scenario: str | None,
    seeds: range,
    seats: list[str],
    options: Mapping[str, Any],
    workers: int = 1,
) -> Generator[GameTally, None, None]:
    """The games of ``seeds`` in seed order (on ``workers`` processes when more than one:
    the rules are then loaded by name in each, so a module built on another pack plays
    in this process alone)."""
    if workers <= 1:
        for seed in seeds:
            yield play(rules, scenario, seed, seats, options)
        return
    size = max(1, min(8, len(seeds) // (workers * 4)))
    chunks = [seeds[start : start + size] for start in range(0, len(seeds), size)]
    pool = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_quiet_worker,
    )
    try:
        futures = [
            pool.submit(_play_seeds, rules.name, scenario, chunk, list(seats), dict(options))
            for chunk in chunks
        ]
        for future in futures:
            yield from future.result()
    finally:
        pool.shutdown(cancel_futures=True)


@dataclass
class Run:
    """The games played at one difficulty option: how they ended."""

    difficulty: str
    games: int = 0
    finished: int = 0
    stopped: dict[str, dict[str, Any]] = field(default_factory=dict)
    """By rule not built: ``games``, ``first_seed``, ``example`` (its whole line)."""
    crashed: dict[str, dict[str, Any]] = field(default_factory=dict)
    """By ``Type: message``: ``games``, ``first_seed``."""

    def add(self, tally: GameTally) -> None:
        self.games += 1
        if tally.ending == FINISHED:
            self.finished += 1
            return
        table = self.stopped if tally.ending == STOPPED else self.crashed
        seen = table.setdefault(
            tally.stop, {"games": 0, "first_seed": tally.seed, "example": tally.detail}
        )
        seen["games"] += 1

    def to_data(self) -> dict[str, Any]:
        def ordered(table: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
            rows = [{"what": key, **value} for key, value in table.items()]
            return sorted(rows, key=lambda row: (-row["games"], row["what"]))

        return {
            "difficulty": self.difficulty or "default",
            "games": self.games,
            "finished": self.finished,
            "stopped": ordered(self.stopped),
            "crashed": ordered(self.crashed),
        }


class Report:
    """Games added up: per run (difficulty option) how they ended, per Bot realm and level
    what it did, and every node of the pack's charts with its visits."""

    def __init__(self, rules: RulesModule, scenario: str, seeds: range, seats: list[str]) -> None:
        self.rules = rules
        self.scenario = scenario
        self.seeds = seeds
        self.seats = list(seats)
        self.runs: dict[str, Run] = {}
        self.bots: dict[tuple[str, str], BotTally] = {}

    def play(
        self,
        difficulties: list[str | None],
        other_options: Mapping[str, Any] | None = None,
        workers: int = 1,
        on_game: Callable[[GameTally], None] | None = None,
    ) -> None:
        """Play the games of the seeds at each difficulty option (None: the default),
        adding each as it ends (interrupted, the report holds the games played so far);
        ``on_game`` sees each game as it is counted (a progress bar)."""
        for difficulty in difficulties:
            options = dict(other_options or {})
            if difficulty is not None:
                options["difficulty"] = difficulty
            games = play_games(self.rules, self.scenario, self.seeds, self.seats, options, workers)
            with contextlib.closing(games):
                for tally in games:
                    self.add(tally)
                    if on_game is not None:
                        on_game(tally)

    def add(self, tally: GameTally) -> None:
        self.runs.setdefault(tally.difficulty, Run(tally.difficulty)).add(tally)
        for bot in tally.bots.values():
            key = (bot.realm, bot.level)
            self.bots.setdefault(key, BotTally(bot.realm, bot.level)).merge(bot)

    def nodes(self) -> list[dict[str, Any]]:
        """Every node of every chart of the pack, in chart order then the pack's node order:
        its kind, what it asks or does, its visits in all, and for a node never visited
        why (``unreachable_when``, or "never reached")."""
        charts = rules_content(self.rules).bot_charts.charts
        order = [name for name in CHART_NAMES if name in charts]
        order += sorted(name for name in charts if name not in CHART_NAMES)
        rows: list[dict[str, Any]] = []
        for name in order:
            for node_id, node in charts[name].nodes.items():
                key = f"{name}/{node_id}"
                visits = sum(bot.nodes[key] for bot in self.bots.values())
                never = None if visits else (node.unreachable_when or "never reached")
                rows.append(
                    {
                        "chart": name,
                        "node": node_id,
                        "kind": node.kind,
                        "name": node.ask or node.do or node.roll or node.chart or "",
                        "visits": visits,
                        "by_bot": {
                            f"{bot.realm}/{bot.level}": bot.nodes[key]
                            for bot in self._bots()
                            if bot.nodes[key]
                        },
                        "never_visited": never,
                    }
                )
        return rows

    def _bots(self) -> list[BotTally]:
        return [self.bots[key] for key in sorted(self.bots)]

    def to_data(self) -> dict[str, Any]:
        charts = rules_content(self.rules).bot_charts.charts
        nodes = self.nodes()
        return {
            "game": self.rules.name,
            "scenario": self.scenario,
            "seeds": [self.seeds.start, self.seeds.stop - 1] if self.seeds else [],
            "games": sum(run.games for run in self.runs.values()),
            "seats": self.seats,
            "runs": [self.runs[key].to_data() for key in self.runs],
            "bots": [bot.to_data() for bot in self._bots()],
            "nodes": nodes,
            "never_visited": [
                {"node": f"{row['chart']}/{row['node']}", "why": row["never_visited"]}
                for row in nodes
                if row["never_visited"]
            ],
            "charts_missing": [name for name in CHART_NAMES if name not in charts],
        }


def report(
    rules: RulesModule,
    scenario: str,
    seeds: range,
    seats: list[str],
    difficulties: list[str | None],
    other_options: Mapping[str, Any] | None = None,
    workers: int = 1,
) -> Report:
    """The report of the games of ``seeds`` at each difficulty option (None: the default)."""
    made = Report(rules, scenario, seeds, seats)
    made.play(difficulties, other_options, workers)
    return made
