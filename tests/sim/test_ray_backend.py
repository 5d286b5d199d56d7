"""The Ray backend plays the games of the local one: `simulate eotma --games 200 --seed 3
--json` prints the same bytes on a local Ray instance as on local processes. Ray comes with
hegemon's sim extra (make test installs it); without it the test is skipped, saying why."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app

pytest.importorskip(
    "ray",
    reason="Ray is not installed (pip install 'hegemon[sim]'): the Ray backend is not checked",
)

runner = CliRunner()


def test_the_ray_backend_prints_the_local_backends_lines_byte_for_byte() -> None:
    """Both on two workers (the local output is the same on one, tests/engine checks)."""
    command = ["simulate", "eotma", "--games", "200", "--seed", "3", "--json", "--workers", "2"]
    local = runner.invoke(app, command)
    assert local.exit_code == 0, local.output
    on_ray = runner.invoke(app, [*command, "--backend", "ray"])
    assert on_ray.exit_code == 0, on_ray.output
    assert len(on_ray.stdout.splitlines()) == 201
    assert on_ray.stdout == local.stdout


def test_a_cluster_address_where_nothing_answers_is_refused_at_once() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free once the probe closes: nothing listens there
    result = CliRunner().invoke(
        app,
        [
            "simulate",
            "eotma",
            "--games",
            "1",
            "--backend",
            "ray",
            "--ray-address",
            f"127.0.0.1:{port}",
        ],
    )
    assert result.exit_code == 2
    assert f"nothing answers at the Ray cluster address 127.0.0.1:{port}" in result.output


def test_a_local_instance_starts_without_ray_s_token_notice() -> None:
    """Ray turns token authentication on for the instance it starts and would warn that it
    did; the run's own instance needs nothing from the user, so standard error stays empty
    of it (a new process: Ray's logging writes to the real standard error)."""
    command = "from hegemon.cli.main import app; app(prog_name='hegemon')"
    arguments = ["simulate", "eotma", "--games", "2", "--backend", "ray", "--workers", "1"]
    result = subprocess.run(
        [sys.executable, "-c", command, *arguments, "--json"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "Token authentication" not in result.stderr, result.stderr


def test_without_an_address_the_run_starts_its_own_instance_even_where_ray_address_is_set() -> None:
    """RAY_ADDRESS (or a `ray start` on the machine) would make Ray join that cluster, which
    refuses the CPUs a local instance is given (audit15b F2): the run starts its own."""
    command = "from hegemon.cli.main import app; app(prog_name='hegemon')"
    arguments = ["simulate", "eotma", "--games", "2", "--backend", "ray", "--workers", "1"]
    environment = {**os.environ, "RAY_ADDRESS": "127.0.0.1:9"}
    result = subprocess.run(
        [sys.executable, "-c", command, *arguments, "--json"],
        capture_output=True,
        text=True,
        env=environment,
    )
    assert result.returncode == 0, result.stderr + result.stdout
    assert len(result.stdout.splitlines()) == 3  # two games and the summary
