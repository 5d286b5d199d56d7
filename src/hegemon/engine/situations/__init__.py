"""Situations: rule cases as data (docs/situations.md), and the runner used by pytest and
the CLI.

A situation sets a game up (on changed content if it says so, up to a named step if it
says so), overrides parts of the state, puts chosen items on top of piles, forces dice,
optionally starts a procedure (under the kernel's case caller when it ends), applies
actions with what must hold before and after each, and compares state paths, log entries
present and absent, the pending decision, the started procedure's result and named
queries with what the rule says they must be.
"""

from hegemon.engine.situations.format import Situation, load
from hegemon.engine.situations.paths import PathError, put_on_top, read_path, write_path
from hegemon.engine.situations.runner import (
    Case,
    CaseError,
    SituationResult,
    cited_rules,
    prepare,
    run,
    run_file,
)

__all__ = [
    "Case",
    "CaseError",
    "PathError",
    "Situation",
    "SituationResult",
    "cited_rules",
    "load",
    "prepare",
    "put_on_top",
    "read_path",
    "run",
    "run_file",
    "write_path",
]
