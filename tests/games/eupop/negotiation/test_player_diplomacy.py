"""Player-to-player diplomacy (rules/negotiation): one partner, one offer built term by term,
accepted or refused by the partner's seat."""

from __future__ import annotations

import pytest

from hegemon.engine.decision import Action
from hegemon.engine.flow import Game
from hegemon.engine.serial import clone
from hegemon.games.eupop.content.access import content_of
from hegemon.games.eupop.module import RULES
from hegemon.games.eupop.rules.negotiation import terms
from hegemon.games.eupop.rules.negotiation.diplomacy import offers
from hegemon.games.eupop.world.layout import set_owner
from hegemon.games.eupop.world.relations import marry
from hegemon.games.eupop.world.wars import start_war
from tests.games.eupop.diplomacy.support import kinds, new_game, start


def play(game: Game, seat: str, verb: str, argument: object) -> None:
    decision = game.decision()
    assert decision is not None and decision.seat == seat, decision
    action = decision.find(Action(verb, argument))  # type: ignore[arg-type]
    assert action is not None, (verb, argument, [a.argument for a in decision.actions])
    game.apply(seat, action)


def options(game: Game) -> list[object]:
    decision = game.decision()
    assert decision is not None
    return [action.argument for action in decision.actions]


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)",
    "eupop-aid:Marriage",
    "interpretation:EUPOP-N1",
    "interpretation:EUPOP-N4",
)
def test_a_marriage_accepted_costs_the_active_realm_1_and_each_may_draw_a_card() -> None:
    game = start(new_game(), "diplomacy", "castile", "france")
    state = game.state
    play(game, "castile", "deal_term", "marriage:military")
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_accept", "accept")
    assert state["realms"]["castile"]["marriages"] == ["france"]
    assert state["realms"]["france"]["marriages"] == ["castile"]
    assert state["supply"]["castile"]["marriages"] == 2
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 2
    assert state["players"]["france"]["monarch_power"]["diplomatic"] == 3
    top = state["decks"]["actions"]["military"][0]
    play(game, "castile", "deal_draw", "draw")
    play(game, "france", "deal_draw", "no")
    assert state["players"]["castile"]["hand"][-1] == top
    assert game.decision() is None or game.decision().seat != "france"  # type: ignore[union-attr]


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)", "eupop-aid:Alliance", "interpretation:EUPOP-N1"
)
def test_a_refused_offer_changes_nothing_but_the_log() -> None:
    game = start(new_game(), "diplomacy", "castile", "france")
    play(game, "castile", "deal_term", "alliance")
    play(game, "castile", "deal_term", "money:give")
    play(game, "castile", "deal_amount", 5)
    before = {key: clone(game.state[key]) for key in ("players", "realms", "supply", "map")}
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_refuse", "refuse")
    assert {key: game.state[key] for key in before} == before
    assert kinds(game)[-2:] == ["deal_offered", "deal_refused"]


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)", "eupop-aid:Alliance", "interpretation:EUPOP-N2"
)
def test_an_alliance_between_two_player_realms() -> None:
    game = start(new_game(), "diplomacy", "castile", "france")
    play(game, "castile", "deal_term", "alliance")
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_accept", "accept")
    assert game.state["realms"]["castile"]["allies"] == ["france"]
    assert game.state["realms"]["france"]["allies"] == ["castile", "scotland"]
    assert game.state["supply"]["france"]["alliances"] == 1
    assert game.state["players"]["castile"]["monarch_power"]["diplomatic"] == 2


@pytest.mark.rule("eupop-aid:Monetary Support", "interpretation:EUPOP-N2")
def test_monetary_support_costs_1_diplomatic_power_per_10_ducats_rounded_up() -> None:
    game = start(new_game(), "diplomacy", "castile", "france")
    state = game.state
    state["players"]["france"]["ducats"] = 40
    play(game, "castile", "deal_term", "money:ask")
    assert options(game)[-1] == 30  # 3 diplomatic power pay for 30 ducats at most
    play(game, "castile", "deal_amount", 11)
    play(game, "castile", "deal_term", "propose")
    play(game, "france", "deal_accept", "accept")
    assert state["players"]["castile"]["ducats"] == 21
    assert state["players"]["france"]["ducats"] == 29
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 1
    assert terms.money_cost(10) == 1 and terms.money_cost(20) == 2


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)",
    "eupop-aid:Monetary Support",
    "eupop-aid:Buy/sell Provinces",
    "interpretation:EUPOP-N1",
)
def test_monetary_support_and_provinces_never_share_an_offer() -> None:
    game = new_game()
    marry(game.state, "castile", "france")  # Castile's token on Paris: influence there
    game = start(game, "diplomacy", "castile", "france")
    assert {"money:give", "buy:Orleans"} <= set(options(game))
    play(game, "castile", "deal_term", "buy:Orleans")
    play(game, "castile", "deal_amount", 3)
    assert "money:give" not in options(game) and "money:ask" not in options(game)
    assert "buy:Reims" in options(game)
    game = new_game()
    marry(game.state, "castile", "france")  # Castile's token on Paris: influence there
    game = start(game, "diplomacy", "castile", "france")
    play(game, "castile", "deal_term", "money:give")
    play(game, "castile", "deal_amount", 1)
    assert not [one for one in options(game) if str(one).startswith("buy:")]


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)",
    "eupop-aid:Monetary Support",
    "interpretation:EUPOP-N1",
)
def test_with_either_realm_at_war_only_monetary_support() -> None:
    game = new_game()
    marry(game.state, "castile", "france")  # Castile's token on Paris: influence there
    start_war(game.state, "england", ["france"])
    game = start(game, "diplomacy", "castile", "france")
    assert options(game) == ["money:give", "money:ask"]


