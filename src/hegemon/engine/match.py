"""Match: a rules module, a state and its action history — apply, undo, replay, verify.

Undo is snapshot based and only within one seat's uninterrupted run of decisions: the
snapshots are cleared whenever an action rolls dice or draws at random, reveals hidden
information, or hands the decision to another seat.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hegemon import __version__
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision, IllegalAction, Outcome
from hegemon.engine.flow import Game
from hegemon.engine.log import LogEntry
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State, clone, state_hash

REPLAY_FORMAT = "hegemon-replay"
REPLAY_VERSION = 1


class ReplayError(ValueError):
    """A replay file that cannot be read, or that does not reproduce its game."""


@dataclass(frozen=True, slots=True)
class Played:
    """One applied action with the seat that chose it."""

    seat: str
    action: Action

    def to_data(self) -> dict[str, Any]:
        return {"seat": self.seat, **self.action.to_data()}

    @staticmethod
    def from_data(data: Any) -> Played:
        if not isinstance(data, dict) or not isinstance(data.get("seat"), str):
            raise ReplayError(f"a played action needs a 'seat': {data!r}")
        return Played(data["seat"], Action.from_data(data))


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
            "actions": [played.to_data() for played in self.actions],
            "state_hash": self.state_hash,
            "note": self.note,
        }

    @staticmethod
    def from_data(data: Any) -> ReplayRecord:
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ReplayError(f'not a hegemon replay (expected "format": "{REPLAY_FORMAT}")')
        if data.get("version") != REPLAY_VERSION:
            raise ReplayError(f"replay version {data.get('version')!r} is not {REPLAY_VERSION}")
        try:
            return ReplayRecord(
                game=str(data["game"]),
                content=str(data.get("content", "")),
                scenario=str(data["scenario"]),
                seed=int(data["seed"]),
                seats=[str(seat) for seat in data["seats"]],
                options=dict(data.get("options", {})),
                actions=[Played.from_data(item) for item in data["actions"]],
                state_hash=str(data.get("state_hash", "")),
                engine=str(data.get("engine", "")),
                note=str(data.get("note", "")),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ReplayError(f"replay field missing or malformed: {error}") from None

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_data(), indent=1, ensure_ascii=False) + "\n", "utf-8")

    @staticmethod
    def load(path: Path) -> ReplayRecord:
        try:
            data = json.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            raise ReplayError(f"{path}: no such file") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ReplayError(f"{path}: not JSON ({error})") from None
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
        return cls(module, module.setup(scenario, seed, seats, options))

    @classmethod
    def replay(cls, record: ReplayRecord, rules: RulesModule | None = None) -> Match:
        """Play a record's actions again from its setup. Raises ReplayError where it fails."""
        module = rules or rules_registry.load(record.game)
        match = cls.new(module, record.scenario, record.seed, record.seats, record.options)
        for number, played in enumerate(record.actions, start=1):
            try:
                match.apply(played.seat, played.action)
            except IllegalAction as error:
                raise ReplayError(
                    f"action {number} ({played.action}) is illegal: {error}"
                ) from None
        return match

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
        meta = self.meta
        return ReplayRecord(
            game=meta["game"],
            content=meta["content"],
            scenario=meta["scenario"],
            seed=meta["seed"],
            seats=list(meta["seats"]),
            options=dict(meta["options"]),
            actions=list(self.history),
            state_hash=self.state_hash(),
            note=note,
        )

    # -- acting --------------------------------------------------------------------------
    def apply(self, seat: str, action: Action) -> list[LogEntry]:
        """Apply a legal action; IllegalAction leaves everything as it was.

        Returns the log entries the action produced.
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
        self.history.append(Played(seat, action))
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
    """Replay a record and compare the final state hash with the stored one."""
    match = Match.replay(record, rules)
    actual = match.state_hash()
    return actual == record.state_hash, actual
