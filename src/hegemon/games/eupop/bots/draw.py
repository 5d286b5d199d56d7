"""A Bot chart drawn as SVG, and the chart documentation generated from the pack
(`hegemon bot chart`; docs/decisions/0108 §2.17, BOTS.md "the charts are data").

The layout is our own and needs nothing outside the standard library: a node's column is
its longest path from the entry (edges back to a node already on the way — a loop — are
left out of that count and drawn below the boxes), and in each column a node keeps the
row of the node that leads to it by its first branch (``yes``, ``next``, ``then``) where
it can, its later branches (``no``, ``cannot``, other cases) going below. So a chart reads
left to right along its first answers, like the booklet's. Shapes tell the node kinds
apart: a question (``ask``) is a hexagon, a step (``do``) a box, a die (``roll``) an
ellipse, a link to another chart a box with doubled sides in another colour, the chart's
ends (``done``, ``cannot``) rounded pills. With a Bot turn, the nodes and edges it took are
drawn bold, each node numbered by the order of its visits.

The drawing reads the chart's data (``bot_charts.yaml``) only: no registry, no game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from hegemon.games.eupop.bots.trace import TurnTrace
from hegemon.games.eupop.content.schema_bot_charts import Chart, ChartNode, End, Next

WIDTH, HEIGHT = 176, 58
"""A node's box."""
COLUMN, ROW = 236, 92
"""From one column (row) of nodes to the next."""
MARGIN, TOP = 24, 56
"""Around the drawing; above it, the title."""
LOOP_DROP = 34
"""How far below the boxes an edge back to an earlier node runs."""
TAKEN = "#c0392b"
"""The colour of what a Bot turn took."""
FILL = {"ask": "#fff7d6", "do": "#ffffff", "roll": "#eaf4e4", "chart": "#dde9f7", "end": "#eeeeee"}
ENDS = ("done", "cannot")


def end_id(end: str) -> str:
    """The drawing's id for a chart end."""
    return f"end:{end}"


def _target(where: Next) -> str:
    return end_id(where.end) if isinstance(where, End) else where


def branches(node: ChartNode) -> list[tuple[str, str]]:
    """(label, target) of each branch of a node in the order it is drawn (the first
    branch the row's own); a die's faces and a node's answers leading to one place are
    one edge, their labels joined."""
    named: list[tuple[str, Next | None]] = [
        ("yes", node.yes),
        ("no", node.no),
        ("", node.next),
        ("cannot", node.cannot),
        ("then", node.then),
    ]
    named += list((node.cases or {}).items())
    named += [(key, where) for key, where in sorted((node.faces or {}).items())]
    merged: dict[str, list[str]] = {}
    for label, where in named:
        if where is not None:
            merged.setdefault(_target(where), []).append(label)
    return [
        (", ".join(label or "next" for label in labels) if len(labels) > 1 else labels[0], to)
        for to, labels in merged.items()
    ]


@dataclass(frozen=True, slots=True)
class Placed:
    """A node (or an end) where it is drawn: its column and row."""

    id: str
    kind: str
    column: int
    row: int

    @property
    def x(self) -> int:
        return MARGIN + self.column * COLUMN

    @property
    def y(self) -> int:
        return TOP + self.row * ROW


