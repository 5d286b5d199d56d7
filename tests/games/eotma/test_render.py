"""The eotma map drawing: `hegemon map render eotma` and `m` in play."""

from __future__ import annotations

import itertools
import math
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.match import Match
from hegemon.engine.serial import State
from hegemon.games.eotma.module import RULES
from hegemon.games.eotma.render import EMPIRE_COLOURS, INDEPENDENT, holder_tags, render_svg
from hegemon.games.eotma.rules.possession import change_possession
from hegemon.games.eotma.world.drawing_layout import Point, drawing_layout
from tests.games.eotma.helpers import content, new_game

SVG = "{http://www.w3.org/2000/svg}"
runner = CliRunner()


def _drawing(state: State) -> ElementTree.Element:
    return ElementTree.fromstring(render_svg(content(), state))


def _fills(root: ElementTree.Element) -> dict[str, list[str]]:
    """Each area's fills, by the name it carries."""
    fills: dict[str, list[str]] = {}
    for polygon in root.iter(f"{SVG}polygon"):
        if polygon.get("class") == "area":
            fills.setdefault(polygon.get("data-area", ""), []).append(polygon.get("fill", ""))
    return fills


def _marks(root: ElementTree.Element, kind: str) -> dict[str, int]:
    """How many marks of a kind each area shows."""
    counts: dict[str, int] = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") == "marks":
            found = [mark for mark in group.iter(f"{SVG}g") if mark.get("class") == kind]
            if found:
                counts[group.get("data-area", "")] = len(found)
    return counts


def _texts(root: ElementTree.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def test_every_area_is_drawn_once_in_its_holders_colour() -> None:
    state = new_game("millennium").state
    fills = _fills(_drawing(state))
    assert sorted(fills) == sorted(content().geography.land)
    assert all(len(colours) == 1 for colours in fills.values())
    scenario = content().scenarios["millennium"]
    colour = {seat: EMPIRE_COLOURS[index] for index, seat in enumerate(scenario.empires)}
    for name, record in state["areas"].items():
        if record["owner"] is not None:
            assert fills[name] == [colour[record["owner"]]], name
        elif record["magnate"] is not None:
            assert fills[name][0].startswith("url(#magnate-"), name
        else:
            assert fills[name] == [INDEPENDENT], name
    assert len(set(colour.values())) == len(colour)
    assert fills["Cordoba"] == fills["Toledo"] != fills["Sicily"]


def test_a_conquered_area_takes_its_conquerors_colour() -> None:
    game = new_game("millennium")
    before = _fills(_drawing(game.state))
    change_possession(game, content(), "Normandy", "england", "conquest", "eotma:10.3")
    after = _fills(_drawing(game.state))
    assert before["Normandy"] == before["Ile-de-France"]
    assert after["Normandy"] == after["Wessex"] != before["Normandy"]
    assert {name for name in after if after[name] != before[name]} == {"Normandy"}


def test_unrest_fortifications_ties_claims_and_c_results_are_marked_where_they_are() -> None:
    state = new_game("millennium").state
    areas = state["areas"]
    areas["Flanders"].update(unrest=True, fortification=3, ties=["france", "england"])
    areas["Flanders"]["claims"] = ["england"]
    areas["Navarre"]["partial_conquest"] = {
        "Castile": {"seat": "leon", "count": 1},
        "Aquitaine": {"seat": "france", "count": 2},
    }
    root = _drawing(state)
    assert _marks(root, "unrest") == {name: 1 for name, record in areas.items() if record["unrest"]}
    assert _marks(root, "fortification") == {
        name: 1 for name, record in areas.items() if record["fortification"]
    }
    assert _marks(root, "tie") == {"Flanders": 2}
    claims = _marks(root, "claim")
    assert claims["Flanders"] == 1
    assert claims == {
        name: len(record["claims"]) for name, record in areas.items() if record["claims"]
    }
    assert _marks(root, "conquest") == {"Navarre": 2}
    assert {"C1", "C2"} <= set(_texts(root))
    courts = {"Ile-de-France", "Wessex", "Leon", "Saxony", "Thrace", "Denmark"}
    assert set(_marks(root, "court")) == courts | {"Cordoba", "Ifriqiya"}


def test_the_title_names_the_scenario_year_and_round_and_the_legend_each_holder() -> None:
    state = new_game("reconquista").state
    texts = _texts(_drawing(state))
    assert any("The Reconquista" in text and "AD 1065, round 1 of 10" in text for text in texts)
    assert "Kingdom of Leon and Castile (castile)" in texts
    assert "Almoravid emirate (magnate)" in texts
    assert "independent" in texts


def test_areas_touch_on_the_drawing_exactly_where_they_share_a_border() -> None:
    geography = content().geography
    cells = drawing_layout(geography).cells

    def on_outline(point: Point, outline: tuple[Point, ...]) -> bool:
        for start, end in itertools.pairwise((*outline, outline[0])):
            dx, dy = end[0] - start[0], end[1] - start[1]
            length = dx * dx + dy * dy
            share = ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length
            share = min(1.0, max(0.0, share))
            if math.dist(point, (start[0] + share * dx, start[1] + share * dy)) < 0.05:
                return True
        return False

    def touch(first: str, second: str) -> bool:
        outline = cells[first]
        for start, end in itertools.pairwise((*outline, outline[0])):
            middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
            if math.dist(start, end) > 1 and on_outline(middle, cells[second]):
                return True
        return False

    for first, second in itertools.combinations(geography.land, 2):
        assert touch(first, second) == (second in geography.land[first].neighbours), (
            first,
            second,
        )


def test_no_two_labels_overlap() -> None:
    layout = drawing_layout(content().geography)
    places = {**layout.land, **layout.seas}
    for first, second in itertools.combinations(places, 2):
        (x1, y1), (x2, y2) = places[first], places[second]
        (w1, h1), (w2, h2) = layout.blocks[first], layout.blocks[second]
        apart = abs(x1 - x2) >= (w1 + w2) / 2 or abs(y1 - y2) >= (h1 + h2) / 2
        assert apart, (first, second)


def test_a_seats_view_of_a_game_in_progress_draws_the_same_map() -> None:
    match = Match.new(RULES, "millennium", 3)
    agent = RandomAgent(3)
    for _ in range(200):
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, agent.choose(Observation(match.rules, match.state, decision)))
    seen = match.rules.view(match.state, "france")
    assert render_svg(content(), seen) == render_svg(content(), match.state)


