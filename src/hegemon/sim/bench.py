"""Benchmarks behind `hegemon bench`: decisions per second, clone and serialize times, game
time; and, for a game whose world can be timed without play, setup, clone, serialize,
view and every named query on each of its worlds (docs/cli.md). A game with seats its
rules play (eupop's Bots, ``--bots``) is also timed Bot turn by Bot turn, by a watcher at
the checkpoints the rules pass at a Bot turn's start and end (``Game.checkpoint``), never
by code inside the rules (decision 0108 §2.17)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from hegemon.engine.agents import Observation, RandomAgent, make_agent
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, clone, to_json
from hegemon.sim.batch import play_game

ROUNDS = 200
"""Timing rounds of clone, serialize and view (a tenth of them for setup)."""
REPEATS = 3
"""A world's timings are the fastest of this many runs: the least disturbed by other work
on the machine."""
SEED = 1
Options = dict[str, Any] | None
"""A game's options (None: none)."""


@runtime_checkable
class WorldBench(Protocol):
    """A rules module that names worlds to time without play and, for a state of its
    own, the calls a rule makes to each of its named queries."""

    def bench_worlds(self, scenario: str | None) -> list[tuple[str, RulesModule, str | None]]:
        """(label, rules module, scenario) of each world to time."""
        ...

    def query_sweeps(self, state: State) -> dict[str, list[dict[str, Any]]]:
        """Query name → the keyword arguments of each call of one sweep."""
        ...


