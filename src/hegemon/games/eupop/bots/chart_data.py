"""The Bot charts of a pack, compiled for walking (docs/decisions/0108 §2.3).

``bot_charts.yaml`` holds the charts as data (content/schema_bot_charts.py). A walk never
reads that data: :class:`ChartLibrary` compiles each pack's charts once — nodes with
their fact or step resolved from the registries, their branches as :class:`Goto` — and
keeps them per pack. A chart the pack lacks is a rule not built yet: asking for it raises
RuleNotBuilt naming its section of the booklet (:data:`SECTIONS`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import FlowError
from hegemon.engine.refs import check, cite
from hegemon.games.eupop.bots.facts import Fact, Step
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.schema_bot_charts import ChartNode, End, Next, faces_of

SECTIONS: dict[str, str] = {
    name: check(f"eupop-bots:{heading}")
    for name, heading in {
        "main": "MAIN TURN STRUCTURE",
        "defend": "DEFEND ACTION",
        "siege": "SIEGE ACTION",
        "colonize": "COLONIZE ACTION",
        "event": "EVENT ACTION",
        "military": "MILITARY ACTION",
        "diplomacy": "BOT ACTIONS",
        "naval": "NAVAL ACTION",
        "curia": "PAPAL CURIA ACTION",
        "explore": "EXPLORE ACTION",
        "spy": "SPY ACTION",
        "unrest": "UNREST ACTION",
        "convert": "CONVERT ACTION",
        "focus": "FOCUS ACTION",
        "idea": "IDEA ACTION",
        "peace": "PEACE & REBELS PHASE",
        "land_battle": "LAND BATTLE RESOLUTION",
        "naval_battle": "NAVAL BATTLE RESOLUTION",
    }.items()
}
"""Each Bot chart by name → the booklet's section for it: the Main Turn Structure, the
fourteen action charts, the peace chart and the two battle resolutions. The Diplomacy
chart has no heading of its own (its card rows are under BOT ACTIONS), nor has the peace
chart (PEACE & REBELS PHASE points to it)."""

CHART_NAMES: tuple[str, ...] = tuple(SECTIONS)
cite("interpretation:EUPOP-BOT-42", "eupop.bots.chart_data.SECTIONS")
cite("interpretation:EUPOP-BOT-51", "eupop.bots.chart_data.SECTIONS")

Kind = Literal["ask", "do", "roll", "chart"]


class Goto(NamedTuple):
    """Where a branch leads: a node of the same chart, or an end (``done``/``cannot``)."""

    end: bool
    where: str


@dataclass(frozen=True, slots=True)
class Node:
    """A chart node ready to walk."""

    id: str
    kind: Kind
    name: str
    """The fact, step, linked chart, or what the die decides."""
    branches: Mapping[str, Goto]
    """By answer: ``yes``/``no``, a case, ``next``/``cannot`` for a step, ``then`` for a
    link; a roll's faces as ``"1"``..``"6"``."""
    fact: Fact | None = None
    step: Step | None = None
    args: Mapping[str, Any] | None = None
    returns: bool = False
    """A link without ``then``: the chart ends as the linked chart did."""


@dataclass(frozen=True, slots=True)
class Chart:
    name: str
    title: str
    section: str
    entry: str
    nodes: Mapping[str, Node]


def goto(where: Next) -> Goto:
    return Goto(True, where.end) if isinstance(where, End) else Goto(False, where)


def _branches(node: ChartNode) -> dict[str, Goto]:
    named: dict[str, Next | None] = {
        "yes": node.yes,
        "no": node.no,
        "next": node.next,
        "cannot": node.cannot,
        "then": node.then,
    }
    branches = {answer: goto(where) for answer, where in named.items() if where is not None}
    branches.update({case: goto(where) for case, where in (node.cases or {}).items()})
    for key, where in (node.faces or {}).items():
        branches.update({str(face): goto(where) for face in faces_of(key)})
    return branches


def _node(
    chart: str, node_id: str, node: ChartNode, facts: Mapping[str, Fact], steps: Mapping[str, Step]
) -> Node:
    kind = node.kind
    name = node.ask or node.do or node.roll or node.chart or ""
    try:
        fact = facts[name] if kind == "ask" else None
        step = steps[name] if kind == "do" else None
    except KeyError:
        raise FlowError(f"chart {chart} node {node_id}: no {kind} named {name!r}") from None
    return Node(
        node_id,
        kind,
        name,
        _branches(node),
        fact,
        step,
        dict(node.args) if kind == "do" else None,
        kind == "chart" and node.then is None,
    )


def compile_charts(
    content: Content, facts: Mapping[str, Fact], steps: Mapping[str, Step]
) -> dict[str, Chart]:
    """Every chart of a pack, its nodes resolved against the registries."""
    return {
        name: Chart(
            name,
            chart.title,
            chart.section,
            chart.entry,
            {
                node_id: _node(name, node_id, node, facts, steps)
                for node_id, node in chart.nodes.items()
            },
        )
        for name, chart in content.bot_charts.charts.items()
    }


class ChartLibrary:
    """The compiled charts of the packs a rules module plays on, compiled once per pack
    (a pack is compared by identity; the few most recent are kept)."""

    KEPT = 16

    def __init__(self, facts: Mapping[str, Fact], steps: Mapping[str, Step]) -> None:
        self.facts = facts
        self.steps = steps
        self._books: OrderedDict[int, tuple[Content, dict[str, Chart]]] = OrderedDict()

    def charts(self, content: Content) -> dict[str, Chart]:
        kept = self._books.get(id(content))
        if kept is not None and kept[0] is content:
            self._books.move_to_end(id(content))
            return kept[1]
        compiled = compile_charts(content, self.facts, self.steps)
        self._books[id(content)] = (content, compiled)
        while len(self._books) > self.KEPT:
            self._books.popitem(last=False)
        return compiled

    def chart(self, content: Content, name: str) -> Chart:
        """A chart of the pack; RuleNotBuilt naming its section when the pack lacks it."""
        compiled = self.charts(content).get(name)
        if compiled is not None:
            return compiled
        if name not in SECTIONS:
            raise FlowError(f"no Bot chart is named {name!r}; charts: {', '.join(CHART_NAMES)}")
        raise RuleNotBuilt(SECTIONS[name], f"the pack has no {name} chart yet")
