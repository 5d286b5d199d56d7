"""Shared helpers of the eupop tests: broken copies of the shipped pack."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from hegemon.games.eupop.content.loader import PACK


def copy_pack(tmp_path: Path) -> Path:
    folder = tmp_path / "pack"
    shutil.copytree(PACK, folder)
    return folder


def edit(folder: Path, file: str, change: Callable[[Any], None]) -> None:
    """Load a YAML file of the pack, change it in place, write it back."""
    path = folder / file
    data = yaml.load(path.read_text("utf-8"), Loader=yaml.CSafeLoader)
    change(data)
    text = yaml.dump(data, Dumper=yaml.CSafeDumper, sort_keys=False, allow_unicode=True)
    path.write_text(text, "utf-8")
