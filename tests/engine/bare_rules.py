"""A rules module with procedures and hidden fields and nothing else, for tests of the
kernel's views."""

from __future__ import annotations

from typing import Any

from hegemon.engine.flow import Procedures
from hegemon.engine.rules import HiddenField, RulesModule


def bare_rules(procedures: Procedures, hidden: tuple[HiddenField, ...] = ()) -> RulesModule:
    """A rules module named ``bare`` with ``procedures`` and ``hidden``: no scenario, and
    no setup (asked for one, it fails the test)."""

    class Bare(RulesModule):
        name = "bare"

        def scenarios(self) -> list[Any]:
            return []

        def initial_state(self, *args: Any) -> None:
            raise AssertionError("a bare rules module sets nothing up")

    Bare.hidden = hidden
    return Bare(procedures)
