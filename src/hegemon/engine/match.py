"""Match: a rules module, a state and its action history — apply, undo, replay, verify.

Undo is snapshot based and only within one seat's uninterrupted run of decisions: the
snapshots are cleared whenever an action rolls dice or draws at random, reveals hidden
information, or hands the decision to another seat.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hegemon import __version__
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import (
    Action,
    Decision,
    IllegalAction,
    Outcome,
    brief,
    brief_text,
    unfit,
)
from hegemon.engine.flow import FlowError, Game
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import (
    NotPlainData,
    State,
    canonical_json,
    check_plain,
    clone,
    state_hash,
)

REPLAY_FORMAT = "hegemon-replay"
REPLAY_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
"""Version 1 files carry no hash chain: they are read, and verify by their final state alone.
Version 2 files hold no commands (decision 0110); version 3 marks each with ``"command"``."""
COMMAND = "command"
"""The word a command's chain link holds between its seat and its action."""


class ReplayError(ValueError):
    """A replay file that cannot be read, or that does not reproduce its game."""


def chain_link(previous: str, seat: str, action: Action, after: str, command: bool = False) -> str:
    """An action's link in a replay's hash chain: SHA-256 over the previous link (the
    setup's state hash for the first action), the seat, the action's verb and argument,
    and the hash of the state the action led to (docs/replay-format.md). A command's link
    holds the word "command" after the seat, so a command is never taken for an answer to
    a decision, nor an answer for a command."""
    parts = [previous, seat, COMMAND] if command else [previous, seat]
    text = canonical_json([*parts, action.to_data(), after])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Played:
    """One applied action with the seat that chose it: an answer to a decision, or a
    command the seat gave outside its decisions (``command``, decision 0110)."""

    seat: str
    action: Action
    chain: str = field(default="", compare=False)
    """Its link in the hash chain (:func:`chain_link`); "" where no chain is kept. Evidence
    about the action, not part of it: two Played are equal whatever their links."""
    command: bool = False
    """Whether it is a command (:meth:`Match.command`) rather than an answer."""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, **self.action.to_data()}
        if self.command:
            data[COMMAND] = True
        if self.chain:
            data["chain"] = self.chain
        return data

    @staticmethod
    def from_data(data: Any, chained: bool, commands: bool = False) -> Played:
        """Read one action of a replay file: exactly its fields, each of its type; a
        ``chain`` link when the file is ``chained``, none otherwise; ``"command": true``
        on a command when the file may hold ``commands`` (version 3), never otherwise."""
        fields = {"seat", "verb", "argument"} | ({"chain"} if chained else set())
        if commands and type(data) is dict and COMMAND in data:
            fields.add(COMMAND)
            if data[COMMAND] is not True:
                raise ReplayError(f"'command' is true or absent, not {brief(data[COMMAND])}")
        _exact_fields(data, fields, "an action")
        try:
            action = Action.from_data(data)
        except IllegalAction as error:
            raise ReplayError(str(error)) from None
        chain = _hash(data, "chain") if chained else ""
        if chained and not chain:
            raise ReplayError("'chain' is empty")
        return Played(_text(data, "seat"), action, chain, COMMAND in fields)


def _exact_fields(data: Any, fields: set[str], what: str) -> None:
    if type(data) is not dict:
        raise ReplayError(f"{what} is a JSON object, not {brief(data)}")
    missing = sorted(fields - data.keys())
    if missing:
        raise ReplayError(f"{what} has no {', '.join(map(repr, missing))}")
    unknown = sorted(data.keys() - fields)
    if unknown:
        raise ReplayError(f"{what} has a field it cannot have: {brief(unknown[0])}")


def _text(data: dict[str, Any], name: str) -> str:
    value = data[name]
    if type(value) is not str:
        raise ReplayError(f"{name!r} is text, not {brief(value)}")
    return value


def _hash(data: dict[str, Any], name: str) -> str:
    """A state hash or chain link: 64 lowercase hex digits, or "" for none."""
    value = _text(data, name)
    if value and (len(value) != 64 or value.strip("0123456789abcdef")):
        raise ReplayError(f"{name!r} is 64 lowercase hex digits, not {brief(value)}")
    return value


