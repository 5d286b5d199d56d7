"""Cross-file checks of an eupop pack: every name a file uses must exist where it belongs.

Each check returns content problems (file, path, reason); the loader reports them all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from hegemon.engine.content import ContentProblem
from hegemon.engine.refs import cite, implements
from hegemon.games.eupop.content.effects import references
from hegemon.games.eupop.content.goals import goal_references
from hegemon.games.eupop.content.schema_bot_charts import NODE_ID
from hegemon.games.eupop.content.schema_bot_charts import Chart as BotChart
from hegemon.games.eupop.content.schema_bots import ChartNode, Target

if TYPE_CHECKING:
    from hegemon.games.eupop.content.loader import Content

NAMED_IDEAS = (
    "quest_for_the_new_world",
    "cannons",
    "mercantilism",
    "deus_vult",
    "cabinet",
    "absolute_monarchy",
    "revolutionary_regime",
)
"""Ideas the rules name; a pack must have them (interpretation:EUPOP-C2)."""

cite("interpretation:EUPOP-C2", "eupop.content.checks.NAMED_IDEAS")
EXTRA_CRITERIA = "the rules cannot evaluate additional criteria given as text; leave it empty"
"""A power struggle card's ``extra`` is refused (interpretation:EUPOP-F19)."""
cite("interpretation:EUPOP-F19", "eupop.content.checks.EXTRA_CRITERIA")
FACES = list(range(1, 7))


def _unique(file: str, collection: str, ids: Iterable[object]) -> list[ContentProblem]:
    seen: set[object] = set()
    problems = []
    for index, item in enumerate(ids):
        if item in seen:
            problems.append(
                ContentProblem(file, f"{collection}/{index}/id", f"{item!r} is used twice")
            )
        seen.add(item)
    return problems


class Names:
    """Every name of a pack by kind, to check references."""

    def __init__(self, content: Content) -> None:
        geography = content.geography
        self.kinds: dict[str, set[str]] = {
            "realm": set(content.realms.realms),
            "area": set(geography.areas),
            "province": set(geography.provinces),
            "sea_zone": set(geography.sea_zones),
            "trade_node": set(geography.trade_nodes),
            "idea": {idea.id for idea in content.ideas.ideas},
            "leader": {leader.id for leader in content.leaders.leaders},
            "mission": {mission.id for mission in content.missions.missions},
        }

    def goal(self, goal: dict[str, object], file: str, path: str) -> list[ContentProblem]:
        """The names a goal refers to (interpretation:EUPOP-G1)."""
        problems = []
        for kind, name in goal_references(goal):
            problems += self.problem(kind, name, file, path)
        return problems

    def problem(self, kind: str, name: str, file: str, path: str) -> list[ContentProblem]:
        if name in self.kinds[kind]:
            return []
        return [ContentProblem(file, path, f"unknown {kind.replace('_', ' ')} {name!r}")]

    def every(self, kind: str, names: Iterable[str], file: str, path: str) -> list[ContentProblem]:
        problems = []
        for index, name in enumerate(names):
            problems += self.problem(kind, name, file, f"{path}/{index}")
        return problems

    def effects(
        self, effects: Iterable[dict[str, object]], file: str, path: str
    ) -> list[ContentProblem]:
        problems = []
        for index, effect in enumerate(effects):
            verb = next(iter(effect))
            for kind, name in references(effect):
                problems += self.problem(kind, name, file, f"{path}/{index}/{verb}")
        return problems


def check_realms(content: Content) -> list[ContentProblem]:
    file = "realms.yaml"
    problems = []
    provinces = content.geography.provinces
    papal = [name for name, realm in content.realms.realms.items() if realm.kind == "papal_states"]
    if len(papal) != 1:
        problems.append(
            ContentProblem(file, "realms", "exactly one realm must be the papal_states")
        )
    for name, realm in content.realms.realms.items():
        where = f"realms/{name}"
        if realm.capital not in provinces:
            problems.append(
                ContentProblem(file, f"{where}/capital", f"unknown province {realm.capital!r}")
            )
            continue
        info = provinces[realm.capital]
        if not info.capital:
            problems.append(
                ContentProblem(file, f"{where}/capital", f"{realm.capital} has no printed capital")
            )
        distant = content.geography.areas[info.area].distant
        if (realm.kind == "dnpr") != distant:
            problems.append(
                ContentProblem(
                    file, f"{where}/kind", "DNPRs, and only they, have a distant capital"
                )
            )
        if (realm.kind == "dnpr") != (realm.dnpr_color is not None):
            problems.append(
                ContentProblem(
                    file, f"{where}/dnpr_color", "DNPRs, and only they, have a DNPR colour"
                )
            )
        if realm.kind == "papal_states" and realm.religion != "catholic":
            problems.append(
                ContentProblem(file, f"{where}/religion", "the Papal States are Catholic")
            )
    return problems


