"""A static audit of a rules module's procedures: every step name they go to exists.

Reads the source of every procedure class (and the classes it inherits steps from) and
checks each literal target of ``goto``, ``call``, ``hand_over`` and ``ask_in_turn``: the
step must be declared on the procedure that runs the code, and a procedure called or
handed over to must be registered with a ``start`` step. A target computed at run time
cannot be read from the source and is left to the engine, which refuses it when it runs.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

from hegemon.engine.flow import Procedure, Procedures

_PROCEDURE_FIRST = {"call": 0, "hand_over": 0, "ask_in_turn": 1}
"""Methods of the game handle that name a procedure, and the position of that name."""
_THEN = {"call": 1, "ask_in_turn": 2}
"""Methods that name the caller's step to resume at (keyword ``then``), and its position."""


def _targets(cls: type[Procedure]) -> tuple[tuple[str, str, str, int], ...]:
    """(method of the handle, kind of name, name, line) for each literal target in the
    body of ``cls`` itself (not its bases)."""
    try:
        source = textwrap.dedent(inspect.getsource(cls))
        first_line = inspect.getsourcelines(cls)[1]
    except (OSError, TypeError):
        return ()
    found: list[tuple[str, str, str, int]] = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        method = node.func.attr
        line = first_line + node.lineno - 1
        if method == "goto" and node.args:
            _literal(found, method, "step", node.args[0], line)
        if method in _PROCEDURE_FIRST and len(node.args) > _PROCEDURE_FIRST[method]:
            _literal(found, method, "procedure", node.args[_PROCEDURE_FIRST[method]], line)
        if method in _THEN:
            then = next((word.value for word in node.keywords if word.arg == "then"), None)
            if then is None and len(node.args) > _THEN[method]:
                then = node.args[_THEN[method]]
            if then is not None:
                _literal(found, method, "step", then, line)
    return tuple(found)


def _literal(
    found: list[tuple[str, str, str, int]], method: str, kind: str, node: ast.expr, line: int
) -> None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        found.append((method, kind, node.value, line))


def audit(procedures: Procedures) -> list[str]:
    """Every step or procedure a procedure's code names but that does not exist."""
    problems: list[str] = []
    for name in procedures.names():
        cls = procedures.procedure_class(name)
        steps = set(procedures.steps(name))
        for owner in cls.__mro__:
            if owner is Procedure or not issubclass(owner, Procedure):
                continue
            for method, kind, target, line in _targets(owner):
                where = f"{owner.__module__}:{line} ({name})"
                if kind == "step" and target not in steps:
                    problems.append(f"{where}: {method} names step {target!r}, not declared")
                if kind == "procedure":
                    if target not in procedures:
                        problems.append(f"{where}: {method} names unknown procedure {target!r}")
                    elif "start" not in procedures.steps(target):
                        problems.append(f"{where}: {method} enters {target!r}, which has no start")
    return problems