@dataclass(slots=True)
class ReplayRecord:
    """Everything needed to reproduce a game bit for bit (docs/replay-format.md)."""

    game: str
    content: str
    scenario: str
    seed: int
    seats: list[str]
    options: dict[str, Any]
    actions: list[Played] = field(default_factory=list)
    state_hash: str = ""
    engine: str = __version__
    note: str = ""
    setup_hash: str = ""
    """The hash of the state after setup, where the hash chain starts; "" for no chain."""

    @property
    def chained(self) -> bool:
        """Whether it carries its whole hash chain: a setup hash and every action's link."""
        return bool(self.setup_hash) and all(played.chain for played in self.actions)

    def to_data(self) -> dict[str, Any]:
        return {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "engine": self.engine,
            "game": self.game,
            "content": self.content,
            "scenario": self.scenario,
            "seed": self.seed,
            "seats": self.seats,
            "options": self.options,
            "setup_hash": self.setup_hash,
            "actions": [played.to_data() for played in self.actions],
            "state_hash": self.state_hash,
            "note": self.note,
        }

    @staticmethod
    def from_data(data: Any) -> ReplayRecord:
        """Read a replay of any readable version, strictly: every field present, none
        unknown, each of its JSON type (a seed is a whole number, not 777.9, "777" or
        true); a version-1 replay comes without a hash chain."""
        if type(data) is not dict or data.get("format") != REPLAY_FORMAT:
            raise ReplayError(f'not a hegemon replay (expected "format": "{REPLAY_FORMAT}")')
        version = data.get("version")
        if type(version) is not int or version not in READABLE_VERSIONS:
            *first, last = map(str, READABLE_VERSIONS)
            readable = f"{', '.join(first)} or {last}"
            raise ReplayError(f"replay version {brief(version)} is not {readable}")
        fields = {
            "format", "version", "engine", "game", "content", "scenario", "seed", "seats",
            "options", "actions", "state_hash", "note",
        }  # fmt: skip
        _exact_fields(data, fields | ({"setup_hash"} if version > 1 else set()), "a replay")
        setup_hash = _hash(data, "setup_hash") if version > 1 else ""
        seed, seats, options, actions = (
            data["seed"],
            data["seats"],
            data["options"],
            data["actions"],
        )
        if type(seed) is not int:
            raise ReplayError(f"'seed' is a whole number, not {brief(seed)}")
        if type(seats) is not list or any(type(seat) is not str for seat in seats):
            raise ReplayError(f"'seats' is a list of texts, not {brief(seats)}")
        if type(options) is not dict:
            raise ReplayError(f"'options' is an object, not {brief(options)}")
        try:
            check_plain(options, "options")
        except NotPlainData as error:
            raise ReplayError(str(error)) from None
        if type(actions) is not list:
            raise ReplayError(f"'actions' is a list, not {brief(actions)}")
        played = []
        for number, item in enumerate(actions, start=1):
            try:
                played.append(Played.from_data(item, bool(setup_hash), version > 2))
            except ReplayError as error:
                raise ReplayError(f"action {number}: {error}") from None
        return ReplayRecord(
            game=_text(data, "game"),
            content=_text(data, "content"),
            scenario=_text(data, "scenario"),
            seed=seed,
            seats=list(seats),
            options=options,
            actions=played,
            state_hash=_hash(data, "state_hash"),
            engine=_text(data, "engine"),
            note=_text(data, "note"),
            setup_hash=setup_hash,
        )

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_data(), indent=1, ensure_ascii=False) + "\n", "utf-8")

    @staticmethod
    def load(path: Path) -> ReplayRecord:
        try:
            data = json.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            raise ReplayError(f"{path}: no such file") from None
        except (ValueError, RecursionError) as error:
            raise ReplayError(f"{path}: not JSON ({brief(str(error))})") from None
        try:
            return ReplayRecord.from_data(data)
        except ReplayError as error:
            raise ReplayError(f"{path}: {error}") from None


