"""Peace terms after the 2026-11-23 recheck: an unbuilt term stops only when chosen, the
influence a term gives is asked and may displace other influence in a full area,
Vassalization's optional influence and unrest, ships leaving a port after a term ends an
alliance, Keep Current Board State's choices in carried pairs (interpretations EUPOP-Q5,
EUPOP-Q6, EUPOP-Q12, EUPOP-Q20, EUPOP-W16)."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, frame
from hegemon.engine.serial import State
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace import allies
from hegemon.games.eupop.world.layout import set_overlord, set_owner
from hegemon.games.eupop.world.wars import join_war, start_war


@pytest.fixture
def state() -> State:
    return RULES.setup("six_crowns", seed=1).state


def run(state: State) -> Game:
    state["stack"] = [
        frame("situation", {"procedure": "peace_resolutions", "local": {}, "seat": "castile"})
    ]
    game = RULES.resume(state)
    game.advance()
    return game


def options(game: Game) -> list[object]:
    decision = game.decision()
    assert decision is not None
    return [action.argument for action in decision.actions]


def _conversion(state: State) -> Game:
    """Castile controls all of Granada's capital area: Force Conversion is open."""
    start_war(state, "castile", ["granada"])
    for name in ("Granada", "Malaga"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    game = run(state)
    game.apply("castile", Action("peace_term", "force_conversion", ""))
    return game


@pytest.mark.rule("eupop-aid:Force Conversion", "interpretation:EUPOP-Q6")
def test_listing_force_conversion_of_a_player_realm_does_not_stop_the_game(
    state: State,
) -> None:
    start_war(state, "ottomans", ["austria"])
    for name in ("Wien", "Graz", "Linz"):
        state["map"]["provinces"][name]["occupier"] = "ottomans"
    game = run(state)
    assert options(game) == [
        "keep_board_state", "force_conversion", "humiliation", "none",
    ]  # fmt: skip
    game.apply("ottomans", Action("peace_term", "humiliation", ""))
    assert state["wars"] == {}


@pytest.mark.rule("eupop-aid:Force Conversion", "interpretation:EUPOP-Q6")
def test_the_victor_is_asked_whether_to_place_force_conversions_influence(
    state: State,
) -> None:
    cubes = state["supply"]["castile"]["cubes"]
    game = _conversion(state)
    assert options(game) == ["place:Granada", "stop"]
    game.apply("castile", Action("peace_influence", "stop", ""))
    assert state["map"]["areas"]["Granada"]["influence"] == {}
    assert state["supply"]["castile"]["cubes"] == cubes


@pytest.mark.rule("eupop-aid:Peace Terms (p. 30-31)", "interpretation:EUPOP-Q20")
def test_influence_from_a_term_may_displace_another_realms_in_a_full_area(
    state: State,
) -> None:
    granada = state["map"]["areas"]["Granada"]
    granada["influence"] = {"france": 3, "england": 2}  # the area's limit is 5
    french = state["supply"]["france"]["cubes"]
    game = _conversion(state)
    assert options(game) == ["displace:Granada:england", "displace:Granada:france", "stop"]
    game.apply("castile", Action("peace_influence", "displace:Granada:france", ""))
    assert granada["influence"] == {"france": 2, "england": 2, "castile": 1}
    assert state["supply"]["france"]["cubes"] == french + 1


def _vassalize_aragon(state: State) -> Game:
    """Castile occupies Zaragoza (Aragon's capital) and Palermo (Sicilia); Aragon also owns
    Bari, in Napoli, where Castile occupies nothing."""
    start_war(state, "castile", ["aragon"])
    state["forces"]["f001"]["units"] = {"infantry": 9}
    set_owner(state, "Bari", "aragon")
    for name in ("Zaragoza", "Palermo"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    game = run(state)
    game.apply("castile", Action("peace_term", "vassalization", ""))
    return game


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6")
def test_vassalization_adds_unrest_where_the_victor_occupied_nothing(state: State) -> None:
    _vassalize_aragon(state)
    unrest = {
        name: record["unrest"].get("castile", 0)
        for name, record in state["map"]["areas"].items()
        if name in ("Aragon", "Sicilia", "Napoli")
    }
    assert unrest == {"Aragon": 0, "Sicilia": 0, "Napoli": 1}


@pytest.mark.rule("eupop-aid:Vassalization", "interpretation:EUPOP-Q6")
def test_the_vassalizer_may_place_two_influence_in_the_vassals_realm(state: State) -> None:
    game = _vassalize_aragon(state)
    assert options(game) == ["place:Aragon", "place:Napoli", "place:Sicilia", "stop"]
    game.apply("castile", Action("peace_influence", "place:Sicilia", ""))
    game.apply("castile", Action("peace_influence", "place:Napoli", ""))
    assert state["map"]["areas"]["Sicilia"]["influence"] == {"castile": 1}
    assert state["map"]["areas"]["Napoli"]["influence"] == {"castile": 1}
    decision = game.decision()
    assert decision is None or decision.step != "ask_influence"


@pytest.mark.rule("eupop-aid:Ships in Port (p. 26)", "interpretation:EUPOP-W16")
def test_ships_left_in_a_port_by_a_peace_term_sail_where_their_owner_says(
    state: State,
) -> None:
    start_war(state, "castile", ["tunis"])
    state["map"]["provinces"]["Tunis"]["occupier"] = "castile"
    state["realms"]["france"]["allies"] = ["tunis"]
    state["realms"]["tunis"]["allies"] = ["france"]
    fleet = state["forces"]["f004"]
    fleet["where"], fleet["port"] = "Western Mediterranean", "Tunis"
    game = run(state)
    game.apply("castile", Action("peace_term", "vassalization", ""))
    decision = game.decision()
    assert decision is not None and decision.seat == "france"
    assert options(game) == [("f004", "Tyrrhenian Sea"), ("f004", "Western Mediterranean")]
    game.apply("france", Action("leave_port", ("f004", "Tyrrhenian Sea"), ""))
    assert (fleet["where"], fleet["port"]) == ("Tyrrhenian Sea", None)


@pytest.mark.rule(
    "eupop-aid:Keep Current Board State", "interpretation:EUPOP-Q5", "interpretation:EUPOP-Q12"
)
def test_the_victor_may_exchange_provinces_with_the_losers_active_ally(state: State) -> None:
    """England has a partial victory over France, whose active ally Scotland occupies
    Bayonne (tax value 1) while England occupies Glasgow (1): the victor may exchange them,
    but not liberate Glasgow, a province of the loser's active ally."""
    war = start_war(state, "france", ["england"])
    state["realms"]["france"]["active_allies"] = ["scotland"]
    join_war(state, war, "attackers", "scotland", "active_ally", "france")
    state["forces"]["f005"]["units"] = {"infantry": 9}
    state["forces"]["f003"]["units"] = {"infantry": 2}
    state["map"]["provinces"]["Glasgow"]["occupier"] = "england"
    state["map"]["provinces"]["Bayonne"]["occupier"] = "scotland"
    assert allies.carried_keep_options(
        state, content_of(RULES.resume(state)).geography, ("w1", "france", "england"),
        "england", "france", False,
    ) == {"Glasgow": ["keep", "exchange:Bayonne"]}  # fmt: skip
    game = run(state)
    game.apply("england", Action("peace_term", "keep_board_state", ""))
    assert options(game) == ["keep", "exchange:Bayonne"]
    game.apply("england", Action("keep_choice", "exchange:Bayonne", ""))
    provinces = state["map"]["provinces"]
    assert (provinces["Glasgow"]["owner"], provinces["Glasgow"]["occupier"]) == ("scotland", None)
    assert (provinces["Bayonne"]["owner"], provinces["Bayonne"]["occupier"]) == ("england", None)


@pytest.mark.rule("eupop-aid:Full Annexation", "interpretation:EUPOP-D21")
def test_annexing_a_realm_with_vassals_takes_their_occupied_provinces(state: State) -> None:
    start_war(state, "castile", ["granada"])
    set_overlord(state, "tunis", "granada")  # Tunis and Algier its vassal's
    for name in ("Granada", "Malaga", "Tunis", "Algier"):
        state["map"]["provinces"][name]["occupier"] = "castile"
    game = run(state)
    assert "full_annexation" in options(game)
    game.apply("castile", Action("peace_term", "full_annexation", ""))
    owners = [state["map"]["provinces"][name]["owner"] for name in ("Granada", "Tunis", "Algier")]
    assert owners == ["castile", "castile", "castile"]


@pytest.mark.rule("eupop-aid:Secure Desired Succession", "interpretation:EUPOP-Q6")
def test_a_partner_both_married_and_allied_to_the_loser_counts_twice(state: State) -> None:
    """Castile secures Granada's succession; France holds both a marriage and an alliance
    with Granada: two tokens removed, 3 prestige each way per token."""
    start_war(state, "castile", ["granada"])
    state["map"]["provinces"]["Granada"]["occupier"] = "castile"
    state["forces"]["f001"]["units"] = {"infantry": 9}
    state["realms"]["granada"]["marriages"] = ["france"]
    state["realms"]["france"]["marriages"] = ["granada"]
    state["realms"]["granada"]["flipped_marriages"] = ["france"]
    state["realms"]["granada"]["allies"] = ["france"]
    state["realms"]["france"]["allies"] = ["granada"]
    state["players"]["france"]["prestige"] = 7
    game = run(state)
    game.apply("castile", Action("peace_term", "secure_succession", ""))
    assert state["players"]["castile"]["prestige"] == 2 * 3
    assert state["players"]["france"]["prestige"] == 7 - 2 * 3
