"""The server's games: created, loaded from the store, played by seats and AI agents.

Everything here runs under one lock (:attr:`Server.lock`): the store's connection, the
live matches and their narration are used by one thread at a time — a request's or the
AI runner's. Each AI move takes the lock on its own, so requests go on between them.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from hegemon.engine import rules as rules_registry
from hegemon.engine.agents import Agent, Observation, agent_names, make_agent
from hegemon.engine.decision import Action, IllegalAction, RuleNotBuilt, brief, brief_text
from hegemon.engine.match import Match
from hegemon.engine.rng import KEYED
from hegemon.engine.rules import RulesModule, SetupError, UnknownGame
from hegemon.engine.store import StaleWrite, Store, StoredMatch, StoreError
from hegemon.web.errors import BAD_REQUEST, CONFLICT, NOT_FOUND, UNPROCESSABLE, WebError
from hegemon.web.links import AI, BOT, PERSON, SeatLinks, SeatPlayer, Status
from hegemon.web.pages import Narration, action_data, decision_data, map_svg, since_index

SEED_LIMIT = 2**63
LIVE_KEPT = 64
"""How many games the server holds in memory at most; any other is loaded when asked for."""
MATCHES_LISTED = 100
"""The lobby lists the newest games of the store, this many at most."""
T = TypeVar("T")


def ai_name(rules: RulesModule) -> str:
    """The agent an AI seat gets: the game's heuristic where it has one."""
    return "heuristic" if "heuristic" in rules.agents else "random"


@dataclass
class LiveMatch:
    """A match the server holds in memory, with the agents of its AI seats."""

    stored: StoredMatch
    players: dict[str, SeatPlayer]
    agents: dict[str, Agent] = field(default_factory=dict)
    narration: Narration = field(default_factory=Narration)
    problem: str = ""
    """Why the game cannot go on (a rule not built, met by an AI or Bot turn); "" if none."""
    since: dict[str, int] = field(default_factory=dict)
    """Where the log stood at each seat's last action (``why`` tells the Bot turns after)."""
    maps: dict[str | None, tuple[int, str]] = field(default_factory=dict)
    """The last map drawn for each seat, with the version it was drawn at."""

    @property
    def match(self) -> Match:
        return self.stored.match

    @property
    def version(self) -> int:
        return self.stored.number

    def ai_turn(self) -> str | None:
        """The AI seat whose decision is pending, if any (and the game can go on)."""
        decision = self.match.decision()
        if decision is None or self.problem:
            return None
        player = self.players.get(decision.seat)
        return decision.seat if player is not None and player.player == AI else None


