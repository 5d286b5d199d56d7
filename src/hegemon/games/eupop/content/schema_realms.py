"""Schema of ``realms.yaml``, ``components.yaml`` and ``scenarios.yaml``."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from hegemon.games.eupop.content.schema_common import POWER_TYPES, Age, Religion, Strict

RealmKind = Literal["major", "npr", "dnpr", "papal_states"]
"""``major``: may be a player realm (human or Bot); ``npr``: a non-player realm;
``dnpr``: a distant NPR placed by tokens; ``papal_states``: always Catholic, never a vassal."""


class Realm(Strict):
    name: str
    kind: RealmKind
    color: str = Field(pattern=r"^#[0-9a-f]{6}$")
    religion: Literal["catholic", "protestant", "orthodox", "sunni", "shia", "pagan"]
    capital: str
    """The natural capital province."""
    muslim: bool = False
    dnpr_color: str | None = None
    """For a DNPR: the colour the DNPR Expansion effect picks it by."""


class RealmsFile(Strict):
    realms: dict[str, Realm] = Field(min_length=1)


class Supply(Strict):
    """The tokens one player realm has (aid "Token Limits"; Bot rules "Token Limitations")."""

    small_towns: int = Field(ge=1)
    large_towns: int = Field(ge=1)
    cubes: int = Field(ge=1)
    claims: int = Field(ge=1)
    """Claim tokens (numbered 1..n)."""
    cores: int = Field(ge=1)
    """Core tokens (numbered after the claims)."""
    alliances: int = Field(ge=1)
    marriages: int = Field(ge=1)
    merchants: int = Field(ge=1)
    colonists: int = Field(ge=0)
    vassal_tokens: int = Field(ge=1)
    infantry: int = Field(ge=1)
    cavalry: int = Field(ge=1)
    artillery: int = Field(ge=1)
    light_ships: int = Field(ge=1)
    heavy_ships: int = Field(ge=1)
    galleys: int = Field(ge=1)
    armies: int = Field(ge=1)
    fleets: int = Field(ge=1)


class ComponentsFile(Strict):
    player: Supply
    rebels: int = Field(ge=1)
    """Rebel units in the box."""
    npr_units: int = Field(ge=1)
    monarch_power_limit: int = Field(ge=1)
    stability_limit: int = Field(ge=1)
    manpower_limit: int = Field(ge=1)
    influence_per_area: int = Field(ge=1)


LandUnit = Literal[
    "infantry",
    "cavalry",
    "artillery",
    "mercenary_infantry",
    "mercenary_cavalry",
    "mercenary_artillery",
    "allied_infantry",
    "allied_cavalry",
]
Units = dict[LandUnit, int]
Ships = dict[Literal["light_ship", "heavy_ship", "galley"], int]


class PlayerRealmSetup(Strict):
    """A player realm's starting position (the scenario's setup card)."""

    bot: bool = False
    """Always played by a Bot (a solo scenario's opponents); not a seat."""
    capital: str | None = None
    """Defaults to the realm's natural capital."""
    provinces: list[str] = Field(min_length=1)
    """Provinces holding this realm's towns (of the printed size)."""
    vassals: list[str] = Field(default_factory=list)
    cores: list[str] = Field(default_factory=list)
    """Areas with this realm's core token."""
    claims: list[str] = Field(default_factory=list)
    influence: dict[str, int] = Field(default_factory=dict)
    alliances: list[str] = Field(default_factory=list)
    marriages: list[str] = Field(default_factory=list)
    armies: dict[str, Units] = Field(default_factory=dict)
    """Area → units of one army there."""
    fleets: dict[str, Ships] = Field(default_factory=dict)
    """Sea zone → ships of one fleet there."""
    merchants: list[str] = Field(default_factory=list)
    """Trade nodes with this realm's merchants (a Bot keeps only the first)."""
    monarch_power: dict[Literal["administrative", "diplomatic", "military"], int] = Field(
        default_factory=lambda: dict.fromkeys(POWER_TYPES, 3)
    )
    ducats: int = Field(default=10, ge=0)
    stability: int = Field(default=0, ge=-3, le=3)
    prestige: int = Field(default=0, ge=0)
    ideas: list[str] = Field(default_factory=list)
    ruler: str | None = None
    bot_power: int = Field(default=9, ge=0)
    state_religion: Religion | None = None


class NonPlayerSetup(Strict):
    """A change to a non-player realm at the start of a scenario."""

    provinces: list[str] | None = None
    """Provinces it owns (default: every province flying its flag that no one else holds)."""
    capital: str | None = None
    plus_one: list[str] = Field(default_factory=list)
    """Provinces with a +1 token."""


class Scenario(Strict):
    title: str
    description: str = ""
    first_age: Age
    last_age: Age
    rounds: int = Field(ge=1, le=40)
    minimum_seats: int = Field(default=1, ge=0)
    """0: the engine may play the scenario alone, every player realm a Bot."""
    player_realms: dict[str, PlayerRealmSetup] = Field(min_length=2)
    non_player_realms: dict[str, NonPlayerSetup] = Field(default_factory=dict)
    emperor: str | None = None
    imperial_authority: int = Field(default=1, ge=0, le=10)
    hre_religion: Literal["catholic", "protestant", "diverse"] = "catholic"
    events_featured: list[str] = Field(default_factory=list)
    """Realms whose realm events go into the event decks."""
    bot_substitutes: list[str] = Field(default_factory=list)
    """Non-player realms, in order, to replace a Bot realm fully annexed: the first still
    valid is chosen (eupop-bots REPLACING BOT REALMS, interpretation:EUPOP-BOT-59)."""


class ScenariosFile(Strict):
    scenarios: dict[str, Scenario] = Field(min_length=1)
