"""A Gymnasium environment for one seat of a hegemon game against the game's AI agents
(docs/rl.md).

The observation is the seat's flat vector (as in the AEC environment); the legal actions
are ``info["action_mask"]`` and :meth:`HegemonGym.action_masks` (what sb3-contrib's
MaskablePPO reads). An illegal action moves nothing: the step returns the same observation,
a reward of ``-illegal_penalty`` and ``info["illegal_action"] = True``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from hegemon.engine.agents import Agent, Observation, make_agent
from hegemon.engine.rules import RulesModule
from hegemon.rl.encoding import Vector
from hegemon.rl.table import RENDER_MODES, Table, check_render_mode

ILLEGAL_PENALTY = 0.1
"""The default reward of an illegal action, negated."""


class HegemonGym(gymnasium.Env[Vector, np.int64]):
    """``hegemon.rl.gym_env(game, seed=, seat=, opponents=)``: one seat against AI agents."""

    def __init__(
        self,
        game: str | RulesModule,
        scenario: str | None = None,
        seed: int = 0,
        seat: str | None = None,
        opponents: str | Mapping[str, str] = "heuristic",
        shaping: bool = False,
        seats: Sequence[str] | None = None,
        illegal_penalty: float = ILLEGAL_PENALTY,
        render_mode: str | None = None,
    ) -> None:
        check_render_mode(render_mode)
        self.metadata = {"render_modes": list(RENDER_MODES)}
        self.table = Table(game, scenario, seats, shaping)
        players = self.table.players
        self.seat = players[0] if seat is None else seat
        if self.seat not in players:
            raise ValueError(
                f"{self.seat!r} is not a seat of this game; seats: {', '.join(players)}"
            )
        others = [other for other in players if other != self.seat]
        chosen = dict.fromkeys(others, opponents) if isinstance(opponents, str) else dict(opponents)
        missing = [other for other in others if other not in chosen]
        if missing:
            raise ValueError(f"no opponent agent named for {', '.join(missing)}")
        self.opponent_names = {other: chosen[other] for other in others}
        for name in set(self.opponent_names.values()):
            make_agent(self.table.rules, name, 0)
        self.illegal_penalty = illegal_penalty
        self.render_mode = render_mode
        encoding = self.table.encoding
        self.action_space = spaces.Discrete(encoding.action_count)
        self.observation_space = spaces.Box(-1.0, 1.0, (encoding.observation_size,), np.float32)
        self._seed = seed
        self._seeded = False
        self._opponents: dict[str, Agent] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Vector, dict[str, Any]]:
        """A new game: with ``seed``, the game of that seed; without, the first reset plays
        the environment's seed and each later one a seed drawn from the last seeded one."""
        if seed is None and not self._seeded:
            seed = self._seed
        super().reset(seed=seed)
        self._seeded = True
        game_seed = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
        self.table.new_game(game_seed)
        rules = self.table.rules
        self._opponents = {
            other: make_agent(rules, name, game_seed * 16 + self.table.players.index(other))
            for other, name in self.opponent_names.items()
        }
        self._play_opponents()
        return self.table.observation(self.seat), self._info()

    def step(self, action: Any) -> tuple[Vector, float, bool, bool, dict[str, Any]]:
        if self.table.over:
            raise RuntimeError("the game is over: call reset() before another step")
        index = int(action)
        if index not in self.table.legal():
            info = self._info()
            info["illegal_action"] = True
            return self.table.observation(self.seat), -self.illegal_penalty, False, False, info
        self.table.play(self.seat, index)
        self._play_opponents()
        reward = self.table.step_rewards()[self.seat]
        if self.render_mode == "human":
            self.render()
        return self.table.observation(self.seat), reward, self.table.over, False, self._info()

    def _play_opponents(self) -> None:
        table = self.table
        decision = table.decision()
        while decision is not None and decision.seat != self.seat:
            agent = self._opponents[decision.seat]
            table.apply(
                decision.seat, agent.choose(Observation(table.rules, table.state, decision))
            )
            decision = table.decision()

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self.table.mask(self.seat)}
        outcome = self.table.current.outcome
        if outcome is not None:
            info["winners"] = list(outcome.winners)
            info["scores"] = dict(outcome.scores)
        return info

    def action_masks(self) -> NDArray[np.bool_]:
        """The legal actions of the seat's pending decision, for MaskablePPO."""
        return self.table.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        """As the AEC environment's :meth:`~hegemon.rl.aec.HegemonAEC.render`."""
        return self.table.render(self.render_mode)