@pytest.mark.rule("eupop-aid:Buy/sell Provinces", "interpretation:EUPOP-N3")
def test_the_capital_is_never_sold_and_the_buyer_needs_influence_in_the_area() -> None:
    game = new_game()
    state, geography = game.state, content_of(game).geography
    assert terms.saleable(state, geography, "france", "castile") == []
    marry(state, "castile", "france")  # Castile's marriage token on Paris counts as influence
    assert terms.saleable(state, geography, "france", "castile") == ["Orleans", "Reims"]
    set_owner(state, "Dijon", "france")  # Bourgogne: a French and a Burgundian province
    state["map"]["areas"]["Bourgogne"]["influence"] = {"castile": 1}
    assert terms.saleable(state, geography, "france", "castile") == ["Dijon", "Orleans", "Reims"]


@pytest.mark.rule(
    "eupop-aid:Buy/sell Provinces", "interpretation:EUPOP-N2", "interpretation:EUPOP-N3"
)
def test_a_province_sold_changes_hands_with_its_town_and_both_pay_1() -> None:
    game = new_game()
    state = game.state
    marry(state, "castile", "france")
    state["players"]["castile"]["prestige"] = 10
    state["players"]["france"]["prestige"] = 10
    towns = state["supply"]["france"]["small_towns"], state["supply"]["castile"]["small_towns"]
    game = start(game, "diplomacy", "france", "castile")
    assert "sell:Orleans" in options(game)
    play(game, "france", "deal_term", "sell:Orleans")
    assert options(game) == list(range(3, 11))  # castile holds 10 ducats
    play(game, "france", "deal_amount", 7)
    play(game, "france", "deal_term", "propose")
    play(game, "castile", "deal_accept", "accept")
    record = state["map"]["provinces"]["Orleans"]
    assert record["owner"] == "castile" and record["town"] == "small"
    assert state["supply"]["france"]["small_towns"] == towns[0] + 1
    assert state["supply"]["castile"]["small_towns"] == towns[1] - 1
    assert state["players"]["castile"]["ducats"] == 3
    assert state["players"]["france"]["ducats"] == 17
    assert state["players"]["castile"]["monarch_power"]["diplomatic"] == 2
    assert state["players"]["france"]["monarch_power"]["diplomatic"] == 2
    assert state["players"]["france"]["prestige"] == 6  # a core province of tax value 2
    assert state["players"]["castile"]["prestige"] == 10


@pytest.mark.rule(
    "eupop-aid:Player-to-player Diplomacy (p. 12)",
    "eupop-bots:BOTS & ALLIANCES",
    "eupop-aid:BOTS & ALLIANCES (p. 4)",
    "interpretation:EUPOP-N1",
    "interpretation:EUPOP-BOT-33",
)
def test_a_bot_is_not_offered_as_a_partner() -> None:
    game = RULES.setup("six_crowns", seed=1, seats=["castile", "france"])
    state = game.state
    assert state["realms"]["england"]["player"] == "bot"
    partners = [a.argument for a in offers(state, content_of(game), "castile")]
    assert partners == ["france"]
    assert terms.partner_refusal(state, "castile", "england") == (
        "england is a Bot: a Bot never allies or deals with an Opponent"
    )


@pytest.mark.rule("eupop-aid:Player-to-player Diplomacy (p. 12)", "interpretation:EUPOP-N2")
def test_no_diplomatic_power_no_offer() -> None:
    game = new_game()
    game.state["players"]["castile"]["monarch_power"]["diplomatic"] = 0
    assert offers(game.state, content_of(game), "castile") == []
