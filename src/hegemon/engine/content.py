"""Tools every game's content pack uses: YAML loading and error reports that point to the fault.

A content pack is a folder with a ``pack.yaml`` naming its game
(``game: eotma``, ``name: ...``, ``version: ...``) and YAML files the game's schema
reads. Every problem is reported as file, path inside the file, and reason; a pack
with problems is never half-loaded.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from hegemon.engine.serial import canonical_json

M = TypeVar("M", bound=BaseModel)
P = TypeVar("P")

PACK_FILE = "pack.yaml"

_SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML was built with it (ten times faster), else Python's."""


@dataclass(frozen=True, slots=True)
class ContentProblem:
    file: str
    path: str
    reason: str

    def __str__(self) -> str:
        where = f"{self.file}: {self.path}" if self.path else self.file
        return f"{where}: {self.reason}"


class ContentError(ValueError):
    """A content pack with problems; ``problems`` lists every one found."""

    def __init__(self, problems: Iterable[ContentProblem]) -> None:
        self.problems = list(problems)
        lines = "\n".join(f"  {problem}" for problem in self.problems)
        super().__init__(f"{len(self.problems)} content problem(s):\n{lines}")


def load_yaml(file: Path, root: Path | None = None) -> Any:
    """Parse one YAML file; a missing file or a syntax error becomes a ContentError."""
    name = str(file.relative_to(root)) if root else str(file)
    try:
        text = file.read_text("utf-8")
    except FileNotFoundError:
        raise ContentError([ContentProblem(name, "", "file is missing")]) from None
    except UnicodeDecodeError as error:
        raise ContentError([ContentProblem(name, "", f"not UTF-8 text ({error.reason})")]) from None
    try:
        return yaml.load(text, Loader=_SAFE_LOADER)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise ContentError([ContentProblem(name, where, f"YAML syntax error: {problem}")]) from None


def problems_from_validation(file: str, error: ValidationError) -> list[ContentProblem]:
    """Pydantic's errors as content problems with slash paths."""
    problems = []
    for item in error.errors():
        path = "/".join(str(part) for part in item["loc"])
        problems.append(ContentProblem(file, path, item["msg"]))
    return problems


def validate(model: type[M], data: Any, file: str) -> M:
    """Validate data against a schema model; a ContentError lists every problem."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ContentError(problems_from_validation(file, error)) from None


def pack_game(folder: Path) -> str:
    """The game a pack folder is for, read from its pack.yaml."""
    if not folder.is_dir():
        raise ContentError([ContentProblem(str(folder), "", "not a folder")])
    data = load_yaml(folder / PACK_FILE)
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ContentError([ContentProblem(str(folder / PACK_FILE), "game", "must name the game")])
    game: str = data["game"]
    return game


def folder_digest(folder: Path) -> str:
    """A short hash of every YAML file of a pack (names and bytes), for replay records."""
    digest = hashlib.sha256()
    for file in sorted(folder.rglob("*.yaml")):
        digest.update(str(file.relative_to(folder)).encode("utf-8"))
        digest.update(file.read_bytes())
    return digest.hexdigest()[:16]


def set_in_data(data: Any, file: str, path: str, value: Any) -> None:
    """Set the value at a slash path inside one file's data (keys and list indices; a
    number names a list's index or a number key; the last key of a mapping may be new). A
    path that leads nowhere is a ContentError naming the file and the part not found."""
    parts = path.split("/")
    node = data
    for depth, part in enumerate(parts):
        where = "/".join(parts[: depth + 1])
        if isinstance(node, list):
            if not part.isdigit() or int(part) >= len(node):
                raise ContentError([ContentProblem(file, where, f"no index {part} in the list")])
            key: Any = int(part)
        elif isinstance(node, dict):
            key = next((known for known in node if str(known) == part), part)
            if key not in node and depth < len(parts) - 1:
                raise ContentError([ContentProblem(file, where, "no such key")])
        else:
            raise ContentError([ContentProblem(file, where, "a plain value holds no keys")])
        if depth == len(parts) - 1:
            node[key] = value
        else:
            node = node[key]


def changed_digest(digest: str, changes: dict[str, Any]) -> str:
    """The digest of a pack changed by ``changes`` (slash path -> value)."""
    text = digest + canonical_json(sorted([path, value] for path, value in changes.items()))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def pack_of(rules: Any, kind: type[P], what: str) -> P:
    """The content pack of type ``kind`` (``what``, e.g. "an eotma pack") a rules module
    plays on (its ``content``); a module of another game is a TypeError. Steps reach it
    through ``game.rules``."""
    pack = getattr(rules, "content", None)
    if not isinstance(pack, kind):
        name = getattr(rules, "name", "") or type(rules).__name__
        raise TypeError(f"{name} does not play on {what}")
    return pack
