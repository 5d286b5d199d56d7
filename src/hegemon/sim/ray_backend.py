"""Ray as a simulation backend (``--backend ray``; Ray comes with hegemon's sim extra).

The games are cut into the same batches as on local processes and each batch is a Ray
task running :func:`hegemon.sim.batch.play_batch`; the results are taken in seed order, a
few batches ahead, so the output is the local backend's byte for byte and memory stays
flat however many games there are. Without an address a local Ray instance is started for
the run and stopped after it; with one (``--ray-address``), the cluster there plays, and
every node must have the same hegemon installed: each task checks that it plays the
driver's version and content, and fails otherwise.

Ray is imported when the backend starts, so nothing else needs it, and Ray's usage
statistics stay off unless the environment turns them on. A local instance runs with Ray's
token authentication, as Ray sets it up by default, without Ray's notice that it did.
"""

from __future__ import annotations

import importlib
import logging
import os
import socket
from collections.abc import Generator, Iterator
from contextlib import contextmanager, nullcontext
from typing import Any

from hegemon import __version__
from hegemon.engine import rules as rules_registry
from hegemon.sim.backends import Backend, BackendError
from hegemon.sim.batch import (
    BATCHES_PER_WORKER,
    Batch,
    GameResult,
    Played,
    batch_size,
    batches,
    in_seed_order,
    play_batch,
)

SIM_EXTRA = "pip install 'hegemon[sim]'"


def load_ray() -> Any:
    """The ``ray`` module; BackendError naming the sim extra when it is not installed."""
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise BackendError(
            f"--backend ray needs Ray, which comes with hegemon's sim extra: {SIM_EXTRA}"
        ) from None


def play_checked(batch: Batch, identity: tuple[str, str]) -> list[GameResult]:
    """:func:`play_batch` on a Ray worker that first checks it has the driver's hegemon:
    ``identity`` is the driver's (version, content id of the game)."""
    here = (__version__, rules_registry.load(batch.game_name).content_id())
    if here != identity:
        raise RuntimeError(
            f"a Ray worker has hegemon {here[0]} with {batch.game_name} content {here[1]}, "
            f"the driver {identity[0]} with {identity[1]}: install the same hegemon on every node"
        )
    return play_batch(batch)


TOKEN_SETUP_LOGGER = "ray._private.authentication.authentication_token_setup"
"""The logger through which Ray says how it set up token authentication."""


@contextmanager
def _without_token_notice() -> Iterator[None]:
    """Ray's warnings about token authentication left out while a local instance starts.

    Ray turns token authentication on for every local instance it starts, makes a token
    (in ~/.ray/auth_token) when there is none, and warns that it did so and how to opt out
    (RAY_AUTH_MODE=disabled). For the run's own instance, stopped after it, this is the safe
    setting and the user has nothing to do, so the warning is noise. Setting RAY_AUTH_MODE
    ourselves would not do: Ray reads it once, when it is imported, and a mode the driver
    and the instance disagree on stops the instance from starting. The cluster's warning
    is kept (see :meth:`RayBackend.start`)."""
    logger = logging.getLogger(TOKEN_SETUP_LOGGER)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


class RayBackend(Backend):
    """Games as Ray tasks, ``cpus`` batches playing at once."""

    def __init__(self, ray: Any, cpus: int, started: bool) -> None:
        self.ray = ray
        self.cpus = cpus
        self.started = started
        """Whether this backend started the Ray instance (and so stops it when closed)."""
        self.remote = ray.remote(play_checked)

    @classmethod
    def start(cls, address: str | None, workers: int | None) -> RayBackend:
        """Connect to the cluster at ``address``, or start a local instance with ``workers``
        CPUs (default: every core); reuse the instance this process already has. At most
        ``workers`` batches play at once (default: every CPU of the instance)."""
        ray = load_ray()
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        started = False
        if not ray.is_initialized():
            settings: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.WARNING}
            if address is None:
                # "local": a new instance of the run's own, even where RAY_ADDRESS is set or
                # `ray start` has run on this machine (Ray would join that one instead)
                settings.update(
                    address="local",
                    num_cpus=workers or os.cpu_count() or 1,
                    include_dashboard=False,
                )
            else:
                _answers(address)
                settings.update(address=address)
            # Joining a cluster, Ray turns token authentication on when this machine has a
            # token and warns how to opt out: whether the cluster wants that token is the
            # user's to know, so that warning stays.
            quiet = _without_token_notice() if address is None else nullcontext()
            try:
                with quiet:
                    ray.init(**settings)
            except Exception as error:
                where = f"the Ray cluster at {address}" if address else "a local Ray instance"
                raise BackendError(f"cannot start {where}: {_first_line(error)}") from None
            started = True
        cpus = workers or int(ray.cluster_resources().get("CPU", 1)) or 1
        return cls(ray, cpus, started)

    def simulate(
        self,
        game_name: str,
        scenario: str | None,
        games: int,
        seed: int,
        seats: dict[str, str],
        options: dict[str, Any] | None = None,
    ) -> Generator[GameResult, None, None]:
        identity = (__version__, rules_registry.load(game_name).content_id())
        size = batch_size(games, self.cpus)
        waiting = batches(game_name, scenario, games, seed, seats, size, options)
        outstanding: dict[int, Any] = {}

        def hand_out(batch: Batch) -> Played:
            reference = self.remote.remote(batch, identity)
            outstanding[id(reference)] = reference

            def results() -> list[GameResult]:
                try:
                    played: list[GameResult] = self.ray.get(reference)
                except self.ray.exceptions.RayTaskError as error:
                    cause = getattr(error, "cause", None)
                    raise (cause if isinstance(cause, Exception) else error) from None
                outstanding.pop(id(reference), None)
                return played

            return results

        try:
            yield from in_seed_order(waiting, self.cpus * (1 + BATCHES_PER_WORKER), hand_out)
        finally:
            for reference in outstanding.values():
                self.ray.cancel(reference)

    def close(self) -> None:
        if self.started:
            self.ray.shutdown()
            self.started = False


REACH_SECONDS = 5.0
"""How long a cluster's address may take to answer before the backend gives up."""


def _answers(address: str) -> None:
    """Refuse at once an address where nothing answers (Ray itself would retry for
    minutes): ``auto`` is Ray's to find; ``[ray://]HOST:PORT`` must take a connection."""
    if address == "auto":
        return
    host, colon, port = address.removeprefix("ray://").rpartition(":")
    if not colon or not port.isdigit() or not host:
        return  # Ray's own message names a malformed address
    try:
        with socket.create_connection((host, int(port)), timeout=REACH_SECONDS):
            pass
    except OSError as error:
        raise BackendError(
            f"nothing answers at the Ray cluster address {address} ({error.strerror or error})"
        ) from None