def check_cards(content: Content) -> list[ContentProblem]:
    names = Names(content)
    problems: list[ContentProblem] = []
    file = "cards/actions.yaml"
    problems += _unique(file, "cards", [card.id for card in content.actions.cards])
    for index, card in enumerate(content.actions.cards):
        problems += names.effects(card.effects, file, f"cards/{index}/effects")
    file = "cards/events.yaml"
    problems += _unique(file, "events", [event.id for event in content.events.events])
    for index, event in enumerate(content.events.events):
        where = f"events/{index}"
        if event.realm is not None:
            problems += names.problem("realm", event.realm, file, f"{where}/realm")
        if event.ruler is not None:
            problems += names.problem("leader", event.ruler, file, f"{where}/ruler")
        for option in ("a", "b"):
            chosen = getattr(event, option)
            if chosen is not None:
                problems += names.effects(chosen.effects, file, f"{where}/{option}/effects")
    file = "cards/ideas.yaml"
    problems += _unique(file, "ideas", [idea.id for idea in content.ideas.ideas])
    for index, idea in enumerate(content.ideas.ideas):
        problems += names.effects(idea.effects, file, f"ideas/{index}/effects")
    for idea_id in NAMED_IDEAS:
        if idea_id not in names.kinds["idea"]:
            problems.append(
                ContentProblem(file, "ideas", f"the rules name the idea {idea_id!r}; it is missing")
            )
    file = "cards/missions.yaml"
    problems += _unique(file, "missions", [mission.id for mission in content.missions.missions])
    for index, mission in enumerate(content.missions.missions):
        where = f"missions/{index}"
        problems += names.every("mission", mission.requires, file, f"{where}/requires")
        if mission.id in mission.requires:
            problems.append(
                ContentProblem(file, f"{where}/requires", "a mission cannot require itself")
            )
        if mission.realm is not None:
            problems += names.problem("realm", mission.realm, file, f"{where}/realm")
        problems += names.effects(mission.reward, file, f"{where}/reward")
        problems += names.goal(mission.goal, file, f"{where}/goal")
    file = "cards/milestones.yaml"
    problems += _unique(file, "milestones", [item.id for item in content.milestones.milestones])
    for index, milestone in enumerate(content.milestones.milestones):
        problems += names.goal(milestone.goal, file, f"milestones/{index}/goal")
    file = "cards/power_struggles.yaml"
    struggles = content.power_struggles.power_struggles
    problems += _unique(file, "power_struggles", [item.id for item in struggles])
    for index, struggle in enumerate(struggles):
        problems += names.every(
            "area", struggle.battlegrounds, file, f"power_struggles/{index}/battlegrounds"
        )
        if struggle.extra:
            problems.append(ContentProblem(file, f"power_struggles/{index}/extra", EXTRA_CRITERIA))
    file = "cards/trade_cards.yaml"
    problems += _unique(file, "trade_cards", [card.id for card in content.trade_cards.trade_cards])
    for index, trade_card in enumerate(content.trade_cards.trade_cards):
        problems += names.every("trade_node", trade_card.nodes, file, f"trade_cards/{index}/nodes")
    file = "cards/leaders.yaml"
    problems += _unique(file, "leaders", [leader.id for leader in content.leaders.leaders])
    for index, leader in enumerate(content.leaders.leaders):
        if leader.realm is not None:
            problems += names.problem("realm", leader.realm, file, f"leaders/{index}/realm")
    return problems


def _target(target: Target, names: Names, file: str, path: str) -> list[ContentProblem]:
    if target.realm is not None:
        return names.problem("realm", target.realm, file, f"{path}/realm")
    if target.owner_of is not None:
        return names.problem("province", target.owner_of, file, f"{path}/owner_of")
    if target.realm_in is not None:
        return names.problem("area", target.realm_in, file, f"{path}/realm_in")
    assert target.vacant_territory is not None
    problems = names.problem("province", target.vacant_territory, file, f"{path}/vacant_territory")
    return problems


def _chart(nodes: list[ChartNode], names: Names, file: str, path: str) -> list[ContentProblem]:
    faces = sorted(face for node in nodes for face in node.faces)
    problems = []
    if faces != FACES:
        problems.append(
            ContentProblem(file, path, f"the faces of one roll must be 1..6 once each, not {faces}")
        )
    for index, node in enumerate(nodes):
        where = f"{path}/{index}"
        problems += _target(node.target, names, file, f"{where}/target")
        if node.substitute is not None:
            problems += _target(node.substitute, names, file, f"{where}/substitute")
        if node.children:
            problems += _chart(node.children, names, file, f"{where}/children")
    return problems


@implements("eupop-bots:TARGETING CHARTS", "eupop-bots:BOT REALMS", "interpretation:EUPOP-C3")
def check_bots(content: Content) -> list[ContentProblem]:
    file = "bots.yaml"
    names = Names(content)
    problems = _unique(file, "deck", [card.id for card in content.bots.deck])
    deck = {card.id for card in content.bots.deck}
    for realm, bot in content.bots.realms.items():
        where = f"realms/{realm}"
        problems += names.problem("realm", realm, file, where)
        if realm in content.realms.realms and content.realms.realms[realm].kind != "major":
            problems.append(ContentProblem(file, where, "only a major realm can be a Bot"))
        for age, removed in bot.removals.items():
            for index, card in enumerate(removed):
                if card not in deck:
                    problems.append(
                        ContentProblem(
                            file, f"{where}/removals/{age}/{index}", f"no Bot card {card}"
                        )
                    )
        problems += _chart(bot.military, names, file, f"{where}/military")
        problems += _chart(bot.diplomatic, names, file, f"{where}/diplomatic")
        problems += _self_targets(bot.military, realm, file, f"{where}/military")
        problems += _self_targets(bot.diplomatic, realm, file, f"{where}/diplomatic")
    return problems


