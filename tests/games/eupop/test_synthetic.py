"""Synthetic full-scale packs: the size asked for, valid, and a 6-seat setup that round-trips."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hegemon.cli.content import check_pack
from hegemon.engine.serial import canonical_json, check_plain, state_hash
from hegemon.games.eupop.content.loader import Content
from hegemon.games.eupop.content.synthetic import (
    SCENARIO,
    synthetic_content,
    synthetic_files,
    write_pack,
)
from hegemon.games.eupop.module import build


@pytest.fixture(scope="module")
def content() -> Content:
    return synthetic_content(7)


@pytest.mark.rule("interpretation:EUPOP-15")
def test_a_synthetic_map_has_full_scale(content: Content) -> None:
    geography = content.geography
    assert len(geography.areas) == 100
    assert 350 <= len(geography.provinces) <= 450
    assert len(geography.sea_zones) == 35
    assert len(geography.trade_nodes) == 20
    assert len(content.realms.realms) == 60
    nodes = geography.trade_nodes.values()
    assert {node.kind for node in nodes} == {"maritime", "inland"}
    assert any(node.secondary_of for node in nodes) and any(node.distant for node in nodes)


def test_the_same_seed_gives_the_same_pack_and_another_seed_another() -> None:
    assert synthetic_files(3) == synthetic_files(3)
    assert synthetic_files(3)["map.yaml"] != synthetic_files(4)["map.yaml"]


@pytest.mark.rule("eupop-bots:BOT SETUP", "interpretation:EUPOP-12")
def test_a_six_seat_setup_on_a_synthetic_map_round_trips_to_the_same_hash(content: Content) -> None:
    rules = build(content)
    state = rules.setup(SCENARIO, seed=11).state
    assert len(state["meta"]["seats"]) == 6
    assert check_plain(state) is None
    assert state_hash(json.loads(canonical_json(state))) == state_hash(state)
    assert rules.setup(SCENARIO, seed=11).state == state
    with_bots = rules.setup(SCENARIO, seed=11, seats=["p1", "p2", "p3"]).state
    assert sorted(with_bots["bots"]) == ["p4", "p5", "p6"]


def test_a_written_synthetic_pack_passes_content_check(tmp_path: Path) -> None:
    write_pack(tmp_path, 5)
    assert check_pack(str(tmp_path)) == (tmp_path, [])


def test_a_synthetic_map_is_drawn_with_every_province(content: Content) -> None:
    import xml.etree.ElementTree as ElementTree

    from hegemon.games.eupop.render import render_svg

    state = build(content).setup(SCENARIO, seed=1).state
    root = ElementTree.fromstring(render_svg(content, state))
    texts = {element.text for element in root.iter("{http://www.w3.org/2000/svg}text")}
    assert set(content.geography.provinces) <= texts
