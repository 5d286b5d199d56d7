"""Random-play fuzzing: many random legal games, with every invariant checked after every action.

A failure is a crash (an exception from the rules), a dead end (a decision with no legal
action, or an empty stack without an outcome), a runaway (a loop without decisions, or a
game longer than the limit), a broken invariant, or a leak of hidden information (at
random points of every game, :mod:`hegemon.engine.secrets` checks that no seat's view,
options or log depend on secrets hidden from it, and that none of them carries the seed,
the generator's secret or a state hash from which it could rebuild them). Each failure is
written as a replay file whose last action reproduces it.

A game with seats its rules play (eupop's Bots) plays those seats inside the rules, and
a decision asked of a seat nobody takes is a broken invariant; there is no decision to
check after a Bot turn: a watcher (:class:`BotTurnCheck`) runs the invariants at the
end of every Bot turn (the ``bot_turn_end`` checkpoint, decision 0108 §2.17), and a rule
not built yet met in such a game is a failure of its own kind (``not built``, naming the
rule) rather than a crash, so that unbuilt rules and faults are told apart. A game of
people and agents only is fuzzed as before.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import FlowError, Game, Runaway
from hegemon.engine.log import LogEntry
from hegemon.engine.match import Played, ReplayRecord, give_command
from hegemon.engine.rules import RulesModule
from hegemon.engine.secrets import rebuild_problems, secrets_problems
from hegemon.engine.serial import State, check_plain, from_json, state_hash, to_json

InvariantHook = Callable[[State], list[str]]

CRASH = "crash"
DEAD_END = "dead end"
RUNAWAY = "runaway"
INVARIANT = "invariant"
HIDDEN = "hidden information"
NOT_BUILT = "not built"
"""A game with Bots reached a rule not built yet."""
BOT_TURN_END = "bot_turn_end"
"""The checkpoint the rules pass at the end of a Bot turn."""

SECRETS_RATE = 0.01
"""The share of decisions before which the fuzzer checks hidden information."""
FIRST_CHECK_WITHIN = 20
"""Every game is checked before one of its first decisions, chosen at random."""


@dataclass(frozen=True, slots=True)
class FuzzFailure:
    seed: int
    kind: str
    message: str
    decisions: int
    replay: Path | None

    def __str__(self) -> str:
        where = f" — replay: {self.replay}" if self.replay else ""
        return (
            f"seed {self.seed}: {self.kind} after {self.decisions} decisions: {self.message}{where}"
        )


@dataclass(frozen=True, slots=True)
class FuzzGame:
    seed: int
    decisions: int
    failure: FuzzFailure | None


def _kernel_invariants(state: State) -> list[str]:
    problems = []
    try:
        check_plain(state)
    except TypeError as error:
        return [f"state is not plain data: {error}"]
    if state_hash(from_json(to_json(state))) != state_hash(state):
        problems.append("state does not survive a JSON round trip")
    return problems


class BotTurnCheck:
    """A watcher that checks the invariants (the rules' and the ``hooks``) at the end of
    each Bot turn and keeps the first problem found, with the Bot turn it ended; it
    changes nothing (engine/flow.py ``Watcher``)."""

    def __init__(self, rules: RulesModule, hooks: tuple[InvariantHook, ...] = ()) -> None:
        self.rules = rules
        self.hooks = hooks
        self.turns = 0
        self.problem: str | None = None

    def __call__(self, game: Game, label: str, seat: str | None) -> None:
        if label != BOT_TURN_END or self.problem is not None:
            return
        self.turns += 1
        problems = self.rules.invariants(game.state)
        for hook in self.hooks:
            problems.extend(hook(game.state))
        if problems:
            self.problem = f"after Bot turn {self.turns} ({seat}): {'; '.join(problems)}"


def asked_of_nobody(seat: str) -> str:
    """The failure of a decision asked of a seat nobody takes: the rules play that seat (a
    Bot is a rule, decision 0108), so nobody could answer it."""
    return f"a decision is asked of {seat}, a seat nobody takes (the rules play it)"


def has_bots(rules: RulesModule, scenario: str, seats: list[str]) -> bool:
    """Whether the rules play some seats of a game with the ``seats`` taken."""
    return bool(rules.automated_seats(rules.scenario(scenario), tuple(seats)))


def fuzz_game(
    rules: RulesModule,
    seed: int,
    scenario: str | None = None,
    max_decisions: int = 20_000,
    hooks: tuple[InvariantHook, ...] = (),
    replay_folder: Path | None = None,
    deep_check_every: int = 50,
    secrets_rate: float = SECRETS_RATE,
    options: dict[str, Any] | None = None,
    seats: list[str] | None = None,
    commands_rate: float = 0.0,
) -> FuzzGame:
    """Play one random game (with the game ``options`` given, the ``seats`` taken: None for
    every seat); return its failure, if any. Before a share ``commands_rate`` of the
    decisions a random seat gives a random command it is offered (decision 0110)."""
    played: list[Played] = []
    info = rules.scenario(scenario)
    taken = list(info.seats) if seats is None else list(seats)
    meta = {"scenario": info.name, "seats": taken}
    bots = (
        BotTurnCheck(rules, hooks)
        if has_bots(rules, info.name, taken) or commands_rate > 0  # a command may make a Bot
        else None
    )

    def fail(kind: str, message: str) -> FuzzGame:
        path = None
        if replay_folder is not None:
            record = ReplayRecord(
                game=rules.name,
                content=rules.content_id(),
                scenario=str(meta["scenario"]),
                seed=seed,
                seats=list(meta["seats"]),
                options=dict(options or {}),
                actions=list(played),
                note=f"fuzz {kind}: {message}",
            )
            path = replay_folder / f"{rules.name}-seed{seed}-{kind.replace(' ', '-')}.json"
            record.save(path)
        return FuzzGame(seed, len(played), FuzzFailure(seed, kind, message, len(played), path))

    def stopped(error: Exception) -> FuzzGame:
        """A failure raised by the rules: a broken invariant a Bot turn left first, a rule
        not built yet in a game with Bots, else a crash."""
        if bots is not None and bots.problem is not None:
            return fail(INVARIANT, bots.problem)
        if bots is not None and isinstance(error, RuleNotBuilt):
            return fail(NOT_BUILT, str(error))
        return fail(CRASH, f"{type(error).__name__}: {error}")

    try:
        if bots is None:
            game = rules.setup(info.name, seed, seats, options)
        else:
            game = rules.setup(info.name, seed, seats, options, watchers=(bots,))
    except Runaway as error:
        return fail(RUNAWAY, f"during setup: {error}")
    except FlowError as error:
        return fail(DEAD_END, f"during setup: {error}")
    except Exception as error:
        if bots is not None and (bots.problem is not None or isinstance(error, RuleNotBuilt)):
            return stopped(error)
        return fail(CRASH, f"during setup: {type(error).__name__}: {error}")
    agent = RandomAgent(seed)
    log: list[LogEntry] = list(game.entries)
    """The whole log so far: the hidden-information checks read what each seat reads of it."""
    game.entries.clear()
    chooser = random.Random(f"secrets {seed}")
    """Picks the decisions before which hidden information is checked; not the game's generator."""
    first_check = chooser.randrange(FIRST_CHECK_WITHIN) if secrets_rate > 0 else -1
    """Every game is checked once early on, however short, then at the rate."""
    commander = random.Random(f"commands {seed}")
    """Picks when a seat gives a command, which seat and which; not the game's generator."""
    given = -1
    while game.state.get("outcome") is None:
        if len(played) >= max_decisions:
            return fail(RUNAWAY, f"no outcome after {max_decisions} decisions")
        try:
            decision = game.decision()
        except FlowError as error:
            return fail(DEAD_END, str(error))
        except Exception as error:
            return stopped(error)
        if bots is not None and bots.problem is not None:
            return fail(INVARIANT, bots.problem)
        if decision is None:
            break
        if decision.seat not in game.state["meta"]["seats"]:
            return fail(INVARIANT, asked_of_nobody(decision.seat))
        if commands_rate > 0 and given != len(played) and commander.random() < commands_rate:
            command = _command(rules, game, commander)
            if command is not None:
                played.append(command)
                given = len(played)  # one command at most before a decision
                try:
                    give_command(rules, game, command.seat, command.action)
                except Exception as error:
                    return stopped(error)
                log.extend(game.entries)
                game.entries.clear()
                continue
        action = agent.choose(Observation(rules, game.state, decision))
        played.append(Played(decision.seat, action))
        if len(played) - 1 == first_check or chooser.random() < secrets_rate:
            try:
                leaks = secrets_problems(rules, game.state, seed, (decision.seat, action))
                leaks += rebuild_problems(
                    rules,
                    game.state,
                    [(done.seat, done.action) for done in played[:-1] if not done.command],
                    log,
                    decision,
                )
            except Exception as error:
                return fail(CRASH, f"checking hidden information: {type(error).__name__}: {error}")
            if leaks:
                return fail(HIDDEN, "; ".join(leaks))
        try:
            game.apply(decision.seat, action)
        except Runaway as error:
            return fail(RUNAWAY, str(error))
        except FlowError as error:
            return fail(DEAD_END, str(error))
        except Exception as error:
            return stopped(error)
        log.extend(game.entries)
        game.entries.clear()
        problems = rules.invariants(game.state)
        for hook in hooks:
            problems.extend(hook(game.state))
        if len(played) % deep_check_every == 0:
            problems.extend(_kernel_invariants(game.state))
        if bots is not None and bots.problem is not None:
            problems.insert(0, bots.problem)
        if problems:
            return fail(INVARIANT, "; ".join(problems))
    if bots is not None and bots.problem is not None:
        return fail(INVARIANT, bots.problem)
    problems = _kernel_invariants(game.state)
    if problems:
        return fail(INVARIANT, "; ".join(problems))
    return FuzzGame(seed, len(played), None)


def _command(rules: RulesModule, game: Game, commander: random.Random) -> Played | None:
    """A random command of a random seat among those offered one now; None when none is."""
    offered = [
        (seat, commands)
        for seat in game.state["meta"]["seats"]
        if (commands := rules.commands(game.state, seat))
    ]
    if not offered:
        return None
    seat, commands = offered[commander.randrange(len(offered))]
    return Played(seat, commands[commander.randrange(len(commands))], command=True)


def fuzz(
    rules: RulesModule,
    games: int,
    seed: int = 0,
    scenario: str | None = None,
    replay_folder: Path | None = None,
    hooks: tuple[InvariantHook, ...] = (),
    max_decisions: int = 20_000,
    secrets_rate: float = SECRETS_RATE,
    options: dict[str, Any] | None = None,
    seats: list[str] | None = None,
    commands_rate: float = 0.0,
) -> Iterator[FuzzGame]:
    """Fuzz ``games`` games with seeds ``seed``, ``seed + 1``, ...; yields each as it ends."""
    for index in range(games):
        yield fuzz_game(
            rules,
            seed + index,
            scenario,
            max_decisions,
            hooks,
            replay_folder,
            secrets_rate=secrets_rate,
            options=options,
            seats=seats,
            commands_rate=commands_rate,
        )


def reproduce(
    record: ReplayRecord, rules: RulesModule, hooks: tuple[InvariantHook, ...] = ()
) -> str | None:
    """Replay a fuzz record; the failure it reproduces as ``kind: message``, or None.

    Pass the invariant hooks the fuzzer ran with, or a failure they found is not seen.
    The hidden-information checks run before the last action whatever the note says (a
    note is free text and never switches a check on or off)."""
    commanded = any(played.command for played in record.actions)  # a command may make a Bot
    bots = (
        BotTurnCheck(rules, hooks)
        if has_bots(rules, record.scenario, record.seats) or commanded
        else None
    )
    try:
        watchers = () if bots is None else (bots,)
        game = rules.setup(record.scenario, record.seed, record.seats, record.options, watchers)
        for number, played in enumerate(record.actions, start=1):
            if played.command:  # a seat's command (decision 0110), given as the fuzzer gave it
                give_command(rules, game, played.seat, played.action)
            elif number == len(record.actions):
                leaks = secrets_problems(
                    rules, game.state, record.seed, (played.seat, played.action)
                )
                leaks += rebuild_problems(
                    rules,
                    game.state,
                    [(done.seat, done.action) for done in record.actions[:-1] if not done.command],
                    game.entries,
                    game.decision(),
                )
                if leaks:
                    return f"{HIDDEN}: {'; '.join(leaks)}"
            if not played.command:
                game.apply(played.seat, played.action)
            problems = rules.invariants(game.state)
            for hook in hooks:
                problems.extend(hook(game.state))
            if bots is not None and bots.problem is not None:
                problems.insert(0, bots.problem)
            if problems:
                return f"{INVARIANT}: {'; '.join(problems)}"
        pending = game.decision() if game.state.get("outcome") is None else None
        if bots is not None and bots.problem is not None:
            return f"{INVARIANT}: {bots.problem}"
        if pending is not None and pending.seat not in game.state["meta"]["seats"]:
            return f"{INVARIANT}: {asked_of_nobody(pending.seat)}"
    except Runaway as error:
        return f"{RUNAWAY}: {error}"
    except FlowError as error:
        return f"{DEAD_END}: {error}"
    except Exception as error:
        if bots is not None and bots.problem is not None:
            return f"{INVARIANT}: {bots.problem}"
        if bots is not None and isinstance(error, RuleNotBuilt):
            return f"{NOT_BUILT}: {error}"
        return f"{CRASH}: {type(error).__name__}: {error}"
    problems = _kernel_invariants(game.state)
    return f"{INVARIANT}: {'; '.join(problems)}" if problems else None
