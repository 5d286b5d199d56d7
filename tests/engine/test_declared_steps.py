"""Every step that a shipped game's procedures go to, return to or call exists."""

from __future__ import annotations

import pytest

from hegemon.engine import rules as registry
from hegemon.engine.audit import audit


@pytest.mark.parametrize("game", ["eotma", "eupop"])
def test_every_step_name_a_procedure_goes_to_exists(game: str) -> None:
    procedures = registry.load(game).procedures
    assert audit(procedures) == []
    assert "in_turn" in procedures.names()
