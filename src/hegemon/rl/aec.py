"""A PettingZoo AEC environment for a hegemon game: one agent per seat the players take
(docs/rl.md).

Each agent's observation is PettingZoo's dict of ``observation`` (the flat vector of its
view and its own pending decision) and ``action_mask`` (1 for each index legal now;
all 0 while another seat is asked). An action outside the mask raises IllegalAction and
changes nothing. Rewards come at the end of the game (:mod:`hegemon.rl.table`), with
optional score-difference shaping on every step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from hegemon.engine.decision import IllegalAction
from hegemon.engine.rules import RulesModule
from hegemon.rl.table import RENDER_MODES, Table, check_render_mode

Observation = dict[str, Any]


class HegemonAEC(AECEnv):  # type: ignore[misc]  # pettingzoo ships no type information
    """``hegemon.rl.aec_env(game, scenario=, seed=, shaping=)``: a game as an AEC env."""

    def __init__(
        self,
        game: str | RulesModule,
        scenario: str | None = None,
        seed: int = 0,
        shaping: bool = False,
        seats: Sequence[str] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        check_render_mode(render_mode)
        self.table = Table(game, scenario, seats, shaping)
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": f"hegemon_{self.table.rules.name}",
            "is_parallelizable": False,
        }
        self.render_mode = render_mode
        self.possible_agents: list[str] = list(self.table.players)
        self.agents: list[str] = []
        encoding = self.table.encoding
        action_space = spaces.Discrete(encoding.action_count)
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 1.0, (encoding.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (encoding.action_count,), np.int8),
            }
        )
        self.action_spaces = {agent: action_space for agent in self.possible_agents}
        self.observation_spaces = {agent: observation_space for agent in self.possible_agents}
        self._seed = seed
        self._generator: np.random.Generator | None = None
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = ""

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: with ``seed``, the game of that seed; without, the first reset plays
        the environment's seed and each later one a seed drawn from the last seeded one, so
        a run of resets is the same every time."""
        if seed is not None:
            game_seed = seed
            self._generator = np.random.default_rng(seed)
        elif self._generator is None:
            game_seed = self._seed
            self._generator = np.random.default_rng(self._seed)
        else:
            game_seed = int(self._generator.integers(0, 2**31 - 1))
        self.table.new_game(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        decision = self.table.decision()
        if decision is None:
            self.terminations = dict.fromkeys(self.agents, True)
            if self.agent_selection not in self.agents:
                self.agent_selection = self.agents[0]
        else:
            self.agent_selection = decision.seat

    def observe(self, agent: str) -> Observation:
        return {
            "observation": self.table.observation(agent),
            "action_mask": self.table.mask(agent),
        }

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} is asked to decide: its action is an index, not None")
        self.table.play(agent, int(action))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = self.table.step_rewards()
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The board as a spectator sees it and who decides what (``ansi``: returned,
        ``human``: printed)."""
        return self.table.render(self.render_mode)

    def close(self) -> None:
        return None
