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
from hegemon.engine.decision import Action, Decision, IllegalAction, Outcome, brief, brief_text
from hegemon.engine.flow import Game
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
REPLAY_VERSION = 2
READABLE_VERSIONS = (1, 2)
"""Version 1 files carry no hash chain: they are read, and verify by their final state alone."""


class ReplayError(ValueError):
    """A replay file that cannot be read, or that does not reproduce its game."""


def chain_link(previous: str, seat: str, action: Action, after: str) -> str:
    """An action's link in a replay's hash chain: SHA-256 over the previous link (the
    setup's state hash for the first action), the seat, the action's verb and argument,
    and the hash of the state the action led to (docs/replay-format.md)."""
    text = canonical_json([previous, seat, action.to_data(), after])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Played:
    """One applied action with the seat that chose it."""

    seat: str
    action: Action
    chain: str = field(default="", compare=False)
    """Its link in the hash chain (:func:`chain_link`); "" where no chain is kept. Evidence
    about the action, not part of it: two Played are equal whatever their links."""

    def to_data(self) -> dict[str, Any]:
        data = {"seat": self.seat, **self.action.to_data()}
        if self.chain:
            data["chain"] = self.chain
        return data

    @staticmethod
    def from_data(data: Any, chained: bool) -> Played:
        """Read one action of a replay file: exactly its fields, each of its type; a
        ``chain`` link when the file is ``chained``, none otherwise."""
        fields = {"seat", "verb", "argument"} | ({"chain"} if chained else set())
        _exact_fields(data, fields, "an action")
        try:
            action = Action.from_data(data)
        except IllegalAction as error:
            raise ReplayError(str(error)) from None
        chain = _hash(data, "chain") if chained else ""
        if chained and not chain:
            raise ReplayError("'chain' is empty")
        return Played(_text(data, "seat"), action, chain)


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
            readable = " or ".join(map(str, READABLE_VERSIONS))
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
                played.append(Played.from_data(item, bool(setup_hash)))
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
                played if chained else Played(played.seat, played.action) for played in self.history
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
