"""`hegemon bot chart`: a Bot chart drawn as SVG by our own layered layout, the path of one
Bot turn drawn over it, and the generated chart documentation (bots/draw.py; decision 0108
§2.17)."""

from __future__ import annotations

import contextlib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.engine.match import ReplayRecord
from hegemon.games.eupop.bots.draw import TAKEN, documents, draw, layout, taken
from hegemon.games.eupop.bots.trace import turns
from hegemon.games.eupop.content.schema_bot_charts import Chart
from hegemon.games.eupop.module import RULES

runner = CliRunner()
DOCS = Path(__file__).parents[4] / "docs"
SVG = "{http://www.w3.org/2000/svg}"
LOOP = Chart.model_validate(
    {
        "title": "A LOOP",
        "section": "eupop-bots:SPY ACTION",
        "entry": "LP-1",
        "nodes": {
            "LP-1": {"ask": "power_available", "yes": "LP-2", "no": "LP-3"},
            "LP-2": {"do": "pay", "next": {"end": "done"}, "cannot": {"end": "cannot"}},
            "LP-3": {"roll": "who", "faces": {"1-3": "LP-1", "4-6": "LP-4"}},
            "LP-4": {"chart": "military"},
        },
    }
)
"""A small chart: a question, a step with both ends, a die leading back, a link."""


def _groups(svg: str) -> dict[str, ElementTree.Element]:
    root = ElementTree.fromstring(svg)
    return {group.attrib["id"]: group for group in root.iter(f"{SVG}g")}


def test_layout_puts_first_answers_on_the_row_and_loops_out_of_the_columns() -> None:
    placed = layout(LOOP)
    where = {node: (place.column, place.row) for node, place in placed.items()}
    # LP-3 → LP-1 goes back: it does not push LP-1 right; the ends share the last column
    assert where == {
        "LP-1": (0, 0),
        "LP-2": (1, 0),
        "LP-3": (1, 1),
        "LP-4": (2, 1),
        "end:done": (3, 0),
        "end:cannot": (3, 1),
    }


def test_every_node_has_its_shape_its_id_and_its_edges_labelled() -> None:
    svg = draw("loop", LOOP)
    groups = _groups(svg)
    assert list(groups) == ["LP-1", "LP-2", "LP-3", "LP-4", "end:done", "end:cannot"]
    shapes = {node: group[0].tag.removeprefix(SVG) for node, group in groups.items()}
    assert shapes == {
        "LP-1": "polygon",
        "LP-2": "rect",
        "LP-3": "ellipse",
        "LP-4": "rect",
        "end:done": "rect",
        "end:cannot": "rect",
    }
    assert [line.tag.removeprefix(SVG) for line in groups["LP-4"][1:3]] == ["line", "line"]
    texts = {
        node: [text.text for text in group.iter(f"{SVG}text")] for node, group in groups.items()
    }
    assert texts["LP-1"] == ["LP-1", "power available?"]
    assert texts["LP-3"] == ["LP-3", "roll: who"]
    assert texts["LP-4"] == ["LP-4", "to the military chart"]
    root = ElementTree.fromstring(svg)
    edges = [path for path in root.iter(f"{SVG}path") if path.attrib.get("marker-end")]
    assert len(edges) == 6  # yes, no, next, cannot, faces 1-3, faces 4-6
    labels = [text.text for text in root.findall(f"{SVG}text")]
    assert labels[1:] == ["yes", "no", "cannot", "1-3", "4-6"]  # after the title; next unlabelled
    assert f'stroke="{TAKEN}"' not in svg  # nothing taken


def test_a_turn_s_path_is_bold_and_numbered() -> None:
    svg = draw(
        "loop",
        LOOP,
        ["LP-1", "LP-3", "LP-1", "LP-2"],
        [("LP-1", "LP-3"), ("LP-3", "LP-1"), ("LP-1", "LP-2"), ("LP-2", "end:done")],
        "Bot turn 4",
    )
    groups = _groups(svg)
    bold = sorted(node for node, group in groups.items() if group[0].attrib["stroke-width"] == "3")
    assert bold == ["LP-1", "LP-2", "LP-3", "end:done"]
    numbers = {node: group[-1].text for node, group in groups.items() if node.startswith("LP")}
    assert numbers == {"LP-1": "1, 3", "LP-2": "4", "LP-3": "2", "LP-4": "to the military chart"}
    root = ElementTree.fromstring(svg)
    taken_edges = [
        path for path in root.iter(f"{SVG}path") if path.attrib.get("stroke-width") == "3"
    ]
    assert len(taken_edges) == 4


