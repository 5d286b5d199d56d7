"""The Bots' choice processes: At War? for one enemy, province/area/sea zone order, realm
selection within an area, opponent selection (eupop-bots CHOICE PROCESSES, REALM
SELECTION, PROVINCE, AREA, & SEA ZONE SELECTION, OPPONENT SELECTION; EUPOP-BOT-58)."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.choice import (
    Choice,
    areas_by_tax_value,
    at_war_with,
    opponent,
    opponents_at_war,
    provinces_by_tax_value,
    realm_in_area,
    realms_in_area,
    sea_zones,
)
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.geography import Geography
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war


def margrave() -> Game:
    """Margrave with Brandenburg human, Austria and Poland Bots; an empty log."""
    game = RULES.setup("margrave", seed=1, seats=["brandenburg"])
    game.entries = []
    return game


def geography(game: Game) -> Geography:
    return content_of(game).geography


def fixed_die(game: Game, face: int) -> None:
    """The next die of ``game`` shows ``face`` (logged as a roll, as the game's own)."""

    def roll(purpose: str, sides: int = 6, seat: str | None = None, rule: Any = None) -> int:
        game.log("roll", seat, rule=rule, purpose=purpose, sides=sides, result=face)
        return face

    game.roll = roll  # type: ignore[method-assign]


@pytest.mark.rule(
    "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION",
    "eupop-aid:Province, Area, Sea Zone Selection",
)
def test_provinces_go_by_tax_value_then_alphabetically() -> None:
    geo = geography(margrave())
    provinces = ["Stettin", "Frankfurt an der Oder", "Berlin"]  # tax values 1, 1, 2
    assert provinces_by_tax_value(geo, provinces, good_for_bot=True) == [
        "Berlin",
        "Frankfurt an der Oder",
        "Stettin",
    ]
    assert provinces_by_tax_value(geo, provinces, good_for_bot=False) == [
        "Frankfurt an der Oder",
        "Stettin",
        "Berlin",
    ]


@pytest.mark.rule(
    "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION",
    "eupop-aid:Province, Area, Sea Zone Selection",
)
def test_areas_go_by_total_tax_value_and_sea_zones_alphabetically() -> None:
    geo = geography(margrave())
    areas = ["Brandenburg", "Polska", "Osterreich"]
    values = {name: geo.areas[name].tax_value for name in areas}
    best = sorted(areas, key=lambda name: (-values[name], name))
    assert areas_by_tax_value(geo, areas, good_for_bot=True) == best
    assert areas_by_tax_value(geo, areas, good_for_bot=False) == sorted(
        areas, key=lambda name: (values[name], name)
    )
    assert values["Brandenburg"] == 4 and best[-1] == "Brandenburg"
    assert sea_zones(["Ostsee", "Nordsee", "Ostsee"]) == ["Nordsee", "Ostsee"]


@pytest.mark.rule("eupop-bots:REALM SELECTION", "eupop-aid:Realm Selection")
def test_a_capital_in_the_area_comes_before_tax_value() -> None:
    game = margrave()
    geo = geography(game)
    # Brandenburg (Berlin 2, Frankfurt 1) and Pomerania (Stettin 1) both have their capital
    # in the area: Brandenburg owns more there.
    assert realms_in_area(game.state, geo, "Brandenburg") == ["brandenburg"]
    # Without Brandenburg among the candidates, Pomerania's capital beats Poland (which
    # owns nothing there).
    assert realms_in_area(game.state, geo, "Brandenburg", ["pomerania", "poland"]) == ["pomerania"]
    set_owner(game.state, "Berlin", "poland")
    # Poland now owns 2 tax value there without its capital: the capital still wins.
    assert realms_in_area(game.state, geo, "Brandenburg", ["poland", "pomerania"]) == ["pomerania"]
    assert realms_in_area(game.state, geo, "Brandenburg", ["poland", "austria"]) == ["poland"]


@pytest.mark.rule("eupop-bots:REALM SELECTION", "eupop-aid:Realm Selection")
def test_a_tie_in_an_area_goes_to_the_generator_or_alphabetically() -> None:
    game = margrave()
    geo = geography(game)
    set_owner(game.state, "Berlin", "saxony")
    set_owner(game.state, "Frankfurt an der Oder", "austria")
    set_owner(game.state, "Stettin", "poland")
    game.state["realms"]["pomerania"]["capital"] = None
    game.state["realms"]["brandenburg"]["capital"] = None
    # austria and poland own 1 each; saxony owns 2 but is not a candidate.
    tied = ["austria", "poland"]
    assert realms_in_area(game.state, geo, "Brandenburg", tied) == tied
    assert realm_in_area(game, geo, "Brandenburg", tied, alphabetical=True) == Choice(
        "austria", ("austria", "poland"), "tie: alphabetical"
    )
    assert game.entries == []
    chosen = realm_in_area(game, geo, "Brandenburg", tied)
    [entry] = game.entries
    assert entry.kind == "random"
    assert chosen == Choice(entry.values["result"], ("austria", "poland"), "tie: at random")
    assert chosen.facts() == {
        "chosen": entry.values["result"],
        "tie": ["austria", "poland"],
        "how": "tie: at random",
    }
    assert realm_in_area(game, geo, "Brandenburg").chosen == "saxony"
    assert realm_in_area(game, geo, "Brandenburg", ["ottomans"]).chosen is None


@pytest.mark.rule(
    "eupop-bots:CHOICE PROCESSES", "eupop-aid:CHOICE PROC. (p. 3)", "eupop-aid:At War?"
)
def test_an_enemy_with_every_province_occupied_is_no_war() -> None:
    game = margrave()
    state = game.state
    start_war(state, "poland", ["brandenburg"])
    assert at_war_with(state, "poland", "brandenburg")
    assert not at_war_with(state, "poland", "austria")
    for key in state["owned"]["brandenburg"]:
        state["map"]["provinces"][key]["occupier"] = "poland"
    assert not at_war_with(state, "poland", "brandenburg")
    assert opponents_at_war(state, "poland", ["brandenburg", "austria"]) == []


@pytest.mark.rule("eupop-bots:OPPONENT SELECTION", "eupop-aid:Opponent Selection")
def test_the_one_opponent_at_war_is_chosen_without_a_die() -> None:
    game = margrave()
    start_war(game.state, "poland", ["austria"])
    chosen = opponent(game, geography(game), "poland", ["brandenburg", "austria"])
    assert chosen == Choice("austria", ("austria",), "the only Opponent at war with the Bot")
    assert game.entries == []


@pytest.mark.rule("eupop-bots:OPPONENT SELECTION", "eupop-aid:Opponent Selection")
@pytest.mark.parametrize(("face", "expected"), [(3, "austria"), (4, "brandenburg")])
def test_the_die_picks_prestige_or_tax_income(face: int, expected: str) -> None:
    game = margrave()
    state = game.state
    geo = geography(game)
    state["bots"]["austria"]["prestige"] = 5
    state["players"]["brandenburg"]["prestige"] = 2
    for key in ["Stettin", "Praha", "Brno"]:
        set_owner(state, key, "brandenburg")  # 3 + 5 tax income against Austria's
    fixed_die(game, face)
    chosen = opponent(game, geo, "poland", ["brandenburg", "austria"])
    criterion = "prestige" if face <= 3 else "tax income"
    assert chosen == Choice(expected, (expected,), f"die {face}: most {criterion}")
    [entry] = game.entries
    assert (entry.kind, entry.values["result"]) == ("roll", face)


@pytest.mark.rule("eupop-bots:OPPONENT SELECTION", "eupop-aid:Opponent Selection")
def test_several_at_war_roll_among_them_and_a_tie_prefers_the_human() -> None:
    game = margrave()
    state = game.state
    start_war(state, "poland", ["austria", "brandenburg"])
    state["bots"]["austria"]["prestige"] = 4
    state["players"]["brandenburg"]["prestige"] = 4
    state["bots"]["poland"]["prestige"] = 9
    fixed_die(game, 1)
    chosen = opponent(game, geography(game), "poland", ["brandenburg", "austria"])
    assert chosen == Choice("brandenburg", ("brandenburg",), "die 1: most prestige, humans first")


@pytest.mark.rule("eupop-bots:OPPONENT SELECTION", "eupop-aid:Opponent Selection")
def test_a_tie_between_bots_goes_to_the_generator() -> None:
    game = RULES.setup("margrave", seed=1, seats=["austria"])
    game.entries = []
    state = game.state
    state["bots"]["brandenburg"]["prestige"] = 3
    state["bots"]["poland"]["prestige"] = 3
    fixed_die(game, 2)
    chosen = opponent(game, geography(game), "austria", ["brandenburg", "poland"])
    roll, pick = game.entries
    assert (roll.kind, pick.kind) == ("roll", "random")
    assert chosen == Choice(
        pick.values["result"], ("brandenburg", "poland"), "die 2: most prestige, tie at random"
    )


@pytest.mark.rule("eupop-bots:OPPONENT SELECTION")
def test_no_candidate_and_a_single_candidate() -> None:
    game = margrave()
    assert opponent(game, geography(game), "poland", []) == Choice(None, (), "no valid Opponent")
    assert opponent(game, geography(game), "poland", ["austria"]) == Choice(
        "austria", ("austria",), "the only valid Opponent"
    )
    assert game.entries == []
