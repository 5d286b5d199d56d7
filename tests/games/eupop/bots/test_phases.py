"""A Bot's part of phases 3, 4 and 5 (eupop-bots PEACE & REBELS PHASE, INCOME & UPKEEP
PHASE, CLEANUP PHASE; EUPOP-BOT-7, 52, 53, 55, 66): the reserve following the Bot's
manpower, the colonists discarded, the alliances that end, a Bot Emperor's Imperial
influence not built yet; unrest at war and removed by administrative ideas, dissent, the
province rebels siege when a Bot chooses."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.charts.main import territories
from hegemon.games.eupop.bots.phases import (
    bot_alliances,
    bot_dissent,
    bot_income,
    bot_unrest,
    bot_update,
    rebel_siege_choice,
)
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.wars import start_war


def margrave() -> Game:
    """Margrave with Brandenburg human, Austria and Poland Bots; a fresh handle with an
    empty log. Poland's manpower is 8 (four small towns, two large), its army 6 units and
    its reserve 2."""
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    game = RULES.resume(state)
    game.entries = []
    return game


def kinds(game: Game) -> list[str]:
    return [entry.kind for entry in game.entries]


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-7")
def test_a_falling_manpower_gives_back_reserve_units_first() -> None:
    game = margrave()
    game.state["bots"]["poland"]["reserve"] = 5
    bot_update(game, "poland", 0)
    assert game.state["bots"]["poland"]["reserve"] == 2
    assert game.state["bots"]["poland"]["army"]["units"] == 6
    assert [dict(entry.values) for entry in game.entries] == [{"change": -3, "now": 2}]


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-7")
def test_a_reserve_at_the_manpower_does_not_change() -> None:
    game = margrave()
    bot_update(game, "poland", 0)
    assert game.state["bots"]["poland"]["reserve"] == 2
    assert kinds(game) == []


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-7")
def test_an_army_beyond_the_manpower_gives_units_back_after_the_reserve() -> None:
    game = margrave()
    game.state["bots"]["poland"]["reserve"] = 1
    game.state["bots"]["poland"]["army"]["units"] = 10
    bot_update(game, "poland", 0)
    # manpower 8: the reserve's 1 unit goes first, then 2 of the army's 10
    assert game.state["bots"]["poland"]["reserve"] == 0
    assert game.state["bots"]["poland"]["army"]["units"] == 8
    assert [(entry.kind, entry.values.get("amount")) for entry in game.entries] == [
        ("bot_army", 2),
        ("bot_reserve", None),
    ]


def _no_vacant_territory(game: Game) -> None:
    provinces = game.state["map"]["provinces"]
    for key in territories(content_of(game).geography):
        if provinces[key]["owner"] is None:
            provinces[key]["colonist"] = "brandenburg"


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-66")
def test_colonists_are_discarded_with_no_colony_and_no_vacant_territory() -> None:
    game = margrave()
    _no_vacant_territory(game)
    game.state["bots"]["poland"]["colonists"] = 2
    game.state["supply"]["poland"]["colonists"] = 0
    bot_update(game, "poland", 0)
    assert game.state["bots"]["poland"]["colonists"] == 0
    assert game.state["supply"]["poland"]["colonists"] == 2
    assert [(entry.kind, entry.values["count"]) for entry in game.entries] == [
        ("bot_colonists_discarded", 2)
    ]


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-66")
def test_colonists_stay_while_a_territory_is_vacant() -> None:
    game = margrave()
    game.state["bots"]["poland"]["colonists"] = 2
    bot_update(game, "poland", 0)
    assert game.state["bots"]["poland"]["colonists"] == 2
    assert kinds(game) == []


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-66")
def test_colonists_stay_with_a_colonist_of_the_bot_on_the_map() -> None:
    game = margrave()
    _no_vacant_territory(game)
    game.state["map"]["provinces"]["Cuba"]["colonist"] = "poland"
    game.state["bots"]["poland"]["colonists"] = 1
    bot_update(game, "poland", 0)
    assert game.state["bots"]["poland"]["colonists"] == 1


@pytest.mark.rule("eupop-bots:CLEANUP PHASE", "interpretation:EUPOP-BOT-66")
def test_the_alliances_of_bots_with_player_realms_end_each_once() -> None:
    game = margrave()
    realms = game.state["realms"]
    realms["poland"]["allies"] = ["austria", "brandenburg", "lithuania"]
    realms["austria"]["allies"] = ["bavaria", "poland"]
    realms["brandenburg"]["allies"] = ["poland"]
    assert bot_alliances(game.state) == [("austria", "poland"), ("poland", "brandenburg")]


@pytest.mark.rule("eupop-bots:INCOME & UPKEEP PHASE", "interpretation:EUPOP-BOT-55")
def test_a_bot_emperor_at_authority_one_gains_no_extra_power() -> None:
    game = margrave()
    game.state["hre"]["imperial_authority"] = 1
    game.state["bots"]["austria"]["power"] = {"available": 0, "spent": 0}
    assert bot_income(game, "austria") == 7
    assert [entry.values["reason"] for entry in game.entries if entry.kind == "bot_power"] == [
        "phase 4",
        "phase 4",
    ]


# -- phase 3 -----------------------------------------------------------------------------


def unrest_of(game: Game, name: str = "poland") -> dict[str, int]:
    """The Bot's unrest by area (Poland's areas: Litauen, tax value 5; Polska, 7)."""
    return {
        key: record["unrest"][name]
        for key, record in sorted(game.state["map"]["areas"].items())
        if record["unrest"].get(name)
    }


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-53")
def test_at_war_a_bot_gains_2_unrest_in_its_area_of_lowest_tax_value() -> None:
    game = margrave()
    start_war(game.state, "poland", ["hungary"])
    bot_unrest(game, content_of(game).geography, "poland")
    assert unrest_of(game) == {"Litauen": 2}


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-53")
def test_at_peace_with_no_administrative_idea_step_h_does_nothing() -> None:
    game = margrave()
    game.state["map"]["areas"]["Polska"]["unrest"]["poland"] = 1
    bot_unrest(game, content_of(game).geography, "poland")
    assert unrest_of(game) == {"Polska": 1}
    assert kinds(game) == []


@pytest.mark.rule(
    "eupop-bots:PEACE & REBELS PHASE", "eupop-bots:BOTS & IDEAS", "interpretation:EUPOP-BOT-53"
)
def test_three_administrative_ideas_remove_2_unrest_most_first_then_highest_tax_value() -> None:
    game = margrave()
    start_war(game.state, "poland", ["hungary"])
    game.state["map"]["areas"]["Polska"]["unrest"]["poland"] = 2
    game.state["bots"]["poland"]["ideas"]["administrative"] = 3
    bot_unrest(game, content_of(game).geography, "poland")
    # Litauen gains 2; both hold 2: Polska (tax value 7) loses 1, then Litauen (most) 1
    assert unrest_of(game) == {"Litauen": 1, "Polska": 1}
    assert [(entry.kind, entry.values["area"]) for entry in game.entries] == [
        ("unrest_added", "Litauen"),
        ("unrest_removed", "Polska"),
        ("unrest_removed", "Litauen"),
    ]


@pytest.mark.rule("eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-52")
def test_a_bot_of_the_areas_religion_gains_no_dissent_unrest() -> None:
    game = margrave()
    bot_dissent(game, content_of(game).geography, "poland")
    assert unrest_of(game) == {}


@pytest.mark.rule(
    "eupop-bots:PEACE & REBELS PHASE", "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION"
)
def test_a_bot_choosing_the_province_rebels_siege_gives_its_own_lowest_tax_value() -> None:
    game = margrave()
    geography = content_of(game).geography
    state = game.state
    assert rebel_siege_choice(state, geography, "poland", ["Vilnius", "Kiev", "Minsk"]) == "Minsk"
    assert rebel_siege_choice(state, geography, "poland", ["Vilnius", "Kiev"]) == "Kiev"


@pytest.mark.rule(
    "eupop-bots:PEACE & REBELS PHASE", "eupop-bots:PROVINCE, AREA, & SEA ZONE SELECTION"
)
def test_a_bot_choosing_the_province_rebels_siege_gives_an_opponents_first() -> None:
    # audit F13: the lowest tax value of the whole group was once the Bot's own Minsk
    game = margrave()
    geography = content_of(game).geography
    set_owner(game.state, "Vilnius", "brandenburg")
    set_owner(game.state, "Kiev", "brandenburg")
    group = ["Vilnius", "Kiev", "Minsk"]
    assert rebel_siege_choice(game.state, geography, "poland", group) == "Kiev"
