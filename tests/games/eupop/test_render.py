"""`hegemon map render` draws every area, province, sea zone, trade node and token."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.render import WAR_LINE_HEIGHT, Drawing, render_svg
from hegemon.games.eupop.world.wars import join_war, make_peace, start_war

SVG = "{http://www.w3.org/2000/svg}"


def _texts(svg: str) -> list[str]:
    root = ElementTree.fromstring(svg)
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def test_the_solo_map_names_every_area_province_sea_zone_and_trade_node() -> None:
    state = RULES.setup("margrave", seed=1).state
    texts = set(_texts(render_svg(RULES.content, state)))
    geography = RULES.content.geography
    assert {name for name in geography.provinces} <= texts
    assert {name for name in geography.sea_zones} <= texts
    assert {name for name in geography.trade_nodes} <= texts
    areas = {text.split(" ")[0] for text in texts}
    assert {name.upper() for name in geography.areas} <= areas


def test_the_drawing_shows_armies_occupation_and_the_seats() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    state["map"]["provinces"]["Berlin"]["occupier"] = "poland"
    svg = render_svg(RULES.content, state)
    texts = _texts(svg)
    assert "1C 2I" in texts
    assert "Brandenburg (human)" in texts
    assert "Austria (Bot, 9 BP)" in texts  # its Bot Power, from its mat (BOT MAT)
    poland = RULES.content.realms.realms["poland"].color
    assert f'stroke="{poland}" stroke-width="2.5"' in svg


def test_map_render_writes_an_svg_file(tmp_path: Path) -> None:
    out = tmp_path / "map.svg"
    result = CliRunner().invoke(
        app, ["map", "render", "eupop", "--scenario", "six_crowns", str(out)]
    )
    assert result.exit_code == 0, result.output
    root = ElementTree.fromstring(out.read_text("utf-8"))
    assert root.tag == f"{SVG}svg"


def test_map_render_refuses_an_unknown_scenario(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app, ["map", "render", "eupop", "--scenario", "nowhere", str(tmp_path / "x.svg")]
    )
    assert result.exit_code == 2
    assert not (tmp_path / "x.svg").exists()


def test_ships_in_port_are_drawn_by_their_port() -> None:
    state = RULES.setup("margrave", seed=1).state
    state["forces"]["p1"] = {
        "realm": "brandenburg",
        "where": "Brandenburg",
        "port": "Stettin",
        "army": True,
        "leader": None,
        "units": {"light_ship": 2, "galley": 1},
    }
    assert "1G 2L" in _texts(render_svg(RULES.content, state))


def test_the_drawing_names_each_wars_sides_and_its_separate_peaces() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    war = start_war(state, "france", ["england"])
    join_war(state, war, "attackers", "scotland", "offensive_call", "france")
    make_peace(state, war, "england", "france")
    svg = render_svg(RULES.content, state)
    texts = _texts(svg)
    assert texts[-5:] == [
        "France",
        "Scotland",
        "against",
        "England",
        "⚔ w1 (separate peace: England–France)",
    ]
    root = ElementTree.fromstring(svg)
    height = int(root.attrib["height"])
    legend = Drawing(RULES.content, state).legend_height
    assert height == RULES.content.geography.height + legend + WAR_LINE_HEIGHT


def test_a_state_at_peace_draws_no_war_line() -> None:
    state = RULES.setup("six_crowns", seed=1).state
    assert not any(text.startswith("⚔") for text in _texts(render_svg(RULES.content, state)))


def test_each_owned_province_carries_its_owners_tag_and_the_legend_explains_every_tag() -> None:
    state = RULES.setup("margrave", seed=1).state
    state["map"]["provinces"]["London"]["owner"] = "france"
    state["map"]["provinces"]["York"]["owner"] = None
    root = ElementTree.fromstring(render_svg(RULES.content, state))
    texts = list(root.iter(f"{SVG}text"))
    tags = {text.get("data-province"): text.text for text in texts if text.get("class") == "owner"}
    assert tags["London"] == "FRA"
    assert tags["Bristol"] == "ENG"
    assert "York" not in tags
    following = dict(itertools.pairwise(texts))
    legend = {text.text: following[text].text for text in texts if text.get("class") == "owner-key"}
    owners = {record["owner"] for record in state["map"]["provinces"].values()} - {None}
    realms = RULES.content.realms.realms
    assert legend["FRA"] == "France"
    assert set(legend.values()) == {realms[owner].name for owner in owners}
    assert set(tags.values()) == set(legend)
