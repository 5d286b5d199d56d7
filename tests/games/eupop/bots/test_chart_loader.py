"""The Bot charts as content: ``bot_charts.yaml`` is read, checked and refused with a
reason for every fault — a fact or step the Bots do not know, a node its entry never
reaches, a cycle no step breaks, a node that does not say what it was built from
(decision 0108 §2.3; docs/content-format.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from hegemon.engine.content import ContentError
from hegemon.games.eupop.bots.chart_data import CHART_NAMES, SECTIONS
from hegemon.games.eupop.content.loader import load_pack, shipped
from hegemon.games.eupop.content.schema_bot_charts import BotChartsFile, End
from hegemon.games.eupop.content.synthetic import SCENARIO, synthetic_content
from hegemon.games.eupop.module import RULES
from tests.games.eupop.helpers import copy_pack

SOURCE = "S 711-717"
DONE = {"end": "done"}


def siege(**nodes: Any) -> dict[str, Any]:
    return {
        "title": "SIEGE",
        "section": "eupop-bots:SIEGE ACTION",
        "entry": "SIE-1",
        "callers": ["main"],
        "nodes": nodes
        or {
            "SIE-1": {
                "ask": "power_available",
                "yes": "SIE-2",
                "no": {"end": "cannot"},
                "built_from": SOURCE,
                "reading": "EUPOP-BOT-11",
            },
            "SIE-2": {"ask": "cards_left", "yes": DONE, "no": DONE, "built_from": SOURCE},
        },
    }


def problems(charts: dict[str, Any]) -> list[str]:
    """The reasons the loader gives for refusing these charts ([] when it takes them)."""
    try:
        RULES.with_content({"bot_charts": {"charts": charts}})
    except ContentError as error:
        return [str(problem) for problem in error.problems]
    return []


def test_the_shipped_and_synthetic_packs_have_the_chart_file() -> None:
    assert "main" in shipped().bot_charts.charts
    assert synthetic_content(1).bot_charts == shipped().bot_charts
    assert synthetic_content(1).scenarios[SCENARIO].minimum_seats == 0


def test_a_well_made_chart_is_taken() -> None:
    rules = RULES.with_content({"bot_charts": {"charts": {"siege": siege()}}})
    chart = rules.content.bot_charts.charts["siege"]
    assert (chart.entry, chart.nodes["SIE-1"].kind, chart.nodes["SIE-1"].reading) == (
        "SIE-1",
        "ask",
        "EUPOP-BOT-11",
    )


def test_the_yaml_keys_yes_and_no_are_read_as_branches(tmp_path: Path) -> None:
    folder = copy_pack(tmp_path)
    (folder / "bot_charts.yaml").write_text(
        "charts:\n"
        "  siege:\n"
        "    title: SIEGE\n"
        '    section: "eupop-bots:SIEGE ACTION"\n'
        "    entry: SIE-1\n"
        "    nodes:\n"
        "      SIE-1:\n"
        "        ask: power_available\n"
        '        built_from: "S 717"\n'
        "        yes: SIE-2\n"
        "        no: {end: cannot}\n"
        "      SIE-2:\n"
        "        roll: which province\n"
        '        built_from: "S 717"\n'
        "        faces: {1-3: {end: done}, 4: {end: cannot}, 5-6: {end: done}}\n",
        "utf-8",
    )
    chart = load_pack(folder).bot_charts.charts["siege"]
    assert chart.nodes["SIE-1"].yes == "SIE-2"
    assert chart.nodes["SIE-1"].no == End(end="cannot")
    assert sorted(chart.nodes["SIE-2"].faces or {}) == ["1-3", "4", "5-6"]


def test_an_unknown_fact_or_step_is_refused() -> None:
    chart = siege(
        **{
            "SIE-1": {"ask": "may_siege_mars", "yes": "SIE-2", "no": DONE, "built_from": SOURCE},
            "SIE-2": {"do": "siege_on_mars", "next": DONE, "built_from": SOURCE},
        }
    )
    assert problems({"siege": chart}) == [
        "bot_charts.yaml: charts/siege/nodes/SIE-1/ask: no fact named may_siege_mars",
        "bot_charts.yaml: charts/siege/nodes/SIE-2/do: no step named siege_on_mars",
    ]


def test_a_node_the_entry_never_reaches_is_refused() -> None:
    chart = siege()
    chart["nodes"]["SIE-3"] = {"ask": "cards_left", "yes": DONE, "no": DONE, "built_from": SOURCE}
    assert problems({"siege": chart}) == [
        "bot_charts.yaml: charts/siege/nodes/SIE-3: unreachable from SIE-1"
    ]


def test_a_node_without_its_sources_is_refused() -> None:
    chart = siege()
    del chart["nodes"]["SIE-2"]["built_from"]
    assert problems({"siege": chart}) == [
        "bot_charts.yaml: charts/siege/nodes/SIE-2: built_from: say what it is built from"
    ]


def test_a_cycle_without_a_step_is_refused_and_one_with_a_step_taken() -> None:
    chart = siege()
    chart["nodes"]["SIE-2"]["no"] = "SIE-1"
    assert problems({"siege": chart}) == [
        "bot_charts.yaml: charts/siege: the cycle SIE-1 → SIE-2 → SIE-1 has no do node"
    ]
    roll = siege(
        **{"SIE-1": {"roll": "again", "faces": {"1-5": "SIE-1", "6": DONE}, "built_from": SOURCE}}
    )
    assert problems({"siege": roll}) == [
        "bot_charts.yaml: charts/siege: the cycle SIE-1 → SIE-1 has no do node"
    ]


def test_branches_entries_and_links_must_lead_somewhere() -> None:
    chart = siege()
    chart["nodes"]["SIE-2"]["yes"] = "SIE-9"
    chart["nodes"]["SIE-2"]["no"] = "SIE-3"
    chart["nodes"]["SIE-3"] = {"chart": "mercantile", "built_from": SOURCE}
    assert problems({"siege": chart, "trade": {**siege(), "entry": "TRA-1"}}) == [
        "bot_charts.yaml: charts/siege/nodes/SIE-2: leads to SIE-9: no such node",
        "bot_charts.yaml: charts/siege/nodes/SIE-3/chart: no Bot chart is named mercantile",
        "bot_charts.yaml: charts/trade: no Bot chart is named trade: " + ", ".join(CHART_NAMES),
        "bot_charts.yaml: charts/trade/entry: no node TRA-1",
    ]


@pytest.mark.parametrize(
    ("node", "reason"),
    [
        ({"ask": "cards_left", "yes": DONE}, "an ask node has both yes and no, or cases"),
        ({"ask": "cards_left", "do": "x", "yes": DONE, "no": DONE}, "exactly one of ask, do"),
        ({"do": "x", "yes": DONE, "next": DONE}, "a do node has no yes"),
        ({"roll": "die", "faces": {"1-3": DONE, "3-6": DONE}}, "cover 1..6 once each"),
        ({"roll": "die", "faces": {"1-7": DONE}}, "not a face or a range"),
        ({"ask": "cards_left", "yes": DONE, "no": {"end": "later"}}, "'done' or 'cannot'"),
        ({"ask": "cards_left", "yes": DONE, "no": DONE, "reading": "EUPOP-12"}, "EUPOP-BOT-"),
    ],
)
def test_a_malformed_node_is_refused(node: dict[str, Any], reason: str) -> None:
    found = problems({"siege": siege(**{"SIE-1": {**node, "built_from": SOURCE}})})
    assert found and any(reason in problem for problem in found), found


def test_a_chart_cites_a_section_of_the_rules() -> None:
    found = problems({"siege": {**siege(), "section": "eupop-bots:BESIEGING"}})
    assert found == [
        "bot_charts.yaml: charts/siege/section: Value error, eupop-solo-and-bot-rules.md has "
        "no section 'BESIEGING' (cited as 'eupop-bots:BESIEGING')"
    ]


def test_every_chart_name_has_its_section_of_the_booklet() -> None:
    assert len(CHART_NAMES) == 18
    assert SECTIONS["main"] == "eupop-bots:MAIN TURN STRUCTURE"
    assert SECTIONS["naval_battle"] == "eupop-bots:NAVAL BATTLE RESOLUTION"


def test_the_documented_example_is_a_valid_chart_file() -> None:
    doc = (Path(__file__).parents[4] / "docs" / "content-format.md").read_text("utf-8")
    block = doc.split("### bot_charts.yaml", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    charts = BotChartsFile.model_validate(yaml.safe_load(block)).charts
    assert [node.kind for node in charts["siege"].nodes.values()] == ["ask", "do", "roll", "chart"]
