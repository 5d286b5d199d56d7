"""A Bot's part of phases 4 and 5 (eupop-bots INCOME & UPKEEP PHASE, CLEANUP PHASE;
EUPOP-BOT-7, 55, 66): the reserve following the Bot's manpower, the colonists discarded,
the alliances that end, a Bot Emperor's Imperial influence not built yet."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import RuleNotBuilt
from hegemon.engine.flow import Game
from hegemon.games.eupop.bots.charts.main import territories
from hegemon.games.eupop.bots.phases import bot_alliances, bot_income, bot_update
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES


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
def test_an_army_beyond_the_manpower_stops_as_not_built() -> None:
    game = margrave()
    game.state["bots"]["poland"]["reserve"] = 0
    game.state["bots"]["poland"]["army"]["units"] = 10
    with pytest.raises(RuleNotBuilt, match="army giving units back"):
        bot_update(game, "poland", 0)


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


@pytest.mark.rule("eupop-bots:BOT EMPEROR", "eupop-bots:CLEANUP PHASE")
def test_a_bot_emperor_placing_imperial_influence_stops_as_not_built() -> None:
    state = RULES.setup("margrave", seed=1, seats=["brandenburg"]).state
    assert state["hre"]["emperor"] == "austria"
    case = {"procedure": "clean_up", "local": {}, "seat": "brandenburg"}
    state["stack"] = [{"procedure": "situation", "step": "start", "local": case, "then": None}]
    game = RULES.resume(state)
    with pytest.raises(RuleNotBuilt, match="austria, a Bot Emperor, places Imperial influence"):
        game.advance()


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