def layout(chart: Chart) -> dict[str, Placed]:
    """Column and row of every node and of each end the chart reaches (see the module)."""
    edges = {node_id: [to for _, to in branches(node)] for node_id, node in chart.nodes.items()}
    order: list[str] = []
    back: set[tuple[str, str]] = set()
    state: dict[str, int] = {}

    def visit(start: str) -> None:
        # iterative depth-first search: 1 on the way, 2 done
        stack: list[tuple[str, int]] = [(start, 0)]
        state[start] = 1
        while stack:
            node_id, index = stack.pop()
            targets = [to for to in edges[node_id] if to in chart.nodes]
            if index < len(targets):
                stack.append((node_id, index + 1))
                to = targets[index]
                if state.get(to) == 1:
                    back.add((node_id, to))
                elif to not in state:
                    state[to] = 1
                    stack.append((to, 0))
            else:
                state[node_id] = 2
                order.append(node_id)

    for start in [chart.entry, *chart.nodes]:
        if start not in state:
            visit(start)
    column: dict[str, int] = dict.fromkeys(chart.nodes, 0)
    for node_id in reversed(order):
        for to in edges[node_id]:
            if to in chart.nodes and (node_id, to) not in back:
                column[to] = max(column[to], column[node_id] + 1)
    used_ends = [end for end in ENDS if any(end_id(end) in to for to in edges.values())]
    last = max(column.values(), default=0) + 1
    column.update({end_id(end): last for end in used_ends})
    discovered = {node_id: index for index, node_id in enumerate(reversed(order))}
    discovered.update({end_id(end): len(order) + index for index, end in enumerate(used_ends)})
    forward = {
        source: [to for to in targets if column[to] > column[source]]
        for source, targets in edges.items()
    }
    placed: dict[str, Placed] = {}
    for rank in range(last + 1):
        wanted: dict[str, int] = {}
        for node_id in [one for one in column if column[one] == rank]:
            rows = [
                placed[source].row + index
                for source, targets in forward.items()
                if source in placed
                for index, to in enumerate(targets)
                if to == node_id
            ]
            wanted[node_id] = min(rows, default=0)
        row = -1
        for node_id in sorted(wanted, key=lambda one: (wanted[one], discovered[one])):
            row = max(wanted[node_id], row + 1)
            kind = "end" if node_id.startswith("end:") else chart.nodes[node_id].kind
            placed[node_id] = Placed(node_id, kind, rank, row)
    return placed


def _words(node: ChartNode) -> str:
    if node.ask is not None:
        return node.ask.replace("_", " ") + "?"
    if node.do is not None:
        args = ", ".join(f"{key} {value}" for key, value in sorted(node.args.items()))
        return node.do.replace("_", " ") + (f" ({args})" if args else "")
    if node.roll is not None:
        return "roll: " + node.roll
    return f"to the {node.chart} chart"


def _wrap(text: str, width: int = 24, lines: int = 3) -> list[str]:
    shown: list[str] = []
    for word in text.split():
        if shown and len(shown[-1]) + 1 + len(word) <= width:
            shown[-1] += " " + word
        else:
            shown.append(word)
    if len(shown) > lines:
        shown = [*shown[: lines - 1], shown[lines - 1][: width - 1] + "…"]
    return shown


def _shape(place: Placed, stroke: str, width: float) -> str:
    x, y, w, h = place.x, place.y, WIDTH, HEIGHT
    style = f'fill="{FILL[place.kind]}" stroke="{stroke}" stroke-width="{width}"'
    if place.kind == "ask":
        points = [(x + 14, y), (x + w - 14, y), (x + w, y + h / 2)]
        points += [(x + w - 14, y + h), (x + 14, y + h), (x, y + h / 2)]
        shown = " ".join(f"{px:g},{py:g}" for px, py in points)
        return f'<polygon points="{shown}" {style}/>'
    if place.kind == "roll":
        centre = f'cx="{x + w / 2:g}" cy="{y + h / 2:g}"'
        return f'<ellipse {centre} rx="{w / 2:g}" ry="{h / 2:g}" {style}/>'
    if place.kind == "end":
        pill = f'x="{x}" y="{y + 8}" width="{w}" height="{h - 16}" rx="{(h - 16) / 2:g}"'
        return f"<rect {pill} {style}/>"
    box = f'<rect x="{x}" y="{y}" width="{w}" height="{h}" {style}/>'
    if place.kind == "chart":
        sides = f'<line x1="{x + 9}" y1="{y}" x2="{x + 9}" y2="{y + h}" stroke="{stroke}"/>'
        sides += (
            f'<line x1="{x + w - 9}" y1="{y}" x2="{x + w - 9}" y2="{y + h}" stroke="{stroke}"/>'
        )
        return box + sides
    return box