def _mid_game_state(
    rules: RulesModule, scenario: str | None, seed: int, seats: dict[str, str], options: Options
) -> dict[str, Any]:
    _, final, decisions = play_game(rules, scenario, seed, seats, options=options)
    del final
    game = rules.setup(scenario, seed, list(seats), options)
    agent = RandomAgent(seed)
    for _ in range(decisions // 2):
        decision = game.decision()
        if decision is None:
            break
        game.apply(decision.seat, agent.choose(Observation(rules, game.state, decision)))
        game.entries.clear()
    return game.state


def per_call_us(function: Callable[[], object], rounds: int, repeats: int = 1) -> float:
    """Microseconds per call of ``function`` over ``rounds`` calls, the fastest of
    ``repeats`` runs. One call is made first and not timed, so that what the first call
    alone pays (a cache filled, a table built, code warmed up) does not weigh on a small
    sample."""
    function()
    fastest = float("inf")
    for _ in range(repeats):
        began = time.perf_counter()
        for _ in range(rounds):
            function()
        fastest = min(fastest, time.perf_counter() - began)
    return round(fastest / rounds * 1e6, 2)


def _play(
    rules: RulesModule,
    scenario: str | None,
    seconds: float,
    games: int,
    taken: list[str] | None = None,
    options: Options = None,
) -> dict[str, Any]:
    """Random play in this process (one core) at the seats ``taken`` (None: every seat);
    RuleNotBuilt when the game cannot be played."""
    every = rules.scenario(scenario).seats
    seats = {seat: "random" for seat in (every if taken is None else taken)}
    decisions = 0
    played = 0
    durations: list[float] = []
    start = time.perf_counter()
    while played < games or time.perf_counter() - start < seconds:
        began = time.perf_counter()
        _, _, count = play_game(rules, scenario, 1000 + played, seats, options=options)
        durations.append(time.perf_counter() - began)
        decisions += count
        played += 1
        if played >= games * 10:
            break
    elapsed = time.perf_counter() - start
    state = _mid_game_state(rules, scenario, 7, seats, options)
    return {
        "games": played,
        "decisions": decisions,
        "decisions_per_second": round(decisions / elapsed),
        "clone_us": round(per_call_us(lambda: clone(state), ROUNDS), 1),
        "serialize_us": round(per_call_us(lambda: to_json(state), ROUNDS), 1),
        "state_bytes": len(to_json(state).encode("utf-8")),
        "game_seconds_median": round(statistics.median(durations), 4),
    }


BOT_TURN_START, BOT_TURN_END = "bot_turn", "bot_turn_end"
"""The checkpoints a Bot turn passes (eupop bots/turn.py)."""


class BotClock:
    """A watcher that times each Bot turn from its start checkpoint to its end one (a turn
    cut short by a rule not built yet is not counted); it reads the clock only."""

    def __init__(self) -> None:
        self.began: dict[str | None, float] = {}
        self.turns_ms: list[float] = []

    def __call__(self, game: Game, label: str, seat: str | None) -> None:
        if label == BOT_TURN_START:
            self.began[seat] = time.perf_counter()
        elif label == BOT_TURN_END and seat in self.began:
            self.turns_ms.append((time.perf_counter() - self.began.pop(seat)) * 1000)


def _percentile(values: list[float], share: float) -> float:
    """The value ``share`` of the way up the sorted values (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered) + 0.5) - 1))]


def has_bots(rules: RulesModule, scenario: str | None, taken: list[str] | None) -> bool:
    """Whether a game with the seats ``taken`` (None: every seat) has seats its rules play."""
    info = rules.scenario(scenario)
    return bool(rules.automated_seats(info, tuple(info.seats if taken is None else taken)))


def play_bots(
    rules: RulesModule,
    scenario: str | None,
    seconds: float,
    games: int,
    taken: list[str],
    options: Options = None,
) -> dict[str, Any]:
    """Games with Bots, the seats ``taken`` played at random: every Bot turn timed by a
    :class:`BotClock`, and each game's seconds. A game that stops at a rule not built yet
    is counted as stopped (``bot_games_stopped``, the first such rule in
    ``rule_not_built``) and one that fails otherwise as crashed (``bot_games_crashed``,
    the first failure in ``crash``): neither stops the bench; only finished games give
    ``game_seconds_median``."""
    clock = BotClock()
    durations: list[float] = []
    stopped: list[str] = []
    crashed: list[str] = []
    played = 0
    start = time.perf_counter()
    while played < games or time.perf_counter() - start < seconds:
        seed = 1000 + played
        began = time.perf_counter()
        try:
            game = rules.setup(scenario, seed, list(taken), options, watchers=(clock,))
            agents = {
                seat: make_agent(rules, "random", seed * 16 + index)
                for index, seat in enumerate(taken)
            }
            while (decision := game.decision()) is not None:
                action = agents[decision.seat].choose(Observation(rules, game.state, decision))
                game.apply(decision.seat, action)
                game.entries.clear()
            durations.append(time.perf_counter() - began)
        except RuleNotBuilt as missing:
            stopped.append(str(missing))
        except Exception as error:  # reported, not raised: the bench measures
            crashed.append(f"seed {seed}: {type(error).__name__}: {error}")
        played += 1
        if played >= games * 10:
            break
    turns = clock.turns_ms
    result: dict[str, Any] = {
        "bot_games": played,
        "bot_games_finished": len(durations),
        "bot_games_stopped": len(stopped),
        "bot_games_crashed": len(crashed),
        "bot_turns": len(turns),
        "bot_turn_ms_median": round(statistics.median(turns), 3) if turns else None,
        "bot_turn_ms_p99": round(_percentile(turns, 0.99), 3) if turns else None,
        "game_seconds_median": round(statistics.median(durations), 4) if durations else None,
    }
    if stopped:
        result["rule_not_built"] = stopped[0]
    if crashed:
        result["crash"] = crashed[0]
    return result


def bench_world(rules: RulesModule, scenario: str | None, sample: int | None) -> dict[str, Any]:
    """Setup, clone, serialize, a seat's view and each named query over its sweep, in
    microseconds per call; ``sample``: at most that many calls of each (a quick run)."""
    info = rules.scenario(scenario)
    rounds, repeats = (sample, 1) if sample else (ROUNDS, REPEATS)
    state = rules.setup(info.name, SEED).state
    seat = info.seats[0] if info.seats else None

    def timed(function: Callable[[], object], calls: int = rounds) -> float:
        return per_call_us(function, calls, repeats)

    result: dict[str, Any] = {
        "scenario": info.name,
        "setup_us": timed(lambda: rules.setup(info.name, SEED), max(1, rounds // 10)),
        "clone_us": timed(lambda: clone(state)),
        "serialize_us": timed(lambda: to_json(state)),
        "view_us": timed(lambda: rules.view(state, seat)),
        "state_bytes": len(to_json(state).encode("utf-8")),
    }
    queries = rules.queries()
    sweeps = rules.query_sweeps(state) if isinstance(rules, WorldBench) else {}
    timings: dict[str, float] = {}
    calls = 0
    for name, sweep in sorted(sweeps.items()):
        chosen = sweep[:sample] if sample else sweep
        if not chosen:
            continue
        query = queries[name]

        def one_sweep(query: Callable[..., Any] = query, chosen: list[Any] = chosen) -> None:
            for arguments in chosen:
                query(state, **arguments)

        timings[name] = round(timed(one_sweep, 1) / len(chosen), 2)
        calls += len(chosen)
    result["query_calls"] = calls
    result["queries_us"] = timings
    return result


def bench(
    rules: RulesModule,
    scenario: str | None = None,
    seconds: float = 3.0,
    games: int = 21,
    sample: int | None = None,
    seats: list[str] | None = None,
    options: Options = None,
) -> dict[str, Any]:
    """Measure random play in this process (one core); a game that cannot be played yet
    says which rule is missing (``rule_not_built``). A game that names worlds to time
    without play (``WorldBench``) also gets ``worlds``: label → ``bench_world``. With seats
    the rules play (``seats`` leaves some out: Bots), the games are timed by
    :func:`play_bots` instead, and each world also plays games of Bots alone."""
    result: dict[str, Any] = {"game": rules.name, "scenario": rules.scenario(scenario).name}
    bots = has_bots(rules, scenario, seats)
    if bots:
        assert seats is not None
        result.update(play_bots(rules, scenario, seconds, games, seats, options))
    else:
        try:
            result.update(_play(rules, scenario, seconds, games, seats, options))
        except RuleNotBuilt as missing:
            result["rule_not_built"] = str(missing)
    if isinstance(rules, WorldBench):
        result["worlds"] = {}
        for label, world, name in rules.bench_worlds(scenario):
            timed = bench_world(world, name, sample)
            if bots:  # every realm a Bot, the world's own options
                timed.update(play_bots(world, name, seconds, sample or games, []))
            result["worlds"][label] = timed
    return result


NOTES = ("rule_not_built", "crash")
"""Fields of a world told in a line of their own, under the table (too long for a cell)."""


def readable(result: dict[str, Any]) -> list[str]:
    """The result as lines for people: one per field, then the worlds side by side (with
    Bots, their play fields under the queries and where their games stopped last)."""
    lines = [f"{key:24} {value}" for key, value in result.items() if key != "worlds"]
    worlds: dict[str, dict[str, Any]] = result.get("worlds", {})
    if not worlds:
        return lines
    labels = list(worlds)
    keys = list(dict.fromkeys(key for label in labels for key in worlds[label]))
    played = [key for key in keys if key.startswith("bot_") or key == "game_seconds_median"]
    timed = [key for key in keys if key not in played and key not in NOTES and key != "queries_us"]

    def row(name: str, values: list[Any]) -> str:
        return f"{name:32}" + "".join(f"{value!s:>16}" for value in values)

    lines.append(row("", labels))
    for key in timed:
        lines.append(row(key, [worlds[label].get(key) for label in labels]))
    lines.append(row("query (µs per call)", [""] * len(labels)))
    for name in worlds[labels[0]]["queries_us"]:
        lines.append(row(f"  {name}", [worlds[label]["queries_us"].get(name) for label in labels]))
    if played:
        lines.append(row("Bots alone", [""] * len(labels)))
    for key in played:
        lines.append(row(f"  {key}", [worlds[label].get(key) for label in labels]))
    for label in labels:
        lines.extend(
            f"{label}: {key} {worlds[label][key]}" for key in NOTES if key in worlds[label]
        )
    return lines
