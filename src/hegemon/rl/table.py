"""One game as the research environments see it: a Match, the encoding, the seats that
learn, and the rewards (docs/rl.md).

Both environments hold a :class:`Table`. Actions are indices into the game's catalogue;
observations are built from each seat's view alone. The match keeps the history without a
hash chain (the chain costs a state hash per action), so :meth:`Table.record` is a replay
that :func:`hegemon.engine.match.verify` checks by its final state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import gymnasium
import numpy as np
from numpy.typing import NDArray

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision, IllegalAction
from hegemon.engine.match import Match, Played, ReplayRecord
from hegemon.engine.rules import RulesModule
from hegemon.engine.serial import State
from hegemon.rl.encoding import Choice, Encoding, Vector, load_encoding
from hegemon.rl.tokens import TokenEncoding

WIN, DRAW, LOSS = 1.0, 0.0, -1.0
"""Rewards at the end of a game: the only winner, one of several winners, any other seat."""
SHAPING_SCALE = 100.0
"""Score-difference shaping divides a change of the score margin by this."""
RENDER_MODES = ("ansi", "human")
"""``ansi``: render() returns the text; ``human``: it prints it, after every step too."""


def check_render_mode(render_mode: str | None) -> None:
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode is one of {', '.join(RENDER_MODES)}, not {render_mode!r}")


def seating(
    rules: RulesModule, scenario: str | None, seats: Sequence[str] | None
) -> tuple[str, tuple[str, ...]]:
    """The scenario's name and the seats the players take, in seat order: ``seats``, or
    every seat the scenario does not give to the game's Bots. The rules play the seats no
    player takes when they automate them (:meth:`RulesModule.automated_seats`)."""
    info = rules.scenario(scenario)
    if seats is None:
        return info.name, tuple(seat for seat in info.seats if seat not in info.bots)
    unknown = [seat for seat in seats if seat not in info.seats]
    if unknown:
        raise ValueError(
            f"scenario {info.name!r} has no seat {unknown[0]!r}; seats: {', '.join(info.seats)}"
        )
    return info.name, tuple(seat for seat in info.seats if seat in seats)


_UNKNOWN = object()
"""The pending decision not yet asked of the match since the last action."""


class Table:
    """A game between the ``players`` of a scenario, as indices and vectors."""

    def __init__(
        self,
        game: str | RulesModule,
        scenario: str | None = None,
        seats: Sequence[str] | None = None,
        shaping: bool = False,
    ) -> None:
        self.rules = rules_registry.load(game) if isinstance(game, str) else game
        self.scenario, self.players = seating(self.rules, scenario, seats)
        self.encoding: Encoding | TokenEncoding = load_encoding(
            self.rules, self.scenario, self.players
        )
        self.shaping = shaping
        self.match: Match | None = None
        self._choice: Choice | None = None
        self._decision: Decision | object | None = _UNKNOWN
        self._views: dict[str, State] = {}
        self._worked_from: State | None = None
        """The state object the decision, choice and views were worked out of (a state put
        in its place, as a test or a tool may, is worked out again)."""
        self._margins: dict[str, float] = {}

    # -- the game ------------------------------------------------------------------------
    def new_game(self, seed: int) -> None:
        """Set a new game up with ``seed``: the players' seats taken, the Bots' left to the
        rules."""
        match = Match.new(self.rules, self.scenario, seed, list(self.players))
        match.setup_hash = ""
        self.match = match
        self._forget()
        self._margins = self._score_margins()

    def _forget(self) -> None:
        """Drop what was worked out of the state (the pending decision, its choice, the
        views): the state changed."""
        self._choice = None
        self._decision = _UNKNOWN
        self._views = {}

    def _same_state(self) -> None:
        """Forget what was worked out of another state object than the match's now."""
        state = self.current.game.state
        if state is not self._worked_from:
            self._forget()
            self._worked_from = state

    @property
    def current(self) -> Match:
        if self.match is None:
            raise RuntimeError("no game yet: reset the environment first")
        return self.match

    @property
    def state(self) -> State:
        return self.current.state

    def decision(self) -> Decision | None:
        """The pending decision (None once the game is over), always a player's: the rules
        play the Bots' seats themselves."""
        self._same_state()
        if self._decision is _UNKNOWN:
            decision = self.current.decision()
            if decision is not None and decision.seat not in self.players:
                raise RuntimeError(f"{decision.seat} is asked, but no player takes that seat")
            self._decision = decision
        return self._decision  # type: ignore[return-value]

    @property
    def over(self) -> bool:
        return self.current.outcome is not None

    def choice(self) -> Choice | None:
        """Where the pending decision's seat stands in choosing its answer (None once the
        game is over): with a catalogue one step; with a factored action space
        (:mod:`hegemon.rl.tokens`) a step of several, the tokens chosen so far kept."""
        decision = self.decision()
        if self._choice is None:
            if decision is None:
                return None
            encoding = self.encoding
            view = self.view(decision.seat) if encoding.spells_from_view else None
            self._choice = encoding.choice(view, decision)
        return self._choice

    def legal(self) -> Mapping[int, object]:
        """Action index → what it plays, for every option of the pending decision's current
        step (empty once the game is over): the legal action, or a further step of a
        factored choice."""
        choice = self.choice()
        return {} if choice is None else choice.options

    def play(self, seat: str, index: int) -> None:
        """Take the option ``index`` for ``seat``: the action it stands for is applied, or
        (a factored choice) the choice goes on to its next step with nothing applied yet.
        IllegalAction (nothing changes) when it is not an option of ``seat``'s pending
        decision."""
        decision = self.decision()
        choice = self.choice()
        if decision is None or choice is None:
            raise IllegalAction("the game is over; no action is legal")
        if seat != decision.seat:
            raise IllegalAction(f"it is {decision.seat}'s decision, not {seat}'s")
        if index not in choice.options:
            raise IllegalAction(
                f"action {index} is not legal for {seat} at '{decision.prompt}' "
                f"(the mask offers {len(choice.options)} of {self.encoding.action_count})"
            )
        outcome = self.encoding.take(choice, index, decision)
        if isinstance(outcome, Action):
            self.apply(seat, outcome)
        else:
            self._choice = outcome

    def apply(self, seat: str, action: Action) -> None:
        """Apply a legal action (an opponent's, or a player's already checked) and record it
        in the match's history and log, without an undo snapshot."""
        match = self.current
        game = match.game
        game.apply(seat, action)
        match.history.append(Played(seat, action))
        match.log.extend(game.entries)
        game.entries = []
        self._forget()

    def record(self) -> ReplayRecord:
        return self.current.record()

    def state_hash(self) -> str:
        return self.current.state_hash()

    # -- what a seat is given ------------------------------------------------------------
    def observation(self, seat: str) -> Vector:
        """``seat``'s observation: built from its view (``rules.shared_view(state, seat)``,
        equal to ``rules.view``) and its own pending decision."""
        return self.encoding.observation(self.view(seat), seat, self.decision(), self.choice())

    def view(self, seat: str) -> State:
        """``seat``'s view of the state now (``rules.shared_view``), worked out once per
        action (and again when the match's state is another object)."""
        self._same_state()
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.rules.shared_view(self.state, seat)
        return view

    def mask(self, seat: str) -> NDArray[np.int8]:
        """1 for each index ``seat`` may take now (an action, or a token of a factored
        choice); all 0 when it is not asked."""
        decision = self.decision()
        if decision is None or decision.seat != seat:
            return np.zeros(self.encoding.action_count, dtype=np.int8)
        return self.encoding.mask(self.legal())

    # -- rewards -------------------------------------------------------------------------
    def final_rewards(self) -> dict[str, float]:
        """Each player's reward for the outcome: :data:`WIN` for the only winner,
        :data:`DRAW` for each of several winners, :data:`LOSS` for every other seat (all of
        them when no seat wins, as in a lost solitaire game)."""
        outcome = self.current.outcome
        if outcome is None:
            return dict.fromkeys(self.players, 0.0)
        winners = set(outcome.winners)
        shared = DRAW if len(winners) > 1 else WIN
        return {seat: shared if seat in winners else LOSS for seat in self.players}

    def step_rewards(self) -> dict[str, float]:
        """The rewards of the last transition: the outcome's once the game is over, plus,
        with shaping, the change of each player's score margin (its score less the best
        other seat's, or its score alone in a solitaire game) over :data:`SHAPING_SCALE`.
        Shaping telescopes: over a game it adds the final margin less the first one."""
        rewards = self.final_rewards() if self.over else dict.fromkeys(self.players, 0.0)
        if self.shaping:
            margins = self._score_margins()
            for seat in self.players:
                rewards[seat] += (margins[seat] - self._margins[seat]) / SHAPING_SCALE
            self._margins = margins
        return rewards

    def _score_margins(self) -> dict[str, float]:
        if not self.shaping:
            return {}
        scores = self.rules.scores(self.state)
        margins: dict[str, float] = {}
        for seat in self.players:
            others = [score for other, score in scores.items() if other != seat]
            margins[seat] = float(scores.get(seat, 0) - (max(others) if others else 0))
        return margins

    def describe(self) -> str:
        """The board as a spectator sees it and who decides where, as text (not the
        decision's prompt, which may name what only its seat may see)."""
        lines = list(self.rules.describe(self.state, None))
        decision = self.decision()
        outcome = self.current.outcome
        if decision is not None:
            lines.append(f"{decision.seat} to decide ({decision.procedure}.{decision.step})")
        elif outcome is not None:
            winners = ", ".join(outcome.winners) or "no seat"
            lines.append(f"Game over ({outcome.reason}): {winners} won; scores {outcome.scores}")
        return "\n".join(lines)

    def render(self, render_mode: str | None) -> str | None:
        """:meth:`describe` as an environment renders it: returned for ``ansi``, printed for
        ``human``; nothing, with a warning, without a render mode."""
        if render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        text = self.describe()
        if render_mode == "human":
            print(text)
            return None
        return text
