"""The round and turn sequence: menu, plug-in endeavours, turn order, end of the scenario."""

from __future__ import annotations

import pytest

from hegemon.engine.agents import Observation, RandomAgent
from hegemon.engine.decision import Action
from hegemon.engine.flow import Game, Local, Procedure, step
from hegemon.engine.fuzz import fuzz_game
from hegemon.engine.rules import SetupError
from hegemon.engine.serial import State
from hegemon.engine.situations.format import ExpectedDecision, Situation
from hegemon.engine.situations.runner import run
from hegemon.games.eotma.content.loader import Content
from hegemon.games.eotma.module import RULES, build
from hegemon.games.eotma.rules.menu import EndeavourEntry, TaxationEntry, TurnMenu
from hegemon.games.eotma.rules.scoring import solitaire_band, victory_points
from hegemon.games.eotma.rules.turn_order import turn_order
from hegemon.games.eotma.rules.year_cards import play_year_card
from tests.games.eotma.helpers import content, new_game, set_leader

SEQUENCE = "eotma-overview:Sequence of a round"


class RecordingEndeavour(Procedure):
    """A stand-in endeavour: plays the seat's year card and records its frame."""

    name = "recording_endeavour"

    @step
    def start(self, game: Game, local: Local) -> None:
        card = play_year_card(game, local["seat"], local["kind"])
        game.state.setdefault("recorded", []).append({**local, "card": card})
        game.end({"card": card})


class RecordingTaxation(Procedure):
    name = "recording_taxation"

    @step
    def start(self, game: Game, local: Local) -> None:
        game.state.setdefault("recorded", []).append(dict(local))
        game.end(None)


def _own_court(state: State, content: Content, seat: str) -> list[tuple[str, str]]:
    court = state["empires"][seat]["court"]
    return [(court, court)]


PLUGGED = build(
    TurnMenu(
        endeavours=(EndeavourEntry("ruling", "recording_endeavour", _own_court, "Rule"),),
        taxation=TaxationEntry("recording_taxation", lambda state, content, seat: True),
    ),
    extra=(RecordingEndeavour(), RecordingTaxation()),
)


@pytest.mark.rule(SEQUENCE)
def test_an_empty_turn_menu_offers_only_ending_the_turn() -> None:
    decision = build(TurnMenu()).setup("millennium", 1).decision()
    assert decision is not None
    assert [action.verb for action in decision.actions] == ["end_turn"]


@pytest.mark.rule(SEQUENCE)
def test_the_turn_draws_an_event_before_the_first_choice() -> None:
    game = new_game()
    seat = game.state["turn"]["seat"]
    assert len(game.state["events"]["deck"]) == 41
    assert game.state["round"]["order"][0] == seat


@pytest.mark.rule(SEQUENCE)
def test_a_registered_endeavour_is_offered_and_called_with_its_frame() -> None:
    game = PLUGGED.setup("millennium", 1)
    decision = game.decision()
    assert decision is not None
    seat = decision.seat
    court = game.state["empires"][seat]["court"]
    assert decision.find(Action("endeavour", ("ruling", court, court))) is not None
    game.apply(seat, Action("endeavour", ("ruling", court, court)))
    recorded = game.state["recorded"][0]
    assert {key: recorded[key] for key in ("seat", "kind", "base", "target")} == {
        "seat": seat,
        "kind": "ruling",
        "base": court,
        "target": court,
    }
    assert game.state["turn"]["endeavours"] == 1
    assert game.state["empires"][seat]["year_cards_left"] == 4
    assert game.state["year_cards"]["played"] == [recorded["card"]]


@pytest.mark.rule(SEQUENCE, "eotma:16.14")
def test_taxation_is_offered_once_per_turn() -> None:
    game = PLUGGED.setup("millennium", 1)
    decision = game.decision()
    assert decision is not None
    game.apply(decision.seat, Action("tax"))
    after = game.decision()
    assert after is not None and after.seat == decision.seat
    assert "tax" not in {action.verb for action in after.actions}
    assert game.state["recorded"] == [{"seat": decision.seat}]


@pytest.mark.rule(SEQUENCE)
def test_no_endeavour_is_offered_without_a_year_card() -> None:
    game = PLUGGED.setup("millennium", 1)
    decision = game.decision()
    assert decision is not None
    game.state["year_cards"]["hands"][decision.seat] = []
    game.state["empires"][decision.seat]["year_cards_left"] = 0
    after = PLUGGED.resume(game.state).decision()
    assert after is not None
    assert {action.verb for action in after.actions} == {"tax", "end_turn"}


@pytest.mark.rule("interpretation:EOTMA-10")
def test_greater_leaders_act_first_and_smaller_empires_break_ties() -> None:
    game = new_game()
    for seat in game.state["meta"]["seats"]:
        set_leader(game, seat, 3, 3, 3)
    set_leader(game, "denmark", 9, 9, 9)
    set_leader(game, "france", 5, 5, 5)
    set_leader(game, "england", 5, 5, 5)
    set_leader(game, "leon", 5, 5, 5)
    order = turn_order(game, content())
    assert order[0] == "denmark"
    assert order[1] == "leon"  # 3 areas, fewer than France's and England's 4
    assert set(order[2:4]) == {"france", "england"}
    assert set(order[4:]) == {"empire", "byzantium"}


