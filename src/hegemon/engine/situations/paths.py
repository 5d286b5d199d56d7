"""Slash paths into a state (``areas/Paris/fortification``, ``stack/0/local``) and the
changes a situation makes through them: values set, and items put on top of a pile."""

from __future__ import annotations

from typing import Any

from hegemon.engine.serial import State, canonical_json


class PathError(KeyError):
    """A path that does not lead anywhere in the state, or a change it cannot take."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def plain(value: Any) -> Any:
    """A value as plain data (tuples become lists), for comparing with YAML."""
    if isinstance(value, tuple | list):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def show(value: Any) -> str:
    """A value as canonical JSON: the way every comparison and message writes it
    (``true`` is not ``1`` there)."""
    return canonical_json(plain(value))


def _step(node: Any, part: str, path: str) -> Any:
    if isinstance(node, dict):
        if part not in node:
            raise PathError(
                f"{path}: no key {part!r} (keys: {', '.join(sorted(map(str, node))[:15])})"
            )
        return node[part]
    if isinstance(node, list):
        try:
            return node[int(part)]
        except (ValueError, IndexError):
            raise PathError(f"{path}: no index {part!r} in a list of {len(node)}") from None
    raise PathError(f"{path}: {part!r} is inside a {type(node).__name__}, not a dict or list")


def read_path(state: State, path: str) -> Any:
    """The value at a slash path of the state."""
    node: Any = state
    for part in path.strip("/").split("/"):
        node = _step(node, part, path)
    return node


def write_path(state: State, path: str, value: Any) -> None:
    """Set the value at a slash path; a missing final dict key is created."""
    parts = path.strip("/").split("/")
    node: Any = state
    for part in parts[:-1]:
        node = _step(node, part, path)
    last = parts[-1]
    if isinstance(node, dict):
        node[last] = value
    elif isinstance(node, list):
        try:
            node[int(last)] = value
        except (ValueError, IndexError):
            raise PathError(f"{path}: no index {last!r} in a list of {len(node)}") from None
    else:
        raise PathError(f"{path}: cannot set {last!r} inside a {type(node).__name__}")


def expand(state: State, pattern: str) -> list[str]:
    """The paths of the state a slash path with ``*`` parts matches (every key of a dict,
    every index of a list at that level), in the state's order."""
    found: list[str] = []

    def walk(node: Any, parts: list[str], at: list[str]) -> None:
        if not parts:
            found.append("/".join(at))
            return
        part, rest = parts[0], parts[1:]
        if isinstance(node, dict):
            keys = [str(key) for key in node] if part == "*" else [part] if part in node else []
            for key in keys:
                walk(node[key], rest, [*at, key])
        elif isinstance(node, list):
            indexes = range(len(node)) if part == "*" else [int(part)] if part.isdigit() else []
            for index in indexes:
                if index < len(node):
                    walk(node[index], rest, [*at, str(index)])

    walk(state, pattern.strip("/").split("/"), [])
    return found


def put_on_top(state: State, path: str, items: list[Any], pool: list[str] | None = None) -> None:
    """Take ``items`` from wherever they are in the list at ``path`` and put them on its
    top, in order, the first to be drawn first; the rest keep their order below them.

    The top of a pile is its first item: every game draws with ``pop(0)``. An item that is
    not in the list is taken from the first other list of ``pool`` that holds it (the
    lists the game keeps items of one kind in, a deck and the hands dealt from it), which
    gets the list's bottom item in exchange, so every list keeps its length."""
    pile = read_path(state, path)
    if not isinstance(pile, list):
        raise PathError(f"{path}: draws are taken from a list, not a {type(pile).__name__}")
    rest = list(pile)
    drawn = []
    for item in items:
        found = _index(rest, item)
        if found is not None:
            drawn.append(rest.pop(found))
            continue
        source, index = _elsewhere(state, pool or [], item)
        if source is None:
            listed = ", ".join(show(kept) for kept in rest[:20])
            more = f" and {len(rest) - 20} more" if len(rest) > 20 else ""
            left = f"({listed}{more})" if rest else "(nothing is left in it)"
            where = f" nor elsewhere in its pool ({', '.join(pool)})" if pool else ""
            raise PathError(f"{path}: {show(item)} is not in the list {left}{where}")
        if not rest:
            raise PathError(
                f"{path}: {show(item)} is in {source}, but the list has no item left to give "
                "in exchange"
            )
        other = read_path(state, source)
        drawn.append(other[index])
        other[index] = rest.pop()
    pile[:] = [*drawn, *rest]


def _index(items: list[Any], item: Any) -> int | None:
    return next((index for index, kept in enumerate(items) if show(kept) == show(item)), None)


def _elsewhere(state: State, pool: list[str], item: Any) -> tuple[str | None, int]:
    for source in pool:
        other = read_path(state, source)
        if isinstance(other, list):
            index = _index(other, item)
            if index is not None:
                return source, index
    return None, 0
