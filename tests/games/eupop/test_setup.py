"""Setup of each shipped scenario by the main rules, and of Bot seats by the Bot rules."""

from __future__ import annotations

import json

import pytest

from hegemon.engine.rules import SetupError
from hegemon.engine.serial import canonical_json, check_plain, state_hash
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.world.layout import set_owner

SOLO = ["brandenburg"]
"""margrave as the solo game it is written for: brandenburg seated, austria and poland Bots."""


@pytest.mark.parametrize("scenario", ["margrave", "crowns_of_the_west", "six_crowns"])
def test_each_scenario_sets_up_a_state_that_round_trips_through_json(scenario: str) -> None:
    state = RULES.setup(scenario, seed=5).state
    assert check_plain(state) is None
    again = json.loads(canonical_json(state))
    assert state_hash(again) == state_hash(state)
    assert RULES.setup(scenario, seed=5).state == state


@pytest.mark.rule("eupop-aid:SEQUENCE (p. 8-11)")
def test_a_set_up_game_asks_the_first_human_to_draw_and_a_bot_turn_says_so() -> None:
    game = RULES.setup("margrave", seed=1, seats=SOLO)
    decision = game.decision()
    assert (decision.seat, decision.step) == ("brandenburg", "ask_deck")
    preferred = ("pass", "end_turn", "event", "event_option")
    turns: list[str] = []
    for _ in range(40):  # phase 1, then brandenburg's first turn, then the Bots'
        decision = game.decision()
        assert decision.seat == "brandenburg"
        verbs = [action.verb for action in decision.actions]
        choice = next((verb for verb in preferred if verb in verbs), None)
        game.apply("brandenburg", decision.actions[verbs.index(choice) if choice else -1])
        turns += [entry.seat or "" for entry in game.entries if entry.kind == "bot_turn"]
    # the Bots' turns play between the human's decisions, each saying so in the log
    assert turns[:2] == ["austria", "poland"]


@pytest.mark.rule("interpretation:EUPOP-12")
def test_the_solo_scenario_seats_its_bot_realms_too_and_bots_play_those_left_unseated() -> None:
    info = RULES.scenario("margrave")
    assert info.seats == ("brandenburg", "austria", "poland")
    assert info.minimum_seats == 0
    state = RULES.setup("margrave", seed=1, seats=SOLO).state
    assert sorted(state["bots"]) == ["austria", "poland"]
    assert sorted(state["players"]) == ["brandenburg"]
    assert state["realms"]["austria"]["player"] == "bot"


@pytest.mark.rule("interpretation:EUPOP-12")
def test_a_bot_realm_seated_plays_by_the_human_rules_with_the_first_ruler_of_its_realm() -> None:
    game = RULES.setup("margrave", seed=1)
    state = game.state
    assert state["meta"]["seats"] == ["brandenburg", "austria", "poland"]
    assert state["bots"] == {}
    assert sorted(state["players"]) == ["austria", "brandenburg", "poland"]
    assert [state["realms"][name]["player"] for name in ("brandenburg", "austria", "poland")] == [
        "human"
    ] * 3
    rulers = {name: mat["ruler"] for name, mat in state["players"].items()}
    assert rulers == {
        "brandenburg": {"leader": "ruler_brandenburg_1", "ill_health": 0},
        "austria": {"leader": "ruler_austria_1", "ill_health": 0},
        "poland": {"leader": "ruler_poland_1", "ill_health": 0},
    }
    poland = state["players"]["poland"]
    assert poland["monarch_power"] == {"administrative": 3, "diplomatic": 3, "military": 3}
    assert (poland["ducats"], poland["stability"], poland["manpower"]["total"]) == (10, 0, 6)
    assert state["realms"]["lithuania"]["overlord"] == "poland"
    assert [force["units"] for force in state["forces"].values() if force["realm"] == "poland"] == [
        {"infantry": 4, "cavalry": 2}
    ]
    assert RULES.scores(state) == {"brandenburg": 0, "austria": 0, "poland": 0}
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("brandenburg", "ask_deck")