def test_map_render_eotma_writes_an_svg_file(tmp_path: Path) -> None:
    out = tmp_path / "eotma.svg"
    result = runner.invoke(app, ["map", "render", "eotma", "--scenario", "reconquista", str(out)])
    assert result.exit_code == 0, result.output
    root = ElementTree.fromstring(out.read_text("utf-8"))
    assert root.tag == f"{SVG}svg"
    assert len(_fills(root)) == len(content().geography.land)


def test_m_in_play_writes_the_map_beside_the_replay(tmp_path: Path) -> None:
    save = tmp_path / "play.json"
    result = runner.invoke(
        app,
        ["play", "eotma", "--scenario", "reconquista", "--seed", "0", "--save", str(save)],
        input="m\nq\n",
    )
    assert result.exit_code == 0, result.output
    drawn = tmp_path / "eotma-map.svg"
    assert f"map written to {drawn.resolve()}" in result.output
    root = ElementTree.fromstring(drawn.read_text("utf-8"))
    assert _fills(root)["Castile"] == [EMPIRE_COLOURS[0]]


def test_map_render_draws_the_last_state_of_a_replay(tmp_path: Path) -> None:
    match = Match.new(RULES, "millennium", seed=4, seats=["france", "england"])
    agent = RandomAgent(4)
    for _ in range(120):
        decision = match.decision()
        assert decision is not None
        match.apply(decision.seat, agent.choose(Observation(match.rules, match.state, decision)))
    replay = tmp_path / "game.json"
    match.record().save(replay)
    out = tmp_path / "replayed.svg"
    result = runner.invoke(app, ["map", "render", "eotma", "--replay", str(replay), str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text("utf-8") == render_svg(content(), match.state)
    wrong = runner.invoke(app, ["map", "render", "eupop", "--replay", str(replay), str(out)])
    assert wrong.exit_code == 2 and "a replay of eotma, not of eupop" in wrong.output


def _legend_tags(root: ElementTree.Element) -> dict[str, str]:
    """Each tag the legend shows → the holder named beside it."""
    children = list(root)
    return {
        "".join(child.itertext()): children[index + 1].text or ""
        for index, child in enumerate(children)
        if child.get("class") == "holder"
    }


def _area_tags(root: ElementTree.Element) -> dict[str, list[str]]:
    """The holder tags drawn on each area."""
    tags: dict[str, list[str]] = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") == "marks":
            tags[group.get("data-area", "")] = [
                "".join(mark.itertext())
                for mark in group.iter(f"{SVG}g")
                if mark.get("class") == "holder"
            ]
    return tags


def test_each_held_area_carries_its_holders_tag_and_the_legend_explains_every_tag() -> None:
    root = _drawing(new_game("millennium").state)
    tags = _area_tags(root)
    assert tags["Ile-de-France"] == ["FRA"]
    assert tags["Toledo"] == ["CAL"]
    assert tags["Aquitaine"] == []
    assert _legend_tags(root) == {
        "FRA": "Kingdom of France (france)",
        "ENG": "Kingdom of England (england)",
        "LEO": "Kingdom of Leon (leon)",
        "EMP": "Holy Roman Empire (empire)",
        "BYZ": "Eastern Roman Empire (byzantium)",
        "DEN": "Kingdom of Denmark (denmark)",
        "CAL": "Caliphate of Cordoba (magnate)",
        "FAT": "Fatimid governors (magnate)",
    }


def test_a_holder_tag_taken_by_an_earlier_holder_takes_a_later_letter() -> None:
    tags = holder_tags(["castile", "castle", "cas"])
    assert tags == {"castile": "CAS", "castle": "CAT", "cas": "CA2"}