class Match:
    """A game in progress with its history; the object front ends hold."""

    def __init__(self, rules: RulesModule, game: Game) -> None:
        self.rules = rules
        self.game = game
        self.history: list[Played] = []
        self.log: list[LogEntry] = list(game.entries)
        game.entries = []
        self._undo: list[tuple[State, int, int]] = []  # state, history length, log length
        self.setup_hash = ""
        """The hash of the state the history starts from, where its hash chain starts;
        "" when unknown (a match resumed from a saved state): then no chain is kept."""

    # -- creation ------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        rules: RulesModule | str,
        scenario: str | None = None,
        seed: int = 0,
        seats: list[str] | None = None,
        options: dict[str, Any] | None = None,
    ) -> Match:
        module = rules_registry.load(rules) if isinstance(rules, str) else rules
        match = cls(module, module.setup(scenario, seed, seats, options))
        match.setup_hash = match.state_hash()
        return match

    @classmethod
    def replay(cls, record: ReplayRecord, rules: RulesModule | None = None) -> Match:
        """Play a record's actions again from its setup; ReplayError at an illegal one.
        It checks nothing else (:func:`verify` does)."""
        module = rules or rules_registry.load(record.game)
        match = cls.new(module, record.scenario, record.seed, record.seats, record.options)
        for number, played in enumerate(record.actions, start=1):
            match._replay(number, played)
        return match

    def _replay(self, number: int, played: Played) -> None:
        try:
            if played.command:
                self.command(played.seat, played.action)
            else:
                self.apply(played.seat, played.action)
        except IllegalAction as error:
            raise ReplayError(f"action {number} ({_shown(played)}) is illegal: {error}") from None

    # -- reading -------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.game.state

    @property
    def meta(self) -> dict[str, Any]:
        meta: dict[str, Any] = self.state["meta"]
        return meta

    def decision(self) -> Decision | None:
        return self.game.decision()

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome

    def state_hash(self) -> str:
        return state_hash(self.state)

    def record(self, note: str = "") -> ReplayRecord:
        """The replay of the match: with its hash chain when the whole history has one."""
        meta = self.meta
        chained = bool(self.setup_hash) and all(played.chain for played in self.history)
        return ReplayRecord(
            game=meta["game"],
            content=meta["content"],
            scenario=meta["scenario"],
            seed=meta["seed"],
            seats=list(meta["seats"]),
            options=dict(meta["options"]),
            actions=[
                played if chained else Played(played.seat, played.action, command=played.command)
                for played in self.history
            ],
            state_hash=self.state_hash(),
            note=note,
            setup_hash=self.setup_hash if chained else "",
        )

    # -- acting --------------------------------------------------------------------------
    def apply(self, seat: str, action: Action) -> list[LogEntry]:
        """Apply a legal action; IllegalAction leaves everything as it was, whatever was
        passed (not an Action, an argument of any size or shape: see IllegalAction).

        Returns the log entries the action produced. The action is added to the history
        with its link in the hash chain when the match keeps one (:attr:`setup_hash`).
        """
        self.game.check(seat, action)
        before = clone(self.state)
        game = self.game
        game.randomness_used = False
        game.revealed = False
        try:
            game.apply(seat, action)
        except Exception:
            self.game = self.rules.resume(before)
            raise
        previous = self.history[-1].chain if self.history else self.setup_hash
        link = chain_link(previous, seat, action, state_hash(game.state)) if previous else ""
        self.history.append(Played(seat, action, link))
        entries = game.entries
        game.entries = []
        self.log.extend(entries)
        following = game.decision()
        if game.randomness_used or game.revealed or following is None or following.seat != seat:
            self._undo.clear()
        else:
            self._undo.append((before, len(self.history) - 1, len(self.log) - len(entries)))
        return entries

    def commands(self, seat: str) -> list[Action]:
        """The commands ``seat`` may give now (:meth:`RulesModule.commands`)."""
        return self.rules.commands(self.state, seat)

    def command(self, seat: str, action: Action) -> list[LogEntry]:
        """Give a command ``seat`` is offered now (decision 0110); IllegalAction, naming
        the commands offered, leaves everything as it was, as does any failure.

        Returns the log entries it produced. It joins the history as a Played marked
        ``command``, with its own link in the hash chain, and clears the undo snapshots:
        a command is not taken back by undo (the rules may offer a command withdrawing it).
        """
        before = clone(self.state)
        game = self.game
        try:
            give_command(self.rules, game, seat, action)
        except Exception:
            self.game = self.rules.resume(before)
            raise
        previous = self.history[-1].chain if self.history else self.setup_hash
        after = state_hash(game.state)
        link = chain_link(previous, seat, action, after, command=True) if previous else ""
        self.history.append(Played(seat, action, link, command=True))
        entries = game.entries
        game.entries = []
        self.log.extend(entries)
        self._undo.clear()
        return entries

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        """Take back the last action of the current seat's uninterrupted run."""
        if not self._undo:
            raise IllegalAction(
                "nothing to undo: dice were rolled, hidden information was revealed, "
                "or the decision passed to another seat since the last action"
            )
        state, history_length, log_length = self._undo.pop()
        self.game = self.rules.resume(state)
        del self.history[history_length:]
        del self.log[log_length:]


