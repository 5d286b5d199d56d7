"""Canonical JSON, stable state hashes and cheap clones of plain-data state.

A game state is a tree of dicts (string keys), lists, strings, ints, bools and None.
Floats are refused: they are the one JSON value whose text differs between machines
and libraries, and no rule needs them.
"""

from __future__ import annotations

import hashlib
import json
import pickle
from typing import Any

State = dict[str, Any]
"""A game state: plain data only (see module docstring)."""


class NotPlainData(TypeError):
    """A value in a state is not plain data (a float, a tuple, an object...)."""


def canonical_json(value: Any) -> str:
    """The one text of a value: sorted keys, no spaces, UTF-8 characters kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: State) -> str:
    """SHA-256 of the canonical JSON of a state, as 64 hex digits."""
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()


_CONTAINERS = (dict, list, tuple, set)


def copy_containers(value: Any) -> Any:
    """A copy of plain data ``value`` that shares none of its containers (dicts, lists,
    tuples, sets) but every other value: what a part of a state was, kept to tell later
    whether it has changed (rules change records in place). The strings are the same
    objects, so comparing the copy with the data again does not read them."""
    kind = type(value)
    if kind is dict:
        return {
            key: copy_containers(item) if type(item) in _CONTAINERS else item
            for key, item in value.items()
        }
    if kind in _CONTAINERS:
        return kind(
            [copy_containers(item) if type(item) in _CONTAINERS else item for item in value]
        )
    return value


def clone(state: State) -> State:
    """A deep copy of plain data; pickle is the fastest deep copy in the standard library."""
    copied: State = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def to_json(state: State) -> str:
    return canonical_json(state)


def from_json(text: str) -> State:
    """Parse a state saved by :func:`to_json`; refuses anything but a JSON object."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise NotPlainData(f"a state is a JSON object, not {type(value).__name__}")
    return value


def check_plain(value: Any, path: str = "") -> None:
    """Raise :class:`NotPlainData` naming the first path that is not plain data."""
    if value is None or isinstance(value, (bool, int, str)):
        return
    if isinstance(value, float):
        raise NotPlainData(f"{path or '/'}: floats are not allowed in a state ({value!r})")
    if isinstance(value, list):
        for index, item in enumerate(value):
            check_plain(item, f"{path}/{index}")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise NotPlainData(f"{path or '/'}: key {key!r} is not a string")
            check_plain(item, f"{path}/{key}")
        return
    raise NotPlainData(f"{path or '/'}: {type(value).__name__} is not plain data")
