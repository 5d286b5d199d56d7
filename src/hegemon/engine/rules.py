"""The rules-module contract and the registry of games.

A rules module is an instance of a :class:`RulesModule` subclass. The kernel asks it for
scenarios, for an initial state, for its procedures, and for scores and invariants;
everything else happens through the procedure stack (:mod:`hegemon.engine.flow`).

Keys of the state reserved by the kernel: ``meta``, ``stack``, ``rng``, ``outcome``.
Every other top-level key belongs to the rules module.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hegemon import __version__
from hegemon.engine import rng
from hegemon.engine.decision import Action, IllegalAction
from hegemon.engine.flow import SEALED, Game, Procedures, Watcher
from hegemon.engine.log import LogEntry
from hegemon.engine.serial import State, clone

if TYPE_CHECKING:
    from hegemon.engine.agents import Agent

AgentFactory = Callable[[int], "Agent"]
"""Builds an agent from a seed."""


class SetupError(ValueError):
    """A scenario, seat list or option that the rules module cannot set up."""


@dataclass(frozen=True, slots=True)
class ScenarioInfo:
    name: str
    title: str
    seats: tuple[str, ...]
    """The seats this scenario offers, in seat order."""
    minimum_seats: int = 1
    description: str = ""
    bots: tuple[str, ...] = ()
    """The seats the scenario gives to the game's Bots when it is played as written (eupop's
    ``bot: true`` realms): ``play`` and ``demo`` leave them to the Bots unless told otherwise."""


@dataclass(frozen=True, slots=True)
class HiddenField:
    """A part of the state some seats may not see.

    ``path`` is slash-separated; ``*`` matches every key of a dict or every index of a
    list at that level (so ``stack/*/local/...`` reaches into every frame). ``owner_level``
    names the ``*`` (counted from 0) whose key is the seat allowed to see the field; None
    hides it from every seat. Fields that share a ``pool`` hold items of one kind that the
    rules may move between them (a deck and the hands dealt from it): the secrets check
    (:mod:`hegemon.engine.secrets`) exchanges items among them.
    """

    path: str
    owner_level: int | None = None
    pool: str | None = None


KERNEL_OPTIONS = ("generator",)
"""Setup options the kernel takes for itself (kept in ``meta/options`` so a replay sets
the game up the same way, never passed to the game): ``generator`` names the random
generator (:mod:`hegemon.engine.rng`: ``pcg32``, the default, or ``blake2b``, for games
whose seats do not share one screen)."""

SEALED_FRAME_DATA = HiddenField(f"stack/*/local/{SEALED}/*", owner_level=1)
"""The kernel's own hidden field: a frame's sealed data, each seat's for that seat alone."""
SEALED_RESULT = HiddenField(f"stack/*/local/result/{SEALED}/*", owner_level=1)
"""A callee's sealed result (``ask_in_turn(..., sealed=True)``) while its caller holds it."""


class RulesModule(ABC):
    """One game's rules. Subclasses set ``name``, ``title`` and ``hidden`` and fill the
    abstract methods; an instance is built with the game's procedures and agents."""

    name: str = ""
    title: str = ""
    hidden: tuple[HiddenField, ...] = ()

    def __init__(
        self, procedures: Procedures, agents: dict[str, AgentFactory] | None = None
    ) -> None:
        self.procedures = procedures
        self.agents: dict[str, AgentFactory] = dict(agents or {})

    @abstractmethod
    def scenarios(self) -> list[ScenarioInfo]:
        """Every scenario this game ships."""

    @abstractmethod
    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        """Fill ``game.state`` (meta, rng and an empty stack are there) and push the first
        procedure. Randomness of setup is drawn through ``game``."""

    def with_content(self, changes: dict[str, Any]) -> RulesModule:
        """The same game on a copy of its content with ``changes`` made: slash paths into
        the pack's data (the first part names the file, e.g. ``year_cards/0/bands/1``) →
        new values. Situations use it to play a case on content of their own; the copy is
        checked like any pack, and the changed game has its own content id."""
        raise SetupError(f"{self.name} takes no content changes")

    def put_first(self, state: State, seat: str) -> None:
        """Make ``seat`` the first of those still to act in the turn order the state
        records (situations use it to choose who acts first). Raises SetupError when the
        game cannot."""
        raise SetupError(f"{self.name} cannot put a seat first")

    def content_id(self) -> str:
        """A short identity of the content this module plays (a hash of its pack)."""
        return "builtin"

    def scores(self, state: State) -> dict[str, int]:
        """Current score of each seat (the final score once the game is over)."""
        return {seat: 0 for seat in state["meta"]["seats"]}

    def invariants(self, state: State) -> list[str]:
        """Broken invariants of a state, each as a sentence; empty when all hold."""
        return []

    def round_number(self, state: State) -> int | None:
        """The number of the round in progress, counted from 1 (the last round once the game
        is over); None for a game that is not played in rounds. Simulation reports read it
        as a game's length in rounds."""
        return None

    def describe(self, state: State, seat: str | None) -> list[str]:
        """A short board summary for a terminal, as lines."""
        return []

    def queries(self) -> dict[str, Callable[..., Any]]:
        """Named questions about a state, each called as ``query(state, **args)``; situation
        tests check them by name."""
        return {}

    def glossary(self) -> list[tuple[str, str]]:
        """The game's words and notations, each with a short explanation, for a player
        (the terminal's ``h``). Empty: none."""
        return []

    def arrangements(self) -> dict[str, Callable[..., Any]]:
        """Named changes to a state, each called as ``arrange(state, **args)``, made by the
        same functions the rules use (starting a war, say), so a situation sets up what
        would take many hand-written paths and keeps the state's indexes right. Each raises
        ValueError when the change is impossible."""
        return {}

    def reindex(self, state: State) -> None:
        """Rebuild what the state keeps derived from its own data (an index) after a
        situation wrote paths into it directly; by default there is nothing to rebuild."""
        return None

    def narrate(self, entry: LogEntry) -> str:
        """A log entry as a sentence a player reads; by default its structured text. An
        empty string keeps the entry out of a terminal's running log (e.g. the dice behind
        a result the next entry states); it stays in the log and the replay."""
        return str(entry)

    def automated_seats(self, scenario: ScenarioInfo, seats: tuple[str, ...]) -> tuple[str, ...]:
        """The seats of ``scenario`` the rules play by themselves when only ``seats`` are
        taken (a game's Bots), in the scenario's order. By default none: a seat nobody
        takes is out of the game. Commands read it to offer ``--bots``."""
        return ()

    def difficulties(self) -> tuple[str, ...]:
        """The levels the game option ``difficulty`` takes for its Bots, easiest first; empty
        for a game without Bots. Front ends offer them (the browser's new-game form)."""
        return ()

    def commands(self, state: State, seat: str) -> list[Action]:
        """The commands ``seat`` may give now, outside its decisions (decision 0110): e.g.
        conceding, or handing its seat to a Bot. By default none, so a game without
        commands is unchanged. Nothing asks for a command; a front end offers them."""
        return []

    def command(self, game: Game, seat: str, action: Action) -> None:
        """Apply one of :meth:`commands` (``action`` is the offered one, with its label).
        A command may set a record in the state and log entries, nothing else: no dice,
        no draw, no change to the procedure stack (the rules act on the record at their
        own moment); :meth:`hegemon.engine.match.Match.command` checks it and keeps it in
        the history. By default no command exists."""
        raise IllegalAction(f"{self.name} has no commands")

    def explain_action(self, state: State, seat: str, action: Action) -> list[str]:
        """What choosing ``action`` would do and cost, as lines a terminal shows on demand
        (never while playing: this may be as slow as the game needs). Empty: nothing more
        to say than the action's label."""
        return []

    # -- provided ----------------------------------------------------------------------
    def scenario(self, name: str | None) -> ScenarioInfo:
        available = self.scenarios()
        if name is None:
            return available[0]
        for info in available:
            if info.name == name:
                return info
        names = ", ".join(info.name for info in available)
        raise SetupError(f"{self.name} has no scenario {name!r}; scenarios: {names}")

    def setup(
        self,
        scenario: str | None = None,
        seed: int = 0,
        seats: list[str] | None = None,
        options: dict[str, Any] | None = None,
        watchers: tuple[Watcher, ...] = (),
    ) -> Game:
        """A new game, advanced to its first decision; ``watchers`` see its checkpoints from
        the start (a game with no seat is played to its end here)."""
        info = self.scenario(scenario)
        chosen = info.seats if seats is None else tuple(seats)
        unknown = [seat for seat in chosen if seat not in info.seats]
        if unknown:
            raise SetupError(
                f"scenario {info.name!r} has no seat {unknown[0]!r}; seats: {', '.join(info.seats)}"
            )
        if len(set(chosen)) != len(chosen):
            raise SetupError(f"a seat is named twice in {list(chosen)}")
        if len(chosen) < info.minimum_seats:
            needed = info.minimum_seats
            raise SetupError(
                f"scenario {info.name!r} needs at least {needed} seat{'' if needed == 1 else 's'}"
            )
        game_options = {
            key: value for key, value in (options or {}).items() if key not in KERNEL_OPTIONS
        }
        generator = (options or {}).get("generator", rng.ALGORITHM)
        if generator not in rng.ALGORITHMS:
            raise SetupError(
                f"no random generator {generator!r}; generators: {', '.join(rng.ALGORITHMS)}"
            )
        state: State = {
            "meta": {
                "game": self.name,
                "content": self.content_id(),
                "scenario": info.name,
                "seed": seed,
                "seats": list(chosen),
                "options": dict(options or {}),
                "engine": __version__,
            },
            "rng": rng.new_record(seed, algorithm=generator),
            "stack": [],
            "outcome": None,
        }
        game = Game(state, self.procedures, self, watchers)
        self.initial_state(info, chosen, game_options, game)
        game.advance()
        return game

    def resume(self, state: State) -> Game:
        """A handle on a saved state."""
        return Game(state, self.procedures, self)

    def view(self, state: State, seat: str | None) -> State:
        """What ``seat`` may see (None: a spectator): hidden fields removed, and while the
        game is live neither the generator nor the seed, from which the hidden fields could
        be rebuilt (docs/hidden-information.md). A copy of its own, the caller's to keep."""
        return clone(self._seen(state, seat))

    def shared_view(self, state: State, seat: str | None) -> State:
        """The same as :meth:`view` (equal to it), without copying the whole state: only the
        containers on the way to a field it removes are copied, every other part is the
        state's own. Read it and let it go; never change it, nor the state while it is read
        (the research environments build each observation from one). A game that makes
        its own :meth:`view` gets that."""
        if type(self).view is not RulesModule.view:
            return self.view(state, seat)
        return self._seen(state, seat)

    def _seen(self, state: State, seat: str | None) -> State:
        """The view, sharing with ``state`` every part it does not change."""
        seen = dict(state)
        del seen["rng"]
        if seen.get("outcome") is None and "seed" in seen["meta"]:
            meta = dict(seen["meta"])
            del meta["seed"]
            seen["meta"] = meta
        hiding = self.__dict__.get("_hiding")
        if hiding is None:
            hiding = self.__dict__["_hiding"] = _hiding_tree(self.hidden_fields())
        return _hide(seen, hiding, (), seat, {id(seen): seen})  # type: ignore[no-any-return]

    def hidden_fields(self) -> tuple[HiddenField, ...]:
        """The game's hidden fields and the kernel's (sealed frame data)."""
        return (*self.hidden, SEALED_FRAME_DATA, SEALED_RESULT)


@dataclass(frozen=True, slots=True)
class _Hidden:
    """The end of a hidden field's path in a :func:`_hiding_tree`: the field is replaced for
    every seat but its owner (under each ``owner_levels``, one per field declared at this
    path; None: no seat is its owner); the owner still may not see the fields ``below``."""

    owner_levels: tuple[int | None, ...]
    below: HidingTree

    def seen_by(self, seat: str | None, matched: tuple[str, ...]) -> bool:
        return all(
            level is not None and level < len(matched) and matched[level] == seat
            for level in self.owner_levels
        )


HidingTree = dict[str, "HidingTree | _Hidden"]
"""The hidden fields' paths merged into one tree (a part → what lies under it, or the end
of a field), so a view walks each part of the state the fields share once: every frame of
the stack once for both of the kernel's fields."""


def _hiding_tree(fields: tuple[HiddenField, ...]) -> HidingTree:
    tree: HidingTree = {}
    for hidden in fields:
        *parts, end = hidden.path.split("/")
        node = tree
        for part in parts:
            child = node.setdefault(part, {})
            node = child.below if isinstance(child, _Hidden) else child
        there = node.get(end)
        if isinstance(there, _Hidden):
            node[end] = _Hidden((*there.owner_levels, hidden.owner_level), there.below)
        else:
            node[end] = _Hidden((hidden.owner_level,), there or {})
    return tree


def _hide(
    node: Any, tree: HidingTree, stars: tuple[str, ...], seat: str | None, fresh: dict[int, Any]
) -> Any:
    """``node`` with the fields ``tree`` names replaced by "hidden" (but an owner's own, where
    a field's ``owner_level`` says which ``*`` matched the seat's name), changing ``node``
    only if it is one of the ``fresh`` copies: ``node`` itself when nothing under it is
    hidden, else a fresh copy with the fields replaced (the copies made are added to
    ``fresh``). ``stars`` are the keys the ``*`` parts above matched."""
    kind = type(node)
    if kind is dict:
        keys: Any = node
    elif kind is list:
        keys = range(len(node))
    else:
        return node
    every = tree.get("*")
    if len(tree) == 1 and isinstance(every, _Hidden) and None in every.owner_levels:
        hidden = dict.fromkeys(node, "hidden") if kind is dict else ["hidden"] * len(node)
        fresh[id(hidden)] = hidden
        return hidden if hidden != node else node
    result = node
    for part, below in tree.items():
        if part == "*":
            named = [(key, (*stars, str(key))) for key in keys]
        elif kind is dict:
            if part not in node:
                continue
            named = [(part, stars)]
        elif part.isdigit() and int(part) < len(node):
            named = [(int(part), stars)]
        else:
            continue
        for key, matched in named:
            subtree: HidingTree
            if isinstance(below, _Hidden):
                if not below.seen_by(seat, matched):
                    result = _own(result, fresh)
                    result[key] = "hidden"
                    continue
                if not below.below:
                    continue
                subtree = below.below  # what its owner still may not see
            else:
                subtree = below
            child = result[key]
            changed = _hide(child, subtree, matched, seat, fresh)
            if changed is not child:
                result = _own(result, fresh)
                result[key] = changed
    return result


def _own(node: Any, fresh: dict[int, Any]) -> Any:
    """``node`` when it is a fresh copy already, else a fresh shallow copy of it (``fresh``
    holds each copy by its id, and so keeps it alive while the ids are compared)."""
    if id(node) in fresh:
        return node
    copy = dict(node) if isinstance(node, dict) else list(node)
    fresh[id(copy)] = copy
    return copy


_GAMES: dict[str, str] = {
    "eotma": "hegemon.games.eotma.module:RULES",
    "eupop": "hegemon.games.eupop.module:RULES",
}
_LOADED: dict[str, RulesModule] = {}


class UnknownGame(LookupError):
    pass


def register(module: RulesModule) -> None:
    """Make a rules module known by its name (tests register their own small games)."""
    _LOADED[module.name] = module


def game_names() -> list[str]:
    return sorted(set(_GAMES) | set(_LOADED))


def load(name: str) -> RulesModule:
    """The rules module of a game by name."""
    if name in _LOADED:
        return _LOADED[name]
    if name not in _GAMES:
        raise UnknownGame(f"no game named {name!r}; games: {', '.join(game_names())}")
    module_path, attribute = _GAMES[name].split(":")
    try:
        module = importlib.import_module(module_path)
    except ModuleNotFoundError as error:
        raise UnknownGame(f"game {name!r} is not built yet ({error})") from None
    rules: RulesModule = getattr(module, attribute)
    _LOADED[name] = rules
    return rules
