"""Each rules package imports on its own, first, in a fresh interpreter: no import cycle
hides behind the order in which module.build() happens to import them."""

from __future__ import annotations

import subprocess
import sys

PACKAGES = (
    "military.routes",
    "military",
    "peace.terms",
    "war",
    "battle",
    "diplomacy",
    "religion",
    "curia",
    "empire",
    "exploration",
    "negotiation",
)


def test_every_rules_package_imports_first() -> None:
    fresh = "[sys.modules.pop(m) for m in list(sys.modules) if m.startswith('hegemon')]"
    script = "import importlib, sys\n" + "\n".join(
        f"{fresh}; importlib.import_module('hegemon.games.eupop.rules.{name}')" for name in PACKAGES
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
