"""The reactions to a change of province owners run once, in order, with the provinces
sorted and named once (``rules.ownership.after_provinces_changed``)."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game, frame
from hegemon.games.eupop.module import RULES, Eupop
from hegemon.games.eupop.rules.events.dnpr import place_token
from hegemon.games.eupop.rules.ownership import after_provinces_changed
from hegemon.games.eupop.world.layout import set_owner
from tests.games.eupop.peace_rebels.harness import six_crowns


def test_every_reaction_runs_in_order_with_the_changed_provinces_sorted() -> None:
    heard: list[tuple[str, list[str]]] = []

    def first(game: Game, provinces: list[str]) -> None:
        heard.append(("first", provinces))

    def second(game: Game, provinces: list[str]) -> None:
        heard.append(("second", provinces))

    rules = Eupop(RULES.procedures, RULES.content, RULES.effect_table, RULES.menu, (first, second))
    game = rules.setup("six_crowns", 1)
    after_provinces_changed(game, ["Toledo", "Lisboa", "Toledo"])
    after_provinces_changed(game, [])
    assert heard == [("first", ["Lisboa", "Toledo"]), ("second", ["Lisboa", "Toledo"])]


def test_a_pack_changed_for_a_situation_keeps_the_reactions_and_the_menu() -> None:
    def react(game: Game, provinces: list[str]) -> None:
        return None

    rules = Eupop(RULES.procedures, RULES.content, RULES.effect_table, RULES.menu, (react,))
    changed = rules.with_content({"scenarios/scenarios/six_crowns/player_realms/poland/ducats": 9})
    assert changed.ownership_reactions == (react,)
    assert changed.menu is RULES.menu


def recording_rules(heard: list[list[str]]) -> Eupop:
    def record(game: Game, provinces: list[str]) -> None:
        heard.append(provinces)

    return Eupop(RULES.procedures, RULES.content, RULES.effect_table, RULES.menu, (record,))


@pytest.mark.rule("eupop-aid:Influence (♠) (p. 32)", "interpretation:EUPOP-Q22")
def test_an_area_left_wholly_to_player_realms_loses_regular_and_imperial_influence() -> None:
    """Westfalen, all Austria's now, held 1 French cube and 2 Imperial cubes: the French
    cube goes back to France's supply, the Imperial cubes leave (they have no supply)."""
    game = RULES.setup("six_crowns", 1)
    state = game.state
    for name in RULES.content.geography.areas["Westfalen"].provinces:
        set_owner(state, name, "austria")
    state["map"]["areas"]["Westfalen"]["influence"] = {"france": 1}
    state["hre"]["imperial_influence"] = {"Westfalen": 2, "Holstein": 1}
    cubes = state["supply"]["france"]["cubes"]
    first = RULES.content.geography.areas["Westfalen"].provinces[0]
    after_provinces_changed(game, [first])
    assert state["map"]["areas"]["Westfalen"]["influence"] == {}
    assert state["hre"]["imperial_influence"] == {"Holstein": 1}
    assert state["supply"]["france"]["cubes"] == cubes + 1
    logged = [(entry.kind, entry.seat, entry.values) for entry in game.entries[-2:]]
    assert logged == [
        ("influence_cleared", "france", {"area": "Westfalen", "count": 1}),
        ("imperial_influence_cleared", "austria", {"area": "Westfalen", "count": 2}),
    ]


@pytest.mark.rule("eupop-aid:Rebel Units (👤)")
def test_rebels_freeing_a_province_report_its_change_of_owner() -> None:
    """Six rebels in Andalucia free Sevilla (France's, Castile's core) to Castile: the
    reactions hear of Sevilla, and of nothing else (Cordoba is only occupied)."""
    heard: list[list[str]] = []
    state = six_crowns()
    set_owner(state, "Sevilla", "france")
    state["map"]["provinces"]["Sevilla"].update(town="small")
    state["forces"]["r1"] = {
        "realm": "rebels",
        "where": "Andalucia",
        "port": None,
        "army": False,
        "leader": None,
        "units": {"infantry": 6},
    }
    state["box"]["rebels"] -= 6
    state["stack"] = [
        frame("situation", {"procedure": "peace_and_rebels", "local": {}, "seat": "castile"})
    ]
    game = recording_rules(heard).resume(state)
    game.advance()
    assert state["map"]["provinces"]["Sevilla"]["owner"] == "castile"
    assert heard == [["Sevilla"]]


@pytest.mark.rule("eupop-aid:DNPRs (👤) (p. 35)")
def test_a_dnpr_taking_a_province_reports_its_change_of_owner() -> None:
    heard: list[list[str]] = []
    game = recording_rules(heard).setup("six_crowns", 1)
    assert place_token(game, "aztecs", "Acapulco", "eupop-aid:DNPRs (👤) (p. 35)", False) == "taken"
    assert game.state["map"]["provinces"]["Acapulco"]["owner"] == "aztecs"
    assert heard == [["Acapulco"]]