@implements("eupop-bots:TARGETING CHARTS")
def _self_targets(nodes: list[ChartNode], realm: str, file: str, path: str) -> list[ContentProblem]:
    """A Bot realm's chart never names the realm itself (decision 0108 §2.7)."""
    problems = []
    for index, node in enumerate(nodes):
        where = f"{path}/{index}"
        for kind, target in (("target", node.target), ("substitute", node.substitute)):
            if target is not None and target.realm == realm:
                problems.append(
                    ContentProblem(file, f"{where}/{kind}", "a Bot never targets itself")
                )
        problems += _self_targets(node.children, realm, file, f"{where}/children")
    return problems


def _graph_problems(name: str, chart: BotChart, file: str) -> list[ContentProblem]:
    """A chart's nodes against each other: ids, branches that lead nowhere, nodes its entry
    never reaches, cycles no step breaks."""
    where = f"charts/{name}"
    problems = [
        ContentProblem(file, f"{where}/nodes/{node_id}", "a node id is letters, a dash, a number")
        for node_id in chart.nodes
        if not re.match(NODE_ID, node_id)
    ]
    if chart.entry not in chart.nodes:
        return [*problems, ContentProblem(file, f"{where}/entry", f"no node {chart.entry}")]
    leads: dict[str, list[str]] = {}
    for node_id, node in chart.nodes.items():
        leads[node_id] = [branch for branch in node.branches() if isinstance(branch, str)]
        problems += [
            ContentProblem(file, f"{where}/nodes/{node_id}", f"leads to {branch}: no such node")
            for branch in leads[node_id]
            if branch not in chart.nodes
        ]
    reached = {chart.entry}
    frontier = [chart.entry]
    while frontier:
        for branch in leads[frontier.pop()]:
            if branch in chart.nodes and branch not in reached:
                reached.add(branch)
                frontier.append(branch)
    problems += [
        ContentProblem(file, f"{where}/nodes/{node_id}", f"unreachable from {chart.entry}")
        for node_id in chart.nodes
        if node_id not in reached
    ]
    cycle = _cycle_without_step(chart, leads)
    if cycle:
        problems.append(
            ContentProblem(file, where, f"the cycle {' → '.join(cycle)} has no do node")
        )
    return problems


def _cycle_without_step(chart: BotChart, leads: dict[str, list[str]]) -> list[str]:
    """A cycle of ask, roll and chart nodes (no step to change what they read), or []."""
    asking = {node_id for node_id, node in chart.nodes.items() if node.kind != "do"}
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node_id: str) -> list[str]:
        state[node_id] = 1
        path.append(node_id)
        for branch in leads[node_id]:
            if branch not in asking:
                continue
            if state.get(branch) == 1:
                return [*path[path.index(branch) :], branch]
            if branch not in state:
                found = visit(branch)
                if found:
                    return found
        state[node_id] = 2
        path.pop()
        return []

    for node_id in sorted(asking):
        if node_id not in state:
            found = visit(node_id)
            if found:
                return found
    return []


@implements("eupop-bots:BOT ACTIONS")
def check_bot_charts(content: Content) -> list[ContentProblem]:
    """The Bot charts: each is a chart of the Bots, names only facts, steps and charts that
    exist, reaches every node from its entry, has no cycle without a step, and says what
    each node was built from."""
    # The registries belong to the Bots' rules, which load content: read them once the
    # content modules are loaded (no import cycle).
    from hegemon.games.eupop.bots import FACTS, STEPS
    from hegemon.games.eupop.bots.chart_data import CHART_NAMES

    file = "bot_charts.yaml"
    problems: list[ContentProblem] = []
    for name, chart in content.bot_charts.charts.items():
        where = f"charts/{name}"
        if name not in CHART_NAMES:
            problems.append(
                ContentProblem(
                    file, where, f"no Bot chart is named {name}: {', '.join(CHART_NAMES)}"
                )
            )
        problems += _graph_problems(name, chart, file)
        for node_id, node in chart.nodes.items():
            path = f"{where}/nodes/{node_id}"
            if not node.built_from.strip():
                problems.append(ContentProblem(file, path, "built_from: say what it is built from"))
            if node.ask is not None and node.ask not in FACTS:
                problems.append(ContentProblem(file, f"{path}/ask", f"no fact named {node.ask}"))
            if node.do is not None and node.do not in STEPS:
                problems.append(ContentProblem(file, f"{path}/do", f"no step named {node.do}"))
            if node.chart is not None and node.chart not in CHART_NAMES:
                problems.append(
                    ContentProblem(file, f"{path}/chart", f"no Bot chart is named {node.chart}")
                )
    return problems
