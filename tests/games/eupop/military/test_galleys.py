"""Galleys in naval movement: galley waters are marked on the map's sea zones; a fleet
holding galleys moves, and loses its galleys where it ends outside galley waters (eupop-aid
Naval Movement; interpretation:EUPOP-M12)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hegemon.cli.content import check_pack
from hegemon.engine.serial import State
from hegemon.games.eupop.content.loader import shipped
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.military.naval import naval_offers
from hegemon.games.eupop.world.layout import world
from hegemon.games.eupop.world.records import Force
from tests.games.eupop.helpers import copy_pack, edit
from tests.games.eupop.military.helpers import choose, run, setup


def _galley_fleet(state: State, where: str, port: str | None = None) -> None:
    world(state)["forces"]["f010"] = Force(
        realm="castile",
        where=where,
        port=port,
        army=True,
        leader=None,
        units={"galley": 2, "light_ship": 1},
    )
    world(state)["supply"]["castile"]["galleys"] = 2


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_the_shipped_galley_waters_are_the_inland_seas() -> None:
    zones = shipped().geography.sea_zones
    assert sorted(name for name, zone in zones.items() if zone.galleys) == [
        "Adriatic Sea",
        "Aegean Sea",
        "Baltic Sea",
        "Black Sea",
        "Ionian Sea",
        "Tyrrhenian Sea",
        "Western Mediterranean",
    ]


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_a_fleet_with_galleys_is_offered_a_move() -> None:
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    offers = [a.argument for a in naval_offers(state, RULES.content, "castile")]
    assert ("move", "f010") in offers


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_galleys_ending_in_galley_waters_stay() -> None:
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Tyrrhenian Sea", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    force = world(game.state)["forces"]["f010"]
    assert (force["where"], force["units"]) == (
        "Tyrrhenian Sea",
        {"galley": 2, "light_ship": 1},
    )
    assert world(game.state)["supply"]["castile"]["galleys"] == 2


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_galleys_ending_outside_galley_waters_are_disbanded() -> None:
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    force = world(game.state)["forces"]["f010"]
    assert (force["where"], force["units"]) == ("Eastern Atlantic", {"light_ship": 1})
    assert world(game.state)["supply"]["castile"]["galleys"] == 4


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_galleys_docking_in_a_port_outside_galley_waters_are_disbanded() -> None:
    """Sevilla faces only the Eastern Atlantic: the fleet docking there must have moved to
    that zone (changed after the third check, 2026-11-23: ports were not tested)."""
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_to", ("Andalucia", "Sevilla"))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    force = world(game.state)["forces"]["f010"]
    assert (force["port"], force["units"]) == ("Sevilla", {"light_ship": 1})
    assert world(game.state)["supply"]["castile"]["galleys"] == 4


@pytest.mark.rule("eupop-aid:Naval Movement", "interpretation:EUPOP-M12")
def test_a_fleet_of_galleys_only_leaves_the_map_outside_galley_waters() -> None:
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    world(state)["forces"]["f010"]["units"] = {"galley": 2}
    fleets = world(state)["supply"]["castile"]["fleets"]
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    assert "f010" not in world(game.state)["forces"]
    assert world(game.state)["supply"]["castile"]["fleets"] == fleets + 1


@pytest.mark.rule("eupop-aid:Undock", "interpretation:EUPOP-M12")
def test_galleys_undocking_outside_galley_waters_are_disbanded() -> None:
    state = setup()
    _galley_fleet(state, "Andalucia", "Sevilla")
    game = run(state, "naval_activation", "castile", ("undock", ""))
    choose(game, "undock_to", ("f010", "Eastern Atlantic"))
    assert world(game.state)["forces"]["f010"]["units"] == {"light_ship": 1}


def test_content_check_refuses_a_malformed_galleys_mark(tmp_path: Path) -> None:
    folder = copy_pack(tmp_path)

    def change(data: dict[str, dict[str, dict[str, object]]]) -> None:
        data["sea_zones"]["Black Sea"]["galleys"] = "yes"

    edit(folder, "map.yaml", change)
    _, problems = check_pack(str(folder))
    assert any(p.startswith("map.yaml: sea_zones/Black Sea/galleys") for p in problems), problems


def test_the_disbanding_is_narrated() -> None:
    state = setup()
    _galley_fleet(state, "Western Mediterranean")
    game = run(state, "naval_activation", "castile", ("move", "f010"))
    choose(game, "sail_to", ("Eastern Atlantic", None))
    choose(game, "sail_stop")
    choose(game, "sail_done")
    entries = [e for e in game.entries if e.kind == "galleys_disbanded"]
    assert [RULES.narrate(e) for e in entries] == [
        "Castile's 2 galleys of f010 are disbanded in Eastern Atlantic (Naval Movement)"
    ]
