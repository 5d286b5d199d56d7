"""Solo games (eupop-bots SOLO GAMES): ``hegemon play`` and ``hegemon demo`` leave to the
Bots the realms a scenario gives them (``bot: true``: margrave's Austria and Poland) unless
``--bots`` or the player's ``--seat`` say otherwise; simulate, fuzz and bench still seat
every realm unless ``--bots`` is given (decision 0108 WP9, interpretation:EUPOP-12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hegemon.cli.main import app
from hegemon.cli.options import bot_seats
from hegemon.engine import rules as rules_registry

pytestmark = pytest.mark.rule("eupop-bots:SOLO GAMES", "interpretation:EUPOP-12")
runner = CliRunner()


def test_the_solo_scenario_names_its_bots() -> None:
    rules = rules_registry.load("eupop")
    assert rules.scenario("margrave").bots == ("austria", "poland")
    assert rules.scenario("six_crowns").bots == ()


def test_play_and_demo_seat_the_scenario_as_written() -> None:
    rules = rules_registry.load("eupop")
    assert bot_seats(rules, "margrave", None, written=True) == ["brandenburg"]
    assert bot_seats(rules, "margrave", None, written=True, seat="austria") == [
        "brandenburg",
        "austria",
    ]
    assert bot_seats(rules, "margrave", "none", written=True) is None
    assert bot_seats(rules, "margrave", "poland", written=True) == ["brandenburg", "austria"]
    assert bot_seats(rules, "six_crowns", None, written=True) is None
    assert bot_seats(rules, "margrave", None) is None  # simulate, fuzz, bench


def _seats(save: Path) -> list[str]:
    return list(json.loads(save.read_text("utf-8"))["seats"])


def test_play_seats_the_person_alone_against_the_bots(tmp_path: Path) -> None:
    save = tmp_path / "replay.json"
    store = ["--db", str(tmp_path / "store.db"), "--save", str(save)]
    result = runner.invoke(app, ["play", "eupop", "--scenario", "margrave", *store], input="q\ny\n")
    assert result.exit_code == 0, result.output
    assert _seats(save) == ["brandenburg"]
    other = runner.invoke(
        app, ["play", "eupop", "--scenario", "margrave", "--seat", "poland", *store], input="q\ny\n"
    )
    assert other.exit_code == 0, other.output
    assert _seats(save) == ["brandenburg", "poland"]
    every = runner.invoke(
        app, ["play", "eupop", "--scenario", "margrave", "--bots", "none", *store], input="q\ny\n"
    )
    assert every.exit_code == 0, every.output
    assert _seats(save) == ["brandenburg", "austria", "poland"]


def test_demo_plays_the_solo_scenario_against_its_bots(tmp_path: Path) -> None:
    save = tmp_path / "demo.json"
    result = runner.invoke(app, ["demo", "eupop", "--scenario", "margrave", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert "seats brandenburg, AI heuristic, Bots austria, poland" in result.output
    assert "final scores" in result.output
    assert _seats(save) == ["brandenburg"]