def _play_out(game: Game) -> None:
    """End every turn as soon as it may end: after the one endeavour a turn owes (13.13),
    ruling the court with no gold, which never changes who holds an area."""
    while game.outcome is None:
        decision = game.decision()
        assert decision is not None
        verbs = {action.verb for action in decision.actions}
        if "end_turn" in verbs:
            game.apply(decision.seat, Action("end_turn"))
        elif "endeavour" in verbs:
            court = game.state["empires"][decision.seat]["court"]
            game.apply(decision.seat, Action("endeavour", ("ruling", court, court)))
        else:
            game.apply(decision.seat, decision.actions[0])


@pytest.mark.rule("eotma-overview:The game", "interpretation:EOTMA-13")
def test_ending_every_turn_plays_the_scenario_to_its_final_scores() -> None:
    game = new_game()
    _play_out(game)
    outcome = game.outcome
    assert outcome is not None
    assert game.state["round"]["number"] == 10
    assert game.state["round"]["game_turn"] == 3
    assert outcome.scores == RULES.scores(game.state)
    assert outcome.winners == ("empire",)


@pytest.mark.rule("interpretation:EOTMA-13")
def test_victory_points_count_population_claims_and_handicap() -> None:
    state = new_game().state
    # England: Wessex 3, Mercia 2, East Anglia 2, Northumbria 2, four claims, no handicap.
    assert victory_points(state, content(), "england") == 9 + 4
    state["areas"]["Mercia"]["claims"] = []
    assert victory_points(state, content(), "england") == 9 + 3
    # Denmark: Denmark 2, Norway 1, two claims, handicap 9 (EOTMA-67).
    assert victory_points(state, content(), "denmark") == 3 + 2 + 9


@pytest.mark.rule("interpretation:EOTMA-14")
def test_the_solitaire_score_falls_in_a_band() -> None:
    assert solitaire_band(content(), "reconquista", 11) == (0, "Defeat")
    assert solitaire_band(content(), "reconquista", 15) == (2, "Victory")
    assert solitaire_band(content(), "reconquista", 40) == (3, "Triumph")
    game = new_game("reconquista")
    _play_out(game)
    assert game.outcome is not None
    assert game.outcome.winners == ()
    assert game.outcome.reason == "solitaire result: Defeat"


@pytest.mark.parametrize("scenario", ["millennium", "reconquista"])
def test_random_games_reach_an_outcome_with_every_invariant_kept(scenario: str) -> None:
    for seed in range(3):
        result = fuzz_game(RULES, seed, scenario)
        assert result.failure is None, str(result.failure)


def test_random_agents_finish_a_game_with_the_plugged_menu() -> None:
    game = PLUGGED.setup("millennium", 4)
    agent = RandomAgent(4)
    steps = 0
    while game.outcome is None:
        decision = game.decision()
        assert decision is not None
        game.apply(decision.seat, agent.choose(Observation(PLUGGED, game.state, decision)))
        assert PLUGGED.invariants(game.state) == []
        steps += 1
    assert steps > 60


def _between_the_first_two_turns() -> State:
    """A round of three seats as it stands once its first turn has ended, before the next
    begins: the round is back at ``next_turn`` and no turn is in progress."""
    state = new_game(seed=2, seats=["france", "england", "leon"]).state
    assert [frame["procedure"] for frame in state["stack"]] == ["round", "player_turn"]
    del state["stack"][1:]
    state["turn"] = None
    return state


def test_put_first_moves_a_seat_ahead_of_those_still_to_act_and_refuses_one_done() -> None:
    state = _between_the_first_two_turns()
    record = state["round"]
    done = record["order"][: record["next"]]
    waiting = record["order"][record["next"] :]
    RULES.put_first(state, waiting[-1])
    assert record["order"] == [*done, waiting[-1], *waiting[:-1]]
    with pytest.raises(SetupError, match="has no turn still to come this round"):
        RULES.put_first(state, done[0])


def test_put_first_refuses_while_a_turn_is_in_progress() -> None:
    state = new_game(seed=2, seats=["france", "england", "leon"]).state
    order = list(state["round"]["order"])
    with pytest.raises(SetupError) as refused:
        RULES.put_first(state, order[-1])
    assert str(refused.value) == (
        f"{order[0]}'s turn has already begun, so {order[-1]} could only follow it; "
        "pause setup before the turn with setup_until: round.next_turn"
    )
    assert state["round"]["order"] == order


@pytest.mark.parametrize("paused", [True, False])
def test_a_situation_puts_its_first_seat_first_only_before_the_first_turn(paused: bool) -> None:
    situation = Situation(
        situation="England acts first",
        rules=[SEQUENCE],
        game="eotma",
        seed=2,
        seats=["france", "england", "leon"],
        setup_until="round.next_turn" if paused else None,
        first_seat="england",
        expect_decision=ExpectedDecision(seat="england"),
    )
    failures = run(situation).failures
    if paused:
        assert failures == []
    else:
        assert any("setup_until: round.next_turn" in failure for failure in failures)
