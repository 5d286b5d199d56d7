"""The effects vocabulary of events, missions and cards.

An effect is a mapping with exactly one key, the verb, whose value is the verb's
argument: ``{gain_prestige: 2}``, ``{gain_influence: {areas: [Saxony], count: 2}}``.
The verbs cover the aid's Standard Event Effects and General Event guidelines; the
secondary effects are the names of its Secondary Event Effects list. Each verb's
argument has a fixed shape, and the names an argument refers to (realms, areas,
provinces, ideas, leaders) are listed by :func:`references` so the loader can check
that they exist.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, TypeAdapter, ValidationError

from hegemon.engine.refs import cite
from hegemon.games.eupop.content.schema_common import PowerType, Religion, Strict

cite("eupop-aid:Standard Event effects (p. 40)", "eupop.content.effects")
cite("eupop-aid:General Event guidelines (p. 40)", "eupop.content.effects")
cite("eupop-aid:Secondary Event Effects (p. 41)", "eupop.content.effects")
cite("interpretation:EUPOP-C1", "eupop.content.effects")


class MonarchPower(Strict):
    type: PowerType | Literal["any"]
    amount: int = Field(ge=1, le=10)


class InfluenceGain(Strict):
    areas: list[str] = Field(min_length=1)
    count: int = Field(ge=1, le=5)


class UnrestGain(Strict):
    area: str
    count: int = Field(ge=1, le=5)


class DnprPlacement(Strict):
    realm: str
    provinces: list[str] = Field(min_length=1)


class CardDraw(Strict):
    deck: Literal["administrative", "diplomatic", "military", "any"]
    count: int = Field(ge=1, le=3)


UnitGain = dict[
    Literal["infantry", "cavalry", "artillery", "mercenary_infantry", "light_ship", "heavy_ship"],
    int,
]
ActionName = Literal[
    "trade",
    "influence",
    "explore",
    "colonize",
    "declare_war",
    "recruit",
    "activate_units",
    "increase_stability",
    "convert_area",
    "fabricate_claim",
    "forge_alliance",
]

VERBS: dict[str, tuple[TypeAdapter[Any], str | None]] = {}
"""Verb → (argument shape, kind of name the argument refers to, if any)."""


def _verb(names: list[str], shape: TypeAdapter[Any], refers_to: str | None = None) -> None:
    for name in names:
        VERBS[name] = (shape, refers_to)


_amount = TypeAdapter(int)
_verb(
    [
        "gain_prestige",
        "lose_prestige",
        "gain_ducats",
        "lose_ducats",
        "gain_stability",
        "lose_stability",
        "gain_manpower",
        "exhaust_manpower",
        "gain_merchant",
        "gain_colonist",
        "take_loan",
        "gain_corruption",
        "remove_unrest",
        "gain_imperial_authority",
        "lose_imperial_authority",
        "gain_bot_power",
    ],
    _amount,
)
_verb(["gain_monarch_power", "lose_monarch_power"], TypeAdapter(MonarchPower))
_verb(["gain_influence"], TypeAdapter(InfluenceGain), "influence")
_verb(["gain_unrest"], TypeAdapter(UnrestGain), "unrest")
_verb(
    [
        "gain_alliance",
        "gain_royal_marriage",
        "gain_casus_belli",
        "terminate_alliance",
        "declare_war",
        "gain_vassal",
    ],
    TypeAdapter(str),
    "realm",
)
_verb(
    [
        "gain_claim",
        "gain_core",
        "area_leaves_hre",
        "place_counter_reformation",
        "place_revolutionary",
        "convert_area",
    ],
    TypeAdapter(str),
    "area",
)
_verb(["develop_town", "gain_plus_one"], TypeAdapter(str), "province")
_verb(["research_idea"], TypeAdapter(str), "idea")
_verb(["appoint_ruler", "gain_leader"], TypeAdapter(str), "leader")
_verb(["place_dnpr"], TypeAdapter(DnprPlacement), "dnpr")
_verb(["change_state_religion"], TypeAdapter(Religion))
_verb(["gain_units"], TypeAdapter(UnitGain))
_verb(["gain_action"], TypeAdapter(ActionName))
_verb(["draw_action_cards"], TypeAdapter(CardDraw))
_verb(["reject_ruler", "embrace_counter_reformation"], TypeAdapter(Literal[True]))

SECONDARY_EFFECTS = (
    "native_uprising",
    "disloyal_vassals",
    "pirates",
    "cardinal_dies",
    "character_mortality",
    "unrest_rebellion",
    "attrition",
    "lost_at_sea",
    "dnpr_expansion",
    "spread_of_religious_ideas",
    "spread_of_the_revolution",
    "activate_power_struggle",
)
"""The aid's Secondary Event Effects, by name."""


def check_effect(value: Any) -> dict[str, Any]:
    """Validate one effect; raises ValueError with a reason a content author understands."""
    if not isinstance(value, dict) or len(value) != 1:
        raise ValueError("an effect is a mapping with exactly one verb, e.g. {gain_prestige: 2}")
    verb, argument = next(iter(value.items()))
    if verb not in VERBS:
        raise ValueError(f"unknown effect {verb!r}; effects: {', '.join(sorted(VERBS))}")
    shape, _ = VERBS[verb]
    try:
        checked = shape.validate_python(argument, strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        raise ValueError(f"{verb}: {first['msg']}" + (f" at {where}" if where else "")) from None
    if isinstance(checked, int) and not isinstance(checked, bool) and not 1 <= checked <= 30:
        raise ValueError(f"{verb}: the amount must be 1..30, not {checked}")
    return {verb: argument}


PAYMENTS = (
    "lose_ducats",
    "lose_monarch_power",
    "lose_prestige",
    "lose_stability",
    "exhaust_manpower",
    "gain_corruption",
    "lose_imperial_authority",
)
"""Verbs an option may ask as its price (General Event guidelines: an option whose price
cannot be paid cannot be picked)."""


def check_payment(value: Any) -> dict[str, Any]:
    """Validate one price of an event option: an effect whose verb is a payment."""
    effect = check_effect(value)
    verb = next(iter(effect))
    if verb not in PAYMENTS:
        raise ValueError(f"{verb} is not a price; prices: {', '.join(PAYMENTS)}")
    return effect


def references(effect: dict[str, Any]) -> list[tuple[str, str]]:
    """The (kind, name) pairs an effect refers to: kinds realm, area, province, idea, leader."""
    verb, argument = next(iter(effect.items()))
    kind = VERBS[verb][1]
    if kind is None:
        return []
    if kind == "influence":
        return [("area", area) for area in argument["areas"]]
    if kind == "unrest":
        return [("area", argument["area"])]
    if kind == "dnpr":
        return [("realm", argument["realm"])] + [
            ("province", province) for province in argument["provinces"]
        ]
    return [(kind, argument)]
