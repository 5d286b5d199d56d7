"""Schema of ``bots.yaml``: the Bot deck, each Bot realm's removals and targeting charts.

A targeting chart is a tree of die rolls: each level splits the faces 1..6 among its
nodes; a node names a target (a realm, the owner of a province, the realm in an area,
or a vacant territory), optionally a substitute, and may have children rolled between
when its target is invalid (eupop-bots "TARGETING CHARTS").
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from hegemon.games.eupop.content.schema_common import Age, Strict

BotAction = Literal[
    "event",
    "military",
    "diplomacy",
    "naval",
    "explore",
    "colonize",
    "unrest",
    "spy",
    "papal_curia",
    "convert",
    "focus_economic",
    "focus_expansion",
    "focus_political",
    "focus_warfare",
    "idea",
]


class BotCard(Strict):
    id: int = Field(ge=1, le=99)
    first: BotAction
    second: BotAction | None = None
    war: BotAction | None = None
    """Replaces the first action while the Bot is at war."""
    cost: int = Field(ge=0, le=5)
    discard: Literal["administrative", "diplomatic", "military"] | None = None
    """The action deck whose top card is discarded when this card is drawn."""


class Target(Strict):
    realm: str | None = None
    owner_of: str | None = None
    """A province: its lawful owner."""
    realm_in: str | None = None
    """An area: the realm with its capital there, else the most tax value owned there."""
    vacant_territory: str | None = None

    @model_validator(mode="after")
    def _one(self) -> Target:
        named = [value for value in self.model_dump().values() if value is not None]
        if len(named) != 1:
            raise ValueError(
                "a target names exactly one of realm, owner_of, realm_in, vacant_territory"
            )
        return self


class ChartNode(Strict):
    faces: list[int] = Field(min_length=1, max_length=6)
    target: Target
    substitute: Target | None = None
    children: list[ChartNode] = Field(default_factory=list)


class BotRealm(Strict):
    removals: dict[Age, list[int]]
    """Age → ids of the Bot cards taken out of this realm's deck for that Age."""
    military: list[ChartNode] = Field(min_length=1)
    diplomatic: list[ChartNode] = Field(min_length=1)


class BotsFile(Strict):
    deck: list[BotCard] = Field(min_length=1)
    realms: dict[str, BotRealm] = Field(min_length=1)
