"""Load an eupop content pack: validate every file, check them against each other, index them.

``load_pack(folder)`` returns a :class:`Content` or raises one ContentError listing every
problem (file, path, reason); ``shipped()`` is the pack in ``content/pack``, loaded once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from hegemon.engine.content import (
    ContentError,
    ContentProblem,
    folder_digest,
    load_yaml,
    pack_game,
    validate,
)
from hegemon.games.eupop.content.checks import check_bots, check_cards, check_realms
from hegemon.games.eupop.content.scenario_checks import check_scenarios
from hegemon.games.eupop.content.schema_bots import BotsFile
from hegemon.games.eupop.content.schema_cards import (
    ActionCardsFile,
    DiceFile,
    EventsFile,
    IdeasFile,
    LeadersFile,
    MilestonesFile,
    MissionsFile,
    PowerStrugglesFile,
    TradeCardsFile,
)
from hegemon.games.eupop.content.schema_map import MapFile
from hegemon.games.eupop.content.schema_realms import (
    ComponentsFile,
    RealmsFile,
    Scenario,
    ScenariosFile,
)
from hegemon.games.eupop.world.geography import Geography, build_geography

PACK = Path(__file__).parent / "pack"
GAME = "eupop"

M = TypeVar("M", bound=BaseModel)

FILES: dict[str, type[BaseModel]] = {
    "map.yaml": MapFile,
    "realms.yaml": RealmsFile,
    "components.yaml": ComponentsFile,
    "scenarios.yaml": ScenariosFile,
    "dice.yaml": DiceFile,
    "bots.yaml": BotsFile,
    "cards/actions.yaml": ActionCardsFile,
    "cards/events.yaml": EventsFile,
    "cards/ideas.yaml": IdeasFile,
    "cards/missions.yaml": MissionsFile,
    "cards/milestones.yaml": MilestonesFile,
    "cards/power_struggles.yaml": PowerStrugglesFile,
    "cards/trade_cards.yaml": TradeCardsFile,
    "cards/leaders.yaml": LeadersFile,
}
"""Every file of a pack and its schema."""


@dataclass(frozen=True, eq=False, slots=True)
class Content:
    """A loaded pack. Compared and hashed by identity."""

    digest: str
    geography: Geography
    realms: RealmsFile
    components: ComponentsFile
    scenarios: Mapping[str, Scenario]
    dice: DiceFile
    bots: BotsFile
    actions: ActionCardsFile
    events: EventsFile
    ideas: IdeasFile
    missions: MissionsFile
    milestones: MilestonesFile
    power_struggles: PowerStrugglesFile
    trade_cards: TradeCardsFile
    leaders: LeadersFile


def read_files(folder: Path) -> dict[str, Any]:
    """Every file of a pack validated against its schema; one ContentError for all problems."""
    problems: list[ContentProblem] = []
    loaded: dict[str, Any] = {}
    for name, model in FILES.items():
        try:
            loaded[name] = validate(model, load_yaml(folder / name, folder), name)
        except ContentError as error:
            problems.extend(error.problems)
    if problems:
        raise ContentError(problems)
    return loaded


def from_files(loaded: Mapping[str, Any], digest: str) -> Content:
    """Cross-check validated files and index them; a ContentError names every problem."""
    realms: RealmsFile = loaded["realms.yaml"]
    geography = build_geography(loaded["map.yaml"], realms.realms)
    content = Content(
        digest=digest,
        geography=geography,
        realms=realms,
        components=loaded["components.yaml"],
        scenarios=dict(loaded["scenarios.yaml"].scenarios),
        dice=loaded["dice.yaml"],
        bots=loaded["bots.yaml"],
        actions=loaded["cards/actions.yaml"],
        events=loaded["cards/events.yaml"],
        ideas=loaded["cards/ideas.yaml"],
        missions=loaded["cards/missions.yaml"],
        milestones=loaded["cards/milestones.yaml"],
        power_struggles=loaded["cards/power_struggles.yaml"],
        trade_cards=loaded["cards/trade_cards.yaml"],
        leaders=loaded["cards/leaders.yaml"],
    )
    problems = check_realms(content) + check_cards(content) + check_bots(content)
    problems += check_scenarios(content)
    if problems:
        raise ContentError(problems)
    return content


def load_pack(folder: Path) -> Content:
    """Load and check a pack folder; raises ContentError naming every problem."""
    if pack_game(folder) != GAME:
        raise ContentError([ContentProblem("pack.yaml", "game", f"this is not an {GAME} pack")])
    return from_files(read_files(folder), folder_digest(folder))


@cache
def shipped() -> Content:
    """The shipped original pack."""
    return load_pack(PACK)
