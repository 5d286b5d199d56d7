"""The Ray backend plays the games of the local one: `simulate eotma --games 200 --seed 3
--json` prints the same bytes on a local Ray instance as on local processes. Ray comes with
hegemon's sim extra (make test installs it); without it the test is skipped, saying why."""

from __future__ import annotations

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
