"""A game with no person at the table (issue 8, "Games without people"): ``seats=[]`` sets a
scenario up with no seat, and the engine plays the whole game by itself inside setup's
one ``advance``, over far more steps in all than the runaway guard allows one frame."""

from __future__ import annotations

from typing import Any

import pytest

from hegemon.engine import flow
from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, Runaway, frame, step
from hegemon.engine.rules import RulesModule, ScenarioInfo

REALMS = ("north", "south")


class Year(Procedure):
    """A year: every realm takes its turn (a person's seat is asked, any other realm is
    played by the rules), then the next year; the game ends after the last one."""

    name = "year"

    @step
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        if state["year"] == state["years"]:
            scores = dict(state["treasury"])
            best = max(scores.values())
            winners = tuple(realm for realm, gold in scores.items() if gold == best)
            game.finish(Outcome(winners, scores, "the last year ended"))
            return
        state["year"] += 1
        game.hand_over("realm_turn", next=0)


class RealmTurn(Procedure):
    name = "realm_turn"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local["next"] == len(REALMS):
            game.hand_over("year")
            return
        realm = REALMS[local["next"]]
        local["next"] += 1
        if realm in game.state["meta"]["seats"]:
            game.goto("ask_tax")
        else:
            game.call("collect", then="start", realm=realm, left=game.state["villages"])

    @step
    def ask_tax(self, game: Game, local: Local) -> Decision:
        realm = REALMS[local["next"] - 1]
        return Decision(realm, "Collect the taxes?", (Action("collect"),))

    def on_tax(self, game: Game, local: Local, action: Action) -> None:
        realm = REALMS[local["next"] - 1]
        game.call("collect", then="start", realm=realm, left=game.state["villages"])


class Collect(Procedure):
    """One gold from each village, one step each."""

    name = "collect"

    @step
    def start(self, game: Game, local: Local) -> None:
        if local["left"] == 0:
            game.end()
            return
        local["left"] -= 1
        game.state["treasury"][local["realm"]] += 1
        game.goto("start")


class Clockwork(RulesModule):
    name = "clockwork"
    title = "Clockwork (kernel test game)"

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("realms", "Two realms", REALMS, minimum_seats=0)]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        villages = options.get("villages", 90)
        game.state.update(year=0, years=40, villages=villages, treasury=dict.fromkeys(REALMS, 0))
        game.state["stack"].append(frame("year"))


RULES = Clockwork(Procedures([Year(), RealmTurn(), Collect()]))


@pytest.fixture
def small_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """A runaway limit of 100 steps a frame, so that 40 years of 2 × 90 villages (more
    than 7,000 steps in all) are far beyond it."""
    monkeypatch.setattr(flow, "RUNAWAY_STEPS", 100)


@pytest.mark.usefixtures("small_guard")
def test_a_game_with_no_seat_is_played_to_its_end_by_the_engine_alone() -> None:
    game = RULES.setup(seats=[])
    assert game.state["meta"]["seats"] == []
    assert game.outcome is not None and game.outcome.reason == "the last year ended"
    assert game.state["treasury"] == {"north": 3600, "south": 3600}
    assert game.decision() is None


@pytest.mark.usefixtures("small_guard")
def test_a_seat_of_a_person_is_asked_and_no_seat_list_means_every_seat() -> None:
    game = RULES.setup(seats=["south"])
    decision = game.decision()
    assert decision is not None and (decision.seat, decision.step) == ("south", "ask_tax")
    assert game.state["treasury"] == {"north": 90, "south": 0}
    assert RULES.setup().state["meta"]["seats"] == list(REALMS)


@pytest.mark.usefixtures("small_guard")
def test_one_frame_taking_more_steps_than_the_guard_allows_is_still_a_runaway() -> None:
    with pytest.raises(Runaway, match="collect took 100 steps without a decision"):
        RULES.setup(seats=[], options={"villages": 500})
