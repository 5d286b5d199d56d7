"""A static audit of a rules module's procedures: every step name they go to exists.

Reads the source of every procedure class (and the classes it inherits steps from) and
checks each literal target of ``goto``, ``call``, ``hand_over`` and ``ask_in_turn``: the
step must be declared on the procedure that runs the code, and a procedure called or
handed over to must be registered with a ``start`` step. Names passed by position or keyword,
and both branches of a conditional expression, are read. A name computed at run time, or
a target named in a helper outside the procedure's class, cannot be read from the class
and is left to the engine, which refuses it when it runs.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

from hegemon.engine.flow import Procedure, Procedures

_NAMES: dict[str, tuple[tuple[str, str, int], ...]] = {
    "goto": (("step", "step", 0),),
    "call": (("procedure", "procedure", 0), ("step", "then", 1)),
    "hand_over": (("procedure", "procedure", 0),),
    "ask_in_turn": (("procedure", "procedure", 1), ("step", "then", 2)),
}
"""Methods of the game handle that name a step or a procedure: (kind of name, keyword,
position) for each name they take."""


def _targets(cls: type[Procedure]) -> tuple[tuple[str, str, str, int], ...]:
    """(method of the handle, kind of name, name, line) for each literal target in the
    body of ``cls`` itself (not its bases), passed by position or keyword; both branches
    of a conditional expression count."""
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
        for kind, keyword, position in _NAMES.get(method, ()):
            given = next((word.value for word in node.keywords if word.arg == keyword), None)
            if given is None and len(node.args) > position:
                given = node.args[position]
            if given is not None:
                _literal(found, method, kind, given, line)
    return tuple(found)


def _literal(
    found: list[tuple[str, str, str, int]], method: str, kind: str, node: ast.expr, line: int
) -> None:
    if isinstance(node, ast.IfExp):
        _literal(found, method, kind, node.body, line)
        _literal(found, method, kind, node.orelse, line)
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
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
