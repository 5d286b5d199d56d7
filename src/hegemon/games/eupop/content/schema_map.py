"""Schema of ``map.yaml``: areas with their provinces, sea zones, borders and trade nodes.

Cross-references (a port faces a sea zone on its area's coast, a border names known
areas, ...) are checked by :mod:`hegemon.games.eupop.world.geography` when the tables
are built.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from hegemon.games.eupop.content.schema_common import Point, Religion, Strict

TownSlot = Literal["small", "large"]
PortKind = Literal["port", "island", "inactive"]
"""An ordinary port, an island port (sieged only with a ship in a zone it faces), or an
inactive distant port (grayed out until the province holds a town, colonist or token)."""


class Port(Strict):
    kind: PortKind = "port"
    faces: list[str] = Field(min_length=1)
    """Sea zones the port faces."""


class KeyProvince(Strict):
    node: str
    """The trade node this key province gives trade power in."""
    plus: int = Field(default=0, ge=0, le=3)
    """Printed "+" marks, each one more trade power."""


class Province(Strict):
    town: TownSlot
    """The town slot printed on the province (the size of town placed at setup)."""
    tax_value: int = Field(ge=1, le=5)
    port: Port | None = None
    key: KeyProvince | None = None
    capital: bool = False
    """A capital is printed here (a realm's natural capital must be one)."""
    flag: str | None = None
    """The realm whose flag is printed here (its lawful owner unless a scenario says
    otherwise); None on vacant territories."""
    territory: int | None = Field(default=None, ge=1, le=6)
    """On a distant continent: the exploration number of a territory (vacant until colonized)."""
    at: Point


class Area(Strict):
    religion: Religion
    religion_slot: str | None = None
    """Areas naming the same slot share one religion token (default: the area's own)."""
    hre: bool = False
    elector: bool = False
    continent: str = "europe"
    """``europe`` is the main map; any other name is a distant continent."""
    provinces: dict[str, Province] = Field(min_length=1)
    at: Point


class SeaZone(Strict):
    distant: bool = False
    pacific: bool = False
    """Crossing it is the Pacific crossing (one more monarch power of any type)."""
    galleys: bool = False
    """Galley waters: a fleet may hold galleys here; a fleet ending a naval move in a zone
    without this mark disbands its galleys (interpretation: EUPOP-M12)."""
    trade_protection: int = Field(default=0, ge=0, le=4)
    """Trade-protection slots printed in this zone (for the node named by ``node``)."""
    node: str | None = None
    """The maritime trade node this zone's trade-protection slots serve."""
    coasts: list[str] = Field(default_factory=list)
    """Areas bordering this sea zone."""
    at: Point


class TradeRow(Strict):
    normal: int = Field(ge=0, le=20)
    expanded: int = Field(ge=0, le=20)


class TradeNode(Strict):
    kind: Literal["maritime", "inland"]
    secondary_of: str | None = None
    """A secondary node names its primary node."""
    distant: bool = False
    area: str | None = None
    """An inland node's area."""
    sea_zones: list[str] = Field(default_factory=list)
    """Sea zones a maritime node lies in."""
    rows: list[TradeRow] = Field(min_length=1, max_length=6)
    at: Point


class Border(Strict):
    between: list[str] = Field(min_length=2, max_length=2)
    mountain: bool = False


class MapFile(Strict):
    areas: dict[str, Area] = Field(min_length=1)
    sea_zones: dict[str, SeaZone] = Field(default_factory=dict)
    land_borders: list[Border] = Field(default_factory=list)
    sea_borders: list[list[str]] = Field(default_factory=list)
    """Pairs of sea zones sharing a border."""
    trade_nodes: dict[str, TradeNode] = Field(default_factory=dict)
    width: int = Field(default=1000, ge=100, le=2000)
    height: int = Field(default=800, ge=100, le=2000)
