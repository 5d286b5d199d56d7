"""Shared pieces of the eupop content schema."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

PowerType = Literal["administrative", "diplomatic", "military"]
POWER_TYPES: tuple[PowerType, ...] = ("administrative", "diplomatic", "military")
Age = Literal[1, 2, 3, 4]
Religion = Literal[
    "catholic", "protestant", "counter_reformed", "orthodox", "sunni", "shia", "pagan", "diverse"
]
"""Religions of areas and realms; ``diverse`` (Diverse Faiths) is never a state religion."""
MilestoneType = Literal["economic", "expansion", "political", "warfare"]


class Strict(BaseModel):
    """Every content model: unknown fields are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Point(Strict):
    """Where a thing is drawn, in map units (0..1000 wide)."""

    x: int = Field(ge=0, le=2000)
    y: int = Field(ge=0, le=2000)
