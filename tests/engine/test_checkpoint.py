"""``Game.checkpoint`` and ``Game.watchers`` (decision 0108, kernel change 1): a tool looks
at a game the rules play by themselves — a timer, an invariant check — without touching
the state, its hash or its replay; and ``RulesModule.automated_seats`` (kernel change 2)
names the seats the rules play."""

from __future__ import annotations

from typing import Any

from hegemon.engine import rules as rules_registry
from hegemon.engine.decision import Action, Decision, Outcome
from hegemon.engine.flow import Game, Local, Procedure, Procedures, frame, step
from hegemon.engine.rules import RulesModule, ScenarioInfo
from hegemon.engine.serial import state_hash

REALMS = ("north", "south")


class Season(Procedure):
    """Each realm gains a coin: a seated realm is asked, the other is played by the rules,
    its turn framed by two checkpoints; the game ends after three seasons."""

    name = "season"

    @step
    def start(self, game: Game, local: Local) -> None:
        state = game.state
        if local.get("next", 0) == len(REALMS):
            state["season"] += 1
            local["next"] = 0
        if state["season"] == 3:
            game.finish(Outcome(REALMS, dict(state["coins"]), "three seasons"))
            return
        realm = REALMS[local.get("next", 0)]
        local["next"] = local.get("next", 0) + 1
        if realm in state["meta"]["seats"]:
            game.goto("ask_coin")
            return
        game.checkpoint("turn start", realm)
        state["coins"][realm] += 1
        game.checkpoint("turn end", realm)
        game.goto("start")

    @step
    def ask_coin(self, game: Game, local: Local) -> Decision:
        return Decision(REALMS[local["next"] - 1], "Take a coin?", (Action("take"),))

    def on_coin(self, game: Game, local: Local, action: Action) -> None:
        game.state["coins"][REALMS[local["next"] - 1]] += 1
        game.goto("start")


class Seasons(RulesModule):
    name = "seasons"
    title = "Seasons (kernel test game)"

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("realms", "Two realms", REALMS, minimum_seats=0)]

    def initial_state(
        self, scenario: ScenarioInfo, seats: tuple[str, ...], options: dict[str, Any], game: Game
    ) -> None:
        game.state.update(season=0, coins=dict.fromkeys(REALMS, 0))
        game.state["stack"].append(frame("season"))

    def automated_seats(self, scenario: ScenarioInfo, seats: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(realm for realm in scenario.seats if realm not in seats)


RULES = Seasons(Procedures([Season()]))


def test_watchers_see_every_checkpoint_of_a_game_played_inside_setup() -> None:
    seen: list[tuple[str, str | None, int]] = []

    def watch(game: Game, label: str, seat: str | None) -> None:
        seen.append((label, seat, game.state["coins"]["north"]))

    game = RULES.setup(seats=[], watchers=(watch,))
    assert game.outcome is not None
    assert seen[:4] == [
        ("turn start", "north", 0),
        ("turn end", "north", 1),
        ("turn start", "south", 1),
        ("turn end", "south", 1),
    ]
    assert len(seen) == 12


def test_watchers_leave_the_state_its_hash_and_the_log_as_they_are() -> None:
    watched = RULES.setup(seats=["south"], watchers=(lambda game, label, seat: None,))
    alone = RULES.setup(seats=["south"])
    assert state_hash(watched.state) == state_hash(alone.state)
    assert [str(entry) for entry in watched.entries] == [str(entry) for entry in alone.entries]
    assert "watchers" not in str(watched.state)


def test_a_game_without_watchers_passes_its_checkpoints_by() -> None:
    game = RULES.setup(seats=[])
    assert game.watchers == []
    assert game.state["coins"] == {"north": 3, "south": 3}


def test_a_watcher_stays_on_the_handle_for_the_turns_played_after_a_decision() -> None:
    seen: list[str | None] = []
    game = RULES.setup(seats=["north"], watchers=(lambda game, label, seat: seen.append(seat),))
    assert seen == []  # north is asked first
    decision = game.decision()
    assert decision is not None
    game.apply("north", Action("take"))
    assert seen == ["south", "south"]


def test_the_rules_say_which_seats_they_play() -> None:
    info = RULES.scenario(None)
    assert RULES.automated_seats(info, ("north",)) == ("south",)
    eotma = rules_registry.load("eotma")
    assert eotma.automated_seats(eotma.scenario(None), ()) == ()
    eupop = rules_registry.load("eupop")
    margrave = eupop.scenario("margrave")
    assert eupop.automated_seats(margrave, ("brandenburg",)) == ("austria", "poland")
    assert eupop.automated_seats(margrave, margrave.seats) == ()