def _text(place: Placed, node: ChartNode | None) -> str:
    centre = place.x + WIDTH / 2
    if node is None:
        end = place.id.removeprefix("end:")
        return (
            f'<text x="{centre:g}" y="{place.y + HEIGHT / 2 + 4:g}" text-anchor="middle"'
            f' font-weight="bold">{escape(end)}</text>'
        )
    lines = _wrap(_words(node))
    first = place.y + HEIGHT / 2 - 6 * len(lines) + 2
    parts = [
        f'<text x="{centre:g}" y="{first:g}" text-anchor="middle" font-weight="bold">'
        f"{escape(place.id)}</text>"
    ]
    for index, line in enumerate(lines, start=1):
        parts.append(
            f'<text x="{centre:g}" y="{first + 12 * index:g}" text-anchor="middle"'
            f' font-size="11">{escape(line)}</text>'
        )
    return "".join(parts)


def _edge(source: Placed, target: Placed, label: str, taken: bool) -> str:
    stroke, width, marker = (TAKEN, 3, "taken") if taken else ("#555555", 1.2, "arrow")
    if target.column > source.column:
        x1, y1 = float(source.x + WIDTH), source.y + HEIGHT / 2
        x2, y2 = float(target.x), target.y + HEIGHT / 2
        bend = max(30.0, (x2 - x1) / 2)
        path = f"M{x1:g},{y1:g} C{x1 + bend:g},{y1:g} {x2 - bend:g},{y2:g} {x2:g},{y2:g}"
        middle = ((x1 + x2) / 2, (y1 + y2) / 2 - 4)
    else:  # back to an earlier column, or within one: below the boxes
        x1, y1 = source.x + WIDTH / 2, source.y + HEIGHT
        x2, y2 = target.x + WIDTH / 2 + 12, target.y + HEIGHT
        low = max(y1, y2) + LOOP_DROP
        path = f"M{x1:g},{y1:g} C{x1:g},{low:g} {x2:g},{low:g} {x2:g},{y2:g}"
        middle = ((x1 + x2) / 2, low - 6)
    drawn = (
        f'<path d="{path}" fill="none" stroke="{stroke}" stroke-width="{width}"'
        f' marker-end="url(#{marker})"/>'
    )
    if label:
        drawn += (
            f'<text x="{middle[0]:g}" y="{middle[1]:g}" text-anchor="middle" font-size="11"'
            f' fill="{stroke}" stroke="#ffffff" stroke-width="3" paint-order="stroke">'
            f"{escape(label)}</text>"
        )
    return drawn


