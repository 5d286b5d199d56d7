"""The eupop heuristic agent (issue 11): legal, deterministic, sensible in constructed
decisions, and blind to what its seat may not see."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from hegemon.engine import rules as registry
from hegemon.engine.agents import Observation
from hegemon.engine.decision import Action, Decision
from hegemon.engine.flow import Game
from hegemon.engine.rules import RulesModule
from hegemon.engine.secrets import scramble
from hegemon.engine.serial import state_hash
from hegemon.games.eupop.agents.heuristic import HeuristicAgent
from hegemon.games.eupop.world.layout import world

SCENARIO = "crowns_of_the_west"


@pytest.fixture(scope="module")
def rules() -> RulesModule:
    return registry.load("eupop")


def start(rules: RulesModule, seed: int) -> Game:
    return rules.setup(SCENARIO, seed, list(rules.scenario(SCENARIO).seats))


def play(rules: RulesModule, seed: int, check: Any = None, limit: int = 20_000) -> Game:
    """A whole game, every seat the heuristic; ``check(game, decision, agent)`` runs before
    each choice."""
    game = start(rules, seed)
    seats = rules.scenario(SCENARIO).seats
    agents = {seat: HeuristicAgent(seed * 16 + index) for index, seat in enumerate(seats)}
    for _ in range(limit):
        decision = game.decision()
        if decision is None:
            return game
        agent = agents[decision.seat]
        if check is not None:
            check(game, decision, agent)
        action = agent.choose(Observation(rules, game.state, decision))
        assert any(action is legal for legal in decision.actions), action
        game.apply(decision.seat, action)
        game.entries.clear()
    raise AssertionError(f"no outcome after {limit} decisions")


def test_plays_legal_actions_to_the_end(rules: RulesModule) -> None:
    game = play(rules, 3)
    outcome = game.outcome
    assert outcome is not None
    assert outcome.reason.startswith("final scoring")
    assert set(outcome.scores) == set(rules.scenario(SCENARIO).seats)


def test_is_deterministic_for_a_seed(rules: RulesModule) -> None:
    assert state_hash(play(rules, 5).state) == state_hash(play(rules, 5).state)


def test_differs_with_its_seed(rules: RulesModule) -> None:
    """Its ties are broken by its own stream: another seed plays another game."""
    assert state_hash(play(rules, 5).state) != state_hash(play(rules, 6).state)


def choice(rules: RulesModule, game: Game, seat: str, *actions: Action) -> Action:
    decision = Decision(seat, "constructed", tuple(actions))
    return HeuristicAgent(1).choose(Observation(rules, game.state, decision))


def test_no_war_without_a_casus_belli(rules: RulesModule) -> None:
    game = start(rules, 1)
    seat = rules.scenario(SCENARIO).seats[0]
    wars = [Action("declare_war", (realm, None)) for realm in ("aragon", "burgundy", "denmark")]
    end = Action("end_turn")
    assert choice(rules, game, seat, *wars, end) is end


def test_trades_where_it_collects_most(rules: RulesModule) -> None:
    game = start(rules, 1)
    seat = rules.scenario(SCENARIO).seats[0]
    low = Action("trade_node", ("Vienna", 0), "Trade in Vienna: collect 3 ducats (row 1)")
    high = Action("trade_node", ("Antwerp", 0), "Trade in Antwerp: collect 8 ducats (row 1)")
    ducats = Action("trade_ducats", None, "Take 2 ducats")
    assert choice(rules, game, seat, low, ducats, high) is high
    assert choice(rules, game, seat, ducats, low) is low


def test_harshest_peace_and_cheapest_casualty(rules: RulesModule) -> None:
    game = start(rules, 1)
    seat = rules.scenario(SCENARIO).seats[0]
    terms = [
        Action("peace_term", term)
        for term in ("none", "white_peace", "humiliation", "full_annexation", "vassalization")
    ]
    assert choice(rules, game, seat, *terms).argument == "full_annexation"
    kinds = [Action("casualty", kind) for kind in ("artillery", "cavalry", "infantry")]
    assert choice(rules, game, seat, *kinds).argument == "infantry"


def test_completes_a_mission_before_ending_its_turn(rules: RulesModule) -> None:
    game = start(rules, 1)
    seat = rules.scenario(SCENARIO).seats[0]
    mission = Action("complete_mission", "m_general_patron_of_the_arts")
    assert choice(rules, game, seat, Action("end_turn"), mission, Action("pass")) is mission


def test_reads_no_secret_of_another_seat(rules: RulesModule) -> None:
    """At every decision of a whole game, the same choice on the seat's own view and with
    every secret hidden from it (other hands, decks) shuffled differently."""
    checked: list[str] = []

    def check(game: Game, decision: Decision, agent: HeuristicAgent) -> None:
        seat = decision.seat
        expected = copy.deepcopy(agent).choose(Observation(rules, game.state, decision))
        for seed in (1, 2):
            scrambled = scramble(rules, game.state, seat, seed + len(checked))
            got = copy.deepcopy(agent).choose(Observation(rules, scrambled, decision))
            assert got == expected, (decision.procedure, decision.step)
        view = rules.view(game.state, seat)
        assert copy.deepcopy(agent).choose(Observation(rules, view, decision)) == expected
        checked.append(decision.step)

    play(rules, 7, check)
    assert len(checked) > 500
    assert {"ask_keep", "ask_action", "ask_option"} <= set(checked)


def test_scrambling_reaches_the_other_hands(rules: RulesModule) -> None:
    """Scrambling does reach the secrets it must not read: another seat's hand changes."""
    game = start(rules, 7)
    while (decision := game.decision()) is not None and decision.step != "ask_action":
        action = HeuristicAgent(0).choose(Observation(rules, game.state, decision))
        game.apply(decision.seat, action)
    assert decision is not None
    others = [seat for seat in world(game.state)["players"] if seat != decision.seat]
    hands = {seat: list(world(game.state)["players"][seat]["hand"]) for seat in others}
    scrambled = scramble(rules, game.state, decision.seat, 3)
    assert any(world(scrambled)["players"][seat]["hand"] != hands[seat] for seat in others)
    own = world(game.state)["players"][decision.seat]["hand"]
    assert world(scrambled)["players"][decision.seat]["hand"] == own


def test_keeps_a_card_worth_its_price_only(rules: RulesModule) -> None:
    """Public Works (a display card of prestige) is kept; Counterespionage (a reaction,
    lose ducats and unrest) is discarded."""
    game = start(rules, 1)
    seat = rules.scenario(SCENARIO).seats[0]
    mat = world(game.state)["players"][seat]
    mat["ducats"], mat["hand"] = 10, []
    keep, drop = Action("keep_card", "a1_public_works"), Action("discard_card", "a1_public_works")
    assert choice(rules, game, seat, drop, keep) is keep
    keep, drop = (
        Action("keep_card", "d1_counterespionage"),
        Action("discard_card", "d1_counterespionage"),
    )
    assert choice(rules, game, seat, keep, drop) is drop
