"""Optional rule 5: Religious Rebels (EUPOP-L17, L18): six crowns, Castile and France human;
Castile's capital Toledo and Burgos lie in Castilla, Leon and Oviedo in Leon (one religion
slot, Castilla, governs both), Cordoba and Sevilla in Andalucia."""

from __future__ import annotations

import pytest

from hegemon.engine.flow import Game
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.peace_rebels.rebels import rebels_in, set_rebels
from hegemon.games.eupop.rules.religion.rebels import convert, offered_religion
from tests.games.eupop.exploration.support import choose, start

RULE = "eupop-aid:Optional rule 5: Religious Rebels"


def held(*occupied: str, option: bool = True) -> Game:
    """Castilla's slot Protestant (religious dissent for Catholic Castile), rebels
    occupying the provinces named."""
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    state = game.state
    state["meta"]["options"] = {"religious_rebels": option}
    state["map"]["religion_slots"]["Castilla"]["religion"] = "protestant"
    for name in occupied:
        state["map"]["provinces"][name]["occupier"] = "rebels"
    return game


def offered(game: Game, realm: str = "castile") -> str | None:
    return offered_religion(game.state, content_of(game).geography, realm)


@pytest.mark.rule(RULE, "interpretation:EUPOP-L17", "interpretation:EUPOP-L18")
def test_the_capital_and_two_more_provinces_in_dissent_areas_offer_the_capitals_religion() -> None:
    assert offered(held("Toledo", "Burgos", "Leon")) == "protestant"
    assert offered(held("Toledo", "Burgos", "Leon", option=False)) is None


@pytest.mark.rule(RULE, "interpretation:EUPOP-L17")
def test_rebels_outside_the_areas_of_dissent_are_not_religious() -> None:
    assert offered(held("Toledo", "Burgos")) is None
    assert offered(held("Toledo", "Burgos", "Cordoba")) is None  # Andalucia is Catholic
    assert offered(held("Burgos", "Leon", "Oviedo")) is None  # not the capital


@pytest.mark.rule(RULE, "eupop-aid:Diverse Faiths", "interpretation:EUPOP-L18")
def test_a_diverse_capital_area_offers_nothing() -> None:
    game = held("Toledo", "Burgos", "Leon")
    game.state["map"]["religion_slots"]["Castilla"]["religion"] = "diverse"
    assert offered(game) is None


@pytest.mark.rule(RULE, "eupop-aid:HRE Religion (adv. rules) (p. 45)", "interpretation:EUPOP-I6")
def test_the_emperor_is_barred_while_the_hre_shares_its_religion() -> None:
    game = held("Toledo", "Burgos", "Leon")
    state = game.state
    state["meta"]["options"]["advanced_rules"] = True
    state["hre"]["emperor"] = "castile"
    state["hre"]["religion"] = "catholic"
    assert offered(game) is None
    state["hre"]["religion"] = "protestant"
    assert offered(game) == "protestant"


@pytest.mark.rule(RULE, "eupop-aid:Rebel Units (👤)", "interpretation:EUPOP-L18")
def test_the_change_removes_rebels_only_in_the_realms_areas_of_its_new_faith() -> None:
    game = held("Toledo", "Burgos", "Leon", "Cordoba")
    state = game.state
    set_rebels(state, "Leon", 2)
    set_rebels(state, "Andalucia", 3)
    convert(game, "castile", "protestant")
    assert state["realms"]["castile"]["religion"] == "protestant"
    assert rebels_in(state, "Leon") == 0 and rebels_in(state, "Andalucia") == 3
    assert state["box"]["rebels"] == 21
    provinces = state["map"]["provinces"]
    assert [provinces[name]["occupier"] for name in ("Toledo", "Burgos", "Leon", "Cordoba")] == [
        None,
        None,
        None,
        "rebels",
    ]


@pytest.mark.rule(RULE, "interpretation:EUPOP-L18")
def test_the_realm_may_keep_its_religion() -> None:
    game = start(held("Toledo", "Burgos", "Leon"), "religious_rebels", "castile", None, [])
    choose(game, "religious_rebels_keep")
    assert game.state["realms"]["castile"]["religion"] == "catholic"
    assert game.state["map"]["provinces"]["Toledo"]["occupier"] == "rebels"
    assert [entry.kind for entry in game.entries if entry.kind == "religious_rebels_refused"]


@pytest.mark.rule(RULE, "eupop-bots:PEACE & REBELS PHASE", "interpretation:EUPOP-BOT-78")
def test_a_bot_realm_concerned_changes_its_religion_unasked() -> None:
    game = held("London", "Bristol", "York")
    game.state["map"]["religion_slots"]["England"]["religion"] = "protestant"
    game = start(game, "religious_rebels", "england", None, [])
    decision = game.decision()
    assert decision is not None and decision.seat == "england" and decision.step == "ask_close"
    assert game.state["realms"]["england"]["religion"] == "protestant"