def draw(
    name: str,
    chart: Chart,
    path: Sequence[str] | None = None,
    edges: Iterable[tuple[str, str]] = (),
    caption: str = "",
) -> str:
    """The chart as an SVG document; ``path``: the nodes a Bot turn visited in order (drawn
    bold and numbered), ``edges``: the (node, where next) it took (``end:done`` for an
    end), ``caption``: a line under the title (which turn)."""
    placed = layout(chart)
    visits: dict[str, list[int]] = {}
    for index, node_id in enumerate(path or (), start=1):
        visits.setdefault(node_id, []).append(index)
    taken = set(edges)
    columns = max(place.column for place in placed.values()) + 1
    rows = max(place.row for place in placed.values()) + 1
    width = 2 * MARGIN + columns * COLUMN - (COLUMN - WIDTH)
    height = TOP + rows * ROW + LOOP_DROP + MARGIN
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"'
        f' viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        "<defs>",
        *(
            f'<marker id="{marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"'
            f' markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"'
            f' fill="{colour}"/></marker>'
            for marker, colour in (("arrow", "#555555"), ("taken", TAKEN))
        ),
        "</defs>",
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="{MARGIN}" y="24" font-size="16" font-weight="bold">'
        f"{escape(chart.title)} ({escape(name)}) — {escape(chart.section)}</text>",
    ]
    if caption:
        parts.append(f'<text x="{MARGIN}" y="42" fill="{TAKEN}">{escape(caption)}</text>')
    for node_id, node in chart.nodes.items():
        for label, to in branches(node):
            parts.append(_edge(placed[node_id], placed[to], label, (node_id, to) in taken))
    for node_id, place in placed.items():
        drawn = chart.nodes.get(node_id)
        hit = node_id in visits or any(to == node_id for _, to in taken)
        parts.append(f"<g id={quoteattr(node_id)}>")
        parts.append(_shape(place, TAKEN if hit else "#333333", 3 if hit else 1.2))
        parts.append(_text(place, drawn))
        if node_id in visits:
            numbers = ", ".join(str(number) for number in visits[node_id])
            parts.append(
                f'<text x="{place.x + 2}" y="{place.y - 4}" font-size="11" font-weight="bold"'
                f' fill="{TAKEN}">{escape(numbers)}</text>'
            )
        parts.append("</g>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def taken(turn: TurnTrace, chart: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The nodes of ``chart`` a Bot turn visited, in order, and the edges it took from
    them (node, where next: a node id or ``end:...``), read from its ``bot_step`` entries
    (a step that called a procedure or a chart is one visit: its way on is logged when it
    resumes)."""
    nodes: list[str] = []
    edges: list[tuple[str, str]] = []
    for values in turn.of_kind("bot_step"):
        if values["chart"] != chart:
            continue
        node, kind, then = str(values["node"]), values["node_kind"], str(values["then"])
        if kind not in ("resume", "return"):
            nodes.append(node)
        if kind == "chart" or (kind == "do" and values["answer"] == "call"):
            continue
        if kind == "return" and not then.startswith("end:") and then in ENDS:
            then = end_id(then)  # a link without then ends the chart as the linked one did
        edges.append((node, then))
    return nodes, edges


# -- the generated documentation ---------------------------------------------------------------
def _where(to: str) -> str:
    return f"end {to.removeprefix('end:')}" if to.startswith("end:") else to


def describe(name: str, chart: Chart, svg: str) -> list[str]:
    """The chart as Markdown: its heading, a link to its drawing, a line per node."""
    lines = [
        f"## {chart.title} (`{name}`)",
        "",
        f"Section `{chart.section}`; entry {chart.entry}"
        + (f"; reached from {', '.join(chart.callers)}" if chart.callers else "")
        + f". Drawing: [{svg}]({svg}).",
        "",
    ]
    for node_id, node in chart.nodes.items():
        ways = "; ".join(
            f"{label} → {_where(to)}" if label else f"→ {_where(to)}"
            for label, to in branches(node)
        )
        if node.kind == "chart" and node.then is None:
            ways = "the chart ends as the linked one does"
        kind = node.kind if node.kind != "chart" else "link"
        line = f"- **{node_id}** {kind}: {_words(node)} — {ways}"
        extra = [f"built from {node.built_from}"] if node.built_from else []
        if node.reading:
            extra.append(f"reading {node.reading}")
        if node.unreachable_when:
            extra.append(f"never reached when {node.unreachable_when}")
        lines.append(line + (f" ({'; '.join(extra)})" if extra else ""))
    lines.append("")
    return lines


DOC_HEAD = """# The Bot charts of the shipped pack

Generated from `src/hegemon/games/eupop/content/pack/bot_charts.yaml` by
`hegemon bot chart --markdown docs/eupop-bot-charts.md`, which also writes each chart's
drawing under `docs/eupop-bot-charts/`; do not edit by hand (a test,
`tests/games/eupop/bots/test_draw.py`, fails when they differ from the pack). In the
drawings a question is a hexagon, a step a box, a die an ellipse, a link to another chart
a blue box with doubled sides and the chart's ends grey pills; `hegemon bot chart NAME
OUT.svg --replay FILE --turn N` draws the path one Bot turn took.
"""


def documents(charts: Mapping[str, Chart], folder: str) -> dict[str, str]:
    """The generated files, by path relative to the Markdown file's folder: the Markdown
    (``""``) and one drawing per chart under ``folder``."""
    files: dict[str, str] = {}
    lines = [DOC_HEAD]
    lines.append(
        "Charts: " + ", ".join(f"[{name}](#{_anchor(c, name)})" for name, c in charts.items()) + "."
    )
    lines.append("")
    for name, chart in charts.items():
        svg = f"{folder}/{name}.svg"
        files[svg] = draw(name, chart)
        lines.extend(describe(name, chart, svg))
    files[""] = "\n".join(lines)
    return files


def _anchor(chart: Chart, name: str) -> str:
    heading = f"{chart.title} ({name})".lower()
    kept = "".join(char for char in heading if char.isalnum() or char in " -_")
    return kept.replace(" ", "-")