class Server:
    """The games of one store file, for the web front end."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.store = Store.open(path, threads=True)
        self.links = SeatLinks(path)
        self.lock = threading.RLock()
        self.live: OrderedDict[int, LiveMatch] = OrderedDict()
        """The games held in memory, the most recently used last (at most LIVE_KEPT)."""
        self.changed = threading.Condition(self.lock)
        """Notified whenever a match changes (the AI runner and the event streams wait)."""
        self.listeners: list[Callable[[int], None]] = []
        """Told the id of each match that changed (the AI runner's queue)."""

    def close(self) -> None:
        with self.lock:
            self.store.close()
            self.links.close()

    @contextmanager
    def locked(self) -> Iterator[None]:
        with self.lock:
            yield

    # -- finding ---------------------------------------------------------------------------
    def rules(self, game: Any) -> RulesModule:
        if type(game) is not str:
            raise WebError(BAD_REQUEST, f"'game' is a game's name, not {brief(game)}")
        try:
            return rules_registry.load(game)
        except UnknownGame as error:
            raise WebError(UNPROCESSABLE, str(error)) from None

    def get(self, match_id: int) -> LiveMatch:
        """The live match ``match_id``, loaded from the store the first time."""
        with self.lock:
            return self._get(match_id)

    def _get(self, match_id: int) -> LiveMatch:
        live = self.live.get(match_id)
        if live is not None:
            self.live.move_to_end(match_id)
            return live
        try:
            stored = self.store.load(match_id)
        except StoreError as error:
            if f"no match {match_id}" in str(error):
                raise WebError(NOT_FOUND, f"no game {match_id} on this server") from None
            raise WebError(CONFLICT, str(error)) from None
        except Exception as error:  # a rule that fails on a game stored by older code
            raise WebError(CONFLICT, f"game {match_id} cannot be loaded: {error!r}") from None
        players = {player.seat: player for player in self.links.players(match_id)}
        live = LiveMatch(stored, players)
        for player in players.values():
            if player.player == AI:
                # an agent's own dice come from the operating system, never from the game's
                # seed: its public choices must say nothing of the seed (decision 0111)
                live.agents[player.seat] = make_agent(
                    stored.match.rules, player.agent, secrets.randbelow(SEED_LIMIT)
                )
        self.live[match_id] = live
        while len(self.live) > LIVE_KEPT:  # the least recently used: loaded again when asked
            self.live.popitem(last=False)
        self._note(match_id, live)
        return live

    def _note(self, match_id: int, live: LiveMatch) -> None:
        """Keep where the game stands for the lobby (read without loading games)."""
        decision = live.match.decision()
        self.links.note(
            match_id,
            Status(
                live.version,
                live.match.outcome is not None,
                None if decision is None else decision.seat,
                live.problem,
            ),
        )

    def _fresh(self, match_id: int, live: LiveMatch) -> LiveMatch:
        """The match as the store holds it: loaded again when another program (``hegemon
        play --resume``, another server) wrote to it since."""
        if self.store.last_number(match_id) == live.version:
            return live
        live.stored.reload()
        live.narration.clear()
        live.maps.clear()
        self._note(match_id, live)
        return live

    def seat(self, match_id: int, token: str) -> str:
        """The seat ``token`` plays in match ``match_id``; 404 when it plays none."""
        with self.lock:
            self.get(match_id)
            seat = self.links.seat_of(match_id, token)
        if seat is None:
            raise WebError(NOT_FOUND, f"this link plays no seat of game {match_id}")
        return seat

    # -- creating --------------------------------------------------------------------------
    def catalogue(self) -> list[dict[str, Any]]:
        """Every game, its scenarios and what a new game may choose (docs/web.md)."""
        games = []
        for name in rules_registry.game_names():
            rules = rules_registry.load(name)
            scenarios = []
            for info in rules.scenarios():
                automated = bool(rules.automated_seats(info, ()))
                scenarios.append(
                    {
                        "name": info.name,
                        "title": info.title,
                        "description": info.description,
                        "seats": list(info.seats),
                        "minimum_seats": info.minimum_seats,
                        "bots": list(info.bots) if automated else [],
                        "automated": automated,
                        "difficulties": list(rules.difficulties()) if automated else [],
                    }
                )
            games.append(
                {
                    "name": name,
                    "title": rules.title,
                    "agents": agent_names(rules),
                    "scenarios": scenarios,
                }
            )
        return games

    def create(self, body: Any) -> dict[str, Any]:
        """A new game as the lobby's form asks for it (docs/web.md): its id and links."""
        if type(body) is not dict:
            raise WebError(BAD_REQUEST, f"a new game is a JSON object, not {brief(body)}")
        unknown = sorted(set(body) - {"game", "scenario", "players", "difficulty", "options"})
        if unknown:
            raise WebError(BAD_REQUEST, f"a new game has no field {brief(unknown[0])}")
        rules = self.rules(body.get("game"))
        scenario = body.get("scenario")
        if scenario is not None and type(scenario) is not str:
            raise WebError(BAD_REQUEST, f"'scenario' is a scenario's name, not {brief(scenario)}")
        try:
            info = rules.scenario(scenario)
        except SetupError as error:
            raise WebError(UNPROCESSABLE, str(error)) from None
        roles = _players(body.get("players"), info.seats, bool(rules.automated_seats(info, ())))
        options = _options(body.get("options"), body.get("difficulty"), BOT in roles.values())
        seats = [seat for seat in info.seats if roles[seat] != BOT]
        try:
            match = Match.new(rules, info.name, secrets.randbelow(SEED_LIMIT), seats, options)
        except (SetupError, RuleNotBuilt) as error:
            raise WebError(UNPROCESSABLE, f"this game cannot be set up: {error}") from None
        agent = ai_name(rules)
        players = [
            SeatPlayer(seat, roles[seat], agent if roles[seat] == AI else "") for seat in info.seats
        ]
        people = [player.seat for player in players if player.player == PERSON]
        with self.lock:
            match_id = self.store.create(match, people=people)
            tokens = self.links.add(match_id, players)
            self.get(match_id)
        self.touched(match_id)
        return {
            "match": match_id,
            "links": {seat: f"/play/{match_id}/{token}" for seat, token in tokens.items()},
            "watch": f"/watch/{match_id}",
        }

    def matches(self) -> list[dict[str, Any]]:
        """The newest matches of the store, newest first (docs/web.md), listed without
        loading any: where each stands is what the server noted when it last changed or
        loaded it (unknown, null, for a game it never opened)."""
        with self.lock:
            statuses = self.links.statuses()
            listed = []
            for summary in reversed(self.store.matches()[-MATCHES_LISTED:]):
                try:
                    rules = rules_registry.load(summary.game)
                    info = rules.scenario(summary.scenario)
                except (UnknownGame, SetupError):
                    continue
                players = {player.seat: player.player for player in self.links.players(summary.id)}
                status = statuses.get(summary.id)
                listed.append(
                    {
                        "match": summary.id,
                        "game": summary.game,
                        "title": rules.title,
                        "scenario": summary.scenario,
                        "created": summary.created,
                        "played": summary.played,
                        "players": {seat: players.get(seat, PERSON) for seat in summary.seats},
                        "bots": list(rules.automated_seats(info, tuple(summary.seats))),
                        "finished": None if status is None else status.finished,
                        "waiting_for": None if status is None else status.waiting_for,
                        "web": bool(players),
                        "problem": "" if status is None else status.problem,
                    }
                )
            return listed

    # -- a seat's page ---------------------------------------------------------------------
    def page(self, match_id: int, seat: str | None, since: int | None = None) -> dict[str, Any]:
        """The page state of ``seat`` (None: a spectator), as docs/web.md describes it."""
        with self.lock:
            live = self._fresh(match_id, self.get(match_id))
            match = live.match
            rules = match.rules
            decision = match.decision()
            lines = live.narration.for_seat(match, seat)
            start = since_index(lines, since)
            info = rules.scenario(match.meta["scenario"])
            seats = tuple(match.meta["seats"])
            live_game = match.outcome is None
            return {
                "match": match_id,
                "game": rules.name,
                "title": rules.title,
                "scenario": info.name,
                "scenario_title": info.title,
                "seat": seat,
                "version": live.version,
                "players": {
                    name: live.players[name].player if name in live.players else PERSON
                    for name in seats
                },
                "bots": list(rules.automated_seats(info, seats)),
                "decision": decision_data(decision, seat),
                "can_undo": seat is not None and self._may_undo(live, seat),
                "commands": (
                    [action_data(action) for action in match.commands(seat)]
                    if seat is not None and live_game
                    else []
                ),
                "status": rules.describe(match.state, seat),
                "log": lines[start:],
                "log_total": len(lines),
                "outcome": None if match.outcome is None else match.outcome.to_data(),
                "problem": live.problem,
            }

    def map(self, match_id: int, seat: str | None) -> str:
        """The map of what ``seat`` sees, drawn from its view."""
        with self.lock:
            live = self.get(match_id)
            drawn = live.maps.get(seat)
            if drawn is not None and drawn[0] == live.version:
                return drawn[1]
            match = live.match
            svg = map_svg(match.rules, match.rules.view(match.state, seat))
            live.maps[seat] = (live.version, svg)
            return svg

    def explain(self, match_id: int, seat: str, verb: Any, argument: Any) -> list[str]:
        """What the game says of one of ``seat``'s options (the terminal's ``?N``)."""
        with self.lock:
            live = self.get(match_id)
            legal = self._legal(live, seat, _action({"verb": verb, "argument": argument}))
            return live.match.rules.explain_action(live.match.state, seat, legal)

    def why(self, match_id: int, seat: str | None, turn: int | None) -> list[str]:
        """The Bots' turns told node by node (the terminal's ``why``): Bot turn ``turn``, or
        those since the seat's last action (the last one when none was)."""
        from hegemon.cli.bots import why

        with self.lock:
            live = self.get(match_id)
            match = live.match
            since = live.since.get(seat, len(match.log)) if seat is not None else len(match.log)
            asked = "why" if turn is None else f"why {turn}"
            return why(match.rules, match.log, min(since, len(match.log)), seat, asked)

    # -- acting ----------------------------------------------------------------------------
    def act(self, match_id: int, seat: str, body: Any) -> None:
        """Take one of ``seat``'s options, if the page saw the current version."""
        version, action = _versioned(body, with_action=True)
        assert action is not None
        with self.lock:
            live = self.get(match_id)
            self._current(live, version)
            legal = self._legal(live, seat, action)
            since = len(live.match.log)
            self._write(live, lambda: live.stored.apply(seat, legal))
            live.since[seat] = since
        self.touched(match_id)

    def command(self, match_id: int, seat: str, body: Any) -> None:
        """Give one of the commands ``seat`` is offered (decision 0110)."""
        version, action = _versioned(body, with_action=True)
        assert action is not None
        with self.lock:
            live = self.get(match_id)
            self._current(live, version)
            if live.match.outcome is not None:
                raise WebError(UNPROCESSABLE, "the game is over: no command is offered")
            self._write(live, lambda: live.stored.command(seat, action))
        self.touched(match_id)

    def undo(self, match_id: int, seat: str, body: Any) -> None:
        """Take back ``seat``'s last action, where the kernel allows it."""
        version, _ = _versioned(body, with_action=False)
        with self.lock:
            live = self.get(match_id)
            self._current(live, version)
            if not self._may_undo(live, seat):
                raise WebError(
                    CONFLICT,
                    "nothing to undo: only your own last actions, with no dice rolled, nothing "
                    "revealed and no other seat's move since",
                )
            self._write(live, live.stored.undo)
            live.narration.clear()
        self.touched(match_id)

    def play_ai(self, match_id: int) -> bool:
        """One move of the AI seat whose decision is pending; whether one was made (or
        tried: a move another program's write made stale is tried again). An agent or a
        rule failing stops that game alone, saying why on its pages."""
        with self.lock:
            live = self._fresh(match_id, self.get(match_id))
            seat = live.ai_turn()
            if seat is None:
                return False
            match = live.match
            try:
                decision = match.decision()
                assert decision is not None
                chosen = live.agents[seat].choose(Observation(match.rules, match.state, decision))
                live.stored.apply(seat, chosen)
            except StaleWrite:
                live.narration.clear()
            except StoreError as error:
                live.problem = f"the game cannot be saved: {error}"
            except Exception as error:  # RuleNotBuilt, or a fault of the agent or the rules
                live.stored.reload()
                live.narration.clear()
                live.problem = f"the game cannot go on: {seat}'s AI move failed: {error}"
            self._note(match_id, live)
        self.touched(match_id)
        return True

    def waiting_on_ai(self) -> list[int]:
        """The web matches that, when the server last noted them, waited on an AI seat (the
        runner looks at each again when the server starts)."""
        with self.lock:
            statuses = self.links.statuses()
            players = {match_id: self.links.players(match_id) for match_id in statuses}
        return [
            match_id
            for match_id, status in sorted(statuses.items())
            if not status.finished
            and any(
                player.seat == status.waiting_for and player.player == AI
                for player in players[match_id]
            )
        ]

    def touched(self, match_id: int) -> None:
        with self.changed:
            self.changed.notify_all()
        for listener in self.listeners:
            listener(match_id)

    def version(self, match_id: int) -> int:
        with self.lock:
            return self._fresh(match_id, self.get(match_id)).version

    # -- helpers ---------------------------------------------------------------------------
    def _current(self, live: LiveMatch, version: int) -> None:
        if version != live.version:
            raise WebError(
                CONFLICT,
                f"the game moved on (version {live.version}, your page showed {version}): "
                "nothing was done; look again and choose",
            )

    def _legal(self, live: LiveMatch, seat: str, action: Action) -> Action:
        decision = live.match.decision()
        if decision is None:
            raise WebError(UNPROCESSABLE, "the game is over: there is nothing to choose")
        if decision.seat != seat:
            raise WebError(UNPROCESSABLE, f"not your decision: waiting for {decision.seat}")
        legal = decision.find(action)
        if legal is None:
            raise WebError(
                UNPROCESSABLE,
                f"{brief_text(action.verb)} {brief(action.argument)} is not one of your "
                "options now",
            )
        return legal

    def _may_undo(self, live: LiveMatch, seat: str) -> bool:
        match = live.match
        decision = match.decision()
        return (
            decision is not None
            and decision.seat == seat
            and match.can_undo
            and bool(match.history)
            and match.history[-1].seat == seat
        )

    def _write(self, live: LiveMatch, change: Callable[[], T]) -> T:
        """Make a change and save it; the store's refusal, an illegal action or a rule not
        built leave the match as the store holds it."""
        try:
            done = change()
        except IllegalAction as error:
            raise WebError(UNPROCESSABLE, str(error)) from None
        except StaleWrite:
            live.narration.clear()
            raise WebError(
                CONFLICT, "the game was played elsewhere meanwhile: nothing was done; look again"
            ) from None
        except RuleNotBuilt as error:
            live.stored.reload()
            live.narration.clear()
            raise WebError(
                UNPROCESSABLE, f"{error}: nothing was done; choose another option"
            ) from None
        except StoreError as error:
            raise WebError(CONFLICT, f"the game cannot be saved: {error}") from None
        self._note(live.stored.id, live)
        return done


def _players(given: Any, seats: tuple[str, ...], automated: bool) -> dict[str, str]:
    """Who plays each seat of a new game: every seat named once, as person, ai or bot."""
    if type(given) is not dict:
        raise WebError(
            BAD_REQUEST, f"'players' maps each seat to person, ai or bot, not {brief(given)}"
        )
    missing = [seat for seat in seats if seat not in given]
    if missing:
        raise WebError(BAD_REQUEST, f"'players' does not say who plays {missing[0]}")
    unknown = [seat for seat in given if seat not in seats]
    if unknown:
        raise WebError(
            BAD_REQUEST, f"no seat {brief(unknown[0])} in this scenario; seats: {', '.join(seats)}"
        )
    roles = (PERSON, AI, BOT) if automated else (PERSON, AI)
    for seat, role in given.items():
        if role not in roles:
            raise WebError(
                BAD_REQUEST, f"seat {seat} is played by {' or '.join(roles)}, not {brief(role)}"
            )
    return {seat: str(given[seat]) for seat in seats}


def _options(given: Any, difficulty: Any, bots: bool) -> dict[str, Any]:
    """A new game's options: those given, the Bots' difficulty, and the keyed generator
    (the server's games have seats that do not share a screen: docs/hidden-information.md)."""
    if given is None:
        given = {}
    if type(given) is not dict or any(
        type(value) not in (str, int, bool) for value in given.values()
    ):
        raise WebError(
            BAD_REQUEST, f"'options' maps names to true, false, numbers or text, not {brief(given)}"
        )
    options: dict[str, Any] = dict(given)
    if "generator" in options:
        raise WebError(BAD_REQUEST, "the server chooses the random generator of its games")
    if difficulty is not None:
        if type(difficulty) is not str:
            raise WebError(BAD_REQUEST, f"'difficulty' is a level's name, not {brief(difficulty)}")
        if not bots:
            raise WebError(BAD_REQUEST, "'difficulty' is for a game with a Bot seat")
        options["difficulty"] = difficulty
    options["generator"] = KEYED
    return options


def _action(data: Any) -> Action:
    try:
        return Action.from_data(data)
    except IllegalAction as error:
        raise WebError(BAD_REQUEST, str(error)) from None


def _versioned(body: Any, with_action: bool) -> tuple[int, Action | None]:
    """The version (and action) a request body names."""
    if type(body) is not dict:
        raise WebError(BAD_REQUEST, f"the body is a JSON object, not {brief(body)}")
    fields = {"version", "action"} if with_action else {"version"}
    missing = sorted(fields - body.keys())
    if missing:
        raise WebError(BAD_REQUEST, f"the body has no {missing[0]!r}")
    extra = sorted(body.keys() - fields)
    if extra:
        raise WebError(BAD_REQUEST, f"the body has a field it cannot have: {brief(extra[0])}")
    version = body["version"]
    if type(version) is not int:
        raise WebError(BAD_REQUEST, f"'version' is a whole number, not {brief(version)}")
    action = _action(body["action"]) if with_action else None
    return version, action