def give_command(rules: RulesModule, game: Game, seat: str, action: Action) -> Action:
    """Check a command against those ``seat`` is offered and apply it to ``game``; the
    offered action. IllegalAction (nothing done) for anything else: not an action, a seat
    not in the game, a command not offered now (naming those that are). FlowError when the
    rules' command drew at random or touched the procedure stack or the outcome, which a
    command may not do (decision 0110); the game is then left half changed, so a caller
    that keeps it (:meth:`Match.command`) restores it. The pending decision is worked out
    again afterwards, as the record the command set may change what it offers."""
    problem = unfit(seat, action)
    if problem is not None:
        raise IllegalAction(problem)
    seats: list[str] = game.state["meta"]["seats"]
    if seat not in seats:
        raise IllegalAction(f"no seat {brief_text(seat)} in this game; seats: {', '.join(seats)}")
    offered = rules.commands(game.state, seat)
    legal = Decision(seat, "commands", tuple(offered)).find(action)
    if legal is None:
        given = f"{brief_text(action.verb)} {brief(action.argument)}"
        if not offered:
            raise IllegalAction(f"{given} is not a command {seat} may give: none is offered now")
        shown = "; ".join(f"{option.verb} {brief(option.argument)}" for option in offered[:12])
        more = len(offered) - 12
        raise IllegalAction(
            f"{given} is not a command {seat} may give now; offered: {shown}"
            + (f" and {more} more" if more > 0 else "")
        )
    flow = canonical_json([game.state["stack"], game.state.get("outcome")])
    game.randomness_used = False
    game.revealed = False
    rules.command(game, seat, legal)
    if game.randomness_used:
        raise FlowError(f"the command {legal.verb} drew at random; a command may not")
    if canonical_json([game.state["stack"], game.state.get("outcome")]) != flow:
        raise FlowError(
            f"the command {legal.verb} changed the procedure stack or the outcome; a command "
            "may only set a record the rules act on at their own moment"
        )
    game.refresh()
    return legal


def verify(record: ReplayRecord, rules: RulesModule | None = None) -> tuple[bool, str]:
    """Replay a record checking everything it records; the final state's hash.

    ReplayError says what does not reproduce: another game, content pack or engine
    version than the one that wrote it (a state records its engine's version, so no other
    version reproduces its hashes); a setup that does not give the recorded first state;
    and, naming the action by its number, an illegal action, a missing link, or a link
    that differs (a changed, added or removed action, or one that leads elsewhere). Then
    ``(same, hash)``: whether the final state is the one recorded. A record without a
    hash chain (a version-1 file) is checked by its final state alone: see
    :attr:`ReplayRecord.chained`.
    """
    module = rules or rules_registry.load(record.game)
    for what, recorded, here in (
        ("game", record.game, module.name),
        ("content", record.content, module.content_id()),
        ("engine", record.engine, __version__),
    ):
        if recorded != here:
            raise ReplayError(
                f"it was written with {what} {brief(recorded)}, this is {what} {here!r}; "
                "a state records the game, its content and the engine's version, so "
                "only the same ones reproduce its hashes"
            )
    chained = bool(record.setup_hash) or any(played.chain for played in record.actions)
    if chained and not record.setup_hash:
        raise ReplayError("its actions have links in a hash chain, but it has no setup hash")
    match = Match.new(module, record.scenario, record.seed, record.seats, record.options)
    if chained and match.setup_hash != record.setup_hash:
        raise ReplayError(
            "its setup (scenario, seed, seats, options) does not give the first state recorded"
        )
    for number, played in enumerate(record.actions, start=1):
        if chained and not played.chain:
            raise ReplayError(f"action {number} ({_shown(played)}) has no link in the hash chain")
        match._replay(number, played)
        if chained and match.history[-1].chain != played.chain:
            raise ReplayError(
                f"action {number} ({_shown(played)}) is not the one recorded: it, or the "
                "state it leads to, differs from the record's (a changed, added or removed "
                "action)"
            )
    actual = match.state_hash()
    return actual == record.state_hash, actual


def _shown(played: Played) -> str:
    action = played.action
    return f"{brief_text(played.seat)}: {brief_text(action.verb)} {brief(action.argument)}"
