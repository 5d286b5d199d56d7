"""Where the games of a simulation are played: on local processes (``local``, the default,
nothing to install) or on Ray (``ray``, hegemon's sim extra), a local Ray instance or a
cluster. Either gives the same results in the same order for the same seeds.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Generator
from types import TracebackType
from typing import Any

from hegemon.sim.batch import GameResult, simulate

BACKENDS = ("local", "ray")


class BackendError(RuntimeError):
    """A backend that cannot play here (Ray not installed, a cluster out of reach, an option
    of another backend); the message is one line for the user."""


class Backend(ABC):
    """Plays the games of simulations; closed when done (a ``with`` block closes it)."""

    @abstractmethod
    def simulate(
        self,
        game_name: str,
        scenario: str | None,
        games: int,
        seed: int,
        seats: dict[str, str],
        options: dict[str, Any] | None = None,
    ) -> Generator[GameResult, None, None]:
        """The results of ``games`` games, seeds ``seed`` on, in seed order."""

    def close(self) -> None:
        """Let go of what the backend started; by default nothing."""
        return None

    def __enter__(self) -> Backend:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


class LocalBackend(Backend):
    """Games on ``workers`` local processes (:func:`hegemon.sim.batch.simulate`)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def simulate(
        self,
        game_name: str,
        scenario: str | None,
        games: int,
        seed: int,
        seats: dict[str, str],
        options: dict[str, Any] | None = None,
    ) -> Generator[GameResult, None, None]:
        return simulate(game_name, scenario, games, seed, seats, self.workers, options)


def open_backend(name: str, workers: int | None, address: str | None) -> Backend:
    """The backend ``name`` ready to play: ``workers`` processes (local; default 1) or CPUs
    (Ray: those of the local instance it starts, default every core, or at most that many
    games at once on the cluster at ``address``). Raises BackendError."""
    if name == "local":
        if address is not None:
            raise BackendError("--ray-address is for --backend ray")
        return LocalBackend(workers or 1)
    if name == "ray":
        from hegemon.sim.ray_backend import RayBackend

        return RayBackend.start(address, workers)
    raise BackendError(f"no backend {name!r}; backends: {', '.join(BACKENDS)}")