@pytest.mark.rule("eupop-bots:BOT SETUP", "interpretation:EUPOP-13")
def test_a_bot_takes_towns_instead_of_vassals_and_keeps_its_army_off_the_board() -> None:
    state = RULES.setup("margrave", seed=1, seats=SOLO).state
    provinces = state["map"]["provinces"]
    assert [provinces[name]["owner"] for name in ("Vilnius", "Minsk", "Kiev")] == ["poland"] * 3
    assert [provinces[name]["town"] for name in ("Vilnius", "Minsk", "Kiev")] == [
        "large",
        "small",
        "small",
    ]
    assert state["realms"]["lithuania"]["overlord"] is None
    assert state["realms"]["lithuania"]["capital"] is None
    assert not [force for force in state["forces"].values() if force["realm"] == "poland"]
    assert state["bots"]["poland"]["army"] == {"units": 6, "laid_down": 0, "area": None}
    assert state["bots"]["austria"]["merchant"] == "Vienna"
    assert state["map"]["trade_nodes"]["Venice"]["merchants"] == []


@pytest.mark.rule("eupop-bots:BOT SETUP", "eupop-bots:BOT POWER (C)")
def test_a_bot_gets_bot_power_a_manpower_minimum_and_a_deck_without_its_removals() -> None:
    state = RULES.setup("margrave", seed=1, seats=SOLO).state
    austria = state["bots"]["austria"]
    assert austria["power"] == {"available": 9, "spent": 0}
    assert austria["reserve"] == 2  # the Emperor's manpower counts its Imperial Authority, 2
    assert state["bots"]["poland"]["reserve"] == 2
    removed = set(RULES.content.bots.realms["austria"].removals[1])
    assert sorted(austria["deck"]) == sorted(set(range(1, 25)) - removed)
    assert austria["difficulty"] == "normal"


@pytest.mark.rule("eupop-bots:SHIP PLACEMENT", "eupop-bots:BOT SETUP")
def test_a_bot_keeps_one_ship_in_each_sea_zone_where_it_had_ships() -> None:
    state = RULES.setup("crowns_of_the_west", seats=["castile", "france", "austria"]).state
    assert state["realms"]["england"]["player"] == "bot"
    england = sorted(
        (force["where"], force["units"])
        for force in state["forces"].values()
        if force["realm"] == "england"
    )
    assert england == [("English Channel", {"light_ship": 1}), ("North Sea", {"light_ship": 1})]


def test_a_human_realm_sets_up_its_armies_vassals_and_mat() -> None:
    state = RULES.setup("six_crowns", seed=2).state
    assert state["realms"]["lithuania"]["overlord"] == "poland"
    assert state["realms"]["wallachia"]["overlord"] == "ottomans"
    castile = state["players"]["castile"]
    assert castile["monarch_power"] == {"administrative": 3, "diplomatic": 3, "military": 3}
    assert castile["manpower"] == {"total": 9, "available": 4, "exhausted": 0}
    assert castile["merchants"] == [
        {"node": "Seville", "exhausted": False},
        {"node": None, "exhausted": False},
    ]
    armies = [force for force in state["forces"].values() if force["realm"] == "castile"]
    assert [(force["where"], force["units"]) for force in armies] == [
        ("Castilla", {"infantry": 4, "cavalry": 1}),
        ("Eastern Atlantic", {"light_ship": 2}),
    ]
    assert state["supply"]["castile"]["small_towns"] == 20 - 5
    assert state["supply"]["castile"]["large_towns"] == 8 - 2


def test_unknown_options_and_difficulties_are_refused() -> None:
    with pytest.raises(SetupError, match="no option 'speed'"):
        RULES.setup("margrave", options={"speed": 2})
    with pytest.raises(SetupError, match="no difficulty 'nightmare'"):
        RULES.setup("margrave", options={"difficulty": "nightmare"})
    state = RULES.setup("margrave", seats=SOLO, options={"difficulty": "hard"}).state
    assert state["bots"]["poland"]["difficulty"] == "hard"


def test_hands_and_decks_are_hidden_from_views() -> None:
    state = RULES.setup("crowns_of_the_west", seed=1).state
    seen = RULES.view(state, "castile")
    assert seen["decks"]["events"] == "hidden"
    assert seen["decks"]["actions"] == dict.fromkeys(state["decks"]["actions"], "hidden")
    assert seen["players"]["france"]["hand"] == "hidden"
    assert seen["players"]["castile"]["hand"] == []


