"""Load an eupop content pack: validate every file, check them against each other, index them.

``load_pack(folder)`` returns a :class:`Content` or raises one ContentError listing every
problem (file, path, reason). ``shipped()`` is the pack in ``content/pack``, loaded once:
the default pack of ``module.build``, never read by a rule (rules reach the content of the
game they run through the game handle, :mod:`.access`). ``changed(content, changes)`` is a
copy of a loaded pack with some of its data changed, checked like any pack.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from hegemon.engine.content import (
    ContentError,
    ContentProblem,
    changed_digest,
    folder_digest,
    load_yaml,
    pack_game,
    set_in_data,
    validate,
)
from hegemon.games.eupop.content.checks import (
    check_bot_charts,
    check_bots,
    check_cards,
    check_realms,
)
from hegemon.games.eupop.content.scenario_checks import check_scenarios
from hegemon.games.eupop.content.schema_bot_charts import BotChartsFile
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
    "bot_charts.yaml": BotChartsFile,
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
    bot_charts: BotChartsFile
    actions: ActionCardsFile
    events: EventsFile
    ideas: IdeasFile
    missions: MissionsFile
    milestones: MilestonesFile
    power_struggles: PowerStrugglesFile
    trade_cards: TradeCardsFile
    leaders: LeadersFile
    source: Mapping[str, Any]
    """The pack's data as read from its files, by file name without ``.yaml`` (``map``,
    ``cards/actions``); never changed: a changed pack is a copy (:func:`changed`)."""


def stem(name: str) -> str:
    """How a change path names a file of the pack: its name without ``.yaml``."""
    return name.removesuffix(".yaml")


def from_data(data: Mapping[str, Any], digest: str, problems: list[ContentProblem]) -> Content:
    """A pack from the data of its files (file name → data as read from YAML): every file
    validated against its schema, then all of them checked against each other and indexed.
    One ContentError names every problem, those of reading the files (``problems``, for
    files left out of ``data``) included."""
    problems = list(problems)
    loaded: dict[str, Any] = {}
    for name, model in FILES.items():
        if name not in data:
            continue
        try:
            loaded[name] = validate(model, data[name], name)
        except ContentError as error:
            problems.extend(error.problems)
    if problems:
        raise ContentError(problems)
    source = {stem(name): data[name] for name in FILES}
    return _indexed(loaded, digest, source)


def _indexed(loaded: Mapping[str, Any], digest: str, source: Mapping[str, Any]) -> Content:
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
        bot_charts=loaded["bot_charts.yaml"],
        actions=loaded["cards/actions.yaml"],
        events=loaded["cards/events.yaml"],
        ideas=loaded["cards/ideas.yaml"],
        missions=loaded["cards/missions.yaml"],
        milestones=loaded["cards/milestones.yaml"],
        power_struggles=loaded["cards/power_struggles.yaml"],
        trade_cards=loaded["cards/trade_cards.yaml"],
        leaders=loaded["cards/leaders.yaml"],
        source=source,
    )
    problems = check_realms(content) + check_cards(content) + check_bots(content)
    problems += check_bot_charts(content)
    problems += check_scenarios(content)
    if problems:
        raise ContentError(problems)
    return content


def load_pack(folder: Path) -> Content:
    """Load and check a pack folder; raises ContentError naming every problem."""
    if pack_game(folder) != GAME:
        raise ContentError([ContentProblem("pack.yaml", "game", f"this is not an {GAME} pack")])
    data: dict[str, Any] = {}
    problems: list[ContentProblem] = []
    for name in FILES:
        try:
            data[name] = load_yaml(folder / name, folder)
        except ContentError as error:
            problems.extend(error.problems)
    return from_data(data, folder_digest(folder), problems)


@cache
def shipped() -> Content:
    """The shipped original pack."""
    return load_pack(PACK)


def changed(content: Content, changes: Mapping[str, Any]) -> Content:
    """A copy of a pack with ``changes`` made to its data, loaded and checked like any pack.

    Each key is a slash path into the data read from the pack's files: the file's name
    without ``.yaml`` (``scenarios``, ``cards/actions``), then the keys and list indices down
    to the value to set (``scenarios/scenarios/six_crowns/player_realms/poland/ducats``); the
    last key of a mapping may be new, and a number names a list's index or a number key
    (``bots/realms/sweden/removals/2``). The copy has its own digest, made from the
    original's and the changes."""
    if not changes:
        return content
    data = {f"{name}.yaml": value for name, value in content.source.items()}
    for path, value in changes.items():
        name, inside = _file(data, path)
        if not inside:
            data[name] = copy.deepcopy(value)
            continue
        if data[name] is content.source[stem(name)]:
            data[name] = copy.deepcopy(data[name])
        set_in_data(data[name], name, inside, copy.deepcopy(value))
    return from_data(data, changed_digest(content.digest, dict(changes)), [])


def _file(data: Mapping[str, Any], path: str) -> tuple[str, str]:
    """The file a change path begins with, and the path inside it."""
    for name in data:
        if path == stem(name) or path.startswith(f"{stem(name)}/"):
            return name, path[len(stem(name)) + 1 :]
    first, _, rest = path.partition("/")
    raise ContentError([ContentProblem(f"{first}.yaml", rest, "no such file in the pack")])
