"""Fixtures of the eupop tests."""

from __future__ import annotations

import pytest
import yaml


@pytest.fixture
def libyaml(monkeypatch: pytest.MonkeyPatch) -> None:
    """Parse with libyaml: the same documents, ten times faster than the pure-Python
    parser the kernel's load_yaml uses (syntax-error messages differ, so the syntax-error
    test does not use this)."""
    monkeypatch.setattr(yaml, "safe_load", lambda text: yaml.load(text, Loader=yaml.CSafeLoader))