@pytest.mark.rule("eupop-aid:A. Reveal Events", "interpretation:EUPOP-11")
@pytest.mark.parametrize("scenario", ["margrave", "crowns_of_the_west", "six_crowns"])
def test_each_age_has_events_for_every_round_of_the_scenario(scenario: str) -> None:
    from hegemon.games.eupop.setup.decks import event_deck

    content = RULES.content
    setup = content.scenarios[scenario]
    realms = set(setup.player_realms)
    ages = range(setup.first_age, setup.last_age + 1)
    rounds_per_age = -(-setup.rounds // len(ages))
    for age in ages:
        deck = event_deck(content, age, realms & set(setup.events_featured))
        assert len(deck) >= rounds_per_age * (len(realms) + 1), (age, len(deck))


@pytest.mark.rule("eupop-aid:Token Limits (p.2)", "eupop-bots:TOKEN LIMITATIONS")
def test_supplies_hold_what_setup_did_not_place() -> None:
    state = RULES.setup("margrave", seed=1, seats=SOLO).state
    poland = state["supply"]["poland"]
    assert (poland["cubes"], poland["small_towns"], poland["large_towns"]) == (21, 16, 6)
    assert (poland["infantry"], poland["cavalry"], poland["armies"]) == (16, 6, 2)
    assert poland["merchants"] == 2
    brandenburg = state["supply"]["brandenburg"]
    assert (brandenburg["cubes"], brandenburg["claims"], brandenburg["merchants"]) == (16, 5, 1)
    assert (brandenburg["infantry"], brandenburg["armies"], brandenburg["fleets"]) == (18, 2, 2)
    assert state["box"] == {"rebels": 24, "npr_units": 30}


@pytest.mark.parametrize("scenario", ["margrave", "crowns_of_the_west", "six_crowns"])
def test_a_set_up_state_keeps_every_invariant(scenario: str) -> None:
    assert RULES.invariants(RULES.setup(scenario, seed=3).state) == []


def test_broken_invariants_are_named() -> None:
    state = RULES.setup("six_crowns", seed=3).state
    state["map"]["provinces"]["Buda"]["town"] = "small"
    state["map"]["provinces"]["Paris"]["occupier"] = "france"
    state["realms"]["scotland"]["allies"] = []
    state["at_war_with"] = {"poland": ["austria"]}
    state["forces"]["f001"]["where"] = "Bay of Biscay"
    state["forces"]["f002"]["where"] = "Andalucia"
    state["forces"]["f003"]["port"] = "Rouen"
    state["players"]["castile"]["stability"] = 4
    assert RULES.invariants(state) == [
        "Buda has a town but no player realm owns it",
        "Paris is occupied by france, which cannot occupy it",
        "france lists scotland among its allies, not the other way",
        "the at-war-with index disagrees with the wars",
        "force f001 has land units at sea or in port",
        "force f002 has ships on land",
        "force f003 is docked at Rouen, not a port of Ile-de-France",
        "castile has stability 4",
        "2 armies in france's supply and 0 placed, not 3 in all",
        "1 fleets in france's supply and 2 placed, not 2 in all",
    ]


@pytest.mark.rule("eupop-aid:NPRS (p. 35-36)")
def test_an_npr_without_its_natural_capital_picks_a_large_province_then_by_name() -> None:
    from hegemon.games.eupop.setup.board import npr_capital

    state = RULES.setup("six_crowns", seed=3).state
    geography = RULES.content.geography
    assert npr_capital(state, geography, "hungary", "Buda") == "Buda"
    set_owner(state, "Buda", "austria")
    assert npr_capital(state, geography, "hungary", "Buda") == "Pressburg"
    set_owner(state, "Milano", "france")
    assert npr_capital(state, geography, "milan", "Milano") is None
    assert npr_capital(state, geography, "teutonic_order", "Danzig") == "Danzig"
    set_owner(state, "Danzig", "poland")
    set_owner(state, "Konigsberg", "teutonic_order")
    assert npr_capital(state, geography, "teutonic_order", "Danzig") == "Konigsberg"


def test_the_scores_of_a_solo_game_are_its_seats_prestige() -> None:
    """The board itself: tests/games/eupop/test_summary.py."""
    state = RULES.setup("margrave", seed=1, seats=SOLO).state
    assert RULES.scores(state) == {"brandenburg": 0}


def test_the_solo_scenario_can_be_set_up_with_no_person_every_realm_a_bot() -> None:
    state = RULES.setup("margrave", seed=0, seats=[]).state  # the Bots play it to its end
    assert state["meta"]["seats"] == []
    players = {name: realm["player"] for name, realm in state["realms"].items()}
    assert {name: control for name, control in players.items() if control} == {
        "austria": "bot",
        "brandenburg": "bot",
        "poland": "bot",
    }
    assert sorted(state["bots"]) == ["austria", "brandenburg", "poland"]
    assert state["players"] == {}
