"""The example of docs/situations.md is a real case that holds."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app

DOC = Path(__file__).parents[3] / "docs" / "situations.md"


def test_the_every_field_example_runs(tmp_path: Path) -> None:
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"## Every field\n.*?```yaml\n(.*?)```", text, re.S)
    assert block is not None
    case = tmp_path / "every-field.yaml"
    case.write_text(block.group(1), encoding="utf-8")
    result = CliRunner().invoke(app, ["situation", "run", str(case)])
    assert result.exit_code == 0, result.output
    assert "1 passed, 0 failed" in result.output
