"""Schema of the decks: action cards, events, ideas, missions, milestones, power struggles,
trade cards, leaders, and the dice (``cards/*.yaml``, ``dice.yaml``)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, model_validator

from hegemon.games.eupop.content.effects import SECONDARY_EFFECTS, check_effect, check_payment
from hegemon.games.eupop.content.goals import check_goal
from hegemon.games.eupop.content.schema_common import Age, MilestoneType, PowerType, Strict

Effect = Annotated[dict[str, Any], AfterValidator(check_effect)]
Payment = Annotated[dict[str, Any], AfterValidator(check_payment)]
Effects = list[Effect]
Goal = Annotated[dict[str, Any], AfterValidator(check_goal)]
"""A mission's or milestone's goal: one verb of content/goals.py with its argument."""


def _secondary(name: str) -> str:
    if name not in SECONDARY_EFFECTS:
        raise ValueError(
            f"unknown secondary effect {name!r}; known: {', '.join(SECONDARY_EFFECTS)}"
        )
    return name


SecondaryEffect = Annotated[str, AfterValidator(_secondary)]
CardId = Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]


class ActionCost(Strict):
    power: int = Field(default=0, ge=0, le=10)
    """Monarch power of the card's deck type."""
    ducats: int = Field(default=0, ge=0, le=30)


class ActionCard(Strict):
    id: CardId
    name: str
    deck: PowerType
    kind: Literal["action", "covert", "display", "reaction", "battle"]
    cost: ActionCost
    charges: int | None = Field(default=None, ge=1, le=5)
    """Display cards only: monarch power charged on the card when played."""
    age: Age
    copies: int = Field(default=1, ge=1, le=4)
    effects: Effects = Field(min_length=1)

    @model_validator(mode="after")
    def _display_charges(self) -> ActionCard:
        if (self.kind == "display") != (self.charges is not None):
            raise ValueError("display cards, and only they, have charges")
        return self


class ActionCardsFile(Strict):
    cards: list[ActionCard] = Field(min_length=1)


class EventOption(Strict):
    label: str
    cost: list[Payment] = Field(default_factory=list)
    """What the option costs; an option whose cost cannot be paid cannot be picked."""
    effects: Effects = Field(min_length=1)


class EventCard(Strict):
    id: CardId
    name: str
    age: Age
    deck: Literal["A", "B", "realm"]
    realm: str | None = None
    """Realm events: the featured realm."""
    a: EventOption
    b: EventOption | None = None
    secondary: list[SecondaryEffect] = Field(default_factory=list, max_length=3)
    dnpr_colors: list[str] = Field(default_factory=list)
    """For ``dnpr_expansion``: the DNPR colours it expands."""
    ruler: str | None = None
    """A leader who may become ruler when the event is taken."""

    @model_validator(mode="after")
    def _realm_deck(self) -> EventCard:
        if (self.deck == "realm") != (self.realm is not None):
            raise ValueError("realm events, and only they, name a realm")
        if ("dnpr_expansion" in self.secondary) != bool(self.dnpr_colors):
            raise ValueError("dnpr_colors goes with the dnpr_expansion secondary effect")
        return self


class EventsFile(Strict):
    events: list[EventCard] = Field(min_length=1)


class Idea(Strict):
    id: CardId
    name: str
    type: PowerType
    basic: bool = False
    government_form: bool = False
    age: Age
    cost: int = Field(ge=1, le=10)
    prestige: int = Field(ge=0, le=10)
    effects: Effects = Field(default_factory=list)


class IdeasFile(Strict):
    ideas: list[Idea] = Field(min_length=1)


class Mission(Strict):
    id: CardId
    name: str
    realm: str | None = None
    requires: list[str] = Field(default_factory=list)
    """Missions of which one must be completed before this one may be picked."""
    goal: Goal
    prestige: int = Field(ge=0, le=15)
    reward: Effects = Field(default_factory=list)


class MissionsFile(Strict):
    missions: list[Mission] = Field(min_length=1)


class Milestone(Strict):
    id: CardId
    name: str
    age: Age
    type: MilestoneType
    goal: Goal
    prestige: int = Field(ge=1, le=15)


class MilestonesFile(Strict):
    milestones: list[Milestone] = Field(min_length=1)


class PowerStruggle(Strict):
    id: CardId
    name: str
    age: Age
    battlegrounds: list[str] = Field(min_length=1, max_length=6)
    prestige_per_tax_value: int = Field(ge=0, le=3)
    prestige_sole_presence: int = Field(ge=0, le=5)
    prestige_presence: int = Field(ge=0, le=5)
    extra: str = ""


class PowerStrugglesFile(Strict):
    power_struggles: list[PowerStruggle] = Field(min_length=1)


class TradeCard(Strict):
    id: CardId
    nodes: list[str] = Field(min_length=1, max_length=3)


class TradeCardsFile(Strict):
    trade_cards: list[TradeCard] = Field(min_length=1)


class Skills(Strict):
    administrative: int = Field(ge=0, le=6)
    diplomatic: int = Field(ge=0, le=6)
    military: int = Field(ge=0, le=6)


class Leader(Strict):
    id: CardId
    name: str
    role: Literal["ruler", "general", "admiral", "advisor"]
    realm: str | None = None
    age: Age
    skills: Skills | None = None
    """Rulers: monarch power gained each round."""
    advisor_type: PowerType | None = None
    skill: int | None = Field(default=None, ge=1, le=3)
    """Advisors: power gained; generals and admirals: extra battle dice."""
    cost: int = Field(default=0, ge=0, le=10)

    @model_validator(mode="after")
    def _by_role(self) -> Leader:
        if (self.role == "ruler") != (self.skills is not None):
            raise ValueError("rulers, and only they, have skills")
        if (self.role == "advisor") != (self.advisor_type is not None):
            raise ValueError("advisors, and only they, have an advisor_type")
        if (self.role != "ruler") != (self.skill is not None):
            raise ValueError("advisors, generals and admirals have a skill; rulers do not")
        return self


class LeadersFile(Strict):
    leaders: list[Leader] = Field(min_length=1)


BattleFace = Literal["infantry", "cavalry", "artillery", "second_infantry", "blank"]
RebelResult = Literal[
    "rebellion", "lose_monarch_power", "exhaust_manpower", "lose_ducats", "remove_unrest", "none"
]


class DiceFile(Strict):
    battle_dice: dict[
        Literal["infantry", "cavalry", "artillery"],
        Annotated[list[BattleFace], Field(min_length=6, max_length=6)],
    ]
    rebel_die: list[RebelResult] = Field(min_length=6, max_length=6)
    exploration_die: list[int] = Field(min_length=6, max_length=6)
    """Territory numbers; 0 is the failure face."""

    @model_validator(mode="after")
    def _six_faces(self) -> DiceFile:
        if set(self.battle_dice) != {"infantry", "cavalry", "artillery"}:
            raise ValueError("battle_dice needs the infantry, cavalry and artillery dice")
        if "rebellion" not in self.rebel_die:
            raise ValueError("the rebel die needs a rebellion face")
        return self