def _all_bots(seed: int = 0) -> Game:
    kept: list[Game] = []
    rules = rules_registry.load("eupop")
    with contextlib.suppress(RuleNotBuilt):
        kept.append(rules.setup("margrave", seed, [], {}, watchers=(lambda g, *_: kept.append(g),)))
    return kept[-1]


def test_the_path_of_a_turn_is_read_from_its_steps() -> None:
    """The first Bot turn of an all-Bot margrave game answers MTS-1..MTS-6 no, draws and
    pays its card at MTS-7, and carries it out at MTS-8 (a called procedure: one visit,
    its way on logged when it resumes)."""
    first = turns(_all_bots().entries)[0]
    nodes, edges = taken(first, "main")
    assert nodes == [f"MTS-{number}" for number in range(1, 9)]
    assert edges == [(f"MTS-{n}", f"MTS-{n + 1}") for n in range(1, 8)] + [("MTS-8", "end:done")]
    assert taken(first, "military") == ([], [])


@pytest.fixture
def replay(tmp_path: Path) -> Path:
    record = ReplayRecord("eupop", RULES.content_id(), "margrave", 0, [], {})
    path = tmp_path / "bots.json"
    record.save(path)
    return path


def test_bot_chart_draws_the_turn_of_a_replay(replay: Path, tmp_path: Path) -> None:
    out = tmp_path / "main.svg"
    result = runner.invoke(
        app, ["bot", "chart", "main", str(out), "--replay", str(replay), "--turn", "1"]
    )
    assert result.exit_code == 0, result.output
    svg = out.read_text("utf-8")
    groups = _groups(svg)
    assert groups["MTS-1"][-1].text == "1" and groups["MTS-8"][-1].text == "8"
    assert groups["MTS-1"][0].attrib["stroke-width"] == "3"
    assert groups["MTS-1E"][0].attrib["stroke-width"] == "1.2"
    assert "Bot turn 1 of" in svg and "brandenburg, 8 nodes of this chart" in svg


def test_bot_chart_without_a_game_draws_the_chart(tmp_path: Path) -> None:
    out = tmp_path / "spy.svg"
    result = runner.invoke(app, ["bot", "chart", "spy", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(_groups(out.read_text("utf-8"))) == sorted(
        [*RULES.content.bot_charts.charts["spy"].nodes, "end:done", "end:cannot"]
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["nowhere", "x.svg"], "error: no Bot chart 'nowhere' in the pack; its charts: main,"),
        (["main", "x.svg", "--turn", "2"], "error: --turn goes with --replay FILE or --id ID"),
        (["main", "x.svg", "--replay", "{replay}"], "error: --turn goes with --replay"),
        (["main", "x.svg", "--replay", "{replay}", "--turn", "9999"], "error: no Bot turn 9999 in"),
        (["main"], "error: name a chart and the SVG file to write"),
        (["main", "x.svg", "--markdown", "a.md"], "error: --markdown writes every chart"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    arguments: list[str], message: str, replay: Path, tmp_path: Path
) -> None:
    given = [argument.replace("{replay}", str(replay)) for argument in arguments]
    result = runner.invoke(app, ["bot", "chart", *given])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(lines) == 1 and lines[0].startswith(message), result.output
    assert "Traceback" not in result.output


def test_the_chart_documentation_is_up_to_date() -> None:
    """docs/eupop-bot-charts.md and its drawings are what `hegemon bot chart --markdown
    docs/eupop-bot-charts.md` writes from the shipped pack: run it after changing a chart."""
    for relative, text in documents(RULES.content.bot_charts.charts, "eupop-bot-charts").items():
        written = DOCS / relative if relative else DOCS / "eupop-bot-charts.md"
        assert written.exists() and written.read_text("utf-8") == text, (
            f"{written} is out of date: run hegemon bot chart --markdown docs/eupop-bot-charts.md"
        )


def test_markdown_writes_the_documentation_and_the_drawings(tmp_path: Path) -> None:
    result = runner.invoke(app, ["bot", "chart", "--markdown", str(tmp_path / "charts.md")])
    assert result.exit_code == 0, result.output
    names = sorted(path.stem for path in (tmp_path / "charts").iterdir())
    assert names == sorted(RULES.content.bot_charts.charts)
    text = (tmp_path / "charts.md").read_text("utf-8")
    assert "Drawing: [charts/spy.svg](charts/spy.svg)." in text
    assert (
        "- **SPY-1M** link: to the military chart — the chart ends as the linked one does" in text
    )
