"""The agent protocol and the random agent.

An agent chooses for one seat that plays by the human rules (a person, a heuristic, a
policy). Bots of a game's own rules are not agents: the rules run them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from hegemon.engine import rng
from hegemon.engine.decision import Action, Decision
from hegemon.engine.serial import State

if TYPE_CHECKING:
    from hegemon.engine.rules import RulesModule


@dataclass(slots=True)
class Observation:
    """What an agent is shown when it must choose.

    ``state`` is the whole state, for agents trusted to read only what their seat may
    see (fast heuristics); :meth:`view` is the seat's own view with hidden fields removed.
    """

    rules: RulesModule
    state: State
    decision: Decision
    _view: State | None = field(default=None, repr=False)

    @property
    def seat(self) -> str:
        return self.decision.seat

    def view(self) -> State:
        if self._view is None:
            self._view = self.rules.view(self.state, self.seat)
        return self._view


class Agent(Protocol):
    name: str

    def choose(self, observation: Observation) -> Action:
        """One of ``observation.decision.actions``."""
        ...


class RandomAgent:
    """Chooses uniformly among the legal actions, with a PCG32 stream of its own."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._record: dict[str, Any] = rng.new_record(seed, stream=1013)

    def choose(self, observation: Observation) -> Action:
        actions = observation.decision.actions
        return actions[rng.below(self._record, len(actions))]


class FirstAgent:
    """Always takes the first legal action: a deterministic baseline for tests."""

    name = "first"

    def __init__(self, seed: int = 0) -> None:
        del seed

    def choose(self, observation: Observation) -> Action:
        return observation.decision.actions[0]


def agent_names(rules: RulesModule) -> list[str]:
    return sorted({"random", "first", *rules.agents})


def make_agent(rules: RulesModule, name: str, seed: int) -> Agent:
    """An agent by name: the kernel's ``random`` and ``first`` or one of the game's own."""
    if name == "random":
        return RandomAgent(seed)
    if name == "first":
        return FirstAgent(seed)
    if name in rules.agents:
        return rules.agents[name](seed)
    raise ValueError(f"no agent {name!r} for {rules.name}; agents: {', '.join(agent_names(rules))}")
