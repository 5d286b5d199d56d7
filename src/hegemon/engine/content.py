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

M = TypeVar("M", bound=BaseModel)

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
